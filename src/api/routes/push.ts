import { createRoute, z } from '@hono/zod-openapi';
import type { PushState } from '../../match/seats/push-subscriptions';
import { checkPushEndpoint, validKeys, vapidKeys } from '../../notify/channels/push';
import { resolverOf } from '../../notify/webhook-dns';
import { bearerToken } from '../auth';
import { ApiError } from '../errors';
import { json, matchParams, routes, serve, NO_TOKEN, SEAT_TOKEN } from '../openapi';
import { reply, room } from '../room';
import { BODY, failures, SEAT, SENT } from '../schemas/errors';
import { describes } from '../schemas/same';
import { readBody } from '../validate';

/**
 * Browser push (issue 31): the service's VAPID public key, which a page subscribes its browser
 * with (GET /api/push/key), and a device's subscription to its seat's notices
 * (GET/PUT/DELETE /api/matches/:id/push, behind the device's own seat token: the owner link or a
 * handed device, each for itself).
 */
export const pushRoutes = routes();

const tags = ['Push'];

/** What PushSubscription.toJSON() gives, as the page sends it. */
const subscriptionBody = z
  .object({
    endpoint: z.string().min(1).max(1000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  })
  .openapi('PushSubscription', {
    description: 'What the browser’s `PushSubscription.toJSON()` gives.',
    example: { endpoint: 'https://push.example.net/send/abc123', expirationTime: null, keys: { p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4', auth: 'BTBZMqHH6r4Tts7J_aSIgg' } },
  });

const PushStateSchema = describes<PushState>()(
  z
    .object({
      seat: z.number().int().min(0),
      subscribed: z.boolean(),
      endpoint: z.string().nullable().openapi({ description: 'The push service address this device’s subscription goes to (the page compares it with its browser’s).' }),
    })
    .openapi('PushState', { description: 'Whether this device (this seat token) has a push subscription for the seat.' }),
);

const key = createRoute({
  operationId: 'getPushKey',
  method: 'get',
  path: '/push/key',
  tags,
  summary: 'The service’s VAPID public key',
  description: 'What a page subscribes its browser with; null when this deployment sends no push (the page then offers none).',
  security: NO_TOKEN,
  responses: { 200: json('The key (base64url), or null.', z.object({ publicKey: z.string().nullable() }), { publicKey: null }) },
});

serve(pushRoutes, key, (c) => c.json({ publicKey: vapidKeys(c.env)?.publicKey ?? null }));

const state = createRoute({
  operationId: 'getPush',
  method: 'get',
  path: '/matches/{id}/push',
  tags,
  summary: 'This device’s push subscription',
  security: SEAT_TOKEN,
  request: { params: matchParams },
  responses: { 200: json('The device’s push state.', PushStateSchema), ...failures(SEAT) },
});

serve(pushRoutes, state, async (c) => reply(c, await room(c).pushState(bearerToken(c))));

const subscribe = createRoute({
  operationId: 'subscribePush',
  method: 'put',
  path: '/matches/{id}/push',
  tags,
  summary: 'Push this seat’s notices to this device',
  description:
    'One subscription per device (a device is a seat token: the owner link or a handed device): a new one replaces it. The push service’s address must be https to a public host, by the webhook rules, DNS included (422 `push_refused`); bad keys 400.',
  security: SEAT_TOKEN,
  request: { params: matchParams, body: { required: true, content: { 'application/json': { schema: subscriptionBody } } } },
  responses: {
    200: json('The device’s push state.', PushStateSchema),
    ...failures(SEAT, BODY, { 409: ['push_unavailable'], 422: ['push_refused'] }),
  },
});

serve(pushRoutes, subscribe, async (c) => {
  const stub = room(c);
  const token = bearerToken(c);
  const body = await readBody(c, subscriptionBody);
  if (!vapidKeys(c.env)) throw new ApiError(409, 'push_unavailable', 'This service sends no push notifications (it has no VAPID key).');
  if (!validKeys(body.keys.p256dh, body.keys.auth)) {
    throw new ApiError(400, 'invalid_request', 'keys: p256dh must be an uncompressed P-256 public key and auth 16 bytes, both base64url.');
  }
  const check = await checkPushEndpoint(body.endpoint, c.env.ALLOW_LOCAL_PUSH === '1', resolverOf(c.env), false);
  if (!check.ok) throw new ApiError(422, 'push_refused', check.message);
  return reply(c, await stub.subscribePush(token, { endpoint: check.url, keys: body.keys }));
});

const stop = createRoute({
  operationId: 'unsubscribePush',
  method: 'delete',
  path: '/matches/{id}/push',
  tags,
  summary: 'No more push notices on this device',
  security: SEAT_TOKEN,
  request: { params: matchParams },
  responses: { 200: json('The device’s push state.', PushStateSchema), ...failures(SEAT, SENT, { 404: ['not_subscribed'] }) },
});

serve(pushRoutes, stop, async (c) => reply(c, await room(c).unsubscribePush(bearerToken(c))));
