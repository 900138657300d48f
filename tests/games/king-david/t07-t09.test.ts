import { beforeEach, describe, expect, it, vi } from 'vitest';
import { upkeep } from '../../../src/games/king-david/upkeep';
import { english } from '../../support/words';
import { clearForced, d10, forcedLeft } from './forced';
import { actionPhase, game, go, piecesIn, position, refused, seatOf, start, top } from './helpers';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

describe('T-7 Upkeep', () => {
  it('T-7 / KD-71 / KD-72 / R-19 / R-39: Moab owes 16 F / 12 R with 10 F and 20 R; it loses chariot steps until the bill is payable, ending at 0 F / 2 R', () => {
    const s = position({
      countries: ['MOA', 'JUD'],
      armies: { KIR: ['MOA-C32-1', 'MOA-C32-2', 'MOA-C32-3'], DIB: ['MOA-I32-1', 'MOA-I32-2', 'MOA-I32-3', 'MOA-I32-4'], MED: ['MOA-I21-1', 'MOA-I21-2'], HES: ['MOA-M21-1', 'MOA-M21-2', 'MOA-M21-3', 'MOA-M21-4'] },
      stocks: { MOA: [10, 20] },
    });
    const M = seatOf(s, 'MOA');
    expect(upkeep(s, M)).toEqual({ food: 16, res: 12 });
    let state = start(s, [{ k: 'builds', idx: 0 }]).state;
    expect(game.actions(state, M)).toEqual(['lose moa-c32-1', 'lose moa-i32-1', 'lose moa-i21-1', 'lose moa-m21-1']);
    state = go(state, M, 'lose moa-c32-1').state;
    state = go(state, M, 'lose moa-c32-2').state;
    // 14 F / 10 R: still short (10 F + 3 F converted from 10 spare R = 13).
    expect(upkeep(state, M)).toEqual({ food: 14, res: 10 });
    expect(top(state)?.k === 'build' && (top(state) as { step: number }).step).toBe(0);
    state = go(state, M, 'lose moa-c32-3').state;
    // 13 F / 9 R is payable: 10 F and 3 F bought with 9 R, plus 9 R.
    expect([state.food[M], state.res[M]]).toEqual([0, 2]);
  });
});

describe('T-8 Roll-off', () => {
  it('T-8 / KD-77 / A-13 / A-14 / R-45 / R-60: Moab invades Ammon; Aram and Judah tie at 10, Aram wins the re-roll; the bribes of 3 and 5 are charged once', () => {
    const s = position({
      countries: ['MOA', 'ARA', 'JUD', 'PHI', 'TYR'],
      armies: { HES: ['MOA-I32-1'], RAM: ['ARA-I32-1', 'ARA-I32-2'] },
      stocks: { ARA: [10, 10], JUD: [10, 10] },
    });
    let state = actionPhase(s).state;
    const [M, A, J, P, T] = ['MOA', 'ARA', 'JUD', 'PHI', 'TYR'].map((c) => seatOf(state, c as 'MOA'));
    state = go(state, M, 'group hes').state;
    state = go(state, M, 'to rab').state;
    // sealed bribes from every player but the invader; all four are active at once.
    expect(game.active(state)).toEqual([A, J, P, T].sort());
    expect(game.actions(state, A)).toEqual(['bid 0', 'bid 1', 'bid 2', 'bid 3', 'bid 4', 'bid 5']);
    state = go(state, A, 'bid 3').state;
    expect(game.actions(state, A)).toEqual([]);
    state = go(state, J, 'bid 5').state;
    state = go(state, P, 'bid 0').state;
    d10(4, 7, 9, 2, 6, 3);
    const r = go(state, T, 'bid 0');
    state = r.state;
    expect(forcedLeft()).toBe(0);
    const lines = r.log.map((l) => english(l.text));
    // Aram 4 + 3 + 2 armies in Ramoth-gilead + 1; Judah 7 + 5 - 2; Philistia 9; Tyre 2.
    expect(lines).toContain('Roll-off: Player 2 (Aram) 4 (total 10), Player 3 (Judah) 7 (total 10), Player 4 (Philistia) 9 (total 9), and Player 5 (Tyre) 2 (total 2).');
    expect(lines).toContain('Roll-off: Player 2 (Aram) 6 (total 12) and Player 3 (Judah) 3 (total 6).');
    expect(state.minors.AMM).toMatchObject({ status: 'invaded', invader: M, defender: A });
    expect([state.res[A], state.res[J]]).toEqual([7, 5]);
    // Aram now places Ammon's whole force (KD-77), before Moab's group enters.
    expect(game.active(state)).toEqual([A]);
    expect(game.actions(state, A).every((c) => /^place (\d+ )?(rab|jaz|min|ams)$|^place rest$/.test(c))).toBe(true);
  });
});

describe('T-9 Movement', () => {
  function jericho() {
    const s = position({ countries: ['JUD', 'PHI', 'ARA', 'TYR', 'MOA'], armies: { JRC: ['JUD-C32-1', 'JUD-C32-2'] }, leaders: { JOAB: 'JRC' } });
    const state = actionPhase(s).state;
    return { state, J: seatOf(state, 'JUD') };
  }

  it('T-9 / KD-19 / KD-21 / R-26 / R-27: Joab with two chariots pays 2 across the Gilgal ford and 1 to Heshbon, and may not enter the hills of Jazer', () => {
    let { state: s, J } = jericho();
    s = go(s, J, 'group jrc').state;
    // =JX: the Jordan between Jericho and Mahanaim is uncrossable (KD-19).
    expect(game.actions(s, J)).not.toContain('to mah');
    expect(refused(s, J, 'to mah')).toBe('The Jordan cannot be crossed between Jericho (lower Jordan valley) and Mahanaim (Gilead): there is no ford.');
    s = go(s, J, 'to pmo').state;
    const spent = () => (top(s) as { order: { spent: Record<string, number> } }).order.spent;
    expect(spent()).toEqual({ JOAB: 1, 'JUD-C32-1': 2, 'JUD-C32-2': 2 });
    s = go(s, J, 'to hes').state;
    expect(spent()).toEqual({ JOAB: 2, 'JUD-C32-1': 3, 'JUD-C32-2': 3 });
    // Hills cost chariots 2: 5 is more than their doubled allowance of 4.
    expect(game.actions(s, J)).not.toContain('to jaz');
    expect(refused(s, J, 'to jaz')).toMatch(/cannot enter Jazer: it costs 2 movement points and only 1 is left/);
  });

  it('T-9 / KD-19 / KD-3: a lone chariot going from the Valley of Elah into the hills of Gath spends both its MP', () => {
    let s = actionPhase(position({ countries: ['TYR', 'PHI'], armies: { ELA: ['TYR-C32-1'] } })).state;
    const T = seatOf(s, 'TYR');
    s = go(s, T, 'group ela').state;
    const r = go(s, T, 'to gat');
    s = r.state;
    // No MP left: the move ends there by itself.
    expect(r.log.map((l) => english(l.text))).toContain('Player 1 (Tyre) ends a move with a piece in Gath.');
    expect(piecesIn(s, 'GAT')).toEqual(['TYR-C32-1']);
  });
});
