/**
 * `npm run bench`: speed figures, one per line as `bench: <game> <metric> <value> <unit>`.
 * Engine figures run in this process; end-to-end figures run against a local `wrangler dev`
 * started here, next to a trivial Durable Object request measured in the same run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { play } from '../src/engine/play';
import { replay, type Move } from '../src/engine/replay';
import { randomFrom } from '../src/engine/rng';
import { registry } from '../src/games';
import { freePort } from './free-port.mjs';
import { kingDavidBattleTimes } from './bench-king-david';

const ENGINE_SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);

function line(game: string, metric: string, value: number, unit: string) {
  const digits = value >= 100 ? 0 : value >= 1 ? 2 : 4;
  console.log(`bench: ${game} ${metric} ${value.toFixed(digits)} ${unit}`);
}

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}


function engineBench() {
  for (const { game, bot } of Object.values(registry)) {
    const applyTimes: number[] = [];
    let longest: { seats: number; seed: string; moves: Move[] } = { seats: 0, seed: '', moves: [] };
    for (let seats = game.seats.min; seats <= game.seats.max; seats++) {
      let games = 0;
      const start = performance.now();
      while (performance.now() - start < ENGINE_SECONDS * 1000) {
        const seed = `bench-${seats}-${games}`;
        const random = randomFrom(seed);
        let s = game.setup({ seats, seed });
        const moves: Move[] = [];
        while (!game.result(s)) {
          // In a simultaneous step, seats that already submitted stay active with nothing to do.
          const ready = game.active(s).filter((x: number) => game.actions(s, x).length > 0);
          const seat = ready[Math.floor(random() * ready.length)];
          const command = bot(s, seat, random);
          const t0 = performance.now();
          const r = play(game, s, seat, command);
          applyTimes.push(performance.now() - t0);
          if (!r.ok) throw new Error(`${game.id}: bot move "${command}" refused: ${r.message}`);
          s = r.value.state;
          moves.push({ seat, command });
        }
        games++;
        if (moves.length > longest.moves.length) longest = { seats, seed, moves };
      }
      line(game.id, `random-games-${seats}p`, games / ((performance.now() - start) / 1000), 'games/s');
    }
    applyTimes.sort((a, b) => a - b);
    line(game.id, 'apply-p50', quantile(applyTimes, 0.5), 'ms');
    line(game.id, 'apply-p99', quantile(applyTimes, 0.99), 'ms');
    const runs: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      const r = replay(game, { seats: longest.seats, seed: longest.seed }, longest.moves);
      runs.push(performance.now() - t0);
      if (!r.ok) throw new Error('replay failed');
    }
    runs.sort((a, b) => a - b);
    const median = quantile(runs, 0.5);
    line(game.id, `replay-longest-${longest.moves.length}-entries`, median, 'ms');
    line(game.id, 'replay-per-2000-entries', (median * 2000) / longest.moves.length, 'ms');
  }
}

async function waitForServer(base: string) {
  for (let i = 0; i < 300; i++) {
    try {
      const r = await fetch(`${base}/api/games`);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('wrangler dev did not start');
}

async function json(res: Response) {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body as any;
}

async function httpBench() {
  const persist = '.wrangler/bench';
  spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist], { stdio: 'ignore' });
  const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const inspector = await freePort();
  const dev = spawn('npx', ['wrangler', 'dev', '--port', String(PORT), '--inspector-port', String(inspector), '--persist-to', persist, '--var', 'ALLOW_FIXED_SEED:1'], {
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitForServer(base);
    // Trivial Durable Object request: an unknown match costs one RPC and one SQLite read.
    let trivial = 0;
    let t0 = performance.now();
    while (performance.now() - t0 < HTTP_SECONDS * 1000) {
      const r = await fetch(`${base}/api/matches/0000000000000000000${trivial % 10}`);
      await r.text();
      trivial++;
    }
    const trivialRate = trivial / ((performance.now() - t0) / 1000);
    line('platform', 'trivial-do-requests', trivialRate, 'req/s');

    for (const { game } of Object.values(registry)) {
      let commands = 0;
      let matchNo = 0;
      t0 = performance.now();
      while (performance.now() - t0 < HTTP_SECONDS * 1000) {
        const seats = game.seats.min;
        const created = await json(
          await fetch(`${base}/api/matches`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ game: game.id, seats, players: Array.from({ length: seats }, (_, i) => ({ name: `B${i}` })), options: { seed: `http-${matchNo++}` } }),
          }),
        );
        const tokens: string[] = created.seats.map((s: any) => s.token);
        const random = randomFrom(created.id);
        let view = await json(await fetch(`${base}/api/matches/${created.id}`, { headers: { authorization: `Bearer ${tokens[0]}` } }));
        while (view.status === 'active' && performance.now() - t0 < HTTP_SECONDS * 1000) {
          let choices: string[] = view.actions.filter((a: string) => a !== 'undo');
          let seat = view.you;
          // Find an active seat with something to do (a seat that voted waits in a simultaneous step).
          for (const candidate of view.active as number[]) {
            if (choices.length && seat === candidate) break;
            view = await json(await fetch(`${base}/api/matches/${created.id}`, { headers: { authorization: `Bearer ${tokens[candidate]}` } }));
            seat = candidate;
            choices = view.actions.filter((a: string) => a !== 'undo');
            if (choices.length) break;
          }
          const command = choices[Math.floor(random() * choices.length)];
          view = await json(
            await fetch(`${base}/api/matches/${created.id}/actions`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[seat]}` },
              body: JSON.stringify({ command, expect: view.seq }),
            }),
          );
          commands++;
        }
      }
      const rate = commands / ((performance.now() - t0) / 1000);
      line(game.id, 'http-commands', rate, 'cmd/s');
      line(game.id, 'http-commands-vs-trivial', rate / trivialRate, 'ratio');
    }
  } finally {
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
  }
}

function bundleBench() {
  const out = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', '.wrangler/bench-bundle'], { encoding: 'utf8' });
  const m = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(out.stdout + out.stderr);
  if (m) line('platform', 'bundle-gzip', Number(m[2]), 'KiB');
  else console.log('bench: platform bundle-gzip unknown (wrangler printed no size)');
}

/** Focused cases a game's random games rarely reach (DESIGN §10: the biggest battle and marker window). */
function focusedBench() {
  const { battle, windows, widest } = kingDavidBattleTimes(200);
  battle.sort((a, b) => a - b);
  windows.sort((a, b) => a - b);
  line('king-david', `apply-p99-battle-${widest}-armies`, quantile(battle, 0.99), 'ms');
  line('king-david', 'apply-p99-marker-window-5-seats', quantile(windows, 0.99), 'ms');
}

engineBench();
focusedBench();
bundleBench();
if (process.env.BENCH_SKIP_HTTP !== '1') await httpBench();
