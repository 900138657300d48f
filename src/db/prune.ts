import { drizzle } from 'drizzle-orm/d1';
import { and, eq, lt } from 'drizzle-orm';
import { DAY_MS } from '../match/clock/clock';
import { addressChecks, handoverCodes, inboundMail, signinRequests } from './schema';

/** The log of inbound emails keeps this many days (enough to look into a reply gone wrong). */
export const INBOUND_LOG_DAYS = 30;

/**
 * The cron's sweep of what strangers can make D1 hold outside the matches: inbound emails past
 * INBOUND_LOG_DAYS, and the per-address pacing rows of sign-in and confirmation mails once their
 * spacing has run out (nothing is lost: an address with no row may be sent one now), and the
 * hand-over codes a day past their time (until then a late try is told "expired" rather than
 * "wrong"). The rows that remember an opt-out or a decline are kept.
 */
export async function pruneRecords(d1: D1Database, now: number, spacing: { signinMs: number; confirmationMs: number }): Promise<void> {
  const db = drizzle(d1);
  await db.batch([
    db.delete(inboundMail).where(lt(inboundMail.at, now - INBOUND_LOG_DAYS * DAY_MS)),
    db.delete(signinRequests).where(and(eq(signinRequests.optedOut, 0), lt(signinRequests.lastAt, now - spacing.signinMs))),
    db.delete(addressChecks).where(and(eq(addressChecks.declined, 0), lt(addressChecks.lastSentAt, now - spacing.confirmationMs))),
    db.delete(handoverCodes).where(lt(handoverCodes.expiresAt, now - DAY_MS)),
  ]);
}
