import { listOf, text } from '../../engine/text';
import { roll } from './dice';
import { who } from './names';
import type { KdState, Log } from './state';

/**
 * KD-6 / KD-14 / A-14: every seat rolls; ties are re-rolled by the tied seats only, and the order
 * of the others is kept. Returns the seats from highest to lowest.
 */
export function rankByRolls(s: KdState, seats: number[], sides: (seat: number) => number, log: Log): number[] {
  const rolled = seats.map((seat) => ({ seat, value: roll(s, sides(seat)) }));
  log.push({ text: text('kd.log.rolls', { rolls: listOf(rolled.map((r) => text('kd.rollOf', { who: who(s.country[r.seat] ?? null, r.seat), value: r.value }))) }) });
  const values = [...new Set(rolled.map((r) => r.value))].sort((a, b) => b - a);
  const out: number[] = [];
  for (const v of values) {
    const tied = rolled.filter((r) => r.value === v).map((r) => r.seat);
    out.push(...(tied.length > 1 ? rankByRolls(s, tied, sides, log) : tied));
  }
  return out;
}
