import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearForced, d10, d6, d8, forcedLeft } from './forced';
import { actionPhase, game, go, piecesIn, position, refused, seatOf, top } from './helpers';
import { victoryPoints } from '../../../src/games/king-david/victory';
import { english } from '../../support/words';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

/** §6 T-1: the rulebook's worked example, step by step. */
function gaza() {
  const s = position({
    countries: ['JUD', 'PHI'],
    armies: {
      ZIK: ['JUD-P32-1', 'JUD-P32-2', 'JUD-P32-3', 'JUD-I32-1', 'JUD-I21-1', 'JUD-M21-1', 'JUD-M21-2'],
      GAZ: ['PHI-C32-1', 'PHI-C32-2', 'PHI-M1-1', 'PHI-M1-2'],
    },
    leaders: { DAVID: 'ZIK' },
    stocks: { JUD: [20, 5], PHI: [20, 20] },
    forts: { GAZ: 3 },
  });
  return actionPhase(s).state;
}

describe('T-1 Gaza (the rulebook’s worked example)', () => {
  it('T-1 / KD-19 / KD-21 / KD-22 / KD-26 to KD-38 / R-4 to R-8 (R-6, R-7) / R-33: the battle and the siege of Gaza', () => {
    let s = gaza();
    const J = seatOf(s, 'JUD');
    const P = seatOf(s, 'PHI');
    expect(game.active(s)).toEqual([J]);

    // 1. The group (David + 7) moves ZIK→GAZ, spending 1 of its 2 MP, and stops (KD-21, KD-22).
    s = go(s, J, 'group zik').state;
    const order = top(s)?.k === 'movement' ? (top(s) as { order: { members: string[] } }).order : null;
    expect(order?.members).toHaveLength(8);
    // 2–4. Battle: Judah pays 1 R; the dice of both sides.
    d10(6, 3, 7);
    d8(2, 6);
    d6(1, 5);
    d10(8, 10);
    d6(3, 2);
    let r = go(s, J, 'to gaz');
    s = r.state;
    const lines = r.log.map((l) => english(l.text));
    expect(lines).toContain('Player 1 (Judah) scores 48 hits.');
    expect(lines).toContain('Player 2 (Philistia) scores 31 hits.');
    expect(s.res[J]).toBe(4);

    // 5. Philistia applies 48: both chariots flip, both militia die, then one chariot dies; 6 carried.
    expect(piecesIn(s, 'GAZ').filter((id) => id.startsWith('PHI'))).toHaveLength(4);
    // 6. Judah applies 31: exactly two shapes are legal.
    expect(game.active(s)).toEqual([J, P].sort());
    expect([...game.actions(s, J)].sort()).toEqual(['lose pimm', 'lose ppp']);
    expect(game.actions(s, P)).toEqual([]);
    expect(refused(s, J, 'lose iimm')).toMatch(/as many of the hits as possible \(30\)/);
    r = go(s, J, 'lose ppp');
    s = r.state;
    const chariot = piecesIn(s, 'GAZ').filter((id) => id.startsWith('PHI'));
    expect(chariot).toHaveLength(1);
    expect(chariot[0]).toMatch(/^PHI-C32-/);
    expect(s.armies[chariot[0]].reduced).toBe(true);
    expect(s.battle?.carry).toEqual([6, 1]);
    expect(['JUD-P32-1', 'JUD-P32-2', 'JUD-P32-3'].every((id) => s.armies[id].reduced)).toBe(true);

    // 7. Judah continues; Philistia retreats: ZIK is refused, ASK and RAP are legal.
    expect(game.actions(s, J)).toEqual(['continue', 'retreat']);
    s = go(s, J, 'continue').state;
    expect(game.actions(s, P)).toEqual(['continue', 'retreat']);
    s = go(s, P, 'retreat').state;
    expect(game.actions(s, P)).toEqual(['to rap', 'to ask']);
    expect(refused(s, P, 'to zik')).toBeTruthy();
    s = go(s, P, 'to ask').state;
    expect(piecesIn(s, 'ASK')).toEqual(chariot);

    // 8. SIEGE at GAZ: Judah pays 1 R.
    expect(game.actions(s, J)).toEqual(['siege gaz', 'done']);
    // 9. Round 1: Judah 7d6 = 17, the city 3d10 = 26.
    d6(1, 2, 2, 4, 1, 2, 5);
    d10(9, 10, 7);
    s = go(s, J, 'siege gaz').state;
    expect(s.res[J]).toBe(3);
    // 17 hits take one level and 7 are carried; R-7: the battle's carried hits (6) did not pass to the siege.
    expect(s.fort.GAZ).toBe(2);
    expect(s.siege?.carry[0]).toBe(7);
    expect(game.actions(s, J)).toContain('lose iimm');
    s = go(s, J, 'lose iimm').state;
    expect(s.siege?.carry[1]).toBe(2);
    expect(['JUD-M21-1', 'JUD-M21-2', 'JUD-I32-1', 'JUD-I21-1'].every((id) => s.armies[id].reduced)).toBe(true);
    // 10. Round 2: 13 + 7 = 20 against 15 + 2 = 17; only two phalanxes can take the losses.
    d6(1, 1, 2, 2, 3, 1, 3);
    d10(7, 8);
    s = go(s, J, 'continue').state;
    expect(forcedLeft()).toBe(0);

    // Expected: Gaza is Judah's at level 1, with David and five armies; Judah spent 2 R.
    expect(s.control.GAZ).toBe('JUD');
    expect(s.fort.GAZ).toBe(1);
    expect(piecesIn(s, 'GAZ')).toEqual(['DAVID', 'JUD-I21-1', 'JUD-I32-1', 'JUD-M21-1', 'JUD-M21-2', 'JUD-P32-3']);
    expect(['JUD-P32-1', 'JUD-P32-2'].map((id) => s.armies[id].at)).toEqual([null, null]);
    expect(s.res[J]).toBe(3);
    expect(victoryPoints(s, J)).toBe(1);
    expect(victoryPoints(s, P)).toBe(-1);
  });
});
