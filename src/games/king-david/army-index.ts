import { AREAS } from './data/map';
import { COUNTER, FORCE_COUNTRIES } from './data/counters';
import { adopt, owns } from './shared';
import type { Army, KdState } from './state';

/**
 * Army counters by area, and those off the map by country (their pools), built once per `armies`
 * record and kept up to date as armies move: a cache keyed by the state's `armies` record (plain
 * data stays plain). Army records are never changed in place: every change goes through
 * `setArmy`, which replaces the record and the index entries. A clone shares its state's whole
 * `armies` record, and its index, until its first change (shared.ts): a command that moves no
 * army copies none, and copying the record of some 200 counters and its index on every command
 * was the largest part of cloning a state. Each list is in counter order, which is the record's
 * own order (setup.ts builds it from COUNTERS), so the index answers as a walk over the record.
 * The lists sit in arrays by the position of their area or country, which copy many times
 * faster than a Map of them (the copy `setArmy` makes of a shared index).
 */
interface ArmyIndex {
  /** By area, in AREAS order: the army counters there. */
  areas: (readonly string[])[];
  /** By country, in FORCE_COUNTRIES order: its army counters off the map. */
  pools: (readonly string[])[];
}

const AREA_AT = new Map(AREAS.map((a, i) => [a.id, i]));
/** Positions of the areas in the order of their ids sorted (as `sort()` orders strings). */
const BY_ID = AREAS.map((a) => a.id).sort().map((id) => AREA_AT.get(id) as number);
const COUNTRY_AT = new Map(FORCE_COUNTRIES.map((c, i) => [c as string, i]));

/**
 * The indexes of the last few `armies` records asked about, newest last. A bounded list, not a
 * weak map: a replay makes a record for every command that moves an army, and a weak map's
 * upkeep of those thousands of short-lived entries slowed the garbage collector more than the
 * index saved. An index that fell out is built again from its record when asked.
 */
const recent: { armies: object; index: ArmyIndex }[] = [];
const KEPT = 8;

const indexes = {
  get(armies: object): ArmyIndex | undefined {
    for (let i = recent.length - 1; i >= 0; i--) if (recent[i].armies === armies) return recent[i].index;
    return undefined;
  },
  set(armies: object, index: ArmyIndex): void {
    recent.push({ armies, index });
    if (recent.length > KEPT) recent.shift();
  },
};

function place(positions: Map<string, number>, key: string, id: string): number {
  const at = positions.get(key);
  if (at === undefined) throw new Error(`army ${id}: no place ${key}`);
  return at;
}

function index(s: KdState): ArmyIndex {
  let m = indexes.get(s.armies);
  if (!m) {
    const areas: string[][] = AREAS.map(() => []);
    const pools: string[][] = FORCE_COUNTRIES.map(() => []);
    for (const id in s.armies) {
      const at = s.armies[id].at;
      if (at === null) pools[place(COUNTRY_AT, COUNTER[id].country, id)].push(id);
      else areas[place(AREA_AT, at, id)].push(id);
    }
    m = { areas, pools };
    indexes.set(s.armies, m);
  }
  return m;
}

/** A copy of the armies record starts with the same index (its lists are replaced, never edited). */
function shareIndex(from: object, to: object): void {
  const m = indexes.get(from);
  if (m) indexes.set(to, { areas: m.areas.slice(), pools: m.pools.slice() });
}

/** Army counters on the map in an area, in counter order. */
export function armiesIn(s: KdState, area: string): readonly string[] {
  const at = AREA_AT.get(area);
  return at === undefined ? [] : index(s).areas[at];
}

/** Areas holding an army for which `test` holds, sorted: a walk over the index, not every counter. */
export function areasWithArmy(s: KdState, test: (id: string, a: Army) => boolean): string[] {
  const out: string[] = [];
  const areas = index(s).areas;
  // Plain loops, in the order of the areas' ids: this runs several times a step, over every area.
  for (const at of BY_ID) {
    for (const id of areas[at]) {
      if (test(id, s.armies[id])) {
        out.push(AREAS[at].id);
        break;
      }
    }
  }
  return out;
}

/** A country's army counters off the map (its pool), in counter order. */
export function poolArmies(s: KdState, country: string): readonly string[] {
  const at = COUNTRY_AT.get(country);
  return at === undefined ? [] : index(s).pools[at];
}

const ORDER: Record<string, number> = Object.fromEntries(Object.keys(COUNTER).map((id, i) => [id, i]));

/** Replaces an army's record (never edited in place, see above). */
export function setArmy(s: KdState, id: string, a: Army): void {
  // A record not made for this state is shared with another: the first change copies it (shared.ts).
  if (!owns(s, s.armies)) {
    const own = adopt(s, { ...s.armies });
    shareIndex(s.armies, own);
    s.armies = own;
  }
  const before = s.armies[id];
  s.armies[id] = a;
  const m = indexes.get(s.armies);
  if (!m || before.at === a.at) return;
  const country = COUNTER[id].country;
  const [from, gone] = before.at === null ? [m.pools, place(COUNTRY_AT, country, id)] : [m.areas, place(AREA_AT, before.at, id)];
  from[gone] = from[gone].filter((x) => x !== id);
  const [to, come] = a.at === null ? [m.pools, place(COUNTRY_AT, country, id)] : [m.areas, place(AREA_AT, a.at, id)];
  to[come] = withCounter(to[come], id);
}

/** A new list with the counter in its place (lists are in counter order). */
function withCounter(list: readonly string[], id: string): string[] {
  let at = list.length;
  while (at > 0 && ORDER[list[at - 1]] > ORDER[id]) at--;
  return [...list.slice(0, at), id, ...list.slice(at)];
}
