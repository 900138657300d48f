import { forfeitsIn, matchResult, type MatchResult } from './result';
import { commandFor, hiddenFrom, type MatchContext } from './answers';
import type { EventRow } from '../records/records';
import type { BotLevel } from '../../engine/bots';
import { botLevelOf } from '../records/bot-seats';
import { forkExport, type ForkExport } from './fork-export';

/** `GET /api/matches/:id/export`: everything needed to replay and verify the match. */
export interface MatchExport {
  format: 'pbm-export/1';
  id: string;
  game: string;
  /** The match's name as given; null when none was given (absent in exports from before names). Not part of what is verified. */
  name?: string | null;
  variant: string | null;
  seats: number;
  /** Each seat's player; `bot` is the level of the bot that plays it (null: a person; absent in exports from before bots). */
  players: { seat: number; name: string | null; bot?: BotLevel | null }[];
  options: Record<string, unknown>;
  rulesVersion: string | null;
  commitment: string;
  /** Each seat's salt, in seat order: public, mixed into the dice seed. */
  salts: string[];
  /** The committed secret, revealed once the match has ended; null before. */
  secret: string | null;
  status: string;
  events: {
    seq: number;
    kind: EventRow['kind'];
    /** Null for another seat's secret step before the end. */
    seat: number | null;
    command: string | null;
    target: number | null;
    at: number;
  }[];
  final: { seq: number; result: MatchResult | null; view: unknown };
  /**
   * A what-if (issue 26): the finished match it was played on from and the entry it started at,
   * and a sentence in each language saying it is not the real match. Its first `at` events are
   * the origin's; `commitment`, `secret` and `salts` are the origin's, whose dice it continues.
   */
  fork?: ForkExport;
}

/**
 * The export as `you` may read it: `events` are the entries it may read (all of them once the
 * match has ended), numbered by `numberOf` in its own numbering, up to its entry `seq`.
 */
export function buildExport<S>(c: MatchContext<S>, events: EventRow[], numberOf: (seq: number) => number, seq: number, state: S | null, you: number | null): MatchExport {
  const ended = c.status === 'finished';
  const fork = forkExport(c.meta.fork);
  return {
    format: 'pbm-export/1',
    id: c.meta.id,
    // First, so that whoever opens the file reads at once that it is a what-if.
    ...(fork ? { fork } : {}),
    game: c.meta.game,
    name: c.meta.name ?? null,
    variant: c.meta.variant,
    seats: c.meta.seats,
    players: c.seats.map((s) => ({ seat: s.seat, name: s.name, bot: botLevelOf(c.meta, s.seat) })),
    options: c.meta.options,
    rulesVersion: c.meta.rulesVersion,
    commitment: c.meta.commitment,
    salts: c.seats.map((s) => s.salt),
    secret: ended ? c.meta.secret : null,
    status: c.status,
    events: events.map((e) => ({
      seq: numberOf(e.seq),
      kind: e.kind,
      seat: hiddenFrom(e, you, ended) ? null : e.seat,
      command: commandFor(e, you, ended),
      target: e.target === null ? null : numberOf(e.target),
      at: e.at,
    })),
    final: {
      seq,
      result: state === null ? null : matchResult(c.game, state, forfeitsIn(events), c.meta.seats),
      view: state === null ? null : c.game.view(state, null),
    },
  };
}
