import { beforeEach, describe, expect, it, vi } from 'vitest';
import { poolOf } from '../../../src/games/king-david/pools';
import type { KdState } from '../../../src/games/king-david/state';
import { clearForced } from './forced';
import { play } from '../../../src/engine/play';
import { game, go, position, run, seatOf, start, words, type Position } from './helpers';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

/** Judah's Build step (KD-70), starting with maintenance. */
function build(p: Position): { s: KdState; J: number } {
  const s0 = position(p);
  const J = seatOf(s0, 'JUD');
  return { s: start(s0, [{ k: 'build', seat: J, step: 0, fortified: [], rebuilt: [], adding: null, giving: null }]).state, J };
}

const verbs = (s: KdState, seat: number) => [...new Set(game.actions(s, seat).map((c) => c.split(' ')[0]))];

describe('the Build phase (§2.7)', () => {
  it('KD-70 / A-15: maintenance is paid first, then restoration, new armies, fortification and minor rebuilding, in that order', () => {
    const { s: s0, J } = build({ countries: ['JUD', 'PHI'], armies: { HEB: ['JUD-I32-1'] }, reduced: ['JUD-I32-1'], stocks: { JUD: [40, 40] } });
    // Maintenance came first, by itself: the reduced infantry costs ½ F and ½ R, rounded up to 1 and 1.
    expect([s0.food[J], s0.res[J]]).toEqual([39, 39]);
    expect(verbs(s0, J)).toEqual(['restore', 'buy', 'fortify', 'done']);
    // After a purchase, restoration is over; after a fortification, purchases are over.
    let s = go(s0, J, 'buy militia full').state;
    s = go(s, J, game.actions(s, J)[0]).state;
    expect(verbs(s, J)).toEqual(['buy', 'fortify', 'done']);
    s = go(s, J, 'fortify bet').state;
    expect(verbs(s, J)).toEqual(['fortify', 'done']);
  });

  it('KD-74 / R-38: a new army is paid per step (a militia always two), drawn at random and placed in a controlled home city area or a home area next to one, within stacking, never where enemies hold or stand', () => {
    const { s: s0, J } = build({
      countries: ['JUD', 'PHI'],
      armies: { HEB: ['JUD-I32-1', 'JUD-I32-2', 'JUD-I32-3', 'JUD-I32-4'], MAO: ['PHI-M1-1'] },
      control: { BET: 'PHI', ADU: 'PHI', KEI: 'PHI', LAC: 'PHI', ZIK: 'PHI', DEB: 'PHI' },
      stocks: { JUD: [100, 100] },
    });
    const before = [s0.food[J], s0.res[J]];
    // No reduced militia; a reduced infantry costs one step (2 F + 2 R) and comes reduced.
    expect(game.actions(s0, J).filter((c) => c.startsWith('buy militia'))).toEqual(['buy militia full']);
    let s = go(s0, J, 'buy militia full').state;
    expect([s.food[J], s.res[J]]).toEqual([before[0] - 2, before[1] - 2]);
    // Hebron is full (4 armies, no leader); the Wilderness is a home area next to it; Maon holds a
    // Philistine army; Bethlehem and the other cities are Philistia's: the militia goes to the Wilderness.
    const at = (prefix: string) => Object.keys(s.armies).filter((id) => id.startsWith(prefix) && s.armies[id].at !== null);
    expect(at('JUD-M').map((id) => s.armies[id].at)).toEqual(['WIL']);
    s = go(s, J, 'buy infantry reduced').state;
    expect([s.food[J], s.res[J]]).toEqual([before[0] - 4, before[1] - 4]);
    const infantry = at('JUD-I').filter((id) => s.armies[id].at === 'WIL');
    expect(infantry).toHaveLength(1);
    expect(s.armies[infantry[0]].reduced).toBe(true);
    // With Hebron held by Philistia too, Judah controls no home city: nothing can be bought.
    const none = build({ countries: ['JUD', 'PHI'], control: { HEB: 'PHI', BET: 'PHI', ADU: 'PHI', KEI: 'PHI', LAC: 'PHI', ZIK: 'PHI', DEB: 'PHI' }, stocks: { JUD: [100, 100] } });
    expect(game.actions(none.s, none.J).filter((c) => c.startsWith('buy '))).toEqual([]);
  });

  it('R-38 / KD-73: restoration costs one step and is allowed anywhere on the map', () => {
    const { s: s0, J } = build({ countries: ['JUD', 'PHI'], armies: { GAZ: ['JUD-P32-1'] }, reduced: ['JUD-P32-1'], control: { GAZ: 'JUD' }, stocks: { JUD: [20, 20] } });
    const before = [s0.food[J], s0.res[J]];
    const s = go(s0, J, 'restore jud-p32-1').state;
    expect(s.armies['JUD-P32-1'].reduced).toBe(false);
    expect([s.food[J], s.res[J]]).toEqual([before[0] - 2, before[1] - 3]);
  });

  it('A-2 / A-15 / KD-73: a restoration is a secret step: the others read that Judah restored an army, never which one nor where', () => {
    // Two reduced infantries of one cost, in Hebron and in Bethlehem: twin a restores one, twin b the other.
    const { s: s0, J } = build({ countries: ['JUD', 'PHI'], armies: { HEB: ['JUD-I32-1'], BET: ['JUD-I21-1'] }, reduced: ['JUD-I32-1', 'JUD-I21-1'], stocks: { JUD: [20, 20] } });
    const P = seatOf(s0, 'PHI');
    const a = play(game, s0, J, 'restore jud-i32-1');
    const b = play(game, s0, J, 'restore jud-i21-1');
    if (!a.ok || !b.ok) throw new Error('a restoration was refused');
    expect([a.value.secret, b.value.secret]).toEqual([true, true]);
    for (const viewer of [P, null]) {
      expect(words(b.value.log, viewer), `read by ${viewer}`).toEqual(words(a.value.log, viewer));
      expect(JSON.stringify(game.view(b.value.state, viewer))).toBe(JSON.stringify(game.view(a.value.state, viewer)));
    }
    expect(words(a.value.log, P)).toEqual(['Player 1 (Judah) restores an army.']);
    expect(words(a.value.log, J)).toContain('You restore your Judah infantry 2 (reduced) in Hebron to full strength.');
  });

  it('A-2 / A-15 / KD-72 / R-39: an upkeep loss is a secret step: the others read that Judah lost a step for want of upkeep, and where a piece left the map, never which army lost it', () => {
    // Two full infantries of one type in Hebron and Bethlehem, and nothing to pay with.
    const { s: s0, J } = build({ countries: ['JUD', 'PHI'], armies: { HEB: ['JUD-I32-1', 'JUD-M1-1'], BET: ['JUD-I32-2'] }, stocks: { JUD: [0, 0] } });
    const P = seatOf(s0, 'PHI');
    const a = play(game, s0, J, 'lose jud-i32-1');
    const b = play(game, s0, J, 'lose jud-i32-2');
    if (!a.ok || !b.ok) throw new Error('an upkeep loss was refused');
    expect([a.value.secret, b.value.secret]).toEqual([true, true]);
    for (const viewer of [P, null]) {
      expect(words(b.value.log, viewer), `read by ${viewer}`).toEqual(words(a.value.log, viewer));
      expect(JSON.stringify(game.view(b.value.state, viewer))).toBe(JSON.stringify(game.view(a.value.state, viewer)));
    }
    expect(words(a.value.log, P)).toEqual(['Player 1 (Judah) cannot feed all its armies: one of them loses a step.']);
    // A 1-step militia leaves the map: Hebron's count of pieces, public, goes down by one.
    const gone = play(game, s0, J, 'lose jud-m1-1');
    expect(gone.ok && gone.value.secret).toBe(true);
    if (gone.ok) expect(words(gone.value.log, P)).toEqual(['Player 1 (Judah) cannot feed all its armies: a piece in Hebron leaves the map.']);
  });

  it('KD-75 / R-37: fortifying costs 10 resources, once per city per Build phase, up to level 4, only in a controlled city with no enemy armies', () => {
    const { s: s0, J } = build({ countries: ['JUD', 'PHI'], armies: { DEB: ['PHI-M1-1'] }, control: { GAZ: 'JUD' }, forts: { GAZ: 1 }, stocks: { JUD: [0, 40] } });
    const fortify = (s: KdState) => game.actions(s, J).filter((c) => c.startsWith('fortify '));
    // Judah's cities and captured Gaza; not Debir (a Philistine army there), not a Philistine city.
    expect(fortify(s0)).toEqual(['fortify adu', 'fortify bet', 'fortify gaz', 'fortify heb', 'fortify kei', 'fortify lac', 'fortify zik']);
    let s = go(s0, J, 'fortify heb').state;
    expect([s.fort.HEB, s.res[J]]).toEqual([4, 30]);
    s = go(s, J, 'fortify bet').state;
    // Hebron is at 4; Bethlehem was fortified this phase.
    expect(fortify(s)).not.toContain('fortify heb');
    expect(fortify(s)).not.toContain('fortify bet');
    expect(s.fort.BET).toBe(3);
    s = run(s, [[J, 'fortify gaz']]).state;
    expect(s.res[J]).toBe(10);
    s = go(s, J, 'fortify zik').state;
    // 0 resources left, no food to convert: nothing more.
    expect(fortify(s)).toEqual([]);
  });

  it('R-20 / KD-71: a country holding a port city, even a captured one, converts 2 for 1', () => {
    // An infantry costs 4 F + 4 R; with no food, 4 F cost 8 R at 2 for 1 (12 in all) or 12 R at 3 for 1 (16).
    const p: Position = { countries: ['JUD', 'PHI'], stocks: { JUD: [0, 12] } };
    const without = build(p);
    expect(game.actions(without.s, without.J)).not.toContain('buy infantry full');
    const port = build({ ...p, control: { ASD: 'JUD' } });
    expect(game.actions(port.s, port.J)).toContain('buy infantry full');
    const s = go(port.s, port.J, 'buy infantry full').state;
    expect([s.food[port.J], s.res[port.J]]).toEqual([0, 0]);
  });

  it('R-40 / KD-68: stocks have no cap', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], stocks: { JUD: [500, 500] } });
    const s = start(s0, [{ k: 'produce', what: 'food', stage: 'window', mods: {} }]).state;
    expect(s.food[seatOf(s, 'JUD')]).toBe(523);
  });

  it('KD-2 / KD-72: a full army losing a step flips; on its last step it is eliminated and its counter returns to its pool', () => {
    const { s: s0, J } = build({ countries: ['JUD', 'PHI'], armies: { HEB: ['JUD-I32-1'] }, stocks: { JUD: [0, 0] } });
    expect(game.actions(s0, J)).toEqual(['lose jud-i32-1']);
    let s = go(s0, J, 'lose jud-i32-1').state;
    expect(s.armies['JUD-I32-1']).toMatchObject({ at: 'HEB', reduced: true });
    expect(game.actions(s, J)).toEqual(['lose jud-i32-1']);
    s = go(s, J, 'lose jud-i32-1').state;
    expect(s.armies['JUD-I32-1']).toEqual({ at: null, reduced: false, ctl: -1, role: 'own' });
    expect(poolOf(s, 'JUD', 'I')).toContain('JUD-I32-1');
  });
});
