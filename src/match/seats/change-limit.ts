import { refuse, type Refusal } from '../records/outcome';

/**
 * How often a seat may change its settings: its contact settings (PATCH /api/matches/:id/contact),
 * its confirmation mail asked again, its link made anew. Each change may send a confirmation mail,
 * point the notifications elsewhere or end links, so a runaway page or script must not change
 * them without end. The times of the last hour's changes are kept per seat.
 */

/** At most this many accepted contact changes per seat in any hour. */
export const CONTACT_CHANGES_PER_HOUR = 10;
export const HOUR_MS = 3_600_000;

const SCHEMA = 'CREATE TABLE IF NOT EXISTS contact_changes (seat INTEGER NOT NULL, at INTEGER NOT NULL)';

/** The 429 for a seat that changed its settings CONTACT_CHANGES_PER_HOUR times in the last hour; null when it may change them now. */
export function changeRefused(sql: SqlStorage, seat: number, now: number): Refusal | null {
  sql.exec(SCHEMA);
  const n = Number(sql.exec('SELECT count(*) AS n FROM contact_changes WHERE seat = ? AND at > ?', seat, now - HOUR_MS).one().n);
  if (n < CONTACT_CHANGES_PER_HOUR) return null;
  return refuse(429, 'too_many_changes', `A seat may change its settings ${CONTACT_CHANGES_PER_HOUR} times an hour; wait a little and try again.`);
}

/** Notes an accepted change and forgets those older than an hour. */
export function noteChange(sql: SqlStorage, seat: number, now: number): void {
  sql.exec(SCHEMA);
  sql.exec('DELETE FROM contact_changes WHERE at <= ?', now - HOUR_MS);
  sql.exec('INSERT INTO contact_changes (seat, at) VALUES (?, ?)', seat, now);
}
