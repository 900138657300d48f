/**
 * Component data for Lancaster, as published or as designed in shared/rulings/lancaster.md (§7).
 * Every value carries the rulings' provenance tag, so someone holding the printed game can
 * correct it here, in one place. What the components say in words (county names, rewards, law
 * texts, tile effects) is in the catalogue (text/things.ts), keyed by the ids used here.
 */

/** §7.2: every player's (and every ally's, §7.9) seven knights. */
export const KNIGHTS: readonly number[] = [1, 1, 1, 2, 2, 3, 4]; // [source: OG, MIN, FAQ]
/** LA-2 / 1.3: the starting court; the rest is the reserve. */
export const START_COURT: readonly number[] = [1, 2]; // [source: SETUP, GA]
/** AL-2: the ally starts with one strength-2 knight at court. */
export const ALLY_START_COURT: readonly number[] = [2]; // [seed; source: UBG2P]
/** 1.3: starting supply behind the screen, and voting markers on the castle board. */
export const START_GOLD = 2; // [source: SETUP, FRED, GA]
export const START_SQUIRES = 2; // [source: SETUP, FRED, GA]
export const START_MARKERS = 1; // [source: SETUP, FRED, GA]

/** 1.1: five rounds. */
export const ROUNDS = 5; // [seed]

/** 1.4 / AL-1: nobleman tiles per county by player count. */
export const NOBLES_PER_COUNTY: Readonly<Record<number, number>> = { 2: 2, 3: 2, 4: 3, 5: 4 }; // [source: SETUP, HOB]

/** What a county gives when its holder takes the reward (§7.3). */
export type RewardKind =
  | 'squires3'
  | 'upgrade'
  | 'gold3'
  | 'upgradeMarkers'
  | 'knight'
  | 'build'
  | 'buildGold'
  | 'passage'
  | 'surrey';

export interface County {
  letter: string;
  /** The word used in commands ("knight 2 stafford") and the key of its name and reward. */
  name: string;
  /** LA-10: the knight's own printed strength must be at least this. */
  min: number;
  reward: RewardKind;
  tag: string;
}

/** §7.3, in letter order, which is the order of resolution (LA-22). */
export const COUNTIES: readonly County[] = [
  { letter: 'A', name: 'kent', min: 1, reward: 'squires3', tag: '[designed]' },
  {
    letter: 'B',
    name: 'stafford',
    min: 1,
    reward: 'upgrade',
    tag: 'name [seed]; min 1 [seed]; reward [seed]; letter [designed]',
  },
  { letter: 'C', name: 'sussex', min: 2, reward: 'gold3', tag: '[designed]' },
  {
    letter: 'D',
    name: 'gloucester',
    min: 3,
    reward: 'upgradeMarkers',
    tag: 'letter and min [source: REF]; min and reward [source: SPW]',
  },
  {
    letter: 'E',
    name: 'norfolk',
    min: 2,
    reward: 'knight',
    tag: '[designed]; reward kind [source: MICHA]',
  },
  {
    letter: 'F',
    name: 'warwick',
    min: 3,
    reward: 'build',
    tag: '[designed]; reward kind [source: MICHA]',
  },
  { letter: 'G', name: 'york', min: 4, reward: 'buildGold', tag: '[designed]' },
  {
    letter: 'H',
    name: 'hampshire',
    min: 1,
    reward: 'passage',
    tag: 'name/min [designed]; reward [seed: ally list; source: MICHA]',
  },
  {
    letter: 'I',
    name: 'surrey',
    min: 2,
    reward: 'surrey',
    tag: 'name, letter, start choice [seed]; reward [seed]; min [designed]',
  },
];

/** Index of Surrey, whose holder names the next start player (LA-24). */
export const SURREY = 8;

/** LA-22 / R-7: the price of taking both the noble and the reward. */
export const BOTH_PRICE = 3; // [seed]

/** §7.4: the three printed castle knight spaces. Their rewards are gained when resolved (LA-25). */
export interface CastleSpace {
  id: string;
  gold: number;
  squires: number;
  markers: number;
  tag: string;
}
export const CASTLE_SPACES: readonly CastleSpace[] = [
  { id: 's1', gold: 0, squires: 2, markers: 0, tag: '[seed example]' },
  { id: 's2', gold: 1, squires: 0, markers: 0, tag: '[designed]; kind [source: SPW]' },
  { id: 's3', gold: 0, squires: 0, markers: 2, tag: '[designed]; kind [source: SPW]' },
];

export type ExtensionEffect =
  | { kind: 'knight'; squireCost: number }
  | { kind: 'upgrade'; squireCost: number }
  | { kind: 'gain'; gold: number; squires: number; markers: number }
  | { kind: 'power'; goldCost: number; pp: number };

export interface Extension {
  id: string;
  effect: ExtensionEffect;
  tag: string;
}

/** §7.5: the six extension tiles, identical for every player. */
export const EXTENSIONS: readonly Extension[] = [
  { id: 'x1', effect: { kind: 'knight', squireCost: 3 }, tag: '[seed example]' },
  { id: 'x2', effect: { kind: 'upgrade', squireCost: 2 }, tag: '[designed]' },
  { id: 'x3', effect: { kind: 'gain', gold: 1, squires: 0, markers: 0 }, tag: '[designed]' },
  { id: 'x4', effect: { kind: 'gain', gold: 0, squires: 2, markers: 0 }, tag: '[designed]' },
  { id: 'x5', effect: { kind: 'gain', gold: 0, squires: 0, markers: 2 }, tag: '[designed]' },
  { id: 'x6', effect: { kind: 'power', goldCost: 2, pp: 3 }, tag: '[designed]' },
];

/** A player's castle knight spaces in order: s1–s3, then one on each extension tile x1–x6. */
export const CASTLE_SLOT_IDS: readonly string[] = [...CASTLE_SPACES.map((c) => c.id), ...EXTENSIONS.map((x) => x.id)];

/** AL-3: the ally castle's two spaces. */
export const ALLY_CASTLE_IDS: readonly string[] = ['ac1', 'ac2']; // [seed]

export type FavourEffect =
  | { kind: 'gain'; gold: number; squires: number }
  | { kind: 'upgrade' }
  | { kind: 'noble' };

export interface Favour {
  id: string;
  effect: FavourEffect;
  tag: string;
}

/** §7.6: the six King's favour tiles (R-29: six at every player count). */
export const FAVOURS: readonly Favour[] = [
  { id: 'kf1', effect: { kind: 'gain', gold: 2, squires: 0 }, tag: '[designed]' },
  { id: 'kf2', effect: { kind: 'gain', gold: 0, squires: 2 }, tag: '[designed]' },
  { id: 'kf3', effect: { kind: 'gain', gold: 1, squires: 1 }, tag: '[designed]' },
  { id: 'kf4', effect: { kind: 'upgrade' }, tag: '[designed]' },
  { id: 'kf5', effect: { kind: 'upgrade' }, tag: '[designed]' },
  { id: 'kf6', effect: { kind: 'noble' }, tag: '[designed]' },
];

export interface ConflictCard {
  id: string;
  france: number;
  /** PP for ranks 1, 2 and 3. */
  pp: readonly [number, number, number];
  tag: string;
}

/**
 * §7.7: the twelve conflict cards. The rulings number them; players read them by the place of a
 * siege or battle of Henry V's war (1415–1429) in the order of France's strength [designed]:
 * the names are in the catalogue under la.conflict.<id>.
 */
export const CONFLICTS: readonly ConflictCard[] = [
  { id: 'c01', france: 3, pp: [3, 1, 1], tag: '[designed]' },
  { id: 'c02', france: 4, pp: [3, 2, 1], tag: '[designed]' },
  { id: 'c03', france: 4, pp: [4, 2, 1], tag: '[designed]' },
  { id: 'c04', france: 5, pp: [4, 2, 1], tag: '[seed example]' },
  { id: 'c05', france: 5, pp: [5, 3, 1], tag: '[designed]' },
  { id: 'c06', france: 6, pp: [5, 3, 2], tag: '[designed]' },
  { id: 'c07', france: 6, pp: [6, 3, 1], tag: '[designed]' },
  { id: 'c08', france: 7, pp: [6, 3, 2], tag: '[designed]' },
  { id: 'c09', france: 7, pp: [7, 4, 2], tag: '[designed]' },
  { id: 'c10', france: 8, pp: [7, 4, 2], tag: '[designed]' },
  { id: 'c11', france: 9, pp: [8, 4, 3], tag: '[designed]; removed with 2–3 players (R-30)' },
  { id: 'c12', france: 10, pp: [9, 5, 3], tag: '[designed]; removed with 2–3 players (R-30)' },
];

/** with 2–3 players these are removed before shuffling. */
export const STRONG_CONFLICTS: readonly string[] = ['c11', 'c12']; // [designed]
/** LA-6 / LA-34: cards revealed into the top row each round. */
export const CONFLICTS_PER_ROUND = 2; // [seed]

export interface Law {
  id: string;
  group: number;
}

/** §3.2: the eighteen laws; group assignment [designed]; texts (la.law.<id>) [seed] / [source: LAWS-EN]. */
export const LAWS: readonly Law[] = [
  { id: 'l01', group: 1 },
  { id: 'l02', group: 1 },
  { id: 'l03', group: 0 },
  { id: 'l04', group: 0 },
  { id: 'l05', group: 2 },
  { id: 'l06', group: 3 },
  { id: 'l07', group: 0 },
  { id: 'l08', group: 2 },
  { id: 'l09', group: 1 },
  { id: 'l10', group: 3 },
  { id: 'l11', group: 4 },
  { id: 'l12', group: 0 },
  { id: 'l13', group: 4 },
  { id: 'l14', group: 2 },
  { id: 'l15', group: 3 },
  { id: 'l16', group: 0 },
  { id: 'l17', group: 0 },
  { id: 'l18', group: 4 },
];

/** §3.1: law groups, dealt group 0 first. */
export const LAW_GROUPS = 5;
/** LA-5: three current laws and three proposals. */
export const LAW_SLOTS = 3;

/** LA-39: PP by number of nobleman tiles at the round table (0 … 9). */
export const NOBLE_TABLE: readonly number[] = [0, 0, 1, 3, 6, 10, 15, 21, 28, 36]; // [seed]

/** LA-36 / LA-37 / LA-38: the two final awards and the tie pot. */
export const AWARD_FIRST = 8; // [seed]
export const AWARD_SECOND = 4; // [seed]
export const AWARD_TIE_POT = 12; // [seed]
/** AL-14 / R-26: a remaining 2-player tie splits 8 as 4 and 4. */
export const AWARD_TWO_PLAYER_TIE = 4; // [designed]
