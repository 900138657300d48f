import { AREA } from '../data/map';
import { MULTIPLIER_TENTHS } from '../data/tables';
import type { PlayerCountry } from '../data/counters';
import { COUNTRY_WORD } from '../data/counters';
import { steps } from './map';
import { arg, firstOf, withVerb } from './pick';
import { planner } from './plan';
import { myArmies, type Board } from './read';

/**
 * The good bot's other decisions: the country (KD-6: the highest end-game multiplier, KD-83),
 * the initiative place (KD-14: first), Diplomacy (A-3: it declines every proposal and says DONE,
 * so a negotiation with it ends at once), sealed bids (A-13: a small bribe to run a minor's
 * defence against a rival, the most it may to stop a rival's minor ally), placements nearest to
 * where its goals are, and Recruit Prisoners (R-52: the strongest type, while listed).
 */

export function countryChoice(actions: readonly string[]): string {
  const multiplier = (c: string) => {
    const id = Object.keys(COUNTRY_WORD).find((k) => COUNTRY_WORD[k as keyof typeof COUNTRY_WORD] === c.split(' ')[1]) as PlayerCountry;
    return MULTIPLIER_TENTHS[id] ?? 0;
  };
  return [...withVerb(actions, 'country')].sort((x, y) => multiplier(y) - multiplier(x))[0] ?? actions[0];
}

export function initiativeChoice(actions: readonly string[]): string {
  return [...withVerb(actions, 'initiative')].sort((x, y) => Number(arg(x)) - Number(arg(y)))[0] ?? actions[0];
}

export function diplomacyChoice(actions: readonly string[]): string {
  return withVerb(actions, 'decline')[0] ?? firstOf(actions, 'done');
}

/** KD-77 / R-45: a modest sealed bribe to run the minor's defence against the invader. */
export function bidChoice(actions: readonly string[]): string {
  return firstOf(actions, 'bid 2', 'bid 1', 'bid 0');
}

/** KD-58 / A-13: oppose a rival's Alliance attempt with all it may (up to 5 resources, its armies). */
export function opposeChoice(actions: readonly string[]): string {
  const value = (c: string) => Number(c.split(' ')[1]) + (c.endsWith(' armies') ? 10 : 0);
  return [...withVerb(actions, 'oppose')].sort((x, y) => value(y) - value(x))[0] ?? actions[0];
}

/**
 * Where to place a piece, among the areas listed: nearest the goals (a minor's defence placed while
 * its invader waits to enter, R-60: nearest him), then in a city, then where the seat has fewest
 * armies, so that pieces spread over the cities near the front.
 */
export function placeChoice(b: Board, actions: readonly string[]): string {
  const p = planner(b);
  const order = b.view.order;
  const meet = order && order.seat !== b.seat ? order.at : null;
  const goals = p.goals.map((g) => g.area);
  const score = (area: string) => {
    const near = meet ? steps(area, meet) : Math.min(99, ...goals.map((g) => steps(area, g)));
    return near * 10 + (AREA[area].city ? 0 : 1) + myArmies(b, area).length * 0.1;
  };
  // One piece at a time, each weighed (not `place rest` or `place <n> <area>`, the player's shortcuts).
  const options = withVerb(actions, 'place').filter((c) => c.split(' ').length === 2 && AREA[arg(c)] !== undefined);
  return options.length > 0 ? [...options].sort((x, y) => score(arg(x)) - score(arg(y)))[0] : actions[0];
}

const RECRUIT_ORDER = ['recruit phalanx', 'recruit chariot', 'recruit infantry', 'recruit militia'];

export function recruitChoice(actions: readonly string[]): string {
  return firstOf(actions, ...RECRUIT_ORDER, 'done');
}
