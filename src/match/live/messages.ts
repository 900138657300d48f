/**
 * Messages between the players of a match (DESIGN.md §7): to everyone or privately to some
 * seats. They are kept with the match but are not part of the game: never replayed, never in
 * the game state. Each seat reads only the messages addressed to it or written by it;
 * spectators read those written to everyone.
 */

export const MAX_MESSAGE_LENGTH = 1000;
/** At most this many messages per seat per minute. */
export const MESSAGES_PER_MINUTE = 10;

export interface MatchMessage {
  id: number;
  from: number;
  /** null: to every seat. */
  to: number[] | null;
  text: string;
  /** The log entry the match was at when it was written. */
  seq: number;
  at: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT, seat INTEGER NOT NULL, recipients TEXT,
  text TEXT NOT NULL, seq INTEGER NOT NULL, at INTEGER NOT NULL
);
`;

type Row = Record<string, SqlStorageValue>;

function toMessage(r: Row): MatchMessage {
  return {
    id: Number(r.id),
    from: Number(r.seat),
    to: r.recipients === null ? null : (JSON.parse(String(r.recipients)) as number[]),
    text: String(r.text),
    seq: Number(r.seq),
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
  }

  add(m: Omit<MatchMessage, 'id'>): MatchMessage {
    const r = this.sql
      .exec('INSERT INTO messages (seat, recipients, text, seq, at) VALUES (?, ?, ?, ?, ?) RETURNING id', m.from, m.to === null ? null : JSON.stringify(m.to), m.text, m.seq, m.at)
      .one();
    return { ...m, id: Number(r.id) };
  }

  /** The messages `seat` may read, oldest first, after message `afterId`. */
  readableBy(seat: number | null, afterId = 0): MatchMessage[] {
    return this.sql.exec('SELECT * FROM messages WHERE id > ? ORDER BY id', afterId).toArray().map(toMessage).filter((m) => canRead(m, seat));
  }

  sentSince(seat: number, since: number): number {
    return Number(this.sql.exec('SELECT count(*) AS n FROM messages WHERE seat = ? AND at >= ?', seat, since).one().n);
  }

  lastId(): number {
    return Number(this.sql.exec('SELECT coalesce(max(id), 0) AS id FROM messages').one().id);
  }
}
