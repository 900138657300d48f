import type { LogLine } from '../../engine/types';
import type { EventRow, MatchMeta, SeatRow, Snapshot } from './records';

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
 * storage, so the meta, seats and snapshot are cached in memory and refreshed on every write.
 */
export class MatchStore {
  private cachedMeta: MatchMeta | null | undefined;
  private cachedSeats: SeatRow[] | undefined;
  private cachedSnapshot: Snapshot | null | undefined;

  constructor(private readonly storage: DurableObjectStorage) {
    storage.sql.exec(SCHEMA);
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

  meta(): MatchMeta | null {
    if (this.cachedMeta === undefined) this.cachedMeta = this.getJson<MatchMeta>('match');
    return this.cachedMeta === null ? null : structuredClone(this.cachedMeta);
  }

  putMeta(meta: MatchMeta): void {
    this.putJson('match', meta);
    this.cachedMeta = structuredClone(meta);
  }

  seats(): SeatRow[] {
    this.cachedSeats ??= this.sql.exec('SELECT * FROM seats ORDER BY seat').toArray().map(toSeat);
    return this.cachedSeats.map((s) => ({ ...s }));
  }

  seatByTokenHash(hash: string): SeatRow | null {
    const rows = this.sql.exec('SELECT * FROM seats WHERE token_hash = ?', hash).toArray();
    return rows.length ? toSeat(rows[0]) : null;
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
  }

  events(uptoSeq = Number.MAX_SAFE_INTEGER): EventRow[] {
    return this.sql.exec('SELECT * FROM events WHERE seq <= ? ORDER BY seq', uptoSeq).toArray().map(toEvent);
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
  }

  /** The current snapshot. Callers must not mutate it: it is the cached copy. */
  snapshot(): Snapshot | null {
    if (this.cachedSnapshot === undefined) this.cachedSnapshot = this.readSnapshot();
    return this.cachedSnapshot;
  }

  private readSnapshot(): Snapshot | null {
    const rows = this.sql.exec('SELECT seq, state, undo FROM snapshot WHERE id = 1').toArray();
    if (!rows.length) return null;
    const r = rows[0];
    return {
      seq: Number(r.seq),
      state: JSON.parse(String(r.state)),
      undo: r.undo === null ? null : (JSON.parse(String(r.undo)) as Snapshot['undo']),
    };
  }

  putSnapshot(s: Snapshot): void {
    this.sql.exec(
      `INSERT INTO snapshot (id, seq, state, undo) VALUES (1, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET seq = excluded.seq, state = excluded.state, undo = excluded.undo`,
      s.seq,
      JSON.stringify(s.state),
      s.undo === null ? null : JSON.stringify(s.undo),
    );
    this.cachedSnapshot = s;
  }
}
