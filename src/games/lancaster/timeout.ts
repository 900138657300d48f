import type { TimeoutMove } from '../../engine/types';
import { listActions } from './actions';
import type { LancasterState } from './state';

/**
 * The timeout defaults: the command a seat plays when its time runs out (the deadline policy
 * `bot`; AS-1 leaves timeouts to the platform). In the rulings' spirit, a late player gives
 * nothing away and decides nothing he need not:
 *  - a parliament vote: no, with 0 voting markers (LA-17: a tile is mandatory; R-17: markers
 *    are optional, and none are spent);
 *  - wherever passing is legal, pass (R-5: any reward, law exchange, castle item, upgrade or
 *    ransom may be declined; a free new knight of the ally castle still comes, LA-25);
 *  - Surrey's choice of start player: the marker stays where it is, as when nobody holds
 *    Surrey (LA-24);
 *  - otherwise the first listed choice, which is the cheapest: the weakest knight at court to
 *    the first legal space in board order (counties A to I, the castle, the conflicts), the
 *    fewest squires, the first face-up King's favour tile, the first extension tile.
 */
export const timeoutMove: TimeoutMove<LancasterState> = (s, seat) => {
  const legal = listActions(s, seat);
  if (s.tasks[0]?.t === 'vote' && legal.includes('vote no 0')) return 'vote no 0';
  if (legal.includes('pass')) return 'pass';
  const keep = `start ${s.startPlayer}`;
  if (s.tasks[0]?.t === 'start' && legal.includes(keep)) return keep;
  return legal[0] ?? '';
};
