import type { Frame } from './frames';
import type { KdState, Leader, MinorState } from './state';

/**
 * What a clone shares with the state it was made from until its first change (clone.ts): the
 * records of control, fortification, leaders and minors, and the frames of the stack. `apply`
 * never changes the state it is given, so whatever a step changes is first made the new state's
 * own: a record by `setControl`, `setFort`, `setLeader` or `patchMinor` (the only writers; a
 * leader's or a minor's entry is replaced, never changed in place), a frame by `ownFrame`
 * (flow.ts hands every handler its own top frame). The army records are shared the same way
 * (army-index.ts `setArmy`). Copying the ~80 areas' control, the ~50 cities' levels, the
 * leaders, the minors and every frame on every command was most of what cloning a state still
 * cost.
 *
 * While `apply` builds its new state (`build`), what is copied or pushed for it is listed here
 * (`adopt`) and changed in place afterwards; anything else is shared with an earlier state. So
 * cloning marks nothing, and no weak map or set holds the thousands of short-lived objects of a
 * replay (their upkeep slowed the garbage collector more than the copies they saved). Outside a
 * build (set-up, a test's position), nothing counts as the state's own, and every change copies.
 */
let built: KdState | null = null;
const made: object[] = [];

/** Runs `steps` on `s`, a state `apply` has just cloned and nobody else holds yet (see above). */
export function build<T>(s: KdState, steps: () => T): T {
  if (built) throw new Error('a state is already being built');
  built = s;
  try {
    return steps();
  } finally {
    built = null;
    made.length = 0;
  }
}

/** Whether a frame or a record was made for the state being built (it may change it in place). */
export function owns(s: KdState, x: object): boolean {
  return built === s && made.includes(x);
}

/** Lists a frame or a record as made for the state being built (shared with no other state). */
export function adopt<T extends object>(s: KdState, x: T): T {
  if (built === s) made.push(x);
  return x;
}

/** A deep copy of plain data (the small records of the step in progress). */
export function copy<T>(x: T): T {
  if (Array.isArray(x)) return x.map(copy) as T;
  if (x === null || typeof x !== 'object') return x;
  const out: Record<string, unknown> = {};
  for (const k in x) out[k] = copy((x as Record<string, unknown>)[k]);
  return out as T;
}

type SharedRecord = 'control' | 'fort' | 'leaders' | 'minors';

/** The state's own record, to change: copied first unless it was made for this state. */
function own<K extends SharedRecord>(s: KdState, key: K): KdState[K] {
  if (!owns(s, s[key])) s[key] = adopt(s, { ...s[key] });
  return s[key];
}

/** Sets an area's controller (the only way `control` changes). */
export function setControl(s: KdState, area: string, country: string): void {
  own(s, 'control')[area] = country;
}

/** Replaces a leader's entry (the only way `leaders` changes). */
export function setLeader(s: KdState, id: string, leader: Leader): void {
  own(s, 'leaders')[id] = leader;
}

/** Replaces a minor's entry with the changes made (the only way `minors` changes). */
export function patchMinor(s: KdState, id: string, patch: Partial<MinorState>): void {
  const minors = own(s, 'minors');
  minors[id] = { ...minors[id], ...patch };
}

/** The sorted keys of each `fort` record (`fortCities`). */
const cities = new WeakMap<object, readonly string[]>();

/** Sets a city's fortification level (the only way `fort` changes). */
export function setFort(s: KdState, area: string, level: number): void {
  const fort = own(s, 'fort');
  if (!Object.hasOwn(fort, area)) cities.delete(fort);
  fort[area] = level;
}

type SeatLists = 'hands' | 'noPorts' | 'autopass';

/**
 * Replaces one seat's list of markers in hand, port refusals or auto-passes (the only way those
 * change): a state shares these lists, and the cup and the played markers, with its clones, and
 * they are replaced, never changed in place.
 */
export function setSeatList<K extends SeatLists>(s: KdState, key: K, seat: number, list: KdState[K][number]): void {
  s[key] = s[key].map((x, i) => (i === seat ? list : x)) as KdState[K];
}

/** The cities of the `fort` record, sorted: worked out once per record, which states share until one changes it. */
export function fortCities(s: KdState): readonly string[] {
  let list = cities.get(s.fort);
  if (!list) cities.set(s.fort, (list = Object.keys(s.fort).sort()));
  return list;
}

/** The frame as the state's own, to change: copied into its place first unless it was made for this state. */
export function ownFrame<F extends Frame>(s: KdState, f: F): F {
  if (owns(s, f)) return f;
  const at = s.stack.lastIndexOf(f);
  if (at < 0) throw new Error(`frame ${f.k} is not in the stack`);
  const mine = adopt(s, copy(f));
  s.stack[at] = mine;
  return mine;
}
