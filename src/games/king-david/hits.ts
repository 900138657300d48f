import { COUNTER, TYPE_ORDER, type ArmyType } from './data/counters';
import { STEP_COST } from './data/tables';
import type { KdState } from './state';

/**
 * Turning hits into step losses (KD-29, KD-30, R-4, R-5): whole levels are automatic; at the last
 * level the owner picks a subset of the least-hit armies with the largest sum not above the hits.
 * A choice is offered as a "shape" (how many of each type), then, where armies of a type differ,
 * which ones.
 */

export interface Plan {
  /** Step losses fixed by whole levels, in order. */
  fixed: string[];
  /** The armies to choose from at the last level (R-5's T), or empty. */
  level: string[];
  /** Hits to use at that level (the largest reachable sum). */
  use: number;
  /** Hits left over for the enemy's marker (KD-30); 0 if the side is wiped out. */
  rest: number;
}

export function stepsLeft(s: KdState, id: string): number {
  const c = COUNTER[id];
  return c.reduced === null || s.armies[id].reduced ? 1 : 2;
}

/** R-5 over the side's armies, with their hits per step and the steps already lost this engagement. */
export function planLosses(s: KdState, armies: readonly string[], hps: (id: string) => number, lost: Record<string, number>, hits: number): Plan {
  const steps = new Map(armies.map((id) => [id, stepsLeft(s, id)]));
  const L = new Map(armies.map((id) => [id, lost[id] ?? 0]));
  const fixed: string[] = [];
  let left = hits;
  for (;;) {
    const alive = [...steps.keys()].filter((id) => (steps.get(id) as number) > 0);
    if (alive.length === 0) return { fixed, level: [], use: 0, rest: 0 };
    const low = Math.min(...alive.map((id) => L.get(id) as number));
    const T = alive.filter((id) => L.get(id) === low);
    const sum = T.reduce((n, id) => n + hps(id), 0);
    if (sum <= left) {
      for (const id of T) {
        fixed.push(id);
        steps.set(id, (steps.get(id) as number) - 1);
        L.set(id, low + 1);
      }
      left -= sum;
      continue;
    }
    const use = bestSum(T, hps, left);
    return use === 0 ? { fixed, level: [], use: 0, rest: left } : { fixed, level: T, use, rest: left - use };
  }
}

function countsByType(level: readonly string[]): Record<ArmyType, number> {
  const n: Record<ArmyType, number> = { P: 0, C: 0, I: 0, M: 0 };
  for (const id of level) n[COUNTER[id].type]++;
  return n;
}

/** Every shape (count per type) of the level, with its hit sum. */
function shapesOf(level: readonly string[], hps: (id: string) => number): { shape: Record<ArmyType, number>; sum: number }[] {
  const n = countsByType(level);
  const per: Partial<Record<ArmyType, number>> = {};
  for (const id of level) per[COUNTER[id].type] = hps(id);
  let out: { shape: Record<ArmyType, number>; sum: number }[] = [{ shape: { P: 0, C: 0, I: 0, M: 0 }, sum: 0 }];
  for (const t of TYPE_ORDER) {
    const next: typeof out = [];
    for (const o of out) for (let k = 0; k <= n[t]; k++) next.push({ shape: { ...o.shape, [t]: k }, sum: o.sum + k * (per[t] ?? 0) });
    out = next;
  }
  return out;
}

function bestSum(level: readonly string[], hps: (id: string) => number, hits: number): number {
  return Math.max(0, ...shapesOf(level, hps).map((x) => x.sum).filter((x) => x <= hits));
}

/** the shapes using exactly `use` hits, written as letters in the order P, C, I, M ("ppp", "pimm"). */
export function shapes(level: readonly string[], hps: (id: string) => number, use: number): string[] {
  return shapesOf(level, hps)
    .filter((x) => x.sum === use)
    .map((x) => shapeWord(x.shape));
}

export function shapeWord(shape: Partial<Record<ArmyType, number>>): string {
  return TYPE_ORDER.map((t) => t.toLowerCase().repeat(shape[t] ?? 0)).join('');
}

export function parseShape(word: string): Record<ArmyType, number> {
  const n: Record<ArmyType, number> = { P: 0, C: 0, I: 0, M: 0 };
  for (const ch of word.toUpperCase()) n[ch as ArmyType]++;
  return n;
}

/** Armies that differ for their owner: another country, strength, side showing or controller. */
export function armyClass(s: KdState, id: string): string {
  const c = COUNTER[id];
  const a = s.armies[id];
  return `${c.country}|${c.type}|${c.full}|${c.reduced}|${a.reduced}|${a.ctl}|${a.role}`;
}

/** cheaper per step first, then weaker, then the lower counter id. */
export function cheapFirst(s: KdState, ids: readonly string[]): string[] {
  const key = (id: string) => {
    const c = COUNTER[id];
    const [f, r] = STEP_COST[c.type];
    return [f + r, s.armies[id].reduced && c.reduced !== null ? c.reduced : c.full];
  };
  return [...ids].sort((x, y) => {
    const [a1, a2] = key(x);
    const [b1, b2] = key(y);
    return a1 - b1 || a2 - b2 || (x < y ? -1 : x > y ? 1 : 0);
  });
}

/**
 * Which armies of a type still need picking within a chosen shape: the distinct choices among
 * the candidates, or none when the pick is forced (all alike, or all of them needed).
 */
export function pickChoices(s: KdState, level: readonly string[], shape: Record<ArmyType, number>, picks: readonly string[]): { type: ArmyType; options: string[] } | null {
  for (const t of TYPE_ORDER) {
    const need = shape[t] - picks.filter((id) => COUNTER[id].type === t).length;
    if (need <= 0) continue;
    const candidates = level.filter((id) => COUNTER[id].type === t && !picks.includes(id));
    const classes = new Map<string, string>();
    for (const id of cheapFirst(s, candidates)) if (!classes.has(armyClass(s, id))) classes.set(armyClass(s, id), id);
    if (need >= candidates.length || classes.size === 1) continue;
    return { type: t, options: [...classes.values()] };
  }
  return null;
}

/** Completes the picks where they are forced: all of a type, or the cheapest of identical armies. */
export function forcedPicks(s: KdState, level: readonly string[], shape: Record<ArmyType, number>, picks: readonly string[]): string[] {
  const out = [...picks];
  for (const t of TYPE_ORDER) {
    let need = shape[t] - out.filter((id) => COUNTER[id].type === t).length;
    const candidates = cheapFirst(s, level.filter((id) => COUNTER[id].type === t && !out.includes(id)));
    const classes = new Set(candidates.map((id) => armyClass(s, id)));
    if (need >= candidates.length || classes.size === 1) {
      for (const id of candidates) if (need-- > 0) out.push(id);
    }
  }
  return out;
}

/** the default choice, losing the cheapest armies. Returns the shape word. */
export function defaultShape(s: KdState, level: readonly string[], hps: (id: string) => number, use: number): string {
  const options = shapes(level, hps, use);
  const cost = (word: string) => {
    const shape = parseShape(word);
    const chosen: string[] = [];
    for (const t of TYPE_ORDER) chosen.push(...cheapFirst(s, level.filter((id) => COUNTER[id].type === t)).slice(0, shape[t]));
    return cheapFirst(s, chosen).map((id) => {
      const c = COUNTER[id];
      const [f, r] = STEP_COST[c.type];
      return (f + r) * 100 + (s.armies[id].reduced && c.reduced !== null ? c.reduced : c.full);
    });
  };
  return options.sort((a, b) => {
    const x = cost(a);
    const y = cost(b);
    for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 1e9) !== (y[i] ?? 1e9)) return (x[i] ?? 1e9) - (y[i] ?? 1e9);
    return a < b ? -1 : 1;
  })[0];
}
