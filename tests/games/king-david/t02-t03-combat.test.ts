import { beforeEach, describe, expect, it, vi } from 'vitest';
import { planLosses } from '../../../src/games/king-david/hits';
import { hpsFor } from '../../../src/games/king-david/losses';
import { english } from '../../support/words';
import { clearForced, d10, d6, forcedLeft } from './forced';
import { actionPhase, game, go, piecesIn, position, seatOf } from './helpers';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

describe('T-2 Spread and terrain', () => {
  it('T-2 / KD-27 / KD-29 / R-5: 35 hits in the hills of Golan take a step from all four armies, kill two and carry 5', () => {
    const s = position({ countries: ['ARA', 'JUD'], armies: { GOL: ['ARA-C43-1', 'ARA-C32-1', 'ARA-I32-1', 'ARA-M1-1'] }, reduced: ['ARA-C32-1'] });
    s.battle = { area: 'GOL' } as never;
    const hps = hpsFor(s, 'battle');
    // Chariots in hills roll d8 and absorb 8 a step (KD-27): L=0 sums to 8+8+8+6 = 30.
    expect(['ARA-C43-1', 'ARA-C32-1', 'ARA-I32-1', 'ARA-M1-1'].map(hps)).toEqual([8, 8, 8, 6]);
    const plan = planLosses(s, ['ARA-C43-1', 'ARA-C32-1', 'ARA-I32-1', 'ARA-M1-1'], hps, {}, 35);
    expect(plan.fixed.sort()).toEqual(['ARA-C32-1', 'ARA-C43-1', 'ARA-I32-1', 'ARA-M1-1']);
    // The survivors' next level (8 + 8) is more than the 5 left: no choice, 5 carried.
    expect(plan.level).toEqual([]);
    expect(plan.rest).toBe(5);
  });
});

/** T-3: a phalanx 3/2 attacks two 1-step militia in clear Timnah. */
function strikeFirst(philistiaHand: number[]) {
  const s = position({
    countries: ['JUD', 'PHI'],
    armies: { ELA: ['JUD-P32-1'], TIM: ['PHI-M1-1', 'PHI-M1-2'] },
    hands: { JUD: [1], PHI: philistiaHand },
  });
  let state = actionPhase(s).state;
  const J = seatOf(state, 'JUD');
  state = go(state, J, 'group ela').state;
  state = go(state, J, 'to tim').state;
  return { state, J, P: seatOf(state, 'PHI') };
}

describe('T-3 Striking first', () => {
  it('T-3 / KD-41 / R-14 / A-7: with Surprise the attacker’s d10 of 9 gives 12 hits, both militia die and the defender never rolls', () => {
    let { state: s, J, P } = strikeFirst([]);
    // W-CR: the phasing player is polled first; the others see only reactions pending.
    expect(game.active(s)).toEqual([0, 1]);
    expect(game.actions(s, J)).toEqual(['play surprise', 'pass', 'pass always']);
    expect(game.actions(s, P)).toEqual([]);
    // Judah has nothing more to play and Philistia nothing at all: the window closes and the attacker rolls alone.
    d10(9);
    const r = go(s, J, 'play surprise');
    s = r.state;
    expect(forcedLeft()).toBe(0);
    expect(piecesIn(s, 'TIM')).toEqual(['JUD-P32-1']);
    const lines = r.log.map((l) => english(l.text));
    expect(lines).toContain('Player 1 (Judah) scores 12 hits.');
    expect(lines.filter((l) => l.startsWith('Player 2 (Philistia) rolls'))).toEqual([]);
  });

  it('T-3 / KD-42 / R-11: with Ambush played too, neither applies and the sides roll at the same time', () => {
    let { state: s, J, P } = strikeFirst([2]);
    s = go(s, J, 'play surprise').state;
    // Polling resumes with the next player: Philistia answers with Ambush.
    expect(game.actions(s, P)).toEqual(['play ambush', 'pass', 'pass always']);
    d10(9);
    d6(1, 1);
    const r = go(s, P, 'play ambush');
    expect(forcedLeft()).toBe(0);
    const lines = r.log.map((l) => english(l.text));
    expect(lines).toContain('Player 1 (Judah) rolls 9.');
    expect(lines).toContain('Player 2 (Philistia) rolls 1 and 1.');
    expect(lines).toContain('Player 2 (Philistia) scores 4 hits.');
  });
});
