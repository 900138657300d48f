import { drizzle } from 'drizzle-orm/d1';
import { eq } from 'drizzle-orm';
import { handoverCodes } from './schema';

/** Notes which match a hand-over code (by its hash) belongs to. */
export async function noteHandover(d1: D1Database, codeHash: string, matchId: string, expiresAt: number): Promise<void> {
  await drizzle(d1).insert(handoverCodes).values({ codeHash, matchId, expiresAt }).onConflictDoNothing();
}

/** The match of a code and when the code expires, or null when no match made it. */
export async function matchOfHandover(d1: D1Database, codeHash: string): Promise<{ matchId: string; expiresAt: number } | null> {
  const rows = await drizzle(d1)
    .select({ matchId: handoverCodes.matchId, expiresAt: handoverCodes.expiresAt })
    .from(handoverCodes)
    .where(eq(handoverCodes.codeHash, codeHash))
    .limit(1);
  return rows[0] ?? null;
}
