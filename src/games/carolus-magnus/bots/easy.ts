import type { SeatBot } from '../../../engine/bots';
import type { CarolusView } from '../view';

/**
 * The easy bot: random legal play, but as a beginner plays rather than uniformly over the
 * listed commands (which are mostly `land`, one per colour and territory): for a paladin it first
 * tosses between its court and the land (CM-9), then picks a colour and a territory. Every
 * game command moves the game on (there is no offer to toggle), so it cannot loop; `undo`, should a
 * sight ever list it, would take a step back, so it is never chosen.
 */
export const easyBot: SeatBot<CarolusView> = ({ actions }, random) => {
  const pick = (from: readonly string[]) => from[Math.min(from.length - 1, Math.floor(random() * from.length))];
  const moves = actions.filter((c) => c !== 'undo');
  const court = moves.filter((c) => c.startsWith('court '));
  const land = moves.filter((c) => c.startsWith('land '));
  if (court.length && land.length) return pick(random() < 0.5 ? court : land);
  return pick(moves.length ? moves : actions);
};
