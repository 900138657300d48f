import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../../src/engine/bots';
import { replay } from '../../../src/engine/replay';
import { registry } from '../../../src/games';
import { TURN_SIZE } from '../../../src/games/carolus-magnus/data';
import type { CarolusState } from '../../../src/games/carolus-magnus/state';
import { playBotMatch } from '../../../scripts/bot-arena';
import { check } from '../../support/game-harness';
import { checkEnded, conservation } from './checks';
import { game } from './helpers';

const entry = registry[game.id];

/** Far above the longest of 200 matches of easy bots at each seat count (647 steps at 2 seats). */
const STEP_CAP = 2_000;

/**
 * One seeded match of bots to its end, with the property tests' checks after every step; returns
 * the most steps any round took. A round is each seat's disc (CM-5), then each turn's paladins,
 * emperor and crowns (CM-8, CM-18); set-up crowns (CM-3) come before the first.
 */
function botMatch(levels: BotLevel[], seed: string) {
  const seats = levels.length;
  let steps = 0;
  let longestRound = 0;
  let round = 1;
  const m = playBotMatch<CarolusState>(entry, levels, { seats, seed }, {
    maxSteps: STEP_CAP,
    onStep: ({ before, after, seat, command }) => {
      check(game.active(before).includes(seat), `${seed}: seat ${seat} acted out of turn`);
      const problem = conservation(after);
      check(problem === null, `${seed} after "${command}": ${problem}`);
      steps++;
      if (after.round !== round) {
        longestRound = Math.max(longestRound, steps);
        [round, steps] = [after.round, 0];
      }
    },
  });
  checkEnded(m.state, seats);
  const again = replay(game, { seats, seed }, m.moves);
  expect(again.ok).toBe(true);
  expect(again.state).toEqual(m.state);
  return { ...m, longestRound: Math.max(longestRound, steps) };
}

/** Steps a round can take: per seat a disc, its paladins, the emperor and a crown per die; round 1 adds the set-up crowns. */
function roundBound(seats: number): number {
  const setupDice = seats === 3 ? 9 : 7;
  return seats * (1 + 2 * TURN_SIZE[seats] + 1) + seats * setupDice;
}

describe('Carolus Magnus: bot matches run to the end', () => {
  const mixes: Record<number, BotLevel[][]> = {
    2: [['easy', 'easy'], ['good', 'easy'], ['easy', 'good'], ['good', 'good']],
    3: [['easy', 'easy', 'easy'], ['easy', 'good', 'easy'], ['good', 'good', 'good']],
    // teams are seats 0 + 2 and 1 + 3; a good bot beside an easy one, and against another good one.
    4: [['easy', 'easy', 'easy', 'easy'], ['good', 'easy', 'easy', 'easy'], ['easy', 'good', 'good', 'easy'], ['good', 'good', 'good', 'good']],
  };
  for (const [seats, list] of Object.entries(mixes)) {
    for (const levels of list) {
      it(`CM-2 / CM-20 / CM-21 / R-8: ${levels.join(' · ')} at ${seats} seats ends with a result; cubes and castles are conserved at every step; the moves replay`, () => {
        const m = botMatch(levels, `bots-test-${seats}-${levels.join('-')}`);
        expect(m.moves.length).toBeLessThan(STEP_CAP);
        expect(m.longestRound).toBeLessThanOrEqual(roundBound(levels.length));
      });
    }
  }

  it('CM-5 / CM-8: easy bots never loop: every round of 30 matches ends within its own steps, every match far within the cap', () => {
    for (const seats of [2, 3, 4]) {
      for (let k = 0; k < 10; k++) {
        const m = botMatch(Array.from({ length: seats }, () => 'easy'), `easy-loop-${seats}-${k}`);
        expect(m.longestRound).toBeLessThanOrEqual(roundBound(seats));
        expect(m.moves.length).toBeLessThan(STEP_CAP / 2);
      }
    }
  });
});
