/**
 * The moves a turn email lists (issue 31): a line "  - <sentence> — <code>[, <code>…]" per
 * sentence, each sentence once with the codes of every move that reads the same, at most 20
 * sentences, then "… and N more moves on the page".
 */
export const MOVES_IN_MAIL = 20;

interface MailText {
  text?: string;
}

/** Each code an email lists, with its sentence. */
export function listedInMail(mail: MailText): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of (mail.text ?? '').split('\n')) {
    const m = /^ {2}- (.+) — (\S.*)$/.exec(line.trimEnd());
    if (m) for (const code of m[2].split(', ')) out.set(code, m[1]);
  }
  return out;
}

/**
 * What an email must list of `moves` (code → sentence): each sentence once with all its codes;
 * past 20 sentences, every move of a kind of its own (its message key used once) and, in the
 * order of the list, as many of the others as there is room for.
 */
export function expectedListing(moves: readonly { command: string; text: string; kind?: string }[]): Map<string, string> {
  const sentences: { text: string; kind?: string }[] = [];
  for (const m of moves) if (!sentences.some((s) => s.text === m.text)) sentences.push({ text: m.text, kind: m.kind });
  const kinds = new Map<string | undefined, number>();
  for (const s of sentences) kinds.set(s.kind, (kinds.get(s.kind) ?? 0) + 1);
  const alone = (s: { kind?: string }) => s.kind !== undefined && kinds.get(s.kind) === 1;
  let room = MOVES_IN_MAIL - sentences.filter(alone).length;
  const shown = new Set(sentences.length <= MOVES_IN_MAIL ? sentences.map((s) => s.text) : sentences.filter((s) => alone(s) || room-- > 0).map((s) => s.text));
  return new Map(moves.filter((m) => shown.has(m.text)).map((m) => [m.command, m.text]));
}

/** How many sentences of `moves` an email leaves to the page. */
export function leftToPage(moves: readonly { text: string }[]): number {
  return Math.max(0, new Set(moves.map((m) => m.text)).size - MOVES_IN_MAIL);
}

/** Whether `mail` lists exactly `want` (code → sentence). */
export function listsExactly(mail: MailText, want: ReadonlyMap<string, string>): boolean {
  const got = listedInMail(mail);
  return got.size === want.size && [...want].every(([c, s]) => got.get(c) === s);
}

/**
 * The board in words as the email's HTML part gives it, a line per item: the plain-text part
 * keeps under 4 KB and may leave the end of a long board to the page; the HTML part has it all.
 */
export function boardOf(mail: MailText & { html?: string }): string {
  const list = /<ul class="board"[^>]*>([\s\S]*?)<\/ul>\s*(?:<\/li>\s*)*(?:<h2|<hr|<\/body>|$)/.exec(mail.html ?? '');
  if (!list) return '';
  const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return [...list[1].matchAll(/<li>([^<]*)/g)].map((m) => unescape(m[1])).join('\n');
}
