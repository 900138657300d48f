import type { LancasterView } from '../view';

/*
 * What the bot plays for: its own power points, and against the others'. With 2 players every
 * point the opponent gains is one the bot must make up; with more, another player's gain matters
 * less, and most when that player leads.
 */

/** How much a PP gained by each seat is worth to `me`. */
export function aim(v: LancasterView, me: number): number[] {
  const n = v.players.length;
  if (n === 2) return v.players.map((p) => (p.seat === me ? 1 : -1));
  const rivals = v.players.filter((p) => p.seat !== me);
  const top = Math.max(...rivals.map((p) => p.pp));
  return v.players.map((p) => {
    if (p.seat === me) return 1;
    return -0.5 / (n - 1) - (p.pp === top ? 0.2 : 0);
  });
}

/** A change for every seat, as the bot counts it. */
export function weigh(weights: readonly number[], change: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += weights[i] * (change[i] ?? 0);
  return sum;
}
