import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markerKind } from '../../../src/games/king-david/data/tables';
import { english } from '../../support/words';
import { clearForced, d10, d6, forcedLeft } from './forced';
import { actionPhase, game, go, position, seatOf, start } from './helpers';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

/** Judah stands alone in Gibeah (a neutral city at level 1) and reaches its Siege section. */
function atGibeah(countries: ('JUD' | 'PHI' | 'ARA')[], hands: Partial<Record<'JUD' | 'PHI' | 'ARA', number[]>>) {
  const s = position({ countries, armies: { GIB: ['JUD-I32-1'] }, hands });
  let state = actionPhase(s).state;
  const J = seatOf(state, 'JUD');
  state = go(state, J, 'end').state;
  expect(game.actions(state, J)).toEqual(['siege gib', 'done']);
  return { state, J };
}

describe('T-4 God’s Intervention chain', () => {
  it('T-4 / KD-66 / A-8 / R-42: Siege Works answered by three God’s Interventions (B, C, B) has no effect; all four leave the game', () => {
    let { state: s, J } = atGibeah(['JUD', 'PHI', 'ARA'], { JUD: [20], PHI: [26, 26], ARA: [26] });
    const P = seatOf(s, 'PHI');
    const A = seatOf(s, 'ARA');
    s = go(s, J, 'siege gib').state;
    // W-SR: the phasing player first.
    expect(game.actions(s, J)).toContain('play siegeworks');
    s = go(s, J, 'play siegeworks').state;
    // W-GI starts with the player after the one who played: Philistia.
    expect(game.actions(s, P)).toEqual(['play intervention', 'pass', 'pass always']);
    expect(game.actions(s, A)).toEqual([]);
    s = go(s, P, 'play intervention').state;
    // Each God's Intervention opens its own W-GI, polled from the player after it.
    expect(game.actions(s, A)).toEqual(['play intervention', 'pass', 'pass always']);
    s = go(s, A, 'play intervention').state;
    expect(game.actions(s, P)).toEqual(['play intervention', 'pass', 'pass always']);
    d6(6);
    d10(3);
    const r = go(s, P, 'play intervention');
    s = r.state;
    expect(forcedLeft()).toBe(0);
    const lines = r.log.map((l) => english(l.text));
    expect(lines).toContain('Siege Works is negated.');
    // The level was not lowered: the city rolled one d10 at level 1.
    expect(lines).toContain('Siege dice: besiegers 6; city 3.');
    expect(s.played.map(markerKind)).toEqual([20, 26, 26, 26]);
    expect(s.hands.flat()).toEqual([]);
  });
});

describe('T-5 Netting', () => {
  it('T-5 / KD-54 / KD-55 / KD-68 / R-11 / R-17 / R-18: three Increase and two Decrease Harvest on Judah with its 10 areas and Jerusalem give 23 + 10 + 2 = 35 food', () => {
    const s = position({ countries: ['JUD', 'PHI'], hands: { JUD: [14, 14, 14], PHI: [15, 15] }, control: { JER: 'JUD' }, stocks: { JUD: [0, 0], PHI: [0, 0] } });
    let state = start(s, [{ k: 'produce', what: 'food', stage: 'window', mods: {} }]).state;
    const J = seatOf(state, 'JUD');
    const P = seatOf(state, 'PHI');
    // W-H polls from initiative place 1; each play is answered in turn.
    for (const seat of [J, P, J, P, J]) {
      state = go(state, seat, game.actions(state, seat)[0]).state;
      state = go(state, seat, 'country judah').state;
    }
    expect(state.stack).toEqual([]);
    expect(state.food[J]).toBe(35);
    // Philistia's own areas are untouched by markers on Judah.
    expect(state.food[P]).toBe(28);
  });
});

describe('T-6 Surrender', () => {
  it('T-6 / KD-60 / R-11 / R-36: Siege Works against Gibeah at level 1 makes it surrender without dice, taken at level 1', () => {
    let { state: s, J } = atGibeah(['JUD', 'PHI'], { JUD: [20] });
    s = go(s, J, 'siege gib').state;
    const r = go(s, J, 'play siegeworks');
    s = r.state;
    expect(r.log.map((l) => english(l.text))).toContain('Gibeah surrenders.');
    expect(r.log.map((l) => english(l.text)).some((l) => l.startsWith('Siege dice'))).toBe(false);
    expect(s.control.GIB).toBe('JUD');
    expect(s.fort.GIB).toBe(1);
  });

  it('T-6 / KD-61 / R-11: with Defensive Stalwart played too the net change is 0 and the city rolls one d10', () => {
    let { state: s, J } = atGibeah(['JUD', 'PHI'], { JUD: [20], PHI: [21] });
    const P = seatOf(s, 'PHI');
    s = go(s, J, 'siege gib').state;
    s = go(s, J, 'play siegeworks').state;
    d6(2);
    d10(4);
    const r = go(s, P, 'play stalwart');
    expect(forcedLeft()).toBe(0);
    expect(r.log.map((l) => english(l.text))).toContain('Siege dice: besiegers 2; city 4.');
    expect(r.state.control.GIB).toBe('NEU');
  });
});
