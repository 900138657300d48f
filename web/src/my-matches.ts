// "Your matches" (issue 18): every seat link this browser created, joined, opened or was handed,
// kept in this browser's local storage only. Storage belongs to the page's own origin, so the
// links are only ever sent back to the service they came from (as the Bearer token of its API).
// No account: clearing the browser's data forgets them, as closing a tab forgets nothing.

import type { BotLevel, CreatedAnswer } from './answers';

const KEY = 'pbm:matches';
/** Enough for anyone's matches; past it the oldest entries go first. */
const MAX_ENTRIES = 200;
const ID = /^[a-z0-9]{1,40}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/** How this browser came by a seat. */
export type How = 'created' | 'joined' | 'opened' | 'handed';

/** What the creator of a match was given: every seat's link, the invite, the spectator's link and the commitment. */
export interface CreatorLinks {
  seats: { seat: number; name: string; url: string }[];
  /** The seats bots play (absent from what was remembered before bots could). */
  bots?: { seat: number; name: string; level: BotLevel }[];
  invite: string | null;
  open: number;
  spectator: string;
  commitment: string;
}

/** One remembered match: its id, the seat this browser holds (or null) and, for its creator, every link it handed out. */
export interface Remembered {
  id: string;
  seat: number | null;
  token: string | null;
  how: How;
  title: string | null;
  addedAt: number;
  links?: CreatorLinks;
}

function valid(entry: unknown): entry is Remembered {
  const e = entry as Partial<Remembered> | null;
  return (
    !!e &&
    typeof e === 'object' &&
    typeof e.id === 'string' &&
    ID.test(e.id) &&
    (e.seat === null || (typeof e.seat === 'number' && Number.isInteger(e.seat) && e.seat >= 0 && e.seat < 10)) &&
    (e.token === null || (typeof e.token === 'string' && TOKEN.test(e.token))) &&
    (e.seat === null) === (e.token === null) &&
    Number.isFinite(e.addedAt)
  );
}

function read(): Remembered[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter(valid) : [];
  } catch {
    return [];
  }
}

function write(entries: readonly Remembered[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(entries.slice(-MAX_ENTRIES)));
  } catch {
    // storage full or switched off: the page still works, it just cannot remember
  }
  dispatchEvent(new Event(CHANGED));
}

const CHANGED = 'pbm:matches-changed';

/** Calls `fn` whenever the remembered matches change: on this page, or in another tab of the site. */
export function onMyMatchesChange(fn: () => void): void {
  addEventListener(CHANGED, fn);
  addEventListener('storage', (e) => {
    if (e.key === KEY || e.key === null) fn();
  });
}

/** Every remembered match, oldest first. */
export function myMatches(): Remembered[] {
  return read();
}

export function myMatch(id: string): Remembered | null {
  return read().find((e) => e.id === id) ?? null;
}

/**
 * Remembers a seat (or, for a creator who plays none, the match): `how` is created, joined,
 * opened or handed. A second link to the same seat replaces the first; what the creator was
 * given (`links`) is kept when the seat is opened later.
 */
export interface Remember {
  id: string;
  seat?: number | null;
  token?: string | null;
  how: How;
  title?: string | null;
  links?: CreatorLinks | null;
}

export function remember({ id, seat = null, token = null, how, title = null, links = null }: Remember): void {
  const entry = { id, seat, token, how, title, addedAt: Date.now(), ...(links ? { links } : {}) };
  if (!valid(entry)) return;
  const all = read();
  const same = all.find((e) => e.id === id && (e.seat === seat || e.seat === null || seat === null));
  if (same) {
    // A match known without a seat gains one; a seat is never dropped for a seatless entry.
    Object.assign(same, seat === null ? {} : { seat, token }, title ? { title } : {}, links ? { links } : {});
    write(all);
    return;
  }
  all.push(entry);
  write(all);
}

/** The answer of POST /api/matches, for its creator: their own seat (the first, if they took it) and every link. */
export function rememberCreated(created: CreatedAnswer, { title, mySeat }: { title: string; mySeat: number | null }): void {
  const mine = mySeat === null ? null : created.seats.find((s) => s.seat === mySeat);
  remember({
    id: created.id,
    seat: mine ? mine.seat : null,
    token: mine ? mine.token : null,
    how: 'created',
    title,
    links: {
      seats: created.seats.map((s) => ({ seat: s.seat, name: s.name, url: s.url })),
      bots: (created.bots ?? []).map((b) => ({ seat: b.seat, name: b.name, level: b.level })),
      invite: created.invite ?? null,
      open: created.open.length,
      spectator: created.spectator,
      commitment: created.commitment,
    },
  });
}

/** Forgets one remembered seat (the person removed it, or the match is gone). */
export function forget(id: string, seat: number | null): void {
  write(read().filter((e) => !(e.id === id && e.seat === seat)));
}
