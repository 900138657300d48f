import { describe, expect, it } from 'vitest';
import { sightOf } from '../../../src/engine/bots';
import { randomFrom } from '../../../src/engine/rng';
import { kingDavidBots } from '../../../src/games/king-david/bots';
import type { KdState } from '../../../src/games/king-david/state';
import { actionPhase, game, go, position, start, top } from './helpers';

/*
 * The good bot's choices where the rulings make the answer plain: the country worth most at the
 * end (KD-83), no alliance (it plays alone, so a negotiation with it ends at once), the markers that
 * help its own side now, and the sieges worth their price.
 */

function choice(s: KdState, seat: number): string {
  return kingDavidBots.good(sightOf(game, s, seat), randomFrom('kd-good-choice'));
}

/** Plays `count` commands of the good bot for `seat`, in turn. */
function follow(s: KdState, seat: number, count: number): { state: KdState; commands: string[] } {
  let state = s;
  const commands: string[] = [];
  for (let i = 0; i < count; i++) {
    const c = choice(state, seat);
    commands.push(c);
    state = go(state, seat, c).state;
  }
  return { state, commands };
}

/** Philistia's three armies alone at a city of `area`, its Movement over, the city's siege begun. */
function besieging(area: string, hands: { PHI?: number[]; JUD?: number[] }, control: Record<string, string> = {}): KdState {
  let s = position({ countries: ['PHI', 'JUD'], armies: { [area]: ['PHI-C43-1', 'PHI-C43-2', 'PHI-I32-1'], HEB: ['JUD-P32-1'] }, hands, control, stocks: { PHI: [40, 40], JUD: [40, 40] } });
  s = actionPhase(s).state;
  for (const command of ['end', `siege ${area.toLowerCase()}`]) s = go(s, 0, command).state;
  return s;
}

describe('the good bot', () => {
  it('KD-6 / KD-83: the first to choose at 5 players takes Moab, whose VP count ×2.5 at the end', () => {
    let s = game.setup({ seats: 5, seed: 'kd-good-country' });
    const seat = game.active(s).find((x) => game.actions(s, x).some((c) => c.startsWith('country ')));
    expect(seat).toBeDefined();
    expect(game.actions(s, seat as number)).toContain('country moab');
    expect(choice(s, seat as number)).toBe('country moab');
    s = go(s, seat as number, 'country moab').state;
    expect(s.country[seat as number]).toBe('MOA');
  });

  it('A-3 / KD-13: it declines a proposal and says DONE, so that Diplomacy with it ends', () => {
    let s = start(position({ countries: ['PHI', 'JUD'] }), [{ k: 'turn', stage: 'initiative' }, { k: 'diplomacy', stage: 'ransom', done: [false, false], proposals: [], used: [], giving: [null, null] }]).state;
    s = go(s, 1, 'propose philistia separate').state;
    s = go(s, 1, 'done').state;
    expect(follow(s, 0, 2).commands).toEqual(['decline judah', 'done']);
    expect(follow(s, 0, 2).state.stack.some((f) => f.k === 'diplomacy')).toBe(false);
  });

  it('KD-45 / A-6: besieging, it plays Secret Entrance in the siege window and takes the city at once', () => {
    const s = besieging('GIB', { PHI: [5] });
    expect(top(s)?.k).toBe('window');
    expect(choice(s, 0)).toBe('play entrance');
    const after = go(s, 0, 'play entrance').state;
    expect(after.control.GIB).toBe('PHI');
  });

  it('KD-61 / A-6: its own city besieged, Judah plays Defensive Stalwart; besieging, Philistia never plays it for the city', () => {
    const s = besieging('BET', { JUD: [21] });
    expect(top(s)?.k).toBe('window');
    expect(game.actions(s, 1)).toContain('play stalwart');
    expect(choice(s, 1)).toBe('play stalwart');
    const other = besieging('GIB', { PHI: [21] });
    expect(game.actions(other, 0)).toContain('play stalwart');
    expect(choice(other, 0)).toBe('pass');
  });

  it('KD-54 / KD-55 / R-17: in the Harvest window it raises its own country’s harvest and lowers its rival’s', () => {
    const window = (hand: number[]) => start(position({ countries: ['PHI', 'JUD'], armies: { GAZ: ['PHI-C43-1'], HEB: ['JUD-P32-1'] }, hands: { PHI: hand } }), [{ k: 'turn', stage: 'phases' }, { k: 'phase', stage: 'end' }, { k: 'produce', what: 'food', stage: 'window', mods: {} }]).state;
    expect(follow(window([14]), 0, 2).commands).toEqual(['play harvest-up', 'country philistia']);
    expect(follow(window([15]), 0, 2).commands).toEqual(['play harvest-down', 'country judah']);
  });

  it('KD-36 / KD-37: it besieges a neutral city at level 1 with three armies, and passes up Hebron at level 4 with one', () => {
    const siege = (armies: Record<string, string[]>, forts: Record<string, number>) => {
      let s = position({ countries: ['PHI', 'JUD'], armies: { ...armies, DEB: ['JUD-P32-1'] }, forts, stocks: { PHI: [40, 40], JUD: [40, 40] } });
      s = actionPhase(s).state;
      return go(s, 0, 'end').state;
    };
    const gibeah = siege({ GIB: ['PHI-C43-1', 'PHI-C43-2', 'PHI-I32-1'], HEB: ['PHI-M1-1'] }, { HEB: 4 });
    expect(game.actions(gibeah, 0)).toEqual(expect.arrayContaining(['siege gib', 'siege heb', 'done']));
    expect(choice(gibeah, 0)).toBe('siege gib');
    const hebron = siege({ HEB: ['PHI-M1-1'], GIB: ['PHI-M1-2'] }, { HEB: 4, GIB: 3 });
    expect(game.actions(hebron, 0)).toEqual(expect.arrayContaining(['siege heb', 'done']));
    expect(choice(hebron, 0)).toBe('done');
  });
});
