import { play } from '../../engine/play';
import type { Game } from '../../engine/types';
import type { EventRow, Sealed, Snapshot } from '../records/records';
import { readerSeq, type Reader } from './numbering';

/**
 * A simultaneous secret step (DESIGN.md §3 "What a seat must not learn from the platform
 * either"): while several seats are to act and one of them submits a secret command (a sealed
 * vote), nothing another seat can observe may change until the step resolves. The log stays one
 * append-only sequence; what changes is who may see its tail. From the first submission on, each
 * entry of the step is seen by its own seat only, and everyone else sees the match as it was
 * before the step (its state, its entry number, its log): `sealed` in the snapshot says so. When
 * the step resolves, all of its entries appear together, numbered in each reader's numbering
 * (numbering.ts); the step's base keeps each reader's count of blank entries at its start.
 *
 * The step is one decision per seat: it is under way while the seats that still have a decision
 * to take are exactly those of its seats that have not submitted.
 */

/** The seats that have a decision to take now: active, with at least one command. */
export function waitingSeats<S>(game: Game<S>, state: S): number[] {
  return game.active(state).filter((seat) => game.actions(state, seat).length > 0);
}

function underWay<S>(game: Game<S>, waiting: readonly number[], submitted: readonly number[], state: S): boolean {
  const rest = waiting.filter((seat) => !submitted.includes(seat));
  if (rest.length === 0) return false;
  const now = waitingSeats(game, state);
  return now.length === rest.length && now.every((seat) => rest.includes(seat));
}

/**
 * Whether the seats still to submit, and a spectator, see in the game exactly what they saw
 * before the entry: their view and their commands. When they do not, the step has resolved (the
 * next phase may happen to wait for the same seats: Princeps Machiavelli's last "done" opens
 * Preparation), or the game itself shows the submission; either way there is nothing to seal.
 */
function unseen<S>(game: Game<S>, before: S, after: S, rest: readonly number[]): boolean {
  return [...rest, null].every((viewer) => seesTheSame(game, before, after, viewer));
}

/** Whether `viewer` (null: a spectator) sees the same view and has the same commands in both states. */
export function seesTheSame<S>(game: Game<S>, before: S, after: S, viewer: number | null): boolean {
  return (
    JSON.stringify(game.view(before, viewer)) === JSON.stringify(game.view(after, viewer)) &&
    (viewer === null || JSON.stringify(game.actions(before, viewer)) === JSON.stringify(game.actions(after, viewer)))
  );
}

/**
 * The sealed step after `event` took the match from `before` to `after`: a secret move while
 * several seats are active opens one (unless it resolves the step at once); while one is open,
 * every entry belongs to it until the step resolves or the match ends.
 */
export function sealAfter<S>(game: Game<S>, before: Snapshot, event: EventRow, after: Snapshot, ended: boolean): Sealed | null {
  if (ended) return null;
  const open = before.sealed ?? null;
  const state = after.state as S;
  if (!open) {
    if (event.kind !== 'move' || !event.secret || game.active(before.state as S).length < 2) return null;
    const waiting = waitingSeats(game, before.state as S);
    const submitted = [event.seat];
    const rest = waiting.filter((seat) => !submitted.includes(seat));
    return underWay(game, waiting, submitted, state) && unseen(game, before.state as S, state, rest)
      ? { from: event.seq, waiting, submitted, base: { state: before.state, forfeited: before.forfeited ?? [], blanks: before.blanks } }
      : null;
  }
  const submitted = event.kind === 'move' && !open.submitted.includes(event.seat) ? [...open.submitted, event.seat] : open.submitted;
  const rest = open.waiting.filter((seat) => !submitted.includes(seat));
  return underWay(game, open.waiting, submitted, state) && unseen(game, before.state as S, state, rest) ? { ...open, submitted } : null;
}

/** The match as one viewer may know it. */
export interface Frame {
  /** The entry number this viewer sees, in its own numbering: the last entry it may know of. */
  seq: number;
  state: unknown;
  forfeited: readonly number[];
  /** The seat that may take back the last step (none during a sealed step). */
  undoSeat: number | null;
  /** The log's entry up to which the log is the same for everyone (the log's own number). */
  shared: number;
  /** The viewer's number of entry `shared`. */
  sharedSeq: number;
  /** The viewer's own entries of the sealed step (with the log's numbers); the viewer numbers them after `sharedSeq`. */
  own: EventRow[];
}

/** The whole match in `snap` as `viewer` numbers it (`ended`: every reader numbers as the log does). */
export function plainFrame(snap: Snapshot, viewer: Reader, ended: boolean): Frame {
  const seq = readerSeq(snap.seq, snap.blanks, viewer, ended);
  return { seq, state: snap.state, forfeited: snap.forfeited ?? [], undoSeat: snap.undo?.seat ?? null, shared: snap.seq, sharedSeq: seq, own: [] };
}

/**
 * What `viewer` (null: a spectator) sees during the sealed step whose entries so far are `held`:
 * the match before the step, plus its own entries of it (the first `ownCount`), as if nobody
 * else had submitted. The state is the step's base with the viewer's own commands applied.
 */
export function sealedFrame<S>(game: Game<S>, snap: Snapshot, held: readonly EventRow[], viewer: number | null, ownCount = Infinity): Frame {
  const sealed = snap.sealed as Sealed;
  const shared = sealed.from - 1;
  // A sealed step never outlives the match: the base is numbered as a running match's.
  const sharedSeq = readerSeq(shared, sealed.base.blanks, viewer, false);
  const mine = viewer === null ? [] : held.filter((e) => e.seat === viewer).slice(0, ownCount);
  const frame = { seq: sharedSeq + mine.length, undoSeat: null, shared, sharedSeq, own: mine };
  // Alone so far: the viewer's frame is the match itself.
  if (mine.length === held.length && mine.length > 0) return { ...frame, state: snap.state, forfeited: snap.forfeited ?? [] };
  let state = sealed.base.state as S;
  let forfeited = sealed.base.forfeited;
  for (const e of mine) {
    if (e.kind === 'forfeit') forfeited = [...forfeited, e.seat];
    if (e.kind !== 'move' || e.command === null) continue;
    const r = play(game, state, e.seat, e.command);
    if (!r.ok) {
      // A game whose submissions depend on each other: the viewer sees the match itself.
      console.error(`sealed step: entry ${e.seq} does not apply on its own`, r.code);
      return { ...frame, state: snap.state, forfeited: snap.forfeited ?? [] };
    }
    state = r.value.state;
  }
  return { ...frame, state, forfeited };
}
