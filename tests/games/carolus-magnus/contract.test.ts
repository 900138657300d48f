import { describe, expect, it } from 'vitest';
import { findGame } from '../../../src/games';
import { randomBot } from '../../../src/games/carolus-magnus/bot';
import { build, game, seededRandom } from './helpers';

describe('game contract', () => {
  it('CM-4: identity, seat range and roles', () => {
    expect(game.id).toBe('carolus-magnus');
    expect(game.title).toBe('Carolus Magnus');
    expect(game.rulesVersion).toBe('1');
    expect(game.seats).toEqual({ min: 2, max: 4 });
    expect(game.variants).toBeUndefined();
    expect(game.roles?.(3)).toEqual(['Seat 0', 'Seat 1', 'Seat 2']);
    expect(findGame('carolus-magnus')?.game).toBe(game);
  });

  it('CM-8: apply never mutates the state it is given', () => {
    const s = build({ seats: 3, reserves: [{ red: 4 }, {}, {}] });
    const copy = structuredClone(s);
    for (const command of game.actions(s, 0)) {
      const r = game.apply(s, 0, command);
      expect(r.ok).toBe(true);
    }
    expect(s).toEqual(copy);
  });

  it('CM-8: only the active seat has commands; the state is plain JSON', () => {
    const s = build({ seats: 4 });
    expect(game.active(s)).toEqual([0]);
    expect(game.actions(s, 0).length).toBeGreaterThan(0);
    for (const seat of [1, 2, 3, 4, -1]) expect(game.actions(s, seat)).toEqual([]);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(game.result(s)).toBeNull();
  });

  it('CM-8: the random bot picks one of the listed commands', () => {
    const s = build({ seats: 2, reserves: [{ red: 1, blue: 1 }, {}] });
    const random = seededRandom('bot');
    const legal = game.actions(s, 0);
    for (let i = 0; i < 50; i++) expect(legal).toContain(randomBot(s, 0, random));
    expect(randomBot(s, 0, () => 0.999999)).toBe(legal[legal.length - 1]);
  });
});
