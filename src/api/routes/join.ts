import { createRoute } from '@hono/zod-openapi';
import { json, matchParams, routes, serve, NO_TOKEN } from '../openapi';
import { limitPerClient } from '../rate-limit';
import { reply, room } from '../room';
import { BODY, failures } from '../schemas/errors';
import { SeatTokenSchema } from '../schemas/seat';
import { joinBody, readBody, refuseWebhooks } from '../validate';
import { links } from '../links';

/** Claiming an open seat with the invite code (the invite link carries it in its fragment). */
export const joinRoutes = routes();

const join = createRoute({
  operationId: 'joinMatch',
  method: 'post',
  path: '/{id}/join',
  tags: ['Matches'],
  summary: 'Take an open seat',
  description: 'Claims the next free seat with the invite code and returns its token; set-up runs when the last seat is taken. Limited per client address.',
  security: NO_TOKEN,
  request: { params: matchParams, body: { required: true, content: { 'application/json': { schema: joinBody } } } },
  responses: {
    201: json('The seat taken, with its secret token and link.', SeatTokenSchema, {
      seat: 1,
      name: 'Bo',
      token: 'q8Vd2mXk0bZr7NfT3LcW9yHs',
      url: 'https://pbm.example/m/k3v9x0a7m2c4q8w1e5r6#q8Vd2mXk0bZr7NfT3LcW9yHs',
    }),
    ...failures(BODY, { 403: ['bad_invite'], 404: ['unknown_match'], 409: ['match_full'], 422: ['webhook_refused'], 429: ['too_many_requests'] }),
  },
});

serve(joinRoutes, join, limitPerClient, async (c) => {
  const stub = room(c);
  const body = await readBody(c, joinBody);
  await refuseWebhooks([body.webhook], c.env);
  const joined = await stub.join(body);
  if (!joined.ok) return reply(c, joined);
  const { seat, name, token } = joined.value;
  return c.json({ seat, name, token, url: links(c, c.req.param('id') as string).seat(token) }, 201);
});
