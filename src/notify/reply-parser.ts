/**
 * Finds the command in a reply to a turn email: the first line the player wrote, not the quoted
 * history (above or below it), not their signature, whether the mail came as plain text or HTML only.
 */

import { text as asMessage, type Text } from '../engine/text';
import { htmlToText } from './reply-html';

export const MAX_COMMAND_LENGTH = 200;

/** A refusal says why twice: in English for the service's records, and as a message for the player. */
export type Parsed = { ok: true; command: string } | { ok: false; reason: string; message: Text };

/** Lines after which everything is history or signature, in the languages we send mail in. */
const STOP = [
  /^-- ?$/, // signature delimiter (RFC 3676)
  /^-{2,}\s*(original message|forwarded message|mensaje original|mensaje reenviado)/i,
  /^_{5,}$/, // Outlook's separator
  /^(from|de|von):\s.+/i, // Outlook's quoted header block
  /^(sent from|enviado desde|get outlook for)\b/i,
];

/** Where a writer cut the quote short: "[...]", "[…]", "[snip]", "<snip>". */
const ELISION = /^[[<(]\s*(\.\.\.|…|snip|cut|recorte)\s*[\]>)]$/i;

/** "On Mon, 3 May 2026, PBM <turns@…> wrote:", possibly wrapped onto a second line. */
const ATTRIBUTION_START = /^(on|el|le|am|em)\s/i;
const ATTRIBUTION_END = /(wrote|escribió|escribio|a écrit|schrieb|escreveu):\s*$/i;

/** How many lines an attribution ("On …, PBM wrote:") takes here: none, one, or two when wrapped. */
function attributionLines(line: string, next: string | undefined): number {
  if (!ATTRIBUTION_START.test(line)) return 0;
  if (ATTRIBUTION_END.test(line)) return 1;
  return ATTRIBUTION_END.test(`${line} ${next?.trim() ?? ''}`) ? 2 : 0;
}

function clean(line: string): string {
  return line
    .trim()
    .replace(/^[*_`"'“”]+|[*_`"'“”]+$/g, '')
    .trim();
}

/** A reply that could not be read at all (its MIME structure, say): it is answered, never dropped. */
export const UNREADABLE: Parsed = {
  ok: false,
  reason: 'The reply could not be read; send the move again as a plain reply.',
  message: asMessage('mail.reply.unreadable'),
};

export function findCommand(mail: { text?: string | null; html?: string | null }): Parsed {
  const text = mail.text && mail.text.trim() !== '' ? mail.text : mail.html ? htmlToText(mail.html) : '';
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\u00a0/g, ' ');
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (trimmed.startsWith('>') || ELISION.test(trimmed)) continue; // quoted, wherever it stands
    if (STOP.some((re) => re.test(trimmed))) break;
    const attribution = attributionLines(trimmed, lines[i + 1]);
    if (attribution > 0) {
      // Above a quote, the player may have written below it (Thunderbird's default); above
      // anything else, the history starts here.
      let next = i + attribution;
      while (next < lines.length && lines[next].trim() === '') next++;
      if (!lines[next]?.trim().startsWith('>')) break;
      i = next - 1;
      continue;
    }
    const command = clean(trimmed);
    if (command === '') continue;
    if (command.length > MAX_COMMAND_LENGTH) {
      return {
        ok: false,
        reason: `The first line is longer than ${MAX_COMMAND_LENGTH} characters; write only the command on it.`,
        message: asMessage('mail.reply.tooLong', { max: MAX_COMMAND_LENGTH }),
      };
    }
    return { ok: true, command };
  }
  return { ok: false, reason: 'The reply has no command: write it on the first line, above the quoted email.', message: asMessage('mail.reply.empty') };
}

/** A listed command with what it says in each language (DESIGN.md §7: a reply may use either). */
export interface Listed {
  command: string;
  sentences: string[];
}

/** Text compared without case, accents, punctuation or extra spaces: "¡Ataca Firenze!" = "ataca firenze". */
export function normalise(line: string): string {
  return line
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export type Understood = { ok: true; command: string } | { ok: false; commands: string[] };

/** The commands whose code or sentence the line says, without regard to case, accents or punctuation. */
function saying(line: string, listed: readonly Listed[]): string[] {
  const n = normalise(line);
  if (n === '') return [];
  return [...new Set(listed.filter((l) => normalise(l.command) === n || l.sentences.some((s) => normalise(s) === n)).map((l) => l.command))];
}

/**
 * The listed command a reply's first line means: its code as written, or its code or sentence
 * (in either language) once case, accents and punctuation are set aside, or a line copied whole
 * from the email ("Sentence — code"). `commands` lists the moves the line could mean when it
 * fits several, and is empty when it fits none (the line then goes to the game as written, which
 * says why it refuses it).
 */
export function understand(line: string, listed: readonly Listed[]): Understood {
  const written = line.trim();
  if (listed.some((l) => l.command === written)) return { ok: true, command: written };
  let found = saying(written, listed);
  const copied = written.split(/\s[—–-]\s/);
  if (found.length === 0 && copied.length > 1) found = saying(copied[copied.length - 1], listed);
  return found.length === 1 ? { ok: true, command: found[0] } : { ok: false, commands: found };
}
