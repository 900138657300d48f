import { Hono } from 'hono';
import type { Env } from '../../env';
import { MAX_MESSAGE_PAGE, MESSAGE_ID, MESSAGE_PAGE } from '../../match/live/messages';
import { bearerToken } from '../auth';
import { ApiError } from '../errors';
import { reply, room } from '../room';
import { messageBody, readBody } from '../validate';

/**
 * Messages between the players of a match: `POST /api/matches/:id/messages` with `{ text, to? }`
 * (to everyone, or privately to some seats), `GET` for those the seat may read, a page at a time,
 * newest first. The text is
 * returned as written; whoever shows it escapes it (the emails do).
 */
export const messagesRoutes = new Hono<{ Bindings: Env }>();

/**
 * `?before=<id>` (the `next` of the page before) and `?limit=` (a whole number from 1; a page
 * stops at MAX_MESSAGE_PAGE, as the README says, so a larger limit gives a full page).
 */
messagesRoutes.get('/:id/messages', async (c) => {
  const stub = room(c);
  const before = c.req.query('before') ?? null;
  if (before !== null && !MESSAGE_ID.test(before)) throw new ApiError(400, 'bad_cursor', 'The page cursor ("before") is the "next" of an earlier page.');
  const rawLimit = c.req.query('limit');
  const limit = rawLimit === undefined ? MESSAGE_PAGE : /^\d+$/.test(rawLimit) ? Math.min(Number(rawLimit), MAX_MESSAGE_PAGE) : 0;
  if (limit < 1) throw new ApiError(400, 'bad_limit', `"limit" is a whole number of messages from 1 (a page holds at most ${MAX_MESSAGE_PAGE}).`);
  return reply(c, await stub.readMessages(bearerToken(c), before, limit));
});

messagesRoutes.post('/:id/messages', async (c) => {
  const stub = room(c);
  const token = bearerToken(c);
  const body = await readBody(c, messageBody);
  return reply(c, await stub.postMessage(token, body), 201);
});
