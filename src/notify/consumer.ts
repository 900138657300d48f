import type { Env } from '../env';
import { sendMail } from './channels/email';
import { postWebhook } from './channels/webhook';
import { PushFailure, sendPush, vapidKeys } from './channels/push';
import type { DeliveryReport, NotifyJob } from './jobs';
import { noteDigest, sendDigest } from './digest';
import { sendSignin } from './signin';
import { resolverOf } from './webhook-dns';

/** Attempts per message before the consumer gives up and records the failure for good. */
export const MAX_ATTEMPTS = 6;

/** 30 s, 1 min, 2 min, … at most an hour between attempts. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export function mailFrom(env: Env): string {
  return env.MAIL_FROM || 'turns@pbm.example';
}

async function deliver(job: NotifyJob, env: Env): Promise<void> {
  if (job.type === 'signin') return sendSignin(env, job.email, job.lang, job.origin);
  if (job.type === 'digest-note') return noteDigest(env, job, Date.now());
  if (job.type === 'digest') {
    await sendDigest(env, job, Date.now());
    return;
  }
  if (job.channel === 'email') return sendMail(env.EMAIL, mailFrom(env), job.mail);
  if (job.channel === 'push') return sendPush(job.push, vapidKeys(env), env.ALLOW_LOCAL_PUSH === '1', resolverOf(env));
  return postWebhook(job.hook, env.ALLOW_LOCAL_WEBHOOKS === '1', resolverOf(env));
}

/** Tells the match how a delivery went; a failure to tell is only logged (the row stays queued). */
async function report(env: Env, match: string, r: DeliveryReport): Promise<void> {
  try {
    await env.MATCH.get(env.MATCH.idFromName(match)).delivered(r);
  } catch (e) {
    console.error('delivery report failed', match, r.outbox, e);
  }
}

/**
 * The queue consumer (DESIGN.md §7): delivers each message on its channel. A failure is retried
 * with backoff by the queue; each attempt's outcome goes back to the match, so the seat can see
 * its last error. After MAX_ATTEMPTS the message is dropped and the failure is final.
 */
export async function consume(batch: MessageBatch<NotifyJob>, env: Env): Promise<void> {
  // The messages of a batch go out side by side: one slow channel does not hold the others.
  await Promise.all(batch.messages.map((msg) => consumeOne(msg, env)));
}

async function consumeOne(msg: Message<NotifyJob>, env: Env): Promise<void> {
  const job = msg.body;
  let error: string | null = null;
  // A failure that trying again cannot mend (a push subscription that is gone) ends at once.
  let hopeless: PushFailure | null = null;
  try {
    await deliver(job, env);
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
    if (e instanceof PushFailure) hopeless = e;
  }
  const final = error === null || hopeless !== null || msg.attempts >= MAX_ATTEMPTS;
  if (final) msg.ack();
  else msg.retry({ delaySeconds: backoffSeconds(msg.attempts) });
  if (job.type !== 'signin' && job.type !== 'digest') {
    const expired = hopeless?.expired ? { expired: hopeless.expired } : {};
    await report(env, job.match, { outbox: job.outbox, ok: error === null, ...(error ? { error } : {}), attempts: msg.attempts, final, ...expired });
  } else if (error) {
    console.error(`${job.type} mail failed`, error);
  }
}
