import { allied, areaSeat, enemyArmiesIn, friendlyArmiesIn, leaderFriendly, leadersIn, stackLimit } from './board';
import { AREA, edgeBetween, PORT_AREAS, type Edge } from './data/map';
import { COUNTER, LEADER, MOVE, STACK_LIMIT } from './data/counters';
import type { Order } from './frames';
import { minorBarred } from './minors';
import type { KdState } from './state';

/**
 * Movement (KD-19 to KD-24, R-24 to ): costs, allowances, and the areas a group
 * may enter, pass through and stop in. Pure reads; which groups may form is in groups.ts.
 */

/** KD-19: MP to enter `dest` across `edge`. Chariots pay 2 for hills and +1 across a river or ford. */
export function entryCost(piece: string, edge: Edge | null): number {
  // a sea leg costs nothing.
  if (edge === null) return 0;
  if (LEADER[piece] || COUNTER[piece].type !== 'C') return 1;
  const hills = AREA[edge.to].terrain === 'H' ? 2 : 1;
  return hills + (edge.kind === 'river' || edge.kind === 'ford' ? 1 : 0);
}

/**
 * KD-19 / R-29: what entering `dest` costs the members of a group, shown before the order is
 * sent: `foot` for leaders and non-chariot armies, `chariots` for chariots (null when the group
 * has none of that kind). A sea leg costs nothing.
 */
export function orderCost(order: Order, dest: string, sea: boolean): { foot: number | null; chariots: number | null } {
  const edge = sea ? null : (edgeBetween(order.at, dest) ?? null);
  let foot: number | null = null;
  let chariots: number | null = null;
  for (const m of order.members) {
    const cost = entryCost(m, edge);
    if (!LEADER[m] && COUNTER[m].type === 'C') chariots = Math.max(chariots ?? 0, cost);
    else foot = Math.max(foot ?? 0, cost);
  }
  return { foot, chariots };
}

/** Armies of the group that the leader doubles: the player's own country's armies. */
function doubled(s: KdState, id: string): boolean {
  return !LEADER[id] && s.armies[id].role === 'own';
}

/**
 * KD-21 / R-26: a member's allowance in this group. Armies moving with a leader double, and so
 * does the leader; raiders and minor allies are never doubled; a leader alone has 3 MP in all.
 */
export function allowance(s: KdState, members: readonly string[], piece: string): number {
  const hasLeader = members.some((m) => LEADER[m]);
  if (LEADER[piece]) return members.some((m) => doubled(s, m)) ? 2 * MOVE.L : MOVE.L;
  const base = MOVE[COUNTER[piece].type];
  return hasLeader && doubled(s, piece) ? 2 * base : base;
}

export function groupArmies(members: readonly string[]): string[] {
  return members.filter((m) => !LEADER[m]);
}

export function groupLeaders(members: readonly string[]): string[] {
  return members.filter((m) => LEADER[m]);
}

/** a moving group may not exceed 4 plus its best leader's rating. */
export function groupFits(members: readonly string[]): boolean {
  const best = Math.max(0, ...groupLeaders(members).map((l) => LEADER[l].rating));
  return groupArmies(members).length <= STACK_LIMIT + best;
}

/** whether the group may end its move in `area` (stacking with friendly armies there). */
export function canStop(s: KdState, seat: number, members: readonly string[], area: string): boolean {
  const armies = groupArmies(members).filter((m) => s.armies[m].at !== area).length;
  return friendlyArmiesIn(s, seat, area).length + armies <= stackLimit(s, seat, area, groupLeaders(members));
}

/** a port the seat may use: its own, or a permitting ally's. */
export function usablePort(s: KdState, seat: number, area: string): boolean {
  if (!AREA[area].city?.port) return false;
  const holder = areaSeat(s, area);
  return holder === seat || (allied(s, seat, holder) && !s.noPorts[holder].includes(seat));
}

/**
 * KD-78 / R-43: the bar on entering a minor whose defence the seat runs is for his own forces;
 * the minor's own defence armies move inside it.
 */
export function defends(s: KdState, piece: string, dest: string): boolean {
  return !LEADER[piece] && s.armies[piece].role === 'defence' && COUNTER[piece].country === AREA[dest].country;
}

/**
 * What a look ahead along a move order carries (R-28's passing through): whether the group has
 * made its sea leg, and the answers already found, by where the group stands and its MP spent.
 */
interface Ahead {
  sailed: boolean;
  known: Map<string, boolean>;
}

function ahead(s: KdState, order: Order): Ahead {
  return { sailed: order.members.some((m) => s.slot?.sailed.includes(m) ?? false), known: new Map() };
}

/**
 * Whether the group may enter an area from where it stands (land edge, or a sea leg when `edge`
 * is null). What depends on the group alone (its size, its members' MP left) is worked out once
 * for all the areas asked about.
 */
function entryTest(s: KdState, seat: number, order: Order, look: Ahead): (dest: string, edge: Edge | null) => boolean {
  const members = order.members;
  if (members.length === 0 || !groupFits(members)) return () => false;
  const armies = groupArmies(members);
  const leaders = groupLeaders(members);
  const left = members.map((m) => allowance(s, members, m) - (order.spent[m] ?? 0));
  return (dest, edge) => {
    if (edge && edge.kind === 'impassable') return false;
    if (minorBarred(s, seat, dest) && !members.every((m) => defends(s, m, dest))) return false;
    const minor = s.minors[AREA[dest].country];
    // a leader without armies may not enter an area with enemy armies, nor invade a minor.
    if (armies.length === 0 && (enemyArmiesIn(s, seat, dest).length > 0 || minor?.status === 'inactive')) return false;
    for (let i = 0; i < members.length; i++) {
      const m = members[i];
      // KD-78: minor-defence armies stay inside their minor.
      if (!LEADER[m] && s.armies[m].role === 'defence' && AREA[dest].country !== COUNTER[m].country) return false;
      if (entryCost(m, edge) > left[i]) return false;
    }
    // R-28 (canStop): room for the group's armies not already there.
    let arriving = 0;
    for (const m of armies) if (s.armies[m].at !== dest) arriving++;
    if (friendlyArmiesIn(s, seat, dest).length + arriving <= stackLimit(s, seat, dest, leaders)) return true;
    // R-28 checks stacking where a move ends: the group may pass through where it could not stop,
    // unless something there would stop it (KD-22's enemy armies, R-60's invasion), if it can go on.
    if (enemyArmiesIn(s, seat, dest).length > 0 || minor?.status === 'inactive') return false;
    return canGoOn(s, seat, entered(order, dest, edge), { ...look, sailed: look.sailed || edge === null });
  };
}

/** The group as it would stand after entering `dest` (a sketch: nothing moves). */
function entered(order: Order, dest: string, edge: Edge | null): Order {
  const spent: Record<string, number> = { ...order.spent };
  for (const m of order.members) spent[m] = (spent[m] ?? 0) + entryCost(m, edge);
  return { ...order, at: dest, spent, left: true };
}

/**
 * whether the group can make one more step that leads where it may stop. Every land step
 * costs each member at least 1 MP and the sea leg is made once, so the look ahead ends.
 */
function canGoOn(s: KdState, seat: number, order: Order, look: Ahead): boolean {
  const key = `${order.at}|${order.members.map((m) => order.spent[m] ?? 0).join(',')}|${look.sailed}`;
  const known = look.known.get(key);
  if (known !== undefined) return known;
  let found = false;
  if (canLeave(s, seat, order)) {
    const canEnter = entryTest(s, seat, order, look);
    found = AREA[order.at].adj.some((e) => canEnter(e.to, e)) || seaPorts(s, seat, order, look).some((p) => canEnter(p, null));
  }
  look.known.set(key, found);
  return found;
}

/** the ports a sea leg may reach from where the group stands (before what entering needs). */
function seaPorts(s: KdState, seat: number, order: Order, look: Ahead): string[] {
  if (!s.slot || look.sailed || !usablePort(s, seat, order.at)) return [];
  return PORT_AREAS.filter((p) => p !== order.at && usablePort(s, seat, p));
}

/**
 * whether the group could end its move legally from where it stands: stop here, or go on
 * to where it may stop.
 */
export function canFinish(s: KdState, seat: number, order: Order): boolean {
  return order.members.length === 0 || canStop(s, seat, order.members, order.at) || canGoOn(s, seat, order, ahead(s, order));
}

/**
 * whether a member may be dropped off where the group stands: anywhere the group
 * could stop; where it is passing through, only if the armies staying there fit (the group's
 * leaders gone on) and the rest of the group can still end its move.
 */
export function canDrop(s: KdState, seat: number, order: Order, piece: string): boolean {
  if (!order.left || canStop(s, seat, order.members, order.at)) return true;
  const rest = order.members.filter((m) => m !== piece);
  const staying = friendlyArmiesIn(s, seat, order.at).filter((id) => !rest.includes(id)).length;
  let best = 0;
  for (const l of leadersIn(s, order.at)) if (!rest.includes(l) && leaderFriendly(s, seat, l)) best = Math.max(best, LEADER[l].rating);
  return staying <= STACK_LIMIT + best && canFinish(s, seat, { ...order, members: rest });
}

/**
 * KD-20: a group taking leaders away may not leave the armies staying behind overstacked (an
 * overstack already there is R-28's to settle; a group without leaders changes nothing).
 */
export function canLeave(s: KdState, seat: number, order: Order): boolean {
  const leaving = groupLeaders(order.members);
  if (leaving.length === 0) return true;
  const staying = friendlyArmiesIn(s, seat, order.at).filter((id) => !order.members.includes(id)).length;
  let best = 0;
  for (const l of leadersIn(s, order.at)) if (!leaving.includes(l) && leaderFriendly(s, seat, l)) best = Math.max(best, LEADER[l].rating);
  return staying <= STACK_LIMIT + best;
}

/** Whether some member could still go on alone (after the others are dropped): then the group does not stop by itself. */
export function anyCanGoOn(s: KdState, seat: number, order: Order): boolean {
  return order.members.some((m) => {
    const alone: Order = { ...order, members: [m] };
    return landMoves(s, seat, alone).length > 0 || seaMoves(s, seat, alone).length > 0;
  });
}

/** The land areas the group may enter next; with `only`, that area if it is one of them. */
export function landMoves(s: KdState, seat: number, order: Order, only?: string): string[] {
  if (!canLeave(s, seat, order)) return [];
  const canEnter = entryTest(s, seat, order, ahead(s, order));
  return AREA[order.at].adj.filter((e) => (only === undefined || e.to === only) && canEnter(e.to, e)).map((e) => e.to);
}

/** sea legs from a usable port to another, once per piece per Movement section. */
export function seaMoves(s: KdState, seat: number, order: Order): string[] {
  const look = ahead(s, order);
  const ports = seaPorts(s, seat, order, look);
  if (ports.length === 0 || !canLeave(s, seat, order)) return [];
  const canEnter = entryTest(s, seat, order, look);
  return ports.filter((p) => canEnter(p, null));
}
