import { AREA, type Edge } from '../data/map';
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
  /** The minor the group is confined to (KD-78), whose routes it follows. */
  inside: string | null;
}

/** The goals and the ways to them, worked out once per decision. */
export interface Planner {
  b: Board;
  goals: Goal[];
  /** Land steps to the goal from every area, for a group free to go anywhere or confined to one minor (KD-78). */
  route(goal: string, inside?: string | null): (area: string) => number;
}

/** Areas a group passes through only if they are its goal: hostile stacks, untouched minors (KD-77), barred minors. */
export function closed(b: Board, area: string): boolean {
  return hasFoes(b, area) || untouchedMinor(b, area) || barred(b, area);
}

export function planner(b: Board): Planner {
  const routes = new Map<string, (area: string) => number>();
  return {
    b,
    goals: goalsOf(b),
    route(goal, inside = null) {
      const key = `${goal}|${inside ?? ''}`;
      let r = routes.get(key);
      if (!r) {
        const blocked = inside ? (a: string) => AREA[a].country !== inside || hasFoes(b, a) : (a: string) => closed(b, a);
        routes.set(key, (r = routeTo(goal, (a) => a !== goal && blocked(a))));
      }
      return r;
    },
  };
}

/** KD-21 / R-26: how far the group goes in one section (the slowest army; a leader doubles his own country's armies). */
function pace(b: Board, members: readonly PieceView[]): number {
  const armies = members.filter(isArmy);
  if (armies.length === 0) return MOVE.L;
  const led = members.some((p) => !isArmy(p));
  return Math.min(...armies.map((p) => MOVE[p.type as ArmyType] * (led && p.id.startsWith(`${b.country}-`) ? 2 : 1)));
}

/** Armies a siege of this level wants: enough for a fair chance in one siege. */
export function armiesFor(level: number): number {
  for (let n = 1; n < 8; n++) if (siegeChance(n, level) >= 0.6) return n;
  return 8;
}

/** The minor a piece defends for the seat (KD-78: it stays inside), or null. */
function defending(b: Board, p: PieceView): string | null {
  const country = p.id.split('-')[0];
  const m = b.view.minors.find((x) => x.id === country);
  return isArmy(p) && m?.status === 'invaded' && m.defender === b.seat ? country : null;
}

/** Minor-defence armies stay inside their minor (KD-78): such a group has goals there only. */
function confinedTo(b: Board, members: readonly PieceView[]): string | null {
  for (const p of members) {
    const minor = defending(b, p);
    if (minor) return minor;
  }
  return null;
}

/**
 * The parts of a stack that can move as one group: a minor's defence armies (KD-78, inside their
 * minor) and the seat's other pieces (barred from that minor, R-43) never go together.
 */
export function parts(b: Board, pieces: readonly PieceView[]): PieceView[][] {
  const minor = confinedTo(b, pieces);
  if (!minor) return [[...pieces]];
  const inside = pieces.filter((p) => defending(b, p) === minor);
  const rest = pieces.filter((p) => defending(b, p) !== minor);
  return rest.length > 0 ? [inside, rest] : [inside];
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

/** KD-19: the MP a member pays to cross an edge (chariots 2 into hills, +1 over a river or ford). */
function cost(p: PieceView, edge: Edge): number {
  if (p.type !== 'C') return 1;
  return (isHills(edge.to) ? 2 : 1) + (edge.kind === 'river' || edge.kind === 'ford' ? 1 : 0);
}

/**
 * KD-19 / KD-20 / R-28: whether the group has a first step on its way to the goal, into an area
 * with room for its armies (its own leaders or the seat's there raise the limit) that each member
 * can pay for. At a decision inside an order, the steps listed (`hops`) say it exactly.
 */
function firstStep(p: Planner, from: string, goal: string, d: number, members: readonly PieceView[], inside: string | null, hops?: ReadonlySet<string>): boolean {
  if (d === 0) return true;
  const route = p.route(goal, inside);
  if (hops) return [...hops].some((a) => route(a) < d);
  const armies = members.filter(isArmy);
  const led = Math.max(0, ...members.filter((m) => !isArmy(m)).map((m) => m.strength));
  for (const e of AREA[from].adj) {
    if (e.kind === 'impassable' || route(e.to) !== d - 1 || (e.to !== goal && closed(p.b, e.to))) continue;
    if (armies.some((m) => cost(m, e) > MOVE[m.type as ArmyType] * (led > 0 && m.id.startsWith(`${p.b.country}-`) ? 2 : 1))) continue;
    const there = Math.max(led, ...(p.b.mine.get(e.to) ?? []).filter((m) => !isArmy(m)).map((m) => m.strength));
    if (friendlyArmies(p.b, e.to) + armies.length <= STACK_LIMIT + there) return true;
  }
  return false;
}

/**
 * The best goal for a group of `members` standing at `from`; `stay` allows the goal to be where
 * it stands; `hops`, inside an order, are the areas its listed steps lead to.
 */
export function bestPlan(p: Planner, from: string, members: readonly PieceView[], stay: boolean, hops?: ReadonlySet<string>): Plan {
  const speed = pace(p.b, members);
  const inside = confinedTo(p.b, members);
  let best: Plan = { goal: null, area: from, score: 0, steps: 0, inside };
  for (const goal of p.goals) {
    if (inside ? AREA[goal.area].country !== inside : barred(p.b, goal.area) || untouchedMinor(p.b, goal.area)) continue;
    const d = goal.area === from ? 0 : p.route(goal.area, inside)(from);
    if (d >= NO_WAY || (d === 0 && !stay) || !firstStep(p, from, goal.area, d, members, inside, hops)) continue;
    const sections = Math.ceil(d / speed);
    const score = worth(p, goal, from, members) / (1 + sections);
    if (score > best.score) best = { goal, area: goal.area, score, steps: d, inside };
  }
  return best;
}
