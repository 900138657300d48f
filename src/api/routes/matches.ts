import { createRoute, z } from '@hono/zod-openapi';
import { catalogueFor } from '../../text/catalogues';
import { langOf, render } from '../../text/render';
import { findGame, registry } from '../../games';
import { randomHex } from '../../match/records/crypto';
import { bearerToken } from '../auth';
import { ApiError } from '../errors';
import { json, matchParams, routes, serve, NO_TOKEN, SEAT_TOKEN, SEAT_TOKEN_OR_NONE } from '../openapi';
import { reply, replyJson, room } from '../room';
import { limitPerClient } from '../rate-limit';
import { BODY, failures, GAME, READER, SEAT } from '../schemas/errors';
import { ExportSchema, LogSchema } from '../schemas/history';
import { MatchViewSchema } from '../schemas/match';
import { CreatedSchema } from '../schemas/seat';
import { actionBody, clockRule, createMatchBody, readBody, refuseWebhooks } from '../validate';
import { links } from '../links';
import { namedPlayers } from '../players';

/** Creating a match, and reading and playing it: the view, a command, the log, a past view, the export. */
export const matchesRoutes = routes();

const tags = ['Matches'];
const jsonBody = (schema: z.ZodType) => ({ required: true, content: { 'application/json': { schema } } });

const create = createRoute({
  operationId: 'createMatch',
  method: 'post',
  path: '/',
  tags,
  summary: 'Create a match',
  description: 'Each named seat gets its secret token and link; seats left unnamed are claimed through the invite link. Limited per client address.',
  security: NO_TOKEN,
  request: { body: jsonBody(createMatchBody) },
  responses: {
    201: json('The match, its commitment and the seats’ links.', CreatedSchema),
    ...failures(BODY, {
      400: ['unknown_game', 'bad_seats', 'bad_variant', 'too_many_players', 'no_person', 'fixed_seed_not_allowed', 'bad_options'],
      409: ['match_exists'],
      422: ['webhook_refused'],
      429: ['too_many_requests'],
    }),
  },
});

serve(matchesRoutes, create, limitPerClient, async (c) => {
  const body = await readBody(c, createMatchBody);
  const entry = findGame(body.game);
  if (!entry) {
    const ids = Object.keys(registry).join(', ');
    throw new ApiError(400, 'unknown_game', `Unknown game "${body.game}". Games: ${ids}.`);
  }
  const { game } = entry;
  if (body.seats < game.seats.min || body.seats > game.seats.max) {
    throw new ApiError(400, 'bad_seats', `${game.title} is played by ${game.seats.min} to ${game.seats.max} players.`);
  }
  if (body.variant !== undefined && !(game.variants ?? []).includes(body.variant)) {
    const known = game.variants?.length ? `Variants: ${game.variants.join(', ')}.` : `${game.title} has no variants.`;
    throw new ApiError(400, 'bad_variant', `Unknown variant "${body.variant}". ${known}`);
  }
  if ((body.players ?? []).length > body.seats) {
    throw new ApiError(400, 'too_many_players', `${body.players?.length} players were named for ${body.seats} seats.`);
  }
  const players = namedPlayers(body.players ?? [], body.seats, langOf(c.req.header('accept-language')));
  await refuseWebhooks(players.map((p) => p.webhook), c.env);
  const { seed, ...options } = body.options ?? {};
  if (seed !== undefined) {
    if (c.env.ALLOW_FIXED_SEED !== '1') {
      throw new ApiError(400, 'fixed_seed_not_allowed', 'options.seed is accepted only by a local development service.');
    }
    if (typeof seed !== 'string' || seed.length === 0 || seed.length > 200) {
      throw new ApiError(400, 'invalid_request', 'options.seed must be a string of 1 to 200 characters.');
    }
  }
  const optionProblem = game.checkOptions
    ? game.checkOptions(body.seats, options, body.variant)
    : Object.keys(options).length
      ? `${game.title} takes no options (besides a development seed).`
      : null;
  if (optionProblem) {
    throw new ApiError(400, 'bad_options', render(optionProblem, langOf(c.req.header('accept-language')), catalogueFor(game.id), () => null));
  }
  const id = randomHex(10);
  const stub = c.env.MATCH.get(c.env.MATCH.idFromName(id));
  const created = await stub.create({
    id,
    game: game.id,
    ...(body.name ? { name: body.name } : {}),
    seats: body.seats,
    ...(body.variant ? { variant: body.variant } : {}),
    players,
    options,
    ...(typeof seed === 'string' ? { fixedSecret: seed } : {}),
    ...(body.clock ? { clock: clockRule(body.clock) } : {}),
    origin: new URL(c.req.url).origin,
  });
  if (!created.ok) return reply(c, created);
  const l = links(c, id);
  const answer: z.infer<typeof CreatedSchema> = {
    id,
    commitment: created.value.commitment,
    spectator: l.spectator,
    seats: created.value.seats.map((s) => ({ seat: s.seat, name: s.name, url: l.seat(s.token), token: s.token })),
    bots: created.value.bots,
    open: created.value.open,
    ...(created.value.invite ? { invite: l.invite(created.value.invite) } : {}),
  };
  return c.json(answer, 201);
});

const view = createRoute({
  operationId: 'getMatch',
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'The match as the reader may see it',
  description: 'With a seat token: that seat’s view, with the commands it may send now (`actions`, and `moves` in words). Without: the spectator’s view.',
  security: SEAT_TOKEN_OR_NONE,
  request: { params: matchParams },
  responses: { 200: json('The reader’s view of the match.', MatchViewSchema), ...failures(READER) },
});

serve(matchesRoutes, view, async (c) => replyJson(c, await room(c).view(bearerToken(c))));

const act = createRoute({
  operationId: 'sendCommand',
  method: 'post',
  path: '/{id}/actions',
  tags,
  summary: 'Send a command',
  description: 'One of the seat’s `actions` (or `undo` to take back its own last step of the turn). The answer is the seat’s view after it; a retry with the same `id` gets the same answer.',
  security: SEAT_TOKEN,
  request: { params: matchParams, body: jsonBody(actionBody) },
  responses: {
    200: json('The seat’s view after the command.', MatchViewSchema),
    ...failures(SEAT, BODY, {
      409: ['not_your_turn', 'stale', 'id_reused', 'not_started', 'game_over', 'frozen', 'bot_seat'],
      422: ['cannot_undo', 'empty_command', GAME],
    }),
  },
});

serve(matchesRoutes, act, async (c) => {
  const stub = room(c);
  const token = bearerToken(c);
  const body = await readBody(c, actionBody);
  return replyJson(c, await stub.act(token, body, langOf(c.req.header('accept-language'))));
});

const log = createRoute({
  operationId: 'getLog',
  method: 'get',
  path: '/{id}/log',
  tags,
  summary: 'The history as the reader may read it',
  description: 'Each reader numbers only the entries that show it something (README, "Entry numbers are each reader’s own").',
  security: SEAT_TOKEN_OR_NONE,
  request: { params: matchParams },
  responses: { 200: json('The reader’s history.', LogSchema), ...failures(READER) },
});

serve(matchesRoutes, log, async (c) => replyJson(c, await room(c).log(bearerToken(c))));

const atParams = z.object({
  id: matchParams.shape.id,
  seq: z.string().regex(/^\d{1,9}$/).openapi({ param: { name: 'seq', in: 'path', description: 'An entry number of the reader’s own numbering.' }, example: '3' }),
});

const at = createRoute({
  operationId: 'getPastView',
  method: 'get',
  path: '/{id}/at/{seq}',
  tags,
  summary: 'The view as it was after an entry (replay)',
  security: SEAT_TOKEN_OR_NONE,
  request: { params: atParams },
  responses: {
    200: json('The reader’s view after that entry, with no commands offered.', MatchViewSchema),
    ...failures(READER, { 400: ['bad_seq'], 404: ['no_such_entry'], 409: ['frozen'] }),
  },
});

serve(matchesRoutes, at, async (c) => {
  const stub = room(c);
  const raw = c.req.param('seq');
  if (!atParams.shape.seq.safeParse(raw).success) throw new ApiError(400, 'bad_seq', 'The entry number must be a whole number.');
  return replyJson(c, await stub.at(bearerToken(c), Number(raw)));
});

const exported = createRoute({
  operationId: 'exportMatch',
  method: 'get',
  path: '/{id}/export',
  tags,
  summary: 'Export the match',
  description: 'Anyone after the end (with the revealed secret, for `npm run verify`); before it, only a seat, of what it may read.',
  security: SEAT_TOKEN_OR_NONE,
  request: { params: matchParams },
  responses: {
    200: {
      ...json('The log, options, commitment and (after the end) the secret.', ExportSchema),
      headers: { 'content-disposition': { description: 'attachment; filename="match-<id>.json"', schema: { type: 'string' } } },
    },
    ...failures(READER, { 401: ['missing_token'] }),
  },
});

serve(matchesRoutes, exported, async (c) => {
  const r = await room(c).exportMatch(bearerToken(c));
  if (r.ok) c.header('content-disposition', `attachment; filename="match-${c.req.param('id')}.json"`);
  return replyJson(c, r);
});
