import type { SeatBot } from '../../../engine/bots';
import type { KdView } from '../view';
import { buildChoice } from './build';
import { allocation, battleChoice, battleOrder, cheapestArmy, retreatChoice, siegeChoice, siegeRound } from './fight';
import { windowChoice } from './markers';
import { movement } from './move';
import { firstOf } from './pick';
import { readBoard } from './read';
import { bidChoice, countryChoice, diplomacyChoice, initiativeChoice, opposeChoice, placeChoice, recruitChoice } from './talk';

/*
 * The good bot: a heuristic written from the rulings, deciding from its seat's view and listed
 * commands only (A-2: others' stacks are counts, their hands and pools unseen; it reckons a
 * hidden stack at its country's average counter). Its plan: take the cities it can reach and
 * hold (neutral ones first, a rival's when it can beat his stacks), keep hostile stacks away from
 * its own cities with walls and armies, spend its stocks on armies its income can keep, and play
 * its markers where they help it now. A single listed command is answered at once; a choice that
 * is not listed falls back to the one that ends the step.
 */

function decide(view: KdView, seat: number, actions: readonly string[], random: () => number): string {
  switch (view.step.kind) {
    case 'countries':
      return countryChoice(actions);
    case 'initiative':
      return initiativeChoice(actions);
    case 'diplomacy':
      return diplomacyChoice(actions);
    case 'rolloff':
      return bidChoice(actions);
    case 'attempt':
      return opposeChoice(actions);
    case 'recruit':
      return recruitChoice(actions);
    default:
      break;
  }
  const b = readBoard(view, seat);
  switch (view.step.kind) {
    case 'movement':
      return movement(b, actions, random);
    case 'combat':
      return battleOrder(b, actions);
    case 'battle':
      return battleChoice(b, actions);
    case 'allocate':
      return allocation(b, actions);
    case 'retreat':
      return retreatChoice(b, actions);
    case 'sieges':
      return siegeChoice(b, actions);
    case 'siege':
      return siegeRound(b, actions);
    case 'window':
      return windowChoice(b, actions);
    case 'build':
      return buildChoice(b, actions);
    case 'place':
      return placeChoice(b, actions);
    case 'overstack':
      return cheapestArmy(b, actions);
    default:
      return actions[0];
  }
}

/** Commands that end a step, for a choice that is not listed. */
const CLOSERS = ['pass', 'done', 'end', 'continue', 'stop', 'skip'];

export const goodBot: SeatBot<KdView> = ({ seat, view, actions }, random) => {
  if (actions.length <= 1) return actions[0] ?? '';
  const command = decide(view, seat, actions, random);
  return actions.includes(command) ? command : firstOf(actions, ...CLOSERS);
};
