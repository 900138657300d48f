import { z } from '@hono/zod-openapi';
import type { ClockView, MatchView, Move, SeatInfo } from '../../match/log/answers';
import type { MatchResult } from '../../match/log/result';
import { GameResultSchema, GameViewSchema } from './game-views';
import { ForkListSchema, ForkOriginSchema, HotSeatViewSchema } from './fork';
import { describes, orNull } from './same';
import { SEAT_PATTERNS } from '../../match/log/marks';
import { InLanguagesSchema, PhraseSchema, TextSchema } from './words';

const seat = z.number().int().min(0);
/** How well a bot plays (engine/bots.ts). */
export const BotLevelSchema = z.enum(['easy', 'good']).openapi('BotLevel', { description: '`easy` plays legal moves that let the game go on; `good` plays to win.' });
/** At the deadline: remind again, the seat's timeout default plays its move, it forfeits, or it forfeits to a good bot. */
export const PolicySchema = z.enum(['remind', 'bot', 'forfeit', 'takeover']);

export const MatchStatusSchema = z.enum(['open', 'active', 'finished', 'frozen']).openapi('MatchStatus', {
  description: '`open` waits for players to take the open seats; `frozen` no longer replays after a rules change.',
});

export const SeatInfoSchema = describes<SeatInfo>()(
  z
    .object({
      seat,
      name: z.string().nullable(),
      role: orNull(PhraseSchema),
      joined: z.boolean(),
      bot: orNull(BotLevelSchema),
      mark: z
        .object({ letter: z.string(), pattern: z.enum(SEAT_PATTERNS) })
        .openapi({ description: 'What tells the seat apart besides its colour: a letter no other seat has, and a fill pattern.' }),
    })
    .openapi('SeatInfo', {
      description: 'A seat: its player’s name, its role in the game ("the Normans") if it has one, whether it is taken, and the level of the bot that plays it (null: a person).',
    }),
);

export const MoveSchema = describes<Move>()(
  z
    .object({
      command: z.string().openapi({ example: 'court red' }),
      text: PhraseSchema,
      final: z.boolean().optional().openapi({ description: 'It cannot be taken back (dice, a draw, a reveal).' }),
    })
    .openapi('Move', { description: 'A command the seat may send, with what it does in words.' }),
);

export const MatchResultSchema = describes<MatchResult>()(
  GameResultSchema.extend({
    forfeited: z.array(seat).optional().openapi({ description: 'Seats that ran out of time under the forfeit policy: never among the winners.' }),
  }).openapi('MatchResult', { description: 'The game’s result as the platform records it.' }),
);

export const ClockViewSchema = describes<ClockView>()(
  z
    .object({
      hoursPerMove: z.number(),
      policy: PolicySchema,
      deadlines: z.array(z.object({ seat, deadline: z.number().openapi({ description: 'Milliseconds since 1970.' }), vacationUntil: z.number().nullable() })),
    })
    .openapi('ClockView', { description: 'The time control and the deadlines of the seats on turn (live views only; null without a time control).' }),
);

const OPEN_MATCH: MatchView = {
  id: 'k3v9x0a7m2c4q8w1e5r6',
  game: 'carolus-magnus',
  title: 'Carolus Magnus',
  titles: { en: 'Carolus Magnus', es: 'Carolus Magnus' },
  name: 'Friday night',
  defaultName: { key: 'core.matchName', params: { players: { list: ['Ana', { key: 'core.player', params: { n: 2 } }] }, day: 28, month: '11', time: '17:09' } },
  variant: null,
  variantName: null,
  seq: 0,
  status: 'open',
  active: [],
  you: 0,
  actions: [],
  moves: [],
  view: null,
  summary: [{ key: 'core.waitingForPlayers', params: { n: 1 } }],
  seats: [
    { seat: 0, name: 'Ana', role: null, joined: true, bot: null, mark: { letter: 'A', pattern: 'solid' } },
    { seat: 1, name: null, role: null, joined: false, bot: null, mark: { letter: '2', pattern: 'stripes' } },
  ],
  commitment: '5b0b2cd3f4b1b5a59d3f0a4c9f3ad1d0a3b6e2f1c0d9e8f7a6b5c4d3e2f1a0b9',
  rulesVersion: '1',
  clock: null,
  at: 1767225600000,
};

export const MatchViewSchema = describes<MatchView>()(
  z
    .object({
      id: z.string(),
      game: z.string().openapi({ example: 'lancaster' }),
      title: z.string(),
      titles: InLanguagesSchema,
      name: z.string().nullable().openapi({ description: 'The match’s name as given at creation or by a seat’s owner since; null when none was given.', example: 'Friday night' }),
      defaultName: TextSchema.openapi({
        description: 'What the match is called while it has no given name: its players’ names and when it was created (UTC), e.g. “Ana and Bo · 28 Nov, 17:09”; an open seat reads “Player 2” until taken.',
      }),
      variant: z.string().nullable(),
      variantName: InLanguagesSchema.nullable(),
      seq: z.number().int().min(0).openapi({ description: 'The last entry this reader may know of, in its own numbering (send it back as `expect`).' }),
      status: MatchStatusSchema,
      active: z.array(seat).openapi({ description: 'The seats that must act now; several in a simultaneous step.' }),
      you: seat.nullable().openapi({ description: 'The reader’s seat; null for a spectator.' }),
      actions: z.array(z.string()).openapi({ description: 'Every command the reader may send now (`undo` when it may take its last step back).' }),
      waiting: z.literal(true).optional().openapi({ description: 'The seat has submitted in a simultaneous step and may only take it back.' }),
      moves: z.array(MoveSchema),
      withheld: z
        .array(z.object({ command: z.string(), reason: PhraseSchema, where: z.string().optional() }))
        .optional()
        .openapi({ description: 'Commands that would close the seat’s step and are not listed now, each with the rule that keeps it back and the place it is about (its own view only).' }),
      view: GameViewSchema,
      summary: z.array(PhraseSchema).openapi({ description: 'The board in words, a line each.' }),
      result: MatchResultSchema.optional(),
      seats: z.array(SeatInfoSchema),
      commitment: z.string().openapi({ description: 'SHA-256 of the secret seed, published at creation (DESIGN.md §4).' }),
      rulesVersion: z.string().nullable(),
      frozen: z.string().optional().openapi({ description: 'Why the match is frozen.' }),
      clock: orNull(ClockViewSchema).optional(),
      at: z.number().nullable().optional().openapi({ description: 'When the last entry this reader may know of was written (live views only).' }),
      origin: ForkOriginSchema.optional(),
      forks: ForkListSchema.optional(),
      hotseat: HotSeatViewSchema.optional(),
    })
    .openapi('MatchView', { description: 'What one reader (a seat, or a spectator) may see of a match.', example: OPEN_MATCH }),
);
