import { describe, expect, it } from 'vitest';
import { sightOf, type BotLevel } from '../../../src/engine/bots';
import { randomFrom } from '../../../src/engine/rng';
import { registry } from '../../../src/games';
import { randomBot } from '../../../src/games/princeps-machiavelli/bot';
import { princepsBots } from '../../../src/games/princeps-machiavelli/bots';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { playBotMatch } from '../../../scripts/bot-arena';
import { check, playRandom } from '../../support/game-harness';
import { conservationProblem, endProblem, game, replays } from './helpers';

/*
 * The seat bots in whole matches (issue 26): at every seat count, with both levels mixed and each
 * `length` the game has, every match ends as its length says within a step bound, the 93 cards are
 * conserved after every step and the moves replay to the same end. The arena stops a match at any
 * command a bot answers that is not listed. Seeds are few: a match of good bots takes a second.
 */

const entry = registry[game.id];

/** Commands that take back an earlier step: the easy bot never plays one, so it cannot loop. */
const TAKE_BACKS = /^(undo|keep|resume|ungive|unwant|cancel|back|withdraw|reset|drop|orders|autodraw)\b|^draw always$/;

interface Case {
  levels: BotLevel[];
  length: string;
}

const LEVELS: Case[] = [
  { levels: ['easy', 'easy'], length: 'rounds:5' },
  { levels: ['good', 'easy'], length: 'deck' },
  { levels: ['good', 'good'], length: 'rounds:7' },
  { levels: ['easy', 'good', 'easy'], length: 'rounds:5' },
  { levels: ['good', 'good', 'good'], length: 'deck' },
  { levels: ['easy', 'easy', 'easy', 'easy'], length: 'rounds:12' },
  { levels: ['good', 'easy', 'good', 'easy'], length: 'rounds:5' },
  { levels: ['easy', 'easy', 'easy', 'easy', 'easy'], length: 'deck' },
  { levels: ['good', 'easy', 'easy', 'good', 'easy'], length: 'rounds:6' },
];

const CASES = LEVELS.map((c) => ({ ...c, seats: c.levels.join(' ') }));

/** Steps of one Negotiation phase that a match of these bots stays well under (A-9: it ends). */
const NEGOTIATION_BOUND = 80;

describe('bot matches', () => {
  it.each(CASES)('§1.3, PM-57, §1.2, A-16: bots $seats on length $length end as the length says, conserve the 93 cards and replay; the easy bot never takes a step back and every Negotiation ends (A-9)', ({ levels, length }) => {
    const setup = { seats: levels.length, seed: `bot-match-${levels.join('-')}-${length}`, options: { length } };
    let negotiating = 0;
    let longest = 0;
    const m = playBotMatch<PMState>(entry, levels, setup, {
      maxSteps: 400 * levels.length,
      onStep: ({ before, after, seat, command }) => {
        const problem = conservationProblem(after);
        check(problem === null, `${setup.seed} after "${command}": ${problem}`);
        if (levels[seat] === 'easy') check(!TAKE_BACKS.test(command) || (command.startsWith('withdraw ') && before.phase === 'preparation' && !game.actions(before, seat).includes('end')), `${setup.seed}: the easy bot played "${command}"`);
        negotiating = before.phase === 'negotiation' ? negotiating + 1 : 0;
        longest = Math.max(longest, negotiating);
      },
    });
    expect(endProblem(m.state, length)).toBeNull();
    expect(replays(setup, m.moves, m.state)).toBe(true);
    expect(longest).toBeGreaterThan(levels.length - 1);
    expect(longest).toBeLessThan(NEGOTIATION_BOUND);
  });

  it('A-2: at the states of random games, both bots of every seat that may act answer a listed command', () => {
    let asked = 0;
    for (const [seats, k] of [2, 3, 4, 5].flatMap((n) => [[n, 0], [n, 1]])) {
      const setup = { seats, seed: `bot-listed-${seats}-${k}` };
      const random = randomFrom(`bot-listed-choices-${seats}-${k}`);
      playRandom(game, randomBot, setup, ({ before }) => {
        for (const seat of game.active(before)) {
          const sight = sightOf(game, before, seat);
          if (sight.actions.length === 0) continue;
          for (const level of ['easy', 'good'] as const) {
            const command = princepsBots[level](sight, random);
            check(sight.actions.includes(command), `${setup.seed} ${before.phase}: the ${level} bot of seat ${seat} answered "${command}", not listed`);
            asked++;
          }
        }
      });
    }
    expect(asked).toBeGreaterThan(3000);
  });
});
