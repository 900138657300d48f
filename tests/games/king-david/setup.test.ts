import { beforeEach, describe, expect, it, vi } from 'vitest';
import { timeoutMove } from '../../../src/games/king-david/bot';
import { AREA } from '../../../src/games/king-david/data/map';
import { COUNTER, type ArmyType } from '../../../src/games/king-david/data/counters';
import type { LogLine } from '../../../src/engine/types';
import type { KdState } from '../../../src/games/king-david/state';
import type { KdView } from '../../../src/games/king-david/view';
import { english } from '../../support/words';
import { clearForced, d10 } from './forced';
import { game, go, words } from './helpers';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

/** Plays the set-up with A-16's default placements until turn 1's Diplomacy. */
function setUp(s: KdState): KdState {
  while (s.stack.some((f) => f.k === 'setup' || f.k === 'countries')) {
    const seat = game.active(s)[0];
    s = go(s, seat, timeoutMove(s, seat)).state;
  }
  return s;
}

describe('country choice and set-up', () => {
  it('R-1 / KD-4: 2 to 5 players; the countries in play are Philistia, Judah, Aram, Tyre, Moab in that order of count', () => {
    expect(game.seats).toEqual({ min: 2, max: 5 });
    for (const [n, inPlay] of [[2, ['PHI', 'JUD']], [3, ['PHI', 'JUD', 'ARA']], [4, ['PHI', 'JUD', 'ARA', 'TYR']], [5, ['PHI', 'JUD', 'ARA', 'TYR', 'MOA']]] as const) {
      const s = game.setup({ seats: n, seed: 'x' });
      expect(s.inPlay).toEqual(inPlay);
      // The others become minors (KD-4 / R-54).
      expect(Object.keys(s.minors).sort()).toEqual(['AMM', 'BED', 'EDO', 'EGY', 'HAM', 'NEG', ...['ARA', 'TYR', 'MOA'].filter((c) => !(inPlay as readonly string[]).includes(c))].sort());
    }
  });

  it('KD-5 / KD-6 / A-14: every marker starts in the cup; players roll d10 and choose in descending order, ties re-rolled among the tied only', () => {
    // Seat 0 rolls 4, seat 1 rolls 8, seat 2 rolls 4: seats 0 and 2 re-roll, 2 then 9.
    d10(4, 8, 4, 2, 9);
    const r = game.setup({ seats: 3, seed: 'order' });
    expect(r.cup).toHaveLength(73);
    expect(game.active(r)).toEqual([1]);
    expect(game.actions(r, 1)).toEqual(['country philistia', 'country judah', 'country aram']);
    let s = go(r, 1, 'country judah').state;
    expect(game.active(s)).toEqual([2]);
    expect(game.actions(s, 2)).toEqual(['country philistia', 'country aram']);
    s = go(s, 2, 'country aram').state;
    // The last player has no choice.
    expect(s.country).toEqual(['PHI', 'JUD', 'ARA']);
  });

  it('A-1 / KD-6: the country-choice rolls, re-rolls included, are logged for everyone at set-up', () => {
    d10(4, 8, 4, 2, 9);
    const log: LogLine[] = [];
    game.setup({ seats: 3, seed: 'order' }, log);
    expect(log.every((l) => l.to === undefined)).toBe(true);
    expect(words(log)).toEqual(['Rolls: Player 1 4, Player 2 8, and Player 3 4.', 'Rolls: Player 1 2 and Player 3 9.']);
  });

  it('KD-7 / KD-8 / KD-9 / KD-10 / KD-11 / R-62: chits first, then each country draws its set-up armies, places leaders first and all in home cities; stocks and three markers each', () => {
    let s = game.setup({ seats: 2, seed: 'setup' });
    s = go(s, game.active(s)[0], 'country judah').state;
    // KD-7: the turn-1 chits are already on the track.
    expect(s.track).toHaveLength(12);
    // KD-8: Philistia sets up first.
    const P = s.country.indexOf('PHI');
    const J = s.country.indexOf('JUD');
    expect(game.active(s)).toEqual([P]);
    expect(game.actions(s, P).filter((c) => /^place (?!rest$)[a-z]+$/.test(c))).toEqual(['place gaz', 'place ask', 'place asd', 'place ekr', 'place gat', 'place jop']);
    s = setUp(s);
    const count = (c: string, t: ArmyType) => Object.keys(s.armies).filter((id) => COUNTER[id].country === c && COUNTER[id].type === t && s.armies[id].at !== null).length;
    expect([count('PHI', 'C'), count('PHI', 'P'), count('PHI', 'I'), count('PHI', 'M')]).toEqual([5, 0, 4, 6]);
    expect([count('JUD', 'C'), count('JUD', 'P'), count('JUD', 'I'), count('JUD', 'M')]).toEqual([0, 6, 6, 5]);
    // All in home cities (A-16: cities in §5.1 order, filled to the limit).
    for (const id of Object.keys(s.armies).filter((x) => s.armies[x].at !== null)) expect(AREA[s.armies[id].at as string].city, id).not.toBeNull();
    expect(Object.entries(s.leaders).filter(([, l]) => l.status === 'map').map(([id, l]) => [id, l.at])).toEqual([['DAVID', 'HEB'], ['JOAB', 'HEB'], ['AMASA', 'HEB'], ['ABISHAI', 'HEB']]);
    // David's +3 lets Hebron hold 7 armies.
    expect(Object.keys(s.armies).filter((id) => s.armies[id].at === 'HEB')).toHaveLength(7);
    expect([s.food[P], s.res[P], s.food[J], s.res[J]]).toEqual([28, 30, 23, 20]);
    expect(s.hands.map((h) => h.length)).toEqual([3, 3]);
    expect(s.cup).toHaveLength(67);
    expect([s.fort.HEB, s.fort.BET, s.fort.GAZ, s.fort.DAM, s.fort.JER, s.fort.GIB]).toEqual([3, 2, 2, 4, 2, 1]);
    // the pool and the hand are their owner's alone.
    const v = game.view(s, J) as KdView;
    expect(v.pool).not.toBeNull();
    expect((game.view(s, P) as KdView).pool).not.toEqual(v.pool);
    expect((game.view(s, null) as KdView).hand).toBeNull();
  });

  it('KD-8 / A-2: set-up placements show others only a piece in an area, the owner its name', () => {
    let s = game.setup({ seats: 2, seed: 'setup' });
    s = go(s, game.active(s)[0], 'country judah').state;
    const P = s.country.indexOf('PHI');
    const r = go(s, P, 'place gat');
    const pub = words(r.log);
    expect(pub).toEqual([expect.stringMatching(/^Player \d \(Philistia\) places a piece in Gath\.$/)]);
    expect(words(r.log, P).some((l) => /^Your Philistia (chariot|infantry|militia) \d.* goes to Gath\.$/.test(l))).toBe(true);
  });

  it('KD-84 / R-57: the short game is a match option, checked with a clear message', () => {
    expect(game.checkOptions?.(3, {})).toBeNull();
    expect(game.checkOptions?.(3, { short: 4 })).toBeNull();
    expect(english(game.checkOptions?.(3, { short: 6 }) ?? '')).toMatch(/3, 4 or 5/);
    expect(english(game.checkOptions?.(3, { turns: 3 }) ?? '')).toMatch(/Unknown option “turns”/);
    expect(game.setup({ seats: 3, seed: 'x', options: { short: 3 } }).short).toBe(3);
  });
});
