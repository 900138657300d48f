import { describe, expect, it } from 'vitest';
import type { LancasterState } from '../../../src/games/lancaster/state';
import { builtTiles, court, game, go, inCastle, logText, refused, run, runAs, table } from './helpers';
import { english } from '../../support/words';

/** Only the castle step (no conflicts), from a prepared table. */
function castles(seats: number, arrange: (s: LancasterState) => void, round = 1): { s: LancasterState; log: string } {
  const s = table(seats, { round });
  for (const p of s.players) {
    p.gold = 0;
    p.squires = 0;
    p.markers = 0;
  }
  arrange(s);
  return { s, log: logText(go(s, [{ t: 'castles' }])) };
}

describe('phase 3b: castles', () => {
  it('LA-25 T-10: free gains come first, so S1’s squires pay for X1’s new knight', () => {
    const { s } = castles(3, (s) => {
      s.players[0].squires = 1;
      inCastle(s, 0, 0, 1);
      builtTiles(s, 0, ['x1']);
    });
    expect(s.players[0].squires).toBe(3);
    expect(game.active(s)).toEqual([0]);
    expect(game.actions(s, 0)).toEqual(['use x1', 'pass']);
    const { state } = run(s, 'use x1');
    expect(state.players[0].squires).toBe(0);
    // The new knight and the S1 knight are at court; the step is over.
    expect(state.forces[0].court).toEqual([1, 1, 2]);
    expect(state.castle[0]).toBeNull();
  });

  it('LA-25 / R-28: a knight on an extension’s own space makes it act twice; paid effects are optional', () => {
    const { s } = castles(3, (s) => {
      builtTiles(s, 0, ['x4', 'x6']);
      inCastle(s, 0, 3 + 3, 1); // on the stables
      inCastle(s, 0, 3 + 5, 2); // on the guest hall
      s.players[0].gold = 5;
    });
    expect(s.players[0].squires).toBe(4);
    expect(game.actions(s, 0)).toEqual(['use x6', 'pass']);
    expect(refused(s, 0, 'use x4')).toBe('Extension x4 (gain 2 squires) was resolved automatically (LA-25)');
    expect(refused(s, 0, 'use x1')).toBe('Extension x1 is not built');
    let { state } = run(s, 'use x6');
    expect(state.players[0]).toMatchObject({ gold: 3, pp: 3 });
    expect(game.actions(state, 0)).toEqual(['use x6', 'pass']);
    state = run(state, 'pass').state;
    expect(state.players[0]).toMatchObject({ gold: 3, pp: 3 });
    expect(state.forces[0].castle.every((k) => k === null)).toBe(true);
  });

  it('LA-25: the smithy upgrades any owned knight for 2 squires, paid only when the target is chosen', () => {
    const { s } = castles(3, (s) => {
      builtTiles(s, 0, ['x2']);
      s.players[0].squires = 2;
    });
    let { state } = run(s, 'use x2');
    expect(state.players[0].squires).toBe(2);
    expect(game.actions(state, 0)).toEqual(['upgrade 1 court', 'upgrade 2 court', 'pass']);
    expect(refused(state, 0, 'upgrade 4 court')).toBe('A strength-4 knight cannot be upgraded (R-1)');
    state = run(state, 'upgrade 2 court').state;
    expect(state.players[0].squires).toBe(0);
    expect(state.forces[0].court).toEqual([1, 3]);
  });

  it('AS-6: every player resolves his castle at the same time; the log records the castles in turn order', () => {
    const { s } = castles(3, (s) => {
      for (const seat of [0, 2]) {
        builtTiles(s, seat, ['x6']);
        s.players[seat].gold = 2;
      }
    });
    expect(game.active(s)).toEqual([0, 2]);
    let state = runAs(s, 2, 'use x6').state;
    expect(game.active(state)).toEqual([0]);
    expect(refused(state, 2, 'pass')).toMatch(/not Player 3’s turn/);
    const last = runAs(state, 0, 'pass');
    expect(last.state.tasks).toEqual([]);
    const seats = last.log.map((l) => english(l.text).slice(0, 6));
    expect(seats.indexOf('Seat 2')).toBeGreaterThan(seats.lastIndexOf('Seat 0'));
  });

  it('LA-26 T-11: four nobles and the lord give 5 voting markers in rounds 1–4 and none in round 5', () => {
    const early = castles(4, (s) => (s.players[1].nobles = [0, 1, 2, 3]), 4).s;
    expect(early.players.map((p) => p.markers)).toEqual([1, 5, 1, 1]);
    const late = castles(4, (s) => (s.players[1].nobles = [0, 1, 2, 3]), 5).s;
    expect(late.players.map((p) => p.markers)).toEqual([0, 0, 0, 0]);
  });

  it('R-21: castle voting markers are still gained in round 5', () => {
    const { s } = castles(3, (s) => inCastle(s, 0, 2, 1), 5);
    expect(s.players[0].markers).toBe(2);
  });

  it('AL-3 / AL-12: the ally castle recruits for free and upgrades an ally knight for free', () => {
    const { s } = castles(2, (s) => {
      court(s, 2, []);
      inCastle(s, 2, 0, 2);
      inCastle(s, 2, 1, 3);
    });
    expect(game.actions(s, 0)).toEqual(['use ac2', 'pass']);
    let { state } = run(s, 'use ac2');
    expect(game.actions(state, 0)).toEqual(['upgrade 1 court', 'upgrade 3 ac2', 'pass']);
    const done = run(state, 'upgrade 3 ac2');
    state = done.state;
    expect(logText(done.log)).toContain("Seat 0's ally takes a new strength-1 knight to court (ally castle ac1)");
    expect(state.forces[2].court).toEqual([1, 2, 4]);
    expect(state.forces[2].castle).toEqual([null, null]);
  });
});
