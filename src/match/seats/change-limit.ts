/**
 * How often a seat may change its contact settings (PATCH /api/matches/:id/contact). Each change
 * may send a confirmation mail or point the notifications elsewhere, so a runaway page or script
 * must not change them without end. The times of the last hour's changes are kept per seat.
 */

/** At most this many accepted contact changes per seat in any hour. */
export const CONTACT_CHANGES_PER_HOUR = 10;
export const HOUR_MS = 3_600_000;

const SCHEMA = 'CREATE TABLE IF NOT EXISTS contact_changes (seat INTEGER NOT NULL, at INTEGER NOT NULL)';

/** Whether the seat may change its settings now. */
export function mayChange(sql: SqlStorage, seat: number, now: number): boolean {
  sql.exec(SCHEMA);
  return Number(sql.exec('SELECT count(*) AS n FROM contact_changes WHERE seat = ? AND at > ?', seat, now - HOUR_MS).one().n) < CONTACT_CHANGES_PER_HOUR;
}

/** Notes an accepted change and forgets those older than an hour. */
export function noteChange(sql: SqlStorage, seat: number, now: number): void {
  sql.exec(SCHEMA);
  sql.exec('DELETE FROM contact_changes WHERE at <= ?', now - HOUR_MS);
  sql.exec('INSERT INTO contact_changes (seat, at) VALUES (?, ?)', seat, now);
}
