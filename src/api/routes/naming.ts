import { createRoute, z } from '@hono/zod-openapi';
import { bearerToken } from '../auth';
import { json, matchParams, routes, serve, SEAT_TOKEN } from '../openapi';
import { reply, room } from '../room';
import { BODY, failures, OWNER } from '../schemas/errors';
import { readBody, renameBody } from '../validate';

/** Naming a match after its creation (issue 31): PUT /api/matches/:id/name. */
export const namingRoutes = routes();

const NamedSchema = z.object({ name: z.string() }).openapi('MatchNamed', { example: { name: 'Friday night' } });

const rename = createRoute({
  operationId: 'renameMatch',
  method: 'put',
  path: '/{id}/name',
  tags: ['Matches'],
  summary: 'Name the match',
  description:
    'Owner link of a seat only (a handed device gets 403 `owner_only`; a seat a bot plays now, 409 `bot_seat`). The pages open on the match hear it live, and the history says who named it (`notes` of the log); the log of the game and its export’s replay are untouched. The same name again changes nothing. It counts among the seat’s 10 changes an hour (then 429), and a match may be renamed 100 times (then 409 `too_many_renames`).',
  security: SEAT_TOKEN,
  request: { params: matchParams, body: { required: true, content: { 'application/json': { schema: renameBody } } } },
  responses: {
    200: json('The match’s name now.', NamedSchema),
    ...failures(OWNER, BODY, { 409: ['bot_seat', 'too_many_renames'], 429: ['too_many_changes'] }),
  },
});

serve(namingRoutes, rename, async (c) => {
  const stub = room(c);
  const token = bearerToken(c);
  const body = await readBody(c, renameBody);
  return reply(c, await stub.rename(token, body.name));
});
