/**
 * `npx tsx scripts/bench-answer.ts` (and `npm run bench`): where a command's answer spends its
 * time (issue 29), part by part, for each game: random matches at every seat count, and after
 * each step the acting seat's answer worked out on the state `apply` just made, as the match's
 * object does after the durable write: the result, the seat's commands, their sentences, the
 * withheld ones, the view, the summary, and the whole answer written as JSON. Printed as
 * `bench: <game> answer-<part> <µs> us` (medians), with `answer-total` the median of the sum of
 * the parts for one answer.
 */
import { randomFrom } from '../src/engine/rng';
import { registry } from '../src/games';
import { describeMoves, matchView } from '../src/match/log/answers';
import { matchResult } from '../src/match/log/result';
import { answerContext } from './answer-context';

const PARTS = ['result', 'actions', 'moves', 'withheld', 'view', 'summary', 'json'] as const;
type Part = (typeof PARTS)[number];
const GAMES_PER_SEAT_COUNT = Number(process.env.BENCH_ANSWER_GAMES ?? 2);
const STEPS = 400;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export function answerBench(line: (game: string, metric: string, value: number, unit: string) => void): void {
  for (const { game, bot } of Object.values(registry)) {
    const spent = new Map<Part, number[]>(PARTS.map((p) => [p, []]));
    const totals: number[] = [];
    for (let seats = game.seats.min; seats <= game.seats.max; seats++) {
      const c = answerContext(game, seats);
      for (let g = 0; g < GAMES_PER_SEAT_COUNT; g++) {
        const seed = `answer-${seats}-${g}`;
        const random = randomFrom(seed);
        let state = game.setup({ seats, seed });
        for (let n = 0; n < STEPS && !game.result(state); n++) {
          const ready = game.active(state).filter((s: number) => game.actions(state, s).length > 0);
          if (!ready.length) break;
          const seat = ready[Math.floor(random() * ready.length)];
          const r = game.apply(state, seat, bot(state, seat, random));
          if (!r.ok) throw new Error(`${game.id}: the bot's command was refused: ${r.code}`);
          state = r.value.state;
          // On the new state, in the order the answer meets them (each may fill a memo the next reads).
          let total = 0;
          const time = <T>(part: Part, f: () => T): T => {
            const t0 = performance.now();
            const out = f();
            const ms = performance.now() - t0;
            spent.get(part)!.push(ms);
            total += ms;
            return out;
          };
          time('result', () => matchResult(game, state, [], seats));
          const actions = time('actions', () => game.actions(state, seat));
          time('moves', () => describeMoves(game, state, seat, actions));
          time('withheld', () => game.withheld?.(state, seat));
          time('view', () => game.view(state, seat));
          time('summary', () => game.summary(state, seat));
          const answer = matchView(c, state, n + 1, seat, { undoSeat: null });
          time('json', () => JSON.stringify(answer));
          totals.push(total);
        }
      }
    }
    for (const part of PARTS) line(game.id, `answer-${part}`, median(spent.get(part)!) * 1000, 'us');
    line(game.id, 'answer-total', median(totals) * 1000, 'us');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  answerBench((game, metric, value, unit) => console.log(`bench: ${game} ${metric} ${value.toFixed(value >= 100 ? 0 : 1)} ${unit}`));
}
