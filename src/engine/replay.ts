import { play } from './play';
import type { Phrase } from './text';
import type { Game, LogLine, SetupOptions } from './types';

export interface Move {
  seat: number;
  command: string;
}

export type Replayed<S> =
  | {
      ok: true;
      state: S;
      /** The state before the last move (undefined when there were no moves). */
      before: S | undefined;
      lines: LogLine[][];
    }
  | {
      ok: false;
      /** The state after the last move that still applied. */
      state: S;
      lines: LogLine[][];
      /** Index in `moves` of the first move that no longer applies. */
      index: number;
      move: Move;
      code: string;
      message: Phrase;
    };

/** Replay is a fold of `play` over the moves, stopping at the first one that no longer applies. */
export function replay<S>(game: Game<S>, options: SetupOptions, moves: readonly Move[]): Replayed<S> {
  let state = game.setup(options);
  let before: S | undefined;
  const lines: LogLine[][] = [];
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i];
    const r = play(game, state, move.seat, move.command);
    if (!r.ok) {
      return { ok: false, state, lines, index: i, move, code: r.code, message: r.message };
    }
    before = state;
    state = r.value.state;
    lines.push(r.value.log);
  }
  return { ok: true, state, before, lines };
}
