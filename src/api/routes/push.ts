import { Hono } from 'hono';
import { z } from 'zod';
import type { Env } from '../../env';
import { checkPushEndpoint, validKeys, vapidKeys } from '../../notify/channels/push';
import { resolverOf } from '../../notify/webhook-dns';
import { bearerToken } from '../auth';
import { ApiError } from '../errors';
import { reply, room } from '../room';
import { readBody } from '../validate';

/**
 * Browser push (issue 31): the service's VAPID public key, which a page subscribes its browser
 * with (GET /api/push/key), and a device's subscription to its seat's notices
 * (GET/PUT/DELETE /api/matches/:id/push, behind the device's own seat token: the owner link or a
 * handed device, each for itself).
 */
export const pushRoutes = new Hono<{ Bindings: Env }>();

/** What PushSubscription.toJSON() gives, as the page sends it. */
const subscriptionBody = z.object({
  endpoint: z.string().min(1).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

/** `publicKey` is null when this deployment sends no push (no VAPID key): the page then offers none. */
pushRoutes.get('/push/key', (c) => c.json({ publicKey: vapidKeys(c.env)?.publicKey ?? null }));

pushRoutes.get('/matches/:id/push', async (c) => reply(c, await room(c).pushState(bearerToken(c))));

pushRoutes.put('/matches/:id/push', async (c) => {
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

pushRoutes.delete('/matches/:id/push', async (c) => reply(c, await room(c).unsubscribePush(bearerToken(c))));
