// What the service answers, in the types the server itself declares (import type only: no server
// code reaches the page's bundles). A route that answers an object it builds in place has its
// answer written out here from the types it is built of, with the route named.
//
// Six answers are declared in server modules that also import the Worker's bindings (D1, the
// queue, the Durable Object storage), which the page's program cannot read beside the DOM:
// seating.ts (Created, Joined), seat-settings.ts (ContactInfo), push-subscriptions.ts (PushState), the fork route's schema
// (src/api/schemas/seat.ts) and the export (log/export.ts). They are written out here, and tests/layout/answer-types.ts holds
// them equal to the server's in the server's typecheck.
import type { BotLevel } from '../../src/engine/bots';
import type { Game } from '../../src/engine/types';
import type { Lang, Phrase } from '../../src/engine/text';
import type { LogEntry, LogNote } from '../../src/match/log/answers';
import type { ClockRule } from '../../src/match/records/records';
import type { Device } from '../../src/match/seats/devices';
import type { HandoverCode } from '../../src/match/seats/handover';
import type { WebhookFormat } from '../../src/notify/jobs';

export type { Catalogue, Lang, Phrase, Text } from '../../src/engine/text';
export type { ClockView, LogEntry, LogNote, MatchView, Move, SeatInfo } from '../../src/match/log/answers';
export type { MatchResult } from '../../src/match/log/result';
export type { LiveMessage } from '../../src/match/live/live';
export type { MatchMessage, MessagePage } from '../../src/match/live/messages';
export type { Device } from '../../src/match/seats/devices';
export type { BotLevel };

/** `GET`/`PUT`/`DELETE /api/matches/:id/push`: seats/push-subscriptions.ts's PushState. */
export interface PushState {
  seat: number;
  /** Whether this device has a subscription, and the push service address it goes to. */
  subscribed: boolean;
  endpoint: string | null;
}

/** `GET /api/matches/:id/log`, as MatchRoom.log writes it. */
export interface LogAnswer {
  seq: number;
  /** What set-up wrote before entry 1 (a game's opening rolls). */
  setup: Phrase[];
  entries: LogEntry[];
  /** The lines around the game (the match named), oldest first. */
  notes: LogNote[];
}

/** One game of `GET /api/games` (src/api/routes/games.ts). */
export type GameInfo = Pick<Game<unknown>, 'id' | 'title' | 'seats' | 'rulesVersion'> & {
  variants: string[];
  /** The game's name in each language. */
  titles: Record<Lang, string>;
  /** Each variant's name in each language, by its code. */
  variantNames: Record<string, Record<Lang, string>>;
};

export interface GamesAnswer {
  games: GameInfo[];
}

/** `POST /api/matches` (src/api/routes/matches.ts, from seating.ts's Created): each seat with its link, the invite link when seats are open. */
export interface CreatedAnswer {
  id: string;
  commitment: string;
  spectator: string;
  seats: { seat: number; name: string; url: string; token: string }[];
  /** The seats bots play: no link to hand out. */
  bots: { seat: number; name: string; level: BotLevel }[];
  open: number[];
  invite?: string;
}

/** `POST /api/matches/:id/fork` (src/api/routes/forks.ts, seat.ts's ForkCreatedSchema): a what-if, its links or its one hot-seat link, and its origin. */
export interface ForkAnswer extends CreatedAnswer {
  origin: { id: string; at: number; url: string };
  hotseat?: { seats: number[]; url: string; token: string };
}

/** `GET /api/push/key` (src/api/routes/push.ts): null when the service sends no push. */
export interface PushKeyAnswer {
  publicKey: string | null;
}

/** `POST /api/matches/:id/join` (src/api/routes/matches.ts, from seating.ts's Joined). */
export interface JoinedAnswer {
  seat: number;
  name: string;
  token: string;
  url: string;
}

/** `GET`/`PATCH /api/matches/:id/contact` and the vacation routes: seat-settings.ts's ContactInfo. */
export interface ContactAnswer {
  seat: number;
  /** Whether the asking link is the seat's owner link: only it may change these settings. */
  owner: boolean;
  email: string | null;
  emailConfirmed: boolean | null;
  confirmationMail: { state: 'sent' | 'waiting' | 'failed'; at: number; problem: string | null } | null;
  webhook: string | null;
  webhookFormat: WebhookFormat | null;
  lang: Lang;
  notify: 'turn' | 'digest' | 'none';
  clock: {
    hoursPerMove: number;
    policy: ClockRule['policy'];
    deadline: number | null;
    vacation: { until: number | null; usedDays: number; leftDays: number };
  } | null;
  deliveries: { id: number; kind: string; channel: string; state: string; attempts: number; lastError: string | null; at: number }[];
  lastError: { channel: string; message: string; at: number } | null;
}

/** `POST /api/matches/:id/handover` (src/api/routes/handover.ts). */
export type HandoverAnswer = HandoverCode & { seat: number; url: string };

/** `POST /api/handover`: the seat this device was handed (src/api/routes/handover.ts). */
export interface RedeemedAnswer {
  id: string;
  seat: number;
  name: string | null;
  token: string;
  url: string;
}

/** `POST /api/matches/:id/seat-link`: the seat's new owner link (src/api/routes/handover.ts). */
export interface NewLinkAnswer {
  seat: number;
  token: string;
  url: string;
}

/** `GET /api/matches/:id/devices`: the devices only to the owner link. */
export interface DevicesAnswer {
  seat: number;
  owner: boolean;
  devices?: Device[];
}

/** `DELETE /api/matches/:id/devices[/:device]`. */
export interface SignedOutAnswer {
  seat: number;
  signedOut: number;
}

/**
 * `GET /api/matches/:id/export` (log/export.ts's MatchExport), of which the page reads only the
 * secret revealed after the end (written out: the export's module imports what-ifs' code that
 * reads the Worker's bindings).
 */
export interface ExportAnswer {
  /** The committed secret, revealed once the match has ended; null before. */
  secret: string | null;
}
