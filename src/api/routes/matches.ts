import { Hono } from 'hono';
import type { Env } from '../../env';
import { catalogueFor } from '../../text/catalogues';
import { langOf, render } from '../../text/render';
import { findGame, registry } from '../../games';
import { randomHex } from '../../match/seats/crypto';
import { bearerToken } from '../auth';
import { ApiError } from '../errors';
import { reply, replyJson, room } from '../room';
import { limitPerClient } from '../rate-limit';
import { actionBody, clockRule, createMatchBody, joinBody, readBody, refuseWebhooks } from '../validate';
import { links } from '../links';
import { namedPlayers } from '../players';

export const matchesRoutes = new Hono<{ Bindings: Env }>();

matchesRoutes.post('/', limitPerClient, async (c) => {
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
  return c.json(
    {
      id,
      commitment: created.value.commitment,
      spectator: l.spectator,
      seats: created.value.seats.map((s) => ({ seat: s.seat, name: s.name, url: l.seat(s.token), token: s.token })),
      bots: created.value.bots,
      open: created.value.open,
      ...(created.value.invite ? { invite: l.invite(created.value.invite) } : {}),
    },
    201,
  );
});

matchesRoutes.get('/:id', async (c) => replyJson(c, await room(c).view(bearerToken(c))));

matchesRoutes.post('/:id/actions', async (c) => {
  const stub = room(c);
  const token = bearerToken(c);
  const body = await readBody(c, actionBody);
  return replyJson(c, await stub.act(token, body, langOf(c.req.header('accept-language'))));
});

matchesRoutes.get('/:id/log', async (c) => replyJson(c, await room(c).log(bearerToken(c))));

matchesRoutes.get('/:id/at/:seq', async (c) => {
  const stub = room(c);
  const raw = c.req.param('seq');
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError(400, 'bad_seq', 'The entry number must be a whole number.');
  return replyJson(c, await stub.at(bearerToken(c), Number(raw)));
});

matchesRoutes.get('/:id/export', async (c) => {
  const r = await room(c).exportMatch(bearerToken(c));
  if (r.ok) c.header('content-disposition', `attachment; filename="match-${c.req.param('id')}.json"`);
  return replyJson(c, r);
});

// Live updates: a WebSocket to the match's object (it tells pages when to fetch again).
matchesRoutes.get('/:id/live', async (c) => {
  const stub = room(c);
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw new ApiError(426, 'upgrade_required', 'Open this address as a WebSocket.');
  }
  return stub.fetch(c.req.raw);
});

matchesRoutes.post('/:id/join', limitPerClient, async (c) => {
  const stub = room(c);
  const body = await readBody(c, joinBody);
  await refuseWebhooks([body.webhook], c.env);
  const joined = await stub.join(body);
  if (!joined.ok) return reply(c, joined);
  const { seat, name, token } = joined.value;
  return c.json({ seat, name, token, url: links(c, c.req.param('id') as string).seat(token) }, 201);
});
