import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { digestParts, digestSent } from './schema';

export type DigestPart = typeof digestParts.$inferSelect;
export interface SeatRef {
  match: string;
  seat: number;
}

/** A match has news for this address's digest; a second note before the digest keeps the first time. */
export async function noteDigestPart(d1: D1Database, part: DigestPart): Promise<void> {
  await drizzle(d1).insert(digestParts).values(part).onConflictDoNothing();
}

/**
 * The addresses whose digest is due: they have news waiting, and got no digest in the last
 * `spacingMs` (a day). At most `limit` per run; the next run takes the rest.
 */
export async function dueDigestAddresses(d1: D1Database, now: number, spacingMs: number, limit = 50): Promise<string[]> {
  const rows = await drizzle(d1)
    .selectDistinct({ emailHash: digestParts.emailHash })
    .from(digestParts)
    .leftJoin(digestSent, eq(digestSent.emailHash, digestParts.emailHash))
    .where(and(lte(digestParts.at, now), or(isNull(digestSent.lastAt), lte(digestSent.lastAt, now - spacingMs))))
    .limit(limit);
  return rows.map((r) => r.emailHash);
}

export async function digestPartsOf(d1: D1Database, emailHash: string): Promise<DigestPart[]> {
  return drizzle(d1).select().from(digestParts).where(eq(digestParts.emailHash, emailHash)).orderBy(asc(digestParts.at), asc(digestParts.matchId));
}

/** The digest went out (or had nothing to say): its notes are gone, and the address waits a day. */
export async function markDigestSent(d1: D1Database, emailHash: string, now: number, parts: DigestPart[], sent: SeatRef[]): Promise<void> {
  const db = drizzle(d1);
  const done = parts.map((p) => and(eq(digestParts.emailHash, emailHash), eq(digestParts.matchId, p.matchId), eq(digestParts.seat, p.seat)));
  const refs = JSON.stringify(sent);
  const stamp = db.insert(digestSent).values({ emailHash, lastAt: now, refs }).onConflictDoUpdate({ target: digestSent.emailHash, set: { lastAt: now, refs } });
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
