import { canUndo } from '../../engine/undo';
import { replay, type Move } from '../../engine/replay';
import type { Phrase } from '../../engine/text';
import type { Game, SetupOptions } from '../../engine/types';
import type { EventRow, Snapshot } from './records';
import { forfeitsIn } from './result';

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

export type Rebuilt =
  | { ok: true; snapshot: Snapshot }
  | { ok: false; seq: number; seat: number; command: string; message: Phrase };

/** Replays the effective moves of `events` into the snapshot they imply. */
export function rebuild<S>(game: Game<S>, setup: SetupOptions, events: readonly EventRow[]): Rebuilt {
  const moves = effectiveMoves(events);
  const r = replay(game, setup, moves);
  if (!r.ok) {
    const m = moves[r.index];
    return { ok: false, seq: m.seq, seat: m.seat, command: m.command, message: r.message };
  }
  const seq = events.length ? events[events.length - 1].seq : 0;
  const last = moves[moves.length - 1];
  const undo =
    last && r.before !== undefined && canUndo(game, r.before, r.state, last.seat)
      ? { seat: last.seat, target: last.seq, before: r.before as unknown }
      : null;
  const forfeited = forfeitsIn(events);
  return { ok: true, snapshot: { seq, state: r.state, undo, ...(forfeited.length ? { forfeited } : {}) } };
}
