// What changed since the board a player saw before (DESIGN.md §8): a renderer's `marks(view)`
// gives a short signature of what each board token shows ({ "territory:7": "red2,castle" }); the
// page compares the board it shows with the one it showed before (or, on arrival, the one this
// browser showed last time, else the board before the last entry) and marks the elements whose
// token changed. The last entry seen is remembered per match and seat in this browser.
//
// Entry numbers are the reader's own (each seat and a spectator number only the entries that show
// them something) until the match ends; then every secret is revealed and every reader numbers
// as the log does. So the entry remembered says whether it was seen after the end, and one seen
// before it is found again through the log's `was` (the reader's number of each entry before).

import type { LogEntry } from './answers';
import type { Marks } from './games/renderer';

const CHANGED = 'changed';

/** The tokens whose signature differs between two boards' marks (a token that appeared counts). */
export function changedTokens(before: Marks | null | undefined, after: Marks | null | undefined): Set<string> {
  const out = new Set<string>();
  if (!before || !after) return out;
  for (const token of Object.keys(after)) if (before[token] !== after[token]) out.add(token);
  return out;
}

/** Gives class `changed` to exactly the board elements whose token is in `tokens`. */
export function markChanged(root: Element, tokens: ReadonlySet<string>): void {
  for (const el of root.querySelectorAll<HTMLElement | SVGElement>('[data-pick]')) el.classList.toggle(CHANGED, tokens.has(el.dataset.pick ?? ''));
}

// (Entries remembered under `seen:` were numbered as the log, before readers had their own numbers.)
function key(id: string, you: number | null): string {
  return `read:${id}:${you === null ? 'spectator' : you}`;
}

/** What this browser remembers of the last entry it showed a reader. */
export interface Seen {
  seq: number;
  ended: boolean;
}

/** The last entry this browser showed to this seat (or spectator) of the match, `{ seq, ended }`, or null. */
export function lastSeen(id: string, you: number | null): Seen | null {
  try {
    const last = JSON.parse(localStorage.getItem(key(id, you)) ?? 'null');
    return last && Number.isInteger(last.seq) && last.seq >= 0 ? { seq: last.seq, ended: last.ended === true } : null;
  } catch {
    return null;
  }
}

export function rememberSeen(id: string, you: number | null, seq: number, ended: boolean): void {
  const last = lastSeen(id, you);
  if (!last || (ended && !last.ended) || last.seq < seq) localStorage.setItem(key(id, you), JSON.stringify({ seq, ended }));
}

/**
 * The number, as the reader numbers entries now, of the entry `last` remembers (null when it
 * cannot be found): after the end, an entry seen before it is looked up in the log (`entries`).
 */
export function seenNow(last: Seen | null, ended: boolean, entries: readonly LogEntry[]): number | null {
  if (!last) return null;
  if (!ended || last.ended || last.seq === 0) return last.seq;
  return entries.find((e) => e.was === last.seq)?.seq ?? null;
}
