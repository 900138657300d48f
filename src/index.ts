import { app } from './api/app';
import type { Env } from './env';

export { MatchRoom } from './match/room';

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
