import { FRISIANS, NORMANS, unit, ZONES, type Kind, type Side } from '../data';
import type { SenorView, ZoneView } from '../view';

/*
 * What the bots read from a seat's view: zones by number, pieces counted by kind. Nothing here
 * looks past the view (bots/index.ts: a bot decides from its seat's sight only).
 */

export type Counts = Partial<Record<Kind, number>>;

export function zoneIndex(word: string): number {
  return ZONES.findIndex((z) => z.word === word);
}

export function mySide(view: SenorView): Side {
  return view.you === 'frisians' ? FRISIANS : NORMANS;
}

function piecesOf(zone: ZoneView, side: Side) {
  return side === NORMANS ? zone.normans : zone.frisians;
}

/** The pieces of a side in a zone, by kind. */
export function countsIn(zone: ZoneView, side: Side): Counts {
  const out: Counts = {};
  for (const p of piecesOf(zone, side)) out[p.kind as Kind] = (out[p.kind as Kind] ?? 0) + 1;
  return out;
}

/** SG-5: the capped pieces of a side in a zone (the priest and the guards do not count). */
export function cappedCount(zone: ZoneView, side: Side): number {
  return piecesOf(zone, side).filter((p) => unit(side, p.kind as Kind).capped).length;
}

/** 1.4: a Norman warrior is any Norman piece but a guard or the priest. */
export function normanWarriors(zone: ZoneView): number {
  return zone.normans.filter((p) => p.kind !== 'guard' && p.kind !== 'priest').length;
}

export function normanCombatants(zone: ZoneView): number {
  return zone.normans.filter((p) => p.kind !== 'priest').length;
}

/** The listed command among `wanted`, in order of preference, or null. */
export function firstListed(actions: readonly string[], wanted: readonly string[]): string | null {
  const listed = new Set(actions);
  return wanted.find((c) => listed.has(c)) ?? null;
}

export function pickOne<T>(options: readonly T[], random: () => number): T {
  return options[Math.min(options.length - 1, Math.floor(random() * options.length))];
}
