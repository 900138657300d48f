import { describe, expect, it } from 'vitest';
import { finishGame, standings, winners } from '../../../src/games/princeps-machiavelli/scoring';
import type { LogLine } from '../../../src/engine/types';
import { english } from '../../support/words';
import { hand, independent, read, table, territory } from './helpers';

describe('End of the game and scoring (PM-55 … PM-57)', () => {
  it('TS-18, PM-56, PM-57, R-45, R-46, PM-51, R-43: 4/4/2 VP; tie-break 1 (stable) ties 3/3; tie-break 2 (Gold, destabilised included) gives Player 1 the win', () => {
    const s = table(3);
    territory(s, 0, 'T12');
    territory(s, 0, 'T05');
    territory(s, 0, 'T09');
    territory(s, 0, 'T13', [], { stable: false });
    territory(s, 1, 'T02');
    territory(s, 1, 'T03');
    territory(s, 1, 'T06');
    territory(s, 1, 'T20', [], { stable: false });
    territory(s, 2, 'T17');
    territory(s, 2, 'T22');
    const table3 = standings(s);
    expect(table3.map((x) => x.territories)).toEqual([4, 4, 2]);
    expect(table3.map((x) => x.stableWealth)).toEqual([
      { gold: 1, trade: 1, agriculture: 1 },
      { gold: 1, trade: 1, agriculture: 1 },
      { gold: 1, trade: 0, agriculture: 1 },
    ]);
    expect(table3.map((x) => x.vp)).toEqual([4, 4, 2]);
    expect(table3.map((x) => x.stable)).toEqual([3, 3, 2]);
    expect(winners(table3)).toEqual({ winners: [0], decider: 'gold' });
    const log: LogLine[] = [];
    finishGame(s, log);
    expect(s.result?.winners).toEqual([0]);
    expect(s.result?.scores).toEqual([4, 4, 2]);
    expect(english(s.result!.reason)).toBe('Player 1 wins with 4 VP (tie broken by the most Gold territories).');
    // PM-57: the final table is published to all.
    expect(read(log, null)).toEqual([
      'Player 1: 4 VP; 4 territories, 3 stable; stable Gold 1, Trade 1, Agriculture 1.',
      'Player 2: 4 VP; 4 territories, 3 stable; stable Gold 1, Trade 1, Agriculture 1.',
      'Player 3: 2 VP; 2 territories, 2 stable; stable Gold 1, Trade 0, Agriculture 1.',
      'Player 1 wins with 4 VP (tie broken by the most Gold territories).',
    ]);
  });

  it('R-45: a category whose best is 0 scores nothing; PM-55: hands and independent territories count for nobody', () => {
    const s = table(2);
    territory(s, 0, 'T12', [], { stable: false });
    territory(s, 1, 'T02', [], { stable: false });
    hand(s, 0, 'T05', 'T03');
    independent(s, 'T06', ['CJ01']);
    const t = standings(s);
    expect(t.map((x) => x.vp)).toEqual([1, 1]);
    expect(t.map((x) => x.territories)).toEqual([1, 1]);
  });

  it('PM-57, R-46: when every tie-break ties, the victory is shared', () => {
    const s = table(2);
    territory(s, 0, 'T12');
    territory(s, 1, 'T02');
    finishGame(s, []);
    expect(s.result?.winners).toEqual([0, 1]);
    expect(english(s.result!.reason)).toBe('Player 1 and Player 2 share the victory with 2 VP (tied on every tie-break).');
  });

  it('PM-57: the most VP wins outright without tie-breaks', () => {
    const s = table(2);
    territory(s, 0, 'T12');
    territory(s, 0, 'T05');
    territory(s, 1, 'T02', [], { stable: false });
    finishGame(s, []);
    expect(s.result?.winners).toEqual([0]);
    expect(s.result?.scores).toEqual([3, 0]);
    expect(english(s.result!.reason)).toBe('Player 1 wins with 3 VP.');
  });
});
