import { createRoute } from '@hono/zod-openapi';
import { ApiError } from '../errors';
import { matchParams, routes, serve, NO_TOKEN } from '../openapi';
import { room } from '../room';
import { failures } from '../schemas/errors';

/** Live updates: a WebSocket to the match's object, which tells pages when to fetch again. */
export const liveRoutes = routes();

const live = createRoute({
  operationId: 'liveUpdates',
  method: 'get',
  path: '/{id}/live',
  tags: ['Matches'],
  summary: 'Live updates (WebSocket)',
  description: [
    'Open with `Upgrade: websocket`. The socket carries no secret, only when to look again (JSON text messages):',
    '`{"type":"hello","seq":…,"status":…,"seat":…}` first, `{"type":"update","seq":…,"status":…}` after each change the page’s reader can see (its own entry number),',
    '`{"type":"message","id":…}` when a player writes a message, `{"type":"named","name":…}` when a seat’s owner names the match, `{"type":"pong"}` and `{"type":"error","message":…}`.',
    'The page may send `{"type":"auth","token":…}` to say which seat it holds (never in the URL), and `{"type":"ping"}`.',
    'A match takes at most 64 live pages; the next is refused with 429 `too_many_connections` (and `Retry-After`).',
  ].join(' '),
  security: NO_TOKEN,
  request: { params: matchParams },
  responses: {
    101: { description: 'Switching protocols: the socket is open.' },
    ...failures({ 404: ['unknown_match'], 426: ['upgrade_required'], 429: ['too_many_connections'] }),
  },
});

serve(liveRoutes, live, async (c) => {
  const stub = room(c);
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw new ApiError(426, 'upgrade_required', 'Open this address as a WebSocket.');
  }
  return stub.fetch(c.req.raw);
});
