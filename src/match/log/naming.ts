import { seatRef, text, type Lang } from '../../engine/text';
import type { LogNote, MatchContext } from './answers';
import { defaultName } from './default-name';
import type { MatchStore } from './store';
import { readerFor } from './words';

/**
 * A match's name (issue 31): given at creation or by a seat's owner later (play/naming.ts), so
 * that two matches of one game (two Princeps matches of the same players) can be told apart in
 * an inbox, in "Your matches" and on the page. The name is the match's metadata, never an entry
 * of its log: the log stays the game's alone, so numbering, undo, sealed steps, export and
 * verify are untouched. Each rename is kept beside the log as a line of the history (`notes`).
 */

/** Names are 1 to this many characters (code points) after trimming. */
export const MAX_NAME_LENGTH = 60;
/** At most this many renames in the life of a match: each is a line of its history. */
export const MAX_RENAMES = 100;

const RENAMES = 'renames';

interface Rename {
  at: number;
  seat: number;
  name: string;
}

/** The match as a reader in `lang` calls it: its given name, else its default name. */
export function matchName(c: MatchContext<unknown>, lang: Lang): string {
  // A given name is shown as typed: never read as a phrase ("Seat 2" stays as written).
  return c.meta.name ?? readerFor(c, lang)(defaultName(c));
}

/** The history's lines of the renames ("Ana named the match “Friday night”"), oldest first. */
export function renameNotes(store: MatchStore): LogNote[] {
  return renames(store).map((r) => ({ at: r.at, line: text('core.named', { seat: seatRef(r.seat), name: r.name }) }));
}

/** How many times the match was renamed. */
export function renameCount(store: MatchStore): number {
  return renames(store).length;
}

/** Writes the match's new name and the history's line of it (inside the caller's transaction). */
export function writeName(store: MatchStore, seat: number, name: string, now: number): void {
  const meta = store.meta();
  if (!meta) return;
  store.putMeta({ ...meta, name });
  store.putJson(RENAMES, [...renames(store), { at: now, seat, name }]);
}

function renames(store: MatchStore): Rename[] {
  return store.getJson<Rename[]>(RENAMES) ?? [];
}
