/**
 * Component data for Carolus Magnus, as published or as designed in
 * shared/rulings/carolus-magnus.md. Someone holding the box can correct a value here.
 */

/** The five paladin clans. Cubes are counted in arrays indexed in this order. */
export const COLOURS = ['red', 'yellow', 'green', 'blue', 'pink'] as const;
export type Colour = (typeof COLOURS)[number];

/** 200 cubes: 40 of each colour. */
export const CUBES_PER_COLOUR = 40;

/** CM-1: 15 territory segments in a ring, numbered 0–14 clockwise. */
export const SEGMENTS = 15;

/** CM-2: 3 cubes of each colour are shuffled onto the segments, one each. */
export const SETUP_CUBES_PER_COLOUR = 3;

/** A die has the five colours and a crown (free choice, CM-3 / CM-18). */
export type Face = Colour | 'crown';
export const DIE_FACES: readonly Face[] = [...COLOURS, 'crown'];

/** CM-3: the starting reserve is rolled in these groups (7, 9, 7 cubes). */
export const RESERVE_ROLLS: Readonly<Record<number, readonly number[]>> = {
  2: [3, 3, 1],
  3: [4, 4, 1],
  4: [3, 3, 1],
};

/** CM-8 and R-1: paladins played (and dice rolled) per turn. */
export const TURN_SIZE: Readonly<Record<number, number>> = { 2: 3, 3: 4, 4: 3 };

/** Castles per side: per player at 2 and 3 players, per team at 4. */
export const CASTLES_PER_SIDE: Readonly<Record<number, number>> = { 2: 10, 3: 8, 4: 10 };

/** CM-5: each player's disc set. */
export const DISCS: readonly number[] = [1, 2, 3, 4, 5];

/** CM-21: the game ends when fewer territories than this remain. */
export const MIN_TERRITORIES = 4;

/**
 * Castle colours per side, as in the box (30 castles in black, white and grey). A side is named
 * by its castles: at 4 players team A (seats 0 and 2) builds black, team B (seats 1 and 3) white.
 */
export const CASTLE_COLOURS = ['black', 'white', 'grey'] as const;
export type CastleColour = (typeof CASTLE_COLOURS)[number];

/** whole rounds with every reserve empty and no castle built, taken or merged that end the game. */
export const QUIET_ROUNDS = 3;
