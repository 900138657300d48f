import { describe, expect, it } from 'vitest';
import type { KdView } from '../../../src/games/king-david/view';
import { english } from '../../support/words';
import { actionPhase, game, go, position, seatOf } from './helpers';

// What the match page's board reads from the view and from describe() (issue 15): the MP a move
// order costs before it is sent, each country's production beside its stocks, and who owes a ransom.

describe('the view and the sentences the map board shows', () => {
  function jericho() {
    const s = position({ countries: ['JUD', 'PHI', 'ARA'], armies: { JRC: ['JUD-C32-1', 'JUD-C32-2'] }, leaders: { JOAB: 'JRC' } });
    const state = actionPhase(s).state;
    return { state, J: seatOf(state, 'JUD'), P: seatOf(state, 'PHI') };
  }

  it('KD-19 / T-9: a step of a move order says its cost in MP before it is sent, chariots apart when they pay more', () => {
    let { state: s, J } = jericho();
    s = go(s, J, 'group jrc').state;
    // The Gilgal ford costs chariots 1 more; Joab pays 1.
    expect(english(game.describe!(s, J, 'to pmo').text)).toBe('Move the group into Plains of Moab (1 movement point, chariots 2)');
    s = go(s, J, 'drop joab').state;
    expect(english(game.describe!(s, J, 'to pmo').text)).toBe('Move the group into Plains of Moab (2 movement points)');
  });

  it('KD-19 / KD-21 / A-2: the mover and no one else sees what entering each next area costs and each member’s allowance', () => {
    let { state: s, J, P } = jericho();
    s = go(s, J, 'group jrc').state;
    const mine = (game.view(s, J) as KdView).order!;
    const next = game.actions(s, J).filter((c) => c.startsWith('to ') || c.startsWith('sea ')).map((c) => c.split(' ')[1].toUpperCase());
    expect(Object.keys(mine.costs!).sort()).toEqual([...new Set(next)].sort());
    expect(mine.costs!.PMO).toBe(2);
    // Joab doubles his chariots (2 → 4) and himself (3 → 6).
    expect(mine.allowance).toEqual({ JOAB: 6, 'JUD-C32-1': 4, 'JUD-C32-2': 4 });
    const theirs = (game.view(s, P) as KdView).order!;
    expect(theirs).toMatchObject({ count: 3, members: null, spent: null, allowance: null, costs: null });
    expect((game.view(s, null) as KdView).order!.costs).toBeNull();
  });

  it('R-18 / §5.1 Production: each country produces per Harvest and per Resource phase what its controlled areas give, its setup stock at the start', () => {
    const { state: s } = jericho();
    const v = game.view(s, null) as KdView;
    const of = (c: string) => v.players.find((p) => p.country === c)!.production;
    expect(of('PHI')).toEqual({ food: 28, res: 30 });
    expect(of('JUD')).toEqual({ food: 23, res: 20 });
    expect(of('ARA')).toEqual({ food: 24, res: 23 });
    // A captured area produces for its new controller.
    s.control.GAZ = 'JUD';
    const after = (game.view(s, null) as KdView).players;
    expect(after.find((p) => p.country === 'JUD')!.production.food).toBeGreaterThan(23);
    expect(after.find((p) => p.country === 'PHI')!.production.food).toBeLessThan(28);
  });

  it('KD-34 / A-5: a captured leader shows the country that owes his ransom and the ransom due', () => {
    const { state: s } = jericho();
    s.leaders.JOAB = { at: null, status: 'captive' };
    s.captives = ['JOAB'];
    expect((game.view(s, null) as KdView).captives).toEqual([{ leader: 'JOAB', country: 'JUD', ransom: 10 }]);
  });
});
