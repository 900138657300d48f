import { formatTime, words, type Lang } from './i18n';

/**
 * The content of every notification, as plain text, simple HTML and a short form for webhooks.
 * Everything in it comes from what the seat may see (its view of the log, its summary, its
 * commands); player-written text is escaped wherever it lands in HTML.
 */

export type NoticeKind = 'turn' | 'message' | 'digest' | 'reminder' | 'overdue' | 'bot' | 'forfeit' | 'confirm' | 'refused' | 'earlier';

export interface Notice {
  kind: NoticeKind;
  lang: Lang;
  title: string;
  seat: number;
  name: string | null;
  yourTurn: boolean;
  /** The result in words once the match is over. */
  finished: string | null;
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

const SUBJECTS = {
  turn: 'yourTurn',
  message: 'newMessage',
  digest: 'digest',
  reminder: 'reminder',
  overdue: 'overdue',
  bot: 'botPlayed',
  forfeit: 'forfeited',
  confirm: 'accepted',
  refused: 'refused',
  earlier: 'earlier',
} as const;

/** A document as a list of blocks, rendered once as text and once as HTML. */
type Block = { p: string } | { list: string[] } | { pre: string } | { link: [string, string] };

function blocks(n: Notice): Block[] {
  const w = words(n.lang);
  const out: Block[] = [{ p: w.hello(n.name ?? w.seatOf(n.seat, null)) }];
  if (n.kind === 'confirm' && n.detail?.command) out.push({ p: w.acceptedBody(n.detail.command) });
  if (n.kind === 'refused') out.push({ p: w.refusedBody(n.detail?.command ?? '', n.detail?.error ?? '') });
  if (n.kind === 'earlier') out.push({ p: w.earlierBody(n.detail?.command ?? '') });
  if (n.kind === 'bot') out.push({ p: w.botPlayedBody });
  if (n.kind === 'forfeit') out.push({ p: w.forfeitedBody });
  if (n.kind === 'overdue') out.push({ p: w.timeUp });
  if (n.finished) out.push({ p: n.finished });
  else out.push({ p: n.yourTurn ? w.itIsYourTurn : w.notYourTurn });
  if (n.yourTurn && n.deadline !== null && !n.finished) out.push({ p: w.deadline(formatTime(n.lang, n.deadline)) });
  const history = n.history.flatMap((h) => h.lines.map((l) => (h.who ? `${h.who}: ${l}` : l)));
  // A turn tells what happened since the seat's own last move; a message or a digest, since the last one.
  const since = n.kind === 'message' || n.kind === 'digest' ? w.sinceTold : w.sinceLast;
  if (history.length) out.push({ p: since }, { list: history });
  if (n.messages.length) out.push({ p: w.messages }, { list: n.messages.map((m) => `${m.from}${m.private ? ` (${w.privateTo})` : ''}: ${m.text}`) });
  out.push({ p: w.board }, { pre: n.summary });
  if (n.yourTurn && n.actions.length && !n.finished) {
    out.push({ p: w.commands }, { list: n.actions.map((a) => (a.text === a.command ? a.command : `${a.text} — ${a.command}`)) });
    if (n.canReply) out.push({ p: w.howToReply });
  }
  out.push(n.link ? { link: [w.openLink, n.link] } : { p: w.noLink });
  return out;
}

function asText(bs: Block[]): string {
  return bs
    .map((b) => ('p' in b ? b.p : 'list' in b ? b.list.map((l) => `  - ${l}`).join('\n') : 'pre' in b ? b.pre : `${b.link[0]} ${b.link[1]}`))
    .join('\n\n');
}

function htmlPage(body: string): string {
  return `<!doctype html><html><body style="font-family:sans-serif;max-width:40em">\n${body}\n</body></html>`;
}

function asHtml(bs: Block[]): string {
  return htmlPage(htmlBlocks(bs));
}

function htmlBlocks(bs: Block[]): string {
  return bs
    .map((b) => {
      if ('p' in b) return `<p>${escapeHtml(b.p)}</p>`;
      if ('list' in b) return `<ul>${b.list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;
      if ('pre' in b) return `<pre style="font-family:monospace;white-space:pre-wrap">${escapeHtml(b.pre)}</pre>`;
      return `<p>${escapeHtml(b.link[0])} <a href="${escapeHtml(b.link[1])}">${escapeHtml(b.link[1])}</a></p>`;
    })
    .join('\n');
}

export function renderNotice(n: Notice): Rendered {
  const w = words(n.lang);
  const subject = n.finished && n.kind !== 'confirm' && n.kind !== 'refused' ? w.finished(n.title) : w[SUBJECTS[n.kind]](n.title);
  const bs = blocks(n);
  const shortBlocks = bs.filter((b) => !('link' in b)).concat({ link: [w.openLink, n.matchLink] });
  return { subject, text: asText(bs), html: asHtml(bs), short: asText(shortBlocks.filter((b) => !('p' in b && b.p === w.howToReply))) };
}

/** Appends the unsubscribe line to a rendered email. */
export function withUnsubscribe(lang: Lang, r: { text: string; html: string }, url: string): { text: string; html: string } {
  const w = words(lang);
  return {
    text: `${r.text}\n\n--\n${w.unsubscribe} ${url}\n`,
    html: r.html.replace('</body>', `<hr><p style="font-size:small">${escapeHtml(w.unsubscribe)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>\n</body>`),
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
  const w = words(lang);
  const lines = entries.map((e) => `${e.title}, ${w.seatOf(e.seat, e.name)}, ${e.status}: ${e.link}`);
  const bs: Block[] = entries.length ? [{ p: w.signinIntro }, { list: lines }] : [{ p: w.signinNone }];
  return { subject: w.signinSubject, text: asText(bs), html: asHtml(bs) };
}

/**
 * One match's part of a player's daily digest: the notice without its greeting, as text and as
 * an HTML fragment, closed by that match's own unsubscribe link.
 */
export function renderDigestPart(n: Notice, unsubscribeUrl: string): { text: string; html: string } {
  const w = words(n.lang);
  const bs: Block[] = [...blocks(n).slice(1), { link: [w.stopMatch, unsubscribeUrl] }];
  return { text: asText(bs), html: htmlBlocks(bs) };
}

export interface DigestSection {
  title: string;
  text: string;
  html: string;
}

/** The daily digest: one section per match (per seat, if the address holds two), oldest news first. */
export function renderDigest(lang: Lang, sections: DigestSection[]): { subject: string; text: string; html: string } {
  const w = words(lang);
  const text = [w.digestIntro, ...sections.map((s) => `== ${s.title} ==\n\n${s.text}`)].join('\n\n');
  const html = [`<p>${escapeHtml(w.digestIntro)}</p>`, ...sections.map((s) => `<h2>${escapeHtml(s.title)}</h2>\n${s.html}`)].join('\n');
  return { subject: w.digestSubject(sections.length), text, html: htmlPage(html) };
}
