import type { BotLevel } from '../../engine/bots';
import type { LogLine } from '../../engine/types';

/**
 * At the deadline: remind again, the seat's timeout defaults play its move ('bot'), the seat
 * forfeits, or the seat forfeits to a `good` bot that plays it from then on ('takeover').
 */
export type DeadlinePolicy = 'remind' | 'bot' | 'forfeit' | 'takeover';

export interface ClockRule {
  perMoveMs: number;
  policy: DeadlinePolicy;
  /** Reminders at these fractions of the time per move. */
  reminders: number[];
  /** Vacation days each seat may take in this match. */
  vacationDays: number;
}

/** What a MatchRoom keeps about itself (one JSON row). */
export interface MatchMeta {
  id: string;
  game: string;
  variant: string | null;
  seats: number;
  /** Game options, without the fixed seed. */
  options: Record<string, unknown>;
  commitment: string;
  /** The match's name, as given at creation or by a seat's owner since (log/naming.ts); absent or null: none given. */
  name?: string | null;
  /** The committed secret: revealed only once the match has ended. */
  secret: string;
  /** sha256 of the invite code, or null when every seat was named at creation. */
  inviteHash: string | null;
  /** Set when the last seat is taken and set-up has run. */
  rngSeed: string | null;
  rulesVersion: string | null;
  /** Earlier rules versions this match was replayed under after a deploy, oldest first. */
  migratedFrom: string[];
  frozen: string | null;
  createdAt: number;
  startedAt: number | null;
  /** The time control chosen at creation; absent or null: none. */
  clock?: ClockRule | null;
  /** Where the match was created: the base of the links in its notifications. */
  origin?: string | null;
  /**
   * The level of the bot that plays each seat, in seat order (null: a person); absent when no
   * seat is a bot's. Set at creation, and when a seat is handed to a bot at a deadline.
   */
  bots?: (BotLevel | null)[] | null;
  /** A what-if (issue 26): the finished match it was played on from, and the entry it started at. */
  fork?: { origin: string; at: number } | null;
  /** The one link that plays every person's seat of a what-if on one device (seats/hot-seat.ts): its hash and its seats. */
  hotseat?: { hash: string; seats: number[] } | null;
}

export interface SeatRow {
  seat: number;
  name: string | null;
  email: string | null;
  webhook: string | null;
  tokenHash: string | null;
  salt: string;
  joinedAt: number | null;
}

/**
 * 'forfeit': the seat ran out of time under the forfeit policy (no command; not replayed).
 * 'takeover': the seat ran out of time under the takeover policy and a bot plays it from then on
 * (no command; not replayed; the bot's moves are entries of their own).
 */
export type EventKind = 'move' | 'undo' | 'forfeit' | 'takeover';

export interface EventRow {
  seq: number;
  kind: EventKind;
  seat: number;
  /** The command (kind 'move'). */
  command: string | null;
  /** The seq of the move taken back (kind 'undo'). */
  target: number | null;
  lines: LogLine[];
  /** The command text is known only to its seat until the end. */
  secret: boolean;
  idem: string | null;
  at: number;
}

/**
 * Each reader's count of the entries that show it nothing (log/numbering.ts): one per seat in seat
 * order, then the spectator's.
 */
export type Blanks = number[];

export interface Snapshot {
  seq: number;
  state: unknown;
  /** When the last effective move may be undone: its seat and its seq. */
  undo: { seat: number; target: number } | null;
  /** Seats that forfeited on time (from the log's forfeit entries); absent when none did. */
  forfeited?: number[];
  /** A simultaneous secret step under way: its entries are held from the other seats (log/sealed.ts). */
  sealed?: Sealed | null;
  /**
   * Each reader's count of the entries up to `seq` that show it nothing (log/numbering.ts): its own
   * entry number is `seq` less its count, with no scan of the log. Kept here, not in the game's
   * state; a replay of the log gives the same counts.
   */
  blanks: Blanks;
}

/**
 * A simultaneous secret step that has not resolved (DESIGN.md §3): from entry `from` on, each
 * entry is seen only by its own seat, and every other viewer sees the match as it was at
 * `base`, entry `from - 1`, until the step resolves and all of its entries appear together.
 */
export interface Sealed {
  from: number;
  /** The seats that had a decision to take when the step began. */
  waiting: number[];
  /** The seats that have taken it since (a seat's own entries count it as submitted). */
  submitted: number[];
  /** The match at entry `from - 1`, with each reader's count of blank entries then (its numbering of the step's start). */
  base: { state: unknown; forfeited: number[]; blanks: Blanks };
}

export type MatchStatus = 'open' | 'active' | 'finished' | 'frozen';
