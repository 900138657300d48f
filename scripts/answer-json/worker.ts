/**
 * Bench-only Worker (never deployed; `npm run bench`, scripts/bench-answer-json.ts): how long
 * writing a command's answer as JSON takes inside workerd, whose V8 has a fast JSON.stringify that
 * Node's does not, for each game. GET /?game=<id> plays random matches (every seat count), works
 * out the acting seat's answer after each step, and answers, in µs per answer, the least over
 * rounds of: `fresh`, the answers as the match's object makes them; `parsed`, the same answers
 * parsed back from their JSON (plain data: what the fast path takes at its best). A string the
 * fast path must flatten (one made by joining others) sends the whole answer to the slow path:
 * `fresh` well above `parsed` says one crept in (docs/PERF-NOTES.md, issue 29).
 */
import { randomFrom } from '../../src/engine/rng';
import { findGame } from '../../src/games';
import { matchView } from '../../src/match/log/answers';
import { answerContext } from '../answer-context';

const ROUNDS = 10;
const STEPS = 150;

function answers(id: string): (() => unknown)[] {
  const entry = findGame(id);
  if (!entry) return [];
  const { game, bot } = entry;
  const out: (() => unknown)[] = [];
  for (let seats = game.seats.min; seats <= game.seats.max; seats++) {
    const c = answerContext(game, seats);
    const random = randomFrom(`answer-json-${seats}`);
    let state = game.setup({ seats, seed: `answer-json-${seats}` });
    for (let n = 0; n < STEPS && !game.result(state); n++) {
      const ready = game.active(state).filter((s: number) => game.actions(state, s).length > 0);
      if (!ready.length) break;
      const seat = ready[Math.floor(random() * ready.length)];
      const r = game.apply(state, seat, bot(state, seat, random));
      if (!r.ok) break;
      const after = r.value.state;
      // The object writes the new state's snapshot before it answers: what that flattens is flat for the answer too.
      JSON.stringify(after);
      out.push(() => matchView(c, after, n + 1, seat, { undoSeat: null }));
      state = after;
    }
  }
  return out;
}

function timeEach(values: unknown[]): number {
  const t0 = performance.now();
  for (const v of values) JSON.stringify(v);
  return ((performance.now() - t0) / values.length) * 1000;
}

export default {
  async fetch(request: Request): Promise<Response> {
    const id = new URL(request.url).searchParams.get('game');
    if (id === null) return new Response('ok');
    const makers = answers(id);
    if (!makers.length) return Response.json({ error: `no game ${id}` }, { status: 404 });
    let fresh = Infinity;
    let parsed = Infinity;
    for (let round = 0; round < ROUNDS; round++) {
      const built = makers.map((make) => make());
      fresh = Math.min(fresh, timeEach(built));
      parsed = Math.min(parsed, timeEach(built.map((a) => JSON.parse(JSON.stringify(a)))));
    }
    return Response.json({ answers: makers.length, fresh, parsed });
  },
};
