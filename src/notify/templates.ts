import { formatTime, mailWords, type Lang } from './i18n';

/**
 * The content of every notification, as plain text (for text-only mail clients), HTML laid out
 * for reading (headings, the board as a compact list, the moves as sentences with the code to
 * reply with) and a short text for webhooks. Everything in it comes from what the seat may see
 * (its view of the log, its summary, its commands); player-written text is escaped wherever it
 * lands in HTML.
 */

export type NoticeKind = 'turn' | 'message' | 'digest' | 'reminder' | 'overdue' | 'bot' | 'forfeit' | 'takeover' | 'confirm' | 'refused' | 'earlier';

/** The end of the match as this seat reads it. */
export interface Finished {
  /** "You won.", "You lost.", "Shared victory: …", or who won. */
  headline: string;
  /** Who won (to a seat that lost), why (the game's reason, tie-breaks included), who forfeited. */
  lines: string[];
  /** "Ana: 5", a line per seat, when the game scores. */
  scores: string[];
}

export interface Notice {
  kind: NoticeKind;
  lang: Lang;
  title: string;
  seat: number;
  name: string | null;
  yourTurn: boolean;
  /** Active in a simultaneous step with its answer given: waiting for the others. */
  answered: boolean;
  /** The result in words once the match is over. */
  finished: Finished | null;
  /** The board in words, a line each, in the seat's language. */
  summary: string;
  /** The seat's legal commands, each with its sentence in the seat's language. */
  actions: { command: string; text: string }[];
  history: { who: string | null; lines: string[] }[];
  messages: { from: string; private: boolean; text: string }[];
  deadline: number | null;
  /** The seat's own secret link: only ever in an email to that seat. */
  link: string | null;
  matchLink: string;
  canReply: boolean;
  detail?: { command?: string; error?: string };
}

export interface Rendered {
  subject: string;
  text: string;
  html: string;
  /** For webhooks, which may be read by others: no secret link. */
  short: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A document as a list of blocks, rendered once as text and once as HTML. */
type Block =
  | { p: string }
  | { h: string }
  | { list: string[] }
  | { board: string[] }
  | { moves: { command: string; text: string }[] }
  | { reply: string }
  | { link: [string, string] };

function blocks(n: Notice): Block[] {
  const w = mailWords(n.lang);
  const out: Block[] = [{ p: w('mail.hello', { name: n.name ?? w('mail.player', { n: n.seat + 1 }) }) }];
  if (n.kind === 'confirm' && n.detail?.command) out.push({ p: w('mail.accepted', { command: n.detail.command }) });
  if (n.kind === 'refused') out.push({ p: w('mail.refused', { command: n.detail?.command ?? '', why: n.detail?.error ?? '' }) });
  if (n.kind === 'earlier') out.push({ p: w('mail.earlier', { command: n.detail?.command ?? '' }) });
  if (n.kind === 'bot') out.push({ p: w('mail.botPlayed') });
  if (n.kind === 'forfeit') out.push({ p: w('mail.forfeited') });
  if (n.kind === 'takeover') out.push({ p: w('mail.takenOver') });
  if (n.kind === 'overdue') out.push({ p: w('mail.timeUp') });
  if (n.finished) {
    out.push({ h: w('mail.heading.result') }, { p: n.finished.headline }, ...n.finished.lines.map((p) => ({ p })));
    if (n.finished.scores.length) out.push({ list: n.finished.scores });
  } else if (n.kind !== 'takeover') out.push({ p: w(n.yourTurn ? 'mail.yourTurn' : n.answered ? 'mail.answered' : 'mail.notYourTurn') });
  if (n.yourTurn && n.deadline !== null && !n.finished) out.push({ p: w('mail.deadline', { when: formatTime(n.lang, n.deadline) }) });
  // Each line names who did what ("Ana chooses Judah"): no prefix, which would name the mover of the
  // entry even for what followed by itself.
  const history = n.history.flatMap((h) => h.lines);
  // A turn tells what happened since the seat's own last move; a message or a digest, since the last one.
  const since = n.kind === 'message' || n.kind === 'digest' ? 'mail.heading.sinceTold' : 'mail.heading.sinceLast';
  if (history.length) out.push({ h: w(since) }, { list: history });
  if (n.messages.length) {
    out.push({ h: w('mail.heading.messages') }, { list: n.messages.map((m) => `${m.from}${m.private ? ` (${w('mail.private')})` : ''}: ${m.text}`) });
  }
  out.push({ h: w('mail.heading.board') }, { board: n.summary.split('\n') });
  if (n.yourTurn && n.actions.length && !n.finished) {
    out.push({ h: w('mail.heading.moves') }, { moves: n.actions });
    if (n.canReply) out.push({ reply: w('mail.howToReply') });
  }
  out.push(n.link ? { link: [w('mail.openLink'), n.link] } : { p: w('mail.noLink') });
  return out;
}

/** A move as a line of text: its sentence and the code to reply with (just the code when the game has no sentence). */
function moveLine(m: { command: string; text: string }): string {
  return m.text === m.command ? m.command : `${m.text} — ${m.command}`;
}

function asText(bs: Block[]): string {
  return bs
    .map((b) => {
      if ('p' in b) return b.p;
      if ('h' in b) return `${b.h}:`;
      if ('list' in b) return b.list.map((l) => `  - ${l}`).join('\n');
      if ('board' in b) return b.board.join('\n');
      if ('moves' in b) return b.moves.map((m) => `  - ${moveLine(m)}`).join('\n');
      if ('reply' in b) return b.reply;
      return `${b.link[0]} ${b.link[1]}`;
    })
    .join('\n\n');
}

const STYLE = {
  h1: 'font-size:1.3em;margin:0 0 .6em',
  h2: 'font-size:1.05em;margin:1.3em 0 .4em;padding-bottom:.15em;border-bottom:1px solid #ddd',
  list: 'margin:.2em 0;padding-left:1.3em',
  board: 'margin:.2em 0;padding-left:1.1em;font-size:.95em;line-height:1.35',
  code: 'font-family:monospace;background:#f1ece1;padding:0 .3em;border-radius:3px;white-space:nowrap',
  hint: 'color:#555;font-size:.9em',
};

function htmlPage(body: string, title?: string): string {
  const heading = title ? `<h1 style="${STYLE.h1}">${escapeHtml(title)}</h1>\n` : '';
  return `<!doctype html><html><body style="font-family:sans-serif;max-width:40em;line-height:1.4">\n${heading}${body}\n</body></html>`;
}

/**
 * The board's lines as a compact list: a line indented deeper than the one before it (a
 * territory under "15 territories:") goes into a list under that line.
 */
function boardHtml(lines: string[]): string {
  const items: { text: string; sub: string[] }[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    const indented = /^\s/.test(line) && items.length > 0;
    if (indented) items[items.length - 1].sub.push(line.trim());
    else items.push({ text: line.trim(), sub: [] });
  }
  const li = (i: { text: string; sub: string[] }) =>
    `<li>${escapeHtml(i.text)}${i.sub.length ? `<ul style="${STYLE.board}">${i.sub.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>` : ''}</li>`;
  return `<ul class="board" style="${STYLE.board}">${items.map(li).join('')}</ul>`;
}

function movesHtml(moves: { command: string; text: string }[]): string {
  const li = (m: { command: string; text: string }) =>
    m.text === m.command
      ? `<li><code style="${STYLE.code}">${escapeHtml(m.command)}</code></li>`
      : `<li>${escapeHtml(m.text)} — <code style="${STYLE.code}">${escapeHtml(m.command)}</code></li>`;
  return `<ul class="moves" style="${STYLE.list}">${moves.map(li).join('')}</ul>`;
}

function htmlBlocks(bs: Block[]): string {
  return bs
    .map((b) => {
      if ('p' in b) return `<p>${escapeHtml(b.p)}</p>`;
      if ('h' in b) return `<h2 style="${STYLE.h2}">${escapeHtml(b.h)}</h2>`;
      if ('list' in b) return `<ul style="${STYLE.list}">${b.list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;
      if ('board' in b) return boardHtml(b.board);
      if ('moves' in b) return movesHtml(b.moves);
      if ('reply' in b) return `<p style="${STYLE.hint}">${escapeHtml(b.reply)}</p>`;
      return `<p>${escapeHtml(b.link[0])} <a href="${escapeHtml(b.link[1])}">${escapeHtml(b.link[1])}</a></p>`;
    })
    .join('\n');
}

export function renderNotice(n: Notice): Rendered {
  const w = mailWords(n.lang);
  const subject = w(n.finished && n.kind !== 'confirm' && n.kind !== 'refused' && n.kind !== 'earlier' ? 'mail.subject.finished' : `mail.subject.${n.kind}`, { game: n.title });
  const bs = blocks(n);
  // Webhooks may be read by others and cannot be answered: no secret link, no word on replying.
  const shortBlocks = bs.filter((b) => !('link' in b) && !('reply' in b)).concat({ link: [w('mail.openLink'), n.matchLink] });
  return { subject, text: asText(bs), html: htmlPage(htmlBlocks(bs), n.title), short: asText(shortBlocks) };
}

/** Appends the unsubscribe line to a rendered email. */
export function withUnsubscribe(lang: Lang, r: { text: string; html: string }, url: string): { text: string; html: string } {
  const label = mailWords(lang)('mail.unsubscribe');
  return {
    text: `${r.text}\n\n--\n${label} ${url}\n`,
    html: r.html.replace('</body>', `<hr><p style="font-size:small">${escapeHtml(label)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>\n</body>`),
  };
}

export interface SigninEntry {
  title: string;
  seat: number;
  name: string | null;
  status: string;
  link: string;
}

export function renderSignin(lang: Lang, entries: SigninEntry[]): { subject: string; text: string; html: string } {
  const w = mailWords(lang);
  const lines = entries.map((e) => w('mail.signin.entry', { title: e.title, who: e.name ?? w('mail.player', { n: e.seat + 1 }), status: e.status, link: e.link }));
  const bs: Block[] = entries.length ? [{ p: w('mail.signin.intro') }, { list: lines }] : [{ p: w('mail.signin.none') }];
  return { subject: w('mail.signin.subject'), text: asText(bs), html: htmlPage(htmlBlocks(bs)) };
}

/**
 * One match's part of a player's daily digest: the notice without its greeting, as text and as
 * an HTML fragment, closed by that match's own unsubscribe link.
 */
export function renderDigestPart(n: Notice, unsubscribeUrl: string): { text: string; html: string } {
  const bs: Block[] = [...blocks(n).slice(1), { link: [mailWords(n.lang)('mail.digest.stopMatch'), unsubscribeUrl] }];
  return { text: asText(bs), html: htmlBlocks(bs) };
}

export interface DigestSection {
  title: string;
  text: string;
  html: string;
}

/** The daily digest: one section per match (per seat, if the address holds two), oldest news first. */
export function renderDigest(lang: Lang, sections: DigestSection[]): { subject: string; text: string; html: string } {
  const w = mailWords(lang);
  const intro = w('mail.digest.intro');
  const text = [intro, ...sections.map((s) => `== ${s.title} ==\n\n${s.text}`)].join('\n\n');
  const html = [`<p>${escapeHtml(intro)}</p>`, ...sections.map((s) => `<h2 style="${STYLE.h1}">${escapeHtml(s.title)}</h2>\n${s.html}`)].join('\n');
  return { subject: w('mail.digest.subject', { n: sections.length }), text, html: htmlPage(html) };
}

