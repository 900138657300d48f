import { and, asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { digestParts, digestSent } from './schema';

export type DigestPart = typeof digestParts.$inferSelect;
export interface SeatRef {
  match: string;
  seat: number;
}

/** A claim older than this is given up: its job is taken to be lost, and a later run may claim again. */
export const CLAIM_TTL_MS = 6 * 3_600_000;
/** How long a consumer may hold an address while it makes and sends its digest. */
export const SENDING_LEASE_MS = 10 * 60_000;

/** A match has news for this address's digest; a second note before the digest keeps the first time. */
export async function noteDigestPart(d1: D1Database, part: DigestPart): Promise<void> {
  await drizzle(d1).insert(digestParts).values(part).onConflictDoNothing();
}

/**
 * Claims, for the cron run at `now`, up to `limit` addresses whose digest is due (news waiting,
 * no digest in the last `spacingMs`, nobody else's claim or sending under way) and returns them.
 * One statement: two runs at once cannot claim the same address.
 */
export async function claimDueDigests(d1: D1Database, now: number, spacingMs: number, limit = 1000): Promise<string[]> {
  // The same conditions for a new row (from the join) and an existing one (in the upsert).
  const free = (t: string) => `${t}.last_at <= ?1 - ?2 AND (${t}.claim IS NULL OR ${t}.claim <= ?1 - ?3) AND (${t}.sending IS NULL OR ${t}.sending <= ?1)`;
  const rows = await d1
    .prepare(
      `INSERT INTO digest_sent (email_hash, last_at, refs, claim)
       SELECT DISTINCT p.email_hash, 0, '[]', ?1 FROM digest_parts p LEFT JOIN digest_sent s ON s.email_hash = p.email_hash
       WHERE p.at <= ?1 AND (s.email_hash IS NULL OR (${free('s')}))
       LIMIT ?4
       ON CONFLICT (email_hash) DO UPDATE SET claim = excluded.claim WHERE ${free('digest_sent')}
       RETURNING email_hash`,
    )
    .bind(now, spacingMs, CLAIM_TTL_MS, limit)
    .all<{ email_hash: string }>();
  return rows.results.map((r) => r.email_hash);
}

/**
 * A consumer takes the address to send the digest that the run at `claim` queued: 'taken', or
 * 'busy' (another consumer holds it: try later), or 'gone' (sent already, or claimed anew).
 */
export async function takeDigest(d1: D1Database, emailHash: string, claim: number, now: number): Promise<'taken' | 'busy' | 'gone'> {
  const taken = await d1
    .prepare('UPDATE digest_sent SET sending = ? WHERE email_hash = ? AND claim = ? AND (sending IS NULL OR sending <= ?) RETURNING email_hash')
    .bind(now + SENDING_LEASE_MS, emailHash, claim, now)
    .all();
  if (taken.results.length) return 'taken';
  const [row] = await drizzle(d1).select().from(digestSent).where(eq(digestSent.emailHash, emailHash));
  return row?.claim === claim ? 'busy' : 'gone';
}

/** The digest could not be sent: the address is free again for the retry of the same job. */
export async function releaseDigest(d1: D1Database, emailHash: string, claim: number): Promise<void> {
  await drizzle(d1)
    .update(digestSent)
    .set({ sending: null })
    .where(and(eq(digestSent.emailHash, emailHash), eq(digestSent.claim, claim)));
}

export async function digestPartsOf(d1: D1Database, emailHash: string): Promise<DigestPart[]> {
  return drizzle(d1).select().from(digestParts).where(eq(digestParts.emailHash, emailHash)).orderBy(asc(digestParts.at), asc(digestParts.matchId));
}

/** The digest went out (or had nothing to say): its notes are gone, the claim is done, and the address waits a day. */
export async function markDigestSent(d1: D1Database, emailHash: string, claim: number, now: number, parts: DigestPart[], sent: SeatRef[]): Promise<void> {
  const db = drizzle(d1);
  const done = parts.map((p) => and(eq(digestParts.emailHash, emailHash), eq(digestParts.matchId, p.matchId), eq(digestParts.seat, p.seat)));
  const stamp = db
    .update(digestSent)
    .set({ lastAt: now, refs: JSON.stringify(sent), claim: null, sending: null })
    .where(and(eq(digestSent.emailHash, emailHash), eq(digestSent.claim, claim)));
  await db.batch([stamp, ...done.map((where) => db.delete(digestParts).where(where))]);
}

/**
 * Everything the digest unsubscribe link of this address stands for: the seats of its last
 * digest and of the news still waiting. The waiting notes are dropped.
 */
export async function takeDigestRefs(d1: D1Database, emailHash: string): Promise<SeatRef[]> {
  const db = drizzle(d1);
  const [sent] = await db.select().from(digestSent).where(eq(digestSent.emailHash, emailHash));
  const waiting = await db.select().from(digestParts).where(eq(digestParts.emailHash, emailHash));
  await db.delete(digestParts).where(eq(digestParts.emailHash, emailHash));
  const all = [...(sent ? (JSON.parse(sent.refs) as SeatRef[]) : []), ...waiting.map((p) => ({ match: p.matchId, seat: p.seat }))];
  return [...new Map(all.map((r) => [`${r.match}:${r.seat}`, r])).values()];
}
