import { drizzle } from 'drizzle-orm/d1';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { inboundMail, seats, signinRequests } from './schema';

/** One inbound email and its fate (kept so that dropped mail is visible, never silent). */
export interface InboundRecord {
  sender: string;
  recipient: string;
  matchId: string | null;
  seat: number | null;
  outcome: string;
  detail: string | null;
}

export async function recordInbound(d1: D1Database, r: InboundRecord, at = Date.now()): Promise<void> {
  await drizzle(d1)
    .insert(inboundMail)
    .values({ ...r, sender: r.sender.slice(0, 320), recipient: r.recipient.slice(0, 320), detail: r.detail?.slice(0, 500) ?? null, at });
}

export async function recentInbound(d1: D1Database, limit = 20) {
  return drizzle(d1).select().from(inboundMail).orderBy(desc(inboundMail.id)).limit(limit);
}

/**
 * Claims the right to send a sign-in email to this address now: refused when one was asked for
 * less than `spacingMs` ago, or the address opted out. One atomic upsert, so two requests at
 * once cannot both pass.
 */
export async function claimSignin(d1: D1Database, emailHash: string, now: number, spacingMs: number): Promise<'ok' | 'too_soon' | 'opted_out'> {
  const db = drizzle(d1);
  const rows = await db
    .insert(signinRequests)
    .values({ emailHash, lastAt: now })
    .onConflictDoUpdate({
      target: signinRequests.emailHash,
      set: { lastAt: now },
      setWhere: and(lt(signinRequests.lastAt, now - spacingMs), eq(signinRequests.optedOut, 0)),
    })
    .returning();
  if (rows.length === 1) return 'ok';
  const [row] = await db.select().from(signinRequests).where(eq(signinRequests.emailHash, emailHash));
  return row?.optedOut ? 'opted_out' : 'too_soon';
}

/** The address asked (through the link in a sign-in mail) never to get one again. */
export async function optOut(d1: D1Database, emailHash: string, now: number): Promise<void> {
  await drizzle(d1)
    .insert(signinRequests)
    .values({ emailHash, lastAt: now, optedOut: 1 })
    .onConflictDoUpdate({ target: signinRequests.emailHash, set: { optedOut: 1 } });
}

/** The matches in which this address holds a seat, from the index. */
export async function matchesOfEmail(d1: D1Database, email: string, limit = 50): Promise<string[]> {
  const rows = await drizzle(d1)
    .selectDistinct({ id: seats.matchId })
    .from(seats)
    .where(eq(sql`lower(${seats.email})`, email.toLowerCase()))
    .limit(limit);
  return rows.map((r) => r.id);
}
