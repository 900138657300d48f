import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { Env } from '../env';
import { limitBody } from './body-limit';
import { docsRoutes, openApiDocument } from './docs';
import { ApiError, errorResponse } from './errors';
import { confirmRoutes } from './routes/confirm';
import { contactRoutes } from './routes/contact';
import { forkRoutes } from './routes/forks';
import { gamesRoutes } from './routes/games';
import { handoverRoutes } from './routes/handover';
import { joinRoutes } from './routes/join';
import { liveRoutes } from './routes/live';
import { mailRoutes } from './routes/mail';
import { matchesRoutes } from './routes/matches';
import { messagesRoutes } from './routes/messages';
import { namingRoutes } from './routes/naming';
import { pagesRoutes } from './routes/pages';
import { pushRoutes } from './routes/push';
import { restoreRoutes } from './routes/restore';

export { MAX_BODY_BYTES } from './body-limit';

export const app = new OpenAPIHono<{ Bindings: Env }>();

app.use('/api/*', limitBody);

app.route('/api/games', gamesRoutes);
app.route('/api/matches', matchesRoutes);
app.route('/api/matches', joinRoutes);
app.route('/api/matches', liveRoutes);
app.route('/api/matches', contactRoutes);
app.route('/api/matches', namingRoutes);
app.route('/api/matches', messagesRoutes);
app.route('/api/matches', forkRoutes);
app.route('/api', mailRoutes);
app.route('/api', confirmRoutes);
app.route('/api', restoreRoutes);
app.route('/api', handoverRoutes);
app.route('/api', pushRoutes);
app.route('/', pagesRoutes);

let document: object | null = null;
/** The document, made once per isolate: it describes the routes above, which never change while it runs. */
export function apiDocument(): object {
  document ??= openApiDocument(app);
  return document;
}

app.route('/api', docsRoutes(apiDocument));

app.notFound((c) => errorResponse(c, 404, 'not_found', `No such route: ${c.req.method} ${new URL(c.req.url).pathname}`));

app.onError((err, c) => {
  if (err instanceof ApiError) return errorResponse(c, err.status, err.code, err.message);
  if (err instanceof HTTPException) return errorResponse(c, err.status as 400, 'http_error', err.message || 'Bad request.');
  console.error('unhandled error', err);
  return errorResponse(c, 500, 'internal', 'Something went wrong on our side; nothing was changed.');
});
