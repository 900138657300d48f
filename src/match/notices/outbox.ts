import type { Channel, DeliveryReport } from '../../notify/jobs';
import type { PutBy } from '../../notify/confirmation';
import type { NoticeKind } from '../../notify/templates';

/**
 * The match's outbox (DESIGN.md §7). A row is written only when a notification is due; the
 * alarm turns due rows into queue messages, and the queue consumer reports back how each
 * delivery went, so the seat can see its last error.
 */

export type OutboxState = 'pending' | 'queued' | 'sent' | 'failed' | 'skipped';

/**
 * What a row sends: a notice; 'verify', the one mail to an unconfirmed address
 * (settings/confirmation.ts); or 'ownership', the mail to a seat's former address (settings/ownership.ts).
 */
export type OutboxKind = NoticeKind | 'verify' | 'ownership';

export interface OutboxDetail {
  command?: string;
  error?: string;
  /** The Message-ID of the mail this one answers (confirmations of a reply). */
  inReplyTo?: string;
  /** A confirmation mail: who put the address on the seat. */
  by?: PutBy;
  /** An ownership mail: the id of its grant (settings/ownership.ts). */
  grant?: string;
}

export interface OutboxRow {
  id: number;
  seat: number;
  kind: OutboxKind;
  channel: Channel;
  dueAt: number;
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  detail: OutboxDetail;
  createdAt: number;
  updatedAt: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT, seat INTEGER NOT NULL, kind TEXT NOT NULL, channel TEXT NOT NULL,
  due_at INTEGER NOT NULL, state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT,
  detail TEXT NOT NULL DEFAULT '{}', created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (state, due_at);
`;

/** Kinds that say "something new in the match": several of them waiting become one message. */
const COLLAPSING: readonly OutboxKind[] = ['turn', 'message', 'digest'];
/** Rows kept for the seats to look at; older finished ones are pruned. */
const KEEP = 200;

type Row = Record<string, SqlStorageValue>;

function toRow(r: Row): OutboxRow {
  return {
    id: Number(r.id),
    seat: Number(r.seat),
    kind: r.kind as OutboxKind,
    channel: r.channel as Channel,
    dueAt: Number(r.due_at),
    state: r.state as OutboxState,
    attempts: Number(r.attempts),
    lastError: (r.last_error as string | null) ?? null,
    detail: JSON.parse(String(r.detail)) as OutboxDetail,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

export class Outbox {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(SCHEMA);
  }

  /**
   * Adds a notification, unless one of the collapsing kinds is already waiting for that seat and
   * channel: then the waiting one covers this too (a turn outranks a message). Returns the due time.
   */
  add(seat: number, kind: OutboxKind, channel: Channel, dueAt: number, now: number, detail: OutboxDetail = {}): number {
    if (COLLAPSING.includes(kind)) {
      const waiting = this.sql
        .exec(`SELECT * FROM outbox WHERE seat = ? AND channel = ? AND state = 'pending' AND kind IN ('turn', 'message', 'digest')`, seat, channel)
        .toArray()
        .map(toRow)[0];
      if (waiting) {
        if (kind === 'turn' && waiting.kind === 'message') {
          this.sql.exec(`UPDATE outbox SET kind = 'turn', updated_at = ? WHERE id = ?`, now, waiting.id);
        }
        return waiting.dueAt;
      }
    }
    this.sql.exec(
      `INSERT INTO outbox (seat, kind, channel, due_at, state, detail, created_at, updated_at) VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)`,
      seat,
      kind,
      channel,
      dueAt,
      JSON.stringify(detail),
      now,
      now,
    );
    return dueAt;
  }

  /** A delivery made outside the outbox (the daily digest), recorded so the seat sees how it went. */
  record(seat: number, kind: NoticeKind, channel: Channel, state: 'sent' | 'failed', now: number, lastError: string | null): void {
    this.sql.exec(
      `INSERT INTO outbox (seat, kind, channel, due_at, state, attempts, last_error, detail, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, '{}', ?, ?)`,
      seat,
      kind,
      channel,
      now,
      state,
      lastError,
      now,
      now,
    );
  }

  due(now: number, limit = 25): OutboxRow[] {
    return this.sql.exec(`SELECT * FROM outbox WHERE state = 'pending' AND due_at <= ? ORDER BY due_at, id LIMIT ?`, now, limit).toArray().map(toRow);
  }

  nextDue(): number | null {
    const r = this.sql.exec(`SELECT min(due_at) AS next FROM outbox WHERE state = 'pending'`).one();
    return r.next === null ? null : Number(r.next);
  }

  get(id: number): OutboxRow | null {
    const rows = this.sql.exec('SELECT * FROM outbox WHERE id = ?', id).toArray();
    return rows.length ? toRow(rows[0]) : null;
  }

  /** Moves a row on: queued, skipped (with the reason), or back to pending later after a failure. */
  mark(id: number, state: OutboxState, now: number, patch: { lastError?: string | null; dueAt?: number; attempts?: number } = {}): void {
    const row = this.get(id);
    if (!row) return;
    this.sql.exec(
      'UPDATE outbox SET state = ?, last_error = ?, due_at = ?, attempts = ?, updated_at = ? WHERE id = ?',
      state,
      patch.lastError === undefined ? row.lastError : patch.lastError,
      patch.dueAt ?? row.dueAt,
      patch.attempts ?? row.attempts,
      now,
      id,
    );
  }

  /** What the queue consumer learnt. A late report never undoes a success. */
  report(r: DeliveryReport, now: number): OutboxRow | null {
    const row = this.get(r.outbox);
    if (!row || row.state === 'sent') return row;
    const state: OutboxState = r.ok ? 'sent' : r.final ? 'failed' : 'queued';
    this.mark(r.outbox, state, now, { lastError: r.ok ? row.lastError : (r.error ?? 'unknown error'), attempts: Math.max(row.attempts, r.attempts) });
    return this.get(r.outbox);
  }

  recent(seat: number, limit = 10): OutboxRow[] {
    return this.sql.exec('SELECT * FROM outbox WHERE seat = ? ORDER BY id DESC LIMIT ?', seat, limit).toArray().map(toRow);
  }

  prune(): void {
    this.sql.exec(`DELETE FROM outbox WHERE state IN ('sent', 'skipped', 'failed') AND id <= (SELECT max(id) FROM outbox) - ?`, KEEP);
  }
}
