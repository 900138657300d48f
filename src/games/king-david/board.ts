import { AREA, PORT_AREAS, type CountryId } from './data/map';
import { COUNTER, LEADER, STACK_LIMIT, type PlayerCountry } from './data/counters';
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

/**
 * Army counters by area, and those off the map by country (their pools), built once per `armies`
 * record and kept up to date as armies move: a cache keyed by the state's `armies` record (plain
 * data stays plain). Army records are never changed in place: every change goes through
 * `setArmy`, which replaces the record and the index entries. A clone shares its state's whole
 * `armies` record, and its index, until its first change (`shareArmies`): a command that moves no
 * army copies none, and copying the record of some 200 counters and its index on every command
 * was the largest part of cloning a state. Each list is in counter order, which is the record's
 * own order (setup.ts builds it from COUNTERS), so the index answers as a walk over the record.
 */
interface ArmyIndex {
  /** Area → army counters there (a list may be empty). */
  areas: Map<string, readonly string[]>;
  /** Country → its army counters off the map. */
  pools: Map<string, readonly string[]>;
}

const indexes = new WeakMap<object, ArmyIndex>();

/** `armies` records that a state and its clones share: the first change through `setArmy` copies. */
const shared = new WeakSet<object>();

/** The state's `armies` record, for a clone to share with it (see above). */
export function shareArmies(s: KdState): KdState['armies'] {
  shared.add(s.armies);
  return s.armies;
}

function add(lists: Map<string, string[]>, key: string, id: string): void {
  const list = lists.get(key);
  if (list) list.push(id);
  else lists.set(key, [id]);
}

function index(s: KdState): ArmyIndex {
  let m = indexes.get(s.armies);
  if (!m) {
    const areas = new Map<string, string[]>();
    const pools = new Map<string, string[]>();
    for (const id in s.armies) {
      const at = s.armies[id].at;
      if (at === null) add(pools, COUNTER[id].country, id);
      else add(areas, at, id);
    }
    m = { areas, pools };
    indexes.set(s.armies, m);
  }
  return m;
}

/** A copy of the armies record starts with the same index (its lists are replaced, never edited). */
function shareIndex(from: object, to: object): void {
  const m = indexes.get(from);
  if (m) indexes.set(to, { areas: new Map(m.areas), pools: new Map(m.pools) });
}

/** Army counters on the map in an area, in counter order. */
export function armiesIn(s: KdState, area: string): readonly string[] {
  return index(s).areas.get(area) ?? [];
}

/** Areas holding an army for which `test` holds, sorted: a walk over the index, not every counter. */
export function areasWithArmy(s: KdState, test: (id: string, a: Army) => boolean): string[] {
  const out: string[] = [];
  for (const [area, ids] of index(s).areas) if (ids.some((id) => test(id, s.armies[id]))) out.push(area);
  return out.sort();
}

/** A country's army counters off the map (its pool), in counter order. */
export function poolArmies(s: KdState, country: string): readonly string[] {
  return index(s).pools.get(country) ?? [];
}

function without(lists: Map<string, readonly string[]>, key: string, id: string): void {
  lists.set(key, (lists.get(key) ?? []).filter((x) => x !== id));
}

function withOne(lists: Map<string, readonly string[]>, key: string, id: string): void {
  lists.set(key, [...(lists.get(key) ?? []), id].sort(byCounterOrder));
}

/** Replaces an army's record (never edited in place, see above). */
export function setArmy(s: KdState, id: string, a: Army): void {
  if (shared.has(s.armies)) {
    const own = { ...s.armies };
    shareIndex(s.armies, own);
    s.armies = own;
  }
  const before = s.armies[id];
  s.armies[id] = a;
  const m = indexes.get(s.armies);
  if (!m || before.at === a.at) return;
  const country = COUNTER[id].country;
  if (before.at !== null) without(m.areas, before.at, id);
  else without(m.pools, country, id);
  if (a.at !== null) withOne(m.areas, a.at, id);
  else withOne(m.pools, country, id);
}

const ORDER: Record<string, number> = Object.fromEntries(Object.keys(COUNTER).map((id, i) => [id, i]));

function byCounterOrder(x: string, y: string): number {
  return ORDER[x] - ORDER[y];
}

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
