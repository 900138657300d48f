/**
 * `npm run bench:bots [matches]`: for each game, at 2 seats and (where the game allows) 3, one
 * `good` bot against `easy` ones: its mean win share over `matches` seeded matches (a shared
 * victory counts by its share), and how long the good bot takes to decide, on this one core.
 * `npm run bench` runs it with 20 matches a line.
 */
import { registry } from '../src/games';
import { goodAgainstEasy } from './bot-arena';

type Line = (game: string, metric: string, value: number, unit: string) => void;

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export function botBench(matches: number, line: Line, only?: string): void {
  for (const entry of Object.values(registry)) {
    const { game } = entry;
    if (only && game.id !== only) continue;
    const times: number[] = [];
    for (const seats of [2, 3]) {
      if (seats < game.seats.min || seats > game.seats.max) continue;
      const started = performance.now();
      const r = goodAgainstEasy(entry, seats, matches, () => performance.now());
      for (const t of r.times) times.push(t); // a long game's 100,000 times overflow a spread's arguments
      console.log(`bench: ${game.id} bot-good-vs-easy-${seats}p ${r.share.toFixed(2)} ratio (${matches} matches, ${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
    times.sort((a, b) => a - b);
    line(game.id, 'bot-decision-p50', quantile(times, 0.5), 'ms');
    line(game.id, 'bot-decision-p99', quantile(times, 0.99), 'ms');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const matches = Number(process.argv[2] ?? 20);
  const line: Line = (game, metric, value, unit) => {
    const digits = value >= 100 ? 0 : value >= 1 ? 2 : 4;
    console.log(`bench: ${game} ${metric} ${value.toFixed(digits)} ${unit}`);
  };
  botBench(Number.isInteger(matches) && matches > 0 ? matches : 20, line, process.env.BENCH_GAME);
}
