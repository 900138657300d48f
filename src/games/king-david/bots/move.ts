import { STACK_LIMIT } from '../data/counters';
import { areasOf } from '../data/map';
import { MARKER_BY_WORD, RAIDS } from '../data/tables';
import type { KdView, PieceView } from '../view';
import { danger } from './goals';
import { steps } from './map';
import { isArmy } from './odds';
import { arg, withVerb } from './pick';
import { armiesFor, bestPlan, closed, parts, planner, type Plan, type Planner } from './plan';
import { friendlyArmies, hasFoes, type Board } from './read';

/**
 * The good bot's Movement section (A-10): it forms the group whose best goal (plan.ts) gains most
 * over staying, sends it area by area along the way to that goal, and stops on arrival. Before
 * the group leaves it sheds what the goal does not need: one army to hold a threatened city it
 * stands in, and armies beyond what a siege wants. A raid it holds it plays first, where the
 * raiders' minor lies near a city to take.
 *
 * It never loops. Pieces that moved may not move again (R-30), so only an order called off before
 * it leaves could repeat; the bot calls one off only when its goal went with pieces that had
 * already moved (the group it weighed was bigger than the one formed), and then only at even odds
 * when a step is open; and it ends the section at a small steady chance instead of forming a group,
 * so that even a group that can go nowhere it wants is not formed for ever.
 */

type Order = NonNullable<KdView['order']>;

/** The chance of ending the section rather than forming the group it wants (the loop's way out). */
const BREAK = 0.03;

export function hasLeft(order: Order): boolean {
  return order.at !== order.from || Object.values(order.spent ?? {}).some((mp) => mp > 0);
}

/** The listed step that brings the group nearest its goal (never into a hostile stack short of the goal). */
function stepToward(p: Planner, actions: readonly string[], plan: Plan, at: string): string | null {
  const goal = plan.area;
  const route = p.route(goal, plan.inside);
  let best: string | null = null;
  let bestD = route(at);
  for (const c of withVerb(actions, 'to')) {
    const area = arg(c);
    if (area !== goal && hasFoes(p.b, area)) continue;
    const d = route(area);
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return best;
}

function weakest(pieces: readonly PieceView[]): PieceView {
  return [...pieces].sort((x, y) => x.strength - y.strength || (x.id < y.id ? -1 : 1))[0];
}

/** Whether a city of the seat's would be left without armies that hostile stacks could reach. */
function wantsGuard(b: Board, area: string, leaving: number): boolean {
  const a = b.area[area];
  return friendlyArmies(b, area) - leaving === 0 && a.control === b.country && (a.level ?? 0) > 0 && danger(b, area) > 0;
}

/** The pieces of a stack that set out: one army stays to guard a threatened city of the seat's. */
function setsOut(b: Board, area: string, pieces: readonly PieceView[]): PieceView[] {
  const armies = pieces.filter(isArmy);
  if (armies.length < 2 || !wantsGuard(b, area, armies.length)) return [...pieces];
  const guard = weakest(armies);
  return pieces.filter((x) => x !== guard);
}

/** A member to leave behind before the group sets out, or null. */
function shed(p: Planner, order: Order, goal: string): PieceView | null {
  const members = order.members ?? [];
  const armies = members.filter(isArmy);
  if (armies.length < 2) return null;
  const limit = STACK_LIMIT + Math.max(0, ...members.filter((m) => !isArmy(m)).map((l) => l.strength));
  if (armies.length > limit || wantsGuard(p.b, order.at, armies.length)) return weakest(armies);
  const target = p.goals.find((g) => g.area === goal);
  if (target?.kind === 'take' && !hasFoes(p.b, goal) && armies.length > armiesFor(p.b.area[goal].level ?? 1) + 1) return weakest(armies);
  return null;
}

/** The part of a stack (plan.ts `parts`) with the best goal, and that goal. */
function bestPart(p: Planner, area: string, pieces: readonly PieceView[], stay: boolean, hops?: ReadonlySet<string>): { part: PieceView[]; plan: Plan } {
  let best: { part: PieceView[]; plan: Plan } | null = null;
  for (const part of parts(p.b, pieces)) {
    const plan = bestPlan(p, area, part, stay, hops);
    if (!best || plan.score > best.plan.score) best = { part, plan };
  }
  return best ?? { part: [], plan: bestPlan(p, area, [], stay) };
}

/** a group passing through an area where it may not stop goes on, towards its goal if it can. */
function goOn(p: Planner, actions: readonly string[], plan: Plan, at: string): string {
  const toward = plan.goal ? stepToward(p, actions, plan, at) : null;
  const open = withVerb(actions, 'to').filter((c) => !closed(p.b, arg(c)));
  return toward ?? open[0] ?? withVerb(actions, 'sea')[0] ?? actions[0];
}

function inOrder(p: Planner, order: Order, actions: readonly string[], random: () => number): string {
  const members = order.members ?? [];
  const left = hasLeft(order);
  // Before it leaves, the group is weighed as it will set out (gain() weighed the stack so). Once
  // it has left, only the steps listed lead on; before, a drop may still open others.
  const hops = new Set(withVerb(actions, 'to').map((c) => arg(c)).filter((a) => !closed(p.b, a) || p.goals.some((g) => g.area === a)));
  const { part, plan } = bestPart(p, order.at, left ? members : setsOut(p.b, order.at, members), left, left ? hops : undefined);
  if (left) {
    if (!actions.includes('stop')) return goOn(p, actions, plan, order.at);
    if (plan.area === order.at || plan.goal === null) return 'stop';
    return stepToward(p, actions, plan, order.at) ?? 'stop';
  }
  // The guard stays, and a minor's defence and the seat's other pieces never move together (KD-78, R-43).
  const other = members.find((m) => !part.includes(m));
  if (other && actions.includes(`drop ${other.id.toLowerCase()}`)) return `drop ${other.id.toLowerCase()}`;
  if (plan.goal) {
    const drop = shed(p, order, plan.area);
    if (drop && actions.includes(`drop ${drop.id.toLowerCase()}`)) return `drop ${drop.id.toLowerCase()}`;
    const step = stepToward(p, actions, plan, order.at);
    if (step) return step;
  }
  const safe = withVerb(actions, 'to').filter((c) => !closed(p.b, arg(c)));
  if (safe.length > 0 && (plan.goal !== null || random() < 0.5)) {
    // Committed: the way is blocked or the goal went with pieces that had moved; go where it is nearest.
    const route = plan.goal ? p.route(plan.area, plan.inside) : null;
    return [...safe].sort((x, y) => (route ? route(arg(x)) - route(arg(y)) : 0))[0];
  }
  const drops = withVerb(actions, 'drop');
  if (drops.length > 0 && withVerb(actions, 'to', 'sea').length === 0) {
    // Nothing can move as the group stands (no room ahead, too big a group): shed the weakest army until it can.
    const armies = members.filter(isArmy);
    const next = armies.length > 1 ? weakest(armies) : null;
    const cmd = next ? `drop ${next.id.toLowerCase()}` : '';
    if (drops.includes(cmd)) return cmd;
  }
  return actions.includes('stop') ? 'stop' : actions[0];
}

/**
 * The seat's pieces in an area that may still move this section, as far as its view tells:
 * not those a Vacillating Force holds, nor its own country's under Royal Death.
 */
function movable(b: Board, area: string): PieceView[] {
  const royal = b.view.royalDeath.includes(b.country);
  const stuck = b.view.vacillating.includes(area);
  return (b.mine.get(area) ?? []).filter((x) => !(stuck && isArmy(x)) && !(royal && (!isArmy(x) || x.id.startsWith(`${b.country}-`))));
}

/** What moving the stack at `area` gains over leaving it where it stands (0: it stays). */
function gain(p: Planner, area: string): number {
  const pieces = setsOut(p.b, area, movable(p.b, area));
  if (!pieces.some(isArmy)) return 0;
  const { plan } = bestPart(p, area, pieces, true);
  return plan.goal && plan.area !== area ? plan.score : 0;
}

/**
 * KD-48 to KD-53 / R-16: a raid brings armies the seat controls for three or four Action phases,
 * free of upkeep; it is worth playing where the raiders' minor lies near something to take.
 */
function raidWorth(p: Planner, command: string): boolean {
  const minor = RAIDS[MARKER_BY_WORD[command.split(' ')[1]]?.n ?? 0]?.minor;
  if (!minor) return false;
  const near = areasOf(minor).map((a) => a.id);
  return p.goals.some((g) => g.kind === 'take' && near.some((a) => steps(a, g.area) <= 3));
}

export function movement(b: Board, actions: readonly string[], random: () => number): string {
  const p = planner(b);
  if (b.view.order) return inOrder(p, b.view.order, actions, random);
  const raid = withVerb(actions, 'play').find((c) => raidWorth(p, c));
  if (raid) return raid;
  let best: string | null = null;
  let bestGain = 0.01;
  for (const c of withVerb(actions, 'group')) {
    const g = gain(p, arg(c));
    if (g > bestGain) {
      best = c;
      bestGain = g;
    }
  }
  if (!best || random() < BREAK) return actions.includes('end') ? 'end' : actions[0];
  return best;
}
