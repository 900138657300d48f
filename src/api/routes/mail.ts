import { Hono } from 'hono';
import { claimSignin } from '../../db/mail';
import type { Env } from '../../env';
import { sha256Hex } from '../../match/records/crypto';
import { parseUnsubscribeToken } from '../../notify/addresses';
import { applyUnsubscribe } from '../../notify/unsubscribe';
import { ApiError } from '../errors';
import { htmlPage } from '../html';
import { limitPerClient } from '../rate-limit';
import type { Ctx } from '../room';
import { readBody, signinBody } from '../validate';

/**
 * The mail-facing routes that need no login: the unsubscribe link of every email (a page with a
 * button, and the one-click POST of RFC 8058), and "find my matches" (a sign-in email).
 */
export const mailRoutes = new Hono<{ Bindings: Env }>();

/** A sign-in email at most this often per address. */
export const SIGNIN_SPACING_MS = 10 * 60_000;

async function unsubscribeTarget(c: Ctx) {
  const secret = c.env.SERVICE_SECRET;
  const token = c.req.param('token') ?? '';
  const what = secret && token.length <= 200 ? await parseUnsubscribeToken(secret, token) : null;
  if (!what) throw new ApiError(404, 'bad_unsubscribe_link', 'This unsubscribe link is not valid.');
  return what;
}

// A GET only shows the button: mail scanners that open links must not unsubscribe anyone.
mailRoutes.get('/unsubscribe/:token', async (c) => {
  await unsubscribeTarget(c);
  return htmlPage(c, 'Unsubscribe', `<p>Stop the emails of this link?</p><form method="post"><button type="submit">Unsubscribe</button></form>`);
});

mailRoutes.post('/unsubscribe/:token', async (c) => {
  const r = await applyUnsubscribe(c.env, await unsubscribeTarget(c));
  if (!r.ok) throw new ApiError(404, 'bad_unsubscribe_link', 'This unsubscribe link is not valid.');
  return htmlPage(c, 'Unsubscribed', '<p>Done: you will get no more of these emails. Your seat and its link keep working.</p>');
});

mailRoutes.post('/signin', limitPerClient, async (c) => {
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
  return c.json({ sent: true, message: 'If this address holds seats, an email with their links is on its way.' }, 202);
});
