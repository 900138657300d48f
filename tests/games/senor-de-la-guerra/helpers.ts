import { expect } from 'vitest';
import { runAll, soleActive } from '../../support/drive';
import { randomFrom, seedRng } from '../../../src/engine/rng';
import { isText, type Phrase, type Text } from '../../../src/engine/text';
import type { LogLine } from '../../../src/engine/types';
import { canSee } from '../../../src/engine/visibility';
import { senorDeLaGuerra } from '../../../src/games/senor-de-la-guerra';
import { randomBot } from '../../../src/games/senor-de-la-guerra/bot';
import {
  DECOYS,
  FRISIAN_UNITS,
  FRISIANS,
  MAP_ZONES,
  NORMAN_UNITS,
  NORMANS,
  ZONES,
  type Kind,
  type Side,
  type Structure,
} from '../../../src/games/senor-de-la-guerra/data';
import { advance } from '../../../src/games/senor-de-la-guerra/flow';
import type { Phase, Piece, SenorState } from '../../../src/games/senor-de-la-guerra/state';
import { playRandom } from '../../support/game-harness';
import { english } from '../../support/words';

export const game = senorDeLaGuerra;

export type ZoneWord = 'rearguard' | 'east' | 'west' | 'bridge' | 'entrance' | 'battlements';

export function zone(word: ZoneWord): number {
  return ZONES.findIndex((z) => z.word === word);
}

type Editable = { -readonly [K in keyof Piece]: Piece[K] };

/** Every piece a test may name: the largest possible armies (6 / 12 troops of each type). */
function roster(): Editable[] {
  const out: Editable[] = [];
  const add = (side: Side, kind: Kind, id: string) => out.push({ id, side, kind, zone: 0, status: 'removed', marked: false });
  const many = (side: Side, kind: Kind, prefix: string, n: number) => {
    for (let i = 1; i <= n; i++) add(side, kind, n === 1 ? prefix : `${prefix}${i}`);
  };
  many(NORMANS, 'chrysagon', 'chrysagon', 1);
  many(NORMANS, 'bors', 'bors', 1);
  many(NORMANS, 'knight', NORMAN_UNITS.knight.id, 3);
  many(NORMANS, 'swordsman', NORMAN_UNITS.swordsman.id, 6);
  many(NORMANS, 'spearman', NORMAN_UNITS.spearman.id, 6);
  many(NORMANS, 'archer', NORMAN_UNITS.archer.id, 6);
  for (const z of MAP_ZONES) add(NORMANS, 'guard', `${ZONES[z].word}-guard`);
  many(NORMANS, 'priest', 'priest', 1);
  many(FRISIANS, 'king', 'king', 1);
  many(FRISIANS, 'captain', FRISIAN_UNITS.captain.id, 6);
  many(FRISIANS, 'swordsman', FRISIAN_UNITS.swordsman.id, 12);
  many(FRISIANS, 'spearman', FRISIAN_UNITS.spearman.id, 12);
  many(FRISIANS, 'archer', FRISIAN_UNITS.archer.id, 12);
  many(FRISIANS, 'peasant', FRISIAN_UNITS.peasant.id, 20);
  // Guards stand in their own zone even when out of the scenario.
  for (const p of out) if (p.kind === 'guard') p.zone = zone(p.id.replace('-guard', '') as ZoneWord);
  return out;
}

export interface Spec {
  /** Pieces by zone: Norman and Frisian ids (rulings names in lowercase: a1, k1, bridge-guard, fa1, c1, p1). */
  zones?: Partial<Record<ZoneWord, { normans?: string[]; frisians?: string[] }>>;
  /** Pieces already dead (guards named here may be recovered). */
  dead?: { normans?: string[]; frisians?: string[] };
  /** Dead counters (SG-26); default 0. */
  deadCount?: [number, number];
  courage?: [number, number];
  tactics?: [number, number];
  built?: Structure[];
  builtThisTurn?: Structure;
  controlled?: ZoneWord[];
  resolved?: ZoneWord[];
  /** The current combat zone (before its windows); otherwise the phase runs from the pending set. */
  current?: ZoneWord;
  marked?: string[];
  draco?: number;
  prince?: ZoneWord | null;
  decoys?: ZoneWord[];
  decoysLeft?: number;
  turn?: number;
  phase?: Phase;
  normanSeat?: number;
  seed?: string;
}

/**
 * A state built directly (pieces not named are out of the scenario: status "removed"), then
 * run on with the game's own `advance` until someone must decide. Default phase: combat.
 */
export function build(spec: Spec, log: LogLine[] = []): SenorState {
  const pieces = roster();
  const find = (side: Side, id: string) => {
    const p = pieces.find((x) => x.side === side && x.id === id);
    if (!p) throw new Error(`no piece ${id}`);
    return p;
  };
  for (const [word, z] of Object.entries(spec.zones ?? {})) {
    for (const id of z.normans ?? []) Object.assign(find(NORMANS, id), { zone: zone(word as ZoneWord), status: 'map' });
    for (const id of z.frisians ?? []) Object.assign(find(FRISIANS, id), { zone: zone(word as ZoneWord), status: 'map' });
  }
  for (const id of spec.dead?.normans ?? []) find(NORMANS, id).status = 'dead';
  for (const id of spec.dead?.frisians ?? []) find(FRISIANS, id).status = 'dead';
  for (const id of spec.marked ?? []) for (const p of pieces) if (p.id === id) p.marked = true;
  const flags = (words: ZoneWord[] = []) => ZONES.map((z) => words.includes(z.word as ZoneWord));
  const decoys = (spec.decoys ?? []).map(zone).sort((a, b) => a - b);
  const s: SenorState = {
    rng: seedRng(spec.seed ?? 'test'),
    seed: spec.seed ?? 'test',
    normanSeat: spec.normanSeat ?? 0,
    turn: spec.turn ?? 2,
    phase: spec.phase ?? 'combat',
    step: { kind: 'none' },
    selection: null,
    armyRolls: [[1], [1, 1]],
    starts: ['courage', 'tactics'],
    courage: spec.courage ?? [0, 0],
    tactics: spec.tactics ?? [0, 0],
    pieces,
    built: { shields: false, ram: false, ladders: false },
    builtThisTurn: spec.builtThisTurn ?? null,
    toLose: 0,
    controlled: flags(spec.controlled),
    resolved: flags(spec.resolved),
    dead: spec.deadCount ?? [0, 0],
    draco: spec.draco ?? 0,
    lastDracoRoll: null,
    tiles: {
      prince: spec.prince === undefined || spec.prince === null ? null : zone(spec.prince),
      decoys,
      decoysLeft: spec.decoysLeft ?? (spec.prince === undefined ? DECOYS : decoys.length),
      princeFound: false,
      revealedDecoys: [],
      discarded: 0,
      moves: [],
      last: null,
    },
    combat: spec.current ? { zone: zone(spec.current), stage: 'windows', window: 0, round: 0, fought: 0, normanLoss: false, roll: null } : null,
    relocatePriest: false,
    reveals: 0,
    result: null,
  };
  for (const x of spec.built ?? []) s.built[x] = true;
  advance(s, log);
  return s;
}

/** The seat whose decision it is. */
export function who(s: SenorState): number {
  return soleActive(game, s);
}

export function sideToMove(s: SenorState): 'normans' | 'frisians' {
  return s.step.kind !== 'none' && s.step.side === NORMANS ? 'normans' : 'frisians';
}

/** Plays commands through the engine's `play`, each by the active seat, failing the test on a refusal. */
export function run(s: SenorState, ...commands: string[]): { state: SenorState; log: LogLine[] } {
  return runAll(game, s, commands);
}

export function go(s: SenorState, ...commands: string[]): SenorState {
  return run(s, ...commands).state;
}

/** The refusal of a command by the active seat (or `seat`), which must leave the state as it was. */
export function refusal(s: SenorState, command: string, seat = who(s)): { code: string; message: Text } {
  const copy = structuredClone(s);
  const r = game.apply(s, seat, command);
  expect(s).toEqual(copy);
  if (r.ok) throw new Error(`${command} was accepted`);
  expect(english(r.message).length).toBeGreaterThan(0);
  if (!isText(r.message)) throw new Error(`${command}: the refusal is not a message`);
  return { code: r.code, message: r.message };
}

/** A command that must be refused: the refusal in English, as a player reads it. */
export function refused(s: SenorState, command: string, seat = who(s)): string {
  return english(refusal(s, command, seat).message);
}

/** The message key of a refusal: which rule refused it (the keys are named for the clauses' reasons). */
export function refusedKey(s: SenorState, command: string, seat = who(s)): string {
  return refusal(s, command, seat).message.key;
}

/** The board in words for a viewer, in English, a line each. */
export function summaryText(s: SenorState, seat: number | null): string {
  return game.summary(s, seat).map(english).join('\n');
}

/** The log in English, a line each (seats read "Player 1", "Player 2"). */
export function text(log: LogLine[]): string {
  return log.map((l) => english(l.text)).join('\n');
}

/** The key of a result's reason: sg.won.f1 … sg.won.n4 names the condition met (SG-39, SG-40). */
export function won(result: { reason: Phrase } | null | undefined): string {
  const reason = result?.reason;
  return isText(reason) ? reason.key : '';
}

/** the Frisian condition met at the same check as the winning Norman one (sg.condition.f1 …), or ''. */
export function tiedWith(result: { reason: Phrase } | null | undefined): string {
  const tie = isText(result?.reason) ? result.reason.params?.tie : undefined;
  const condition = isText(tie) ? tie.params?.condition : undefined;
  return isText(condition) ? condition.key : '';
}

/** The log lines a viewer may read (null = spectator). */
export function readable(log: readonly LogLine[], seat: number | null): string[] {
  return log.filter((l) => canSee(l, seat)).map((l) => english(l.text));
}

/** Ids of a side's pieces on the map in a zone. */
export function idsIn(s: SenorState, word: ZoneWord, side: Side): string[] {
  return s.pieces.filter((p) => p.status === 'map' && p.side === side && p.zone === zone(word)).map((p) => p.id);
}

export function kindsIn(s: SenorState, word: ZoneWord, side: Side): string[] {
  return s.pieces.filter((p) => p.status === 'map' && p.side === side && p.zone === zone(word)).map((p) => p.kind);
}

/** A `random()` for the bot from a seed, so a whole game is reproducible. */
export const seededRandom = randomFrom;

export type Each = (before: SenorState, after: SenorState, seat: number, command: string, log: LogLine[]) => void;

/** Plays a whole game with the random bot (the shared harness's `playRandom`); calls `each` after every step. */
export function randomGame(seed: string, each?: Each, options?: Record<string, unknown>): { state: SenorState; moves: { seat: number; command: string }[] } {
  return playRandom(game, randomBot, { seats: 2, seed, options }, (step) => each?.(step.before, step.after, step.seat, step.command, step.log));
}

/** Per side: pieces on the map, dead, and removed by structures; and the dead counters. */
export function census(s: SenorState): { map: number[]; dead: number[]; removed: number[] } {
  const out = { map: [0, 0], dead: [0, 0], removed: [0, 0] };
  for (const p of s.pieces) out[p.status][p.side]++;
  return out;
}
