/**
 * Countries, the set-up table, the counter mix and the leaders (rulings §1, §5.2–§5.4).
 */

import type { CountryId } from './map';

export type PlayerCountry = 'PHI' | 'JUD' | 'ARA' | 'TYR' | 'MOA';
export type MinorCountry = 'AMM' | 'BED' | 'EDO' | 'EGY' | 'HAM' | 'NEG';
export type ArmyType = 'C' | 'P' | 'I' | 'M';

/** Player countries in set-up order (KD-8): Philistia first, Moab last. */
export const PLAYER_COUNTRIES: readonly PlayerCountry[] = ['PHI', 'JUD', 'ARA', 'TYR', 'MOA'];
/** Countries that are always minors (§1). */
export const MINOR_COUNTRIES: readonly MinorCountry[] = ['AMM', 'BED', 'EDO', 'EGY', 'HAM', 'NEG'];
/** Countries with forces on the map: players and minors (Jebus and the Neutral areas have none). */
export const FORCE_COUNTRIES: readonly CountryId[] = [...PLAYER_COUNTRIES, ...MINOR_COUNTRIES];

/** §1: the player countries at each player count [seed]; the others become minors (KD-4). */
export function countriesInPlay(players: number): PlayerCountry[] {
  return PLAYER_COUNTRIES.slice(0, Math.max(2, Math.min(5, players)));
}

/** Commands name countries by these words. */
export const COUNTRY_WORD: Readonly<Record<CountryId, string>> = {
  PHI: 'philistia',
  JUD: 'judah',
  ARA: 'aram',
  TYR: 'tyre',
  MOA: 'moab',
  AMM: 'ammon',
  BED: 'bedouins',
  EDO: 'edom',
  EGY: 'egypt',
  HAM: 'hamath',
  NEG: 'negev',
  JEB: 'jebus',
  NEU: 'neutral',
};

export interface SetupRow {
  leaders: string[];
  armies: Record<ArmyType, number>;
  food: number;
  res: number;
}

/** §5.2 set-up table [seed]. Fortification levels are in the map's city data. */
export const SETUP: Readonly<Record<PlayerCountry, SetupRow>> = {
  PHI: { leaders: [], armies: { C: 5, P: 0, I: 4, M: 6 }, food: 28, res: 30 },
  JUD: { leaders: ['DAVID', 'JOAB', 'AMASA', 'ABISHAI'], armies: { C: 0, P: 6, I: 6, M: 5 }, food: 23, res: 20 },
  ARA: { leaders: ['HADADEZER'], armies: { C: 7, P: 0, I: 5, M: 5 }, food: 24, res: 23 },
  TYR: { leaders: [], armies: { C: 2, P: 5, I: 4, M: 4 }, food: 24, res: 32 },
  MOA: { leaders: [], armies: { C: 3, P: 0, I: 6, M: 5 }, food: 18, res: 24 },
};

/** §5.2 minor forces [seed]: each equals the minor's whole counter mix. */
export const MINOR_FORCES: Readonly<Record<MinorCountry, Record<ArmyType, number>>> = {
  AMM: { C: 7, P: 0, I: 4, M: 2 },
  BED: { C: 0, P: 0, I: 0, M: 12 },
  EDO: { C: 1, P: 0, I: 4, M: 8 },
  EGY: { C: 8, P: 0, I: 3, M: 5 },
  HAM: { C: 0, P: 0, I: 4, M: 6 },
  NEG: { C: 0, P: 0, I: 0, M: 8 },
};

export interface CounterData {
  /** `COUNTRY-<type><full><reduced>-n`, e.g. JUD-P43-1 or PHI-M1-4 (§5.3). */
  id: string;
  country: CountryId;
  type: ArmyType;
  full: number;
  /** Strength on the reduced side; null for a 1-step counter. */
  reduced: number | null;
}

/** One line of §5.3: `count` counters of a type with these strengths. */
type Mix = [ArmyType, number, number | null, number];

/**
 * §5.3 counter mix. [seed]: the set-up draws and minor totals; Judah's phalanx 4 and 3, infantry 3
 * and 2, militia 3, 2 and 1; Philistia's chariot 3 and militia 1. Everything else [designed].
 */
const MIX: Readonly<Partial<Record<CountryId, Mix[]>>> = {
  JUD: [['C', 3, 2, 2], ['P', 4, 3, 4], ['P', 3, 2, 6], ['I', 3, 2, 5], ['I', 2, 1, 5], ['M', 3, 2, 3], ['M', 2, 1, 5], ['M', 1, null, 4]],
  PHI: [['C', 4, 3, 2], ['C', 3, 2, 6], ['I', 3, 2, 4], ['I', 2, 1, 4], ['M', 2, 1, 4], ['M', 1, null, 6]],
  ARA: [['C', 4, 3, 4], ['C', 3, 2, 6], ['I', 3, 2, 4], ['I', 2, 1, 4], ['M', 2, 1, 4], ['M', 1, null, 4]],
  TYR: [['C', 3, 2, 3], ['P', 4, 3, 2], ['P', 3, 2, 5], ['I', 3, 2, 3], ['I', 2, 1, 3], ['M', 2, 1, 3], ['M', 1, null, 3]],
  MOA: [['C', 3, 2, 4], ['I', 3, 2, 4], ['I', 2, 1, 5], ['M', 2, 1, 4], ['M', 1, null, 4]],
  AMM: [['C', 3, 2, 3], ['C', 2, 1, 4], ['I', 3, 2, 2], ['I', 2, 1, 2], ['M', 2, 1, 2]],
  BED: [['M', 2, 1, 6], ['M', 1, null, 6]],
  EDO: [['C', 2, 1, 1], ['I', 3, 2, 2], ['I', 2, 1, 2], ['M', 2, 1, 4], ['M', 1, null, 4]],
  EGY: [['C', 4, 3, 4], ['C', 3, 2, 4], ['I', 3, 2, 3], ['M', 2, 1, 5]],
  HAM: [['I', 3, 2, 2], ['I', 2, 1, 2], ['M', 2, 1, 3], ['M', 1, null, 3]],
  NEG: [['M', 2, 1, 4], ['M', 1, null, 4]],
};

function counters(): CounterData[] {
  const out: CounterData[] = [];
  for (const country of FORCE_COUNTRIES) {
    for (const [type, full, reduced, count] of MIX[country] ?? []) {
      for (let n = 1; n <= count; n++) {
        out.push({ id: `${country}-${type}${full}${reduced ?? ''}-${n}`, country, type, full, reduced });
      }
    }
  }
  return out;
}

/** Every army counter, by country in §1 order, then in §5.3 order. */
export const COUNTERS: readonly CounterData[] = counters();
export const COUNTER: Readonly<Record<string, CounterData>> = Object.fromEntries(COUNTERS.map((c) => [c.id, c]));

export interface LeaderData {
  id: string;
  country: PlayerCountry;
  /** Stacking bonus (KD-20); ransom is 5 R per point (KD-34). */
  rating: number;
}

/** §5.4: David +3 [seed]; the other ratings [designed]. */
export const LEADERS: readonly LeaderData[] = [
  { id: 'DAVID', country: 'JUD', rating: 3 },
  { id: 'JOAB', country: 'JUD', rating: 2 },
  { id: 'AMASA', country: 'JUD', rating: 1 },
  { id: 'ABISHAI', country: 'JUD', rating: 1 },
  { id: 'HADADEZER', country: 'ARA', rating: 2 },
];
export const LEADER: Readonly<Record<string, LeaderData>> = Object.fromEntries(LEADERS.map((l) => [l.id, l]));

/** KD-3 [seed]: movement allowance. */
export const MOVE: Readonly<Record<ArmyType | 'L', number>> = { C: 2, P: 1, I: 1, M: 1, L: 3 };

/** KD-20 [seed]: armies per area before the leader's bonus. */
export const STACK_LIMIT = 4;

/** Army types in the order the rulings list dice (§6): phalanx, chariot, infantry, militia. */
export const TYPE_ORDER: readonly ArmyType[] = ['P', 'C', 'I', 'M'];

export const TYPE_WORD: Readonly<Record<ArmyType, string>> = { C: 'chariot', P: 'phalanx', I: 'infantry', M: 'militia' };
