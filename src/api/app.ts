import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Env } from '../env';
import { ApiError, errorResponse } from './errors';
import { contactRoutes } from './routes/contact';
import { gamesRoutes } from './routes/games';
import { mailRoutes } from './routes/mail';
import { matchesRoutes } from './routes/matches';
import { messagesRoutes } from './routes/messages';
import { pagesRoutes } from './routes/pages';

/** Request bodies are small JSON documents; anything larger is refused with 413. */
export const MAX_BODY_BYTES = 16 * 1024;

export const app = new Hono<{ Bindings: Env }>();

app.use(
  '/api/*',
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorResponse(c, 413, 'body_too_large', `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`),
  }),
);

app.route('/api/games', gamesRoutes);
app.route('/api/matches', matchesRoutes);
app.route('/api/matches', contactRoutes);
app.route('/api/matches', messagesRoutes);
app.route('/api', mailRoutes);
app.route('/', pagesRoutes);

app.notFound((c) => errorResponse(c, 404, 'not_found', `No such route: ${c.req.method} ${new URL(c.req.url).pathname}`));

app.onError((err, c) => {
  if (err instanceof ApiError) return errorResponse(c, err.status, err.code, err.message);
  if (err instanceof HTTPException) return errorResponse(c, err.status as 400, 'http_error', err.message || 'Bad request.');
  console.error('unhandled error', err);
  return errorResponse(c, 500, 'internal', 'Something went wrong on our side; nothing was changed.');
});
