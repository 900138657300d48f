import type { SeatBot } from '../../../engine/bots';
import type { KdView } from '../view';
import { firstOf, pick, verb, withVerb } from './pick';

/*
 * The easy bot: random legal play that always moves the game on, as a beginner plays. Every
 * choice it makes uses something up or ends a step, so that nothing can repeat for ever:
 *  - Movement: it ends the section at a steady chance; a group once formed always goes somewhere
 *    (it never calls the order off while a step is listed, and sheds members only while none can
 *    move), and stops at a steady chance once it has left. Pieces that moved may not move again
 *    and the raids it plays leave its hand, so only a group that can go nowhere at all comes
 *    back to be formed again, and the steady end closes the section all the same.
 *  - Diplomacy: it answers each proposal at random and now and then proposes (at most once per
 *    pair and step), else says DONE; it never gives, breaks, renegotiates or toggles a setting.
 *  - Windows: it plays a marker it holds at a steady chance, else passes; a marker's
 *    parameters are chosen at random and never taken `back`; it never sets `pass always`.
 *  - Build: it pays upkeep losses at random, then buys, restores and fortifies at random (each
 *    spends stock or uses a city's one fortification) until `done`, which is as likely as any.
 *  - Everything else (countries, initiative, placements, retreats, battles, sieges, bids, hits):
 *    a uniform pick among the listed commands, each of which settles a decision.
 * There is no undo in this game's lists; should one appear it is never chosen.
 */

/** The chance that an idle mover ends his Movement section rather than forms one more group. */
const END_MOVEMENT = 0.3;
/** The chance that a group that has left stops where it is rather than goes on. */
const STOP_ORDER = 0.45;
/** The chance of proposing an alliance when nothing waits for an answer. */
const PROPOSE = 0.1;
/** The chance of playing a marker in a window where one is listed. */
const PLAY_MARKER = 0.35;

/** Commands that take a step back or change a standing setting: never chosen. */
const NEVER = /^(undo|back|give|ports|break|renegotiate|autopass)\b|^pass always$/;

/** Whether the group on the move has left its area (a sea leg costs no MP, but changes where it is). */
function hasLeft(order: NonNullable<KdView['order']>): boolean {
  return order.at !== order.from || Object.values(order.spent ?? {}).some((mp) => mp > 0);
}

function movement(view: KdView, actions: readonly string[], random: () => number): string {
  const steps = withVerb(actions, 'to', 'sea');
  if (view.order) {
    const left = hasLeft(view.order);
    if (steps.length > 0 && !(left && actions.includes('stop') && random() < STOP_ORDER)) return pick(steps, random);
    const drops = withVerb(actions, 'drop');
    // A group that cannot move sheds members until it can; one that has left just stops.
    if (actions.includes('stop') && (left || drops.length === 0)) return 'stop';
    return drops.length > 0 ? pick(drops, random) : firstOf(actions, 'stop');
  }
  const moves = withVerb(actions, 'group', 'play');
  if (moves.length === 0 || random() < END_MOVEMENT) return firstOf(actions, 'end');
  return pick(moves, random);
}

function diplomacy(actions: readonly string[], random: () => number): string {
  const answers = withVerb(actions, 'accept', 'decline');
  if (answers.length > 0) return pick(answers, random);
  const proposals = withVerb(actions, 'propose');
  if (proposals.length > 0 && random() < PROPOSE) return pick(proposals, random);
  return firstOf(actions, 'done');
}

function window(actions: readonly string[], random: () => number): string {
  const plays = withVerb(actions, 'play');
  if (!actions.includes('pass')) return pick(options(actions), random);
  if (plays.length > 0 && random() < PLAY_MARKER) return pick(plays, random);
  return 'pass';
}

function build(actions: readonly string[], random: () => number): string {
  const listed = options(actions);
  const kind = pick([...new Set(listed.map(verb))], random);
  return pick(withVerb(listed, kind), random);
}

/** The listed commands but those that step back (all of them, should nothing else be listed). */
function options(actions: readonly string[]): readonly string[] {
  const forward = actions.filter((c) => !NEVER.test(c));
  return forward.length > 0 ? forward : actions;
}

export const easyBot: SeatBot<KdView> = ({ view, actions }, random) => {
  if (actions.length <= 1) return actions[0] ?? '';
  switch (view.step.kind) {
    case 'movement':
      return movement(view, actions, random);
    case 'diplomacy':
      return diplomacy(actions, random);
    case 'window':
      return window(actions, random);
    case 'build':
      return build(actions, random);
    default:
      return pick(options(actions), random);
  }
};
