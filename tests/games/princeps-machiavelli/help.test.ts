import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/games/princeps-machiavelli/bot';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { playRandom } from '../../support/game-harness';
import { game, look } from './helpers';

const NOTHING_TO_DO = ['pm.help.wait', 'pm.help.sealed', 'pm.help.over'];

/** Issue 11: a short "what can I do now?" line with each prompt, for each reader. */
describe('the help line says how to make the step on the table, or that there is nothing to do', () => {
  it('A-14: at 2 to 5 players, a seat with moves is told how to make them, one without that it waits, a spectator that it watches', () => {
    const seen = new Set<string>();
    for (const seats of [2, 3, 4, 5]) {
      const check = (s: PMState) => {
        expect(look(s, null).help).toEqual({ key: s.result ? 'pm.help.over' : 'pm.help.watch' });
        for (let seat = 0; seat < seats; seat++) {
          const { key } = look(s, seat).help as { key: string };
          seen.add(key);
          if (game.actions(s, seat).length > 0) expect(NOTHING_TO_DO, `seat ${seat} in ${s.phase}`).not.toContain(key);
          else expect(NOTHING_TO_DO, `seat ${seat} in ${s.phase}`).toContain(key);
        }
      };
      const { state } = playRandom(game, randomBot, { seats, seed: `help-${seats}` }, ({ before }) => check(before));
      check(state);
    }
    // The random games went through every kind of step.
    for (const key of ['draw', 'sealed', 'negotiation', 'negotiationDone', 'prepare', 'act', 'attackDraft', 'w1', 'w2', 'wait', 'over']) {
      expect([...seen]).toContain(`pm.help.${key}`);
    }
  });
});
