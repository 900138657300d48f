/**
 * The text of an HTML-only reply, as the reply parser reads plain text: each quote block a line
 * starting with ">", and nothing of the history that Outlook appends.
 * `html-to-text` (on `htmlparser2`) does the reading: any `<br>` (with attributes too, as iOS
 * Mail's `<br id="lineBreakAtBeginningOfSignature">`), `<p>`, `<div>` and the other block
 * elements end a line, and character references decode as browsers decode them (one that names
 * no character, such as `&#x110000;`, becomes U+FFFD).
 */

import { compile, type FormatCallback } from 'html-to-text';

/**
 * How much of a body is read: the command is its first line, and a reply's quoted history can be
 * as long as the mail allows. Bounding it bounds the work an odd mail can cause (the parser's
 * cost grows faster than the length for deeply nested markup).
 */
export const MAX_HTML_READ = 32 * 1024;

/** Written where the rest of the mail is history; it cannot occur in the text (see `htmlToText`). */
const HISTORY = '\u0000';

/**
 * Quote blocks, read as one quoted line ("> …") so that the reply parser passes over them and
 * finds a reply written below them too: `<blockquote>` (Apple Mail, iOS Mail, Thunderbird, K-9,
 * FairEmail), Gmail's and K-9's `gmail_quote` (its "On … wrote:" and the quote), Thunderbird's
 * `moz-cite-prefix` (its "On … wrote:"), Yahoo's `yahoo_quoted`.
 */
const QUOTES = ['blockquote', '.gmail_quote', '.moz-cite-prefix', '.yahoo_quoted'];

/**
 * Where Outlook starts the history, which runs to the end of the mail and is not all inside the
 * element: Outlook on the web and the new Outlook (`appendonsend`, the `<hr>`, `divRplyFwdMsg`),
 * Outlook for Mac (`OLK_SRC_BODY_SECTION`, `mail-editor-reference-message-container`). Outlook for
 * Windows writes a "From:" line, where the reply parser stops.
 */
const HISTORY_STARTS = ['hr', '#appendonsend', '#divRplyFwdMsg', '#OLK_SRC_BODY_SECTION', '#mail-editor-reference-message-container'];

const literalBlock =
  (literal: string): FormatCallback =>
  (_elem, _walk, builder) => {
    builder.openBlock();
    builder.addLiteral(literal);
    builder.closeBlock();
  };

/** Compiled once: compiling the options (the selectors' decision tree) costs more than converting a reply. */
const convert = compile({
  // A long command must stay on one line.
  wordwrap: false,
  // Nesting deeper than this is no reply a person wrote: it is left unread, and the walk's stack stays small.
  limits: { maxDepth: 128, ellipsis: '' },
  formatters: { quote: literalBlock('>'), history: literalBlock(HISTORY) },
  selectors: [
    ...QUOTES.map((selector) => ({ selector, format: 'quote' })),
    ...HISTORY_STARTS.map((selector) => ({ selector, format: 'history' })),
    { selector: 'head', format: 'skip' },
    { selector: 'title', format: 'skip' },
    { selector: 'img', format: 'skip' },
    { selector: 'a', options: { ignoreHref: true } },
    // Text as written: headings keep their case, a table's cells each end a line.
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    ...['table', 'tr', 'td', 'th'].map((selector) => ({ selector, format: 'block' })),
  ],
});

/** Plain text from an HTML-only mail: its quotes as "> " lines, and nothing from Outlook's history on. */
export function htmlToText(html: string): string {
  // The first line is near the start of the body; the head (Outlook's styles) does not count.
  const body = html.search(/<body[\s>]/i);
  const start = body < 0 ? 0 : body;
  // A NUL in the mail reads as U+FFFD, as browsers read it, so that only Outlook's history ends the text.
  const read = html.slice(start, start + MAX_HTML_READ).replace(/\u0000/g, '\ufffd');
  const text = convert(read);
  const cut = text.indexOf(HISTORY);
  return cut < 0 ? text : text.slice(0, cut);
}
