import type { SeatBot } from '../../../engine/bots';
import { COLOURS, TURN_SIZE } from '../data';
import { cloneState, sideOf, total, type CarolusState } from '../state';
import type { CarolusView } from '../view';
import { bestEmperor, planPaladins, type Breadth } from './plan';
import { sampleState } from './sample';

/** What spending a disc costs in castles, per pip: a high disc kept is reach for a later round of the five (CM-5, CM-11). */
const DISC_COST = 0.15;
/** A turn weighed for each disc is searched narrower than the turn played: five of them make one decision. */
const DISC_BREADTH: Breadth = { beam: 2, lands: 5 };

/**
 * The good bot: plans its whole turn (paladins and emperor) on a state rebuilt from its view,
 * weighing each plan by the board it leaves (evaluate.ts). The only unknown is the dice to come,
 * which a turn's plan does not depend on: they are rolled after the emperor stops (CM-8).
 */
export const goodBot: SeatBot<CarolusView> = (sight, random) => {
  const { seat, view } = sight;
  // `undo`, should a sight ever list it, is never a move towards winning.
  const actions = sight.actions.filter((c) => c !== 'undo');
  if (actions.length <= 1) return actions[0] ?? sight.actions[0];
  const s = sampleState(view, random);
  switch (s.step.kind) {
    case 'paladin':
      return planPaladins(s, seat)?.commands[0] ?? actions[0];
    case 'emperor':
      return `emperor ${bestEmperor(s, seat).steps}`;
    case 'disc':
      return chooseDisc(s, seat, actions);
    case 'take':
      return chooseColour(s, seat, actions);
    default:
      return actions[0];
  }
};

/**
 * CM-5, CM-11: the disc whose reach makes the best turn from where the emperor stands now,
 * less what a high disc is worth kept for later.
 */
function chooseDisc(s: CarolusState, seat: number, actions: readonly string[]): string {
  let best = { command: actions[0], value: -Infinity };
  for (const command of actions) {
    const disc = Number(command.split(' ')[1]);
    const value = turnWorth(s, seat, disc) - DISC_COST * disc;
    if (value > best.value) best = { command, value };
  }
  return best.command;
}

/** How good a turn `seat` could play now with `disc`, as if it acted next (CM-8). */
function turnWorth(s: CarolusState, seat: number, disc: number): number {
  const t = cloneState(s);
  t.phase = 'action';
  t.discs[seat] = disc;
  t.turnOrder = [seat];
  t.turn = 0;
  t.played = 0;
  const left = Math.min(TURN_SIZE[s.seats], total(t.reserves[seat]));
  if (left === 0) return bestEmperor(t, seat).value;
  t.step = { kind: 'paladin', seat, left };
  t.stage = 'paladins';
  return planPaladins(t, seat, DISC_BREADTH)?.value ?? bestEmperor(t, seat).value;
}

/**
 * CM-3, CM-18, CM-19: the colour that helps most: one the seat's side controls (a cube landed
 * in it counts, CM-12), or one whose clan marker it can win in court (CM-10).
 */
function chooseColour(s: CarolusState, seat: number, actions: readonly string[]): string {
  const side = sideOf(s, seat);
  let best = { command: actions[0], value: -Infinity };
  for (const command of actions) {
    const c = COLOURS.indexOf(command.split(' ')[1] as (typeof COLOURS)[number]);
    const holder = s.control[c];
    let onBoard = 0;
    for (const t of s.territories) onBoard += t.cubes[c];
    const rival = Math.max(0, ...s.courts.filter((_, x) => x !== seat).map((court) => court[c]));
    const gap = rival - s.courts[seat][c];
    const value = holder !== null && sideOf(s, holder) === side ? 1 + 0.1 * onBoard : gap <= 2 ? 0.8 + 0.05 * onBoard : 0.2;
    if (value > best.value) best = { command, value };
  }
  return best.command;
}
