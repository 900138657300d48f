/**
 * Costs, dice, event markers, phase chits and victory tables (rulings §2, §3.6, §5.5, §5.6).
 */

import type { ArmyType, PlayerCountry } from './counters';

/** KD-27 [seed]: the die an army rolls in a field battle, which is also its hits per step. */
export function battleDie(type: ArmyType, hills: boolean): number {
  if (type === 'P') return 10;
  if (type === 'C') return hills ? 8 : 10;
  if (type === 'I') return 8;
  return 6;
}

/** KD-37 [seed]: besiegers roll 1d6 each and absorb 6 hits a step; a fortification level 1d10 and 10 hits. */
export const SIEGE_DIE = 6;
export const LEVEL_DIE = 10;
export const MAX_LEVEL = 4;

/** §5.5 [designed]: upkeep per step, in half points (food, resources); R-39 sums halves and rounds up. */
export const UPKEEP_HALVES: Readonly<Record<ArmyType, [number, number]>> = {
  C: [2, 2],
  P: [2, 1],
  I: [1, 1],
  M: [1, 0],
};

/** §5.5 [designed]: build or restore cost of one step (food, resources). */
export const STEP_COST: Readonly<Record<ArmyType, [number, number]>> = {
  C: [3, 3],
  P: [2, 3],
  I: [2, 2],
  M: [1, 1],
};

/** §5.5 other costs [seed]. */
export const COST = {
  battle: 1,
  siege: 1,
  fortify: 10,
  ransomPerRating: 5,
  bribeMarker: 1,
  recruit: 1,
  maxBid: 5,
} as const;

/** amounts offered for a transfer to an ally, one command each, so that the list stays short. */
export const GIFTS: readonly number[] = [1, 2, 5, 10, 20];

/** KD-71 / R-20: conversion rate, 2 for 1 with a port city, else 3 for 1. */
export const CONVERT_RATE = 3;
export const PORT_CONVERT_RATE = 2;

/** KD-82 [seed]: automatic victory thresholds. */
export const THRESHOLD: Readonly<Record<PlayerCountry, number>> = { ARA: 8, JUD: 10, MOA: 6, PHI: 9, TYR: 7 };
/** KD-83 [seed]: end-of-game multipliers, in tenths (2.5 = 25) so that sums stay whole. */
export const MULTIPLIER_TENTHS: Readonly<Record<PlayerCountry, number>> = { ARA: 20, JUD: 10, MOA: 25, PHI: 15, TYR: 20 };

export const TURNS = 7;
export const TRACK_SPACES = 12;
/** spaces 1–6 face up, 7–12 face down until just before phase 7. */
export const FACE_UP_SPACES = 6;

export type ChitKind = 'action' | 'harvest' | 'resource' | 'build' | 'event' | 'endgame';

/** §5.6 [designed mix of the 15 chits, seed: box text]. */
export const CHIT_MIX: Readonly<Record<Exclude<ChitKind, 'endgame'>, number>> = { action: 5, harvest: 3, resource: 3, build: 2, event: 2 };

/** The marker windows of A-6. */
export type WindowType = 'pb' | 'as' | 'ms' | 'me' | 'cr' | 'roll' | 'ce' | 'sr' | 'h' | 'r' | 'e' | 'gi';
export const WINDOW_TYPES: readonly WindowType[] = ['pb', 'as', 'ms', 'me', 'cr', 'roll', 'ce', 'sr', 'h', 'r', 'e', 'gi'];

export interface MarkerKind {
  n: number;
  /** The word commands use: `play surprise`. */
  word: string;
  /** KD-41…KD-67 [seed]. */
  count: number;
  windows: readonly WindowType[];
}

/** Event markers, KD-(40+n) (§2.5): 73 in all. */
export const MARKERS: readonly MarkerKind[] = [
  { n: 1, word: 'surprise', count: 4, windows: ['cr'] },
  { n: 2, word: 'ambush', count: 4, windows: ['cr'] },
  { n: 3, word: 'vacillating', count: 2, windows: ['ms', 'me'] },
  { n: 4, word: 'act', count: 3, windows: ['roll'] },
  { n: 5, word: 'entrance', count: 3, windows: ['sr'] },
  { n: 6, word: 'effective', count: 3, windows: ['cr'] },
  { n: 7, word: 'ineffective', count: 3, windows: ['cr'] },
  { n: 8, word: 'egypt-d10', count: 1, windows: ['ms'] },
  { n: 9, word: 'egypt-d10d6', count: 1, windows: ['ms'] },
  { n: 10, word: 'egypt-2d10', count: 1, windows: ['ms'] },
  { n: 11, word: 'bedouin-d8', count: 1, windows: ['ms'] },
  { n: 12, word: 'bedouin-d10', count: 1, windows: ['ms'] },
  { n: 13, word: 'bedouin-d10d6', count: 1, windows: ['ms'] },
  { n: 14, word: 'harvest-up', count: 3, windows: ['h'] },
  { n: 15, word: 'harvest-down', count: 3, windows: ['h'] },
  { n: 16, word: 'resources-up', count: 3, windows: ['r'] },
  { n: 17, word: 'resources-down', count: 5, windows: ['r'] },
  { n: 18, word: 'alliance', count: 5, windows: ['e'] },
  { n: 19, word: 'ark', count: 2, windows: ['cr'] },
  { n: 20, word: 'siegeworks', count: 4, windows: ['sr'] },
  { n: 21, word: 'stalwart', count: 4, windows: ['sr'] },
  { n: 22, word: 'revolt', count: 2, windows: ['cr'] },
  { n: 23, word: 'bribe', count: 2, windows: ['cr'] },
  { n: 24, word: 'recruit', count: 3, windows: ['ce'] },
  { n: 25, word: 'royal-death', count: 2, windows: ['as'] },
  { n: 26, word: 'intervention', count: 5, windows: ['gi'] },
  { n: 27, word: 'fate', count: 2, windows: ['pb'] },
];

export const MARKER: Readonly<Record<number, MarkerKind>> = Object.fromEntries(MARKERS.map((m) => [m.n, m]));
export const MARKER_BY_WORD: Readonly<Record<string, MarkerKind>> = Object.fromEntries(MARKERS.map((m) => [m.word, m]));

/** Marker ids: `<n>-<copy>`, e.g. "1-3" for the third Surprise. */
export const MARKER_IDS: readonly string[] = MARKERS.flatMap((m) => Array.from({ length: m.count }, (_, i) => `${m.n}-${i + 1}`));

const KIND_OF: Readonly<Record<string, number>> = Object.fromEntries(MARKER_IDS.map((id) => [id, Number(id.split('-')[0])]));

export function markerKind(id: string): number {
  return KIND_OF[id];
}

/** KD-48…KD-53: raids, their minor, dice and length in Action phases. */
export interface RaidKind {
  minor: 'EGY' | 'BED';
  dice: number[];
  phases: number;
}
export const RAIDS: Readonly<Record<number, RaidKind>> = {
  8: { minor: 'EGY', dice: [10], phases: 3 },
  9: { minor: 'EGY', dice: [10, 6], phases: 4 },
  10: { minor: 'EGY', dice: [10, 10], phases: 4 },
  11: { minor: 'BED', dice: [8], phases: 3 },
  12: { minor: 'BED', dice: [10], phases: 4 },
  13: { minor: 'BED', dice: [10, 6], phases: 4 },
};

/** KD-58: special modifiers toward a minor. */
export function specialModifier(country: PlayerCountry, minor: string): number {
  if (country === 'JUD') {
    if (minor === 'MOA' || minor === 'EDO') return -1;
    if (minor === 'AMM' || minor === 'NEG') return -2;
  }
  if (country === 'ARA' && minor === 'AMM') return 1;
  return 0;
}

/** KD-58: the alliance needs a d10 plus modifiers of 10 or more. */
export const ALLIANCE_TARGET = 10;

/** KD-33: leader fate on d6: 1–4 escapes, 5 captured, 6 killed. */
export const FATE_CAPTURED = 5;
export const FATE_KILLED = 6;
