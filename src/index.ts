import { app } from './api/app';
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
  // The daily digests (wrangler.toml [triggers]): each address with news, at most once a day, queued as its own job.
  scheduled: async (controller, env) => {
    await queueDigests(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env, NotifyJob>;
