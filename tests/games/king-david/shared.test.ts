import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FateFrame } from '../../../src/games/king-david/frames';
import { clearForced, d10, d6, forcedLeft } from './forced';
import { actionPhase, go, position, run, seatOf, words } from './helpers';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

/**
 * A clone shares the frames of its stack with the state it was made from until it changes them
 * (shared.ts). Random games (untouched.test.ts) seldom reach the one marker that changes a frame
 * below the top: Act of God on a leader's fate roll, whose W-ROLL window sits above the fate.
 */
describe('King David: a marker that changes a frame below the top leaves the state before it as it was', () => {
  it('KD-44 / KD-33 / DESIGN §3: Act of God re-rolls Hadadezer’s fate; the state it was played on keeps the first roll', () => {
    let s = actionPhase(position({ countries: ['JUD', 'ARA'], armies: { BAS: ['JUD-P43-1'], DAM: ['ARA-M1-1'] }, leaders: { HADADEZER: 'DAM' }, control: { BAS: 'JUD' }, hands: { ARA: [4] } })).state;
    const J = seatOf(s, 'JUD');
    const A = seatOf(s, 'ARA');
    // Judah's phalanx kills the militia; Hadadezer, alone, rolls 6 for his fate (killed).
    d10(10);
    d6(1, 6);
    s = run(s, [[J, 'group bas'], [J, 'to dam'], [A, 'pass']]).state;
    const fate = (x: typeof s) => x.stack.find((f): f is FateFrame => f.k === 'fate');
    expect(fate(s)?.roll).toBe(6);
    const before = JSON.stringify(s);
    // Aram's Act of God: the fate roll is made again (2: he escapes to a stack of his country).
    d6(2);
    const r = go(s, A, 'play act');
    expect(forcedLeft()).toBe(0);
    expect(words(r.log)).toContain('Act of God: the fate roll is made again: 2.');
    expect(r.state.leaders.HADADEZER.status).toBe('map');
    expect(JSON.stringify(s)).toBe(before);
    expect(fate(s)?.roll).toBe(6);
  });
});
