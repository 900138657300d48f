import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CLAIM_TTL_MS } from '../../src/db/digests';
import { DIGEST_SPACING_MS, emailHashOf, sendDigest } from '../../src/notify/digest';
import { queuedDigests } from '../support/digests';
import { confirmEmail, create, eventually, notices as mailbox, playUntilActive, unique } from '../support/notify';

/** A match in which `email` holds a digest seat with news waiting for it. */
async function newsFor(email: string, seed: string): Promise<void> {
  const m = await create({ players: [{ name: 'Dee', email, notify: 'digest' }, { name: 'Opp' }], options: { seed } });
  // Digests go only to a confirmed address.
  await confirmEmail(m.id, 0, email);
  await playUntilActive(m.id, m.tokens, 1);
  await playUntilActive(m.id, m.tokens, 0);
  const hash = await emailHashOf(email);
  await eventually(
    async () => (await env.DB.prepare('SELECT count(*) AS n FROM digest_parts WHERE email_hash = ?').bind(hash).first<{ n: number }>())?.n ?? 0,
    (n) => n > 0,
  );
}

async function jobsFor(email: string, now: number) {
  const hash = await emailHashOf(email);
  return (await queuedDigests(now)).filter((j) => j.emailHash === hash);
}

describe('the digest cron hands each due address to the queue; one email per address per day', () => {
  it('two cron runs at once queue a due address once, and later runs leave it to that job', async () => {
    const dee = `${unique('dee')}@example.com`;
    await newsFor(dee, 'dq-1');
    const now = Date.now();
    const hash = await emailHashOf(dee);
    const [a, b] = await Promise.all([queuedDigests(now), queuedDigests(now)]);
    expect([...a, ...b].filter((j) => j.emailHash === hash)).toEqual([{ type: 'digest', emailHash: hash, claim: now }]);
    expect(await jobsFor(dee, now + 15 * 60_000)).toEqual([]);
  });

  it('a job delivered twice at once, and once more later, sends one email', async () => {
    const dee = `${unique('dee')}@example.com`;
    await newsFor(dee, 'dq-2');
    const now = Date.now();
    const [job] = await jobsFor(dee, now);
    const outcomes = await Promise.all([0, 1].map(() => sendDigest(env, job, now).catch((e: Error) => e.message)));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(await sendDigest(env, job, now + 60_000)).toBe('gone');
    // The mail is on disk a moment after the send: wait for it, then make sure no second one came.
    await eventually(() => mailbox(dee), (ms) => ms.length >= 1);
    expect(await mailbox(dee)).toHaveLength(1);
  });

  it('after a digest, the address waits a day: news in between waits for the next day’s run', async () => {
    const dee = `${unique('dee')}@example.com`;
    await newsFor(dee, 'dq-3');
    const now = Date.now();
    const [job] = await jobsFor(dee, now);
    expect(await sendDigest(env, job, now)).toBe('sent');
    await newsFor(dee, 'dq-4');
    expect(await jobsFor(dee, now + 3_600_000)).toEqual([]);
    expect(await jobsFor(dee, now + DIGEST_SPACING_MS - 60_000)).toEqual([]);
    const [next] = await jobsFor(dee, now + DIGEST_SPACING_MS);
    expect(await sendDigest(env, next, now + DIGEST_SPACING_MS)).toBe('sent');
    await eventually(() => mailbox(dee), (ms) => ms.length >= 2);
    expect(await mailbox(dee)).toHaveLength(2);
  });

  it('a job that was lost is given up after its time: a later run queues the address again, and the old job then does nothing', async () => {
    const dee = `${unique('dee')}@example.com`;
    await newsFor(dee, 'dq-5');
    const now = Date.now();
    const [lost] = await jobsFor(dee, now);
    expect(await jobsFor(dee, now + CLAIM_TTL_MS - 60_000)).toEqual([]);
    const [again] = await jobsFor(dee, now + CLAIM_TTL_MS);
    expect(again.claim).toBe(now + CLAIM_TTL_MS);
    expect(await sendDigest(env, lost, now + CLAIM_TTL_MS)).toBe('gone');
    expect(await sendDigest(env, again, now + CLAIM_TTL_MS)).toBe('sent');
    expect(await mailbox(dee)).toHaveLength(1);
  });
});
