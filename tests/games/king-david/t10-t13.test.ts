import { beforeEach, describe, expect, it, vi } from 'vitest';
import { drawTrack, fullCup } from '../../../src/games/king-david/chits';
import { toPool } from '../../../src/games/king-david/pools';
import type { ChitKind } from '../../../src/games/king-david/data/tables';
import type { KdState } from '../../../src/games/king-david/state';
import type { KdView } from '../../../src/games/king-david/view';
import { english } from '../../support/words';
import { clearForced, d10, d6, forceDraws, forcedLeft } from './forced';
import { actionPhase, game, go, position, seatOf, start, words } from './helpers';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

/** Forces the draws that take these chits, in order, from the cup as it stands. */
function forceChits(s: KdState, kinds: ChitKind[]): void {
  const cup = [...s.chitCup];
  for (const k of kinds) {
    const i = cup.indexOf(k);
    if (i < 0) throw new Error(`no ${k} left in the cup`);
    forceDraws(i);
    cup.splice(i, 1);
  }
}

describe('T-10 Turn-1 draw', () => {
  it('T-10 / KD-15 / KD-16: drawn in the order Action, Build, Harvest, Build…, the second Build is set aside and replaced, leaving one Build on the track', () => {
    const s = position({ countries: ['JUD', 'PHI'] });
    s.turn = 1;
    s.chitCup = fullCup(s);
    forceChits(s, ['action', 'build', 'harvest', 'build', 'resource', 'action', 'event', 'action', 'harvest', 'resource', 'action', 'event', 'harvest']);
    // drawTrack refills the cup itself; the forced indices match the full cup's order.
    const log: never[] = [];
    drawTrack(s, log);
    expect(forcedLeft()).toBe(0);
    expect(s.track.map((c) => c.kind)).toEqual(['action', 'build', 'harvest', 'resource', 'action', 'event', 'action', 'harvest', 'resource', 'action', 'event', 'harvest']);
    expect(s.track.filter((c) => c.kind === 'build')).toHaveLength(1);
    expect(s.setAside).toEqual(['build']);
    // KD-15 / R-56: spaces 1–6 face up, 7–12 face down.
    expect(s.track.map((c) => c.faceUp)).toEqual([true, true, true, true, true, true, false, false, false, false, false, false]);
  });
});

/** T-11's opening: David's last army dies attacking Gaza, and his fate roll of 5 captures him. */
function davidCaptured() {
  const s = position({ countries: ['JUD', 'PHI'], armies: { ZIK: ['JUD-M1-1'], GAZ: ['PHI-C43-1', 'PHI-C43-2'], DEB: ['JUD-I32-1'] }, leaders: { DAVID: 'ZIK' } });
  let state = actionPhase(s).state;
  const J = seatOf(state, 'JUD');
  state = go(state, J, 'group zik').state;
  state = go(state, J, 'to gaz').state;
  d6(1);
  d10(10, 10);
  // David's fate roll: 5.
  d6(5);
  return { J, r: go(state, J, 'end') };
}

describe('T-11 Fate and ransom', () => {
  it('T-11 / KD-33 / KD-34 / A-5 / R-21 / R-23: David’s last army dies, he rolls 5 and is captured; at the next Diplomacy 12 R and 9 F pay his 15 R ransom and he returns to Hebron', () => {
    const { J, r } = davidCaptured();
    let state = r.state;
    expect(forcedLeft()).toBe(0);
    expect(words(r.log)).toContain('David is left without armies and rolls 5 for his fate.');
    expect(words(r.log)).toContain('David is captured.');
    expect(state.captives).toEqual(['DAVID']);
    expect((game.view(state, null) as KdView).captives).toEqual([{ leader: 'DAVID', country: 'JUD', ransom: 15 }]);

    // The next Diplomacy step: 12 R and 9 F, no port (3 food a resource).
    state.res[J] = 12;
    state.food[J] = 9;
    state = start(state, [{ k: 'diplomacy', stage: 'ransom', done: [false, false], proposals: [], used: [], giving: [null, null] }]).state;
    expect(state.captives).toEqual([]);
    expect([state.res[J], state.food[J]]).toEqual([0, 0]);
    expect(game.actions(state, J)).toEqual(['place heb', 'place bet', 'place adu', 'place kei', 'place lac', 'place zik', 'place deb']);
    state = go(state, J, 'place heb').state;
    expect(state.leaders.DAVID).toEqual({ at: 'HEB', status: 'map' });
  });
});

describe('A-5: a ransom with nowhere to place its leader', () => {
  it('A-5 / KD-34 / R-21: with no controlled home city and no army left, nothing is taken and the captive waits, never a leader "on the map" in no area', () => {
    const { J, r: captured } = davidCaptured();
    const state = captured.state;
    expect(state.captives).toEqual(['DAVID']);
    // Judah loses every city it held, and its last army: there is nowhere to put David.
    toPool(state, 'JUD-I32-1');
    for (const [area, holder] of Object.entries(state.control)) if (holder === 'JUD') state.control[area] = 'PHI';
    expect(Object.values(state.armies).filter((a) => a.at !== null && a.ctl === J)).toEqual([]);
    state.res[J] = 20;
    const r = start(state, [{ k: 'diplomacy', stage: 'ransom', done: [false, false], proposals: [], used: [], giving: [null, null] }]);
    expect(words(r.log)).toContain('David stays captive: the country holds no home city and has no army for him to join, so no ransom is taken.');
    expect(r.state.captives).toEqual(['DAVID']);
    expect(r.state.res[J]).toBe(20);
    expect(r.state.leaders.DAVID.status).not.toBe('map');
    expect(game.actions(r.state, J).some((a) => a.startsWith('place '))).toBe(false);
  });
});

describe('T-12 Thresholds', () => {
  function held(aram: number, moab: number): Record<string, string> {
    const neutral = ['GIB', 'GEZ', 'SHE', 'DOR', 'MEG', 'BSH', 'HAZ', 'MAH', 'JAB', 'JER', 'RAB', 'MIN', 'BOZ', 'SEL'];
    return Object.fromEntries([...neutral.slice(0, aram).map((a) => [a, 'ARA']), ...neutral.slice(aram, aram + moab).map((a) => [a, 'MOA'])]);
  }

  it('T-12 / KD-82 / R-3: Aram 8 and Moab 6 at the end of an Action phase: play continues; Aram 8 and Moab 5 at the end of the next: Aram wins', () => {
    let s = actionPhase(position({ countries: ['ARA', 'MOA', 'JUD'], control: held(8, 6) })).state;
    expect(s.result).toBeNull();
    const M = seatOf(s, 'MOA');
    // The position's next phases are two Action phases; take one of Moab's cities away before the second.
    s.control.BOZ = 'EDO';
    s = actionPhase(s).state;
    expect(s.result?.winners).toEqual([seatOf(s, 'ARA')]);
    expect(english(s.result?.reason ?? '')).toBe('Player 1 wins with Aram: 8 victory points, at the threshold of 8, at the end of an Action phase.');
    expect(M).toBe(1);
  });

  it('KD-82: with 2 players there is no automatic victory', () => {
    const s = actionPhase(position({ countries: ['ARA', 'JUD'], control: held(9, 0) })).state;
    expect(s.result).toBeNull();
  });
});

describe('T-13 Short game', () => {
  it('T-13 / KD-84 / R-57: in turn 3 of a game with L = 3 the cup holds 4 Action chits and 1 End-Game chit; in turn 4, 3 and 2', () => {
    const s = position({ countries: ['JUD', 'PHI'] });
    s.short = 3;
    s.turn = 3;
    expect(fullCup(s).filter((c) => c === 'action')).toHaveLength(4);
    expect(fullCup(s).filter((c) => c === 'endgame')).toHaveLength(1);
    s.turn = 4;
    expect(fullCup(s).filter((c) => c === 'action')).toHaveLength(3);
    expect(fullCup(s).filter((c) => c === 'endgame')).toHaveLength(2);
    s.turn = 2;
    expect(fullCup(s)).not.toContain('endgame');
  });

  it('T-13 / R-56 / R-57: the End-Game chit drawn into space 9 is revealed before phase 7 and the game ends when phase 9 begins', () => {
    const s = position({ countries: ['JUD', 'PHI'] });
    s.short = 3;
    s.turn = 3;
    s.chitCup = fullCup(s);
    forceChits(s, ['harvest', 'resource', 'action', 'harvest', 'resource', 'action', 'harvest', 'resource', 'endgame', 'action', 'action', 'build']);
    drawTrack(s, []);
    expect((game.view(s, 0) as KdView).track[8]).toEqual({ space: 9, chit: null, faceUp: false });
    const { state, log } = start(s, [{ k: 'turn', stage: 'phases' }]);
    const lines = words(log);
    const reveal = lines.indexOf('The face-down chits are revealed; spaces 7 to 12: Harvest, Resource, End of Game, Action, Action, and Build.');
    expect(reveal).toBeGreaterThan(lines.indexOf('Phase 6: Action.'));
    expect(reveal).toBeLessThan(lines.indexOf('Phase 7: Harvest.'));
    expect(lines).toContain('Phase 9: End of Game.');
    expect(state.phase).toBe(9);
    expect((state.result?.reason as { key: string }).key).toBe('kd.result.endgame');
    expect(lines.some((l) => l.startsWith('Phase 10'))).toBe(false);
  });
});
