import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/games/king-david/bot';
import type { KdState } from '../../../src/games/king-david/state';
import { view } from '../../../src/games/king-david/view';
import { playRandom } from '../../support/game-harness';
import { game } from './helpers';

const NOTHING_TO_DO = ['kd.help.wait', 'kd.help.over'];

/** Issue 11: a short "what can I do now?" line with each prompt, for each reader. */
describe('the help line says how to make the step on the map, or that there is nothing to do', () => {
  it('A-9: a seat with moves is told how to make them, one without that it waits (never who else is awaited), a spectator that it watches', () => {
    const seen = new Set<string>();
    for (const [seats, seed] of [[2, 'help-a'], [3, 'help-b'], [5, 'help-c']] as const) {
      const check = (s: KdState) => {
        expect(view(s, null).help).toEqual({ key: s.result ? 'kd.help.over' : 'kd.help.watch' });
        const waiting = [];
        for (let seat = 0; seat < seats; seat++) {
          const { key } = view(s, seat).help as { key: string };
          seen.add(key);
          if (game.actions(s, seat).length > 0) expect(NOTHING_TO_DO, `seat ${seat}`).not.toContain(key);
          else waiting.push(key);
        }
        // Every seat without a move reads the same line, whoever the step awaits.
        expect(new Set(waiting).size).toBeLessThanOrEqual(1);
        for (const key of waiting) expect(NOTHING_TO_DO).toContain(key);
      };
      const { state } = playRandom(game, randomBot, { seats, seed, options: { short: 2 } }, ({ before }) => check(before));
      check(state);
    }
    // The random games went through the main kinds of step.
    for (const key of ['country', 'place', 'diplomacy', 'initiative', 'window', 'movement', 'order', 'combat', 'battle', 'allocate', 'build', 'wait', 'over']) {
      expect([...seen]).toContain(`kd.help.${key}`);
    }
  });
});
