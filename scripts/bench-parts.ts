/**
 * `npx tsx scripts/bench-parts.ts`: where the time of one command goes inside the MatchRoom
 * (issue 19), part by part, with the object's own code on Node's SQLite (workerd freezes its
 * clock during synchronous work, so the parts cannot be timed in place). Each game is played at
 * random to 60 entries at its smallest seat count; then every further command is timed part by
 * part, in the order a request meets them. Printed as `bench: <game> part-<name> <µs> us` lines,
 * with the sizes of the snapshot and of the answer.
 *
 * What each part stands for:
 *  - hash: SHA-256 of the seat token (once per token and object life: the seat is kept after);
 *  - cold-load: reading and parsing meta, seats and snapshot (once per object life, kept after);
 *  - decide: the rules engine and the undo check; seal: the sealed-step bookkeeping;
 *  - write: the event row and the snapshot row, serialised and written in one transaction;
 *  - outbox: one notification row (only when a seat with an address is newly on turn);
 *  - view: the answer's view of the acting seat; views-all: one view per seat and the spectator
 *    (what a broadcast of views would cost; the live update is a sequence number instead);
 *  - serialise: the answer written as JSON, once; index: the D1 index row (its write waits for
 *    the alarm, a second later, and several commands share it); broadcast: the live message.
 */
import { DatabaseSync } from 'node:sqlite';
import { randomFrom } from '../src/engine/rng';
import { registry } from '../src/games';
import { matchView, type MatchContext } from '../src/match/log/answers';
import { indexRow, loadContext } from '../src/match/log/context';
import { decide } from '../src/match/log/steps';
import { sealAfter } from '../src/match/log/sealed';
import { noBlanks } from '../src/match/log/numbering';
import { MatchStore } from '../src/match/log/store';
import type { MatchMeta } from '../src/match/records/records';
import { Outbox } from '../src/match/notices/outbox';
import { sha256Hex } from '../src/match/records/crypto';

const WARM_ENTRIES = 60;
const TIMED_COMMANDS = Number(process.env.BENCH_PARTS_COMMANDS ?? 300);

/** Durable Object storage's synchronous SQL over node:sqlite: enough for the match's stores. */
function nodeStorage(): DurableObjectStorage {
  const db = new DatabaseSync(':memory:');
  const cursor = (rows: Record<string, SqlStorageValue>[]) => ({ toArray: () => rows, one: () => rows[0] });
  const sql = {
    exec(query: string, ...bindings: SqlStorageValue[]) {
      if (bindings.length === 0 && query.trim().split(';').filter((q) => q.trim()).length > 1) {
        db.exec(query);
        return cursor([]);
      }
      return cursor(db.prepare(query).all(...(bindings as (string | number | null)[])) as Record<string, SqlStorageValue>[]);
    },
  };
  const transactionSync = <T>(fn: () => T): T => {
    db.exec('BEGIN');
    try {
      const r = fn();
      db.exec('COMMIT');
      return r;
    } catch (e) {
      db.exec('ROLLBACK');
      throw e;
    }
  };
  return { sql, transactionSync } as unknown as DurableObjectStorage;
}

function meta(game: string, seats: number, seed: string): MatchMeta {
  return {
    id: 'bench-parts', game, variant: null, seats, options: {}, commitment: '', secret: '', inviteHash: null,
    rngSeed: seed, rulesVersion: '1', migratedFrom: [], frozen: null, createdAt: 0, startedAt: 0,
  };
}

const PARTS = ['hash', 'cold-load', 'decide', 'seal', 'write', 'outbox', 'view', 'views-all', 'serialise', 'index', 'broadcast'] as const;
type Part = (typeof PARTS)[number];

function timer() {
  const spent = new Map<Part, number[]>(PARTS.map((p) => [p, []]));
  return {
    spent,
    async time<T>(part: Part, f: () => T | Promise<T>): Promise<T> {
      const t0 = performance.now();
      const r = await f();
      spent.get(part)!.push(performance.now() - t0);
      return r;
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function partsBench(line: (game: string, metric: string, value: number, unit: string) => void): Promise<void> {
  const only = process.env.BENCH_PARTS_GAMES?.split(',');
  for (const { game, bot } of Object.values(registry)) {
    if (only && !only.includes(game.id)) continue;
    const seats = game.seats.min;
    const storage = nodeStorage();
    const store = new MatchStore(storage);
    const outbox = new Outbox(storage.sql);
    const seed = 'parts-0';
    store.putMeta(meta(game.id, seats, seed));
    for (let seat = 0; seat < seats; seat++) store.putSeat({ seat, name: `P${seat}`, email: null, webhook: null, tokenHash: await sha256Hex(`t${seat}`), salt: '', joinedAt: 0 });
    store.putSnapshot({ seq: 0, state: game.setup({ seats, seed }), undo: null, sealed: null, blanks: noBlanks(seats) });
    const random = randomFrom(seed);
    const t = timer();
    const sizes = { snapshot: [] as number[], answer: [] as number[] };
    for (let n = 0; n < WARM_ENTRIES + TIMED_COMMANDS; n++) {
      const timed = n >= WARM_ENTRIES;
      const time = <T>(part: Part, f: () => T | Promise<T>) => (timed ? t.time(part, f) : f());
      const snap = store.snapshot()!;
      if (game.result(snap.state)) break;
      const ready = game.active(snap.state).filter((s) => game.actions(snap.state, s).length > 0);
      const seat = ready[Math.floor(random() * ready.length)];
      const command = bot(snap.state, seat, random);
      await time('hash', () => sha256Hex(`t${seat}`));
      await time('cold-load', () => {
        store.forget();
        store.snapshot();
        return loadContext(store);
      });
      const c = loadContext(store) as MatchContext<unknown>;
      const step = await time('decide', () => decide(c, store.snapshot()!, () => store.events(), seat, command, null, n, () => null));
      if (!step.ok) throw new Error(`${game.id}: "${command}" refused: ${step.code}`);
      const snapshot = await time('seal', () => ({ ...step.value.snapshot, sealed: sealAfter(c.game, step.value.before, step.value.event, step.value.snapshot, false) }));
      await time('write', () =>
        store.atomically(() => {
          store.appendEvent(step.value.event);
          store.putSnapshot(snapshot);
        }),
      );
      await time('outbox', () => outbox.add((seat + 1) % seats, 'turn', 'email', n + 120_000, n));
      const after = loadContext(store) as MatchContext<unknown>;
      const frame = { seq: snapshot.seq, state: snapshot.state, undoSeat: snapshot.undo?.seat ?? null, forfeited: snapshot.forfeited ?? [] };
      const view = await time('view', () => matchView(after, frame.state, frame.seq, seat, { undoSeat: frame.undoSeat }, frame.forfeited));
      await time('views-all', () => [...Array.from({ length: seats }, (_, s) => s), null].map((s) => matchView(after, frame.state, frame.seq, s, { undoSeat: frame.undoSeat }, frame.forfeited)));
      const answer = await time('serialise', () => JSON.stringify(view));
      await time('index', () => indexRow(store, { ...frame, shared: frame.seq, sharedSeq: frame.seq, own: [] }));
      await time('broadcast', () => Array.from({ length: seats + 1 }, () => JSON.stringify({ type: 'update', seq: frame.seq, status: after.status })));
      if (timed) {
        sizes.snapshot.push(JSON.stringify(snapshot.state).length);
        sizes.answer.push(answer.length);
      }
    }
    let total = 0;
    for (const part of PARTS) {
      const us = median(t.spent.get(part)!) * 1000;
      if (part !== 'views-all') total += us;
      line(game.id, `part-${part}`, us, 'us');
    }
    line(game.id, 'part-total-cold', total, 'us');
    line(game.id, 'part-total-warm', total - median(t.spent.get('hash')!) * 1000 - median(t.spent.get('cold-load')!) * 1000, 'us');
    line(game.id, 'snapshot-bytes', median(sizes.snapshot), 'B');
    line(game.id, 'answer-bytes', median(sizes.answer), 'B');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await partsBench((game, metric, value, unit) => console.log(`bench: ${game} ${metric} ${value.toFixed(value >= 100 ? 0 : 2)} ${unit}`));
}
