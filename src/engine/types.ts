/**
 * The game contract (DESIGN.md §3). A game is a plain object of pure functions over a plain-JSON
 * state. Nothing here does I/O, reads a clock or draws randomness outside the state's own RNG.
 */

/** A line of the match history. `to` absent means every seat and spectators may read it. */
export interface LogLine {
  text: string;
  to?: number[];
}

export interface Failure {
  ok: false;
  code: string;
  message: string;
}

export type Result<T> = { ok: true; value: T } | Failure;

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail(code: string, message: string): Failure {
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
  reason: string;
}

export interface Applied<S> {
  state: S;
  log: LogLine[];
  /** The command text itself stays hidden from other seats until the end (a secret vote). */
  secret?: boolean;
}

export interface Game<S = unknown> {
  id: string;
  title: string;
  /** Bumped whenever a rule change could make an old log replay differently. */
  rulesVersion: string;
  seats: { min: number; max: number };
  variants?: string[];
  /** Display names of the seats' roles ("Normans"), if the game has them. */
  roles?(seats: number, variant?: string, options?: Record<string, unknown>): string[];
  /**
   * Checks the set-up options a match is created with: a message saying what is wrong, or null.
   * A game without this hook takes no options.
   */
  checkOptions?(seats: number, options: Record<string, unknown>, variant?: string): string | null;
  setup(o: SetupOptions): S;
  /** Seats that must act now; several means a simultaneous step; empty when the game is over. */
  active(s: S): number[];
  /** Every legal command for that seat now (empty when it may not act). */
  actions(s: S, seat: number): string[];
  /** Accepts a command only if `actions(s, seat)` lists it; never throws for a bad command. */
  apply(s: S, seat: number, command: string): Result<Applied<S>>;
  /** What that seat (null = spectator) may see, as JSON. Never contains the RNG state. */
  view(s: S, seat: number | null): unknown;
  /** A short plain-text description of the board for that viewer (emails, screen readers). */
  summary(s: S, seat: number | null): string;
  result(s: S): GameResult | null;
  /**
   * Optional: whether the step from `before` to `after` by `seat` may be undone. The engine
   * already refuses undo when the step used the RNG, ended the seat's turn or ended the game;
   * a game with hidden information adds its own reasons here.
   */
  undoable?(before: S, after: S, seat: number): boolean;
}

/** A bot picks one of the listed commands; `random` is a number in [0, 1) supplied by the caller. */
export type Bot<S> = (s: S, seat: number, random: () => number) => string;
