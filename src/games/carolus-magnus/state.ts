import type { RngState } from '../../engine/rng';
import type { Text } from '../../engine/text';
import type { GameResult, LogLine } from '../../engine/types';
import type { Face } from './data';

/**
 * The whole game as plain JSON. Cube counts are arrays of five numbers in `COLOURS` order.
 * A "side" owns castles: the seat itself at 2 and 3 players, the team (seat % 2) at 4.
 */
export interface CarolusState {
  /** Seeded RNG (engine/rng.ts); never shown in a view. */
  rng: RngState;
  seats: number;
  round: number;
  phase: Phase;
  /** The decision the game waits for. */
  step: Step;
  /** Within a player's action turn: what comes next (CM-8). */
  stage: Stage;
  /** Starting player of the current round (CM-4, CM-7). */
  startPlayer: number;
  /** Discs still in hand, per seat (CM-5). */
  hands: number[][];
  /** Disc played this round, per seat (null: not yet). */
  discs: (number | null)[];
  /** Seats in the order they played their discs this round (CM-6 tie order). */
  discOrder: number[];
  /** Action order this round, lowest disc first (CM-8); empty during the opening. */
  turnOrder: number[];
  /** Index into `turnOrder` of the player taking their action turn. */
  turn: number;
  /** The territories, sorted by id, which is also their clockwise order around the ring. */
  territories: Territory[];
  /** Id of the territory the emperor stands on. */
  emperor: number;
  courts: number[][];
  reserves: number[][];
  /** Clan markers: per colour, the seat controlling it or null (CM-10). */
  control: (number | null)[];
  /** Castles not yet on the board, per side. */
  supply: number[];
  /** The centre supply of cubes. */
  centre: number[];
  /** Paladins played so far in the current turn: the number of dice to roll (CM-8, R-7). */
  played: number;
  lastRoll: { seat: number; faces: Face[] } | null;
  /** Rolled faces not yet turned into cubes (a crown pauses for a `take` choice). */
  faces: Face[];
  /** Set-up crowns still to be chosen, one entry per crown, by seat (CM-3). */
  crowns: number[];
  /** every reserve was empty when this round began. */
  emptyAtStart: boolean;
  /** a castle was built, taken or merged this round. */
  castlesChanged: boolean;
  /** whole rounds in a row played with every reserve empty and no castle built, taken or merged. */
  quietRounds: number;
  result: GameResult | null;
}

export type Phase = 'setup' | 'opening' | 'action' | 'over';
export type Stage = 'paladins' | 'emperor' | 'dice' | 'done';

export type Step =
  /** A colour to take: for a crown, or (CM-19, `lacking` the colour rolled) in place of an exhausted colour. */
  | { kind: 'take'; seat: number; why: 'crown' | 'exhausted'; lacking?: number }
  | { kind: 'disc'; seat: number }
  | { kind: 'paladin'; seat: number; left: number }
  | { kind: 'emperor'; seat: number; max: number }
  | { kind: 'none' };

export interface Territory {
  /** The lowest original segment in it. */
  id: number;
  /** Original segments, clockwise. */
  segments: number[];
  cubes: number[];
  /** Side owning the castles here, or null when there are none. */
  owner: number | null;
  castles: number;
}

/** Collects log lines while a step runs. Everything is public (CM-23), so no `to`. */
export type Log = LogLine[];

export function say(log: Log, text: Text): void {
  log.push({ text });
}

export function sideCount(s: CarolusState): number {
  return s.seats === 4 ? 2 : s.seats;
}

/** in the 4-player game castles and strength belong to the team. */
export function sideOf(s: CarolusState, seat: number): number {
  return s.seats === 4 ? seat % 2 : seat;
}

export function seatsOfSide(s: CarolusState, side: number): number[] {
  return s.seats === 4 ? [side, side + 2] : [side];
}

export function total(cubes: readonly number[]): number {
  let n = 0;
  for (const x of cubes) n += x;
  return n;
}

export function territoryIndex(s: CarolusState, id: number): number {
  return s.territories.findIndex((t) => t.id === id);
}

/** A parsed command (see actions.ts for the notation). */
export type Move =
  | { verb: 'take'; colour: number }
  | { verb: 'disc'; disc: number }
  | { verb: 'court'; colour: number }
  | { verb: 'land'; colour: number; territory: number }
  | { verb: 'emperor'; steps: number };

/** A deep copy, written out by hand: several times faster than structuredClone for this shape. */
export function cloneState(s: CarolusState): CarolusState {
  return {
    ...s,
    rng: { ...s.rng },
    step: { ...s.step },
    hands: s.hands.map((h) => [...h]),
    discs: [...s.discs],
    discOrder: [...s.discOrder],
    turnOrder: [...s.turnOrder],
    territories: s.territories.map((t) => ({ ...t, segments: [...t.segments], cubes: [...t.cubes] })),
    courts: s.courts.map((c) => [...c]),
    reserves: s.reserves.map((r) => [...r]),
    control: [...s.control],
    supply: [...s.supply],
    centre: [...s.centre],
    lastRoll: s.lastRoll ? { seat: s.lastRoll.seat, faces: [...s.lastRoll.faces] } : null,
    faces: [...s.faces],
    crowns: [...s.crowns],
    result: s.result ? cloneResult(s.result) : null,
  };
}

function cloneResult(r: GameResult): GameResult {
  // The reason is a message built once at the end and never changed: it may be shared.
  const out: GameResult = { winners: [...r.winners], reason: r.reason };
  if (r.scores) out.scores = [...r.scores];
  return out;
}
