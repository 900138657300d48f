/**
 * `npx tsx scripts/digest-sim.ts [addresses]`: the daily digest at scale, locally (default
 * 20,000 addresses). Starts a `wrangler dev` of its own (local D1, Durable Objects and queue,
 * simulated email) and sets up, with the service's own requests, Lancaster matches of five seats
 * that each take the digest at an address of their own; every seat has a first tile to choose,
 * so each has news. Then it runs the cron trigger once and reports how many addresses got their
 * digest per minute until every one had it: the cron's claims in D1, one queue job per address,
 * and per job the real consumer (each match renders its section from what that seat may see,
 * the email goes out, the match counts it as told). The `npm run bench` line is `platform
 * digest-addresses-per-minute-at-N`.
 *
 * What makes the set-up fast enough for 20,000 addresses (4.5 minutes here):
 *  - each address has been sent its confirmation mail already today, as written in D1's
 *    `address_checks` before the service starts (so the matches do not send 20,000 confirmation
 *    mails through the queue, which the digest never looks at); the owner then follows the
 *    link of that mail (the real confirmation request), which is what makes the seat's news
 *    reach the digest: its turn, through the queue, into D1;
 *  - matches are created and addresses confirmed many requests at a time, without the
 *    creation limit per client (each match comes from an address of its own), and wrangler's
 *    local trace store is off (scripts/dev-server.ts).
 * Only the set-up is timed apart (printed, not part of the figure).
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startDev } from './dev-server';
import { confirmToken } from '../src/notify/addresses';
import { emailHashOf } from '../src/notify/email-hash';

const SEATS = 5;
const PARALLEL = Number(process.env.DIGEST_SIM_PARALLEL ?? 8);
const PERSIST = '.wrangler/digest-sim';
const SECRET = 'digest-simulation';

interface Seat {
  match: string;
  seat: number;
  email: string;
}

const addressOf = (n: number) => `sim-${n}@example.com`;

/** Runs `job(0…count-1)`, PARALLEL at a time. */
async function inParallel(count: number, job: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) await job(i);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

async function createMatches(base: string, addresses: number): Promise<Seat[]> {
  const seats: Seat[] = [];
  await inParallel(Math.ceil(addresses / SEATS), async (n) => {
    const players = Array.from({ length: SEATS }, (_, i) => ({ name: `P${i}`, email: addressOf(n * SEATS + i), notify: 'digest' }));
    const res = await fetch(`${base}/api/matches`, {
      method: 'POST',
      // Each match is made from an address of its own, as its players' would be (the creation limit is per address).
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify({ game: 'lancaster', seats: SEATS, players, options: { seed: `sim-${n}` } }),
    });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    players.forEach((p, seat) => seats.push({ match: id, seat, email: p.email }));
  });
  return seats.slice(0, addresses);
}

/** Each owner follows the link of its confirmation mail and confirms (the form's "yes"). */
async function confirmAll(base: string, seats: Seat[]): Promise<void> {
  await inParallel(seats.length, async (i) => {
    const { match, seat, email } = seats[i];
    const token = await confirmToken(SECRET, { match, seat, emailHash: await emailHashOf(email) });
    const res = await fetch(`${base}/api/confirm/${token}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'answer=yes' });
    if (res.status !== 200) throw new Error(`confirm: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  });
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

/** Before the service starts: every address was sent its confirmation mail a moment ago (see above). */
async function markMailed(addresses: number, now: number): Promise<void> {
  const db = openD1();
  const put = db.prepare('INSERT INTO address_checks (email_hash, last_sent_at, declined) VALUES (?, ?, 0)');
  db.exec('BEGIN');
  for (let n = 0; n < addresses; n++) put.run(await emailHashOf(addressOf(n)), now);
  db.exec('COMMIT');
  db.close();
}

export interface DigestSimResult {
  addresses: number;
  /** The set-up: matches, confirmations and the notes of news in D1 (not part of the figure). */
  setupMinutes: number;
  minutes: number;
  perMinute: number;
}

export async function digestSim(addresses: number): Promise<DigestSimResult> {
  rmSync(PERSIST, { recursive: true, force: true });
  const vars = { ALLOW_FIXED_SEED: '1', SERVICE_SECRET: SECRET, NOTIFY_DELAY_SECONDS: '0' };
  const dev = await startDev(PERSIST, vars, ['--test-scheduled'], () => markMailed(addresses, Date.now()));
  try {
    const s0 = performance.now();
    const seats = await createMatches(dev.base, addresses);
    await confirmAll(dev.base, seats);
    const db = openD1();
    const notes = db.prepare('SELECT count(*) AS n FROM digest_parts');
    await until(() => Number((notes.get() as { n: number }).n), seats.length, 'notes of news');
    const setupMinutes = (performance.now() - s0) / 60_000;
    const sent = db.prepare(`SELECT count(*) AS n FROM digest_sent WHERE last_at > 0 AND refs <> '[]'`);
    const t0 = performance.now();
    const cron = await fetch(`${dev.base}/__scheduled?cron=${encodeURIComponent('*/15 * * * *')}`);
    if (!cron.ok) throw new Error(`cron: ${cron.status} ${await cron.text()}`);
    const done = await until(() => Number((sent.get() as { n: number }).n), seats.length, 'digests');
    const minutes = (performance.now() - t0) / 60_000;
    db.close();
    return { addresses: done, setupMinutes, minutes, perMinute: done / minutes };
  } finally {
    dev.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await digestSim(Number(process.argv[2] ?? 20_000));
  console.log(
    `digest-sim: set-up ${r.setupMinutes.toFixed(1)} min; ${r.addresses} addresses in ${r.minutes.toFixed(2)} min: ${Math.round(r.perMinute)} addresses per minute`,
  );
}
