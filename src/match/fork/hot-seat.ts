import { text } from '../../engine/text';
import { loadContext } from '../core/context';
import { done, refuse, type Outcome } from '../core/outcome';
import type { MatchParts } from '../core/parts';
import type { MatchMeta } from '../log/records';
import { sha256Hex } from '../seats/crypto';
import type { Holder } from '../seats/holders';

/**
 * The hot-seat link of a what-if (issue 26): one token that plays every person's seat of the
 * match on one device, passed from hand to hand as at a table. Whoever holds the device sees what
 * each of those seats hides: by design, and the page says so.
 *
 * Which seat the token acts as:
 * - `<token>` alone: the seat whose turn it is. Of the device's seats that have a decision to
 *   take now, the first in seat order that is not only waiting on its own submission; else the
 *   first that is; and when none of them has anything to do (a bot thinks, the match has ended),
 *   the one that moved last, so that the device keeps showing the board it just played on.
 *   In a simultaneous step (a vote, a negotiation) the seats take their turns on the device one
 *   after the other, in seat order.
 * - `<token>~<seat>`: that seat, explicitly (one of the device's own). The page sends it when the
 *   players at the device pick who goes next in a simultaneous step; everything else is checked
 *   as for that seat's own link (its turn, `expect`).
 *
 * The seats' rows hold a mark in place of a token hash (`hot:<seat>`), which no SHA-256 digest
 * can equal: no other token opens them, and they count as taken.
 */

export function hotSeatMark(seat: number): string {
  return `hot:${seat}`;
}

const HOT_TOKEN = /^([A-Za-z0-9_-]{1,200})(?:~(\d{1,2}))?$/;

/**
 * The holder a hot-seat token stands for, or null when `token` is not this match's hot-seat
 * token (the seat links and devices are asked next). Never the owner of a seat: the seats'
 * settings and links are not the device's to change.
 */
export async function hotSeatHolder(p: MatchParts, token: string): Promise<Outcome<Holder> | null> {
  const hot = p.store.meta()?.hotseat;
  const m = hot ? HOT_TOKEN.exec(token) : null;
  if (!hot || !m) return null;
  const hash = await sha256Hex(m[1]);
  if (hash !== hot.hash) return null;
  if (m[2] === undefined) return done({ seat: hotSeatOnTurn(p, hot.seats), owner: false, hash });
  const seat = Number(m[2]);
  if (!hot.seats.includes(seat)) return refuse(403, 'not_hot_seat', text('core.notHotSeat'));
  return done({ seat, owner: false, hash });
}

/** The device's seats with a decision to take now, those not only waiting on their own submission first. */
export function hotSeatsReady(p: MatchParts, seats: readonly number[]): number[] {
  const c = loadContext(p.store);
  const snap = p.store.snapshot();
  if (!c || !snap || c.status !== 'active') return [];
  const { game } = c;
  const deciding = game
    .active(snap.state)
    .filter((s) => seats.includes(s) && !(snap.forfeited ?? []).includes(s) && game.actions(snap.state, s).length > 0)
    .sort((a, b) => a - b);
  const waiting = (s: number) => game.waiting?.(snap.state, s) === true;
  return [...deciding.filter((s) => !waiting(s)), ...deciding.filter(waiting)];
}

/** The seat `<token>` alone acts as (see above). */
function hotSeatOnTurn(p: MatchParts, seats: readonly number[]): number {
  const ready = hotSeatsReady(p, seats);
  if (ready.length) return ready[0];
  const upTo = p.store.snapshot()?.seq ?? 0;
  let last = seats[0];
  let lastSeq = -1;
  for (const seat of seats) {
    const seq = p.store.lastMoveOf(seat, upTo);
    if (seq > lastSeq) [last, lastSeq] = [seat, seq];
  }
  return last;
}

/** What a hot-seat page is told beside its seat's view: the device's seats, and those that may act now. */
export function hotSeatView(p: MatchParts, meta: Readonly<MatchMeta>): { seats: number[]; ready: number[] } | null {
  return meta.hotseat ? { seats: meta.hotseat.seats, ready: hotSeatsReady(p, meta.hotseat.seats) } : null;
}
