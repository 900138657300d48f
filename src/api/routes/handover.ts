import { Hono } from 'hono';
import { matchOfHandover, noteHandover } from '../../db/handover';
import type { Env } from '../../env';
import { codeHash } from '../../match/seats/handover';
import { bearerToken } from '../auth';
import { ApiError } from '../errors';
import { links } from '../links';
import { limitPerClient } from '../rate-limit';
import { reply, room } from '../room';
import { handoverAskBody, handoverRedeemBody, readBody } from '../validate';

/**
 * Handing a seat to another device (src/match/seats/handover.ts): the seat's page asks for a
 * code, the other device redeems it for a token of its own. The D1 index only says which match
 * a code belongs to; the match's object decides (expiry, single use) and makes the token. Only
 * the seat's owner link asks for codes, signs devices out or makes a new link (seats/holders.ts).
 */
export const handoverRoutes = new Hono<{ Bindings: Env }>();

const unavailable = () => new ApiError(503, 'unavailable', 'Hand-over codes cannot be handled right now; try again in a minute.');

handoverRoutes.post('/matches/:id/handover', async (c) => {
  const stub = room(c);
  const token = bearerToken(c);
  await readBody(c, handoverAskBody);
  const made = await stub.handover(token);
  if (!made.ok) return reply(c, made);
  const { code, expiresAt, hash, seat } = made.value;
  await noteHandover(c.env.DB, hash, c.req.param('id'), expiresAt).catch(() => {
    throw unavailable();
  });
  // The code rides in the fragment, which browsers never send to a server or a Referer.
  return c.json({ seat, code, expiresAt, url: `${new URL(c.req.url).origin}/handover#${code}` }, 201);
});

/** Whether the asking link is the seat's owner link, and to the owner, the devices the seat was handed to (its page lists them). */
handoverRoutes.get('/matches/:id/devices', async (c) => {
  return reply(c, await room(c).devices(bearerToken(c)));
});

/** The owner signs out every device the seat was handed to: a lost phone, a borrowed laptop. */
handoverRoutes.delete('/matches/:id/devices', async (c) => {
  return reply(c, await room(c).signOutDevices(bearerToken(c)));
});

/** The owner signs out one device, by the id the list gave. */
handoverRoutes.delete('/matches/:id/devices/:device', async (c) => {
  return reply(c, await room(c).signOutDevices(bearerToken(c), c.req.param('device')));
});

/** A new link for the seat: the old one and every device it was handed to stop working (a lost phone that holds the link). */
handoverRoutes.post('/matches/:id/seat-link', async (c) => {
  const made = await room(c).newLink(bearerToken(c));
  if (!made.ok) return reply(c, made);
  const { seat, token } = made.value;
  return c.json({ seat, token, url: links(c, c.req.param('id')).seat(token) }, 201);
});

handoverRoutes.post('/handover', limitPerClient, async (c) => {
  const body = await readBody(c, handoverRedeemBody);
  const hash = await codeHash(body.code);
  if (!hash) throw new ApiError(400, 'bad_code_format', 'A hand-over code is ten letters and digits, such as K7QM3-XPA2Q.');
  const found = await matchOfHandover(c.env.DB, hash).catch(() => {
    throw unavailable();
  });
  if (!found) throw new ApiError(403, 'bad_code', 'This hand-over code is not right. Check it, or ask for a new one on the device that has the seat.');
  if (found.expiresAt <= Date.now()) throw new ApiError(410, 'code_expired', 'This hand-over code has expired. Ask for a new one on the device that has the seat.');
  const redeemed = await c.env.MATCH.get(c.env.MATCH.idFromName(found.matchId)).redeemHandover(hash);
  if (!redeemed.ok) return reply(c, redeemed);
  const { seat, name, token } = redeemed.value;
  return c.json({ id: found.matchId, seat, name, token, url: links(c, found.matchId).seat(token) }, 201);
});
