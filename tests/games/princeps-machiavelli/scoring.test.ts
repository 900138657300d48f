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
    // Tie-break 2 decides: 2 Gold territories (one destabilised) against 1.
    expect(winners(table3)).toEqual({ winners: [0], decider: 'gold', best: 2, next: 1 });
    const log: LogLine[] = [];
    finishGame(s, log);
    expect(s.result?.winners).toEqual([0]);
    expect(s.result?.scores).toEqual([4, 4, 2]);
    expect(english(s.result!.reason)).toBe('Player 1 wins with 4 VP (the tie is broken by Gold territories, stable or not: 2 against 1).');
    // PM-57: the final table is published to all, in the log and in the result.
    const rows = [
      'Player 1: 4 VP (most territories, most stable Gold, most stable Trade, and most stable Agriculture). 4 territories, 3 stable; stable Gold 1, stable Trade 1, stable Agriculture 1; Gold 2, Trade 1, Agriculture 1 stable or not.',
      'Player 2: 4 VP (most territories, most stable Gold, most stable Trade, and most stable Agriculture). 4 territories, 3 stable; stable Gold 1, stable Trade 1, stable Agriculture 1; Gold 1, Trade 2, Agriculture 1 stable or not.',
      'Player 3: 2 VP (most stable Gold and most stable Agriculture). 2 territories, 2 stable; stable Gold 1, stable Trade 0, stable Agriculture 1; Gold 1, Trade 0, Agriculture 1 stable or not.',
    ];
    expect(read(log, null)).toEqual([...rows, 'Player 1 wins with 4 VP (the tie is broken by Gold territories, stable or not: 2 against 1).']);
    expect(s.result!.details!.map((d) => english(d.text))).toEqual(rows);
    expect(s.result!.details!.map((d) => d.seat)).toEqual([0, 1, 2]);
    expect(s.result!.details![0].figures).toEqual({ vp: 4, territories: 4, stable: 3, stableGold: 1, stableTrade: 1, stableAgriculture: 1, gold: 2, trade: 1, agriculture: 1 });
    expect(s.result!.details![0].places).toEqual(['T12', 'T05', 'T09', 'T13']);
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
    expect(s.result!.details!.map((d) => english(d.text))).toEqual([
      'Player 1: 2 VP (most territories and most stable Gold). 1 territory, 1 stable; stable Gold 1, stable Trade 0, stable Agriculture 0; Gold 1, Trade 0, Agriculture 0 stable or not.',
      'Player 2: 2 VP (most territories and most stable Gold). 1 territory, 1 stable; stable Gold 1, stable Trade 0, stable Agriculture 0; Gold 1, Trade 0, Agriculture 0 stable or not.',
    ]);
  });

  it('PM-57: the most VP wins outright without tie-breaks', () => {
    const s = table(2);
    territory(s, 0, 'T12');
    territory(s, 0, 'T05');
    territory(s, 1, 'T02', [], { stable: false });
    finishGame(s, []);
    expect(s.result?.winners).toEqual([0]);
    expect(s.result?.scores).toEqual([3, 0]);
    expect(english(s.result!.reason)).toBe('Player 1 wins with 3 VP (the next best has 0 VP).');
    // PM-51: a destabilised territory counts for "most territories" only; R-45: a best of 0 scores nobody.
    expect(english(s.result!.details![1].text)).toBe(
      'Player 2: 0 VP (no category won). 1 territory, 0 stable; stable Gold 0, stable Trade 0, stable Agriculture 0; Gold 1, Trade 0, Agriculture 0 stable or not.',
    );
  });
});
