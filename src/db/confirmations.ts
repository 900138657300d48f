import { and, eq, lte } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { addressChecks } from './schema';

export type ConfirmationClaim = { ok: true } | { ok: false; reason: 'declined' } | { ok: false; reason: 'too_soon'; until: number };

/**
 * Claims the right to send a confirmation mail to this address now: refused when one went to it
 * less than `spacingMs` ago, or its owner declined them. One atomic upsert, so two matches at
 * once cannot both pass.
 */
export async function claimConfirmation(d1: D1Database, emailHash: string, now: number, spacingMs: number): Promise<ConfirmationClaim> {
  const db = drizzle(d1);
  const rows = await db
    .insert(addressChecks)
    .values({ emailHash, lastSentAt: now })
    .onConflictDoUpdate({
      target: addressChecks.emailHash,
      set: { lastSentAt: now },
      setWhere: and(lte(addressChecks.lastSentAt, now - spacingMs), eq(addressChecks.declined, 0)),
    })
    .returning();
  if (rows.length === 1) return { ok: true };
  const [row] = await db.select().from(addressChecks).where(eq(addressChecks.emailHash, emailHash));
  if (!row || row.declined) return { ok: false, reason: 'declined' };
  return { ok: false, reason: 'too_soon', until: row.lastSentAt + spacingMs };
}

/** The owner declined: no confirmation mail goes to this address again. */
export async function declineAddress(d1: D1Database, emailHash: string, now: number): Promise<void> {
  await drizzle(d1)
    .insert(addressChecks)
    .values({ emailHash, lastSentAt: now, declined: 1 })
    .onConflictDoUpdate({ target: addressChecks.emailHash, set: { declined: 1 } });
}

/** The owner confirmed a seat after all: a decline made earlier no longer stands. */
export async function clearDecline(d1: D1Database, emailHash: string): Promise<void> {
  await drizzle(d1).update(addressChecks).set({ declined: 0 }).where(eq(addressChecks.emailHash, emailHash));
}
