import type { RngState } from '../../engine/rng';
import { seatRef, text, type SeatRef, type Text } from '../../engine/text';
import type { GameResult, LogLine } from '../../engine/types';

/**
 * The whole game as plain JSON.
 *
 * A "force" owns knights: forces 0 … n-1 are the players; in the 2-player game forces 2 and 3 are
 * the allies of seats 0 and 1 (§4). `controller(s, force)` is the seat that decides for a force.
 */
export interface LancasterState {
  /** Seeded RNG (engine/rng.ts); never shown in a view. */
  rng: RngState;
  seats: number;
  /** §4: the ally variant, always on with 2 seats (LA-1). */
  allies: boolean;
  round: number;
  phase: Phase;
  /** Holder of the start-player marker (LA-7, LA-24). */
  startPlayer: number;
  players: Player[];
  forces: Force[];
  counties: CountySpace[];
  /** Conflict slots: 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right (LA-6). */
  conflicts: (Card | null)[];
  conflictDeck: string[];
  /** King's favour tiles, face up or not (LA-14). */
  favour: boolean[];
  /** Current laws, left to right (LA-5). */
  laws: string[];
  /** This round's three proposals and what became of each. */
  proposals: Proposal[];
  lawDeck: string[];
  /** The vote being collected: one entry per seat, null until that seat has voted (AS-4). */
  votes: (Vote | null)[];
  /** AS-9: the secret choice of the first extension tile, per seat. */
  setupChoice: (number | null)[];
  /** Per seat, their castle step while it lasts (LA-25, AS-6); null when done or not started. */
  castle: (CastleStep | null)[];
  /** AS-6: each seat's castle lines, held back until the step ends and then logged in turn order. */
  castleLog: LogLine[][];
  /** The seat that placed last this round (LA-8); null before the first placement. */
  turn: number | null;
  /** What the game still has to do, first item first; prompts wait for a command. */
  tasks: Task[];
  result: GameResult | null;
}

export type Phase = 'setup' | 'placement' | 'parliament' | 'laws' | 'counties' | 'castles' | 'conflicts' | 'over';

export interface Player {
  gold: number;
  squires: number;
  /** Voting markers: public (AS-5). */
  markers: number;
  pp: number;
  /** County indices of the nobleman tiles at the round table, seat by seat (LA-22). */
  nobles: number[];
  /** Extension tiles X1 … X6: built or not (LA-3). */
  built: boolean[];
}

export interface Force {
  /** Strengths of the knights at court, ascending. */
  court: number[];
  /** Strengths of the knights in the reserve, ascending. */
  reserve: number[];
  /** Castle knight spaces (players: s1, s2, s3, x1 … x6; allies: ac1, ac2): a strength or null. */
  castle: (number | null)[];
}

export interface CountySpace {
  /** Nobleman tiles left on the county (LA-4). */
  nobles: number;
  knight: { force: number; strength: number; squires: number } | null;
}

/** One participant's space on a conflict card: a stack of knights (LA-13). */
export interface Stack {
  force: number;
  knights: number[];
}

export interface Card {
  id: string;
  /** sp1, sp2, sp3, top to bottom. */
  spaces: (Stack | null)[];
}

export interface Proposal {
  law: string;
  outcome: 'passed' | 'rejected' | null;
  /** The revealed votes, per seat, once the vote is over. */
  votes: Vote[] | null;
}

export interface Vote {
  yes: boolean;
  markers: number;
}

export interface CastleStep {
  /** Activations of paid extension tiles still open, as tile indices (0 = X1 …) (LA-25, R-28). */
  items: number[];
  /** AL-12: the ally castle's occupied spaces still to be resolved, in the order the player picks. */
  ally: AllySpace[];
  /** The item whose upgrade target is being chosen, if any. */
  upgrading: 'x2' | 'ac2' | null;
}

/** AL-3: the ally castle's two spaces: a new strength-1 knight, and an upgrade. */
export type AllySpace = 'ac1' | 'ac2';

/** Why an upgrade is offered; decides the targets and the cost. */
export type UpgradeWhy = 'favour' | 'l01' | 'l09' | 'l10' | 'county';

export type Task =
  | { t: 'setup' }
  | { t: 'placement' }
  | { t: 'place'; seat: number }
  | { t: 'squires'; seat: number; strength: number; county: number }
  | { t: 'favour'; seat: number; force: number }
  | { t: 'upgrade'; seat: number; force: number; why: UpgradeWhy; label: Text }
  | { t: 'noble'; seat: number; force: number }
  | { t: 'vote'; proposal: number; open: boolean }
  | { t: 'returnMarkers' }
  | { t: 'law'; index: number }
  | { t: 'exchange'; seat: number; law: string }
  | { t: 'build'; seat: number; left: number; label: Text }
  | { t: 'county'; county: number }
  | { t: 'countyChoice'; seat: number; force: number; county: number }
  | { t: 'countyHome'; county: number }
  | { t: 'passage'; seat: number; force: number; county: number }
  | { t: 'start'; seat: number }
  | { t: 'castles' }
  | { t: 'conflict'; slot: number }
  | { t: 'ransom'; seat: number; slot: number }
  | { t: 'prison'; slot: number }
  | { t: 'endRound' };

/** Tasks that wait for one seat's command. */
export type Prompt = Extract<Task, { seat: number }>;

export type Log = LogLine[];

/** A log line everyone reads. */
export function say(log: Log, line: Text): void {
  log.push({ text: line });
}

/** A log line only `seat` reads (its own secret choice). */
export function whisper(log: Log, seat: number, line: Text): void {
  log.push({ text: line, to: [seat] });
}

export function isAlly(s: LancasterState, force: number): boolean {
  return force >= s.seats;
}

/** The seat that decides for a force: itself, or the ally's player (AL-2). */
export function controller(s: LancasterState, force: number): number {
  return force % s.seats;
}

export function allyOf(s: LancasterState, seat: number): number | null {
  return s.allies ? seat + s.seats : null;
}

/**
 * A force as message arguments: its player, and whether it is that player's ally, for messages
 * that say "Ana's ally's knight" / "el caballero del aliado de Ana" their own way.
 */
export function forceArgs(s: LancasterState, force: number): { player: SeatRef; ally: 'yes' | 'no' } {
  return { player: seatRef(controller(s, force)), ally: isAlly(s, force) ? 'yes' : 'no' };
}

/** A force in words: "Ana", or "Ana's ally"; `start` when it opens a sentence ("El aliado de Ana"). */
export function forceName(s: LancasterState, force: number, start = false): Text {
  return text(start ? 'la.forceStart' : 'la.force', forceArgs(s, force));
}

/** LA-8 and §0.3: clockwise from the start-player marker, as it stands now. */
export function turnOrder(s: LancasterState): number[] {
  return Array.from({ length: s.seats }, (_, i) => (s.startPlayer + i) % s.seats);
}

/** Adds a strength to a sorted list of strengths. */
export function insertSorted(list: number[], strength: number): void {
  let i = 0;
  while (i < list.length && list[i] < strength) i++;
  list.splice(i, 0, strength);
}

/** Removes one knight of a strength; false if there is none. */
export function removeOne(list: number[], strength: number): boolean {
  const i = list.indexOf(strength);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/**
 * A deep copy written out by hand, field by field in the order setup() creates them: several
 * times faster than structuredClone or object spreads, whose shapes vary. Tasks are shared between
 * states: a task is never changed in place, only replaced (flow.ts opens a vote with a new object),
 * so only their array is copied.
 */
export function cloneState(s: LancasterState): LancasterState {
  return {
    rng: { a: s.rng.a, b: s.rng.b, c: s.rng.c, d: s.rng.d },
    seats: s.seats,
    allies: s.allies,
    round: s.round,
    phase: s.phase,
    startPlayer: s.startPlayer,
    players: s.players.map(clonePlayer),
    forces: s.forces.map((f) => ({ court: f.court.slice(), reserve: f.reserve.slice(), castle: f.castle.slice() })),
    counties: s.counties.map(cloneCounty),
    conflicts: s.conflicts.map(cloneCard),
    conflictDeck: s.conflictDeck.slice(),
    favour: s.favour.slice(),
    laws: s.laws.slice(),
    proposals: s.proposals.map((p) => ({ law: p.law, outcome: p.outcome, votes: p.votes ? p.votes.map(cloneVote) : null })),
    lawDeck: s.lawDeck.slice(),
    votes: s.votes.map((v) => (v ? cloneVote(v) : null)),
    setupChoice: s.setupChoice.slice(),
    castle: s.castle.map((c) => (c ? { items: c.items.slice(), ally: c.ally.slice(), upgrading: c.upgrading } : null)),
    castleLog: s.castleLog.map((lines) => lines.map((l) => ({ ...l }))),
    turn: s.turn,
    tasks: s.tasks.slice(),
    result: s.result ? cloneResult(s.result) : null,
  };
}

function clonePlayer(p: Player): Player {
  return { gold: p.gold, squires: p.squires, markers: p.markers, pp: p.pp, nobles: p.nobles.slice(), built: p.built.slice() };
}

function cloneCounty(c: CountySpace): CountySpace {
  const k = c.knight;
  return { nobles: c.nobles, knight: k ? { force: k.force, strength: k.strength, squires: k.squires } : null };
}

function cloneCard(c: Card | null): Card | null {
  return c ? { id: c.id, spaces: c.spaces.map((x) => (x ? { force: x.force, knights: x.knights.slice() } : null)) } : null;
}

function cloneVote(v: Vote): Vote {
  return { yes: v.yes, markers: v.markers };
}

function cloneResult(r: GameResult): GameResult {
  const out: GameResult = { winners: [...r.winners], reason: r.reason };
  if (r.scores) out.scores = [...r.scores];
  return out;
}
