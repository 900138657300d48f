import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KdView } from '../../../src/games/king-david/view';
import { english } from '../../support/words';
import { clearForced, d6, d8 } from './forced';
import { actionPhase, game, go, position, run, seatOf, start, top, words } from './helpers';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

describe('the turn', () => {
  it('KD-14 / A-14: Judah rolls d8 and the others d6; ties re-roll among the tied; from the highest, each picks a free place', () => {
    const s0 = position({ countries: ['JUD', 'PHI', 'ARA'] });
    // Judah d8 = 5, Philistia d6 = 6, Aram d6 = 5: Judah and Aram re-roll (d8 2, d6 3).
    d8(5);
    d6(6, 5);
    d8(2);
    d6(3);
    let s = start(s0, [{ k: 'initiative', order: [], idx: 0, places: [null, null, null] }]).state;
    const [J, P, A] = ['JUD', 'PHI', 'ARA'].map((c) => seatOf(s, c as 'JUD'));
    expect(game.active(s)).toEqual([P]);
    expect(game.actions(s, P)).toEqual(['initiative 1', 'initiative 2', 'initiative 3']);
    s = go(s, P, 'initiative 2').state;
    expect(game.active(s)).toEqual([A]);
    s = go(s, A, 'initiative 1').state;
    // Judah takes the last place without being asked.
    expect(s.initiative).toEqual([A, P, J]);
  });

  it('KD-15 / R-56 / A-2: face-down chits are hidden from everyone until revealed', () => {
    const s = position({ countries: ['JUD', 'PHI'] });
    s.track.forEach((c, i) => (c.faceUp = i < 6));
    for (const viewer of [null, 0, 1]) expect((game.view(s, viewer) as KdView).track.slice(6).map((c) => c.chit)).toEqual([null, null, null, null, null, null]);
    expect(english(game.summary(s, null)[1])).toMatch(/7 face down/);
  });

  it('KD-12 / KD-83 / R-59: after turn 7 the VP are multiplied (Aram ×2, Judah ×1, Moab ×2.5, Philistia ×1.5, Tyre ×2), fractions kept; tied players all win', () => {
    const s = position({ countries: ['JUD', 'PHI', 'ARA', 'TYR', 'MOA'], control: { GIB: 'JUD', GEZ: 'JUD', SHE: 'JUD', DOR: 'PHI', MEG: 'PHI', BSH: 'ARA', HAZ: 'MOA' } });
    s.turn = 7;
    const end = start(s, [{ k: 'turn', stage: 'end' }]).state;
    // Judah 3 × 1 = 3, Philistia 2 × 1.5 = 3, Aram 1 × 2 = 2, Tyre 0, Moab 1 × 2.5 = 2.5.
    expect(end.result?.scores).toEqual([3, 3, 2, 0, 2.5]);
    expect(end.result?.winners).toEqual([0, 1]);
    expect(english(end.result?.reason ?? '')).toBe('Turn 7 is over. Winner: Player 1 and Player 2. Scores: Player 1 (Judah) 3 VP × 1 = 3, Player 2 (Philistia) 2 VP × 1.5 = 3, Player 3 (Aram) 1 VP × 2 = 2, Player 4 (Tyre) 0 VP × 2 = 0, and Player 5 (Moab) 1 VP × 2.5 = 2.5.');
    expect(game.active(end)).toEqual([]);
  });

  it('KD-18 / R-50: a joint alliance acts in the host’s slot: the host moves first, then the partner; one Combat section decided by the host', () => {
    const s0 = position({ countries: ['JUD', 'PHI', 'ARA'], armies: { HEB: ['JUD-I32-1'], GAZ: ['PHI-I32-1'], DAM: ['ARA-I32-1'] }, initiative: ['ARA', 'PHI', 'JUD'] });
    s0.alliances = [{ a: seatOf(s0, 'PHI'), b: seatOf(s0, 'JUD'), joint: true, host: seatOf(s0, 'JUD'), breaking: false }];
    s0.pastAllies = ['0-1'];
    let s = actionPhase(s0).state;
    const [J, P, A] = ['JUD', 'PHI', 'ARA'].map((c) => seatOf(s, c as 'JUD'));
    // Aram's slot first (initiative place 1); the joint slot comes at Judah's place (3rd), Philistia's place is skipped.
    expect(game.active(s)).toEqual([A]);
    s = go(s, A, 'end').state;
    expect(game.active(s)).toEqual([J]);
    expect(s.slot?.actors).toEqual([J, P]);
    s = go(s, J, 'end').state;
    expect(game.active(s)).toEqual([P]);
    expect(top(s)?.k).toBe('movement');
    s = go(s, P, 'end').state;
    // The phase is over (one slot for the pair): the next Action phase starts with Aram again.
    expect(s.act?.count).toBe(2);
    expect(game.active(s)).toEqual([A]);
  });

  it('A-4 / R-48: BREAK may be sent during a phase; it is announced at once and takes effect at the end of the phase', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], armies: { HEB: ['JUD-I32-1'], GAZ: ['PHI-I32-1'] } });
    const J = seatOf(s0, 'JUD');
    const P = seatOf(s0, 'PHI');
    s0.alliances = [{ a: J, b: P, joint: false, host: null, breaking: false }];
    s0.pastAllies = ['0-1'];
    let s = actionPhase(s0).state;
    expect(game.actions(s, J)).toEqual(expect.arrayContaining(['break philistia', 'ports philistia off']));
    const r = go(s, J, 'break philistia');
    expect(words(r.log)).toEqual(['Player 1 (Judah) breaks the alliance with Player 2 (Philistia); it ends at the end of this phase.']);
    s = r.state;
    expect(s.alliances).toHaveLength(1);
    const end = run(s, [[J, 'end'], [P, 'end']]);
    expect(end.state.alliances).toEqual([]);
    expect(words(end.log)).toContain('The alliance of Player 1 (Judah) and Player 2 (Philistia) is over.');
  });

  it('R-63 / R-2: a player with no piece on the map is never eliminated: his Action slot passes by itself and he still builds', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], armies: { GAZ: ['PHI-I32-1'] } });
    const J = seatOf(s0, 'JUD');
    const P = seatOf(s0, 'PHI');
    // Judah holds initiative place 1 but has nothing to move: Philistia's slot comes at once.
    const a = actionPhase(structuredClone(s0)).state;
    expect(game.active(a)).toEqual([P]);
    expect(game.actions(a, P)).toEqual(['group gaz', 'end']);
    expect(game.actions(a, J)).toEqual([]);
    // In the Build phase Judah buys armies like anyone else (they are placed in its home cities).
    const b = start(structuredClone(s0), [{ k: 'builds', idx: 0 }]).state;
    expect(game.active(b)).toEqual([J]);
    expect(game.actions(b, J)).toContain('buy infantry full');
  });
});
