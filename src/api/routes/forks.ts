import { Hono } from 'hono';
import type { Env } from '../../env';
import { langOf } from '../../text/render';
import type { Outcome } from '../../match/core/outcome';
import type { ForkSource } from '../../match/fork/source';
import { randomHex } from '../../match/seats/crypto';
import { forkBody, forkPlayers } from '../fork-request';
import { links } from '../links';
import { limitPerClient } from '../rate-limit';
import { reply, room } from '../room';
import { readBody } from '../validate';

export const forkRoutes = new Hono<{ Bindings: Env }>();

/**
 * "Play from here" (issue 26): a new match, a what-if, from an entry of a finished match (409
 * before its end). Anyone who can read the match may: its seats and its spectators. Counted like
 * a creation by the per-client limit. The answer is a creation's, with `origin` and, for a
 * hot-seat what-if, the one `hotseat` link in place of the seats' links.
 */
forkRoutes.post('/:id/fork', limitPerClient, async (c) => {
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
  const createdAt = Date.now();
  await origin.noteFork({ id, at: body.at, createdAt });
  const l = links(c, id);
  const { commitment, seats, bots, hotseat } = made.value;
  return c.json(
    {
      id,
      commitment,
      spectator: l.spectator,
      seats: seats.map((s) => ({ seat: s.seat, name: s.name, url: l.seat(s.token), token: s.token })),
      bots,
      open: [],
      origin: { id: source.value.id, at: body.at, url: links(c, source.value.id).spectator },
      ...(hotseat ? { hotseat: { seats: hotseat.seats, url: l.seat(hotseat.token), token: hotseat.token } } : {}),
    },
    201,
  );
});
