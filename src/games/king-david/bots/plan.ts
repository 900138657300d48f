import { AREA } from '../data/map';
import { MOVE, STACK_LIMIT, type ArmyType } from '../data/counters';
import type { PieceView } from '../view';
import { goalsOf, type Goal } from './goals';
import { isHills, NO_WAY, routeTo } from './map';
import { battle, forceOf, isArmy, siegeChance } from './odds';
import { barred, foeForce, friendlyArmies, hasFoes, myArmies, untouchedMinor, type Board } from './read';

/**
 * Where a group of the seat's pieces should go: each goal of goals.ts is weighed by what
 * it is worth, the chance that this group brings it off (KD-28 battle in expected values, KD-37
 * siege odds) and how many Movement sections the way takes. The way avoids hostile stacks, minors
 * nobody has entered and minors the seat defends, except at the goal itself.
 */

export interface Plan {
  goal: Goal | null;
  area: string;
  score: number;
  /** Land steps left to the goal (0: here). */
  steps: number;
}

/** The goals and the ways to them, worked out once per decision. */
export interface Planner {
  b: Board;
  goals: Goal[];
  route(goal: string): (area: string) => number;
}

/** Areas a group passes through only if they are its goal: hostile stacks, untouched minors (KD-77), barred minors. */
export function closed(b: Board, area: string): boolean {
  return hasFoes(b, area) || untouchedMinor(b, area) || barred(b, area);
}

export function planner(b: Board): Planner {
  const routes = new Map<string, (area: string) => number>();
  const blocked = (area: string) => closed(b, area);
  return {
    b,
    goals: goalsOf(b),
    route(goal) {
      let r = routes.get(goal);
      if (!r) routes.set(goal, (r = routeTo(goal, (a) => a !== goal && blocked(a))));
      return r;
    },
  };
}

/** KD-21 / R-26: how far the group goes in one section (the slowest army; a leader doubles his own country's). */
function pace(members: readonly PieceView[]): number {
  const armies = members.filter(isArmy);
  if (armies.length === 0) return MOVE.L;
  const led = members.some((p) => !isArmy(p));
  return Math.min(...armies.map((p) => MOVE[p.type as ArmyType] * (led ? 2 : 1)));
}

/** Armies a siege of this level wants: enough for a fair chance in one siege. */
export function armiesFor(level: number): number {
  for (let n = 1; n < 8; n++) if (siegeChance(n, level) >= 0.6) return n;
  return 8;
}

/** Minor-defence armies stay inside their minor (KD-78): such a group has goals there only. */
function confinedTo(b: Board, members: readonly PieceView[]): string | null {
  for (const p of members) {
    const country = p.id.split('-')[0];
    const m = b.view.minors.find((x) => x.id === country);
    if (isArmy(p) && m?.status === 'invaded' && m.defender === b.seat) return country;
  }
  return null;
}

/** What reaching `goal` is worth to this group, before the way there. */
function worth(p: Planner, goal: Goal, from: string, members: readonly PieceView[]): number {
  const { b } = p;
  const area = goal.area;
  const own = new Set(members.map((m) => m.id));
  const group = forceOf(members, isHills(area));
  // Armies of the seat's already there, this group's aside.
  const others = myArmies(b, area).filter((x) => !own.has(x.id));
  if (goal.kind === 'hold') return others.length >= 4 ? 0 : goal.value * Math.min(1, group.armies / 2);
  let survivors = group.armies + others.length;
  let kept = 1;
  if (hasFoes(b, area)) {
    const [mine, theirs] = battle({ ...group, power: group.power * 0.9 }, foeForce(b, area));
    if (theirs > 0.02 || mine < 0.3) return 0;
    kept = mine;
    survivors = Math.max(1, Math.floor(group.armies * mine)) + others.length;
  }
  if (goal.kind === 'strike') return goal.value * kept;
  const level = b.area[area].level ?? 1;
  const chance = siegeChance(survivors, level);
  // Levels lost stay lost: a siege that fails still brings the next one closer.
  const progress = survivors >= 2 ? 0.25 + 0.75 * chance : chance;
  // Another of the seat's stacks already there and enough for the siege: this one is not needed.
  const spare = from !== area && others.length >= armiesFor(level) ? 0.2 : 1;
  return goal.value * progress * kept * spare;
}

/**
 * KD-20 / R-28: whether the group has a first step on its way to the goal, into an area with room
 * for its armies (the seat's own leaders there, or the group's, raise the limit).
 */
function firstStep(p: Planner, from: string, goal: string, d: number, members: readonly PieceView[]): boolean {
  if (d === 0) return true;
  const route = p.route(goal);
  const armies = members.filter(isArmy).length;
  const led = Math.max(0, ...members.filter((m) => !isArmy(m)).map((m) => m.strength));
  for (const e of AREA[from].adj) {
    if (e.kind === 'impassable' || route(e.to) !== d - 1) continue;
    const there = Math.max(led, ...(p.b.mine.get(e.to) ?? []).filter((m) => !isArmy(m)).map((m) => m.strength));
    if (friendlyArmies(p.b, e.to) + armies <= STACK_LIMIT + there) return true;
  }
  return false;
}

/** The best goal for a group of `members` standing at `from`; `stay` allows the goal to be where it stands. */
export function bestPlan(p: Planner, from: string, members: readonly PieceView[], stay: boolean): Plan {
  const speed = pace(members);
  const inside = confinedTo(p.b, members);
  let best: Plan = { goal: null, area: from, score: 0, steps: 0 };
  for (const goal of p.goals) {
    if (inside && AREA[goal.area].country !== inside) continue;
    const d = goal.area === from ? 0 : p.route(goal.area)(from);
    if (d >= NO_WAY || (d === 0 && !stay) || !firstStep(p, from, goal.area, d, members)) continue;
    const sections = Math.ceil(d / speed);
    const score = worth(p, goal, from, members) / (1 + sections);
    if (score > best.score) best = { goal, area: goal.area, score, steps: d };
  }
  return best;
}
