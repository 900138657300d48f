import { createRoute, z } from '@hono/zod-openapi';
import { MAX_MESSAGE_PAGE, MESSAGE_ID, MESSAGE_PAGE } from '../../match/live/messages';
import { bearerToken } from '../auth';
import { ApiError } from '../errors';
import { json, matchParams, routes, serve, SEAT_TOKEN, SEAT_TOKEN_OR_NONE } from '../openapi';
import { reply, room } from '../room';
import { BODY, failures, READER, SEAT } from '../schemas/errors';
import { MessagePageSchema, MessageSchema } from '../schemas/seat';
import { messageBody, readBody } from '../validate';

/**
 * Messages between the players of a match: `POST /api/matches/:id/messages` with `{ text, to? }`
 * (to everyone, or privately to some seats), `GET` for those the seat may read, a page at a time,
 * newest first. The text is
 * returned as written; whoever shows it escapes it (the emails do).
 */
export const messagesRoutes = routes();

const tags = ['Messages'];

/**
 * `?before=<id>` (the `next` of the page before) and `?limit=` (a whole number from 1; a page
 * stops at MAX_MESSAGE_PAGE, as the README says, so a larger limit gives a full page).
 */
const pageQuery = z.object({
  before: z.string().regex(MESSAGE_ID).optional().openapi({ param: { name: 'before', in: 'query', description: 'The `next` of the page before.' }, example: '3f9c0a1b2d4e5f60' }),
  limit: z
    .string()
    .regex(/^\d+$/)
    .optional()
    .openapi({ param: { name: 'limit', in: 'query', description: `Messages a page, from 1 (${MESSAGE_PAGE} unless asked; at most ${MAX_MESSAGE_PAGE}).` }, example: '20' }),
});

const read = createRoute({
  operationId: 'listMessages',
  method: 'get',
  path: '/{id}/messages',
  tags,
  summary: 'The messages the reader may read',
  description:
    'A seat reads those to everyone, to it, and its own; a spectator those to everyone. Newest first, a page at a time (`before=<next>` asks for the page after). Never part of the log or the game. Ids are random, so they tell nobody how many messages they could not read.',
  security: SEAT_TOKEN_OR_NONE,
  request: { params: matchParams, query: pageQuery },
  responses: { 200: json('A page of messages.', MessagePageSchema), ...failures(READER, { 400: ['bad_cursor', 'bad_limit'] }) },
});

serve(messagesRoutes, read, async (c) => {
  const stub = room(c);
  const before = c.req.query('before') ?? null;
  if (before !== null && !pageQuery.shape.before.safeParse(before).success) {
    throw new ApiError(400, 'bad_cursor', 'The page cursor ("before") is the "next" of an earlier page.');
  }
  const rawLimit = c.req.query('limit');
  const limit = rawLimit === undefined ? MESSAGE_PAGE : pageQuery.shape.limit.safeParse(rawLimit).success ? Math.min(Number(rawLimit), MAX_MESSAGE_PAGE) : 0;
  if (limit < 1) throw new ApiError(400, 'bad_limit', `"limit" is a whole number of messages from 1 (a page holds at most ${MAX_MESSAGE_PAGE}).`);
  return reply(c, await stub.readMessages(bearerToken(c), before, limit));
});

const write = createRoute({
  operationId: 'writeMessage',
  method: 'post',
  path: '/{id}/messages',
  tags,
  summary: 'Write a message',
  description:
    'To everyone, or privately to some seats (`to`); 1,000 characters, 10 a minute per seat, 500 a day per match. Pages connected live hear `{"type":"message","id":…}`, only those that may read it. The text is returned as written: a page that shows it must escape it.',
  security: SEAT_TOKEN,
  request: { params: matchParams, body: { required: true, content: { 'application/json': { schema: messageBody } } } },
  responses: {
    201: json('The message as written.', MessageSchema),
    ...failures(SEAT, BODY, { 400: ['empty_message'], 422: ['bad_recipient'], 429: ['too_many_messages', 'match_messages_full'] }),
  },
});

serve(messagesRoutes, write, async (c) => {
  const stub = room(c);
  const token = bearerToken(c);
  const body = await readBody(c, messageBody);
  return reply(c, await stub.postMessage(token, body), 201);
});
