import { z } from '@hono/zod-openapi';
import { BOT_LEVELS, type BotLevel } from '../engine/bots';
import { text, type Lang } from '../engine/text';
import type { ForkPlayer } from '../match/fork/create';
import type { ForkSource } from '../match/fork/source';
import { coreMessages } from '../text/core';
import { render } from '../text/render';
import { ApiError } from './errors';
import { name } from './validate';

/**
 * `POST /api/matches/:id/fork` (issue 26): a what-if of a finished match from its entry `at`.
 * `players`, when given, says who plays each seat of the what-if, one per seat in seat order: a
 * person (a name, or the origin's), or a bot (`bot`: its level). Without it every seat is as in
 * the origin: its people get new links, its bots play on. `hotseat`: one link plays every
 * person's seat on one device instead of a link each.
 */
export const forkBody = z.strictObject({
  at: z.number().int('the entry is a whole number').min(0, 'the entry is 0 or more'),
  players: z
    .array(
      z.strictObject({
        name: name.optional(),
        bot: z.enum(BOT_LEVELS as [BotLevel, ...BotLevel[]], 'a bot is "easy" or "good"').optional(),
      }),
    )
    .min(1)
    .max(10)
    .optional(),
  hotseat: z.boolean().optional(),
}).openapi('ForkMatch', {
  description: 'Without `players`, every seat is as in the origin (its people get new links, its bots play on). With it, one per seat in seat order: a person (a name, or the origin’s) or a bot, but not every seat. `hotseat`: one link plays every person’s seat on one device.',
  example: { at: 20, players: [{ name: 'Ana' }, {}, { bot: 'good' }], hotseat: true },
});

/** The what-if's players, one per seat: as asked, else as in the origin. 400 when they do not fit its seats, or leave no person. */
export function forkPlayers(source: ForkSource, body: z.infer<typeof forkBody>, lang: Lang): ForkPlayer[] {
  const refuse = (code: string, phrase: ReturnType<typeof text>) => new ApiError(400, code, render(phrase, lang, coreMessages, () => null));
  if (body.players && body.players.length !== source.seats) throw refuse('bad_players', text('core.forkPlayers', { seats: source.seats }));
  const players = Array.from({ length: source.seats }, (_, seat): ForkPlayer => {
    const asked = body.players?.[seat];
    const bot = asked ? asked.bot : (source.bots[seat] ?? undefined);
    return { name: asked?.name ?? source.names[seat], ...(bot ? { bot } : {}) };
  });
  if (players.every((p) => p.bot)) throw refuse('no_person', text('core.forkNoPerson'));
  return players;
}
