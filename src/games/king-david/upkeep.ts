import { COUNTER } from './data/counters';
import { UPKEEP_HALVES } from './data/tables';
import { stepsLeft } from './hits';
import type { KdState } from './state';

/**
 * KD-72 / R-39 / §5.5: upkeep of the seat's own armies on the map, summed in half points
 * separately for food and resources and each rounded up. Leaders, raiders, minor allies and
 * minor-defence armies cost nothing.
 */
export function upkeep(s: KdState, seat: number): { food: number; res: number } {
  let f = 0;
  let r = 0;
  for (const id in s.armies) {
    const a = s.armies[id];
    if (a.at === null || a.ctl !== seat || a.role !== 'own') continue;
    const [hf, hr] = UPKEEP_HALVES[COUNTER[id].type];
    const steps = stepsLeft(s, id);
    f += hf * steps;
    r += hr * steps;
  }
  return { food: Math.ceil(f / 2), res: Math.ceil(r / 2) };
}

/** The seat's own armies on the map (the ones that pay upkeep and may be restored). */
export function ownArmies(s: KdState, seat: number): string[] {
  const out: string[] = [];
  for (const id in s.armies) {
    const a = s.armies[id];
    if (a.at !== null && a.ctl === seat && a.role === 'own') out.push(id);
  }
  return out;
}
