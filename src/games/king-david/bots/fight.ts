import { AREA } from '../data/map';
import { STEP_COST } from '../data/tables';
import type { ArmyType } from '../data/counters';
import type { PieceView } from '../view';
import { danger } from './goals';
import { isHills, steps } from './map';
import { battle, forceOf, siegeChance } from './odds';
import { arg, firstOf, withVerb } from './pick';
import { foeForce, hasFoes, myArmies, myCities, type Board } from './read';
import { battleSides } from './sides';

/**
 * The good bot in battle and siege (KD-28 to KD-38, A-11, A-12): it fights on while the battle
 * in expected values (odds.ts) favours it, besieges where a siege takes the city or wears it down
 * at a fair price, loses the cheapest steps (A-16's order, flipping a full army before it
 * eliminates a reduced one where the shape allows), and retreats towards its own stacks.
 */

/** KD-28.5: fight on while the battle, fought to the end in expected values, leaves the seat more. */
export function battleChoice(b: Board, actions: readonly string[]): string {
  const pair = battleSides(b);
  if (!pair || !actions.includes('retreat')) return firstOf(actions, 'continue');
  const { mine, theirs } = pair;
  const hills = isHills(b.view.battle?.area ?? '');
  const [kept, left] = battle(forceOf(mine.armies, hills), forceOf(theirs.armies, hills), [mine.hits, theirs.hits]);
  const area = b.view.battle?.area ?? '';
  // A city of ours behind us is worth a harder fight: leaving it opens the siege (KD-36).
  const stake = b.area[area]?.control === b.country && AREA[area].city ? 0.15 : 0;
  return kept + stake >= left ? 'continue' : 'retreat';
}

/** KD-36 / A-12: besiege where the odds or the wear on the walls are worth a resource and some steps. */
export function siegeChoice(b: Board, actions: readonly string[]): string {
  let best: string | null = null;
  let bestChance = -1;
  for (const c of withVerb(actions, 'siege')) {
    const area = arg(c);
    const n = myArmies(b, area).length;
    const level = b.area[area].level ?? 1;
    const chance = siegeChance(n, level);
    if ((chance >= 0.25 || n >= level + 1) && chance > bestChance) {
      best = c;
      bestChance = chance;
    }
  }
  return best ?? firstOf(actions, 'done');
}

/** KD-37.4: after round 1, go on while the besiegers can still bring the walls down. */
export function siegeRound(b: Board, actions: readonly string[]): string {
  const g = b.view.siege;
  if (!g || !actions.includes('retreat')) return firstOf(actions, 'continue');
  const chance = siegeChance(g.besiegers.length, g.level, g.hits, 1);
  return chance >= 0.15 || g.besiegers.length >= g.level + 1 ? 'continue' : 'retreat';
}

/** The seat's pieces it may see in the engagement or on the map, by id. */
function known(b: Board): Map<string, PieceView> {
  const out = new Map<string, PieceView>();
  for (const list of b.mine.values()) for (const p of list) out.set(p.id, p);
  for (const p of [...(b.view.battle?.attacker.armies ?? []), ...(b.view.battle?.defender.armies ?? []), ...(b.view.siege?.besiegers ?? [])]) out.set(p.id, p);
  return out;
}

function stepCost(type: string): number {
  const [f, r] = STEP_COST[type as ArmyType] ?? [9, 9];
  return f + r;
}

/** KD-29 / R-5: the cheapest legal shape of losses, then within it a full army (it flips) before a reduced one (it dies). */
export function allocation(b: Board, actions: readonly string[]): string {
  const shapes = withVerb(actions, 'lose');
  if (shapes.length > 0) {
    const cost = (c: string) => [...(c.split(' ')[1] ?? '')].reduce((n, ch) => n + stepCost(ch.toUpperCase()), 0);
    return [...shapes].sort((x, y) => cost(x) - cost(y) || (x < y ? -1 : 1))[0];
  }
  const pieces = known(b);
  const rank = (c: string) => {
    const p = pieces.get(arg(c));
    return p ? (p.isReduced || p.reduced === null ? 100 : 0) + p.strength : 50;
  };
  const picks = withVerb(actions, 'pick');
  return picks.length > 0 ? [...picks].sort((x, y) => rank(x) - rank(y))[0] : actions[0];
}

/** KD-31 / R-33: the retreat area nearest the seat's own cities, with its own stacks and away from hostile ones. */
export function retreatChoice(b: Board, actions: readonly string[]): string {
  const cities = myCities(b);
  const score = (area: string) => {
    const home = cities.length ? Math.min(...cities.map((c) => steps(c, area))) : 0;
    return myArmies(b, area).length - home - 2 * (hasFoes(b, area) ? 1 : 0) - 0.5 * danger(b, area);
  };
  const options = withVerb(actions, 'to');
  return options.length > 0 ? [...options].sort((x, y) => score(arg(y)) - score(arg(x)))[0] : actions[0];
}

/** the battle the seat is surest to win first. */
export function battleOrder(b: Board, actions: readonly string[]): string {
  const edge = (c: string) => {
    const area = arg(c);
    const hills = isHills(area);
    const [kept, left] = battle(forceOf(b.mine.get(area) ?? [], hills), foeForce(b, area));
    return kept - left;
  };
  const battles = withVerb(actions, 'battle');
  return battles.length > 0 ? [...battles].sort((x, y) => edge(y) - edge(x))[0] : actions[0];
}

/** The cheapest army listed (upkeep short, overstack): what it loses costs least. */
export function cheapestArmy(b: Board, actions: readonly string[]): string {
  const pieces = known(b);
  const rank = (c: string) => {
    const p = pieces.get(arg(c));
    return p ? stepCost(p.type) * 10 + p.strength : 1000;
  };
  return [...actions].sort((x, y) => rank(x) - rank(y))[0];
}
