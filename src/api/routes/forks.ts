import { createRoute, type z } from '@hono/zod-openapi';
import { langOf } from '../../text/render';
import type { Outcome } from '../../match/core/outcome';
import type { ForkSource } from '../../match/fork/source';
import { randomHex } from '../../match/seats/crypto';
import { forkBody, forkPlayers } from '../fork-request';
import { links } from '../links';
import { json, matchParams, routes, serve, NO_TOKEN } from '../openapi';
import { limitPerClient } from '../rate-limit';
import { reply, room } from '../room';
import { BODY, failures } from '../schemas/errors';
import { ForkCreatedSchema } from '../schemas/seat';
import { readBody } from '../validate';

export const forkRoutes = routes();

const fork = createRoute({
  operationId: 'forkMatch',
  method: 'post',
  path: '/{id}/fork',
  tags: ['Matches'],
  summary: 'Play on from an entry of a finished match (a what-if)',
  description:
    'A new match, a what-if, that starts from entry `at` of a finished match: its entries up to there, its dice going on as they would have. Anyone who can read the match may, seat or spectator; before its end it is refused (it would show the seed and the hidden things). Its views and export say it is a what-if and name the origin, which lists it in `forks`. Limited per client address, like a creation.',
  security: NO_TOKEN,
  request: { params: matchParams, body: { required: true, content: { 'application/json': { schema: forkBody } } } },
  responses: {
    201: json('The what-if, its links (or its one hot-seat link) and its origin.', ForkCreatedSchema),
    ...failures(BODY, {
      400: ['bad_players', 'no_person'],
      404: ['unknown_match', 'no_such_entry'],
      409: ['not_finished', 'frozen', 'match_exists'],
      422: ['ended_there'],
      429: ['too_many_requests'],
    }),
  },
});

/**
 * "Play from here" (issue 26). The answer is a creation's, with `origin` and, for a hot-seat
 * what-if, the one `hotseat` link in place of the seats' links.
 */
serve(forkRoutes, fork, limitPerClient, async (c) => {
  const origin = room(c);
  const body = await readBody(c, forkBody);
  const lang = langOf(c.req.header('accept-language'));
  // The source carries the log's lines and the game's state (plain JSON the RPC types cannot follow).
  const source = (await origin.forkSource(body.at)) as Outcome<ForkSource>;
  if (!source.ok) return reply(c, source);
  const players = forkPlayers(source.value, body, lang);
  const id = randomHex(10);
  const stub = c.env.MATCH.get(c.env.MATCH.idFromName(id));
  const made = await stub.createFork({ id, source: source.value, players, hotseat: body.hotseat === true, lang, origin: new URL(c.req.url).origin });
  if (!made.ok) return reply(c, made);
  await origin.noteFork({ id, at: body.at, createdAt: Date.now() });
  const l = links(c, id);
  const { commitment, seats, bots, hotseat } = made.value;
  const answer: z.infer<typeof ForkCreatedSchema> = {
    id,
    commitment,
    spectator: l.spectator,
    seats: seats.map((s) => ({ seat: s.seat, name: s.name, url: l.seat(s.token), token: s.token })),
    bots,
    open: [],
    origin: { id: source.value.id, at: body.at, url: links(c, source.value.id).spectator },
    ...(hotseat ? { hotseat: { seats: hotseat.seats, url: l.seat(hotseat.token), token: hotseat.token } } : {}),
  };
  return c.json(answer, 201);
});
