/**
 * The devices a seat was handed to (hand-over codes, handover.ts): each holds a token of its own,
 * kept as a SHA-256 hash, with when it was handed and when it was last seen. Only the seat's
 * owner link lists them and signs them out (holders.ts); a device never sees the others.
 *
 * "Last seen" is written at most once per SEEN_EVERY_MS per device, so a device that plays
 * and reads all day costs one small write every few minutes, never one per command.
 */

/** A device's "last seen" moves at most this often. */
export const SEEN_EVERY_MS = 10 * 60_000;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS device_tokens (
  token_hash TEXT PRIMARY KEY, seat INTEGER NOT NULL, created_at INTEGER NOT NULL,
  device_id TEXT, seen_at INTEGER
);
`;

/** A device as its seat's owner sees it: an id to sign it out by (not its token), when it was handed, when it was last seen. */
export interface Device {
  id: string;
  handedAt: number;
  lastSeenAt: number;
}

export class Devices {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(SCHEMA);
    // Tables from before devices were listed get their ids and a "last seen" of when they were handed.
    if (!sql.exec(`SELECT count(*) AS n FROM pragma_table_info('device_tokens') WHERE name = 'device_id'`).one().n) {
      sql.exec('ALTER TABLE device_tokens ADD COLUMN device_id TEXT');
      sql.exec('ALTER TABLE device_tokens ADD COLUMN seen_at INTEGER');
      sql.exec('UPDATE device_tokens SET device_id = lower(hex(randomblob(8))), seen_at = created_at');
    }
  }

  /** A device's seat and when it was last noted, by its token's hash; null for a token no device holds. */
  find(tokenHash: string): { seat: number; seenAt: number } | null {
    const rows = this.sql.exec('SELECT seat, seen_at FROM device_tokens WHERE token_hash = ?', tokenHash).toArray();
    return rows.length ? { seat: Number(rows[0].seat), seenAt: Number(rows[0].seen_at ?? 0) } : null;
  }

  /** A new device of `seat`, seen now (it is redeeming its code). */
  add(seat: number, tokenHash: string, now: number): void {
    this.sql.exec('INSERT INTO device_tokens (token_hash, seat, created_at, device_id, seen_at) VALUES (?, ?, ?, lower(hex(randomblob(8))), ?)', tokenHash, seat, now, now);
  }

  count(seat: number): number {
    return Number(this.sql.exec('SELECT count(*) AS n FROM device_tokens WHERE seat = ?', seat).one().n);
  }

  /** Notes that the device was seen at `now`. */
  seen(tokenHash: string, now: number): void {
    this.sql.exec('UPDATE device_tokens SET seen_at = ? WHERE token_hash = ?', now, tokenHash);
  }

  /** The seat's devices, the one handed first first. */
  list(seat: number): Device[] {
    return this.sql
      .exec('SELECT device_id, created_at, seen_at FROM device_tokens WHERE seat = ? ORDER BY created_at, device_id', seat)
      .toArray()
      .map((r) => ({ id: String(r.device_id), handedAt: Number(r.created_at), lastSeenAt: Number(r.seen_at ?? r.created_at) }));
  }

  /** Signs out the seat's devices (one, by its id, or all); returns the hashes of the tokens gone. */
  signOut(seat: number, deviceId?: string): string[] {
    const one = deviceId === undefined ? '' : ' AND device_id = ?';
    const args = deviceId === undefined ? [seat] : [seat, deviceId];
    const gone = this.sql
      .exec(`SELECT token_hash FROM device_tokens WHERE seat = ?${one}`, ...args)
      .toArray()
      .map((r) => String(r.token_hash));
    this.sql.exec(`DELETE FROM device_tokens WHERE seat = ?${one}`, ...args);
    return gone;
  }
}
