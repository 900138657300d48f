import { describe, expect, it } from 'vitest';
import { openNegotiation } from '../../../src/games/princeps-machiavelli/negotiation';
import { actionsFor, act, game, hand, refused, table, territory } from './helpers';

describe('what a command may aim at (R-21, PM-53)', () => {
  it('R-21: no attack, uprising or Spy is ever aimed at one’s own territory, even a bordering one', () => {
    const s = table(2);
    territory(s, 0, 'T02', ['CA01', 'CO01', 'ME01', 'RV01', 'CJ01', 'SP01']);
    territory(s, 0, 'T01');
    territory(s, 1, 'T03');
    territory(s, 1, 'T20');
    actionsFor(s, 0);
    const listed = game.actions(s, 0);
    // Genova (Player 2) borders Milano: it is a target; Savoia, Player 1's own, never is.
    expect(listed).toContain('attack ca01 genova');
    expect(listed).toContain('revolt co01 genova');
    expect(listed.filter((c) => / (savoia|milano)$/.test(c))).toEqual([]);
    for (const command of ['attack ca01 savoia', 'revolt co01 savoia', 'conspire co01 savoia', 'spy co01 savoia']) expect(refused(s, 0, command)).not.toBe('');
  });

  it('PM-53, PM-11: only cards in hand change owner: a territory in the row and a card on the table cannot be given, a territory card in hand can', () => {
    const s = table(2);
    territory(s, 0, 'T01', ['CA01']);
    territory(s, 1, 'T03');
    hand(s, 0, 'T05', 'ME01');
    openNegotiation(s);
    const draft = act(s, 0, 'offer 2').state;
    const gives = game.actions(draft, 0).filter((c) => c.startsWith('give '));
    expect(gives.sort()).toEqual(['give me01', 'give venezia']);
    for (const command of ['give savoia', 'give ca01', 'give pr-n1']) expect(refused(draft, 0, command)).not.toBe('');
  });
});
