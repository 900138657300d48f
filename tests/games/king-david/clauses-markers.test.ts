import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markerKind, RAIDS } from '../../../src/games/king-david/data/tables';
import type { KdState } from '../../../src/games/king-david/state';
import { upkeep } from '../../../src/games/king-david/upkeep';
import { clearForced, d10, d6, d8, forceDraws, forcedLeft } from './forced';
import { actionPhase, game, go, position, run, seatOf, start, top, words } from './helpers';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

/** An Event phase about to draw, in the position's initiative order. */
function eventPhase(s: KdState) {
  return start(s, [{ k: 'event', stage: 'draw' }]);
}

describe('event markers (§2.5)', () => {
  it('KD-39: in an Event phase each player draws one marker, in initiative order; there is no hand limit', () => {
    const s0 = position({ countries: ['JUD', 'PHI', 'ARA'], initiative: ['ARA', 'JUD', 'PHI'], hands: { JUD: [1, 1, 1, 2, 2, 2, 3, 3, 4, 4] } });
    const [J, P, A] = [seatOf(s0, 'JUD'), seatOf(s0, 'PHI'), seatOf(s0, 'ARA')];
    const cup = s0.cup.length;
    const { state: s, log } = eventPhase(s0);
    expect([s.hands[J].length, s.hands[P].length, s.hands[A].length]).toEqual([11, 1, 1]);
    expect(s.cup).toHaveLength(cup - 3);
    expect(words(log).filter((l) => l.endsWith('draws an event marker.'))).toEqual([
      'Player 3 (Aram) draws an event marker.',
      'Player 1 (Judah) draws an event marker.',
      'Player 2 (Philistia) draws an event marker.',
    ]);
  });

  it('R-41: played markers leave the game, and an empty cup means no draw', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], hands: { JUD: [14] }, stocks: { JUD: [0, 0], PHI: [0, 0] } });
    s0.cup = [];
    const { state: s, log } = eventPhase(s0);
    expect(s.hands.map((h) => h.length)).toEqual(s0.hands.map((h) => h.length));
    expect(words(log)).toContain('The event cup is empty.');
    // A marker played goes out of the game: neither back to the cup nor to a hand.
    let h = start(s, [{ k: 'produce', what: 'food', stage: 'window', mods: {} }]).state;
    const J = seatOf(h, 'JUD');
    h = run(h, [[J, 'play harvest-up'], [J, 'country judah']]).state;
    expect(h.played.map(markerKind)).toEqual([14]);
    expect(h.cup).toEqual([]);
    expect(h.hands.flat()).toEqual([]);
  });

  it('KD-40: a marker is offered only in the window of the phase or section it names', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], hands: { JUD: [14, 16, 1, 20] } });
    const J = seatOf(s0, 'JUD');
    const harvest = start(structuredClone(s0), [{ k: 'produce', what: 'food', stage: 'window', mods: {} }]).state;
    expect(game.actions(harvest, J)).toEqual(['play harvest-up', 'pass', 'pass always']);
    const resource = start(structuredClone(s0), [{ k: 'produce', what: 'res', stage: 'window', mods: {} }]).state;
    expect(game.actions(resource, J)).toEqual(['play resources-up', 'pass', 'pass always']);
    // No window of an Event phase takes Surprise, Siege Works or the harvest markers: nobody is polled.
    const event = eventPhase(structuredClone(s0)).state;
    expect(game.actions(event, J)).toEqual([]);
  });

  it('KD-56 / KD-57 / KD-69 / R-17: in a Resource phase, after W-R, each country adds the resource values of its areas; Increase and Decrease Resources change each area of the named country by 1, never below 0', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], hands: { JUD: [16], PHI: [17] }, stocks: { JUD: [0, 0], PHI: [0, 0] } });
    let s = start(s0, [{ k: 'produce', what: 'res', stage: 'window', mods: {} }]).state;
    const [J, P] = [seatOf(s, 'JUD'), seatOf(s, 'PHI')];
    s = run(s, [[J, 'play resources-up'], [J, 'country judah']]).state;
    // Nothing is produced while the window is open.
    expect(s.res).toEqual([0, 0]);
    s = run(s, [[P, 'play resources-down'], [P, 'country edom']]).state;
    // Judah: its 10 areas give 20, +1 each = 30. Philistia: its 9 areas give 30 (Edom's change is not its).
    expect(s.res[J]).toBe(30);
    expect(s.res[P]).toBe(30);
    expect(s.food).toEqual([0, 0]);
    // Decrease on Philistia's own areas: 30 − 9 = 21; on Edom held by Judah, Punon 3 → 2 but Arabah 1 → 0 and never below.
    const t0 = position({ countries: ['JUD', 'PHI'], hands: { PHI: [17, 17] }, control: { ARB: 'JUD', PUN: 'JUD' }, stocks: { JUD: [0, 0], PHI: [0, 0] } });
    let t = start(t0, [{ k: 'produce', what: 'res', stage: 'window', mods: {} }]).state;
    t = run(t, [[P, 'play resources-down'], [P, 'country edom'], [P, 'play resources-down'], [P, 'country edom']]).state;
    // Judah: 20 + Punon (3 − 2) + Arabah (1 − 2, taken as 0) = 21.
    expect(t.res[J]).toBe(21);
  });

  it('KD-59 / R-61: an Ark negated by God’s Intervention was still played: with 3 players Judah may not play a second one', () => {
    let s = actionPhase(position({ countries: ['JUD', 'PHI', 'ARA'], armies: { ELA: ['JUD-P32-1'], TIM: ['PHI-I32-1', 'PHI-I32-2'] }, hands: { JUD: [19, 19], ARA: [26] } })).state;
    const [J, P, A] = [seatOf(s, 'JUD'), seatOf(s, 'PHI'), seatOf(s, 'ARA')];
    s = run(s, [[J, 'group ela'], [J, 'to tim']]).state;
    expect(game.actions(s, J)).toEqual(['play ark', 'pass', 'pass always']);
    s = go(s, J, 'play ark').state;
    // W-GI polls from the player after Judah; only Aram holds God's Intervention.
    d10(5);
    d8(1, 1);
    const r = go(s, A, 'play intervention');
    s = r.state;
    expect(forcedLeft()).toBe(0);
    expect(words(r.log)).toContain('Ark of the Lord is negated.');
    // Not applied: 5 + 3 = 8 hits.
    expect(words(r.log)).toContain('Player 1 (Judah) scores 8 hits.');
    s = run(s, [[J, 'continue'], [P, 'continue']]).state;
    // Round 2: Judah still holds an Ark, but one was played: no W-CR for it, the dice roll at once.
    expect(top(s)?.k).not.toBe('window');
    expect(s.hands[J].map(markerKind)).toEqual([19]);
  });

  it('KD-45 / R-37: Secret Entrance takes the city at once, without dice; its level is unchanged', () => {
    let s = actionPhase(position({ countries: ['JUD', 'PHI'], armies: { GIB: ['JUD-I32-1'] }, hands: { JUD: [5] }, forts: { GIB: 3 } })).state;
    const J = seatOf(s, 'JUD');
    s = run(s, [[J, 'end'], [J, 'siege gib']]).state;
    expect(game.actions(s, J)).toEqual(['play entrance', 'pass', 'pass always']);
    const r = go(s, J, 'play entrance');
    expect(forcedLeft()).toBe(0);
    expect(r.state.control.GIB).toBe('JUD');
    expect(r.state.fort.GIB).toBe(3);
    expect(words(r.log).some((l) => l.includes('dice'))).toBe(false);
  });

  it('KD-48 / KD-49 / KD-50 / KD-51 / KD-52 / KD-53: each raid rolls its own dice for N, draws N raiders, and lasts 3 or 4 Action phases', () => {
    const cases: [number, string, () => void, number, number][] = [
      [8, 'egypt-d10', () => d10(2), 2, 3],
      [9, 'egypt-d10d6', () => (d10(2), d6(1)), 3, 4],
      [10, 'egypt-2d10', () => d10(1, 2), 3, 4],
      [11, 'bedouin-d8', () => d8(3), 3, 3],
      [12, 'bedouin-d10', () => d10(2), 2, 4],
      [13, 'bedouin-d10d6', () => (d10(1), d6(1)), 2, 4],
    ];
    for (const [kind, word, dice, n, phases] of cases) {
      let s = actionPhase(position({ countries: ['JUD', 'PHI'], armies: { HEB: ['JUD-I32-1'] }, hands: { JUD: [kind] } })).state;
      const J = seatOf(s, 'JUD');
      dice();
      s = go(s, J, `play ${word}`).state;
      expect(forcedLeft()).toBe(0);
      expect(s.raids).toEqual([{ id: 1, seat: J, minor: RAIDS[kind].minor, left: phases }]);
      const f = top(s);
      expect(f?.k === 'place' ? f.pieces.length : -1, word).toBe(n);
    }
  });

  it('R-16 / KD-48: raiders pay no upkeep and get no leader doubling; they leave after the last slot of their final Action phase, their conquests staying', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], armies: { RAP: ['EGY-C43-1'], HEB: ['JUD-I32-1'] }, leaders: { DAVID: 'RAP' } });
    const J = seatOf(s0, 'JUD');
    s0.armies['EGY-C43-1'] = { at: 'RAP', reduced: false, ctl: J, role: 'raider', raid: 1 };
    s0.raids = [{ id: 1, seat: J, minor: 'EGY', left: 1 }];
    // Upkeep: the infantry 3/2 alone (½ + ½ per step, two steps); the raider costs nothing.
    expect(upkeep(s0, J)).toEqual({ food: 1, res: 1 });
    let s = actionPhase(s0).state;
    s = go(s, J, 'group rap').state;
    // David and the chariot: the chariot keeps 2 MP and David is not doubled by it (R-26: raiders are not).
    const view = game.view(s, J) as { order: { allowance: Record<string, number> } };
    expect(view.order.allowance).toEqual({ DAVID: 3, 'EGY-C43-1': 2 });
    s = go(s, J, 'stop').state;
    // The slots end (Philistia has nothing to move): Raphia (no city) passes to Judah; then
    // the raid's last Action phase is over.
    const r = go(s, J, 'end');
    expect(r.state.armies['EGY-C43-1'].at).toBeNull();
    expect(r.state.raids).toEqual([]);
    expect(r.state.control.RAP).toBe('JUD');
  });

  it('R-64 / R-16: a raid drawn while its minor is active uses only the counters off the map; N is capped by them', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], armies: { HEB: ['JUD-I32-1'] }, hands: { JUD: [8] } });
    s0.minors.EGY = { status: 'invaded', ally: null, invader: 1, defender: 0, barredUntil: 0 };
    const J = seatOf(s0, 'JUD');
    const onMap = Object.keys(s0.armies).filter((id) => id.startsWith('EGY-')).slice(3);
    for (const id of onMap) s0.armies[id] = { at: 'TJA', reduced: false, ctl: J, role: 'defence' };
    let s = actionPhase(s0).state;
    d10(10);
    s = go(s, J, 'play egypt-d10').state;
    const f = top(s);
    expect(f?.k).toBe('place');
    // 10 rolled, 3 off the map: 3 raiders, none of those defending Egypt.
    const pieces = f?.k === 'place' ? f.pieces : [];
    expect(pieces).toHaveLength(3);
    expect(pieces.some((id) => onMap.includes(id))).toBe(false);
  });

  it('R-55 / KD-67: Hand of Fate replaces two chits whose phases have not started; a face-down one is known to its placer alone; the old ones go back to the cup', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], hands: { JUD: [27] } });
    s0.chitCup = ['event', 'build', 'harvest'];
    s0.turn = 2;
    s0.phase = 2;
    let s = start(s0, [{ k: 'turn', stage: 'phases' }]).state;
    const [J, P] = [seatOf(s, 'JUD'), seatOf(s, 'PHI')];
    expect(s.phase).toBe(3);
    expect(game.actions(s, J)).toEqual(['play fate', 'pass', 'pass always']);
    forceDraws(0, 0);
    s = go(s, J, 'play fate').state;
    // Spaces 1 and 2 have been played: only 3 to 12 may be replaced.
    expect(game.actions(s, J)).toEqual(Array.from({ length: 10 }, (_, i) => `replace ${i + 3}`));
    const [old3, old9] = [s.track[2].kind, s.track[8].kind];
    s = run(s, [[J, 'replace 3'], [J, 'replace 9']]).state;
    expect(s.track[2]).toEqual({ kind: 'event', faceUp: true, knownTo: [] });
    expect(s.track[8]).toEqual({ kind: 'build', faceUp: false, knownTo: [J] });
    expect((game.view(s, J) as { track: { chit: string | null }[] }).track[8].chit).toBe('build');
    expect((game.view(s, P) as { track: { chit: string | null }[] }).track[8].chit).toBeNull();
    expect([...s.chitCup].sort()).toEqual(['harvest', old3, old9].sort());
  });
});
