import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, sightOf, type BotLevel } from '../../../src/engine/bots';
import { randomFrom } from '../../../src/engine/rng';
import { registry } from '../../../src/games';
import { senorBots } from '../../../src/games/senor-de-la-guerra/bots';
import type { SenorState } from '../../../src/games/senor-de-la-guerra/state';
import { playBotMatch } from '../../../scripts/bot-arena';
import { check } from '../../support/game-harness';
import { checkEnd, conservation } from './checks';
import { game, randomGame } from './helpers';

const entry = registry[game.id];

/** Far above what a match takes (about 70 commands between a good and an easy bot, 120 between two good ones). */
const STEP_CAP = 600;

const PAIRS: readonly (readonly [BotLevel, BotLevel])[] = [
  ['easy', 'easy'],
  ['good', 'good'],
  ['good', 'easy'],
  ['easy', 'good'],
];

describe('El Señor de la Guerra: bot matches', () => {
  it('SG-39 / SG-40 / SG-41: bot matches at 2 players (all easy, all good, good against easy; the Normans on either seat) end with a victory condition within the step cap, every piece, counter, cap and tile as the rules allow after every step (SG-3 / SG-5 / SG-26 / SG-34)', () => {
    const sides = new Set<string>();
    for (const levels of PAIRS) {
      for (const normans of [0, 1]) {
        const seed = `sg-bots-${levels.join('-')}-${normans}`;
        const m = playBotMatch<SenorState>(entry, levels, { seats: 2, seed, options: { normans } }, {
          maxSteps: STEP_CAP,
          onStep: ({ after, command }) => {
            const problem = conservation(after);
            check(problem === null, `${seed} after "${command}": ${problem}`);
          },
        });
        checkEnd(m.state);
        expect(m.state.normanSeat).toBe(normans);
        sides.add(m.winners[0] === normans ? 'normans' : 'frisians');
      }
    }
    // Both sides win some of these matches: neither bot hands every game to one side.
    expect([...sides].sort()).toEqual(['frisians', 'normans']);
  });

  it('both levels answer a listed command at every state of random games, for the seat asked, from its sight alone', () => {
    let asked = 0;
    for (const seed of ['sg-bots-listed-0', 'sg-bots-listed-1']) {
      const random = randomFrom(`choose:${seed}`);
      randomGame(
        seed,
        (before, _after, seat) => {
          const sight = sightOf(game, before, seat);
          for (const level of BOT_LEVELS) {
            const command = senorBots[level](sight, random);
            check(sight.actions.includes(command), `${seed} ${sight.view.decision}: the ${level} bot answered "${command}", not listed`);
            asked++;
          }
        },
        { normans: seed.endsWith('1') ? 1 : 0 },
      );
    }
    expect(asked).toBeGreaterThan(200);
  });

  it('a bot given the same sight and the same random numbers answers the same command', () => {
    let compared = 0;
    randomGame('sg-bots-repeat', (before, _after, seat) => {
      if (compared >= 60) return;
      const sight = sightOf(game, before, seat);
      for (const level of BOT_LEVELS) {
        const a = senorBots[level](sight, randomFrom(`same:${compared}`));
        const b = senorBots[level](structuredClone(sight), randomFrom(`same:${compared}`));
        check(a === b, `${sight.view.decision}: ${level} answered "${a}" then "${b}"`);
      }
      compared++;
    });
    expect(compared).toBe(60);
  });
});
