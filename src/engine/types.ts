/**
 * The game contract (DESIGN.md §3). A game is a plain object of pure functions over a plain-JSON
 * state. Nothing here does I/O, reads a clock or draws randomness outside the state's own RNG.
 */

import type { Catalogue, Lang, Phrase, Text } from './text';

/** A line of the match history. `to` absent means every seat and spectators may read it. */
export interface LogLine {
  /** A message of the game's catalogue; a plain string only in entries stored before messages had keys. */
  text: Phrase;
  to?: number[];
}

export interface Failure {
  ok: false;
  /** For programs and tests: what kind of refusal. Never shown to players. */
  code: string;
  /** For players: why, as a message of the game's (or the platform's) catalogue. */
  message: Phrase;
}

export type Result<T> = { ok: true; value: T } | Failure;

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail(code: string, message: Phrase): Failure {
  return { ok: false, code, message };
}

export interface SetupOptions {
  seats: number;
  /** Any string; the platform passes the hex digest of the committed secret and the salts. */
  seed: string;
  variant?: string;
  options?: Record<string, unknown>;
}

export interface GameResult {
  winners: number[];
  scores?: number[];
  /** Why the game ended and how the winners were decided (tie-breaks included), in words. */
  reason: Phrase;
  /** How each seat's score was made, for the end screen and the end of the emails (issue 30). */
  details?: SeatScore[];
}

/**
 * One seat's score and what made it: a line in words, and the same figures as data the page can
 * lay out as a table. Each game names its figures (Princeps: `territories`, `stableGold`…; King
 * David: `vp`, `multiplier`, `score`) and says which places counted.
 */
export interface SeatScore {
  seat: number;
  /** The seat's score and how it was made, in words. */
  text: Phrase;
  /** The figures behind it, by name. */
  figures: Record<string, number>;
  /** The places that counted for the seat, by the ids its view uses (King David's cities). */
  places?: string[];
  /** The places that counted against it (King David: its own cities another player holds). */
  against?: string[];
}

/**
 * A command that would close the seat's step (end, done, draw, stop…) and that the game does not
 * list now, with the rule that keeps it back: the page shows the reason where the command would be.
 */
export interface Withheld {
  /** The command as it would be listed ("end"). */
  command: string;
  /** Why not, in words, naming the place and the rule. */
  reason: Phrase;
  /** The place the reason is about, by the id the game's view gives it (a territory, a zone, an area). */
  where?: string;
}

/** What a listed command does, in words: for the list of moves, the emails and replies in words. */
export interface CommandInfo {
  /** A sentence in the imperative ("Place a red paladin in territory 7"). */
  text: Text;
  /** The step cannot be taken back: it rolls dice, draws, or reveals something. */
  final?: boolean;
}

export interface Applied<S> {
  state: S;
  log: LogLine[];
  /** The command text itself stays hidden from other seats until the end (a secret vote). */
  secret?: boolean;
}

export interface Game<S = unknown, V = unknown> {
  id: string;
  title: string;
  /** Bumped whenever a rule change could make an old log replay differently. */
  rulesVersion: string;
  seats: { min: number; max: number };
  variants?: string[];
  /** Each variant's name in each language, by variant (`variants` lists the codes). */
  variantNames?: Record<string, Record<Lang, string>>;
  /** The game's name where a language names it otherwise than `title` (King David's in Spanish). */
  titles?: Partial<Record<Lang, string>>;
  /** The game's messages in English and Spanish (ICU MessageFormat), by key. */
  messages?: Catalogue;
  /**
   * Fixed data the page needs to draw the board and that the view does not carry (a map's
   * regions and rivers), served at GET /api/games/:id/drawing.
   */
  drawing?: unknown;
  /** Display names of the seats' roles ("Normans"), if the game has them. */
  roles?(seats: number, variant?: string, options?: Record<string, unknown>): Phrase[];
  /**
   * Checks the set-up options a match is created with: a message saying what is wrong, or null.
   * A game without this hook takes no options.
   */
  checkOptions?(seats: number, options: Record<string, unknown>, variant?: string): Phrase | null;
  /**
   * The state before the first command. What set-up itself rolls or draws (the order of a first
   * choice) is written, as log lines with their visibility, into `log` when the caller gives one:
   * the platform shows them at the start of the history.
   */
  setup(o: SetupOptions, log?: LogLine[]): S;
  /** Seats that must act now; several means a simultaneous step; empty when the game is over. */
  active(s: S): number[];
  /** Every legal command for that seat now (empty when it may not act). */
  actions(s: S, seat: number): string[];
  /** Accepts a command only if `actions(s, seat)` lists it; never throws for a bad command. */
  apply(s: S, seat: number, command: string): Result<Applied<S>>;
  /** What that seat (null = spectator) may see, as JSON. Never contains the RNG state. */
  view(s: S, seat: number | null): V;
  /**
   * The board in words for that viewer, a line each (emails, screen readers): everything a
   * decision needs, named (card names, law texts), nothing the viewer may not see.
   */
  summary(s: S, seat: number | null): Phrase[];
  /** What a command listed by `actions(s, seat)` does, in words. */
  describe?(s: S, seat: number, command: string): CommandInfo;
  result(s: S): GameResult | null;
  /**
   * Optional: the step-closing commands the seat may not give now and why (an empty list when
   * nothing is held back). Only for a seat that has a decision to make.
   */
  withheld?(s: S, seat: number): Withheld[];
  /**
   * Optional: the seat has made its submission in a simultaneous step and may only take it back
   * (the command that does so is still listed). It is waiting, not on turn: no clock runs for it,
   * it is not told it is its turn, and no bot plays for it.
   */
  waiting?(s: S, seat: number): boolean;
  /**
   * Optional: whether the step from `before` to `after` by `seat` may be undone. The engine
   * already refuses undo when the step used the RNG, ended the seat's turn or ended the game;
   * a game with hidden information adds its own reasons here.
   */
  undoable?(before: S, after: S, seat: number): boolean;
}

/**
 * A state-level random player for the engine's own tests and benches (fuzzing every listed
 * command); it reads the state, so it never fills a seat: seats are played by `SeatBot`s
 * (engine/bots.ts), which see only what their seat sees. `random` is a number in [0, 1).
 */
export type Bot<S> = (s: S, seat: number, random: () => number) => string;

/**
 * The game's timeout defaults: the listed command its rulings say a seat plays when its time
 * runs out (the deadline policy `bot`). Deterministic, decided from the state as that seat sees it.
 */
export type TimeoutMove<S> = (s: S, seat: number) => string;
