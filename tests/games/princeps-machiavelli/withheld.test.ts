import { describe, expect, it } from 'vitest';
import type { Withheld } from '../../../src/engine/types';
import { openDraw } from '../../../src/games/princeps-machiavelli/draw';
import { advance } from '../../../src/games/princeps-machiavelli/flow';
import { openPreparation } from '../../../src/games/princeps-machiavelli/preparation';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { catalogueFor } from '../../../src/text/catalogues';
import { render } from '../../../src/text/render';
import { english } from '../../support/words';
import { act, actionsFor, game, hand, refused, table, territory } from './helpers';

/**
 * Issue 30 "say why": a step-closing command the game does not list comes with the rule that
 * keeps it back and the territory it is about (Game.withheld), for the seat whose step it is only.
 */

function said(list: Withheld[]): [string, string, string | undefined][] {
  return list.map((w) => [w.command, english(w.reason), w.where]);
}

function spanish(list: Withheld[]): string[] {
  return list.map((w) => render(w.reason, 'es', catalogueFor(game.id), (seat) => `Jugador ${seat + 1}`, { strict: true }));
}

function preparing(arrange: (s: PMState) => void): PMState {
  const s = table(2);
  territory(s, 1, 'T10');
  arrange(s);
  openPreparation(s, 0);
  return s;
}

describe('what keeps a step from closing, said where (issue 30)', () => {
  it('PM-13: two armies without a Captain or Prince keep "end" back, one reason per territory, each naming it; placing a Captain clears its own', () => {
    const s = preparing((x) => {
      territory(x, 0, 'T12', ['ME01', 'CI01']);
      territory(x, 0, 'T05', ['ME02', 'CI02', 'ME03']);
      hand(x, 0, 'CA01');
    });
    expect(game.actions(s, 0)).not.toContain('end');
    expect(said(game.withheld!(s, 0))).toEqual([
      ['end', 'Firenze would hold 2 army cards without a Captain or your Prince.', 'T12'],
      ['end', 'Venezia would hold 3 army cards without a Captain or your Prince.', 'T05'],
    ]);
    expect(spanish(game.withheld!(s, 0)).every((w) => /Firenze|Venezia/.test(w) && !/\bwould\b/.test(w))).toBe(true);
    // The refusal of a typed "end" names the first of them.
    expect(refused(s, 0, 'end')).toBe('Firenze would hold 2 army cards without a Captain or your Prince.');
    // Nobody else is told about the draft: the others have no step to close.
    expect(game.withheld!(s, 1)).toEqual([]);
    const led = act(s, 0, 'place ca01 firenze').state;
    expect(said(game.withheld!(led, 0))).toEqual([['end', 'Venezia would hold 3 army cards without a Captain or your Prince.', 'T05']]);
  });

  it('PM-13, PM-10: a draft within every rule withholds nothing; one over the hand limit says so, with no territory', () => {
    const fine = preparing((x) => territory(x, 0, 'T12', ['CA01', 'ME01', 'CI01']));
    expect(game.actions(fine, 0)).toContain('end');
    expect(game.withheld!(fine, 0)).toEqual([]);
    const full = preparing((x) => {
      territory(x, 0, 'T12');
      hand(x, 0, 'SP01', 'SP02', 'RV01', 'RV02', 'CJ01', 'CJ02', 'CO01', 'CO02', 'ME01', 'ME02', 'CI01', 'CI02');
    });
    expect(game.actions(full, 0)).not.toContain('end');
    expect(said(game.withheld!(full, 0))).toEqual([['end', 'You would hold 13 cards, counting your Prince; the limit is 12.', undefined]]);
  });

  it('PM-8, PM-10: "draw" waits until enough cards are marked, and says how many more; each seat hears only its own', () => {
    const s = table(2);
    territory(s, 0, 'T01');
    territory(s, 0, 'T02');
    hand(s, 0, 'SP01', 'RV01', 'CO01', 'CI01', 'CI02', 'ME01', 'ME02');
    territory(s, 1, 'T10');
    openDraw(s);
    advance(s, []);
    expect(game.actions(s, 0)).not.toContain('draw');
    expect(said(game.withheld!(s, 0))).toEqual([['draw', 'You hold too many cards: mark 2 more cards to discard first.', undefined]]);
    expect(game.withheld!(s, 1)).toEqual([]);
    const one = act(s, 0, 'discard sp01').state;
    expect(said(game.withheld!(one, 0))).toEqual([['draw', 'You hold too many cards: mark 1 more card to discard first.', undefined]]);
    const two = act(one, 0, 'discard rv01').state;
    expect(game.actions(two, 0)).toContain('draw');
    expect(game.withheld!(two, 0)).toEqual([]);
  });

  it('PM-23, R-23: "declare" waits for an army, then refuses to leave two armies unled on the origin', () => {
    const s = table(2);
    territory(s, 0, 'T03', ['CA01', 'ME01', 'ME02', 'ME03']);
    territory(s, 1, 'T24');
    territory(s, 1, 'T20');
    actionsFor(s, 0);
    const draft = act(s, 0, 'attack ca01 corsica').state;
    expect(said(game.withheld!(draft, 0))).toEqual([['declare', 'Add at least one army to the attack first.', 'T03']]);
    const one = act(draft, 0, 'add me01').state;
    expect(game.actions(one, 0)).not.toContain('declare');
    expect(said(game.withheld!(one, 0))).toEqual([['declare', 'This attack would leave two or more armies on Genova without a Captain or Prince.', 'T03']]);
    const two = act(one, 0, 'add me02').state;
    expect(game.actions(two, 0)).toContain('declare');
    expect(game.withheld!(two, 0)).toEqual([]);
    expect(game.withheld!(two, 1)).toEqual([]);
  });
});
