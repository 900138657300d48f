import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/games/senor-de-la-guerra/bot';
import type { Phrase } from '../../../src/engine/text';
import { build, game, go, randomGame, seededRandom, won } from './helpers';
import { english } from '../../support/words';

describe('game contract', () => {
  it('SG-3: identity, two seats, roles (Normans on seat 0 unless options.normans is 1)', () => {
    expect(game.id).toBe('senor-de-la-guerra');
    expect(game.title).toBe('El Señor de la Guerra');
    expect(game.rulesVersion).toBe('1');
    expect(game.seats).toEqual({ min: 2, max: 2 });
    expect(game.roles?.(2).map(english)).toEqual(['Normans', 'Frisians']);
    const roles = game.roles as (seats: number, variant?: string, options?: Record<string, unknown>) => Phrase[];
    expect(roles(2, undefined, { normans: 1 }).map(english)).toEqual(['Frisians', 'Normans']);
    expect(roles(2, undefined, { normans: 0 }).map(english)).toEqual(['Normans', 'Frisians']);
  });

  it('SG-1 / A-1: set-up rolls the armies and asks the Normans first; options.normans moves them to seat 1', () => {
    const s = game.setup({ seats: 2, seed: 'contract' });
    expect(game.active(s)).toEqual([0]);
    expect(game.actions(s, 0)).toEqual(['start courage', 'start tactics']);
    expect(game.actions(s, 1)).toEqual([]);
    const t = game.setup({ seats: 2, seed: 'contract', options: { normans: 1 } });
    expect(game.active(t)).toEqual([1]);
    expect(t.pieces).toEqual(s.pieces);
    expect(() => game.setup({ seats: 3, seed: 'x' })).toThrow(/exactly 2 players/);
    expect(() => game.setup({ seats: 2, seed: 'x', options: { normans: 2 } })).toThrow(/options.normans must be 0 or 1/);
  });

  it('A-1: apply never mutates the state it is given; the state is plain JSON', () => {
    const s = build({
      phase: 'norman-move',
      zones: { battlements: { normans: ['k1', 'a1', 'priest'] }, east: { normans: ['east-guard'], frisians: ['p1'] } },
    });
    const copy = structuredClone(s);
    for (const command of game.actions(s, 0)) expect(game.apply(s, 0, command).ok).toBe(true);
    expect(s).toEqual(copy);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(game.result(s)).toBeNull();
  });

  it('A-1: exactly one seat acts; the other and unknown seats have no commands', () => {
    const s = go(game.setup({ seats: 2, seed: 'seats' }), 'start courage');
    expect(game.active(s)).toEqual([1]);
    for (const seat of [0, 2, -1]) expect(game.actions(s, seat)).toEqual([]);
    const r = game.apply(s, 5, 'start courage');
    expect(r.ok).toBe(false);
  });

  it('A-1: the random bot picks one of the listed commands', () => {
    const s = build({ phase: 'norman-move', zones: { battlements: { normans: ['k1', 'a1', 'priest'] } } });
    const random = seededRandom('bot');
    const legal = game.actions(s, 0);
    for (let i = 0; i < 50; i++) expect(legal).toContain(randomBot(s, 0, random));
    expect(randomBot(s, 0, () => 0.999999)).toBe(legal[legal.length - 1]);
  });

  it('SG-39 / SG-40: a finished game has a result, no active seat and no commands', () => {
    const { state } = randomGame('finished');
    expect(won(game.result(state))).toMatch(/^sg\.won\.[fn][1-4]$/);
    expect(game.active(state)).toEqual([]);
    expect(game.actions(state, 0)).toEqual([]);
    const r = game.apply(state, 0, 'done');
    expect(r.ok ? '' : r.code).toBe('game_over');
  });
});
