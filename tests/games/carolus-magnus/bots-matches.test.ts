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
 * the steps each round took, the step that ends a round counted in it.
 */
function botMatch(levels: BotLevel[], seed: string) {
  const seats = levels.length;
  const roundSteps: number[] = [];
  const m = playBotMatch<CarolusState>(entry, levels, { seats, seed }, {
    maxSteps: STEP_CAP,
    onStep: ({ before, after, seat, command }) => {
      check(game.active(before).includes(seat), `${seed}: seat ${seat} acted out of turn`);
      const problem = conservation(after);
      check(problem === null, `${seed} after "${command}": ${problem}`);
      roundSteps[before.round] = (roundSteps[before.round] ?? 0) + 1;
    },
  });
  checkEnded(m.state, seats);
  const again = replay(game, { seats, seed }, m.moves);
  expect(again.ok).toBe(true);
  expect(again.state).toEqual(m.state);
  return { ...m, roundSteps };
}

/**
 * Whether every round took no more steps than its decisions allow: per seat a disc (CM-5), its
 * paladins, the emperor and a colour per die at most (CM-8, CM-18, CM-19); round 1 also has the
 * set-up crowns (CM-3).
 */
function roundsBounded(seats: number, roundSteps: readonly number[]): boolean {
  const perRound = seats * (1 + TURN_SIZE[seats] + 1 + TURN_SIZE[seats]);
  const setupDice = seats === 3 ? 9 : 7;
  return roundSteps.every((n, round) => n <= perRound + (round === 1 ? seats * setupDice : 0));
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
        expect(roundsBounded(levels.length, m.roundSteps)).toBe(true);
      });
    }
  }

  it('CM-3 / CM-5 / CM-8: easy bots never loop: in 30 matches every round ends within the steps its decisions allow, every match far within the cap', () => {
    for (const seats of [2, 3, 4]) {
      for (let k = 0; k < 10; k++) {
        const m = botMatch(Array.from({ length: seats }, () => 'easy'), `easy-loop-${seats}-${k}`);
        expect(roundsBounded(seats, m.roundSteps)).toBe(true);
        expect(m.moves.length).toBeLessThan(STEP_CAP / 2);
      }
    }
  });
});
