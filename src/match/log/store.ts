import type { LogLine } from '../../engine/types';
import type { Blanks, EventRow, MatchMeta, Sealed, SeatRow, Snapshot } from '../records/records';
import { blankTo, countBlanks, type Reader } from './numbering';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
  seat INTEGER PRIMARY KEY, name TEXT, email TEXT, webhook TEXT,
  token_hash TEXT UNIQUE, salt TEXT NOT NULL DEFAULT '', joined_at INTEGER
);
CREATE TABLE IF NOT EXISTS events (
  seq INTEGER PRIMARY KEY, kind TEXT NOT NULL, seat INTEGER NOT NULL,
  command TEXT, target INTEGER, lines TEXT NOT NULL, secret INTEGER NOT NULL DEFAULT 0,
  idem TEXT, at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS events_idem ON events (seat, idem) WHERE idem IS NOT NULL;
CREATE TABLE IF NOT EXISTS snapshot (
  id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL, state TEXT NOT NULL, undo TEXT
);
`;

/** Columns added after the first release: each is added once to a match that lacks it. */
const ADDED_COLUMNS: { table: string; column: string; type: string }[] = [
  { table: 'snapshot', column: 'sealed', type: 'TEXT' },
  { table: 'snapshot', column: 'blanks', type: 'TEXT' },
];

type Row = Record<string, SqlStorageValue>;

function toEvent(r: Row): EventRow {
  return {
    seq: Number(r.seq),
    kind: r.kind as EventRow['kind'],
    seat: Number(r.seat),
    command: (r.command as string | null) ?? null,
    target: r.target === null ? null : Number(r.target),
    lines: JSON.parse(String(r.lines)) as LogLine[],
    secret: Number(r.secret) === 1,
    idem: (r.idem as string | null) ?? null,
    at: Number(r.at),
  };
}

function toSeat(r: Row): SeatRow {
  return {
    seat: Number(r.seat),
    name: (r.name as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    webhook: (r.webhook as string | null) ?? null,
    tokenHash: (r.token_hash as string | null) ?? null,
    salt: String(r.salt ?? ''),
    joinedAt: r.joined_at === null ? null : Number(r.joined_at),
  };
}

/**
 * Typed, synchronous access to one match's SQLite storage. The object is the only writer of its
 * storage, so the meta, the seats and the parsed snapshot live in memory between requests and are
 * read from SQLite only after a restart. What they return is that very copy: callers never
 * change it (they write a new one). `version` moves on with every write, so that what is worked
 * out from them (the context, the frames) can be kept until it does.
 */
export class MatchStore {
  private cachedMeta: MatchMeta | null | undefined;
  private cachedSeats: SeatRow[] | undefined;
  private cachedSnapshot: Snapshot | null | undefined;
  /**
   * What the answers ask of the newest entry written by this object: its time, and who may see
   * it. A command's answer asks when the last entry its reader may see was written, and that is
   * nearly always the entry the command just wrote (two or three SQL queries otherwise).
   */
  private lastWritten: Pick<EventRow, 'seq' | 'at' | 'secret' | 'seat'> | null = null;
  version = 0;

  constructor(private readonly storage: DurableObjectStorage) {
    storage.sql.exec(SCHEMA);
    for (const { table, column, type } of ADDED_COLUMNS) {
      const has = storage.sql.exec(`SELECT count(*) AS n FROM pragma_table_info('${table}') WHERE name = ?`, column).one().n;
      if (!has) storage.sql.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
    }
  }

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  /** Runs `fn` as one SQLite transaction: all of its writes commit together or not at all. */
  atomically<T>(fn: () => T): T {
    try {
      return this.storage.transactionSync(fn);
    } catch (e) {
      this.forget();
      throw e;
    }
  }

  /** Drops the in-memory copies (after a failed transaction, or a change made behind our back). */
  forget(): void {
    this.cachedMeta = undefined;
    this.cachedSeats = undefined;
    this.cachedSnapshot = undefined;
    this.lastWritten = null;
    this.version++;
  }

  getJson<T>(key: string): T | null {
    const rows = this.sql.exec('SELECT value FROM meta WHERE key = ?', key).toArray();
    return rows.length ? (JSON.parse(String(rows[0].value)) as T) : null;
  }

  putJson(key: string, value: unknown): void {
    this.sql.exec(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      key,
      JSON.stringify(value),
    );
  }

  deleteJson(key: string): void {
    this.sql.exec('DELETE FROM meta WHERE key = ?', key);
  }

  /** The match's meta (the cached copy: never change it; write a new one with putMeta). */
  meta(): Readonly<MatchMeta> | null {
    if (this.cachedMeta === undefined) this.cachedMeta = this.getJson<MatchMeta>('match');
    return this.cachedMeta;
  }

  putMeta(meta: MatchMeta): void {
    this.putJson('match', meta);
    this.cachedMeta = structuredClone(meta);
    this.version++;
  }

  /** The seats in seat order (the cached copy: never change it). */
  seats(): readonly Readonly<SeatRow>[] {
    this.cachedSeats ??= this.sql.exec('SELECT * FROM seats ORDER BY seat').toArray().map(toSeat);
    return this.cachedSeats;
  }

  seatByTokenHash(hash: string): Readonly<SeatRow> | null {
    return this.seats().find((s) => s.tokenHash === hash) ?? null;
  }

  putSeat(s: SeatRow): void {
    this.sql.exec(
      `INSERT INTO seats (seat, name, email, webhook, token_hash, salt, joined_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (seat) DO UPDATE SET name = excluded.name, email = excluded.email,
         webhook = excluded.webhook, token_hash = excluded.token_hash, salt = excluded.salt,
         joined_at = excluded.joined_at`,
      s.seat,
      s.name,
      s.email,
      s.webhook,
      s.tokenHash,
      s.salt,
      s.joinedAt,
    );
    this.cachedSeats = undefined;
    this.version++;
  }

  events(uptoSeq = Number.MAX_SAFE_INTEGER): EventRow[] {
    return this.sql.exec('SELECT * FROM events WHERE seq <= ? ORDER BY seq', uptoSeq).toArray().map(toEvent);
  }

  /** The entries from `fromSeq` to `uptoSeq`, in order. */
  eventsBetween(fromSeq: number, uptoSeq: number): EventRow[] {
    return this.sql.exec('SELECT * FROM events WHERE seq >= ? AND seq <= ? ORDER BY seq', fromSeq, uptoSeq).toArray().map(toEvent);
  }

  /** When entry `seq` was written (null before entry 0). */
  eventTime(seq: number): number | null {
    if (this.lastWritten?.seq === seq) return this.lastWritten.at;
    const rows = this.sql.exec('SELECT at FROM events WHERE seq = ?', seq).toArray();
    return rows.length ? Number(rows[0].at) : null;
  }

  /**
   * When the reader's last entry up to `uptoSeq` was written: the last one that shows it
   * something (all of them once the match has ended), so that the time of another seat's hidden
   * step never reaches it. Null when there is none.
   */
  lastShownTime(uptoSeq: number, reader: Reader, ended: boolean): number | null {
    if (ended) return this.eventTime(uptoSeq);
    // The entry at `uptoSeq` shown to the reader is the newest it may see: the query's answer.
    const last = this.lastWritten;
    if (last?.seq === uptoSeq && (!last.secret || last.seat === reader)) return last.at;
    // The newest entry that is public or the reader's own, then the secret ones after it, newest first.
    const plain = Number(this.sql.exec('SELECT coalesce(max(seq), 0) AS seq FROM events WHERE seq <= ? AND (secret = 0 OR seat IS ?)', uptoSeq, reader).one().seq);
    const later = this.sql.exec('SELECT * FROM events WHERE seq > ? AND seq <= ? ORDER BY seq DESC', plain, uptoSeq).toArray().map(toEvent);
    const shown = later.find((e) => !blankTo(e, reader));
    return shown ? shown.at : plain > 0 ? this.eventTime(plain) : null;
  }

  /** The seq of the seat's last move up to `uptoSeq`, or 0. */
  lastMoveOf(seat: number, uptoSeq: number): number {
    return Number(this.sql.exec(`SELECT coalesce(max(seq), 0) AS seq FROM events WHERE seat = ? AND kind = 'move' AND seq <= ?`, seat, uptoSeq).one().seq);
  }

  eventByIdem(seat: number, idem: string): EventRow | null {
    const rows = this.sql.exec('SELECT * FROM events WHERE seat = ? AND idem = ?', seat, idem).toArray();
    return rows.length ? toEvent(rows[0]) : null;
  }

  appendEvent(e: EventRow): void {
    this.sql.exec(
      'INSERT INTO events (seq, kind, seat, command, target, lines, secret, idem, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      e.seq,
      e.kind,
      e.seat,
      e.command,
      e.target,
      JSON.stringify(e.lines),
      e.secret ? 1 : 0,
      e.idem,
      e.at,
    );
    // A failed transaction forgets it (atomically), with the row.
    this.lastWritten = { seq: e.seq, at: e.at, secret: e.secret, seat: e.seat };
  }

  /** The current snapshot. Callers must not mutate it: it is the cached copy. */
  snapshot(): Snapshot | null {
    if (this.cachedSnapshot === undefined) this.cachedSnapshot = this.readSnapshot();
    return this.cachedSnapshot;
  }

  /** After a restart: the stored snapshot, with the forfeits the log records. */
  private readSnapshot(): Snapshot | null {
    const rows = this.sql.exec('SELECT seq, state, undo, sealed, blanks FROM snapshot WHERE id = 1').toArray();
    if (!rows.length) return null;
    const r = rows[0];
    const undo = r.undo === null ? null : (JSON.parse(String(r.undo)) as { seat: number; target: number });
    const forfeited = this.sql.exec(`SELECT seat FROM events WHERE kind = 'forfeit' ORDER BY seq`).toArray().map((f) => Number(f.seat));
    const seq = Number(r.seq);
    const sealed = r.sealed === null ? null : (JSON.parse(String(r.sealed)) as Sealed);
    let blanks = r.blanks === null ? null : (JSON.parse(String(r.blanks)) as Blanks);
    // A snapshot stored before the counts were kept: counted once from the log, and kept.
    if (!blanks || (sealed && !sealed.base.blanks)) {
      const seats = this.meta()?.seats ?? 0;
      blanks ??= countBlanks(this.events(seq), seats);
      if (sealed && !sealed.base.blanks) sealed.base.blanks = countBlanks(this.events(sealed.from - 1), seats);
      this.sql.exec('UPDATE snapshot SET blanks = ?, sealed = ? WHERE id = 1', JSON.stringify(blanks), sealed ? JSON.stringify(sealed) : null);
    }
    return {
      seq,
      state: JSON.parse(String(r.state)),
      undo: undo && { seat: undo.seat, target: undo.target },
      ...(forfeited.length ? { forfeited } : {}),
      sealed,
      blanks,
    };
  }

  /** Writes the snapshot row; the object given becomes the cached copy (never change it after). */
  putSnapshot(s: Snapshot): void {
    this.sql.exec(
      `INSERT INTO snapshot (id, seq, state, undo, sealed, blanks) VALUES (1, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET seq = excluded.seq, state = excluded.state, undo = excluded.undo, sealed = excluded.sealed, blanks = excluded.blanks`,
      s.seq,
      JSON.stringify(s.state),
      s.undo === null ? null : JSON.stringify({ seat: s.undo.seat, target: s.undo.target }),
      s.sealed ? JSON.stringify(s.sealed) : null,
      JSON.stringify(s.blanks),
    );
    this.cachedSnapshot = s;
    this.version++;
  }
}
