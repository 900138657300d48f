import { formatTime, mailWords, type Lang, type MailWords } from './i18n';

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
  /** A line per seat when the game scores: how the score was made (GameResult.details), else "Ana: 5". */
  scores: string[];
}

export interface Notice {
  kind: NoticeKind;
  lang: Lang;
  title: string;
  /** The match's name in the seat's language (match/log/naming.ts): subjects name the game and the match. */
  match: string;
  seat: number;
  name: string | null;
  yourTurn: boolean;
  /** Active in a simultaneous step with its answer given: waiting for the others. */
  answered: boolean;
  /** The result in words once the match is over. */
  finished: Finished | null;
  /** The board in words, a line each, in the seat's language. */
  summary: string;
  /**
   * The seat's legal commands, each with its sentence in the seat's language and what kind of
   * move it is (its message's key: moves of one kind differ only in what they name).
   */
  actions: NoticeMove[];
  history: { who: string | null; lines: string[] }[];
  messages: { from: string; private: boolean; text: string }[];
  deadline: number | null;
  /** The seat's own secret link: only ever in an email to that seat. */
  link: string | null;
  matchLink: string;
  canReply: boolean;
  detail?: { command?: string; error?: string };
}

export interface NoticeMove {
  command: string;
  text: string;
  kind?: string;
}

export interface Rendered {
  subject: string;
  text: string;
  html: string;
  /** For webhooks, which may be read by others: no secret link. */
  short: string;
  /** The first line alone (what happened and where the seat stands): a push notification's body. */
  lead: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A document as a list of blocks, rendered once as text and once as HTML. */
type Block =
  | { p: string }
  | { lead: string }
  | { h: string }
  /** `history`: the list of what happened, the first to shorten in a long plain text. */
  | { list: string[]; history?: true }
  | { board: string[] }
  | { moves: MoveLine[] }
  | { reply: string }
  /** The way into the match: the seat's own link as a button, or why there is none. */
  | { button: [string, string] }
  | { nolink: string }
  | { link: [string, string] };

/** A move of the list: its sentence and the codes to reply with (several when moves say the same). */
interface MoveLine {
  text: string;
  commands: string[];
  kind?: string;
}

/** At most this many moves in one email; the page has them all (issue 31). */
export const MOVES_LIMIT = 20;
/** The plain-text part of an email stays under 4 KB (issue 31): what does not fit is on the page. */
export const TEXT_LIMIT = 4096;
/** Room kept for the unsubscribe line that `withUnsubscribe` adds under a notice. */
const FOOTER_ROOM = 300;

/**
 * The moves, each sentence once: moves that read the same (two cards of one name) are one line
 * with their codes side by side, in the order of the list.
 */
export function mergedMoves(actions: readonly NoticeMove[]): MoveLine[] {
  const byText = new Map<string, MoveLine>();
  for (const a of actions) {
    const line = byText.get(a.text);
    if (line) line.commands.push(a.command);
    else byText.set(a.text, { text: a.text, commands: [a.command], ...(a.kind ? { kind: a.kind } : {}) });
  }
  return [...byText.values()];
}

/**
 * At most `limit` lines, in the order of the list. When there are more, a move of a kind of its
 * own (end the step, pass, take back) is always kept, and the many of one kind ("place this card
 * there") fill what room is left: the page lists them all.
 */
export function shownMoves(lines: readonly MoveLine[], limit: number): MoveLine[] {
  if (lines.length <= limit) return [...lines];
  const count = new Map<string | undefined, number>();
  for (const l of lines) count.set(l.kind, (count.get(l.kind) ?? 0) + 1);
  const single = (l: MoveLine) => l.kind !== undefined && count.get(l.kind) === 1;
  let room = limit - lines.filter(single).length;
  return lines.filter((l) => single(l) || room-- > 0).slice(0, limit);
}

/**
 * What the first line says before where the match stands: an answer to the seat's own mail, a
 * word from the clock, its new messages, or else the last thing that happened.
 */
function news(n: Notice, w: MailWords, name: string): string | undefined {
  const why = n.detail?.error ?? '';
  switch (n.kind) {
    case 'confirm':
      if (n.detail?.command) return w('mail.accepted', { command: n.detail.command });
      break;
    case 'refused':
      // A reply with no line to quote back (empty, or not readable) is answered without one.
      return n.detail?.command ? w('mail.refused', { command: n.detail.command, why }) : w('mail.refusedUnread', { why });
    case 'earlier':
      return w('mail.earlier', { command: n.detail?.command ?? '' });
    case 'bot':
      return w('mail.botPlayed');
    case 'forfeit':
      return w('mail.forfeited');
    case 'takeover':
      return w('mail.takenOver');
    case 'overdue':
      return w('mail.timeUp');
    case 'message':
      if (n.messages.length) return w('mail.lead.messages', { n: n.messages.length, name });
      break;
  }
  return n.history.at(-1)?.lines.at(-1);
}

/** The first line: what happened and what the seat is to do, in one sentence or two. */
function leadLine(n: Notice): string {
  const w = mailWords(n.lang);
  const name = n.name ?? w('mail.player', { n: n.seat + 1 });
  const first = news(n, w, name);
  // A seat a bot took over is not the reader's to play any more: nothing to add on where it stands.
  if (n.kind === 'takeover' && first) return first;
  const deadline = n.yourTurn && n.deadline !== null && !n.finished ? ` ${w('mail.deadline', { when: formatTime(n.lang, n.deadline) })}` : '';
  const standing = n.finished ? n.finished.headline : (n.yourTurn ? w('mail.lead.yourTurn', { name }) : w(n.answered ? 'mail.answered' : 'mail.notYourTurn')) + deadline;
  return first ? `${first} ${standing}` : standing;
}

/**
 * A notice, most urgent first (issue 31): one line of what happened and the way in (the seat's
 * link, as a button in HTML); then its moves in words, each sentence once and at most
 * MOVES_LIMIT of them; how to reply; then the result, what happened, messages and the board.
 */
function blocks(n: Notice): Block[] {
  const w = mailWords(n.lang);
  const out: Block[] = [{ lead: leadLine(n) }];
  out.push(n.link ? { button: [w('mail.openMatch'), n.link] } : { nolink: w('mail.noLink') });
  if (n.yourTurn && n.actions.length && !n.finished) {
    const moves = mergedMoves(n.actions);
    out.push({ h: w('mail.heading.moves') }, { moves: shownMoves(moves, MOVES_LIMIT) });
    if (moves.length > MOVES_LIMIT) out.push({ p: w('mail.moreMoves', { n: moves.length - MOVES_LIMIT }) });
    if (n.canReply) out.push({ reply: w('mail.howToReply') });
  }
  if (n.finished) {
    out.push({ h: w('mail.heading.result') }, ...n.finished.lines.map((p) => ({ p })));
    if (n.finished.scores.length) out.push({ list: n.finished.scores });
  }
  if (n.messages.length) {
    out.push({ h: w('mail.heading.messages') }, { list: n.messages.map((m) => `${m.from}${m.private ? ` (${w('mail.private')})` : ''}: ${m.text}`) });
  }
  // Each line names who did what ("Ana chooses Judah"): no prefix, which would name the mover of the
  // entry even for what followed by itself.
  const history = n.history.flatMap((h) => h.lines);
  // A turn tells what happened since the seat's own last move; a message or a digest, since the last one.
  const since = n.kind === 'message' || n.kind === 'digest' ? 'mail.heading.sinceTold' : 'mail.heading.sinceLast';
  if (history.length) out.push({ h: w(since) }, { list: history, history: true });
  out.push({ h: w('mail.heading.board') }, { board: n.summary.split('\n') });
  return out;
}

/**
 * Keeps the plain text of `bs` within `budget` bytes: what happened loses its oldest lines first,
 * then the board its last ones, each then saying how many more the page shows. The HTML part
 * keeps them all.
 */
function withinBudget(bs: Block[], budget: number, more: (n: number) => string): Block[] {
  const out = [...bs];
  const size = () => new TextEncoder().encode(asText(out)).length;
  const cut = (i: number, shorten: (all: string[], k: number) => Block) => {
    const b = out[i];
    const all = 'list' in b ? b.list : 'board' in b ? b.board : [];
    let k = all.length;
    while (k > 0 && size() > budget) out[i] = shorten(all, --k);
  };
  const history = out.findIndex((b) => 'list' in b && b.history);
  if (history >= 0) cut(history, (all, k) => ({ list: [more(all.length - k), ...all.slice(all.length - k)], history: true }));
  const board = out.findIndex((b) => 'board' in b);
  if (board >= 0) cut(board, (all, k) => ({ board: [...all.slice(0, k), more(all.length - k)] }));
  return out;
}

/** A move as a line of text: its sentence and the codes to reply with (just the code when the game has no sentence). */
function moveLine(m: MoveLine): string {
  const codes = m.commands.join(', ');
  return m.commands.length === 1 && m.text === m.commands[0] ? codes : `${m.text} — ${codes}`;
}

function asText(bs: Block[]): string {
  return bs
    .map((b) => {
      if ('p' in b) return b.p;
      if ('nolink' in b) return b.nolink;
      if ('lead' in b) return b.lead;
      if ('h' in b) return `${b.h}:`;
      if ('list' in b) return b.list.map((l) => `  - ${l}`).join('\n');
      if ('board' in b) return b.board.join('\n');
      if ('moves' in b) return b.moves.map((m) => `  - ${moveLine(m)}`).join('\n');
      if ('reply' in b) return b.reply;
      if ('button' in b) return `${b.button[0]}: ${b.button[1]}`;
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
  lead: 'font-size:1.1em;font-weight:bold;margin:0 0 .8em',
  button: 'display:inline-block;background:#1f5f8b;color:#ffffff;text-decoration:none;font-weight:bold;padding:.6em 1.2em;border-radius:6px',
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

function movesHtml(moves: MoveLine[]): string {
  const codes = (m: MoveLine) => m.commands.map((c) => `<code style="${STYLE.code}">${escapeHtml(c)}</code>`).join(', ');
  const li = (m: MoveLine) => (m.commands.length === 1 && m.text === m.commands[0] ? `<li>${codes(m)}</li>` : `<li>${escapeHtml(m.text)} — ${codes(m)}</li>`);
  return `<ul class="moves" style="${STYLE.list}">${moves.map(li).join('')}</ul>`;
}

function htmlBlocks(bs: Block[]): string {
  return bs
    .map((b) => {
      if ('p' in b) return `<p>${escapeHtml(b.p)}</p>`;
      if ('nolink' in b) return `<p>${escapeHtml(b.nolink)}</p>`;
      if ('lead' in b) return `<p class="lead" style="${STYLE.lead}">${escapeHtml(b.lead)}</p>`;
      if ('button' in b) return `<p><a class="open" href="${escapeHtml(b.button[1])}" style="${STYLE.button}">${escapeHtml(b.button[0])}</a></p>`;
      if ('h' in b) return `<h2 style="${STYLE.h2}">${escapeHtml(b.h)}</h2>`;
      if ('list' in b) return `<ul style="${STYLE.list}">${b.list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;
      if ('board' in b) return boardHtml(b.board);
      if ('moves' in b) return movesHtml(b.moves);
      if ('reply' in b) return `<p style="${STYLE.hint}">${escapeHtml(b.reply)}</p>`;
      return `<p>${escapeHtml(b.link[0])} <a href="${escapeHtml(b.link[1])}">${escapeHtml(b.link[1])}</a></p>`;
    })
    .join('\n');
}

/** A notice's blocks, its plain text kept within TEXT_BUDGET (the page shows the rest). */
function budgeted(n: Notice, bs: Block[]): Block[] {
  return withinBudget(bs, TEXT_LIMIT - FOOTER_ROOM, (more) => mailWords(n.lang)('mail.moreOnPage', { n: more }));
}

export function renderNotice(n: Notice): Rendered {
  const w = mailWords(n.lang);
  const subject = w(n.finished && n.kind !== 'confirm' && n.kind !== 'refused' && n.kind !== 'earlier' ? 'mail.subject.finished' : `mail.subject.${n.kind}`, { game: n.title, match: n.match });
  const full = blocks(n);
  const bs = budgeted(n, full);
  // Webhooks may be read by others and cannot be answered: the match's public link in place of
  // the seat's own, and no word on replying.
  const shortBlocks = bs.filter((b) => !('reply' in b)).map((b): Block => ('button' in b || 'nolink' in b ? { link: [w('mail.openLink'), n.matchLink] } : b));
  return { subject, text: asText(bs), html: htmlPage(htmlBlocks(full)), short: asText(shortBlocks), lead: leadLine(n) };
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
  /** The match's name in the reader's language: two matches of one game with the same players differ by it. */
  match: string;
  seat: number;
  name: string | null;
  status: string;
  link: string;
}

export function renderSignin(lang: Lang, entries: SigninEntry[]): { subject: string; text: string; html: string } {
  const w = mailWords(lang);
  const lines = entries.map((e) => w('mail.signin.entry', { title: e.title, match: e.match, who: e.name ?? w('mail.player', { n: e.seat + 1 }), status: e.status, link: e.link }));
  const bs: Block[] = entries.length ? [{ p: w('mail.signin.intro') }, { list: lines }] : [{ p: w('mail.signin.none') }];
  return { subject: w('mail.signin.subject'), text: asText(bs), html: htmlPage(htmlBlocks(bs)) };
}

/**
 * One match's part of a player's daily digest: the notice, as text and as an HTML fragment,
 * closed by that match's own unsubscribe link.
 */
export function renderDigestPart(n: Notice, unsubscribeUrl: string): { text: string; html: string } {
  const stop: Block = { link: [mailWords(n.lang)('mail.digest.stopMatch'), unsubscribeUrl] };
  const full = blocks(n);
  return { text: asText([...budgeted(n, full), stop]), html: htmlBlocks([...full, stop]) };
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

