import type { Text } from '../../engine/text';
import type { GameResult } from '../../engine/types';
import { FRISIANS, NORMANS, SIDE_WORDS, STRUCTURES, VICTORY, ZONES, DRACO_ARRIVES, type Side, type StartSet, type Structure } from './data';
import { moveDestinations } from './movement';
import { hits, isHit, modified, netHitsOn } from './rounds';
import { describeStep, decisionCode, groupSize, helpFor } from './prompt';
import { sideOf, zoneWord, type KindCounts, type Phase, type Piece, type SenorState } from './state';
import { pendingZones, tacticDestinations } from './tactics';
import { tileAt, tilesInPlay, tilesOnMap } from './tiles';

type SideWord = (typeof SIDE_WORDS)[number];
type BySide<T> = Record<SideWord, T>;

export interface PieceView {
  id: string;
  kind: string;
  /** SG-29: moved by Tactics this turn. */
  marked: boolean;
}

export interface ZoneView {
  zone: string;
  controlled: boolean;
  resolved: boolean;
  pending: boolean;
  current: boolean;
  /** A face-down tile lies here (which tile it is, only the Normans know). */
  tile: boolean;
  normans: PieceView[];
  frisians: PieceView[];
}

export interface TilesView {
  /** Tiles still in play, the Prince included. */
  inPlay: number;
  /** Zones holding a face-down tile, canonical order (A-7: a tile is known only by its zone). */
  zones: string[];
  /** True while the Norman holds the tiles to place them (step 3). */
  inHand: boolean;
  revealedDecoys: string[];
  /** decoys discarded because they did not fit. */
  discarded: number;
  /** Tactics tile moves this turn. */
  moves: { from: string; to: string }[];
  /** The Normans' own knowledge, and everyone's once the game is over (A-9). */
  prince?: string | null;
  decoys?: string[];
}

export interface DieView {
  /** The piece's id: dice of one piece share it (never shown to players: the page names the kind). */
  piece: string;
  kind: string;
  side: SideWord;
  natural: number;
  modified: number;
  hit: boolean;
}

export interface CombatView {
  zone: string;
  stage: 'windows' | 'rounds';
  /** SG-17: 1 Norman, 2 Frisian, 3 Norman. */
  window: number;
  round: number;
  dice: DieView[];
  courageOnDice: BySide<boolean>;
  courageCancel: BySide<boolean>;
  hits: BySide<number>;
  /** SG-22: net hits each side suffers. */
  netHitsOn: BySide<number>;
  /**
   * SG-24: net hits given so far to each kind (a knight or captain takes two before another piece
   * falls). The Norman answers first, so his picks are his own until the pair is in; the
   * Frisian's answer closes the pair and is shown to everyone at once (A-7: the Frisian sees what
   * a spectator sees).
   */
  hitsGiven: Partial<BySide<KindCounts>>;
}

export interface SenorView {
  you: SideWord | null;
  seats: BySide<number>;
  turn: number;
  phase: Phase;
  /** the decision code (D1 … D18; data for programs, never shown) and who must answer. */
  decision: string | null;
  waitingFor: SideWord | null;
  /** What the step asks and why. */
  prompt: Text;
  /** What the player asked can do on the board now, in a short line. */
  help: Text;
  /**
   * The group picked in a movement step or a Tactics window (public, like the command that picked
   * it): how many may go, and where each zone can take how many of them.
   */
  selection: { piece: string; from: string; count: number; dests: { zone: string; max: number }[] } | null;
  armyRolls: BySide<number[]>;
  /** a starting set is "sealed" to others until both are in. */
  startSets: BySide<StartSet | 'sealed' | null>;
  courage: BySide<number>;
  tactics: BySide<number>;
  draco: { position: number; arrivesAt: number; lastRoll: number | null };
  dead: BySide<number>;
  thresholds: { normanDead: number; frisianDead: number; courage: number; zones: number };
  structures: Record<Structure, boolean>;
  /** SG-31: the structure declared this turn (shields, ram, ladders). */
  builtThisTurn: Structure | null;
  zones: ZoneView[];
  fallen: BySide<string[]>;
  /** The same dead pieces counted by kind (knight, peasant, …), for a side's card. */
  fallenByKind: BySide<Record<string, number>>;
  /** peasants lost to siege structures. */
  lostToStructures: string[];
  tiles: TilesView;
  combat: CombatView | null;
  result: GameResult | null;
  /** revealed once the game is over. */
  seed?: string;
}

function bySide<T>(f: (side: Side) => T): BySide<T> {
  return { normans: f(NORMANS), frisians: f(FRISIANS) };
}

function piecesView(s: SenorState, zone: number, side: Side): PieceView[] {
  return s.pieces.filter((p) => p.status === 'map' && p.side === side && p.zone === zone).map((p) => ({ id: p.id, kind: p.kind, marked: p.marked }));
}

/** Everything `seat` may see: the Normans see all; the Frisians and spectators never the Prince's zone. */
function countKinds(pieces: readonly Piece[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const p of pieces) counts[p.kind] = (counts[p.kind] ?? 0) + 1;
  return counts;
}

export function view(s: SenorState, seat: number | null): SenorView {
  const you = seat === null ? null : sideOf(s, seat);
  const over = s.result !== null;
  const knows = (side: Side) => over || you === side;
  const pending = pendingZones(s);
  const step = s.step;
  return {
    you: you === null ? null : SIDE_WORDS[you],
    seats: { normans: s.normanSeat, frisians: 1 - s.normanSeat },
    turn: s.turn,
    phase: s.phase,
    decision: decisionCode(s),
    waitingFor: step.kind === 'none' ? null : SIDE_WORDS[step.side],
    prompt: describeStep(s),
    help: helpFor(s),
    selection: selectionView(s),
    armyRolls: bySide((x) => [...s.armyRolls[x]]),
    startSets: bySide((x) => {
      const set = s.starts[x];
      if (set === null) return null;
      return knows(x) || s.starts[FRISIANS] !== null ? set : 'sealed';
    }),
    courage: bySide((x) => s.courage[x]),
    tactics: bySide((x) => s.tactics[x]),
    draco: { position: s.draco, arrivesAt: DRACO_ARRIVES, lastRoll: s.lastDracoRoll },
    dead: bySide((x) => s.dead[x]),
    thresholds: { ...VICTORY },
    structures: Object.fromEntries(STRUCTURES.map((x) => [x, s.built[x]])) as Record<Structure, boolean>,
    builtThisTurn: s.builtThisTurn,
    zones: ZONES.map((z, i) => ({
      zone: z.word,
      controlled: s.controlled[i],
      resolved: s.resolved[i],
      pending: pending.includes(i),
      current: s.combat?.zone === i,
      tile: tileAt(s, i),
      normans: piecesView(s, i, NORMANS),
      frisians: piecesView(s, i, FRISIANS),
    })),
    fallen: bySide((x) => s.pieces.filter((p) => p.side === x && p.status === 'dead').map((p) => p.id)),
    fallenByKind: bySide((x) => countKinds(s.pieces.filter((p) => p.side === x && p.status === 'dead'))),
    lostToStructures: s.pieces.filter((p) => p.status === 'removed').map((p) => p.id),
    tiles: tilesView(s, knows(NORMANS)),
    combat: combatView(s, you, over),
    result: s.result ? { ...s.result, winners: [...s.result.winners] } : null,
    ...(over ? { seed: s.seed } : {}),
  };
}

function selectionView(s: SenorState): SenorView['selection'] {
  const sel = s.selection;
  const step = s.step;
  if (!sel || step.kind === 'none') return null;
  const tactics = step.kind === 'tactics';
  const dests = tactics ? tacticDestinations(s, step.side, sel.kind, sel.from) : moveDestinations(s, step.side, sel.kind, sel.from);
  return {
    piece: sel.kind,
    from: zoneWord(sel.from),
    count: groupSize(s, step.side, sel.kind, sel.from, tactics),
    dests: dests.map((d) => ({ zone: zoneWord(d.zone), max: d.max })),
  };
}

function tilesView(s: SenorState, full: boolean): TilesView {
  const t = s.tiles;
  const out: TilesView = {
    inPlay: tilesInPlay(s),
    zones: tilesOnMap(s).map(zoneWord),
    inHand: s.phase === 'tiles',
    revealedDecoys: t.revealedDecoys.map(zoneWord),
    discarded: t.discarded,
    moves: t.moves.map((m) => ({ from: zoneWord(m.from), to: zoneWord(m.to) })),
  };
  if (full) {
    out.prince = t.prince === null ? null : zoneWord(t.prince);
    out.decoys = t.decoys.map(zoneWord);
  }
  return out;
}

function combatView(s: SenorState, you: Side | null, over: boolean): CombatView | null {
  const c = s.combat;
  if (!c) return null;
  const roll = c.roll;
  const z = c.zone;
  const hitsGiven: Partial<BySide<KindCounts>> = {};
  if (roll) {
    // the Norman's picks are sealed from everyone else until the pair is in.
    if (over || you === NORMANS) hitsGiven.normans = { ...roll.picks[NORMANS] };
    hitsGiven.frisians = { ...roll.picks[FRISIANS] };
  }
  return {
    zone: zoneWord(z),
    stage: c.stage,
    window: c.window + 1,
    round: c.round,
    dice: roll
      ? roll.dice.map((d) => ({ piece: d.id, kind: d.kind, side: SIDE_WORDS[d.side], natural: d.natural, modified: modified(s, z, roll, d), hit: isHit(s, z, roll, d) }))
      : [],
    courageOnDice: bySide((x) => roll?.boost[x] ?? false),
    courageCancel: bySide((x) => roll?.cancel[x] ?? false),
    hits: bySide((x) => (roll ? hits(s, z, roll, x) : 0)),
    netHitsOn: bySide((x) => (roll ? netHitsOn(s, z, roll, x) : 0)),
    hitsGiven,
  };
}
