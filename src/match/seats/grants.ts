import type { WebhookFormat } from '../../notify/jobs';
import type { Change } from '../../notify/ownership';

/**
 * The grants of the way back (settings/ownership.ts), one row each in the match's storage: the address a
 * change took from the seat (and the webhook it had then), for how long it may restore it, and
 * whether it did, or was undone by a restore from an earlier grant.
 */

const SCHEMA = `
CREATE TABLE IF NOT EXISTS restore_grants (
  id TEXT PRIMARY KEY, seat INTEGER NOT NULL, reason TEXT NOT NULL, email TEXT NOT NULL,
  webhook TEXT, webhook_format TEXT, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
  used_at INTEGER, void_at INTEGER
)`;

export interface Grant {
  id: string;
  seat: number;
  reason: Change;
  email: string;
  webhook: string | null;
  webhookFormat: WebhookFormat | null;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  voidAt: number | null;
}

/** The table, made on first use. */
export function grants(sql: SqlStorage): SqlStorage {
  sql.exec(SCHEMA);
  return sql;
}

export function findGrant(sql: SqlStorage, seat: number, id: string): Grant | null {
  const r = grants(sql).exec('SELECT * FROM restore_grants WHERE id = ? AND seat = ?', id, seat).toArray()[0];
  if (!r) return null;
  const at = (v: SqlStorageValue) => (v === null ? null : Number(v));
  return {
    id: String(r.id),
    seat: Number(r.seat),
    reason: r.reason as Change,
    email: String(r.email),
    webhook: (r.webhook as string | null) ?? null,
    webhookFormat: (r.webhook_format as WebhookFormat | null) ?? null,
    createdAt: Number(r.created_at),
    expiresAt: Number(r.expires_at),
    usedAt: at(r.used_at),
    voidAt: at(r.void_at),
  };
}


/** A restore used `g`: it is spent, and the grants of the seat made after it (changes the restore undid) are void. */
export function useGrant(sql: SqlStorage, g: Grant, now: number): void {
  grants(sql).exec('UPDATE restore_grants SET used_at = ? WHERE id = ?', now, g.id);
  sql.exec('UPDATE restore_grants SET void_at = ? WHERE seat = ? AND used_at IS NULL AND void_at IS NULL AND rowid > (SELECT rowid FROM restore_grants WHERE id = ?)', now, g.seat, g.id);
}
