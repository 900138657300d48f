import { randomInt } from '../../engine/rng';
import type { KdState } from './state';

/**
 * the server makes every roll and draw from the RNG kept in the state. Every die and every
 * draw of the game goes through these two functions, in the order the rulings generate them, so
 * that tests can force results (tests/games/king-david/forced.ts).
 */

/** One die with `sides` faces: 1…sides (the d10's "0" reads 10). */
export function roll(s: KdState, sides: number): number {
  return randomInt(s.rng, sides) + 1;
}

/** A uniformly random index into a list of `n` things (chits, markers, counters). */
export function drawIndex(s: KdState, n: number): number {
  return randomInt(s.rng, n);
}
