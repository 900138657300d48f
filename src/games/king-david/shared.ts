import type { Frame } from './frames';
import type { KdState, Leader, MinorState } from './state';

/**
 * What a clone shares with the state it was made from until its first change (clone.ts): the
 * records of control, fortification, leaders and minors, and the frames of the stack. `apply`
 * never changes the state it is given, so whatever a step changes is copied first: a record by
 * `setControl`, `setFort`, `setLeader` or `patchMinor` (the only writers; a leader's or a
 * minor's entry is replaced, never changed in place), a frame by `ownFrame` (flow.ts hands every
 * handler its own top frame). The army records are shared the same way (army-index.ts
 * `setArmy`). Copying the ~80 areas' control, the ~50 cities' levels, the leaders, the minors and
 * every frame on every command was most of what cloning a state still cost.
 */
const shared = new WeakSet<object>();

/** Marks a record or a frame as shared by two states (see above). */
export function share<T extends object>(x: T): T {
  shared.add(x);
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

/** The state's own record, to change: copied first while another state shares it. */
function own<K extends SharedRecord>(s: KdState, key: K): KdState[K] {
  if (shared.has(s[key])) s[key] = { ...s[key] };
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

/** The cities of the `fort` record, sorted: worked out once per record, which states share until one changes it. */
export function fortCities(s: KdState): readonly string[] {
  let list = cities.get(s.fort);
  if (!list) cities.set(s.fort, (list = Object.keys(s.fort).sort()));
  return list;
}

/** The frame as the state's own, to change: copied into its place first while another state shares it. */
export function ownFrame<F extends Frame>(s: KdState, f: F): F {
  if (!shared.has(f)) return f;
  const at = s.stack.lastIndexOf(f);
  if (at < 0) throw new Error(`frame ${f.k} is not in the stack`);
  const mine = copy(f);
  s.stack[at] = mine;
  return mine;
}
