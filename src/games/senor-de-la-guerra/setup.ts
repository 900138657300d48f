import { seedRng } from '../../engine/rng';
import type { SetupOptions } from '../../engine/types';
import {
  armyRow,
  ARMY_ROLLS,
  BATTLEMENTS,
  DECOYS,
  FRISIAN_FIXED,
  FRISIANS,
  MAP_ZONES,
  NORMAN_FIXED,
  NORMANS,
  REARGUARD,
  unit,
  ZONES,
  type ArmyRow,
  type Kind,
  type Side,
} from './data';
import { rollD10 } from './dice';
import { advance } from './flow';
import type { Piece, SenorState } from './state';

/** Adds `n` pieces of a kind, with ids from the kind's prefix (a lone piece takes the prefix). */
function add(out: Piece[], side: Side, kind: Kind, n: number, zone: number): void {
  const prefix = unit(side, kind).id;
  for (let i = 1; i <= n; i++) {
    out.push({ id: n === 1 ? prefix : `${prefix}${i}`, side, kind, zone, status: 'map', marked: false });
  }
}

/** SG-1 / SG-3 / SG-4: both armies; Norman warriors wait in the Battlements until D3 picks the Entrance ten. */
function armies(norman: ArmyRow, frisian: ArmyRow[]): Piece[] {
  const out: Piece[] = [];
  add(out, NORMANS, 'chrysagon', NORMAN_FIXED.chrysagon ?? 0, BATTLEMENTS);
  add(out, NORMANS, 'bors', NORMAN_FIXED.bors ?? 0, BATTLEMENTS);
  add(out, NORMANS, 'knight', NORMAN_FIXED.knight ?? 0, BATTLEMENTS);
  add(out, NORMANS, 'swordsman', norman.swordsman, BATTLEMENTS);
  add(out, NORMANS, 'spearman', norman.spearman, BATTLEMENTS);
  add(out, NORMANS, 'archer', norman.archer, BATTLEMENTS);
  for (const z of MAP_ZONES) {
    if (ZONES[z].guard) out.push({ id: `${ZONES[z].word}-guard`, side: NORMANS, kind: 'guard', zone: z, status: 'map', marked: false });
  }
  add(out, NORMANS, 'priest', NORMAN_FIXED.priest ?? 0, BATTLEMENTS);
  const sum = (k: 'spearman' | 'swordsman' | 'archer') => frisian.reduce((n, r) => n + r[k], 0);
  add(out, FRISIANS, 'king', FRISIAN_FIXED.king ?? 0, REARGUARD);
  add(out, FRISIANS, 'captain', FRISIAN_FIXED.captain ?? 0, REARGUARD);
  add(out, FRISIANS, 'swordsman', sum('swordsman'), REARGUARD);
  add(out, FRISIANS, 'spearman', sum('spearman'), REARGUARD);
  add(out, FRISIANS, 'archer', sum('archer'), REARGUARD);
  add(out, FRISIANS, 'peasant', FRISIAN_FIXED.peasant ?? 0, REARGUARD);
  return out;
}

/** Which seat plays the Normans: `options.normans`, 0 by default. */
export function normanSeatOption(options: Record<string, unknown> | undefined): number {
  const v = options?.normans ?? 0;
  if (v !== 0 && v !== 1) throw new RangeError(`options.normans must be 0 or 1, not ${JSON.stringify(v)}`);
  return v;
}

export function setup(o: SetupOptions): SenorState {
  if (o.seats !== 2) throw new RangeError(`El Señor de la Guerra is for exactly 2 players, not ${o.seats}`);
  const s: SenorState = {
    rng: seedRng(o.seed),
    seed: o.seed,
    normanSeat: normanSeatOption(o.options),
    turn: 0,
    phase: 'start',
    step: { kind: 'none' },
    selection: null,
    armyRolls: [[], []],
    starts: [null, null],
    courage: [0, 0],
    tactics: [0, 0],
    pieces: [],
    built: { shields: false, ram: false, ladders: false },
    builtThisTurn: null,
    toLose: 0,
    controlled: ZONES.map(() => false),
    resolved: ZONES.map(() => false),
    dead: [0, 0],
    draco: 0,
    lastDracoRoll: null,
    tiles: { prince: null, decoys: [], decoysLeft: DECOYS, princeFound: false, revealedDecoys: [], discarded: 0, moves: [], last: null },
    combat: null,
    relocatePriest: false,
    reveals: 0,
    result: null,
  };
  // SG-1: the Norman rolls once, then the Frisian twice (R-2: rows added type by type).
  for (const side of [NORMANS, FRISIANS]) {
    for (let i = 0; i < ARMY_ROLLS[side]; i++) s.armyRolls[side].push(rollD10(s));
  }
  s.pieces = armies(armyRow(s.armyRolls[NORMANS][0]), s.armyRolls[FRISIANS].map(armyRow));
  advance(s, []);
  return s;
}
