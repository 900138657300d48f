import { claimDueDigests, digestPartsOf, markDigestSent, noteDigestPart, releaseDigest, takeDigest, type SeatRef } from '../db/digests';
import type { Env } from '../env';
import { digestOptOutToken } from './addresses';
import { sendAddressMail } from './address-mail';
import type { Lang } from './i18n';
import type { DigestJob } from './jobs';
import { emailHashOf } from './email-hash';

export { emailHashOf };
import type { DigestSectionOut } from '../match/notices/digest-section';
import { renderDigest } from './templates';

/**
 * The daily digest across a player's matches (DESIGN.md §7). A match whose seat takes the digest
 * notes "news for this address" in D1 (through the queue). The cron trigger only finds the
 * addresses whose digest is due and hands each to the queue as its own job, so that the queue's
 * consumers make and send them in parallel, with retries, and the daily capacity grows with the
 * queue. Each match renders its own section when the email is made, from what that seat may see,
 * and counts it as told only once the email has gone; a failed send is retried by the queue.
 * One email per address per day holds under retries and overlapping runs: a run claims an
 * address in D1 before queueing it, and a consumer takes it before sending (db/digests.ts).
 */

export const DIGEST_SPACING_MS = 24 * 3_600_000;
/** The queue takes at most this many messages in one call. */
const QUEUE_BATCH = 100;

/** The consumer's side of a `digest-note` job. */
export async function noteDigest(env: Env, job: { match: string; seat: number; email: string; lang: Lang }, now: number): Promise<void> {
  await noteDigestPart(env.DB, { emailHash: await emailHashOf(job.email), email: job.email, lang: job.lang, matchId: job.match, seat: job.seat, at: now });
}

/** The cron trigger at `now`: each address whose digest is due becomes one queue job. Returns how many. */
export async function queueDigests(env: Env, now: number): Promise<number> {
  if (!env.SERVICE_SECRET || !env.NOTIFY) return 0;
  let queued = 0;
  for (;;) {
    const claimed = await claimDueDigests(env.DB, now, DIGEST_SPACING_MS);
    for (let i = 0; i < claimed.length; i += QUEUE_BATCH) {
      const jobs = claimed.slice(i, i + QUEUE_BATCH).map((emailHash): { body: DigestJob } => ({ body: { type: 'digest', emailHash, claim: now } }));
      await env.NOTIFY.sendBatch(jobs);
    }
    queued += claimed.length;
    // A claimed address no longer qualifies: an empty round means every due address is queued.
    if (claimed.length === 0) return queued;
  }
}

/**
 * The consumer's side of a `digest` job: makes and sends the address's digest, once. Throws when
 * it could not (the queue retries the job); a job whose digest is already sent, or whose claim
 * was given up, does nothing.
 */
export async function sendDigest(env: Env, job: DigestJob, now: number): Promise<'sent' | 'empty' | 'gone'> {
  if (!env.SERVICE_SECRET) throw new Error('SERVICE_SECRET is not set, so the service sends no email.');
  const take = await takeDigest(env.DB, job.emailHash, job.claim, now);
  if (take === 'gone') return 'gone';
  if (take === 'busy') throw new Error('Another consumer is sending this digest.');
  try {
    return await makeAndSend(env, job, now);
  } catch (e) {
    await releaseDigest(env.DB, job.emailHash, job.claim);
    throw e;
  }
}

async function makeAndSend(env: Env, { emailHash, claim }: DigestJob, now: number): Promise<'sent' | 'empty'> {
  const parts = await digestPartsOf(env.DB, emailHash);
  const sections: (DigestSectionOut & SeatRef)[] = [];
  const email = parts.at(-1)?.email;
  const lang = (parts.at(-1)?.lang ?? 'en') as Lang;
  for (const p of email ? parts : []) {
    const s = await env.MATCH.get(env.MATCH.idFromName(p.matchId)).digestSection(p.seat, email as string);
    if (s) sections.push({ ...s, match: p.matchId, seat: p.seat });
  }
  const refs = sections.map(({ match, seat }) => ({ match, seat }));
  if (!email || sections.length === 0) {
    // Nothing new after all (the seat moved, or stopped the digest): nothing to send today.
    await markDigestSent(env.DB, emailHash, claim, now, parts, refs);
    return 'empty';
  }
  const token = await digestOptOutToken(env.SERVICE_SECRET as string, emailHash);
  try {
    // The key is the claim's: a digest sent again after a crash carries the same Message-ID.
    const key = `digest.${emailHash}.${claim}`;
    await sendAddressMail(env, { to: email, lang, origin: sections[0].origin, token, key, ...renderDigest(lang, sections) });
  } catch (e) {
    // Everything stays noted for the retry; each seat sees the error with its deliveries.
    const error = e instanceof Error ? e.message : String(e);
    for (const s of sections) await env.MATCH.get(env.MATCH.idFromName(s.match)).digestFailed(s.seat, error, now);
    throw e;
  }
  await markDigestSent(env.DB, emailHash, claim, now, parts, refs);
  for (const s of sections) await env.MATCH.get(env.MATCH.idFromName(s.match)).digestDelivered(s.seat, s.seq, s.messageId, now, s.ended);
  return 'sent';
}
