import { AREA, PORT_AREAS, type CountryId } from './data/map';
import { COUNTER, LEADER, STACK_LIMIT, type PlayerCountry } from './data/counters';
import { armiesIn, setArmy } from './army-index';
import type { Army, KdState } from './state';

/**
 * Questions about the map: who is where, who is friendly, stacking (KD-20), control. Pure reads.
 */

export function seatOfCountry(s: KdState, c: string): number {
  return s.country.indexOf(c as PlayerCountry);
}

export function isPlayerCountry(s: KdState, c: string): boolean {
  return seatOfCountry(s, c) >= 0;
}

// The index of armies by area and of the pools, and the one way an army's record changes.
export { areasWithArmy, armiesIn, poolArmies, setArmy } from './army-index';

export function moveArmy(s: KdState, id: string, at: string | null): void {
  setArmy(s, id, { ...s.armies[id], at });
}

export function patchArmy(s: KdState, id: string, patch: Partial<Army>): void {
  setArmy(s, id, { ...s.armies[id], ...patch });
}

export function leadersIn(s: KdState, area: string): string[] {
  const out: string[] = [];
  for (const id in s.leaders) {
    const l = s.leaders[id];
    if (l.status === 'map' && l.at === area) out.push(id);
  }
  return out;
}

export function leaderSeat(s: KdState, leader: string): number {
  return seatOfCountry(s, LEADER[leader].country);
}

export function allied(s: KdState, a: number, b: number): boolean {
  if (a === b || a < 0 || b < 0) return false;
  for (const x of s.alliances) if ((x.a === a && x.b === b) || (x.a === b && x.b === a)) return true;
  return false;
}

export function alliesOf(s: KdState, seat: number): number[] {
  return s.alliances.filter((x) => x.a === seat || x.b === seat).map((x) => (x.a === seat ? x.b : x.a));
}

/**
 * Whether two armies are on the same side (KD glossary "friendly"): the same controller, or formal
 * allies; minor-defence armies are friendly only to their controller's own pieces, and the
 * Automaton's armies only to each other.
 */
export function friendlyArmies(s: KdState, x: Army, y: Army): boolean {
  if (x.ctl === y.ctl) return true;
  if (x.ctl < 0 || y.ctl < 0) return false;
  if (x.role === 'defence' || y.role === 'defence') return false;
  return allied(s, x.ctl, y.ctl);
}

/** Whether an army is friendly to a seat's own pieces. */
export function friendlyToSeat(s: KdState, seat: number, a: Army): boolean {
  if (a.ctl === seat) return true;
  if (a.ctl < 0 || a.role === 'defence') return false;
  return allied(s, seat, a.ctl);
}

/** Whether a leader is friendly to a seat (its own country's seat, or a formal ally). */
export function leaderFriendly(s: KdState, seat: number, leader: string): boolean {
  const owner = leaderSeat(s, leader);
  return owner === seat || allied(s, seat, owner);
}

export function enemyArmiesIn(s: KdState, seat: number, area: string): string[] {
  return armiesIn(s, area).filter((id) => !friendlyToSeat(s, seat, s.armies[id]));
}

export function friendlyArmiesIn(s: KdState, seat: number, area: string): string[] {
  return armiesIn(s, area).filter((id) => friendlyToSeat(s, seat, s.armies[id]));
}

/** KD-20: 4 plus the rating of the best friendly leader in the area (and any leaders about to arrive). */
export function stackLimit(s: KdState, seat: number, area: string, arriving: readonly string[] = []): number {
  let best = 0;
  for (const id of [...leadersIn(s, area), ...arriving]) {
    if (!LEADER[id] || !leaderFriendly(s, seat, id)) continue;
    best = Math.max(best, LEADER[id].rating);
  }
  return STACK_LIMIT + best;
}

/** How many more armies friendly to `seat` fit in the area. */
export function stackRoom(s: KdState, seat: number, area: string, arrivingLeaders: readonly string[] = []): number {
  return stackLimit(s, seat, area, arrivingLeaders) - friendlyArmiesIn(s, seat, area).length;
}

/** The seat controlling an area, or -1 when a minor, Jebus or the Neutral areas hold it. */
export function areaSeat(s: KdState, area: string): number {
  return seatOfCountry(s, s.control[area]);
}

export function isHome(s: KdState, seat: number, area: string): boolean {
  return AREA[area].country === s.country[seat];
}

/** a country converts 2 for 1 while it controls a port city. */
export function hasPort(s: KdState, seat: number): boolean {
  const c = s.country[seat];
  return PORT_AREAS.some((id) => s.control[id] === c);
}

/** Whether an area is enemy-controlled for a seat: held by another player who is not an ally. */
export function enemyControlled(s: KdState, seat: number, area: string): boolean {
  const holder = areaSeat(s, area);
  if (holder >= 0) return holder !== seat && !allied(s, seat, holder);
  // A minor's own areas, Jebus and the Neutral areas are not "controlled by an enemy player".
  return false;
}

/** The minor an area belongs to, if its country is a minor in this game (§1, R-54). */
export function minorOf(s: KdState, area: string): string | null {
  const c = AREA[area].country;
  return s.minors[c] ? c : null;
}

export function counterCountry(id: string): CountryId {
  return COUNTER[id].country;
}

/** Pieces of a country on the map (armies and leaders), for the public counts of A-2. */
export function piecesOnMap(s: KdState): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const id in s.armies) {
    const a = s.armies[id];
    if (a.at === null) continue;
    const c = COUNTER[id].country;
    (out[a.at] ??= {})[c] = (out[a.at][c] ?? 0) + 1;
  }
  for (const id in s.leaders) {
    const l = s.leaders[id];
    if (l.status !== 'map' || l.at === null) continue;
    const c = LEADER[id].country;
    (out[l.at] ??= {})[c] = (out[l.at][c] ?? 0) + 1;
  }
  return out;
}
