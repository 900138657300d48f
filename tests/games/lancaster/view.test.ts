import { describe, expect, it } from 'vitest';
import { card, from, game, go, inCounty, look, table } from './helpers';
import { english } from '../../support/words';

describe('what each seat may see', () => {
  it('AS-5: with 3–5 players gold and squires show only to their owner; the spectator sees neither', () => {
    const s = game.setup({ seats: 3, seed: 'view' });
    const mine = look(s, 1);
    expect(mine.you).toBe(1);
    expect(mine.players.map((p) => [p.gold, p.squires])).toEqual([[null, null], [2, 2], [null, null]]);
    expect(look(s, null).players.every((p) => p.gold === null && p.squires === null)).toBe(true);
    // Everything else is public: markers, PP, knights, tiles.
    expect(look(s, null).players[0]).toMatchObject({ markers: 1, pp: 0, court: [1, 2], reserve: [1, 1, 2, 3, 4] });
    const words = game.summary(s, 0).map(english).join('\n');
    expect(words).toContain('Player 1: 0 power points, 1 voting marker, 2 gold and 2 squires; knights at court: 1 and 2;');
    expect(words).toContain('Player 2: 0 power points, 1 voting marker, gold and squires behind the screen;');
    expect(words).not.toMatch(/Player 2: [^\n]*\d gold/);
  });

  it('AS-5 / AL-1: with 2 players nothing is hidden', () => {
    const s = game.setup({ seats: 2, seed: 'view' });
    expect(look(s, null).players.map((p) => p.gold)).toEqual([2, 2]);
    expect(look(s, 0).players[1].ally).toMatchObject({ court: [2], castle: { ac1: null, ac2: null } });
  });

  it('AS-5: county squires, conflict stacks, laws and favour tiles are public; the view never holds the RNG', () => {
    const s = table(3);
    inCounty(s, 'kent', 1, 2, 1);
    card(s, 0, 'c04', [[2, [1]]]);
    go(s, from('placement'));
    const v = look(s, null);
    expect(v.counties[0]).toMatchObject({ name: 'kent', knight: { seat: 1, ally: false, strength: 2, squires: 1 } });
    expect(v.conflicts.top[0]).toMatchObject({ id: 'c04', france: 5, pp: [4, 2, 1], spaces: [{ seat: 2, ally: false, knights: [1] }, null, null] });
    expect(v.favour).toHaveLength(6);
    expect(v.laws).toHaveLength(3);
    expect(JSON.stringify(v)).not.toContain('"rng"');
    expect(english(v.prompt)).toBe('Player 1 is placing a knight.');
    expect(english(look(s, 0).prompt)).toMatch(/^Your turn to place a knight: take one from your court and put it on a county/);
  });

  it('AS-5: a seat number out of range is a spectator', () => {
    const s = game.setup({ seats: 3, seed: 'view' });
    expect(game.view(s, 7)).toEqual(game.view(s, null));
  });
});
