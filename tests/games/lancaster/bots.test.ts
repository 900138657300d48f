import { describe, expect, it } from 'vitest';
import { playBotMatch } from '../../../scripts/bot-arena';
import { sightOf, type BotLevel } from '../../../src/engine/bots';
import { replay } from '../../../src/engine/replay';
import { randomFrom } from '../../../src/engine/rng';
import { registry } from '../../../src/games';
import { randomBot } from '../../../src/games/lancaster/bot';
import { lancasterBots } from '../../../src/games/lancaster/bots';
import type { LancasterState } from '../../../src/games/lancaster/state';
import { check, playRandom } from '../../support/game-harness';
import { english } from '../../support/words';
import { game, tableProblem } from './helpers';

const entry = registry.lancaster;

/** Every seat count, each with the mixes of levels it is played with (§4's allies at 2). */
const MATCHES: { levels: BotLevel[]; variant?: string }[] = [
  { levels: ['easy', 'easy'], variant: 'allies' },
  { levels: ['good', 'easy'], variant: 'allies' },
  { levels: ['good', 'good'], variant: 'allies' },
  { levels: ['easy', 'easy', 'easy'] },
  { levels: ['easy', 'good', 'easy'] },
  { levels: ['good', 'good', 'good'] },
  { levels: ['good', 'easy', 'good', 'easy'] },
  { levels: ['good', 'good', 'good', 'good'] },
  { levels: ['easy', 'easy', 'easy', 'easy', 'easy'] },
  { levels: ['good', 'good', 'easy', 'good', 'good'] },
];

/** Far below the arena's own cap: a bot match of Lancaster takes 100–300 commands. */
const STEP_CAP = 700;

describe('Lancaster bots: whole matches', () => {
  for (const { levels, variant } of MATCHES) {
    const seats = levels.length;
    it(`LA-35 … LA-40 / §7.2: ${levels.join(' + ')} at ${seats} players play to the end of round 5, knights and purses conserved, and the log replays`, () => {
      const setup = { seats, seed: `bots-${levels.join('-')}`, variant };
      const m = playBotMatch<LancasterState>(entry, levels, setup, {
        maxSteps: STEP_CAP,
        onStep: ({ after, command }) => {
          const problem = tableProblem(after);
          check(problem === null, `after "${command}": ${problem}`);
        },
      });
      const result = game.result(m.state);
      expect(m.state.round).toBe(5);
      expect(result?.scores).toHaveLength(seats);
      expect(m.winners.length).toBeGreaterThan(0);
      expect(english(result?.reason ?? '')).toMatch(/ (wins|share the victory) with \d+ power points$/);
      const again = replay(game, setup, m.moves);
      expect(again.ok).toBe(true);
      expect(again.state).toEqual(m.state);
    });
  }
});

describe('Lancaster bots answer listed commands only', () => {
  it('AS-3 … AS-9: at every step of random games at 2–5 players, both levels answer a command the acting seat lists, the same one again for the same sight and chances', () => {
    let steps = 0;
    for (let seats = 2; seats <= 5; seats++) {
      const setup = { seats, seed: `bots-listed-${seats}` };
      playRandom(game, randomBot, setup, ({ before, seat }) => {
        const sight = sightOf(game, before, seat);
        steps++;
        for (const level of ['easy', 'good'] as const) {
          const chances = `listed-${seats}-${steps}-${level}`;
          const chosen = lancasterBots[level](sight, randomFrom(chances));
          check(sight.actions.includes(chosen), `${setup.seed}: the ${level} bot of seat ${seat} answered "${chosen}", not listed in ${sight.actions.join(' | ')}`);
          // Asked again at every other step (asking twice doubles the cost of the test).
          if (steps % 2 === 0) check(lancasterBots[level](sight, randomFrom(chances)) === chosen, `${setup.seed}: the ${level} bot is not repeatable`);
        }
      });
    }
    expect(steps).toBeGreaterThan(400);
  });
});

describe('the easy bot never loops', () => {
  it('AS-1 / LA-16 / LA-25 / LA-32: in easy matches at 2–5 players every vote takes one command per player, a castle step at most two per item and one to close, a ransom one per prisoner and one to close, and no round takes more than 90 commands', () => {
    for (let seats = 2; seats <= 5; seats++) {
      for (const k of [0, 1, 2]) {
        const levels = Array.from({ length: seats }, (): BotLevel => 'easy');
        const perRound = new Map<number, number>();
        const perStep = new Map<string, number>();
        const bound = new Map<string, number>();
        const m = playBotMatch<LancasterState>(entry, levels, { seats, seed: `easy-ends-${seats}-${k}` }, {
          maxSteps: STEP_CAP,
          onStep: ({ before, seat, command }) => {
            // AS-1: no undo within the rules; nothing is ever taken back.
            check(!command.startsWith('undo'), `the easy bot played "${command}"`);
            perRound.set(before.round, (perRound.get(before.round) ?? 0) + 1);
            const task = before.tasks[0];
            let key: string | null = null;
            if (task?.t === 'vote') {
              key = `r${before.round} vote ${task.proposal} seat ${seat}`;
              bound.set(key, 1);
            } else if (task?.t === 'castles') {
              key = `r${before.round} castle seat ${seat}`;
              const step = before.castle[seat];
              if (!bound.has(key)) bound.set(key, 2 * ((step?.items.length ?? 0) + (step?.ally.length ?? 0)) + 1);
            } else if (task?.t === 'ransom') {
              key = `r${before.round} ransom ${task.slot} seat ${seat}`;
              const stack = before.conflicts[task.slot]?.spaces.find((x) => x?.force === seat);
              if (!bound.has(key)) bound.set(key, (stack?.knights.length ?? 0) + 1);
            }
            if (key) perStep.set(key, (perStep.get(key) ?? 0) + 1);
          },
        });
        expect(m.state.round).toBe(5);
        for (const [round, n] of perRound) check(n <= 90, `${seats}p ${k}: round ${round} took ${n} commands`);
        for (const [key, n] of perStep) check(n <= (bound.get(key) ?? 0), `${seats}p ${k}: ${key} took ${n} commands`);
      }
    }
  });
});
