import type { LogLine } from '../engine/types';

/** What a MatchRoom keeps about itself (one JSON row). */
export interface MatchMeta {
  id: string;
  game: string;
  variant: string | null;
  seats: number;
  /** Game options, without the fixed seed. */
  options: Record<string, unknown>;
  commitment: string;
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

export type EventKind = 'move' | 'undo';

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

export interface Snapshot {
  seq: number;
  state: unknown;
  /** When the last effective move may be undone: its seat, its seq and the state before it. */
  undo: { seat: number; target: number; before: unknown } | null;
}

export type MatchStatus = 'open' | 'active' | 'finished' | 'frozen';
