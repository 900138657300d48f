import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KdState } from '../../../src/games/king-david/state';
import type { KdView } from '../../../src/games/king-david/view';
import { victoryPoints } from '../../../src/games/king-david/victory';
import { clearForced, d10, d6, d8, forcedLeft } from './forced';
import { actionPhase, game, go, position, run, seatOf, words, type Position } from './helpers';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

const look = (s: KdState, seat: number | null) => game.view(s, seat) as KdView;
const stackIn = (s: KdState, seat: number | null, area: string, country: string) => look(s, seat).areas.find((a) => a.id === area)?.stacks.find((x) => x.country === country);

function slot(p: Position) {
  const s = actionPhase(position(p)).state;
  return { s, J: seatOf(s, 'JUD'), P: seatOf(s, 'PHI') };
}

describe('battles (§2.4, A-11)', () => {
  it('KD-25 / A-2 / KD-30 / R-7: enemy stacks are hidden except in a declared battle; unused hits stay on the marker for the next round and are cleared when the battle ends', () => {
    let { s, J, P } = slot({ countries: ['JUD', 'PHI'], armies: { ELA: ['JUD-P32-1'], TIM: ['PHI-I32-1'] } });
    expect(stackIn(s, P, 'ELA', 'JUD')).toMatchObject({ count: 1, pieces: null });
    // Round 1: Judah 1 + 3 = 4 hits (an infantry step takes 8), Philistia 1 + 3 = 4 (a phalanx step takes 10).
    d10(1);
    d8(1);
    s = run(s, [[J, 'group ela'], [J, 'to tim']]).state;
    expect(forcedLeft()).toBe(0);
    expect(look(s, P).battle?.attacker.armies.map((a) => a.id)).toEqual(['JUD-P32-1']);
    expect(look(s, null).battle?.defender.armies.map((a) => a.id)).toEqual(['PHI-I32-1']);
    expect(s.battle?.carry).toEqual([4, 4]);
    // Round 2: Judah 1 + 3 + 4 carried = 8: the infantry flips; Philistia 1 + 3 + 4 carried = 8, short of 10.
    d10(1);
    d8(1);
    s = run(s, [[J, 'continue'], [P, 'continue']]).state;
    expect(forcedLeft()).toBe(0);
    expect(s.armies['PHI-I32-1'].reduced).toBe(true);
    expect(s.armies['JUD-P32-1'].reduced).toBe(false);
    expect(s.battle?.carry).toEqual([0, 8]);
    s = run(s, [[J, 'retreat'], [J, 'to ela']]).state;
    expect(s.battle).toBeNull();
    // The battle is over: Judah's stack is hidden again.
    expect(stackIn(s, P, 'ELA', 'JUD')).toMatchObject({ count: 1, pieces: null });
  });

  it('A-11 / KD-26: the phasing player picks the order of the required battles; each is paid and its stacks revealed before the dice', () => {
    let { s, J } = slot({ countries: ['JUD', 'PHI'], armies: { ELA: ['JUD-P32-1', 'JUD-I32-1'], TIM: ['PHI-M1-1'], GAT: ['PHI-M1-2'] }, stocks: { JUD: [5, 5] } });
    s = run(s, [[J, 'group ela'], [J, 'drop jud-i32-1'], [J, 'to tim'], [J, 'group ela'], [J, 'to gat']]).state;
    expect(game.actions(s, J)).toEqual(['battle gat', 'battle tim']);
    // Timnah first (phalanx 10 + 3 against a militia's 1), then Gath's, the last one, at once.
    d10(10);
    d6(1);
    d8(8);
    d6(1);
    const r = go(s, J, 'battle tim');
    expect(forcedLeft()).toBe(0);
    expect(r.state.armies['PHI-M1-1'].at).toBeNull();
    expect(r.state.armies['PHI-M1-2'].at).toBeNull();
    const lines = r.log.map((l) => JSON.stringify(l.text));
    const revealed = lines.findIndex((l) => l.includes('kd.log.battle"'));
    const rolled = lines.findIndex((l) => l.includes('kd.log.dice'));
    expect(revealed).toBeGreaterThanOrEqual(0);
    expect(revealed).toBeLessThan(rolled);
    const english = words(r.log);
    expect(english.findIndex((l) => l.includes('Timnah'))).toBeGreaterThanOrEqual(0);
    expect(english.findIndex((l) => l.includes('Timnah'))).toBeLessThan(english.findIndex((l) => l.includes('Gath')));
    expect(r.state.res[J]).toBe(3);
  });

  it('R-25 / KD-33: a leader whose armies all die in a field battle in his own city’s area makes the fate roll', () => {
    let s = actionPhase(position({ countries: ['JUD', 'ARA'], armies: { BAS: ['JUD-P43-1'], DAM: ['ARA-M1-1'] }, leaders: { HADADEZER: 'DAM' }, control: { BAS: 'JUD' } })).state;
    const J = seatOf(s, 'JUD');
    d10(10);
    d6(1, 6);
    s = run(s, [[J, 'group bas'], [J, 'to dam']]).state;
    expect(forcedLeft()).toBe(0);
    expect(s.leaders.HADADEZER.status).toBe('dead');
  });
});

describe('leaders and revolted armies (KD-33, R-51)', () => {
  it('KD-33 / KD-31 / R-51: a leader whose only army left sat the battle out under Troop Revolt is not alone: he makes no fate roll and retreats with it', () => {
    let s = actionPhase(position({ countries: ['JUD', 'ARA'], armies: { HAU: ['JUD-P32-1'], BAS: ['ARA-I32-1', 'ARA-M1-1'] }, leaders: { HADADEZER: 'BAS' }, hands: { JUD: [22] } })).state;
    const [J, A] = [seatOf(s, 'JUD'), seatOf(s, 'ARA')];
    s = run(s, [[J, 'group hau'], [J, 'to bas'], [J, 'play revolt']]).state;
    // Judah's phalanx: 10 + 3 = 13 hits kill the militia; the revolted infantry does not roll.
    d10(10);
    d6(1);
    const r = go(s, J, 'army ara-i32-1');
    s = r.state;
    expect(forcedLeft()).toBe(0);
    expect(s.armies['ARA-M1-1'].at).toBeNull();
    expect(words(r.log).some((l) => l.includes('fate'))).toBe(false);
    // Aram's side is gone: the infantry retreats, and Hadadezer with it (not to Hauran, whence Judah came).
    expect(game.actions(s, A)).toEqual(['to gol', 'to dam', 'to arg']);
    s = run(s, [[A, 'to dam'], [A, 'to dam']]).state;
    expect(s.leaders.HADADEZER).toEqual({ at: 'DAM', status: 'map' });
    expect(s.armies['ARA-I32-1'].at).toBe('DAM');
  });
});

describe('sieges (§2.4, A-12)', () => {
  it('KD-36 / R-35: the phasing player may besiege, for 1 resource, a city not held by him or an ally where his side’s armies are alone, also one his armies entered this slot', () => {
    const p: Position = {
      countries: ['JUD', 'PHI', 'ARA'],
      armies: { EPH: ['JUD-I32-1'], BET: ['JUD-I32-2'], ASD: ['JUD-I32-3'], SHE: ['JUD-I32-4'], MEG: ['JUD-M21-1', 'ARA-M1-1'] },
      stocks: { JUD: [5, 5] },
    };
    const s0 = position(p);
    s0.alliances = [{ a: 0, b: 1, joint: false, host: null, breaking: false }];
    s0.pastAllies = ['0-1'];
    let s = actionPhase(s0).state;
    const J = seatOf(s, 'JUD');
    // Megiddo's battle comes first: Judah's militia (d6 1 + 2) and Aram's (d6 1 + 1) both stand, and Judah retreats.
    d6(1, 1);
    s = run(s, [[J, 'group eph'], [J, 'to gib'], [J, 'end'], [J, 'retreat'], [J, 'to jez']]).state;
    expect(forcedLeft()).toBe(0);
    // Gibeah (entered this slot) and Shechem; not Bethlehem (his own), not Ashdod (his ally's), not Megiddo.
    expect(game.actions(s, J).filter((c) => !c.startsWith('break ') && !c.startsWith('ports '))).toEqual(['siege gib', 'siege she', 'done']);
    const before = s.res[J];
    d6(1);
    d10(1);
    s = go(s, J, 'siege gib').state;
    expect(s.res[J]).toBe(before - 1);
  });

  it('KD-37 / A-12 / R-6: two rounds at most: each besieger rolls a d6, the city a d10 per level; after round 1 continue or retreat; after round 2 the besiegers stay', () => {
    let { s, J } = slot({ countries: ['JUD', 'PHI'], armies: { GIB: ['JUD-P43-1', 'JUD-I32-1'] }, forts: { GIB: 2 } });
    s = go(s, J, 'end').state;
    // Round 1: besiegers 6 + 5 = 11 hits: the city loses a level, 1 carried; the city 1 + 2 = 3 hits, absorbed by nothing (6 a step).
    d6(6, 5);
    d10(1, 2);
    s = go(s, J, 'siege gib').state;
    expect(forcedLeft()).toBe(0);
    expect(s.fort.GIB).toBe(1);
    expect(s.siege?.carry).toEqual([1, 3]);
    expect(game.actions(s, J)).toEqual(['continue', 'retreat']);
    // Round 2: 1 + 1 + 1 carried = 3; the city at level 1 rolls one d10: 2 + 3 carried = 5.
    d6(1, 1);
    d10(2);
    s = go(s, J, 'continue').state;
    expect(forcedLeft()).toBe(0);
    expect(s.siege).toBeNull();
    expect(s.fort.GIB).toBe(1);
    expect(s.control.GIB).toBe('NEU');
    expect([s.armies['JUD-P43-1'].at, s.armies['JUD-I32-1'].at]).toEqual(['GIB', 'GIB']);
  });
});

describe('control and victory points (§2.4, §2.9)', () => {
  it('KD-35 / R-34: at the end of a slot an area without a city held only by the phasing armies becomes his (his own home area returns to him); leaders do not count; a city area follows its city', () => {
    let { s, J } = slot({
      countries: ['JUD', 'PHI'],
      armies: { ELA: ['JUD-I32-1', 'JUD-I32-2'], TIM: ['JUD-I32-3'], GAT: ['JUD-I32-4'] },
      leaders: { JOAB: 'RAP' },
      control: { ELA: 'PHI' },
    });
    s = go(s, J, 'end').state;
    // The siege of Gath is not taken: the slot ends.
    s = go(s, J, 'done').state;
    expect([s.control.ELA, s.control.TIM, s.control.GAT, s.control.RAP]).toEqual(['JUD', 'JUD', 'PHI', 'PHI']);
  });

  it('R-34 / R-50: in a joint slot an area goes to the ally with more armies there, ties to the host', () => {
    const s0 = position({ countries: ['JUD', 'PHI', 'ARA'], armies: { JRC: ['JUD-I32-1', 'PHI-I32-1'], JEZ: ['JUD-I32-2', 'PHI-I32-2', 'PHI-I32-3'] } });
    const [J, P] = [seatOf(s0, 'JUD'), seatOf(s0, 'PHI')];
    s0.alliances = [{ a: J, b: P, joint: true, host: J, breaking: false }];
    s0.pastAllies = ['0-1'];
    let s = actionPhase(s0).state;
    s = run(s, [[J, 'end'], [P, 'end']]).state;
    expect([s.control.JRC, s.control.JEZ]).toEqual(['JUD', 'PHI']);
  });

  it('KD-81 / R-58: VP are the foreign cities a country holds, even while besieged, less its home cities held by another player', () => {
    const s = position({ countries: ['JUD', 'PHI'], control: { GAZ: 'JUD', GIB: 'JUD', HEB: 'PHI', ELA: 'PHI' } });
    const [J, P] = [seatOf(s, 'JUD'), seatOf(s, 'PHI')];
    // Judah: Gaza and Gibeah, less Hebron; Philistia: Hebron (Elah has no city), less Gaza.
    expect([victoryPoints(s, J), victoryPoints(s, P)]).toEqual([1, 0]);
    s.siege = { area: 'GAZ', seats: [P], armies: [], leaders: [], round: 1, lost: {}, carry: [0, 0], levelDelta: 0, entrance: false, rolls: {}, stage: 'sr', taken: false };
    expect(victoryPoints(s, J)).toBe(1);
    // A home city held by a minor or a neutral is not "held by another player".
    s.control.HEB = 'JUD';
    s.control.BET = 'EDO';
    expect(victoryPoints(s, J)).toBe(2);
  });
});
