/**
 * Messages between the players of a match (DESIGN.md §7): to everyone or privately to some
 * seats. They are kept with the match but are not part of the game: never replayed, never in
 * the game state. Each seat reads only the messages addressed to it or written by it;
 * spectators read those written to everyone.
 */

import { randomHex } from '../records/crypto';

export const MAX_MESSAGE_LENGTH = 1000;
/** At most this many messages per seat per minute. */
export const MESSAGES_PER_MINUTE = 10;
/** At most this many messages in one match in any 24 hours, all seats together. */
export const MESSAGES_PER_MATCH_PER_DAY = 500;
/** `GET /messages` answers this many messages a page unless asked for fewer; never more than MAX_MESSAGE_PAGE. */
export const MESSAGE_PAGE = 50;
export const MAX_MESSAGE_PAGE = 100;

export interface MatchMessage {
  /**
   * Random, not a count: a reader must not learn from the ids how many messages it may not read
   * (private ones between others). The order is the order of `at`, and of the pages.
   */
  id: string;
  from: number;
  /** null: to every seat. */
  to: number[] | null;
  text: string;
  /** The log entry the match was at when it was written, in its reader's own numbering. */
  seq: number;
  at: number;
}

/**
 * Where the match was when a message was written: the log's entry, and each reader's number then
 * (one per seat, then the spectator's), so that each reader reads it in its own numbering (until
 * the end, when every reader numbers as the log does).
 */
export interface WrittenAt {
  log: number;
  readers: number[];
}

/** A page of messages, newest first; `next` asks for the older ones (null: there are none). */
export interface MessagePage {
  messages: MatchMessage[];
  next: string | null;
}

/** The public ids: 16 hex digits. */
export const MESSAGE_ID = /^[0-9a-f]{16}$/;

// `id` numbers the rows in order for the match's own use (what a seat was last told of); `ref` is
// the id that readers see.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT, seat INTEGER NOT NULL, recipients TEXT,
  text TEXT NOT NULL, seq INTEGER NOT NULL, at INTEGER NOT NULL, ref TEXT
);
`;

/** Columns added after the first release (`seqs`: the WrittenAt of a message; older rows have `seq` only). */
const ADDED_COLUMNS = ['ref TEXT', 'seqs TEXT'];

/** Messages written before the ids were random get one now. */
const GIVE_REFS = `
UPDATE messages SET ref = lower(hex(randomblob(8))) WHERE ref IS NULL;
CREATE UNIQUE INDEX IF NOT EXISTS messages_ref ON messages (ref);
`;

/** Whether the row may be read by the seat bound as ?1 (null: a spectator). */
const READABLE = `(recipients IS NULL OR seat = ?1 OR EXISTS (SELECT 1 FROM json_each(messages.recipients) WHERE value = ?1))`;

type Row = Record<string, SqlStorageValue>;

/** A row as `reader` (null: a spectator) reads it; `ended`: the match is over. */
function toMessage(r: Row, reader: number | null, ended: boolean): MatchMessage {
  const written = r.seqs === null || r.seqs === undefined ? null : (JSON.parse(String(r.seqs)) as WrittenAt);
  const seq = !written ? Number(r.seq) : ended ? written.log : written.readers[reader ?? written.readers.length - 1];
  return {
    id: String(r.ref),
    from: Number(r.seat),
    to: r.recipients === null ? null : (JSON.parse(String(r.recipients)) as number[]),
    text: String(r.text),
    seq,
    at: Number(r.at),
  };
}

/** Whether `seat` may read the message; a spectator (null) reads only those to everyone. */
export function canRead(m: MatchMessage, seat: number | null): boolean {
  return m.to === null || (seat !== null && (m.from === seat || m.to.includes(seat)));
}

/** Trims the text and drops control characters other than line breaks and tabs. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
}

export class Messages {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(SCHEMA);
    for (const column of ADDED_COLUMNS) {
      try {
        sql.exec(`SELECT ${column.split(' ')[0]} FROM messages LIMIT 0`);
      } catch {
        sql.exec(`ALTER TABLE messages ADD COLUMN ${column}`);
      }
    }
    sql.exec(GIVE_REFS);
  }

  /** Keeps a message written by `from`, and returns it as its writer reads it. */
  add(m: Omit<MatchMessage, 'id' | 'seq'>, written: WrittenAt): MatchMessage {
    const ref = randomHex(8);
    const seq = written.readers[written.readers.length - 1];
    this.sql.exec(
      'INSERT INTO messages (seat, recipients, text, seq, at, ref, seqs) VALUES (?, ?, ?, ?, ?, ?, ?)',
      m.from,
      m.to === null ? null : JSON.stringify(m.to),
      m.text,
      seq,
      m.at,
      ref,
      JSON.stringify(written),
    );
    return { ...m, id: ref, seq: written.readers[m.from] };
  }

  /** The messages `seat` may read, oldest first, after row `afterRow` (what it was last told of). */
  readableBy(seat: number | null, afterRow: number, ended: boolean): MatchMessage[] {
    return this.sql
      .exec(`SELECT * FROM messages WHERE id > ?2 AND ${READABLE} ORDER BY id`, seat, afterRow)
      .toArray()
      .map((r) => toMessage(r, seat, ended));
  }

  /**
   * A page of what `seat` may read, newest first, older than the message `before` (a `next`
   * of an earlier page). Null when `before` is no message this seat may read.
   */
  page(seat: number | null, before: string | null, limit: number, ended: boolean): MessagePage | null {
    let below = Number.MAX_SAFE_INTEGER;
    if (before !== null) {
      const rows = this.sql.exec(`SELECT id FROM messages WHERE ref = ?2 AND ${READABLE}`, seat, before).toArray();
      if (!rows.length) return null;
      below = Number(rows[0].id);
    }
    const rows = this.sql
      .exec(`SELECT * FROM messages WHERE id < ?2 AND ${READABLE} ORDER BY id DESC LIMIT ?3`, seat, below, limit + 1)
      .toArray()
      .map((r) => toMessage(r, seat, ended));
    const messages = rows.slice(0, limit);
    return { messages, next: rows.length > limit ? messages[messages.length - 1].id : null };
  }

  sentSince(seat: number, since: number): number {
    return Number(this.sql.exec('SELECT count(*) AS n FROM messages WHERE seat = ? AND at >= ?', seat, since).one().n);
  }

  /** Messages written in the whole match since `since`. */
  writtenSince(since: number): number {
    return Number(this.sql.exec('SELECT count(*) AS n FROM messages WHERE at >= ?', since).one().n);
  }

  /** The row number of the newest message: a seat that was told up to here has read them all. */
  lastId(): number {
    return Number(this.sql.exec('SELECT coalesce(max(id), 0) AS id FROM messages').one().id);
  }
}
