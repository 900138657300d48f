import { KINDS, unit, type Kind, type Side } from './data';
import { isCombatant } from './pieces';
import type { KindCounts, SenorState } from './state';

/** The combatants of one side in a zone, by kind: what a casualty set is drawn from (SG-24). */
export interface Pool {
  kind: Kind;
  count: number;
  absorbs: number;
  leader: boolean;
}

export function poolsIn(s: SenorState, zone: number, side: Side): Pool[] {
  // One pass over the pieces, counted per kind; the pools then follow the side's kind order.
  const kinds = KINDS[side];
  const counts = new Map<Kind, number>();
  for (const p of s.pieces) if (p.status === 'map' && p.side === side && p.zone === zone && isCombatant(p)) counts.set(p.kind, (counts.get(p.kind) ?? 0) + 1);
  const out: Pool[] = [];
  for (const kind of kinds) {
    const count = counts.get(kind) ?? 0;
    if (count > 0) {
      const u = unit(side, kind);
      out.push({ kind, count, absorbs: u.absorbs, leader: u.leader });
    }
  }
  return out;
}

/** Hits a set absorbs (R-14: a knight or captain takes 2). */
export function capacity(pools: readonly Pool[], v: readonly number[]): number {
  let c = 0;
  pools.forEach((p, i) => (c += v[i] * p.absorbs));
  return c;
}

export function everyone(pools: readonly Pool[]): number[] {
  return pools.map((p) => p.count);
}

/**
 * SG-24 / R-14 / R-15, the legality function: a valid set absorbs all net hits — or is every
 * combatant if they cannot; it is minimal (dropping any piece leaves a hit unabsorbed); and
 * Chrysagon or the King is in it only with every other combatant of his side.
 */
export function isValidSet(pools: readonly Pool[], v: readonly number[], hits: number): boolean {
  return isValidWithin(pools, capacity(pools, everyone(pools)), v, hits);
}

/** `isValidSet`, given what the whole side absorbs (the same for every set, so worked out once). */
function isValidWithin(pools: readonly Pool[], sideCapacity: number, v: readonly number[], hits: number): boolean {
  const all = pools.every((p, i) => v[i] === p.count);
  if (sideCapacity < hits) return all;
  const othersAll = pools.every((p, i) => p.leader || v[i] === p.count);
  if (pools.some((p, i) => p.leader && v[i] > 0) && !othersAll) return false;
  const cap = capacity(pools, v);
  if (cap < hits) return false;
  let smallest = Infinity;
  pools.forEach((p, i) => {
    if (v[i] > 0) smallest = Math.min(smallest, p.absorbs);
  });
  return cap - smallest < hits;
}

/** Whether the set named kind → count is valid. */
export function isValidPick(pools: readonly Pool[], set: KindCounts, hits: number): boolean {
  return isValidSet(
    pools,
    pools.map((p) => set[p.kind] ?? 0),
    hits,
  );
}

/** Every valid set as counts per pool (pieces of one kind are interchangeable, A-3 D16). */
export function validSets(pools: readonly Pool[], hits: number): number[][] {
  const out: number[][] = [];
  const v = pools.map(() => 0);
  const sideCapacity = capacity(pools, everyone(pools));
  const walk = (i: number): void => {
    if (i === pools.length) {
      if (isValidWithin(pools, sideCapacity, v, hits)) out.push([...v]);
      return;
    }
    for (let n = 0; n <= pools[i].count; n++) {
      v[i] = n;
      walk(i + 1);
    }
    v[i] = 0;
  };
  walk(0);
  return out;
}
