import { runAll, soleActive } from '../../support/drive';
import { english } from '../../support/words';
import { randomInt, seedRng } from '../../../src/engine/rng';
import type { LogLine } from '../../../src/engine/types';
import { carolusMagnus } from '../../../src/games/carolus-magnus';
import {
  CASTLES_PER_SIDE,
  COLOURS,
  CUBES_PER_COLOUR,
  DIE_FACES,
  SEGMENTS,
  type Colour,
  type Face,
} from '../../../src/games/carolus-magnus/data';
import { advance } from '../../../src/games/carolus-magnus/rules';
import type { CarolusState, Territory } from '../../../src/games/carolus-magnus/state';

export const game = carolusMagnus;

export type Cubes = Partial<Record<Colour, number>>;

export function cubes(c: Cubes = {}): number[] {
  return COLOURS.map((name) => c[name] ?? 0);
}

export interface TerritorySpec {
  segments: number[];
  cubes?: Cubes;
  /** Side owning the castles (seat, or team at 4 players). */
  owner?: number;
  castles?: number;
}

export interface Spec {
  seats: number;
  /** Territories to set up (segments clockwise); segments not covered stay single and empty. */
  territories?: TerritorySpec[];
  emperor?: number;
  courts?: Cubes[];
  /** Default: 3 red per seat. */
  reserves?: Cubes[];
  control?: Partial<Record<Colour, number>>;
  /** Disc played this round per seat; default seat + 1 (so seat 0 acts first). */
  discs?: number[];
  /** Index in the action order of the player whose turn it is. */
  turn?: number;
  /** Castles in supply per side; default the initial number minus those on the board. */
  supply?: number[];
  round?: number;
  seed?: string;
}

/**
 * A state in the action phase at the start of a player's turn (paladin step, or emperor step
 * when the reserve is empty), built directly. Centre = 40 per colour minus everything placed.
 */
export function build(spec: Spec): CarolusState {
  const n = spec.seats;
  const sides = n === 4 ? 2 : n;
  const given = spec.territories ?? [];
  const covered = new Set(given.flatMap((t) => t.segments));
  const singles = Array.from({ length: SEGMENTS }, (_, i) => i)
    .filter((i) => !covered.has(i))
    .map((i) => ({ segments: [i] }));
  const territorySpecs: TerritorySpec[] = [...given, ...singles];
  const territories: Territory[] = territorySpecs
    .map((t) => ({
      id: Math.min(...t.segments),
      segments: [...t.segments],
      cubes: cubes(t.cubes),
      owner: t.owner ?? null,
      castles: t.castles ?? (t.owner === undefined ? 0 : 1),
    }))
    .sort((a, b) => a.id - b.id);
  const courts = Array.from({ length: n }, (_, i) => cubes(spec.courts?.[i]));
  const reserves = Array.from({ length: n }, (_, i) => cubes(spec.reserves?.[i] ?? { red: 3 }));
  const centre = COLOURS.map((_, c) => {
    let used = 0;
    for (const t of territories) used += t.cubes[c];
    for (const x of [...courts, ...reserves]) used += x[c];
    return CUBES_PER_COLOUR - used;
  });
  const onBoard = Array.from({ length: sides }, () => 0);
  for (const t of territories) if (t.owner !== null) onBoard[t.owner] += t.castles;
  const discs = spec.discs ?? Array.from({ length: n }, (_, i) => i + 1);
  const discOrder = Array.from({ length: n }, (_, i) => i);
  const turnOrder = [...discOrder].sort((a, b) => discs[a] - discs[b]);
  const s: CarolusState = {
    rng: seedRng(spec.seed ?? 'test'),
    seats: n,
    round: spec.round ?? 1,
    phase: 'action',
    step: { kind: 'none' },
    stage: 'paladins',
    startPlayer: 0,
    hands: discs.map((d) => [1, 2, 3, 4, 5].filter((x) => x !== d)),
    discs: [...discs],
    discOrder,
    turnOrder,
    turn: spec.turn ?? 0,
    territories,
    emperor: spec.emperor ?? territories[0].id,
    courts,
    reserves,
    control: COLOURS.map((name) => spec.control?.[name] ?? null),
    supply: spec.supply ?? onBoard.map((x) => CASTLES_PER_SIDE[n] - x),
    centre,
    played: 0,
    lastRoll: null,
    faces: [],
    crowns: [],
    emptyAtStart: false,
    castlesChanged: false,
    quietRounds: 0,
    result: null,
  };
  if (!territories.some((t) => t.id === s.emperor)) throw new Error(`the emperor is not on a territory id: ${s.emperor}`);
  advance(s, []);
  return s;
}

/** The seat whose decision it is. */
export function who(s: CarolusState): number {
  return soleActive(game, s);
}

/** Plays commands through the engine's `play`, each by the active seat, failing the test on a refusal. */
export function run(s: CarolusState, ...commands: string[]): { state: CarolusState; log: LogLine[] } {
  return runAll(game, s, commands);
}

/** The log as an English reader reads it, players as "Player N" (seat + 1). */
export function logText(log: LogLine[]): string {
  return log.map((l) => english(l.text)).join('\n');
}

export function territory(s: CarolusState, id: number): Territory {
  const t = s.territories.find((x) => x.id === id);
  if (!t) throw new Error(`no territory ${id}`);
  return t;
}

/** Cubes of each colour everywhere (CM-2's 40 per colour) and castles per side. */
export function counts(s: CarolusState): { cubes: number[]; castles: number[] } {
  const out = [...s.centre];
  const add = (x: number[]) => x.forEach((n, c) => (out[c] += n));
  s.territories.forEach((t) => add(t.cubes));
  s.courts.forEach(add);
  s.reserves.forEach(add);
  const castles = [...s.supply];
  for (const t of s.territories) if (t.owner !== null) castles[t.owner] += t.castles;
  return { cubes: out, castles };
}

/** A state at the start of a round's opening phase (CM-5), built from `build`. */
export function atOpening(spec: Spec & { hands?: number[][]; startPlayer?: number }): CarolusState {
  const s = build(spec);
  s.phase = 'opening';
  s.stage = 'done';
  s.startPlayer = spec.startPlayer ?? 0;
  s.hands = spec.hands ? spec.hands.map((h) => [...h]) : s.hands.map(() => [1, 2, 3, 4, 5]);
  s.discs = s.discs.map(() => null);
  s.discOrder = [];
  s.turnOrder = [];
  s.turn = 0;
  advance(s, []);
  return s;
}

/** Answers any pending crown / CM-19 choices with the first colour offered. */
export function settle(s: CarolusState): CarolusState {
  let state = s;
  while (state.step.kind === 'take' && state.phase !== 'setup') state = run(state, game.actions(state, who(state))[0]).state;
  return state;
}

/** A seed whose first `n` dice (CM-8) show `faces`, for tests that need a given roll. */
export function seedRolling(faces: Face[]): string {
  for (let i = 0; i < 100_000; i++) {
    const seed = `roll-${i}`;
    const r = seedRng(seed);
    if (faces.every((f) => DIE_FACES[randomInt(r, DIE_FACES.length)] === f)) return seed;
  }
  throw new Error(`no seed rolls ${faces.join(', ')}`);
}
