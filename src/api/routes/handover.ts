import { createRoute, z } from '@hono/zod-openapi';
import { matchOfHandover, noteHandover } from '../../db/handover';
import { codeHash } from '../../match/seats/handover';
import { bearerToken } from '../auth';
import { ApiError } from '../errors';
import { links } from '../links';
import { json, matchParams, routes, serve, NO_TOKEN, SEAT_TOKEN } from '../openapi';
import { limitPerClient } from '../rate-limit';
import { reply, room } from '../room';
import { BODY, failures, OWNER, SEAT, SENT } from '../schemas/errors';
import { DevicesSchema, HandoverCodeSchema, NewLinkSchema, RedeemedSchema, SignedOutSchema } from '../schemas/seat';
import { handoverAskBody, handoverRedeemBody, readBody } from '../validate';

/**
 * Handing a seat to another device (src/match/seats/handover.ts): the seat's page asks for a
 * code, the other device redeems it for a token of its own. The D1 index only says which match
 * a code belongs to; the match's object decides (expiry, single use) and makes the token. Only
 * the seat's owner link asks for codes, signs devices out or makes a new link (seats/holders.ts).
 */
export const handoverRoutes = routes();

const tags = ['Devices'];
const unavailable = () => new ApiError(503, 'unavailable', 'Hand-over codes cannot be handled right now; try again in a minute.');
const jsonBody = (schema: z.ZodType) => ({ required: true, content: { 'application/json': { schema } } });

const ask = createRoute({
  operationId: 'askHandover',
  method: 'post',
  path: '/matches/{id}/handover',
  tags,
  summary: 'A hand-over code for another device',
  description:
    'Owner link only. A code such as `K7QM3-XPA2Q` (ten symbols of Crockford’s base 32, 50 bits), good once for five minutes; `url` is `/handover#<code>`, which the page also shows as a QR image. A new code ends the seat’s unused one. The other device redeems it at `POST /api/handover`.',
  security: SEAT_TOKEN,
  request: { params: matchParams, body: jsonBody(handoverAskBody) },
  responses: {
    201: json('The code, when it expires, and the link that carries it.', HandoverCodeSchema, {
      seat: 0,
      code: 'K7QM3-XPA2Q',
      expiresAt: 1767225900000,
      url: 'https://pbm.example/handover#K7QM3-XPA2Q',
    }),
    ...failures(OWNER, BODY, { 409: ['too_many_devices'], 429: ['too_many_codes'], 503: ['unavailable'] }),
  },
});

serve(handoverRoutes, ask, async (c) => {
  const stub = room(c);
  const token = bearerToken(c);
  await readBody(c, handoverAskBody);
  const made = await stub.handover(token);
  if (!made.ok) return reply(c, made);
  const { code, expiresAt, hash, seat } = made.value;
  await noteHandover(c.env.DB, hash, c.req.param('id') as string, expiresAt).catch(() => {
    throw unavailable();
  });
  // The code rides in the fragment, which browsers never send to a server or a Referer.
  return c.json({ seat, code, expiresAt, url: `${new URL(c.req.url).origin}/handover#${code}` } satisfies z.infer<typeof HandoverCodeSchema>, 201);
});

const devices = createRoute({
  operationId: 'listDevices',
  method: 'get',
  path: '/matches/{id}/devices',
  tags,
  summary: 'Whether this is the owner link, and the devices it handed the seat to',
  description: 'Whether the asking token is the seat’s owner link; to the owner link also the devices the seat was handed to, in the order they were handed (`id` names a device, never its token).',
  security: SEAT_TOKEN,
  request: { params: matchParams },
  responses: { 200: json('The seat, whether the asking link is its owner link, and (to the owner) its devices.', DevicesSchema), ...failures(SEAT) },
});

serve(handoverRoutes, devices, async (c) => reply(c, await room(c).devices(bearerToken(c))));

const signOutAll = createRoute({
  operationId: 'signOutDevices',
  method: 'delete',
  path: '/matches/{id}/devices',
  tags,
  summary: 'Sign out every device the seat was handed to',
  description: 'Owner link only: a lost phone, a borrowed laptop. Their tokens answer 403 `bad_token` from then on, their pages connected live are closed and say so, and the seat’s unused code is voided.',
  security: SEAT_TOKEN,
  request: { params: matchParams },
  responses: { 200: json('How many devices were signed out.', SignedOutSchema), ...failures(OWNER, SENT) },
});

serve(handoverRoutes, signOutAll, async (c) => reply(c, await room(c).signOutDevices(bearerToken(c))));

const deviceParams = z.object({
  id: matchParams.shape.id,
  device: z.string().openapi({ param: { name: 'device', in: 'path', description: 'A device’s `id` from the list.' }, example: '0123456789abcdef' }),
});

const signOutOne = createRoute({
  operationId: 'signOutDevice',
  method: 'delete',
  path: '/matches/{id}/devices/{device}',
  tags,
  summary: 'Sign out one device',
  description: 'Owner link only, by the id the list gave; 404 `no_such_device` for an id the seat has not (or no longer).',
  security: SEAT_TOKEN,
  request: { params: deviceParams },
  responses: { 200: json('One device signed out.', SignedOutSchema), ...failures(OWNER, SENT, { 404: ['no_such_device'] }) },
});

serve(handoverRoutes, signOutOne, async (c) => reply(c, await room(c).signOutDevices(bearerToken(c), c.req.param('device'))));

const newLink = createRoute({
  operationId: 'newSeatLink',
  method: 'post',
  path: '/matches/{id}/seat-link',
  tags,
  summary: 'A new owner link for the seat',
  description:
    'Owner link only, for a lost or lent device that holds the old link: the old token and every device the seat was handed to answer 403 `bad_token` from then on (their pages connected live are closed and say so), the seat’s emails carry the new link, and its confirmed address is told. Counts as a settings change (429 past 10 an hour).',
  security: SEAT_TOKEN,
  request: { params: matchParams },
  responses: { 201: json('The new token and link, shown once.', NewLinkSchema), ...failures(OWNER, SENT, { 429: ['too_many_changes'] }) },
});

serve(handoverRoutes, newLink, async (c) => {
  const made = await room(c).newLink(bearerToken(c));
  if (!made.ok) return reply(c, made);
  const { seat, token } = made.value;
  return c.json({ seat, token, url: links(c, c.req.param('id') as string).seat(token) } satisfies z.infer<typeof NewLinkSchema>, 201);
});

const redeem = createRoute({
  operationId: 'redeemHandover',
  method: 'post',
  path: '/handover',
  tags,
  summary: 'Redeem a hand-over code',
  description:
    'On the other device: the code as typed or scanned (case, spaces and dashes aside; O reads as 0, I and L as 1) gives this device a token of its own for the seat. 410 `code_expired` also for a code replaced by a newer one. Limited per client address.',
  security: NO_TOKEN,
  request: { body: jsonBody(handoverRedeemBody) },
  responses: {
    201: json('The match, the seat and this device’s token and link.', RedeemedSchema),
    ...failures(BODY, {
      400: ['bad_code_format'],
      403: ['bad_code'],
      404: ['unknown_match'],
      410: ['code_expired', 'code_used'],
      429: ['too_many_requests'],
      503: ['unavailable'],
    }),
  },
});

serve(handoverRoutes, redeem, limitPerClient, async (c) => {
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
  return c.json({ id: found.matchId, seat, name, token, url: links(c, found.matchId).seat(token) } satisfies z.infer<typeof RedeemedSchema>, 201);
});
