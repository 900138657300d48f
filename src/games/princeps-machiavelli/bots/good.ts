import type { SeatBot } from '../../../engine/bots';
import type { PMView } from '../view';
import { actionStep } from './act';
import { readBoard } from './board';
import { prepareStep } from './prepare';
import { drawStep, negotiationStep } from './trade';
import { windowStep } from './windows';

/*
 * The good bot: a heuristic written from the rulings, deciding from its seat's view and listed
 * commands only. Hidden cards (other hands, face-down stacks, the deck) enter only as the odds of
 * odds.ts, computed from the counts the view shows. Its plan, in short: every territory card goes
 * into the row, every other card onto the table so that each Draw brings many new ones, leaders and
 * armies face the other seats, and each action is taken when its expected gain in VP standing is
 * worth it (act.ts). Whatever it picks is listed; when a plan's step is not, it falls back to one
 * that is.
 */

/** Commands that bring a step to its end (A-3's defaults), for a plan whose step is not listed. */
const CLOSERS = ['pass', 'draw', 'done', 'end', 'cancel', 'back'];

export const goodBot: SeatBot<PMView> = ({ seat, view, actions }, random) => {
  if (actions.length <= 1) return actions[0] ?? '';
  const b = readBoard(view, seat);
  let command: string;
  if (view.confrontation) command = windowStep(b, actions);
  else if (view.phase === 'draw') command = drawStep(b, actions);
  else if (view.phase === 'negotiation') command = negotiationStep(b, actions, random);
  else if (view.phase === 'preparation') command = prepareStep(b, actions);
  else command = actionStep(b, actions);
  return actions.includes(command) ? command : (CLOSERS.find((c) => actions.includes(c)) ?? actions[0]);
};
