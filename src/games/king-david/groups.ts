import { areasWithArmy, armiesIn, enemyArmiesIn, friendlyArmiesIn, leaderSeat, stackLimit } from './board';
import { AREA } from './data/map';
import { COUNTER, LEADER, MOVE } from './data/counters';
import type { Order } from './frames';
import { minorBarred } from './minors';
import { defends, entryCost, groupFits, landMoves, seaMoves } from './moves';
import type { KdState } from './state';

/** Group formation: the pieces that may still move, and where a group may form. */

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
