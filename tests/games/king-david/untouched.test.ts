import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/games/king-david/bot';
import type { KdState } from '../../../src/games/king-david/state';
import { playRandom } from '../../support/game-harness';
import { game } from './helpers';

/**
 * DESIGN.md §3: `apply` never changes the state it is given; the platform keeps earlier states
 * (the snapshot, the states an undo returns to) and trusts them. A clone shares most of its
 * state with the state it was made from, each part until its first change (clone.ts says which;
 * army-index.ts `setArmy` and shared.ts copy or replace it then), so every state of a random
 * game is written down when it is made and read again once the game has been played on to its
 * end from it.
 */
describe('King David: apply leaves every earlier state as it was', () => {
  for (const seats of [2, 5]) {
    it(`DESIGN §3: after a whole random game at ${seats} players, each of its states reads as when it was made`, () => {
      const states: { state: KdState; json: string }[] = [];
      playRandom(game, randomBot, { seats, seed: `untouched-${seats}` }, ({ before, after }) => {
        if (states.length === 0) states.push({ state: before, json: JSON.stringify(before) });
        states.push({ state: after, json: JSON.stringify(after) });
      });
      expect(states.length).toBeGreaterThan(100);
      const changed = states.findIndex((x) => JSON.stringify(x.state) !== x.json);
      expect(changed, `state ${changed} of ${states.length} changed after it was made`).toBe(-1);
    });
  }
});
