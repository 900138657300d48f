import { digestPartsOf, dueDigestAddresses, markDigestSent, noteDigestPart, type SeatRef } from '../db/digests';
import type { Env } from '../env';
import { sha256Hex } from '../match/seats/crypto';
import { digestOptOutToken } from './addresses';
import { sendAddressMail } from './address-mail';
import type { Lang } from './i18n';
import type { DigestSectionOut } from '../match/notices/digest-section';
import { renderDigest } from './templates';

/**
 * The daily digest across a player's matches (DESIGN.md §7). A match whose seat takes the digest
 * notes "news for this address" in D1 (through the queue); a cron trigger sends each address
 * with news, at most once a day, one email with a section per match. Each match renders its own
 * section when the email is made, from what that seat may see, and counts it as told only once
 * the email has gone; a failed send leaves everything for the next run.
 */

export const DIGEST_SPACING_MS = 24 * 3_600_000;

export async function emailHashOf(email: string): Promise<string> {
  return (await sha256Hex(email.trim().toLowerCase())).slice(0, 24);
}

/** The consumer's side of a `digest-note` job. */
export async function noteDigest(env: Env, job: { match: string; seat: number; email: string; lang: Lang }, now: number): Promise<void> {
  await noteDigestPart(env.DB, { emailHash: await emailHashOf(job.email), email: job.email, lang: job.lang, matchId: job.match, seat: job.seat, at: now });
}

export interface DigestRun {
  sent: number;
  empty: number;
  failed: number;
}

/** The cron trigger: every due address gets its digest. */
export async function sendDigests(env: Env, now: number): Promise<DigestRun> {
  const run: DigestRun = { sent: 0, empty: 0, failed: 0 };
  if (!env.SERVICE_SECRET) return run;
  for (const emailHash of await dueDigestAddresses(env.DB, now, DIGEST_SPACING_MS)) {
    try {
      run[await sendOne(env, emailHash, now)]++;
    } catch (e) {
      console.error('digest failed', emailHash, e);
      run.failed++;
    }
  }
  return run;
}

async function sendOne(env: Env, emailHash: string, now: number): Promise<'sent' | 'empty'> {
  const parts = await digestPartsOf(env.DB, emailHash);
  if (parts.length === 0) return 'empty';
  const { email, lang } = parts[parts.length - 1];
  const sections: (DigestSectionOut & SeatRef)[] = [];
  for (const p of parts) {
    const s = await env.MATCH.get(env.MATCH.idFromName(p.matchId)).digestSection(p.seat, email);
    if (s) sections.push({ ...s, match: p.matchId, seat: p.seat });
  }
  const refs = sections.map(({ match, seat }) => ({ match, seat }));
  if (sections.length === 0) {
    // Nothing new after all (the seat moved, or stopped the digest): nothing to send today.
    await markDigestSent(env.DB, emailHash, now, parts, refs);
    return 'empty';
  }
  const token = await digestOptOutToken(env.SERVICE_SECRET as string, emailHash);
  try {
    const key = `digest.${emailHash}.${now}`;
    await sendAddressMail(env, { to: email, lang: lang as Lang, origin: sections[0].origin, token, key, ...renderDigest(lang as Lang, sections) });
  } catch (e) {
    // Everything stays noted for the next run; each seat sees the error with its deliveries.
    const error = e instanceof Error ? e.message : String(e);
    for (const s of sections) await env.MATCH.get(env.MATCH.idFromName(s.match)).digestFailed(s.seat, error, now);
    throw e;
  }
  await markDigestSent(env.DB, emailHash, now, parts, refs);
  for (const s of sections) await env.MATCH.get(env.MATCH.idFromName(s.match)).digestDelivered(s.seat, s.seq, s.messageId, now);
  return 'sent';
}
