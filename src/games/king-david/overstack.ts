import { armiesIn, friendlyArmiesIn, stackLimit } from './board';
import type { KdState } from './state';

/** areas where the seat's side is over the stacking limit and the seat has armies to remove. */
export function overstacked(s: KdState, seat: number): string[] {
  const areas = new Set<string>();
  for (const id in s.armies) if (s.armies[id].ctl === seat && s.armies[id].at) areas.add(s.armies[id].at as string);
  return [...areas].sort().filter((a) => friendlyArmiesIn(s, seat, a).length > stackLimit(s, seat, a) && armiesIn(s, a).some((id) => s.armies[id].ctl === seat));
}
