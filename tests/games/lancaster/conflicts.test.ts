import { view } from '../../../src/games/lancaster/view';
import { describe, expect, it } from 'vitest';
import { card, court, from, game, go, inCastle, inCounty, logText, refused, run, table, who } from './helpers';
import { english } from '../../support/words';

// Colours of the rulebook's examples: blue = seat 0, green = seat 1, red = seat 2.
const BLUE = 0;
const GREEN = 1;
const RED = 2;

describe('phase 3c: conflicts', () => {
  it('LA-28 / LA-29 / LA-30 T-1: England 5 against France 5 wins; equal strengths rank by the lower space', () => {
    const s = table(3);
    card(s, 0, 'c04', [[BLUE, [2]], [GREEN, [1]], [RED, [2]]]);
    const log = go(s, [{ t: 'conflict', slot: 0 }]);
    expect(logText(log)).toContain('At Agincourt, England 5 against France 5: England wins at the first attempt; ranks: 1. Player 3 (2), 2. Player 1 (2), and 3. Player 2 (1)');
    expect(s.players.map((p) => p.pp)).toEqual([2, 1, 4]);
    expect(s.conflicts[0]).toBeNull();
    expect(s.forces[BLUE].court).toEqual([1, 2]);
    expect(s.forces[GREEN].court).toEqual([1, 2]);
    expect(s.forces[RED].court).toEqual([1, 2]);
  });

  it('LA-31 T-2: France wins the first attempt; the first value is lost and the card moves beneath with its knights', () => {
    const s = table(3);
    card(s, 0, 'c04', [[BLUE, [2]], [GREEN, [1]]]);
    go(s, [{ t: 'conflict', slot: 0 }]);
    expect(s.players.map((p) => p.pp)).toEqual([2, 1, 0]);
    expect(s.conflicts[0]).toBeNull();
    expect(s.conflicts[2]).toEqual({ id: 'c04', spaces: [{ force: BLUE, knights: [2] }, { force: GREEN, knights: [1] }, null] });
    // Next round both knights are missing from their courts.
    expect(s.forces[BLUE].court).toEqual([1]);
    expect(s.forces[GREEN].court).toEqual([2]);
  });

  it('LA-32 / R-23 T-3: the second attempt lost; ransom in turn order, unfreed knights to the reserve', () => {
    const s = table(3, { round: 2 });
    card(s, 2, 'c04', [[BLUE, [2]], [GREEN, [1]]]);
    court(s, RED, [1]);
    for (const p of s.players) p.gold = 5;
    go(s, [{ t: 'place', seat: RED }, { t: 'conflict', slot: 2 }]);
    // Red's knight goes to sp3 and takes a favour tile.
    let { state } = run(s, 'knight 1 c04');
    expect(state.conflicts[2]?.spaces[2]).toEqual({ force: RED, knights: [1] });
    const after = run(state, 'favour 1');
    state = after.state;
    expect(logText(after.log)).toContain('At Agincourt, England 4 against France 5: France wins at the second attempt; ranks: 1. Player 1 (2), 2. Player 3 (1), and 3. Player 2 (1)');
    expect(state.players.map((p) => p.pp)).toEqual([2, 0, 1]);
    // Turn order from blue: blue, green, red. Every view names the card that holds the prisoners.
    expect(who(state)).toBe(BLUE);
    for (const viewer of [null, RED, BLUE, GREEN]) expect(view(state, viewer).prisonCard).toBe('c04');
    state = run(state, 'free 2').state;
    expect(who(state)).toBe(GREEN);
    state = run(state, 'pass').state;
    expect(who(state)).toBe(RED);
    state = run(state, 'free 1').state;
    expect(state.players.map((p) => p.gold)).toEqual([3, 5, 5 + 2 - 1]);
    expect(state.forces[BLUE].court).toEqual([1, 2]);
    expect(state.forces[RED].court).toEqual([1]);
    expect(state.forces[GREEN].reserve).toEqual([1, 1, 1, 2, 3, 4]);
    expect(state.conflicts[2]).toBeNull();
    expect(view(state, null).prisonCard).toBeNull();
  });

  it('LA-29 / R-13 T-4: the FAQ example over two rounds, with a stack added to the bottom row', () => {
    const s = table(3);
    card(s, 0, 'c04', [[0, [1]], [1, [1]], [2, [1]]]);
    go(s, [{ t: 'conflict', slot: 0 }]);
    expect(s.players.map((p) => p.pp)).toEqual([0, 1, 2]);
    expect(s.conflicts[2]?.id).toBe('c04');
    s.round = 2;
    court(s, 0, [2]);
    go(s, [{ t: 'place', seat: 0 }, { t: 'conflict', slot: 2 }]);
    const { state, log } = run(s, 'knight 2 c04', 'favour 1');
    expect(state.players.map((p) => p.pp)).toEqual([4, 1 + 1, 2 + 2]);
    expect(logText(log)).toContain('At Agincourt, England 5 against France 5: England wins at the second attempt; ranks: 1. Player 1 (3), 2. Player 3 (1), and 3. Player 2 (1)');
  });

  it('LA-27: bottom row first, left to right, then the top row', () => {
    const s = table(3);
    card(s, 0, 'c01', [[0, [4]]]);
    card(s, 1, 'c02', [[0, [3]]]);
    card(s, 2, 'c03', [[0, [2]]]);
    card(s, 3, 'c05', [[0, [1]]]);
    s.players[0].gold = 0;
    const log = go(s, from('conflict').slice(0, 4));
    const order = log.flatMap((l) => (/^At (\w+), England/.exec(english(l.text)) ?? []).slice(1));
    // c03, c05 (bottom row), then c01, c02 (top row).
    expect(order).toEqual(['Falaise', 'Cherbourg', 'Harfleur', 'Caen']);
  });

  it('LA-33 / R-24: an empty top card moves down; an empty bottom card leaves', () => {
    const s = table(3);
    card(s, 0, 'c04');
    card(s, 3, 'c05');
    go(s, [{ t: 'conflict', slot: 3 }, { t: 'conflict', slot: 0 }]);
    expect(s.conflicts.map((c) => c?.id ?? null)).toEqual([null, null, 'c04', null]);
  });

  it('R-22: a first defeat in round 5 pays the partial PP and leaves card and knights in place', () => {
    const s = table(3, { round: 5 });
    card(s, 0, 'c10', [[0, [3]], [1, [1]]]);
    go(s, [{ t: 'conflict', slot: 0 }]);
    expect(s.players.map((p) => p.pp)).toEqual([4, 2, 0]);
    expect(s.conflicts[0]?.spaces[0]).toEqual({ force: 0, knights: [3] });
    expect(s.conflicts[2]).toBeNull();
  });

  it('AS-8 / R-23: no ransom prompt without the gold for any prisoner; prisoners are freed one by one', () => {
    const s = table(3);
    card(s, 2, 'c10', [[0, [1, 3]], [1, [2]]]);
    s.players[0].gold = 4;
    s.players[1].gold = 1;
    go(s, [{ t: 'conflict', slot: 2 }]);
    expect(game.actions(s, 0)).toEqual(['free 1', 'free 3', 'pass']);
    const { state } = run(s, 'free 3');
    // 1 gold left: the strength-1 knight can still be freed; seat 1 (1 gold, a 2) is never asked.
    expect(game.actions(state, 0)).toEqual(['free 1', 'pass']);
    expect(refused(state, 0, 'free 3')).toBe('You have no strength-3 prisoner at Verneuil.');
    expect(refused(s, 1, 'free 2')).toMatch(/not your turn|not Player 2’s turn/);
    const end = run(state, 'free 1').state;
    expect(end.tasks).toEqual([]);
    expect(end.forces[0].court).toEqual([1, 2, 3]);
    expect(end.forces[1].reserve).toEqual([1, 1, 2, 2, 3, 4]);
  });

  it('R-34 T-20: upgrades made in phases 3a and 3b count in France', () => {
    const s = table(3);
    card(s, 0, 'c08', [[0, [2]], [1, [3]]]);
    inCounty(s, 'stafford', 0, 1);
    inCastle(s, 0, 4, 1); // a knight on the smithy's own space
    s.players[0].built[1] = true; // X2, the smithy
    s.players[0].squires = 4;
    court(s, 2, []);
    go(s, from('county'));
    expect(who(s)).toBe(0);
    // Stafford's noble is open, so the holder chooses; the reward upgrades the conflict knight 2 → 3.
    let state = run(s, 'reward', 'upgrade 2 c08').state;
    expect(state.conflicts[0]?.spaces[0]?.knights).toEqual([3]);
    // Phase 3b: the smithy takes it from 3 to 4, which makes 7 against France 7.
    expect(game.actions(state, 0)).toContain('use x2');
    state = run(state, 'use x2', 'upgrade 3 c08').state;
    const { log } = run(state, 'pass');
    expect(logText(log)).toContain('At Baugé, England 7 against France 7: England wins at the first attempt; ranks: 1. Player 1 (4) and 2. Player 2 (3)');
  });
});

describe('the ally in conflicts (2 players)', () => {
  it('AL-13 T-19: the ally ranks on its own; its PP are lost and nobody moves up', () => {
    const s = table(2);
    // Blue (seat 0) and its ally (force 2) on one card; the ally ranks first.
    card(s, 0, 'c04', [[0, [2]], [2, [3]]]);
    go(s, [{ t: 'conflict', slot: 0 }]);
    expect(s.players.map((p) => p.pp)).toEqual([2, 0]);
  });

  it('AL-13 T-19: ally prisoners go straight to the ally reserve, with no ransom', () => {
    const s = table(2);
    card(s, 2, 'c10', [[2, [2]], [1, [1]]]);
    s.players[1].gold = 0;
    go(s, [{ t: 'conflict', slot: 2 }]);
    expect(s.forces[2].reserve).toEqual([1, 1, 1, 2, 2, 3, 4]);
    expect(s.forces[2].court).toEqual([]);
    expect(s.forces[1].reserve).toEqual([1, 1, 1, 2, 3, 4]);
    expect(s.conflicts[2]).toBeNull();
  });
});
