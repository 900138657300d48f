import { sameRng, type RngState } from './rng';
import type { Game } from './types';

function rngOf(s: unknown): RngState | undefined {
  return (s as { rng?: RngState }).rng;
}

/**
 * Whether `seat` may take back the step that led from `before` to `after`: only while it is still
 * that seat's turn, and only if the step neither rolled dice (the RNG moved), ended the game, nor
 * — by the game's own judgement — revealed something hidden.
 */
export function canUndo<S>(game: Game<S>, before: S, after: S, seat: number): boolean {
  if (game.result(after)) return false;
  if (!game.active(after).includes(seat)) return false;
  const r0 = rngOf(before);
  const r1 = rngOf(after);
  if (r0 && r1 && !sameRng(r0, r1)) return false;
  return game.undoable ? game.undoable(before, after, seat) : true;
}
