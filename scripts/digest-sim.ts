/**
 * `npx tsx scripts/digest-sim.ts [addresses]`: the daily digest at scale, locally. Starts a
 * `wrangler dev` of its own (local D1, Durable Objects and queue, simulated email), creates
 * matches whose seats take the digest (five addresses a Lancaster match: every seat has a
 * first tile to choose, so each has news and a decision), waits until the matches have noted
 * their news in D1 (through the queue, as in service), runs the cron trigger once and reports
 * how many addresses got their digest per minute until every one had it. The `npm run bench`
 * line is `platform digest-addresses-per-minute`.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startDev } from './dev-server';

const SEATS = 5;
const PARALLEL = 8;
const PERSIST = '.wrangler/digest-sim';

interface Seat {
  match: string;
  seat: number;
}

async function createMatches(base: string, addresses: number): Promise<Seat[]> {
  const seats: Seat[] = [];
  let next = 0;
  const one = async (n: number) => {
    const players = Array.from({ length: SEATS }, (_, i) => ({ name: `P${i}`, email: `sim-${n * SEATS + i}@example.com`, notify: 'digest' }));
    const res = await fetch(`${base}/api/matches`, {
      method: 'POST',
      // Each match is made from an address of its own, as its players' would be (the creation limit is per address).
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify({ game: 'lancaster', seats: SEATS, players, options: { seed: `sim-${n}` } }),
    });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    players.forEach((_p, seat) => seats.push({ match: id, seat }));
  };
  const worker = async () => {
    for (let n = next++; n * SEATS < addresses; n = next++) await one(n);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return seats.slice(0, addresses);
}

/** Polls `count` until it reaches `target`; gives up after two minutes without progress. */
async function until(count: () => number, target: number, what: string): Promise<number> {
  let seen = 0;
  for (let idle = 0; seen < target; ) {
    await new Promise((r) => setTimeout(r, 500));
    const now = count();
    idle = now === seen ? idle + 1 : 0;
    seen = now;
    if (idle > 240) throw new Error(`only ${seen} of ${target} ${what}`);
  }
  return seen;
}

/** The local D1 database file of this simulation (wrangler keeps it under the persistence folder). */
function openD1(): DatabaseSync {
  const dir = join(PERSIST, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database in ${dir}`);
  const db = new DatabaseSync(join(dir, file));
  db.exec('PRAGMA busy_timeout = 10000');
  return db;
}

export async function digestSim(addresses: number): Promise<{ addresses: number; minutes: number; perMinute: number }> {
  rmSync(PERSIST, { recursive: true, force: true });
  const dev = await startDev(PERSIST, { ALLOW_FIXED_SEED: '1', SERVICE_SECRET: 'digest-simulation', NOTIFY_DELAY_SECONDS: '0' }, ['--test-scheduled']);
  try {
    const seats = await createMatches(dev.base, addresses);
    const db = openD1();
    const notes = db.prepare('SELECT count(*) AS n FROM digest_parts');
    await until(() => Number((notes.get() as { n: number }).n), seats.length, 'notes of news');
    const sent = db.prepare(`SELECT count(*) AS n FROM digest_sent WHERE last_at > 0 AND refs <> '[]'`);
    const t0 = performance.now();
    const cron = await fetch(`${dev.base}/__scheduled?cron=${encodeURIComponent('*/15 * * * *')}`);
    if (!cron.ok) throw new Error(`cron: ${cron.status} ${await cron.text()}`);
    const done = await until(() => Number((sent.get() as { n: number }).n), seats.length, 'digests');
    const minutes = (performance.now() - t0) / 60_000;
    db.close();
    return { addresses: done, minutes, perMinute: done / minutes };
  } finally {
    dev.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await digestSim(Number(process.argv[2] ?? 20_000));
  console.log(`digest-sim: ${r.addresses} addresses in ${r.minutes.toFixed(2)} min: ${Math.round(r.perMinute)} addresses per minute`);
}
