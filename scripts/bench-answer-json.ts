/**
 * `npm run bench`: a command's answer written as JSON inside workerd (scripts/answer-json/), per
 * game: `answer-json-in-workerd` in µs per answer as the match's object makes it, and
 * `answer-json-in-workerd-vs-parsed`, that time over the same answers' as plain parsed data. Near 1
 * the answer stays on V8's fast JSON path; well above, a string made by joining others crept into
 * what the answer names (engine/text.ts `names`, docs/PERF-NOTES.md, issue 29).
 */
import { registry } from '../src/games';
import { startDev } from './dev-server';

export async function answerJsonBench(line: (game: string, metric: string, value: number, unit: string) => void): Promise<void> {
  const dev = await startDev('.wrangler/bench-answer-json', {}, ['-c', 'scripts/answer-json/wrangler.toml'], undefined, '/');
  try {
    for (const { game } of Object.values(registry)) {
      const res = await fetch(`${dev.base}/?game=${game.id}`);
      if (!res.ok) throw new Error(`answer-json ${game.id}: ${res.status} ${await res.text()}`);
      const { fresh, parsed } = (await res.json()) as { fresh: number; parsed: number };
      line(game.id, 'answer-json-in-workerd', fresh, 'us');
      line(game.id, 'answer-json-in-workerd-vs-parsed', fresh / parsed, 'ratio');
    }
  } finally {
    dev.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await answerJsonBench((game, metric, value, unit) => console.log(`bench: ${game} ${metric} ${value.toFixed(value >= 100 ? 0 : 2)} ${unit}`));
}
