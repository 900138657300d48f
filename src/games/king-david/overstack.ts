import { areasWithArmy, armiesIn, friendlyArmiesIn, stackLimit } from './board';
import type { KdState } from './state';

/** areas where the seat's side is over the stacking limit and the seat has armies to remove. */
export function overstacked(s: KdState, seat: number): string[] {
  return areasWithArmy(s, (_id, a) => a.ctl === seat).filter((a) => friendlyArmiesIn(s, seat, a).length > stackLimit(s, seat, a) && armiesIn(s, a).some((id) => s.armies[id].ctl === seat));
}
