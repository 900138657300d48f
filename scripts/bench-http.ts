/**
 * The HTTP figures of `npm run bench` (DESIGN.md §10, issue 19), all against one local
 * `wrangler dev`:
 *  - `platform trivial-do-requests`: GET of an unknown match (the Worker, one RPC, no storage);
 *  - per game, random play over HTTP: `http-commands` (commands per second: the command POSTs
 *    only, not the view requests that find the next seat), `http-commands-vs-trivial` (the same
 *    against trivial requests made between the commands, so that both share the machine's load
 *    of the moment; the budget is ≥ 0.8), `http-command-p50` / `-p99` latencies, and the median
 *    latency of the seat's view (`http-view-p50`), of the trivial request next to them and of a
 *    command posted to an unknown match (`http-trivial-post-p50`): from one to the next, what a
 *    POST adds, what the answer adds, what the step and its durable write add;
 *  - per game, `http-commands-vs-floor`: the same commands against the durable-write floor timed
 *    in the same loop (scripts/floor/: a bench-only Worker and Durable Object that only checks the
 *    token and writes one event and one snapshot row of the match's size; the budget is ≥ 0.9,
 *    DESIGN.md §10), and `http-floor-p50`. The floor is served as the service is
 *    (scripts/floor/wrangler-routed.toml): its own `wrangler dev`, with static assets and
 *    `run_worker_first`, so that its requests pass wrangler's static-asset router as every request
 *    to the service does (wrangler.toml `[assets]`); `http-commands-vs-floor-at-median`, the
 *    same by the two medians (a sum carries the requests that stalled behind the machine);
 *  - per game, `http-commands-vs-floor-without-router` and `http-floor-without-router-p50`: the
 *    same floor without static assets (scripts/floor/wrangler.toml), whose requests skip that
 *    router: the router's share of the gap (docs/PERF-NOTES.md, issue 29);
 *  - per game, `http-view-uncompressed-p50`: the seat's view asked without compression
 *    (`accept-encoding: identity`), next to `http-view-p50` (asked as a browser asks, so that
 *    wrangler compresses it as Cloudflare's edge does in service): what compressing the answer's
 *    bytes costs here;
 *  - per game, whether a command costs more as the match grows: the rate at log entry 10 and at
 *    entry 2,000 (the same step and its undo, over and over, fill the log; the two are timed
 *    side by side, see `growth`), and their ratio (the budget is ≥ 0.9).
 */
import { randomFrom } from '../src/engine/rng';
import { registry } from '../src/games';

export type Line = (game: string, metric: string, value: number, unit: string) => void;

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 8);
/** Commands timed at each end of the growing match. */
const WINDOW = Number(process.env.BENCH_GROWTH_WINDOW ?? 200);
const LONG = Number(process.env.BENCH_GROWTH_ENTRIES ?? 2000);
/** How far into a match a step that may be taken back is looked for. */
const UNDO_SEARCH = 300;
/** Commands each young match takes (entries 10 to 30), so that "young" stays young. */
const YOUNG_RUN = 20;
/** The games whose growth is timed (comma-separated ids; all by default). */
const GROWTH_GAMES = process.env.BENCH_GROWTH_GAMES?.split(',');
/** The games whose commands are timed (comma-separated ids; all by default). */
const HTTP_GAMES = process.env.BENCH_HTTP_GAMES?.split(',');

interface View {
  seq: number;
  status: string;
  active: number[];
  you: number | null;
  actions: string[];
}

/**
 * An answer read whole as text: what each timed request waits for, the floor's and the
 * trivial ones' alike. Parsing it is the client's own work, done after the clock stops (a King
 * David answer of 19 KB takes Node 0.2–0.4 ms to parse, which the floor's few bytes never cost).
 */
interface Answer {
  status: number;
  text: string;
}

const answerOf = (res: Response): Promise<Answer> => res.text().then((text) => ({ status: res.status, text }));

function parsed<T>(a: Answer): T {
  if (a.status >= 400) throw new Error(`${a.status} ${a.text}`);
  return JSON.parse(a.text) as T;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await f();
  return { ms: performance.now() - t0, value };
}

/** The floors' servers: the floor served as the service is (behind the asset router), and the same without the router. */
export interface Floors {
  routed?: string;
  bare?: string;
}

class Client {
  private trivialNo = 0;
  private created = 0;
  constructor(
    private readonly base: string,
    readonly floors: Floors = {},
  ) {}

  /** A floor's match for match `id`: the same token, and a snapshot as long as the match's view. */
  async floorCreate(floorBase: string, id: string, token: string, size: number): Promise<void> {
    parsed(await fetch(`${floorBase}/floor/${id}/create`, { method: 'POST', body: JSON.stringify({ token, state: 'x'.repeat(size) }) }).then(answerOf));
  }

  /** One command's worth of durable writing on a floor (the same body and token as the command). */
  floorAct(floorBase: string, id: string, token: string, command: string, expect: number): Promise<string> {
    return fetch(`${floorBase}/floor/${id}/actions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ command, expect }),
    }).then((r) => r.text());
  }

  trivial(): Promise<string> {
    return fetch(`${this.base}/api/matches/0000000000000000000${this.trivialNo++ % 10}`).then((r) => r.text());
  }

  /** A command posted to an unknown match: the command's way in (its body, its token's hash) without a match. */
  trivialPost(token: string, command: string): Promise<string> {
    return fetch(`${this.base}/api/matches/0000000000000000000${this.trivialNo++ % 10}/actions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ command, expect: 1 }),
    }).then((r) => r.text());
  }

  async create(game: string, seats: number, seed: string): Promise<{ id: string; tokens: string[] }> {
    const body = { game, seats, players: Array.from({ length: seats }, (_, i) => ({ name: `B${i}` })), options: { seed } };
    const created = parsed<{ id: string; seats: { token: string }[] }>(
      await fetch(`${this.base}/api/matches`, {
        method: 'POST',
        // The bench makes more matches a minute than one client may (CREATE_LIMITER): each comes from an address of its own.
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.9.${(this.created >> 8) & 255}.${this.created++ & 255}` },
        body: JSON.stringify(body),
      }).then(answerOf),
    );
    return { id: created.id, tokens: created.seats.map((s) => s.token) };
  }

  /** The seat's view; `uncompressed` asks for it without compression (`accept-encoding: identity`). */
  viewAnswer(id: string, token: string, uncompressed = false): Promise<Answer> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (uncompressed) headers['accept-encoding'] = 'identity';
    return fetch(`${this.base}/api/matches/${id}`, { headers }).then(answerOf);
  }

  async view(id: string, token: string): Promise<View> {
    return parsed<View>(await this.viewAnswer(id, token));
  }

  actAnswer(id: string, token: string, command: string, expect: number): Promise<Answer> {
    return fetch(`${this.base}/api/matches/${id}/actions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ command, expect }),
    }).then(answerOf);
  }

  async act(id: string, token: string, command: string, expect: number): Promise<View> {
    return parsed<View>(await this.actAnswer(id, token, command, expect));
  }

  /** An active seat with something to do, and its view (a seat that voted waits in a simultaneous step). */
  async ready(id: string, tokens: string[], current: View): Promise<{ seat: number; view: View }> {
    if (current.you !== null && current.actions.some((a) => a !== 'undo')) return { seat: current.you, view: current };
    for (const seat of current.active) {
      const view = await this.view(id, tokens[seat]);
      if (view.actions.some((a) => a !== 'undo')) return { seat, view };
    }
    throw new Error(`nobody can act in ${id} at entry ${current.seq}`);
  }
}

/**
 * Random play of `game` for a while: the latency of each command; of a trivial request made
 * before it; of the same command posted to an unknown match (the command's way in: a POST with
 * its body, the token hashed, no match); and of the acting seat's view read just before (the same
 * route, token check and answer as the command, without the step and its write).
 */
async function play(client: Client, game: string, seats: number): Promise<{ commands: number[]; trivial: number[]; posts: number[]; views: number[]; uncompressedViews: number[]; floor: number[]; bare: number[] }> {
  const commands: number[] = [];
  const floor: number[] = [];
  const bare: number[] = [];
  const { routed: floorBase, bare: bareBase } = client.floors;
  const trivial: number[] = [];
  const posts: number[] = [];
  const views: number[] = [];
  const uncompressedViews: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  for (let matchNo = 0; performance.now() < end; matchNo++) {
    const { id, tokens } = await client.create(game, seats, `http-${matchNo}`);
    const random = randomFrom(id);
    let view = await client.view(id, tokens[0]);
    const floorToken = tokens[0];
    const size = JSON.stringify(view).length;
    if (floorBase) await client.floorCreate(floorBase, id, floorToken, size);
    if (bareBase) await client.floorCreate(bareBase, id, floorToken, size);
    while (view.status === 'active' && performance.now() < end) {
      const { seat, view: mine } = await client.ready(id, tokens, view);
      const choices = mine.actions.filter((a) => a !== 'undo');
      const command = choices[Math.floor(random() * choices.length)];
      // The two floors take turns at going first, and so do the two ways of asking for the view.
      const floors: [string | undefined, number[]][] = [[floorBase, floor], [bareBase, bare]];
      const asked: [boolean, number[]][] = [[false, views], [true, uncompressedViews]];
      if (commands.length % 2) {
        floors.reverse();
        asked.reverse();
      }
      for (const [base, times] of floors) {
        if (base) times.push((await timed(() => client.floorAct(base, id, floorToken, command, mine.seq))).ms);
      }
      trivial.push((await timed(() => client.trivial())).ms);
      posts.push((await timed(() => client.trivialPost(tokens[seat], command))).ms);
      for (const [uncompressed, times] of asked) times.push((await timed(() => client.viewAnswer(id, tokens[seat], uncompressed))).ms);
      const step = await timed(() => client.actAnswer(id, tokens[seat], command, mine.seq));
      commands.push(step.ms);
      view = parsed<View>(step.value);
    }
  }
  return { commands, trivial, posts, views, uncompressedViews, floor, bare };
}

/**
 * A match of `game` played at random (seeded by `seed`) until a seat, at entry 9 or later, makes
 * a step it may take back; from then on each `next()` is one command and one log entry: the undo
 * of that step, then the step again, and so on. Two matches of the same seed make the same
 * commands, so an old match and a young one can be timed on the very same command.
 */
async function undoLoop(client: Client, game: string, seats: number, seed: string): Promise<{ seq: () => number; next: () => Promise<void> } | null> {
  const { id, tokens } = await client.create(game, seats, seed);
  const random = randomFrom(seed);
  let view = await client.view(id, tokens[0]);
  while (view.status === 'active' && view.seq < UNDO_SEARCH) {
    const { seat, view: mine } = await client.ready(id, tokens, view);
    const choices = mine.actions.filter((a) => a !== 'undo');
    const command = choices[Math.floor(random() * choices.length)];
    view = await client.act(id, tokens[seat], command, mine.seq);
    if (view.seq >= 9 && view.you === seat && view.actions.includes('undo')) {
      const token = tokens[seat];
      return {
        seq: () => view.seq,
        next: async () => {
          view = await client.act(id, token, view.actions.includes('undo') ? 'undo' : command, view.seq);
        },
      };
    }
  }
  return null;
}

/** The first of a few seeds whose random play of `game` soon reaches a step that may be taken back, or null. */
async function firstUndoLoop(client: Client, game: string, seats: number): Promise<{ seed: string; loop: NonNullable<Awaited<ReturnType<typeof undoLoop>>> } | null> {
  for (let n = 0; n < 3; n++) {
    const seed = `growth-${n}`;
    const loop = await undoLoop(client, game, seats, seed);
    if (loop) return { seed, loop };
  }
  return null;
}

/**
 * Whether a command costs more as the match grows (the budget is ≥ 0.9): one match's log is
 * filled to LONG entries by the undo loop, then it takes turns with young matches of the same
 * seed (at entries 10 to 10 + YOUNG_RUN), command by command and in alternating order, so that
 * both are timed on the same command, on a warm Worker and under the same load of the moment.
 * (Timing a window at entry 10 and another one at entry 2,000 half a minute later compared two
 * loads of a shared machine: it read 1.5–2.5.)
 */
async function growth(client: Client, game: string, seats: number): Promise<{ young: number; old: number } | null> {
  const first = await firstUndoLoop(client, game, seats);
  if (!first) return null;
  const old = first.loop;
  while (old.seq() < LONG) await old.next();
  const young: NonNullable<Awaited<ReturnType<typeof undoLoop>>>[] = [];
  for (let i = 0; i < Math.ceil(WINDOW / YOUNG_RUN); i++) young.push((await undoLoop(client, game, seats, first.seed))!);
  const oldMs: number[] = [];
  const youngMs: number[] = [];
  for (let i = 0; i < WINDOW; i++) {
    const y = young[Math.floor(i / YOUNG_RUN)];
    const pair = [async () => oldMs.push((await timed(old.next)).ms), async () => youngMs.push((await timed(y.next)).ms)];
    if (i % 2) pair.reverse();
    for (const f of pair) await f();
  }
  // Rates at the median latency: on a shared machine a few commands stall for hundreds of ms
  // behind other processes, and in a sum those few decide which side looks faster.
  return { young: 1000 / quantile(youngMs, 0.5), old: 1000 / quantile(oldMs, 0.5) };
}

export async function httpBench(base: string, line: Line, floors: Floors = {}): Promise<void> {
  const client = new Client(base, floors);
  const trivial: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) trivial.push((await timed(() => client.trivial())).ms);
  line('platform', 'trivial-do-requests', trivial.length / (sum(trivial) / 1000), 'req/s');

  for (const { game } of Object.values(registry)) {
    if (HTTP_GAMES && !HTTP_GAMES.includes(game.id)) continue;
    const r = await play(client, game.id, game.seats.min);
    const rate = r.commands.length / (sum(r.commands) / 1000);
    line(game.id, 'http-commands', rate, 'cmd/s');
    line(game.id, 'http-commands-vs-trivial', sum(r.trivial) / sum(r.commands), 'ratio');
    if (floors.routed) {
      line(game.id, 'http-commands-vs-floor', sum(r.floor) / sum(r.commands), 'ratio');
      // The same two by their medians: a run's sums carry the few requests that stalled behind
      // the machine (docs/PERF-NOTES.md), which the medians do not.
      line(game.id, 'http-commands-vs-floor-at-median', quantile(r.floor, 0.5) / quantile(r.commands, 0.5), 'ratio');
      line(game.id, 'http-floor-p50', quantile(r.floor, 0.5), 'ms');
    }
    if (floors.bare) {
      line(game.id, 'http-commands-vs-floor-without-router', sum(r.bare) / sum(r.commands), 'ratio');
      line(game.id, 'http-floor-without-router-p50', quantile(r.bare, 0.5), 'ms');
    }
    line(game.id, 'http-command-p50', quantile(r.commands, 0.5), 'ms');
    line(game.id, 'http-command-p99', quantile(r.commands, 0.99), 'ms');
    line(game.id, 'http-view-p50', quantile(r.views, 0.5), 'ms');
    line(game.id, 'http-view-uncompressed-p50', quantile(r.uncompressedViews, 0.5), 'ms');
    line(game.id, 'http-trivial-p50', quantile(r.trivial, 0.5), 'ms');
    line(game.id, 'http-trivial-post-p50', quantile(r.posts, 0.5), 'ms');
  }

  for (const { game } of Object.values(registry)) {
    if (GROWTH_GAMES && !GROWTH_GAMES.includes(game.id)) continue;
    const g = await growth(client, game.id, game.seats.min);
    if (!g) {
      console.log(`bench: ${game.id} http-commands-${LONG}-vs-10 unknown (no step that may be taken back was reached)`);
      continue;
    }
    line(game.id, 'http-commands-at-entry-10', g.young, 'cmd/s');
    line(game.id, `http-commands-at-entry-${LONG}`, g.old, 'cmd/s');
    line(game.id, `http-commands-${LONG}-vs-10`, g.old / g.young, 'ratio');
  }
}
