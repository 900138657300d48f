import { describe, expect, it } from 'vitest';
import { openPreparation } from '../../../src/games/princeps-machiavelli/preparation';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { timeoutMove } from '../../../src/games/princeps-machiavelli/timeout';
import { act, acts, faceUp, game, hand, look, read, refused, rowOf, table, territory } from './helpers';

function preparing(seats: number, arrange: (s: PMState) => void = () => {}): PMState {
  const s = table(seats);
  for (let seat = 0; seat < seats; seat++) territory(s, seat, `T0${seat + 1}`);
  arrange(s);
  openPreparation(s, 0);
  return s;
}

describe('Phase 3: Preparation (PM-12 … PM-15, A-10)', () => {
  it('PM-12, A-10: one seat at a time in turn order; the others see nothing of the submission until it ends', () => {
    const s = preparing(3, (x) => {
      x.starter = 1;
      hand(x, 1, 'T05', 'CA01', 'ME01');
    });
    expect(game.active(s)).toEqual([1]);
    const others = [null, 0, 2].map((v) => JSON.stringify(look(s, v)));
    const steps = acts(s, [1, 'territory venezia'], [1, 'place ca01 venezia'], [1, 'place me01 milano']);
    expect([null, 0, 2].map((v) => JSON.stringify(look(steps.state, v)))).toEqual(others);
    expect(steps.log.every((l) => l.to?.length === 1 && l.to[0] === 1)).toBe(true);
    // The seat itself sees its draft.
    expect(look(steps.state, 1).players[1].row.map((t) => [t.id, t.hidden])).toEqual([
      ['T02', ['ME01']],
      ['T05', ['CA01']],
    ]);
    const end = act(steps.state, 1, 'end');
    expect(rowOf(end.state, 1)).toEqual(['T02', 'T05']);
    expect(read(end.log, 2)).toEqual(['Player 2 ends the preparation and adds Venezia to their row.', 'Player 2 has 2 cards more on the table.']);
    // others see the new territory and the count of face-down cards, not which.
    const seen = look(end.state, 2).players[1].row;
    expect(seen.map((t) => [t.id, t.down, t.hidden])).toEqual([
      ['T02', 1, null],
      ['T05', 1, null],
    ]);
    expect(game.active(end.state)).toEqual([0]);
  });

  it('PM-12, PM-14, R-13: a territory placed from hand enters stable at the end of the row and may receive cards at once; DT counts it from the next Draw', () => {
    const s = preparing(2, (x) => hand(x, 0, 'T12', 'SP01'));
    const { state } = acts(s, [0, 'territory firenze'], [0, 'place sp01 firenze'], [0, 'end']);
    expect(state.rows[0].map((t) => [t.id, t.stable, t.cards.map((c) => c.id)])).toEqual([
      ['T01', true, []],
      ['T12', true, ['SP01']],
    ]);
  });

  it('PM-12, R-14, PM-15: cards can be withdrawn (fixed ones cannot); a face-up card placed again is face down', () => {
    const s = preparing(2, (x) => territory(x, 0, 'T03', ['CA01', 'FO01', 'CL01', 'ME01'], { up: ['CA01', 'FO01', 'CL01'] }));
    const options = game.actions(s, 0);
    expect(options).toContain('withdraw ca01');
    expect(options).toContain('withdraw me01');
    expect(options).not.toContain('withdraw fo01');
    expect(options).not.toContain('withdraw cl01');
    expect(refused(s, 0, 'withdraw fo01')).toBe('You cannot withdraw the Fortification: it is fixed face up on Genova.');
    const { state, log } = acts(s, [0, 'withdraw ca01'], [0, 'place ca01 genova'], [0, 'end']);
    expect(faceUp(state, 'T03')).toEqual(['FO01', 'CL01']);
    expect(read(log, 1)).toContain('Player 1 takes back into hand a Captain, which lay face up.');
  });

  it('TS-14, PM-13: a submission leaving two armies on a territory without Captain or Prince is refused, naming the territory', () => {
    const s = preparing(2, (x) => hand(x, 0, 'ME01', 'ME02', 'CA01'));
    const t = acts(s, [0, 'place me01 savoia'], [0, 'place me02 savoia']).state;
    expect(game.actions(t, 0)).not.toContain('end');
    expect(refused(t, 0, 'end')).toBe('Savoia would hold 2 army cards without a Captain or your Prince.');
    const led = act(t, 0, 'place ca01 savoia').state;
    expect(game.actions(led, 0)).toContain('end');
    // One army alone needs no leader.
    const one = act(s, 0, 'place me01 savoia').state;
    expect(game.actions(one, 0)).toContain('end');
  });

  it('PM-10, PM-13: a submission ending with more than 12 cards in hand is refused', () => {
    const s = preparing(2, (x) => territory(x, 0, 'T05', ['CA01', 'CA02', 'CA03', 'CA04', 'CA05', 'CO01', 'CO02', 'CO03', 'CO04', 'CO05', 'SP01', 'SP02']));
    const t = acts(s, ...['ca01', 'ca02', 'ca03', 'ca04', 'ca05', 'co01', 'co02', 'co03', 'co04', 'co05', 'sp01'].map((c): [number, string] => [0, `withdraw ${c}`])).state;
    expect(game.actions(t, 0)).toContain('end');
    const over = act(t, 0, 'withdraw sp02').state;
    expect(refused(over, 0, 'end')).toBe('You would hold 13 cards, counting your Prince; the limit is 12.');
  });

  it('PM-12, R-16: bluffs are allowed (Machiavelli, a Revolt without commander); no card goes on another player’s or an independent territory', () => {
    const s = preparing(2, (x) => hand(x, 0, 'MQ', 'RV01'));
    expect(game.actions(s, 0)).toEqual(expect.arrayContaining(['place mq savoia', 'place rv01 savoia']));
    expect(refused(s, 0, 'place mq milano')).toBe('Milano is not one of your territories: you place cards only on your own.');
    const { state } = acts(s, [0, 'place mq savoia'], [0, 'place rv01 savoia'], [0, 'end']);
    expect(state.rows[0][0].cards.map((c) => c.id)).toEqual(['MQ', 'RV01']);
  });

  it('A-3: the timeout default changes nothing (a started draft is reset first)', () => {
    const s = preparing(2, (x) => hand(x, 0, 'SP01'));
    const t = act(s, 0, 'place sp01 savoia').state;
    expect(timeoutMove(t, 0)).toBe('reset');
    const u = act(t, 0, 'reset').state;
    expect(timeoutMove(u, 0)).toBe('end');
    const done = act(u, 0, 'end').state;
    expect(done.hands[0]).toEqual(['PR-N1', 'SP01']);
  });
});
