import type { SeatBot } from '../../../engine/bots';
import type { SenorView } from '../view';
import { mendArrangement } from './arrangement';
import { pickOne } from './read';

/**
 * In a movement step or a Tactics window, the chance that the easy bot stops rather than moves
 * another group: about two moves a step, so a step always ends.
 */
const STOP = 0.4;

/**
 * `easy`: random legal play that does not loop. A group once picked is always sent somewhere
 * (never put `back`, so picking and dropping cannot repeat), a movement step or a window ends
 * with `done` at a steady chance, and a Norman arrangement that `done` refuses is mended first
 * . Every other decision is a uniform pick among the listed commands.
 */
export const easyBot: SeatBot<SenorView> = ({ view, actions }, random) => {
  const mend = mendArrangement(view, actions);
  if (mend) return mend;
  const moves = actions.filter((c) => c !== 'back' && c !== 'done');
  if (actions.includes('done') && (moves.length === 0 || random() < STOP)) return 'done';
  return moves.length > 0 ? pickOne(moves, random) : actions[0];
};
