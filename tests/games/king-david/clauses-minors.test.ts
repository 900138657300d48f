import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SETUP } from '../../../src/games/king-david/data/counters';
import { minorBarred, minorForce } from '../../../src/games/king-david/minors';
import type { KdState, MinorState } from '../../../src/games/king-david/state';
import { victoryPoints } from '../../../src/games/king-david/victory';
import { clearForced, d10, d8, forcedLeft } from './forced';
import { actionPhase, game, go, position, run, seatOf, start, top, words, type Position } from './helpers';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

function minor(status: MinorState['status'], o: Partial<MinorState> = {}): MinorState {
  return { status, ally: null, invader: null, defender: null, barredUntil: 0, ...o };
}

/** A position whose minor armies (ids starting with the minor's code) are held in `role` by `ctl`. */
function withMinor(p: Position, code: string, m: MinorState, role: 'ally' | 'defence', ctl: number): KdState {
  const s = position(p);
  s.minors[code] = m;
  for (const id in s.armies) if (id.startsWith(`${code}-`) && s.armies[id].at !== null) s.armies[id] = { ...s.armies[id], ctl, role };
  return s;
}

/** The single placements listed (`place heb`), without the many at once (`place 4 heb`, `place rest`). */
const placeOptions = (s: KdState, seat: number) => game.actions(s, seat).filter((c) => /^place (?!rest$)[a-z]+$/.test(c));

describe('minor countries (§2.8)', () => {
  it('KD-58 / R-47 / A-13: Alliance targets a minor nobody uses; the roller’s bribe is open, the opposition sealed; 10 or more makes the alliance and the roller sets up its force', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], hands: { JUD: [18] }, armies: { MAH: ['JUD-I32-1'] }, stocks: { JUD: [10, 10], PHI: [10, 10] } });
    s0.minors.EDO = minor('invaded', { invader: 1, defender: 0 });
    s0.cup = [];
    let s = start(s0, [{ k: 'event', stage: 'draw' }]).state;
    const [J, P] = [seatOf(s, 'JUD'), seatOf(s, 'PHI')];
    s = go(s, J, 'play alliance').state;
    // not Edom (invaded), never Jebus or the Neutral areas; the unused player countries qualify.
    const targets = game.actions(s, J).filter((c) => c.startsWith('minor '));
    expect(targets).toContain('minor ammon');
    expect(targets).toContain('minor aram');
    expect(targets.some((c) => /edom|jebus|neutral|judah|philistia/.test(c))).toBe(false);
    s = run(s, [[J, 'minor ammon'], [J, 'bribe 2']]).state;
    expect(s.res[J]).toBe(8);
    // Philistia opposes in secret: it has no army next to Ammon, so only resources.
    expect(game.actions(s, P)).toEqual(['oppose 0', 'oppose 1', 'oppose 2', 'oppose 3', 'oppose 4', 'oppose 5']);
    expect(game.actions(s, J)).toEqual([]);
    // d10 9 + bribe 2 + one army at Mahanaim next to Jazer + Judah's special −2 − 0 = 10.
    d10(9);
    const r = go(s, P, 'oppose 0');
    s = r.state;
    expect(forcedLeft()).toBe(0);
    expect(words(r.log)).toContain('Player 1 (Judah) rolls 9 (total 10): Ammon becomes an ally.');
    expect(s.minors.AMM).toMatchObject({ status: 'allied', ally: J });
    const f = top(s);
    expect(f?.k === 'place' ? [f.seat, f.rule, f.pieces.length] : null).toEqual([J, 'minor', 13]);
    expect(placeOptions(s, J).every((c) => ['rab', 'jaz', 'min', 'ams'].includes(c.split(' ')[1]))).toBe(true);
  });

  it('R-44 / R-58: a minor ally’s country is friendly ground for its ally (no invasion); its armies may leave it; its cities never count for the ally', () => {
    const s0 = withMinor({ countries: ['JUD', 'PHI'], armies: { DEB: ['JUD-I32-1'], BEE: ['NEG-M21-1'] } }, 'NEG', minor('allied', { ally: 0 }), 'ally', 0);
    let s = actionPhase(s0).state;
    const J = seatOf(s, 'JUD');
    s = run(s, [[J, 'group bee'], [J, 'to zik']]).state;
    expect(s.armies['NEG-M21-1'].at).toBe('ZIK');
    s = run(s, [[J, 'group deb'], [J, 'to ara']]).state;
    // Entered without a roll-off, and Arad stays Negev's.
    expect(s.stack.some((f) => f.k === 'rolloff')).toBe(false);
    expect(s.armies['JUD-I32-1'].at).toBe('ARA');
    expect(s.control.ARA).toBe('NEG');
    const held = position({ countries: ['JUD', 'PHI'], control: { BEE: 'JUD' } });
    expect(victoryPoints(held, J)).toBe(1);
    held.minors.NEG = minor('allied', { ally: J });
    expect(victoryPoints(held, J)).toBe(0);
  });

  it('KD-78 / R-43: the defender moves the minor’s armies inside its borders only; they are enemies of everyone but him; he and his allies may not enter it', () => {
    const s0 = withMinor({ countries: ['JUD', 'PHI', 'ARA'], armies: { BOZ: ['EDO-I32-1'], WIL: ['JUD-I32-1'], SEL: ['PHI-I32-1'] } }, 'EDO', minor('invaded', { invader: 2, defender: 0 }), 'defence', 0);
    s0.alliances = [{ a: 0, b: 1, joint: false, host: null, breaking: false }];
    s0.pastAllies = ['0-1'];
    let s = actionPhase(s0).state;
    const [J, P] = [seatOf(s, 'JUD'), seatOf(s, 'PHI')];
    s = go(s, J, 'group boz').state;
    expect(game.actions(s, J).filter((c) => c.startsWith('to '))).toEqual(['to pun', 'to sel']);
    s = go(s, J, 'stop').state;
    // Judah may not send its own infantry from the Wilderness into Edom (Arabah), nor may its ally.
    s = go(s, J, 'group wil').state;
    expect(game.actions(s, J)).not.toContain('to arb');
    s = run(s, [[J, 'stop'], [J, 'end']]).state;
    // Judah is offered no siege of Bozrah (held by Edom and by the Edomite army he runs); his ally
    // Philistia, in Sela, may not move into Edom's other areas: its slot passes, and so does Aram's.
    expect(s.actionsBegun).toBe(2);
    expect(top(s)).toMatchObject({ k: 'movement', seat: J });
    expect(minorBarred(s, P, 'PUN')).toBe(true);
    expect(minorBarred(s, seatOf(s, 'ARA'), 'PUN')).toBe(false);
  });

  it('R-43: minor-defence armies are enemies of their controller’s allies: a battle is required where they stand together', () => {
    const s0 = withMinor({ countries: ['JUD', 'PHI'], armies: { BOZ: ['EDO-I32-1', 'PHI-I32-1'] }, initiative: ['PHI', 'JUD'], stocks: { PHI: [5, 5] } }, 'EDO', minor('invaded', { invader: 1, defender: 0 }), 'defence', 0);
    s0.alliances = [{ a: 0, b: 1, joint: false, host: null, breaking: false }];
    s0.pastAllies = ['0-1'];
    const P = seatOf(s0, 'PHI');
    d8(1, 1);
    const s = go(actionPhase(s0).state, P, 'end').state;
    expect(forcedLeft()).toBe(0);
    expect(s.res[P]).toBe(4);
    expect(s.battle?.area).toBe('BOZ');
    expect(s.battle?.seats).toEqual([[P], [seatOf(s, 'JUD')]]);
  });

  it('KD-79 / R-46 / R-43: a minor is conquered when none of its cities is its own; its armies leave the map and its former defender may not enter it until the next Action phase', () => {
    const s0 = withMinor(
      { countries: ['JUD', 'PHI'], armies: { BOZ: ['PHI-I32-1'], PUN: ['EDO-I32-1'], WIL: ['JUD-I32-1'] }, control: { SEL: 'PHI' }, hands: { PHI: [5] }, initiative: ['PHI', 'JUD'], stocks: { PHI: [5, 5] } },
      'EDO',
      minor('invaded', { invader: 1, defender: 0 }),
      'defence',
      0,
    );
    let s = actionPhase(s0).state;
    const [J, P] = [seatOf(s, 'JUD'), seatOf(s, 'PHI')];
    s = run(s, [[P, 'end'], [P, 'siege boz']]).state;
    const r = go(s, P, 'play entrance');
    s = r.state;
    expect(words(r.log)).toContain('Edom is conquered.');
    expect(s.minors.EDO.status).toBe('conquered');
    expect(s.armies['EDO-I32-1'].at).toBeNull();
    // Judah's slot of the same Action phase: Arabah (Edom) is closed to it.
    s = go(s, J, 'group wil').state;
    expect(game.actions(s, J)).not.toContain('to arb');
    expect(minorBarred(s, J, 'ARB')).toBe(true);
    s.actionsBegun++;
    expect(minorBarred(s, J, 'ARB')).toBe(false);
  });

  it('KD-80 / KD-35 / R-46: inside an invaded minor the invader controls only where his armies end his slot; once he holds every city of a conquered minor, passing through is enough', () => {
    const p: Position = { countries: ['JUD', 'PHI'], armies: { WIL: ['JUD-I32-1'] }, leaders: { DAVID: 'WIL' } };
    // Invaded, Edom still holding its cities: Arabah, passed through, stays Edom's; Punon, where the group ends, becomes Judah's.
    let s = actionPhase(withMinor(p, 'EDO', minor('invaded', { invader: 0, defender: 1 }), 'defence', 1)).state;
    const J = seatOf(s, 'JUD');
    s = run(s, [[J, 'group wil'], [J, 'to arb']]).state;
    expect(s.control.ARB).toBe('EDO');
    s = run(s, [[J, 'to pun'], [J, 'stop'], [J, 'end']]).state;
    expect(s.control.PUN).toBe('JUD');
    expect(s.control.ARB).toBe('EDO');
    // Conquered, both cities Judah's: entering Arabah is enough.
    const q = actionPhase(withMinor({ ...p, control: { BOZ: 'JUD', SEL: 'JUD' } }, 'EDO', minor('conquered', { invader: 0 }), 'defence', 1)).state;
    const t = run(q, [[J, 'group wil'], [J, 'to arb']]).state;
    expect(t.control.ARB).toBe('JUD');
    // Not when another player holds one of the cities.
    const u = actionPhase(withMinor({ ...p, control: { BOZ: 'JUD', SEL: 'PHI' } }, 'EDO', minor('conquered', { invader: 0 }), 'defence', 1)).state;
    expect(run(u, [[J, 'group wil'], [J, 'to arb']]).state.control.ARB).toBe('EDO');
  });

  it('R-34: minor-defence armies alone in an area of their own minor at the end of any slot give it back to the minor', () => {
    // Bedouin defence armies run by Philistia retreated into the Syrian Steppe, which Judah had taken:
    // at the end of Judah's slot they stand there alone, and the steppe is the Bedouins' again.
    const s0 = withMinor({ countries: ['JUD', 'PHI'], armies: { STP: ['BED-M21-1', 'BED-M21-2'], WIL: ['JUD-I32-1'] }, control: { STP: 'JUD' } }, 'BED', minor('invaded', { invader: 0, defender: 1 }), 'defence', 1);
    let s = actionPhase(s0).state;
    const J = seatOf(s, 'JUD');
    s = go(s, J, 'end').state;
    expect(s.slot?.actors).toEqual([seatOf(s, 'PHI')]);
    expect(s.control.STP).toBe('BED');
    // And at the end of their controller's own slot, from him.
    const t = actionPhase(withMinor({ countries: ['JUD', 'PHI'], armies: { SIR: ['BED-M21-1'], WIL: ['JUD-I32-1'] }, control: { SIR: 'PHI' } }, 'BED', minor('invaded', { invader: 0, defender: 1 }), 'defence', 1)).state;
    const after = run(t, [[J, 'end'], [seatOf(t, 'PHI'), 'end']]).state;
    expect(after.control.SIR).toBe('BED');
  });

  it('R-34 / R-16: raiders alone in an area of their own minor at the end of their controller’s slot take it for him, the minor never invaded', () => {
    const s0 = position({ countries: ['PHI', 'JUD'] });
    const P = seatOf(s0, 'PHI');
    s0.armies['EGY-C43-1'] = { at: 'HOR', reduced: false, ctl: P, role: 'raider', raid: 1 };
    s0.raids = [{ id: 1, seat: P, minor: 'EGY', left: 3 }];
    const s = go(actionPhase(s0).state, P, 'end').state;
    expect(s.minors.EGY.status).toBe('inactive');
    expect(s.control.HOR).toBe('PHI');
    expect(words(go(actionPhase(s0).state, P, 'end').log)).toContain('Player 1 (Philistia) gains control of Way of Horus.');
  });

  it('R-54: a player country used as a minor has its set-up force drawn at random, its set-up levels from the start, and no leaders', () => {
    const s = game.setup({ seats: 2, seed: 'r54' });
    expect(s.minors.ARA?.status).toBe('inactive');
    expect([s.fort.DAM, s.fort.RAM, s.fort.TYR, s.fort.SID, s.fort.KIR]).toEqual([4, 2, 3, 3, 3]);
    const force = minorForce(s, 'ARA');
    const count = (t: string) => force.filter((id) => id.slice(4, 5) === t).length;
    expect([count('C'), count('P'), count('I'), count('M')]).toEqual([SETUP.ARA.armies.C, 0, SETUP.ARA.armies.I, SETUP.ARA.armies.M]);
    expect(s.leaders.HADADEZER.status).toBe('out');
  });

  it('KD-76 / R-54 / R-44: minor rebuilding flips every unit and adds units of the types chosen from the whole pool, next to a city the minor holds, never into enemy units or enemy control (neutral ground is neither)', () => {
    const s0 = withMinor(
      { countries: ['JUD', 'PHI'], armies: { RAM: ['ARA-I32-1'], BAS: ['ARA-C43-1'], MAH: ['PHI-I32-1'] }, reduced: ['ARA-I32-1', 'ARA-C43-1'] },
      'ARA',
      minor('allied', { ally: 0 }),
      'ally',
      0,
    );
    let s = start(s0, [{ k: 'build', seat: 0, step: 1, fortified: [], rebuilt: [], adding: null, giving: null }]).state;
    const J = seatOf(s, 'JUD');
    expect(game.actions(s, J)).toContain('rebuild aram');
    s = go(s, J, 'rebuild aram').state;
    expect([s.armies['ARA-I32-1'].reduced, s.armies['ARA-C43-1'].reduced]).toEqual([false, false]);
    // Aram's whole pool: chariots, infantry and militia (no phalanx).
    expect(game.actions(s, J)).toEqual(['add chariot', 'add infantry', 'add militia', 'skip']);
    s = go(s, J, 'add infantry').state;
    const options = placeOptions(s, J);
    // Jabesh-gilead (neutral) is free ground; Mahanaim holds a Philistine army; Ammon's steppe is another minor's.
    expect(options).toContain('place jab');
    expect(options).not.toContain('place mah');
    expect(options).not.toContain('place ams');
    expect(options).toContain('place ram');
  });
});
