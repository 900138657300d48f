/**
 * `npm run bench`: speed figures, one per line as `bench: <game> <metric> <value> <unit>`.
 * Engine figures run in this process; end-to-end figures (bench-http.ts) run against a local
 * `wrangler dev` started here, next to a trivial Durable Object request measured in the same
 * run; the daily digest's capacity comes from its simulation (digest-sim.ts) on another.
 */
import { spawnSync } from 'node:child_process';
import { play } from '../src/engine/play';
import { replay, type Move } from '../src/engine/replay';
import { randomFrom } from '../src/engine/rng';
import { registry } from '../src/games';
import { httpBench } from './bench-http';
import { liveBench } from './bench-live';
import { lighthouseBench } from './bench-lighthouse';
import { startDev } from './dev-server';
import { digestSim } from './digest-sim';
import { partsBench } from './bench-parts';
import { answerBench } from './bench-answer';
import { answerJsonBench } from './bench-answer-json';
import { kingDavidBattleTimes } from './bench-king-david';
import { botBench } from './bench-bots';

const ENGINE_SECONDS = Number(process.env.BENCH_SECONDS ?? 2);

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
botBench(20, line);
bundleBench();
await partsBench(line);
answerBench(line);
if (process.env.BENCH_SKIP_HTTP !== '1') {
  await answerJsonBench(line);
  const dev = await startDev('.wrangler/bench', { ALLOW_FIXED_SEED: '1' });
  // The durable-write floor (scripts/floor/), served as the service is (behind wrangler's static-asset router) and timed in the same loop.
  const floor = await startDev('.wrangler/bench-floor-routed', {}, ['-c', 'scripts/floor/wrangler-routed.toml'], undefined, '/floor');
  // The same floor without static assets, whose requests skip that router.
  const bare = await startDev('.wrangler/bench-floor', {}, ['-c', 'scripts/floor/wrangler.toml'], undefined, '/floor');
  try {
    await httpBench(dev.base, line, { routed: floor.base, bare: bare.base });
    await liveBench(dev.base, line);
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') await lighthouseBench(dev.base, line);
  } finally {
    dev.stop();
    floor.stop();
    bare.stop();
  }
  // 2,000 addresses keep the bench to minutes; BENCH_DIGEST_ADDRESSES=20000 is the size (about 8 minutes more).
  const sim = await digestSim(Number(process.env.BENCH_DIGEST_ADDRESSES ?? 2_000));
  line('platform', `digest-addresses-per-minute-at-${sim.addresses}`, sim.perMinute, 'addr/min');
}
