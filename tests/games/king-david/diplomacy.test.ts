import { describe, expect, it } from 'vitest';
import type { KdState } from '../../../src/games/king-david/state';
import { game, go, position, refused, run, seatOf, start, words } from './helpers';

/** A Diplomacy step in a 3-player position: Judah, Philistia, Aram. */
function diplomacy(): { s: KdState; J: number; P: number; A: number } {
  const p = position({ countries: ['JUD', 'PHI', 'ARA'], stocks: { JUD: [10, 10], PHI: [10, 10], ARA: [10, 10] } });
  const s = start(p, [{ k: 'diplomacy', stage: 'ransom', done: [false, false, false], proposals: [], used: [], giving: [null, null, null] }]).state;
  return { s, J: seatOf(s, 'JUD'), P: seatOf(s, 'PHI'), A: seatOf(s, 'ARA') };
}

describe('Diplomacy', () => {
  it('A-3 / KD-13: every player may act at once; a proposal names the mode (separate, or joint with a host)', () => {
    const { s, J, P } = diplomacy();
    expect(game.active(s)).toEqual([0, 1, 2]);
    expect(game.actions(s, J)).toEqual(['propose philistia separate', 'propose philistia joint judah', 'propose philistia joint philistia', 'propose aram separate', 'propose aram joint judah', 'propose aram joint aram', 'done']);
    const r = go(s, J, 'propose philistia joint philistia');
    expect(words(r.log)).toEqual(['Player 1 (Judah) proposes an alliance to Player 2 (Philistia), acting jointly in the slot of Player 2 (Philistia).']);
    expect(game.actions(r.state, P)).toContain('accept judah');
  });

  it('A-3: one proposal per ordered pair per step; receiving one clears DONE; the step ends when all are DONE and nothing is pending', () => {
    let { s, J, P, A } = diplomacy();
    s = go(s, P, 'done').state;
    expect(game.actions(s, P)).toEqual([]);
    s = go(s, J, 'propose philistia separate').state;
    // Philistia must answer again.
    expect(game.actions(s, P)).toEqual(['accept judah', 'decline judah', 'propose aram separate', 'propose aram joint philistia', 'propose aram joint aram', 'done']);
    expect(game.actions(s, J).some((c) => c.startsWith('propose philistia'))).toBe(false);
    s = go(s, P, 'decline judah').state;
    // Declined: the pair may not propose again this step.
    expect(game.actions(s, J).some((c) => c.startsWith('propose philistia'))).toBe(false);
    s = run(s, [[P, 'done'], [J, 'done'], [A, 'done']]).state;
    expect(s.stack).toEqual([]);
    expect(s.alliances).toEqual([]);
  });

  it('KD-13 / A-3: accepting forms the alliance with its mode; a player may be in one joint arrangement only; renegotiate changes the mode', () => {
    let { s, J, P, A } = diplomacy();
    s = run(s, [[J, 'propose philistia joint judah'], [P, 'accept judah']]).state;
    expect(s.alliances).toEqual([{ a: J, b: P, joint: true, host: J, breaking: false }]);
    // Aram may ally with Judah only separately: Judah is already in a joint arrangement.
    expect(game.actions(s, A).filter((c) => c.includes('judah'))).toEqual(['propose judah separate']);
    s = go(s, P, 'renegotiate judah separate').state;
    s = go(s, J, 'accept philistia').state;
    expect(s.alliances[0]).toMatchObject({ joint: false, host: null });
  });

  it('A-3: a seat already in a joint arrangement is never offered to accept another joint proposal; it may decline it, or accept a separate one', () => {
    let { s, J, P, A } = diplomacy();
    // Judah proposes to Aram jointly; meanwhile Aram allies jointly with Philistia.
    s = run(s, [[J, 'propose aram joint judah'], [P, 'propose aram joint aram'], [A, 'accept philistia']]).state;
    expect(s.alliances).toEqual([{ a: P, b: A, joint: true, host: A, breaking: false }]);
    expect(game.actions(s, A)).not.toContain('accept judah');
    expect(game.actions(s, A)).toContain('decline judah');
    expect(refused(s, A, 'accept judah')).toBe('A player may be in only one joint arrangement per turn: the joint proposal of Player 1 (Judah) may only be declined.');
    // A separate alliance is still open to Aram.
    s = run(s, [[A, 'decline judah'], [A, 'propose judah separate'], [J, 'accept aram']]).state;
    expect(s.alliances[1]).toEqual({ a: A, b: J, joint: false, host: null, breaking: false });
  });

  it('KD-13 / R-48 / A-3: a break during Diplomacy takes effect at once, and the same pair may never ally again', () => {
    let { s, J, P } = diplomacy();
    s = run(s, [[J, 'propose philistia separate'], [P, 'accept judah'], [J, 'break philistia']]).state;
    expect(s.alliances).toEqual([]);
    expect(game.actions(s, J).some((c) => c.includes('philistia'))).toBe(false);
    expect(refused(s, J, 'propose philistia separate')).toMatch(/not allowed now/);
  });

  it('R-49 / A-3: allies transfer food and resources in two small steps; port permission is on by default and may be withdrawn', () => {
    let { s, J, P } = diplomacy();
    s = run(s, [[J, 'propose philistia separate'], [P, 'accept judah']]).state;
    expect(game.actions(s, J)).toEqual(expect.arrayContaining(['give philistia', 'ports philistia off']));
    s = go(s, J, 'give philistia').state;
    expect(game.actions(s, J)).toEqual(['food 1', 'food 2', 'food 5', 'food 10', 'res 1', 'res 2', 'res 5', 'res 10', 'back']);
    const r = go(s, J, 'food 5');
    expect(words(r.log)).toEqual(['Player 1 (Judah) gives Player 2 (Philistia) 5 food.']);
    expect([r.state.food[J], r.state.food[P]]).toEqual([5, 15]);
    s = go(r.state, J, 'ports philistia off').state;
    expect(s.noPorts[J]).toEqual([P]);
    expect(game.actions(s, J)).toContain('ports philistia on');
  });
});
