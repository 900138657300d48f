/**
 * The HTTP figures of `npm run bench` (DESIGN.md §10, issue 19), all against one local
 * `wrangler dev`:
 *  - `platform trivial-do-requests`: GET of an unknown match (the Worker, one RPC, no storage);
 *  - per game, random play over HTTP: `http-commands` (commands per second: the command POSTs
 *    only, not the view requests that find the next seat), `http-commands-vs-trivial` (the same
 *    against trivial requests made between the commands, so that both share the machine's load
 *    of the moment; the budget is ≥ 0.8), `http-command-p50` / `-p99` latencies, and the median
 *    latency of the seat's view (`http-view-p50`) and of the trivial request next to them;
 *  - whether a command costs more as the match grows: the rate at log entry 10 and at entry
 *    2,000 of one Carolus Magnus match (the same step and its undo, over and over, fill the log),
 *    and their ratio (the budget is ≥ 0.9).
 */
import { randomFrom } from '../src/engine/rng';
import { registry } from '../src/games';

export type Line = (game: string, metric: string, value: number, unit: string) => void;

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 8);
/** Commands timed at each end of the growing match. */
const WINDOW = Number(process.env.BENCH_GROWTH_WINDOW ?? 100);
const LONG = Number(process.env.BENCH_GROWTH_ENTRIES ?? 2000);

interface View {
  seq: number;
  status: string;
  active: number[];
  you: number | null;
  actions: string[];
}

async function json<T>(res: Response): Promise<T> {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body as T;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await f();
  return { ms: performance.now() - t0, value };
}

class Client {
  private trivialNo = 0;
  constructor(private readonly base: string) {}

  trivial(): Promise<string> {
    return fetch(`${this.base}/api/matches/0000000000000000000${this.trivialNo++ % 10}`).then((r) => r.text());
  }

  async create(game: string, seats: number, seed: string): Promise<{ id: string; tokens: string[] }> {
    const body = { game, seats, players: Array.from({ length: seats }, (_, i) => ({ name: `B${i}` })), options: { seed } };
    const created = await json<{ id: string; seats: { token: string }[] }>(
      await fetch(`${this.base}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    );
    return { id: created.id, tokens: created.seats.map((s) => s.token) };
  }

  async view(id: string, token: string): Promise<View> {
    return json<View>(await fetch(`${this.base}/api/matches/${id}`, { headers: { authorization: `Bearer ${token}` } }));
  }

  async act(id: string, token: string, command: string, expect: number): Promise<View> {
    return json<View>(
      await fetch(`${this.base}/api/matches/${id}/actions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ command, expect }),
      }),
    );
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
 * Random play of `game` for a while: the latency of each command, of a trivial request made
 * before it, and of the acting seat's view read just before (the same route, token check and
 * answer as the command, without the step and its write: the difference is what a write costs).
 */
async function play(client: Client, game: string, seats: number): Promise<{ commands: number[]; trivial: number[]; views: number[] }> {
  const commands: number[] = [];
  const trivial: number[] = [];
  const views: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  for (let matchNo = 0; performance.now() < end; matchNo++) {
    const { id, tokens } = await client.create(game, seats, `http-${matchNo}`);
    const random = randomFrom(id);
    let view = await client.view(id, tokens[0]);
    while (view.status === 'active' && performance.now() < end) {
      const { seat, view: mine } = await client.ready(id, tokens, view);
      const choices = mine.actions.filter((a) => a !== 'undo');
      trivial.push((await timed(() => client.trivial())).ms);
      views.push((await timed(() => client.view(id, tokens[seat]))).ms);
      const step = await timed(() => client.act(id, tokens[seat], choices[Math.floor(random() * choices.length)], mine.seq));
      commands.push(step.ms);
      view = step.value;
    }
  }
  return { commands, trivial, views };
}

/**
 * One Carolus Magnus match whose log grows without the game moving on: a paladin step and its
 * undo, again and again. The same two commands are timed near entry 10 and near entry `LONG`.
 */
async function growth(client: Client): Promise<{ early: number; late: number }> {
  const { id, tokens } = await client.create('carolus-magnus', 2, 'growth');
  let view = await client.view(id, tokens[0]);
  let step: { seat: number; command: string } | null = null;
  while (!step) {
    const { seat, view: mine } = await client.ready(id, tokens, view);
    const command = mine.actions.find((a) => a.startsWith('court ')) ?? (mine.actions.find((a) => a !== 'undo') as string);
    view = await client.act(id, tokens[seat], command, mine.seq);
    if (view.seq >= 9 && view.actions.includes('undo')) step = { seat, command };
  }
  const { seat, command } = step;
  const token = tokens[seat];
  // Undo, redo, undo, …: each is one command and one log entry.
  const next = async () => {
    view = await client.act(id, token, view.actions.includes('undo') ? 'undo' : command, view.seq);
  };
  const window = async () => {
    const ms: number[] = [];
    for (let i = 0; i < WINDOW; i++) ms.push((await timed(next)).ms);
    return WINDOW / (sum(ms) / 1000);
  };
  const early = await window();
  while (view.seq < LONG) await next();
  const late = await window();
  return { early, late };
}

export async function httpBench(base: string, line: Line): Promise<void> {
  const client = new Client(base);
  const trivial: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) trivial.push((await timed(() => client.trivial())).ms);
  line('platform', 'trivial-do-requests', trivial.length / (sum(trivial) / 1000), 'req/s');

  for (const { game } of Object.values(registry)) {
    const r = await play(client, game.id, game.seats.min);
    const rate = r.commands.length / (sum(r.commands) / 1000);
    line(game.id, 'http-commands', rate, 'cmd/s');
    line(game.id, 'http-commands-vs-trivial', sum(r.trivial) / sum(r.commands), 'ratio');
    line(game.id, 'http-command-p50', quantile(r.commands, 0.5), 'ms');
    line(game.id, 'http-command-p99', quantile(r.commands, 0.99), 'ms');
    line(game.id, 'http-view-p50', quantile(r.views, 0.5), 'ms');
    line(game.id, 'http-trivial-p50', quantile(r.trivial, 0.5), 'ms');
  }

  const g = await growth(client);
  line('carolus-magnus', 'http-commands-at-entry-10', g.early, 'cmd/s');
  line('carolus-magnus', `http-commands-at-entry-${LONG}`, g.late, 'cmd/s');
  line('carolus-magnus', `http-commands-${LONG}-vs-10`, g.late / g.early, 'ratio');
}
