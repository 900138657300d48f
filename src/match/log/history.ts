import { play } from '../../engine/play';
import { canUndo } from '../../engine/undo';
import type { Move } from '../../engine/replay';
import type { Phrase } from '../../engine/text';
import type { Game, SetupOptions } from '../../engine/types';
import type { EventRow, Sealed, Snapshot } from './records';
import { matchResult } from './result';
import { sealAfter } from './sealed';
import { noBlanks, withEntry } from './numbering';

export interface NumberedMove extends Move {
  seq: number;
}

type LoggedStep = Pick<EventRow, 'seq' | 'kind' | 'seat' | 'command' | 'target'>;

/** The moves that still count: every move, minus those an undo entry took back (DESIGN.md §5). */
export function effectiveMoves(events: readonly LoggedStep[]): NumberedMove[] {
  const moves: NumberedMove[] = [];
  for (const e of events) {
    if (e.kind === 'move' && e.command !== null) {
      moves.push({ seq: e.seq, seat: e.seat, command: e.command });
    } else if (e.kind === 'undo') {
      const i = moves.findIndex((m) => m.seq === e.target);
      if (i >= 0) moves.splice(i, 1);
    }
  }
  return moves;
}

export function undoneSeqs(events: readonly LoggedStep[]): Set<number> {
  return new Set(events.filter((e) => e.kind === 'undo' && e.target !== null).map((e) => e.target as number));
}

/**
 * DESIGN.md §5: a step may be taken back only within its seat's own turn (the seat alone on
 * turn before and after it, so that nobody else can have acted on it), and only if it neither
 * rolled dice, ended the game, nor revealed anything (the engine's and the game's rules).
 */
export function mayTakeBack<S>(game: Game<S>, before: S, after: S, seat: number): boolean {
  const alone = (s: S) => {
    const active = game.active(s);
    return active.length === 1 && active[0] === seat;
  };
  return alone(before) && alone(after) && canUndo(game, before, after, seat);
}

export type Rebuilt =
  | { ok: true; snapshot: Snapshot }
  | { ok: false; seq: number; seat: number; command: string; message: Phrase };

/**
 * Replays `events` into the snapshot they imply: the effective moves (undone ones skipped) and
 * the forfeits, in log order, with what may be undone, the sealed step still under way and each
 * reader's count of blank entries (every entry counts there, undone or not).
 */
export function rebuild<S>(game: Game<S>, setup: SetupOptions, events: readonly EventRow[]): Rebuilt {
  const undone = undoneSeqs(events);
  let state = game.setup(setup);
  let forfeited: number[] = [];
  let sealed: Sealed | null = null;
  let last: { seat: number; seq: number; before: S } | null = null;
  let blanks = noBlanks(setup.seats);
  for (const e of events) {
    const counted = blanks;
    blanks = withEntry(blanks, e);
    if (e.kind === 'undo' || (e.kind === 'move' && (undone.has(e.seq) || e.command === null))) continue;
    const before: Snapshot = { seq: e.seq - 1, state, undo: null, forfeited, sealed, blanks: counted };
    if (e.kind === 'move') {
      const r = play(game, state, e.seat, e.command as string);
      if (!r.ok) return { ok: false, seq: e.seq, seat: e.seat, command: e.command as string, message: r.message };
      last = { seat: e.seat, seq: e.seq, before: state };
      state = r.value.state;
    } else {
      // A forfeit counts the seat out; a takeover hands it to a bot (the meta says which): the
      // state is the same, and neither may be taken back.
      if (e.kind === 'forfeit') forfeited = [...forfeited, e.seat];
      last = null;
    }
    // Only a secret move opens a sealed step, and only an open one can go on.
    if (sealed || (e.kind === 'move' && e.secret)) {
      const after: Snapshot = { seq: e.seq, state, undo: null, forfeited, blanks };
      sealed = sealAfter(game, before, e, after, matchResult(game, state, forfeited, setup.seats) !== null);
    }
  }
  const seq = events.length ? events[events.length - 1].seq : 0;
  const undo = last && mayTakeBack(game, last.before, state, last.seat) ? { seat: last.seat, target: last.seq } : null;
  return { ok: true, snapshot: { seq, state, undo, ...(forfeited.length ? { forfeited } : {}), sealed, blanks } };
}
