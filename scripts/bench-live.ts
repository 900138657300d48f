/**
 * How soon the other open pages hear of a command (issue 29, DESIGN.md §10: p50 under 16 ms).
 * Per game, a match at 5 seats where the game allows (else its most): a live WebSocket for each
 * seat (each says its seat's token) plus 20 spectators, as open pages keep them. Random play over
 * HTTP; after each command's 200, the time until each other page's socket receives its `update`
 * (an update that arrived before the answer counts as 0: the page heard no later than the
 * player). `live-update-p50` / `-p99` in ms; `live-update-since-request-p50`, the time from the
 * command's request to the update (beside the command's own latency, what a page waits for);
 * and the same with the match's 64 sockets, its cap, to see whether they grow with the pages.
 */
import { randomFrom } from '../src/engine/rng';
import { registry } from '../src/games';
import type { Line } from './bench-http';

const COMMANDS = Number(process.env.BENCH_LIVE_COMMANDS ?? 150);
const SPECTATORS = 20;
const CAP = 64;
/** How long after a command's answer a page's update is waited for before it counts as not sent. */
const WAIT_MS = 250;
/** Once some pages have heard, how long without another before the rest count as not told. */
const QUIET_MS = 30;

interface View {
  seq: number;
  status: string;
  active: number[];
  you: number | null;
  actions: string[];
}

interface Page {
  /** Arrival times of `update` messages not yet taken. */
  arrivals: number[];
  seat: number | null;
  socket: WebSocket;
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;

async function json<T>(res: Response): Promise<T> {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body as T;
}

/** Opens a page's socket (saying `token` when it holds a seat) and waits for the object's hello. */
function openPage(base: string, id: string, seat: number | null, token: string | null): Promise<Page> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/matches/${id}/live`);
    const page: Page = { arrivals: [], seat, socket };
    let hellos = 0;
    socket.addEventListener('message', (e) => {
      const m = JSON.parse(String(e.data)) as { type: string };
      if (m.type === 'update') page.arrivals.push(performance.now());
      if (m.type !== 'hello') return;
      hellos++;
      // A spectator's page is ready at the first hello; a seat's after the hello that answers its auth.
      if (token === null || hellos === 2) resolve(page);
      else socket.send(JSON.stringify({ type: 'auth', token }));
    });
    socket.addEventListener('error', () => reject(new Error(`socket ${seat} of ${id} failed`)));
  });
}

async function create(base: string, game: string, seats: number, n: number): Promise<{ id: string; tokens: string[] }> {
  const created = await json<{ id: string; seats: { token: string }[] }>(
    await fetch(`${base}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.8.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify({ game, seats, players: Array.from({ length: seats }, (_, i) => ({ name: `L${i}` })), options: { seed: `live-${n}` } }),
    }),
  );
  return { id: created.id, tokens: created.seats.map((s) => s.token) };
}

const view = async (base: string, id: string, token: string) => json<View>(await fetch(`${base}/api/matches/${id}`, { headers: { authorization: `Bearer ${token}` } }));

/** One match with `sockets` pages (one per seat, the rest spectators), `COMMANDS` random commands: each other page's delay. */
async function delays(base: string, game: string, seats: number, sockets: number, n: number): Promise<{ afterAnswer: number[]; sinceRequest: number[] }> {
  const out: number[] = [];
  const sinceRequest: number[] = [];
  let { id, tokens } = await create(base, game, seats, n);
  const open = async () => {
    const pages = await Promise.all(tokens.map((t, seat) => openPage(base, id, seat, t)));
    pages.push(...(await Promise.all(Array.from({ length: sockets - seats }, () => openPage(base, id, null, null)))));
    return pages;
  };
  let pages = await open();
  const random = randomFrom(`live:${game}:${n}`);
  let current = await view(base, id, tokens[0]);
  for (let i = 0, m = n; i < COMMANDS; i++) {
    if (current.status !== 'active') {
      for (const p of pages) p.socket.close();
      ({ id, tokens } = await create(base, game, seats, ++m));
      pages = await open();
      current = await view(base, id, tokens[0]);
    }
    let seat = -1;
    let mine = current;
    for (const s of current.active) {
      mine = await view(base, id, tokens[s]);
      if (mine.actions.some((a) => a !== 'undo')) {
        seat = s;
        break;
      }
    }
    if (seat < 0) throw new Error(`nobody can act in ${game} ${id}`);
    for (const p of pages) p.arrivals.length = 0;
    const choices = mine.actions.filter((a) => a !== 'undo');
    const command = choices[Math.floor(random() * choices.length)];
    const sent = performance.now();
    const res = await fetch(`${base}/api/matches/${id}/actions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[seat]}` },
      body: JSON.stringify({ command, expect: mine.seq }),
    });
    current = await json<View>(res);
    const answered = performance.now();
    const others = pages.filter((p) => p.seat !== seat);
    const until = answered + WAIT_MS;
    // The object tells every page in one loop: once some have heard and none more for QUIET_MS,
    // the rest were not told (the entry shows their reader nothing). Else wait until WAIT_MS.
    const quiet = () => {
      const heard = others.flatMap((p) => p.arrivals.slice(0, 1));
      return heard.length > 0 && performance.now() - Math.max(answered, ...heard) > QUIET_MS;
    };
    while (performance.now() < until && others.some((p) => p.arrivals.length === 0) && !quiet()) await new Promise((r) => setTimeout(r, 1));
    for (const p of others) {
      if (!p.arrivals.length) continue;
      out.push(Math.max(0, p.arrivals[0] - answered));
      sinceRequest.push(p.arrivals[0] - sent);
    }
  }
  for (const p of pages) p.socket.close();
  return { afterAnswer: out, sinceRequest };
}

export async function liveBench(base: string, line: Line): Promise<void> {
  let n = 0;
  for (const { game } of Object.values(registry)) {
    const seats = Math.min(5, game.seats.max);
    const usual = await delays(base, game.id, seats, seats + SPECTATORS, (n += 100));
    line(game.id, 'live-update-p50', quantile(usual.afterAnswer, 0.5), 'ms');
    line(game.id, 'live-update-p99', quantile(usual.afterAnswer, 0.99), 'ms');
    line(game.id, 'live-update-since-request-p50', quantile(usual.sinceRequest, 0.5), 'ms');
    const full = await delays(base, game.id, seats, CAP, (n += 100));
    line(game.id, `live-update-p50-at-${CAP}-sockets`, quantile(full.afterAnswer, 0.5), 'ms');
    line(game.id, `live-update-p99-at-${CAP}-sockets`, quantile(full.afterAnswer, 0.99), 'ms');
    line(game.id, `live-update-since-request-p50-at-${CAP}-sockets`, quantile(full.sinceRequest, 0.5), 'ms');
  }
}
