import { app } from './api/app';
import { SIGNIN_SPACING_MS } from './api/routes/mail';
import { pruneRecords } from './db/prune';
import { CONFIRMATION_SPACING_MS } from './match/notices/confirmation-mail';
import type { Env } from './env';
import { consume } from './notify/consumer';
import { queueDigests } from './notify/digest';
import { receiveMail } from './notify/inbound';
import type { NotifyJob } from './notify/jobs';

export { MatchRoom } from './match/room';

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  // Replies to turn emails (Email Routing sends *@MAIL_DOMAIN here).
  email: async (message, env) => {
    await receiveMail(message, env);
  },
  // Delivery of the notifications that matches put in the queue.
  queue: (batch, env) => consume(batch as MessageBatch<NotifyJob>, env),
  // The daily digests (wrangler.toml [triggers]): each address with news, at most once a day, queued as its own job;
  // then the sweep of inbound-mail records and spent pacing rows (db/prune.ts).
  scheduled: async (controller, env) => {
    await queueDigests(env, controller.scheduledTime);
    await pruneRecords(env.DB, controller.scheduledTime, { signinMs: SIGNIN_SPACING_MS, confirmationMs: CONFIRMATION_SPACING_MS });
  },
} satisfies ExportedHandler<Env, NotifyJob>;
