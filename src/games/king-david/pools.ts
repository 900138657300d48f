import { poolArmies, setArmy } from './board';
import { COUNTER, TYPE_ORDER, type ArmyType } from './data/counters';
import { drawIndex } from './dice';
import type { KdState } from './state';
import { setSeatList } from './shared';

/** Off-map counters (A-2: each country's pool is its owner's secret) and random draws from them. */

export function poolOf(s: KdState, country: string, type?: ArmyType): string[] {
  const pool = poolArmies(s, country);
  return type === undefined ? [...pool] : pool.filter((id) => COUNTER[id].type === type);
}

/** KD-8 / KD-74: draws counters of a type at random from the pool (fewer if it runs out). */
export function drawArmies(s: KdState, country: string, type: ArmyType, n: number): string[] {
  const pool = poolOf(s, country, type);
  const out: string[] = [];
  for (let i = 0; i < n && pool.length; i++) out.push(pool.splice(drawIndex(s, pool.length), 1)[0]);
  return out;
}

/** Draws counters of any type at random (KD-48 raids). */
export function drawAny(s: KdState, country: string, n: number): string[] {
  const pool = poolOf(s, country);
  const out: string[] = [];
  for (let i = 0; i < n && pool.length; i++) out.push(pool.splice(drawIndex(s, pool.length), 1)[0]);
  return out;
}

/** A force of so many counters per type, drawn in the dice order of §6 (phalanx, chariot, infantry, militia). */
export function drawForce(s: KdState, country: string, counts: Partial<Record<ArmyType, number>>): string[] {
  return TYPE_ORDER.flatMap((t) => drawArmies(s, country, t, counts[t] ?? 0)).sort();
}

/** Returns an army to its pool (KD-2): off the map, full side up, nobody's. */
export function toPool(s: KdState, id: string): void {
  setArmy(s, id, { at: null, reduced: false, ctl: -1, role: 'own' });
}

/** KD-39 / R-41: one marker from the cup, or null when it is empty. */
export function drawMarker(s: KdState, seat: number): string | null {
  if (s.cup.length === 0) return null;
  // New lists: states share the cup and hands, never changed in place (shared.ts).
  const cup = [...s.cup];
  const m = cup.splice(drawIndex(s, cup.length), 1)[0];
  s.cup = cup;
  setSeatList(s, 'hands', seat, [...s.hands[seat], m]);
  return m;
}
