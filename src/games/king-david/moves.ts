import { allied, areaSeat, areasWithArmy, armiesIn, enemyArmiesIn, friendlyArmiesIn, leaderFriendly, leaderSeat, leadersIn, stackLimit } from './board';
import { AREA, edgeBetween, PORT_AREAS, type Edge } from './data/map';
import { COUNTER, LEADER, MOVE, STACK_LIMIT } from './data/counters';
import type { Order } from './frames';
import { minorBarred } from './minors';
import type { KdState } from './state';

/**
 * Movement (KD-19 to KD-24, R-24 to ): costs, allowances, groups and the areas a
 * group may enter. Pure reads.
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
function defends(s: KdState, piece: string, dest: string): boolean {
  return !LEADER[piece] && s.armies[piece].role === 'defence' && COUNTER[piece].country === AREA[dest].country;
}

/**
 * Whether the group may enter an area from where it stands (land edge, or a sea leg when `edge`
 * is null). What depends on the group alone (its size, its members' MP left) is worked out once
 * for all the areas asked about.
 */
function entryTest(s: KdState, seat: number, order: Order): (dest: string, edge: Edge | null) => boolean {
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
    return friendlyArmiesIn(s, seat, dest).length + arriving <= stackLimit(s, seat, dest, leaders);
  };
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
  const canEnter = entryTest(s, seat, order);
  return AREA[order.at].adj.filter((e) => (only === undefined || e.to === only) && canEnter(e.to, e)).map((e) => e.to);
}

/** sea legs from a usable port to another, once per piece per Movement section. */
export function seaMoves(s: KdState, seat: number, order: Order): string[] {
  if (!s.slot || !usablePort(s, seat, order.at)) return [];
  if (order.members.some((m) => s.slot?.sailed.includes(m)) || !canLeave(s, seat, order)) return [];
  const canEnter = entryTest(s, seat, order);
  return PORT_AREAS.filter((p) => p !== order.at && usablePort(s, seat, p) && canEnter(p, null));
}

/** Pieces of the seat in the area that may still move this section (R-30, R-15, KD-65). */
export function movablePieces(s: KdState, seat: number, area: string): string[] {
  const slot = s.slot;
  if (!slot) return [];
  const royal = s.act?.royalDeath ?? [];
  const out: string[] = [];
  for (const l in s.leaders) {
    const x = s.leaders[l];
    if (x.status === 'map' && x.at === area && leaderSeat(s, l) === seat && !slot.moved.includes(l) && !royal.includes(LEADER[l].country)) out.push(l);
  }
  for (const id of armiesIn(s, area)) {
    const a = s.armies[id];
    if (a.ctl !== seat || slot.moved.includes(id) || slot.stuck.includes(id)) continue;
    if (a.role === 'own' && royal.includes(COUNTER[id].country as never)) continue;
    out.push(id);
  }
  return out;
}

/** Whether a piece could enter a neighbouring area on its own, before stacking (a quick test for `groupAreas`). */
function soloStep(s: KdState, seat: number, piece: string, from: string, room: (area: string) => number): boolean {
  const army = !LEADER[piece];
  const limit = army ? MOVE[COUNTER[piece].type] : MOVE.L;
  for (const e of AREA[from].adj) {
    if (e.kind === 'impassable' || entryCost(piece, e) > limit || (minorBarred(s, seat, e.to) && !defends(s, piece, e.to))) continue;
    if (army && s.armies[piece].role === 'defence' && AREA[e.to].country !== COUNTER[piece].country) continue;
    if (!army && (enemyArmiesIn(s, seat, e.to).length > 0 || s.minors[AREA[e.to].country]?.status === 'inactive')) continue;
    if (!army || room(e.to) > 0) return true;
  }
  return false;
}

/** Room for more friendly armies in each area, worked out once per question (`groupAreas`). */
function rooms(s: KdState, seat: number): (area: string) => number {
  const known = new Map<string, number>();
  return (a) => {
    let r = known.get(a);
    if (r === undefined) known.set(a, (r = stackLimit(s, seat, a) - friendlyArmiesIn(s, seat, a).length));
    return r;
  };
}

/** Areas where the seat has pieces on the map, in order. */
function seatAreas(s: KdState, seat: number): string[] {
  const areas = areasWithArmy(s, (_id, a) => a.ctl === seat);
  let more = false;
  for (const l in s.leaders) {
    const at = s.leaders[l].at;
    if (s.leaders[l].status === 'map' && at && leaderSeat(s, l) === seat && !areas.includes(at)) {
      areas.push(at);
      more = true;
    }
  }
  // areasWithArmy's answer is in order already: only a leader alone in an area needs a sort.
  return more ? areas.sort() : areas;
}

/** Whether the seat's pieces in the area could make at least one move (false where it has none). */
function canGroup(s: KdState, seat: number, area: string, room: (area: string) => number): boolean {
  const pieces = movablePieces(s, seat, area);
  if (pieces.length === 0) return false;
  if (pieces.some((p) => soloStep(s, seat, p, area, room))) return true;
  // A group with a leader may reach what no piece reaches alone (doubled allowance, a sea leg).
  const probe: Order = { from: area, at: area, members: pieces, spent: {}, left: false, entering: null, sea: false };
  return groupFits(pieces) && (landMoves(s, seat, probe).length > 0 || seaMoves(s, seat, probe).length > 0);
}

/**
 * Areas where the seat has pieces that could make at least one move (group formation); with
 * `only`, that area if it is one of them (a check of one `group` command).
 */
export function groupAreas(s: KdState, seat: number, only?: string): string[] {
  const room = rooms(s, seat);
  // movablePieces finds the seat's pieces in any area asked about, so one area needs no search.
  return (only === undefined ? seatAreas(s, seat) : [only]).filter((area) => canGroup(s, seat, area, room));
}

/** Whether the seat may form any group (`groupAreas` not empty), stopping at the first area found. */
export function canGroupAnywhere(s: KdState, seat: number): boolean {
  const room = rooms(s, seat);
  return seatAreas(s, seat).some((area) => canGroup(s, seat, area, room));
}
