import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KdState } from '../../../src/games/king-david/state';
import { clearForced, d10, d6, d8, forcedLeft } from './forced';
import { actionPhase, game, go, piecesIn, position, refused, run, seatOf, top, words, type Position } from './helpers';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

/** Judah moves the group in `from` into `to` and ends its movement: the battle is next. */
function attack(p: Position, from: string, to: string): { s: KdState; J: number; P: number } {
  let s = actionPhase(position(p)).state;
  const J = seatOf(s, 'JUD');
  s = run(s, [[J, `group ${from}`], [J, `to ${to}`]]).state;
  if (top(s)?.k === 'movement') s = go(s, J, 'end').state;
  return { s, J, P: seatOf(s, 'PHI') };
}

describe('battles', () => {
  it('KD-26 / R-8: a battle costs the attacker 1 resource, whatever its length', () => {
    d10(1);
    d6(1);
    const { s, J } = attack({ countries: ['JUD', 'PHI'], armies: { ELA: ['JUD-P32-1'], TIM: ['PHI-M1-1'] }, stocks: { JUD: [5, 5] } }, 'ela', 'tim');
    expect(forcedLeft()).toBe(0);
    expect(s.res[J]).toBe(4);
  });

  it('KD-26 / R-65: an attacker who cannot pay retreats; with no way back, each army loses a step and no battle is fought', () => {
    let s = actionPhase(position({ countries: ['JUD', 'PHI'], armies: { ELA: ['JUD-P32-1'], TIM: ['PHI-M1-1'] }, stocks: { JUD: [0, 0] } })).state;
    const J = seatOf(s, 'JUD');
    s = run(s, [[J, 'group ela'], [J, 'to tim']]).state;
    // Retreat areas from Timnah: not Elah, whence Judah came? That rule is for enemies; Judah may go back.
    expect(top(s)?.k).toBe('retreat');
    expect(game.actions(s, J)).toContain('to ela');
    s = go(s, J, 'to ela').state;
    expect(piecesIn(s, 'ELA')).toEqual(['JUD-P32-1']);
    // Cornered in Gaza with Philistine armies all round it: no retreat, so a step lost and no battle.
    let c = actionPhase(position({ countries: ['JUD', 'PHI'], armies: { GAZ: ['JUD-P32-1', 'PHI-M1-1'], ZIK: ['PHI-M1-2'], RAP: ['PHI-M1-3'], ASK: ['PHI-M1-4'] }, stocks: { JUD: [0, 0] } })).state;
    const r = go(c, J, 'end');
    c = r.state;
    expect(words(r.log)).toContain('Player 1 (Judah) cannot pay for the battle in Gaza and cannot retreat: each army there loses a step.');
    expect(c.armies['JUD-P32-1']).toMatchObject({ at: 'GAZ', reduced: true });
    expect(piecesIn(c, 'GAZ')).toEqual(['JUD-P32-1', 'PHI-M1-1']);
  });

  it('R-31 / R-32: enemy groups hostile to each other are fought one at a time, in the order the phasing player picks, paying for each', () => {
    const p: Position = { countries: ['JUD', 'PHI', 'ARA'], armies: { ELA: ['JUD-P32-1', 'JUD-P32-2'], TIM: ['PHI-M1-1', 'ARA-M1-1'] }, stocks: { JUD: [5, 5] } };
    let s = actionPhase(position(p)).state;
    const J = seatOf(s, 'JUD');
    s = run(s, [[J, 'group ela'], [J, 'to tim']]).state;
    expect(game.actions(s, J)).toEqual(['battle tim philistia', 'battle tim aram']);
    d10(10, 10);
    d6(1);
    s = go(s, J, 'battle tim aram').state;
    expect(s.armies['ARA-M1-1'].at).toBeNull();
    // The battle with Philistia, the last one left, follows at once and is paid too.
    expect(s.res[J]).toBe(3);
  });

  it('KD-28 step 5 / KD-31 / KD-32 / R-33: the attacker chooses first; a retreat may not go where the enemy entered from nor into enemy armies', () => {
    d10(1);
    d8(1, 1);
    const { s, J, P } = attack({ countries: ['JUD', 'PHI'], armies: { ELA: ['JUD-P32-1'], TIM: ['PHI-I32-1', 'PHI-I32-2'], GEZ: ['PHI-M1-1'] } }, 'ela', 'tim');
    expect(game.active(s)).toEqual([J]);
    expect(game.actions(s, J)).toEqual(['continue', 'retreat']);
    const after = go(s, J, 'continue').state;
    expect(game.active(after)).toEqual([P]);
    const r = go(after, P, 'retreat').state;
    // From Timnah: Elah is where Judah came from; Gezer is held by Philistia's own army (allowed); Gath and Ekron are free.
    expect(game.actions(r, P).sort()).toEqual(['to ekr', 'to gat', 'to gez']);
    expect(refused(r, P, 'to ela')).toBeTruthy();
  });

  it('KD-46 / KD-47 / R-9 / R-10 / R-11: Effective and Ineffective Weaponry net out per die for one round; a die never drops below 0', () => {
    const { s: s0, J, P } = attack({ countries: ['JUD', 'PHI'], armies: { ELA: ['JUD-P32-1'], TIM: ['PHI-I32-1', 'PHI-I32-2'] }, hands: { JUD: [6], PHI: [7, 7] } }, 'ela', 'tim');
    let s = go(s0, J, 'play effective').state;
    s = go(s, P, 'play ineffective').state;
    expect(s.battle?.mods).toEqual([0, 0]);
    // Judah has nothing more; Philistia plays a second Ineffective: Judah's die is 1 - 1 = 0.
    d10(1);
    d8(2, 3);
    const r = go(s, P, 'play ineffective');
    expect(forcedLeft()).toBe(0);
    expect(words(r.log)).toContain('Player 1 (Judah) scores 3 hits.');
    expect(words(r.log)).toContain('Player 2 (Philistia) scores 11 hits.');
  });

  it('KD-59 / R-61: the Ark adds 2 to each of Judah’s dice for a round; with 2 or 3 players Judah plays it once a game', () => {
    const { s: s0, J, P } = attack({ countries: ['JUD', 'PHI'], armies: { ELA: ['JUD-P32-1'], TIM: ['PHI-I32-1', 'PHI-I32-2'] }, hands: { JUD: [19, 19] } }, 'ela', 'tim');
    expect(game.actions(s0, J)).toEqual(['play ark', 'pass', 'pass always']);
    d10(5);
    d8(1, 1);
    const r = go(s0, J, 'play ark');
    expect(forcedLeft()).toBe(0);
    // (5 + 2) + 3 = 10 hits.
    expect(words(r.log)).toContain('Player 1 (Judah) scores 10 hits.');
    let s = r.state;
    expect(s.arks).toBe(1);
    s = go(s, J, 'continue').state;
    // Round 2: Judah still holds an Ark but may not play it (2 players): no window, the dice roll at once.
    d10(1);
    d8(1, 1);
    const r2 = go(s, P, 'continue');
    expect(forcedLeft()).toBe(0);
    expect(words(r2.log)).toContain('Player 1 (Judah) rolls 1.');
    expect(r2.state.hands[J]).toHaveLength(1);
  });

  it('KD-62 / R-51: Troop Revolt takes an enemy army out of the battle; it follows its side afterwards', () => {
    const { s: s0, J } = attack({ countries: ['JUD', 'PHI'], armies: { ELA: ['JUD-P32-1'], TIM: ['PHI-I32-1', 'PHI-M1-1'] }, hands: { JUD: [22] } }, 'ela', 'tim');
    let s = go(s0, J, 'play revolt').state;
    expect(game.actions(s, J)).toEqual(['army phi-i32-1', 'army phi-m1-1', 'back']);
    // Judah 10 + 3 kills the militia (it rolls 1); the infantry sat out.
    d10(10);
    d6(1);
    s = go(s, J, 'army phi-i32-1').state;
    expect(forcedLeft()).toBe(0);
    expect(s.armies['PHI-M1-1'].at).toBeNull();
    // Its side is gone: the revolted infantry retreats, Philistia choosing where (not Elah, whence Judah came).
    const P = seatOf(s, 'PHI');
    expect(game.actions(s, P)).toEqual(['to gez', 'to gat', 'to ekr']);
    s = go(s, P, 'to gat').state;
    expect(s.armies['PHI-I32-1'].at).toBe('GAT');
  });

  it('KD-63 / R-51: Bribe! costs 1 resource; the bribed army fights for the briber and goes back to its side after the battle', () => {
    const { s: s0, J, P } = attack({ countries: ['JUD', 'PHI'], armies: { ELA: ['JUD-P32-1'], TIM: ['PHI-I32-1', 'PHI-I32-2'] }, hands: { JUD: [23] }, stocks: { JUD: [5, 5] } }, 'ela', 'tim');
    let s = go(s0, J, 'play bribe').state;
    // Judah: phalanx d10 1 and the bribed infantry d8 1; Philistia: its other infantry d8 1.
    d10(1);
    d8(1, 1);
    s = go(s, J, 'army phi-i32-1').state;
    expect(forcedLeft()).toBe(0);
    expect(s.res[J]).toBe(3);
    expect(s.battle?.bribed).toEqual({ 'PHI-I32-1': 'att' });
    // Judah 1+3 + 1+3 = 8 hits kill... the infantry (8 a step): it flips.
    expect(s.armies['PHI-I32-2'].reduced).toBe(true);
    s = go(s, J, 'retreat').state;
    s = go(s, J, 'to ela').state;
    expect(s.armies['PHI-I32-1'].at).toBe('TIM');
    expect(s.battle).toBeNull();
    void P;
  });

  it('KD-64 / R-52: Recruit Prisoners takes one army of each eliminated enemy type from the pool, 1 resource each, into the battle area when held', () => {
    d10(10);
    d6(1);
    const { s: s0, J } = attack({ countries: ['JUD', 'PHI'], armies: { ELA: ['JUD-P32-1'], TIM: ['PHI-M1-1'] }, hands: { JUD: [24] }, stocks: { JUD: [5, 5] } }, 'ela', 'tim');
    expect(game.actions(s0, J)).toEqual(['play recruit', 'pass', 'pass always']);
    let s = go(s0, J, 'play recruit').state;
    expect(game.actions(s, J)).toEqual(['recruit militia', 'done']);
    s = go(s, J, 'recruit militia').state;
    expect(s.res[J]).toBe(3);
    expect(piecesIn(s, 'TIM').filter((id) => id.startsWith('JUD-M'))).toHaveLength(1);
  });

  it('KD-44 / R-13 / A-7.6: Act of God re-rolls one side’s whole roll; the new result replaces it and passes are cleared', () => {
    d10(10);
    d6(6);
    const { s: s0, J, P } = attack({ countries: ['JUD', 'PHI'], armies: { ELA: ['JUD-P32-1'], TIM: ['PHI-M1-1'] }, hands: { PHI: [4], JUD: [4] } }, 'ela', 'tim');
    // No combat-round marker: the dice are rolled, and W-ROLL polls the phasing player first.
    expect(game.actions(s0, J)).toEqual(['play act', 'pass', 'pass always']);
    let s = go(s0, J, 'pass').state;
    expect(game.actions(s, P)).toEqual(['play act', 'pass', 'pass always']);
    s = go(s, P, 'play act').state;
    expect(game.actions(s, P)).toEqual(['roll attacker', 'roll defender', 'back']);
    d10(1);
    s = go(s, P, 'roll attacker').state;
    expect(s.battle?.rolls.att?.dice).toEqual([1]);
    // A new roll: passes are cleared and Judah may answer with its own Act of God.
    expect(game.actions(s, J)).toEqual(['play act', 'pass', 'pass always']);
  });
});
