import { describe, expect, it } from 'vitest';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { english } from '../../support/words';
import { act, actionsFor, game, look, read, table, territory } from './helpers';

/** Plays a whole round with nobody doing anything: draw, done, end preparation, end turn. */
function quietRound(s: PMState): PMState {
  let t = s;
  for (let seat = 0; seat < t.seats; seat++) if (game.actions(t, seat).includes('draw')) t = act(t, seat, 'draw').state;
  for (let seat = 0; seat < t.seats; seat++) t = act(t, seat, 'done').state;
  while (t.phase === 'preparation' || t.phase === 'actions') t = act(t, game.active(t)[0], 'end').state;
  return t;
}

describe('The round (PM-6, PM-16, A-11) and the end of the game (§1.3)', () => {
  it('PM-6, PM-1, R-2: Draw, Negotiation, Preparation, Actions, then the next round starts with the next player in turn order', () => {
    let s = game.setup({ seats: 3, seed: 'round' });
    expect(s.phase).toBe('draw');
    const starter = s.starter;
    for (let seat = 0; seat < 3; seat++) s = act(s, seat, 'draw').state;
    expect(s.phase).toBe('negotiation');
    for (let seat = 0; seat < 3; seat++) s = act(s, seat, 'done').state;
    expect(s.phase).toBe('preparation');
    const order: number[] = [];
    while (s.phase === 'preparation') {
      order.push(game.active(s)[0]);
      s = act(s, game.active(s)[0], 'end').state;
    }
    expect(order).toEqual([starter, (starter + 2) % 3, (starter + 1) % 3]);
    expect(s.phase).toBe('actions');
    const turns: number[] = [];
    while (s.phase === 'actions') {
      turns.push(game.active(s)[0]);
      s = act(s, game.active(s)[0], 'end').state;
    }
    expect(turns).toEqual(order);
    expect(s.round).toBe(2);
    expect(s.starter).toBe((starter + 2) % 3);
    expect(s.phase).toBe('draw');
  });

  it('PM-17: exhaustion is cleared at the start of every Actions phase', () => {
    const s = table(2);
    territory(s, 0, 'T13', ['PR-N1'], { stable: false });
    territory(s, 1, 'T20');
    actionsFor(s, 0);
    let t = act(s, 0, 'stabilise pr-n1').state;
    expect(t.exhausted).toEqual(['PR-N1']);
    t = act(t, 0, 'end').state;
    t = act(t, 1, 'end').state;
    expect(t.round).toBe(2);
    while (t.phase !== 'actions') {
      const seat = game.active(t).find((x) => ['draw', 'done', 'end'].some((c) => game.actions(t, x).includes(c)))!;
      const options = game.actions(t, seat);
      t = act(t, seat, options.includes('draw') ? 'draw' : options.includes('done') ? 'done' : 'end').state;
    }
    expect(t.exhausted).toEqual([]);
  });

  it('§1.3, PM-57: rounds:5 ends after the Actions phase of round 5, with a result and nobody to act', () => {
    let s = game.setup({ seats: 2, seed: 'five' });
    for (let round = 1; round <= 5; round++) {
      expect(s.round).toBe(round);
      s = quietRound(s);
    }
    expect(game.result(s)).not.toBeNull();
    expect(s.phase).toBe('over');
    expect(game.active(s)).toEqual([]);
    expect(game.actions(s, 0)).toEqual([]);
  });

  it('§1.3: rounds:7 plays seven rounds', () => {
    let s = game.setup({ seats: 2, seed: 'seven', options: { length: 'rounds:7' } });
    for (let round = 1; round <= 6; round++) s = quietRound(s);
    expect(game.result(s)).toBeNull();
    expect(s.round).toBe(7);
    s = quietRound(s);
    expect(game.result(s)).not.toBeNull();
  });

  it('PM-16, R-19, A-11: an action turn is any number of actions, one at a time, each resolved before the next, then end', () => {
    const s = table(2);
    territory(s, 0, 'T02', ['CO01', 'FO01', 'PR-N1'], { stable: false });
    territory(s, 1, 'T20');
    actionsFor(s, 0);
    let t = act(s, 0, 'fortify co01').state;
    expect(game.active(t)).toEqual([0]);
    t = act(t, 0, 'stabilise pr-n1').state;
    expect(game.actions(t, 0)).toEqual(['end']);
    const last = act(t, 0, 'end');
    expect(read(last.log, 1)).toEqual(['Player 1 ends their action turn.']);
    expect(game.active(last.state)).toEqual([1]);
  });

  it('contract: a seat out of range sees what a spectator sees; every listed command has a sentence', () => {
    const s = game.setup({ seats: 3, seed: 'contract' });
    expect(game.view(s, 7)).toEqual(game.view(s, null));
    expect(game.view(s, -1)).toEqual(game.view(s, null));
    for (let seat = 0; seat < 3; seat++) {
      for (const c of game.actions(s, seat)) expect(english(game.describe!(s, seat, c).text).length).toBeGreaterThan(5);
    }
    expect(english(game.describe!(s, 0, 'draw').text)).toMatch(/^Discard no cards and draw up to \d+ cards$/);
    expect(game.describe!(s, 0, 'draw').final).toBe(true);
    expect(look(s, 0).prompt).toEqual({ key: 'pm.prompt.draw', params: { n: 0 } });
  });

  it('A-2: anything not listed is refused with a message and changes nothing, whatever the input', () => {
    const s = game.setup({ seats: 2, seed: 'junk' });
    const before = JSON.stringify(s);
    for (const junk of ['', 'discard', 'discard zz', 'draw 5', 'offer 1', 'attack', '🙂', 'x'.repeat(10_000), 'discard 1e99', 'place ca01 firenze']) {
      const r = game.apply(s, 0, junk);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(english(r.message).length).toBeGreaterThan(0);
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});
