import { describe, expect, it } from 'vitest';
import { canUndo } from '../../../src/engine/undo';
import { randomBot } from '../../../src/games/lancaster/bot';
import { randomFrom } from '../../../src/engine/rng';
import { from, game, go, run, table } from './helpers';
import { english } from '../../support/words';

describe('game contract', () => {
  it('LA-1: identity, seat range and the ally variant', () => {
    expect(game.id).toBe('lancaster');
    expect(game.title).toBe('Lancaster');
    expect(game.rulesVersion).toBe('2');
    expect(game.seats).toEqual({ min: 2, max: 5 });
    expect(game.variants).toEqual(['allies']);
    // §4 applies at 2 seats whether or not the variant is named, and never at 3–5.
    expect(game.setup({ seats: 2, seed: 'v' })).toEqual(game.setup({ seats: 2, seed: 'v', variant: 'allies' }));
    expect(game.setup({ seats: 3, seed: 'v', variant: 'allies' }).allies).toBe(false);
  });

  it('AS-1: apply never mutates the state it is given; the state is plain JSON', () => {
    const s = table(3);
    go(s, from('placement'));
    const copy = structuredClone(s);
    for (const command of game.actions(s, 0)) expect(game.apply(s, 0, command).ok).toBe(true);
    expect(s).toEqual(copy);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('AS-1: only the active seat has commands; unknown seats have none', () => {
    const s = table(4);
    go(s, from('placement'));
    expect(game.active(s)).toEqual([0]);
    for (const seat of [1, 2, 3, 4, -1]) expect(game.actions(s, seat)).toEqual([]);
    expect(game.result(s)).toBeNull();
  });

  it('AS-1: an accepted action is final: the game forbids undo', () => {
    const s = table(3);
    go(s, from('placement'));
    const { state } = run(s, 'knight 2 kent');
    expect(canUndo(game, s, state, 0)).toBe(false);
  });

  it('AS-1: the random bot picks one of the listed commands', () => {
    const s = table(3);
    go(s, from('placement'));
    const random = randomFrom('bot');
    const legal = game.actions(s, 0);
    for (let i = 0; i < 50; i++) expect(legal).toContain(randomBot(s, 0, random));
    expect(randomBot(s, 0, () => 0.999999)).toBe(legal[legal.length - 1]);
  });

  it('AS-1: commands are normalised (case, spaces) and refusals are readable', () => {
    const s = table(3);
    go(s, from('placement'));
    const r = game.apply(s, 0, '  Knight   2   KENT ');
    expect(r.ok).toBe(true);
    const bad = game.apply(s, 0, 'fly to france');
    expect(bad).toMatchObject({ ok: false, code: 'wrong_step' });
    const other = game.apply(s, 1, 'knight 2 kent');
    expect(other).toMatchObject({ ok: false, code: 'not_your_turn' });
    expect(other.ok ? '' : english(other.message)).toBe('It is not your turn. Player 1 is placing a knight.');
    const three = game.apply(s, 0, 'knight 3 kent');
    expect(three).toMatchObject({ ok: false, code: 'not_at_court' });
    expect(three.ok ? '' : english(three.message)).toBe('You have no knight of strength 3 at court.');
    const paris = game.apply(s, 0, 'knight 2 paris');
    expect(paris).toMatchObject({ ok: false, code: 'unknown_place' });
    expect(paris.ok ? '' : english(paris.message)).toBe('There is no such county, castle space or conflict on the board.');
  });
});
