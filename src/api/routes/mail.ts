import { createRoute, z } from '@hono/zod-openapi';
import { claimSignin } from '../../db/mail';
import { sha256Hex } from '../../match/seats/crypto';
import { parseUnsubscribeToken } from '../../notify/addresses';
import { applyUnsubscribe } from '../../notify/unsubscribe';
import { ApiError } from '../errors';
import { htmlPage } from '../html';
import { html, json, linkParams, routes, serve, NO_TOKEN } from '../openapi';
import { limitPerClient } from '../rate-limit';
import type { Ctx } from '../room';
import { BODY, failures, SENT } from '../schemas/errors';
import { readBody, signinBody } from '../validate';

/**
 * The mail-facing routes that need no login: the unsubscribe link of every email (a page with a
 * button, and the one-click POST of RFC 8058), and "find my matches" (a sign-in email).
 */
export const mailRoutes = routes();

/** A sign-in email at most this often per address. */
export const SIGNIN_SPACING_MS = 10 * 60_000;

async function unsubscribeTarget(c: Ctx) {
  const secret = c.env.SERVICE_SECRET;
  const token = c.req.param('token') ?? '';
  const what = secret && token.length <= 200 ? await parseUnsubscribeToken(secret, token) : null;
  if (!what) throw new ApiError(404, 'bad_unsubscribe_link', 'This unsubscribe link is not valid.');
  return what;
}

const askUnsubscribe = createRoute({
  operationId: 'unsubscribePage',
  method: 'get',
  path: '/unsubscribe/{token}',
  tags: ['Email links'],
  summary: 'The unsubscribe page of an email',
  description: 'Only shows a button: mail scanners that open links must not unsubscribe anyone.',
  security: NO_TOKEN,
  request: { params: linkParams },
  responses: { 200: html('A page with the button.'), ...failures({ 404: ['bad_unsubscribe_link'] }) },
});

// A GET only shows the button: mail scanners that open links must not unsubscribe anyone.
serve(mailRoutes, askUnsubscribe, async (c) => {
  await unsubscribeTarget(c);
  return htmlPage(c, 'Unsubscribe', `<p>Stop the emails of this link?</p><form method="post"><button type="submit">Unsubscribe</button></form>`);
});

const unsubscribe = createRoute({
  operationId: 'unsubscribe',
  method: 'post',
  path: '/unsubscribe/{token}',
  tags: ['Email links'],
  summary: 'Unsubscribe (the page’s button, or RFC 8058 one-click)',
  description: 'No more notifications for that seat (for a digest: for every seat it covered).',
  security: NO_TOKEN,
  request: { params: linkParams },
  responses: { 200: html('Done: no more of these emails; the seat and its link keep working.'), ...failures(SENT, { 404: ['bad_unsubscribe_link'] }) },
});

serve(mailRoutes, unsubscribe, async (c) => {
  const r = await applyUnsubscribe(c.env, await unsubscribeTarget(c));
  if (!r.ok) throw new ApiError(404, 'bad_unsubscribe_link', 'This unsubscribe link is not valid.');
  return htmlPage(c, 'Unsubscribed', '<p>Done: you will get no more of these emails. Your seat and its link keep working.</p>');
});

const SentSchema = z.object({ sent: z.literal(true), message: z.string() }).openapi('SignInSent');

const signin = createRoute({
  operationId: 'signIn',
  method: 'post',
  path: '/signin',
  tags: ['Email links'],
  summary: 'Find my matches: email the links of the seats an address holds',
  description: 'The same answer whether or not the address holds seats. At most one email per address every ten minutes; limited per client address.',
  security: NO_TOKEN,
  request: { body: { required: true, content: { 'application/json': { schema: signinBody } } } },
  responses: {
    202: json('Accepted.', SentSchema, { sent: true, message: 'If this address holds seats, an email with their links is on its way.' }),
    ...failures(BODY, { 429: ['too_many_requests'], 503: ['email_unavailable'] }),
  },
});

serve(mailRoutes, signin, limitPerClient, async (c) => {
  const body = await readBody(c, signinBody);
  if (!c.env.SERVICE_SECRET || !c.env.NOTIFY) {
    throw new ApiError(503, 'email_unavailable', 'This service does not send email.');
  }
  const email = body.email.trim().toLowerCase();
  const hash = (await sha256Hex(email)).slice(0, 24);
  const claim = await claimSignin(c.env.DB, hash, Date.now(), SIGNIN_SPACING_MS);
  if (claim === 'too_soon') {
    throw new ApiError(429, 'too_many_requests', 'A sign-in email was sent to this address a few minutes ago; check your inbox.');
  }
  const origin = (c.env.PUBLIC_URL || new URL(c.req.url).origin).replace(/\/$/, '');
  if (claim === 'ok') await c.env.NOTIFY.send({ type: 'signin', email, lang: body.lang ?? 'en', origin });
  // The same answer whether or not the address holds seats: the API tells nobody who plays.
  return c.json({ sent: true, message: 'If this address holds seats, an email with their links is on its way.' } satisfies z.infer<typeof SentSchema>, 202);
});
