import { describe, expect, it } from 'vitest';
import { randomInt, seedRng, shuffle } from '../../../src/engine/rng';
import { ALL_CARDS, PRINCE_TYPES } from '../../../src/games/princeps-machiavelli/data';
import { turnOrder } from '../../../src/games/princeps-machiavelli/state';
import { english } from '../../support/words';
import { conservationProblem, game } from './helpers';

describe('setup (PM-1 … PM-5, A-16)', () => {
  it('PM-1 … PM-5 (PM-3, R-4), A-16: the setup draws in the rulings’ order: starter, Princes, territories, armies, deck', () => {
    const seats = 4;
    const s = game.setup({ seats, seed: 'order' });
    // Replays A-16 by hand with the same seed.
    const rng = seedRng('order');
    const starter = randomInt(rng, seats);
    const princes = shuffle(rng, ['PR-E', 'PR-H', 'PR-N1', 'PR-N2', 'PR-P']);
    const territories = shuffle(rng, ALL_CARDS.filter((c) => /^T\d\d$/.test(c)));
    expect(s.starter).toBe(starter);
    expect(s.princes).toEqual(princes.slice(0, seats));
    expect(s.out).toEqual(princes.slice(seats).sort());
    expect(s.rows.map((r) => r.map((t) => t.id))).toEqual([0, 1, 2, 3].map((i) => territories.slice(3 * i, 3 * i + 3)));
    expect(s.rows.flat().every((t) => t.stable && t.cards.length === 0)).toBe(true);
    const remaining = ALL_CARDS.filter((c) => !s.hands.flat().includes(c) && !s.rows.flat().some((t) => t.id === c) && !s.out.includes(c));
    expect(s.deck).toEqual(shuffle(rng, remaining));
    expect(s.discard).toEqual([]);
    expect(conservationProblem(s)).toBeNull();
  });

  it('PM-4: a Citizen and a Mercenary Army each, lowest ids first in seat order; a Noble Prince takes one more Citizen Army', () => {
    // Find seeds where the nobles sit at known seats.
    for (let k = 0; k < 40; k++) {
      const s = game.setup({ seats: 5, seed: `armies-${k}` });
      let citizen = 1;
      let mercenary = 1;
      s.princes.forEach((p, seat) => {
        const want = [p, `CI${String(citizen++).padStart(2, '0')}`, `ME${String(mercenary++).padStart(2, '0')}`];
        if (PRINCE_TYPES[p] === 'noble') want.push(`CI${String(citizen++).padStart(2, '0')}`);
        expect(s.hands[seat].slice().sort()).toEqual(want.sort());
      });
    }
  });

  it('PM-2, R-3: one Prince per seat, in hand; the rest are out of the game; Prince types are public', () => {
    const s = game.setup({ seats: 2, seed: 'princes' });
    expect(s.princes).toHaveLength(2);
    for (let seat = 0; seat < 2; seat++) expect(s.hands[seat]).toContain(s.princes[seat]);
    expect(s.out).toHaveLength(3);
    const v = game.view(s, null) as { players: { princeType: string }[]; out: string[] };
    expect(v.players.map((p) => p.princeType)).toEqual(s.princes.map((p) => PRINCE_TYPES[p]));
    expect(v.out).toEqual(s.out);
  });

  it('PM-1, R-2: play passes counter-clockwise: after seat k comes seat k−1, after the first the last', () => {
    const s = game.setup({ seats: 5, seed: 'order' });
    s.starter = 2;
    expect(turnOrder(s)).toEqual([2, 1, 0, 4, 3]);
    s.starter = 0;
    expect(turnOrder(s)).toEqual([0, 4, 3, 2, 1]);
  });

  it('PM-1: the starting player of round 1 is drawn at random (every seat happens)', () => {
    const starters = new Set(Array.from({ length: 60 }, (_, k) => game.setup({ seats: 3, seed: `start-${k}` }).starter));
    expect([...starters].sort()).toEqual([0, 1, 2]);
  });

  it('§1.1, R-1: two to five seats', () => {
    expect(game.seats).toEqual({ min: 2, max: 5 });
    expect(() => game.setup({ seats: 6, seed: 'x' })).toThrow();
    expect(() => game.setup({ seats: 1, seed: 'x' })).toThrow();
  });
});

describe('the match option `length` (§1.3, R-11)', () => {
  const check = (options: Record<string, unknown>) => {
    const r = game.checkOptions!(3, options);
    return r === null ? null : english(r);
  };

  it('§1.3, R-11: rounds:N with 5 ≤ N ≤ 12, or deck; absent means rounds:5', () => {
    expect(check({})).toBeNull();
    expect(check({ length: 'rounds:5' })).toBeNull();
    expect(check({ length: 'rounds:12' })).toBeNull();
    expect(check({ length: 'deck' })).toBeNull();
    expect(game.setup({ seats: 3, seed: 'x' }).length).toEqual({ mode: 'rounds', rounds: 5 });
    expect(game.setup({ seats: 3, seed: 'x', options: { length: 'rounds:9' } }).length).toEqual({ mode: 'rounds', rounds: 9 });
    expect(game.setup({ seats: 3, seed: 'x', options: { length: 'deck' } }).length).toEqual({ mode: 'deck' });
  });

  it('§1.3, R-11: anything else is refused with a message saying what is allowed', () => {
    for (const bad of ['rounds:4', 'rounds:13', 'rounds:', 'rounds:5.5', 'Rounds:5', 5, null, 'forever', ['deck']]) {
      expect(check({ length: bad })).toBe('The option length is rounds:N, with N from 5 to 12 (rounds:5 when not given), or deck.');
    }
    expect(check({ colour: 'red' })).toBe('Unknown option “colour”: the only option is length.');
  });
});
