/**
 * Component data for El Señor de la Guerra, as given in shared/rulings/senor-de-la-guerra.md
 * section 5. Someone holding the printed game can correct a value here, in one place.
 */

/** The two sides. Arrays indexed by side hold the Normans first. */
export type Side = 0 | 1;
export const NORMANS: Side = 0;
export const FRISIANS: Side = 1;
export const SIDE_WORDS = ['normans', 'frisians'] as const;

// ---------------------------------------------------------------------------------------------
// Zones (1.2, 5.3)

export const REARGUARD = 0;
export const EAST = 1;
export const WEST = 2;
export const BRIDGE = 3;
export const ENTRANCE = 4;
export const BATTLEMENTS = 5;

export type Structure = 'shields' | 'ram' | 'ladders';

export interface ZoneData {
  /** The word used in commands (and the key of its names in the catalogue). */
  word: string;
  /** SG-22: Frisian hits the Normans cancel each round here. */
  normanCancel: number;
  /** SG-7: the structure the Frisians need before entering. */
  needs: Structure | null;
  /** SG-21: the Leather Shields add +1 to Frisian dice here. */
  shields: boolean;
  /** SG-4: a guard stands here at the start. */
  guard: boolean;
  /** SG-5: capped pieces per side; null means no cap. */
  cap: number | null;
  /** SG-39 F2 counts this zone; `tower` marks the zones the tower clause asks for. */
  countsForF2: boolean;
  tower: boolean;
  /** SG-6: Normans may enter. SG-36: tiles may go here (when not controlled). */
  normansMayEnter: boolean;
  tiles: boolean;
}

export const ZONES: readonly ZoneData[] = [
  { word: 'rearguard', normanCancel: 0, needs: null, shields: false, guard: false, cap: null, countsForF2: false, tower: false, normansMayEnter: false, tiles: false },
  { word: 'east', normanCancel: 0, needs: null, shields: true, guard: true, cap: 10, countsForF2: true, tower: false, normansMayEnter: true, tiles: true },
  { word: 'west', normanCancel: 0, needs: null, shields: true, guard: true, cap: 10, countsForF2: true, tower: false, normansMayEnter: true, tiles: true },
  { word: 'bridge', normanCancel: 1, needs: null, shields: false, guard: true, cap: 10, countsForF2: true, tower: false, normansMayEnter: true, tiles: true },
  { word: 'entrance', normanCancel: 1, needs: 'ram', shields: false, guard: true, cap: 10, countsForF2: true, tower: true, normansMayEnter: true, tiles: true },
  { word: 'battlements', normanCancel: 1, needs: 'ladders', shields: false, guard: true, cap: 10, countsForF2: true, tower: true, normansMayEnter: true, tiles: true },
];

/** 1.2: the canonical zone order, Z1 to Z5, used wherever several zones are processed. */
export const MAP_ZONES: readonly number[] = [EAST, WEST, BRIDGE, ENTRANCE, BATTLEMENTS];
export const ALL_ZONES: readonly number[] = [REARGUARD, ...MAP_ZONES];

/** SG-4 / R-25: the Norman warriors are split between these two zones, this many in the first. */
export const DEPLOY_ZONES: readonly [number, number] = [ENTRANCE, BATTLEMENTS];
export const DEPLOY_FIRST = 10;

// ---------------------------------------------------------------------------------------------
// Pieces (5.2)

export const NORMAN_KINDS = ['chrysagon', 'bors', 'knight', 'swordsman', 'spearman', 'archer', 'guard', 'priest'] as const;
export const FRISIAN_KINDS = ['king', 'captain', 'swordsman', 'spearman', 'archer', 'peasant'] as const;
export type NormanKind = (typeof NORMAN_KINDS)[number];
export type FrisianKind = (typeof FRISIAN_KINDS)[number];
export type Kind = NormanKind | FrisianKind;
export const KINDS: readonly [readonly Kind[], readonly Kind[]] = [NORMAN_KINDS, FRISIAN_KINDS];

/** A kind of piece; its names are in the catalogue, under its kind (messages.ts sg.unit …). */
export interface UnitData {
  /** SG-19: the combat round this piece fights in (0: never rolls). */
  round: number;
  /** 5.2: dice rolled per round. */
  dice: number;
  /** SG-20: the modified result that scores a hit. */
  hitOn: number;
  /** SG-24 / R-14: hits absorbed as a casualty. */
  absorbs: number;
  /** SG-5: counts toward the zone cap. */
  capped: boolean;
  /** SG-24 / R-15: chosen as a casualty only with every other combatant (Chrysagon, the King). */
  leader: boolean;
  /** SG-26: adds 1 to its side's dead count when removed. */
  counted: boolean;
  /** SG-9 / SG-13: guards never move; everything else does. */
  moves: boolean;
  /** Prefix of the piece ids ("a" → a1, a2 …); a lone piece uses the prefix alone. */
  id: string;
}

const N = (u: Omit<UnitData, 'capped' | 'moves'> & Partial<UnitData>): UnitData => ({ capped: true, moves: true, ...u });

export const NORMAN_UNITS: Readonly<Record<NormanKind, UnitData>> = {
  chrysagon: N({ round: 3, dice: 4, hitOn: 7, absorbs: 1, leader: true, counted: true, id: 'chrysagon' }),
  bors: N({ round: 3, dice: 5, hitOn: 7, absorbs: 1, leader: false, counted: true, id: 'bors' }),
  knight: N({ round: 3, dice: 3, hitOn: 7, absorbs: 2, leader: false, counted: true, id: 'k' }),
  swordsman: N({ round: 3, dice: 2, hitOn: 7, absorbs: 1, leader: false, counted: true, id: 'w' }),
  spearman: N({ round: 2, dice: 1, hitOn: 7, absorbs: 1, leader: false, counted: true, id: 's' }),
  archer: N({ round: 1, dice: 1, hitOn: 8, absorbs: 1, leader: false, counted: true, id: 'a' }),
  guard: N({ round: 4, dice: 1, hitOn: 9, absorbs: 1, leader: false, counted: false, capped: false, moves: false, id: 'guard' }),
  priest: N({ round: 0, dice: 0, hitOn: 0, absorbs: 0, leader: false, counted: false, capped: false, id: 'priest' }),
};

export const FRISIAN_UNITS: Readonly<Record<FrisianKind, UnitData>> = {
  king: N({ round: 3, dice: 3, hitOn: 8, absorbs: 1, leader: true, counted: true, id: 'king' }),
  captain: N({ round: 3, dice: 3, hitOn: 8, absorbs: 2, leader: false, counted: true, id: 'c' }),
  swordsman: N({ round: 3, dice: 2, hitOn: 8, absorbs: 1, leader: false, counted: true, id: 'fw' }),
  spearman: N({ round: 2, dice: 1, hitOn: 8, absorbs: 1, leader: false, counted: true, id: 'fs' }),
  archer: N({ round: 1, dice: 1, hitOn: 9, absorbs: 1, leader: false, counted: true, id: 'fa' }),
  peasant: N({ round: 4, dice: 1, hitOn: 9, absorbs: 1, leader: false, counted: false, id: 'p' }),
};

export function unit(side: Side, kind: Kind): UnitData {
  const table: Readonly<Record<string, UnitData>> = side === NORMANS ? NORMAN_UNITS : FRISIAN_UNITS;
  return table[kind];
}

export function isKindOf(side: Side, word: string): word is Kind {
  return (KINDS[side] as readonly string[]).includes(word);
}

/** SG-3: pieces every army gets besides the rolled troops (guards: one per map zone, SG-4). */
export const NORMAN_FIXED: Readonly<Partial<Record<NormanKind, number>>> = { chrysagon: 1, bors: 1, knight: 3, priest: 1 };
export const FRISIAN_FIXED: Readonly<Partial<Record<FrisianKind, number>>> = { king: 1, captain: 6, peasant: 20 };

// ---------------------------------------------------------------------------------------------
// Army table (5.1) — one d10 per roll; the Frisian rolls twice and adds the rows.

export interface ArmyRow {
  /** Lowest and highest d10 result of the row. */
  from: number;
  to: number;
  spearman: number;
  swordsman: number;
  archer: number;
}

export const ARMY_TABLE: readonly ArmyRow[] = [
  { from: 1, to: 2, spearman: 5, swordsman: 6, archer: 4 },
  { from: 3, to: 4, spearman: 4, swordsman: 5, archer: 6 },
  { from: 5, to: 6, spearman: 5, swordsman: 4, archer: 6 },
  { from: 7, to: 8, spearman: 6, swordsman: 4, archer: 5 },
  { from: 9, to: 10, spearman: 4, swordsman: 6, archer: 5 },
];

/** SG-1: rolls on the army table per side. */
export const ARMY_ROLLS = [1, 2] as const;

export function armyRow(roll: number): ArmyRow {
  return ARMY_TABLE.find((r) => roll >= r.from && roll <= r.to) ?? ARMY_TABLE[0];
}

// ---------------------------------------------------------------------------------------------
// Resources and costs (5.4)

export type StartSet = 'courage' | 'tactics';
export const START_SETS: Readonly<Record<StartSet, { courage: number; tactics: number }>> = {
  courage: { courage: 6, tactics: 4 },
  tactics: { courage: 4, tactics: 6 },
};
/** SG-2: the side bonus, per side. */
export const SIDE_BONUS: readonly [{ courage: number; tactics: number }, { courage: number; tactics: number }] = [
  { courage: 3, tactics: 0 },
  { courage: 0, tactics: 3 },
];

export const STRUCTURES: readonly Structure[] = ['shields', 'ram', 'ladders'];
export const STRUCTURE_DATA: Readonly<Record<Structure, { tactics: number; peasants: number }>> = {
  shields: { tactics: 1, peasants: 2 },
  ram: { tactics: 2, peasants: 2 },
  ladders: { tactics: 3, peasants: 2 },
};

/** SG-30: one Tactics point per piece or tile moved. */
export const TACTIC_COST = 1;
/** SG-10: Courage per recovered guard, at most one per turn. */
export const GUARD_RECOVERY_COST = 1;
/** SG-23: Courage spent on dice (+1 to each die) or on a cancel (−1 enemy hit), at most one of each. */
export const COURAGE_SPEND = 1;
export const COURAGE_DICE_BONUS = 1;
/** SG-27 / R-3: Courage gained for a clean combat. */
export const COURAGE_BONUS = 1;
/** SG-21: die modifiers. */
export const KING_BONUS = 1;
export const SHIELDS_BONUS = 1;
/** SG-22: cancels from the priest and from Chrysagon. */
export const PRIEST_CANCEL = 1;
export const CHRYSAGON_CANCEL = 1;

/** SG-19 / R-1: four rounds: archers, spearmen, swordsman class, peasants and guards. */
export const ROUNDS = 4;

/** SG-20: dice are d10. */
export const DIE_SIDES = 10;

/** SG-34: one Prince and two decoys. */
export const DECOYS = 2;

/** SG-38: the Draco track and its roll. */
export const DRACO_ARRIVES = 6;
export function dracoSteps(roll: number): number {
  if (roll <= 2) return 0;
  if (roll <= 8) return 1;
  return 2;
}

/** SG-39 / SG-40 thresholds. */
export const VICTORY = {
  normanDead: 11,
  frisianDead: 22,
  courage: 15,
  zones: 4,
} as const;
