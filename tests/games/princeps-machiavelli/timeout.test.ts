import { describe, expect, it } from 'vitest';
import { play } from '../../../src/engine/play';
import { registry } from '../../../src/games';
import { timeoutMove } from '../../../src/games/princeps-machiavelli/timeout';
import { readySeats } from '../../support/game-harness';
import { english } from '../../support/words';
import { game } from './helpers';

describe('timeout defaults (the deadline policy "bot", A-3)', () => {
  it('A-3: the registry plays Princeps Machiavelli’s timeout defaults, not its random bot', () => {
    expect(registry['princeps-machiavelli'].timeout).toBe(timeoutMove);
  });

  for (const seats of [2, 3, 4, 5]) {
    it(`A-1, A-3: ${seats} players who all let every clock run out play a whole match of listed defaults: no voluntary discard, done, no change, end turn`, () => {
      let s = game.setup({ seats, seed: `timeouts-${seats}` });
      const verbs = new Set<string>();
      for (let n = 0; !game.result(s); n++) {
        expect(n).toBeLessThan(5_000);
        const seat = readySeats(game, s)[0];
        const command = timeoutMove(s, seat);
        expect(game.actions(s, seat)).toContain(command);
        const r = play(game, s, seat, command);
        if (!r.ok) throw new Error(english(r.message));
        verbs.add(command.split(' ')[0]);
        s = r.value.state;
      }
      // Nothing but the defaults of the table: discards only when mandatory, never an offer, a placement or an action.
      expect([...verbs].every((v) => ['draw', 'discard', 'done', 'end'].includes(v)), [...verbs].join(', ')).toBe(true);
      expect(s.round).toBe(5);
      expect(s.rows.map((r) => r.length)).toEqual(Array(seats).fill(3));
    });
  }
});
