import type { RngState } from '../../engine/rng';
import type { Text } from '../../engine/text';
import type { GameResult, LogLine } from '../../engine/types';
import { FRISIANS, NORMANS, ZONES, type Kind, type Side, type StartSet, type Structure } from './data';

/**
 * The whole game as plain JSON. Zones are numbers (data.ts ZONES); pieces carry their own id,
 * side, kind and place. Hidden: the Prince's zone and unrevealed sealed answers;
 * view.ts decides who sees them.
 */
export interface SenorState {
  /** Seeded RNG (engine/rng.ts); never shown in a view. */
  rng: RngState;
  /** Shown to everyone once the game is over. */
  seed: string;
  /** The seat playing the Normans; the other seat plays the Frisians. */
  normanSeat: number;
  turn: number;
  phase: Phase;
  /** The decision the game waits for. */
  step: Step;
  /** A group picked in a movement step or a Tactics window, waiting for its destination. */
  selection: Selection | null;
  /** SG-1: the army rolls, public. */
  armyRolls: [number[], number[]];
  /** SG-2 / A-5: the starting sets, sealed until both are in. */
  starts: [StartSet | null, StartSet | null];
  courage: [number, number];
  tactics: [number, number];
  /** Every piece of both sides, Normans first, each side in piece-id order. */
  pieces: Piece[];
  built: Record<Structure, boolean>;
  /** SG-31 / R-8: the structure declared this turn; no Frisian piece moves while it is set. */
  builtThisTurn: Structure | null;
  /** Peasants still to remove for this turn's structure. */
  toLose: number;
  /** SG-14: permanent Frisian control, per zone. */
  controlled: boolean[];
  /** 1.4: zones whose rounds have begun or whose end of combat has run this turn. */
  resolved: boolean[];
  /** SG-26: Norman warriors and counted Frisians removed as casualties. */
  dead: [number, number];
  draco: number;
  lastDracoRoll: number | null;
  tiles: Tiles;
  combat: Combat | null;
  /** the priest's zone was just controlled; the Norman must move him (D18). */
  relocatePriest: boolean;
  /**
   * Counts every disclosure of hidden information (sealed answers opened, tiles turned over),
   * so `undoable` can refuse to take back a step that showed something.
   */
  reveals: number;
  result: GameResult | null;
}

export type Phase =
  | 'start'
  | 'deploy'
  | 'deploy-priest'
  | 'siege'
  | 'sacrifice'
  | 'recover'
  | 'norman-move'
  | 'tiles'
  | 'frisian-move'
  | 'combat'
  | 'sweep'
  | 'draco'
  | 'over';

export type StepKind =
  | 'start'
  | 'deploy'
  | 'deploy-priest'
  | 'siege'
  | 'sacrifice'
  | 'recover'
  | 'move'
  | 'tiles'
  | 'fight'
  | 'tactics'
  | 'boost'
  | 'cancel'
  | 'casualties'
  | 'relocate';

export type Step = { kind: StepKind; side: Side } | { kind: 'none' };

export interface Selection {
  kind: Kind;
  from: number;
}

export type PieceStatus = 'map' | 'dead' | 'removed';

/** Read-only: a piece that moves or falls is replaced by a new object (copy on write). */
export interface Piece {
  readonly id: string;
  readonly side: Side;
  readonly kind: Kind;
  /** Where it stands; for a dead or removed piece, where it stood last (a guard's own zone). */
  readonly zone: number;
  readonly status: PieceStatus;
  /** SG-29: moved by Tactics this turn. */
  readonly marked: boolean;
}

export interface Tiles {
  /** Zone of the Prince tile; null while the tiles are in the Norman's hand. */
  prince: number | null;
  /** Zones of the decoys on the map, in canonical order. */
  decoys: number[];
  /** Decoys still in play (on the map or in hand). */
  decoysLeft: number;
  princeFound: boolean;
  /** Zones where a decoy was turned over (SG-37), in order. */
  revealedDecoys: number[];
  /** SG-36 / R-20: decoys discarded because they did not fit. */
  discarded: number;
  /** Tactics tile moves this turn, public. */
  moves: { from: number; to: number }[];
  /**
   * Where the tiles lay when the Norman picked them up for this turn's placement: his own
   * knowledge (never in another seat's view), so that a timeout can leave them where they were.
   */
  last: { prince: number | null; decoys: number[] } | null;
}

export interface Combat {
  zone: number;
  stage: 'windows' | 'rounds';
  /** SG-17: 0 Norman, 1 Frisian, 2 Norman. */
  window: number;
  /** The round being fought (1–4), 0 before the first. */
  round: number;
  fought: number;
  /** a Norman combatant (guards included) was a casualty in this combat. */
  normanLoss: boolean;
  roll: Roll | null;
}

export type RollStage = 'boost-n' | 'boost-f' | 'cancel-n' | 'cancel-f' | 'cas-n' | 'cas-f';

export interface Die {
  id: string;
  side: Side;
  kind: Kind;
  natural: number;
}

export type KindCounts = Partial<Record<Kind, number>>;

export interface Roll {
  round: number;
  /** SG-22 / R-13: presence judged at the start of the round. */
  king: boolean;
  priest: boolean;
  chrysagon: boolean;
  dice: Die[];
  boost: [boolean, boolean];
  cancel: [boolean, boolean];
  stage: RollStage;
  /** SG-24: the casualties chosen so far by each side. */
  picks: [KindCounts, KindCounts];
  /** the side answered by prompt, so its answer was sealed until both were in. */
  chose: [boolean, boolean];
}

/** Collects log lines while a step runs. */
export type Log = LogLine[];

export function say(log: Log, line: Text): void {
  log.push({ text: line });
}

/** A line only that side's seat may read: the Prince's place, a sealed answer. */
export function tell(s: SenorState, side: Side, log: Log, line: Text): void {
  log.push({ text: line, to: [seatOf(s, side)] });
}

export function seatOf(s: SenorState, side: Side): number {
  return side === NORMANS ? s.normanSeat : 1 - s.normanSeat;
}

export function sideOf(s: SenorState, seat: number): Side | null {
  if (seat === s.normanSeat) return NORMANS;
  if (seat === 1 - s.normanSeat) return FRISIANS;
  return null;
}

export function zoneWord(z: number): string {
  return ZONES[z].word;
}

function cloneRoll(r: Roll): Roll {
  return {
    ...r,
    dice: r.dice.map((d) => ({ ...d })),
    boost: [r.boost[0], r.boost[1]],
    cancel: [r.cancel[0], r.cancel[1]],
    picks: [{ ...r.picks[0] }, { ...r.picks[1] }],
    chose: [r.chose[0], r.chose[1]],
  };
}

/**
 * A deep copy written out by hand, field by field: several times faster than structuredClone
 * (or an object spread) for this shape. Pieces are shared between states and replaced, never
 * changed, when they move (pieces.ts `change`), so only their array is copied.
 */
export function cloneState(s: SenorState): SenorState {
  const t = s.tiles;
  const c = s.combat;
  return {
    rng: { a: s.rng.a, b: s.rng.b, c: s.rng.c, d: s.rng.d },
    seed: s.seed,
    normanSeat: s.normanSeat,
    turn: s.turn,
    phase: s.phase,
    step: { ...s.step },
    selection: s.selection ? { kind: s.selection.kind, from: s.selection.from } : null,
    armyRolls: [[...s.armyRolls[0]], [...s.armyRolls[1]]],
    starts: [s.starts[0], s.starts[1]],
    courage: [s.courage[0], s.courage[1]],
    tactics: [s.tactics[0], s.tactics[1]],
    pieces: s.pieces.slice(),
    built: { shields: s.built.shields, ram: s.built.ram, ladders: s.built.ladders },
    builtThisTurn: s.builtThisTurn,
    toLose: s.toLose,
    controlled: s.controlled.slice(),
    resolved: s.resolved.slice(),
    dead: [s.dead[0], s.dead[1]],
    draco: s.draco,
    lastDracoRoll: s.lastDracoRoll,
    tiles: {
      prince: t.prince,
      decoys: t.decoys.slice(),
      decoysLeft: t.decoysLeft,
      princeFound: t.princeFound,
      revealedDecoys: t.revealedDecoys.slice(),
      discarded: t.discarded,
      moves: t.moves.map((m) => ({ from: m.from, to: m.to })),
      last: t.last ? { prince: t.last.prince, decoys: t.last.decoys.slice() } : null,
    },
    combat: c
      ? { zone: c.zone, stage: c.stage, window: c.window, round: c.round, fought: c.fought, normanLoss: c.normanLoss, roll: c.roll ? cloneRoll(c.roll) : null }
      : null,
    relocatePriest: s.relocatePriest,
    reveals: s.reveals,
    result: s.result ? cloneResult(s.result) : null,
  };
}

function cloneResult(r: GameResult): GameResult {
  const out: GameResult = { winners: [...r.winners], reason: r.reason };
  if (r.scores) out.scores = [...r.scores];
  return out;
}
