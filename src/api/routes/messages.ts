import { Hono } from 'hono';
import type { Env } from '../../env';
import { bearerToken } from '../auth';
import { reply, room } from '../room';
import { messageBody, readBody } from '../validate';

/**
 * Messages between the players of a match: `POST /api/matches/:id/messages` with `{ text, to? }`
 * (to everyone, or privately to some seats), `GET` for those the seat may read. The text is
 * returned as written; whoever shows it escapes it (the emails do).
 */
export const messagesRoutes = new Hono<{ Bindings: Env }>();

messagesRoutes.get('/:id/messages', async (c) => reply(c, await room(c).readMessages(bearerToken(c))));

messagesRoutes.post('/:id/messages', async (c) => {
  const stub = room(c);
  const token = bearerToken(c);
  const body = await readBody(c, messageBody);
  return reply(c, await stub.postMessage(token, body), 201);
});
