import { FRISIANS, KINDS, NORMANS, REARGUARD, unit, ZONES, type Kind, type Side } from './data';
import type { Piece, SenorState } from './state';

const ZONE_COUNT = ZONES.length;

/** Queries over the pieces (1.4 terms). Every function reads only pieces on the map unless it says otherwise. */

export function onMap(p: Piece): boolean {
  return p.status === 'map';
}

/** 1.4: a combatant rolls dice and can be a casualty; the priest is the only piece that is not. */
export function isCombatant(p: Piece): boolean {
  return p.kind !== 'priest';
}

/** 1.4: every Frisian piece is a warrior; Norman guards and the priest are not. */
export function isWarrior(p: Piece): boolean {
  return p.side === FRISIANS || (p.kind !== 'guard' && p.kind !== 'priest');
}

export function hasNormanCombatant(s: SenorState, zone: number): boolean {
  return s.pieces.some((p) => p.status === 'map' && p.zone === zone && p.side === NORMANS && p.kind !== 'priest');
}

export function hasNormanWarrior(s: SenorState, zone: number): boolean {
  return s.pieces.some((p) => p.status === 'map' && p.zone === zone && p.side === NORMANS && isWarrior(p));
}

export function normanWarriorsIn(s: SenorState, zone: number): number {
  let n = 0;
  for (const p of s.pieces) if (p.status === 'map' && p.zone === zone && p.side === NORMANS && isWarrior(p)) n++;
  return n;
}

export function hasFrisian(s: SenorState, zone: number): boolean {
  return s.pieces.some((p) => p.status === 'map' && p.zone === zone && p.side === FRISIANS);
}

/** 1.4: a contested zone holds a Norman combatant and a Frisian warrior; never the Rearguard (SG-6). */
export function contested(s: SenorState, zone: number): boolean {
  return zone !== REARGUARD && hasNormanCombatant(s, zone) && hasFrisian(s, zone);
}

/** SG-5: capped pieces of a side in a zone (the priest and the guards do not count). */
export function cappedIn(s: SenorState, zone: number, side: Side): number {
  let n = 0;
  for (const p of s.pieces) if (p.status === 'map' && p.zone === zone && p.side === side && unit(side, p.kind).capped) n++;
  return n;
}

export function piece(s: SenorState, id: string, side: Side): Piece | undefined {
  return s.pieces.find((p) => p.id === id && p.side === side);
}

export function priestOf(s: SenorState): Piece {
  const p = piece(s, 'priest', NORMANS);
  if (!p) throw new Error('the Normans have no priest');
  return p;
}

export function countKind(s: SenorState, zone: number, side: Side, kind: Kind): number {
  let n = 0;
  for (const p of s.pieces) if (p.status === 'map' && p.zone === zone && p.side === side && p.kind === kind) n++;
  return n;
}

export interface Group {
  kind: Kind;
  from: number;
  count: number;
}

const KIND_INDEX: readonly Readonly<Record<string, number>>[] = KINDS.map((ks) => Object.fromEntries(ks.map((k, i) => [k, i])));

/** Pieces on the map passing `keep`, grouped by zone (in the order given) then kind (piece order). */
export function groupsOf(s: SenorState, side: Side, zones: readonly number[], keep: (p: Piece) => boolean): Group[] {
  const kinds = KINDS[side];
  const index = KIND_INDEX[side];
  const width = kinds.length;
  const counts: number[] = new Array(ZONE_COUNT * width).fill(0);
  for (const p of s.pieces) if (p.status === 'map' && p.side === side && keep(p)) counts[p.zone * width + index[p.kind]]++;
  const out: Group[] = [];
  for (const z of zones) {
    for (let k = 0; k < width; k++) {
      const count = counts[z * width + k];
      if (count > 0) out.push({ kind: kinds[k], from: z, count });
    }
  }
  return out;
}

/** Pieces of one kind in one zone passing `keep`. */
export function countWhere(s: SenorState, side: Side, zone: number, kind: Kind, keep: (p: Piece) => boolean): number {
  let n = 0;
  for (const p of s.pieces) if (p.status === 'map' && p.side === side && p.zone === zone && p.kind === kind && keep(p)) n++;
  return n;
}

/** SG-5: capped pieces of a side in every zone, in one pass. */
export function cappedByZone(s: SenorState, side: Side): number[] {
  const out: number[] = new Array(ZONE_COUNT).fill(0);
  for (const p of s.pieces) if (p.status === 'map' && p.side === side && unit(side, p.kind).capped) out[p.zone]++;
  return out;
}

/**
 * Replaces a piece with a changed copy. States share piece objects (cloneState copies only the
 * array), so this is the only way a piece changes.
 */
export function change(s: SenorState, p: Piece, patch: Partial<Pick<Piece, 'zone' | 'status' | 'marked'>>): void {
  const i = s.pieces.indexOf(p);
  if (i >= 0) s.pieces[i] = { ...p, ...patch };
}

/** Moves the first `n` pieces (lowest ids) of a group passing `keep` to another zone. */
export function relocate(s: SenorState, side: Side, kind: Kind, from: number, to: number, n: number, keep: (p: Piece) => boolean, mark: boolean): void {
  let left = n;
  for (let i = 0; i < s.pieces.length && left > 0; i++) {
    const p = s.pieces[i];
    if (p.status === 'map' && p.side === side && p.zone === from && p.kind === kind && keep(p)) {
      s.pieces[i] = mark ? { ...p, zone: to, marked: true } : { ...p, zone: to };
      left--;
    }
  }
}
