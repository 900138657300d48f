import { describe, expect, it } from 'vitest';
import type { LancasterState } from '../../../src/games/lancaster/state';
import { timeoutMove } from '../../../src/games/lancaster/timeout';
import { builtTiles, countyIndex, court, game, go, inCastle, logText, look, refused, run, runAs, table } from './helpers';
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
    expect(refused(s, 0, 'use x4')).toBe('Your Stables (gain 2 squires) needs no decision: it was resolved automatically.');
    expect(refused(s, 0, 'use x1')).toBe('Your Training yard is not built.');
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
    expect(refused(state, 0, 'upgrade 4 court')).toBe('A strength-4 knight cannot be upgraded.');
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
    const seats = last.log.map((l) => english(l.text).slice(0, 8));
    expect(seats.lastIndexOf('Player 1')).toBeGreaterThanOrEqual(0);
    expect(seats.indexOf('Player 3')).toBeGreaterThan(seats.lastIndexOf('Player 1'));
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

  it('AL-3 / AL-12: the ally castle recruits and upgrades for free; with both spaces used, either may go first', () => {
    const { s } = castles(2, (s) => {
      court(s, 2, []);
      inCastle(s, 2, 0, 2);
      inCastle(s, 2, 1, 3);
    });
    expect(game.actions(s, 0)).toEqual(['use ac1', 'use ac2', 'pass']);
    let { state } = run(s, 'use ac2');
    // Upgrading first: the new-knight space is still to come, so the court holds no strength-1 knight yet.
    expect(game.actions(state, 0)).toEqual(['upgrade 3 ac2', 'pass']);
    const done = run(state, 'upgrade 3 ac2');
    state = done.state;
    expect(logText(done.log)).toContain('Player 1’s ally upgrades a strength-3 knight on the ally castle’s upgrade space to strength 4 (ally castle)');
    expect(logText(done.log)).toContain('Player 1’s ally takes a new strength-1 knight to court (ally castle)');
    expect(state.forces[2].court).toEqual([1, 2, 4]);
    expect(state.forces[2].castle).toEqual([null, null]);
    // The other order: the new knight first, then the upgrade may take it.
    const other = run(s, 'use ac1');
    // AS-6: the castle's lines wait until every castle is done.
    expect(other.log).toEqual([]);
    expect(logText(other.state.castleLog[0])).toContain('Player 1’s ally takes a new strength-1 knight to court (ally castle)');
    expect(game.actions(other.state, 0)).toEqual(['use ac2', 'pass']);
    const upgrading = run(other.state, 'use ac2').state;
    expect(game.actions(upgrading, 0)).toEqual(['upgrade 1 court', 'upgrade 3 ac2', 'pass']);
    expect(run(upgrading, 'upgrade 1 court').state.forces[2].court).toEqual([2, 2, 3]);
  });

  it('AL-12 (issue 16): with no strength-1 knight in the ally reserve, upgrading first frees one for the new-knight space', () => {
    const { s } = castles(2, (s) => {
      inCastle(s, 2, 0, 1);
      inCastle(s, 2, 1, 2);
      court(s, 2, [1, 1]);
    });
    // All three strength-1 ally knights are owned: resolving the new-knight space now would lose it.
    expect(s.forces[2].reserve).toEqual([2, 3, 4]);
    expect(game.actions(s, 0)).toEqual(['use ac1', 'use ac2', 'pass']);
    expect(look(s, 0).players[0].castleItems).toEqual(['ac1', 'ac2']);
    let { state } = run(s, 'use ac2');
    expect(game.actions(state, 0)).toEqual(['upgrade 1 court', 'upgrade 1 ac1', 'upgrade 2 ac2', 'pass']);
    const done = run(state, 'upgrade 1 court');
    state = done.state;
    // The upgraded knight's strength-1 went to the reserve, and the new-knight space takes it at once.
    expect(logText(done.log)).toContain('Player 1’s ally takes a new strength-1 knight to court (ally castle)');
    expect(state.forces[2].court).toEqual([1, 1, 1, 2, 2]);
    expect(state.forces[2].reserve).toEqual([3, 4]);
    expect(state.castle[0]).toBeNull();
    // The old order loses the knight: the new-knight space first finds no strength-1 knight.
    const lost = run(s, 'use ac1');
    expect(logText(lost.state.castleLog[0])).toContain('Player 1’s ally has no strength-1 knight in the reserve: the new knight is lost (ally castle)');
  });

  it('AL-12 (issue 16), seed al12-0: after recruiting all three ally 1s and placing two on the ally castle, both orders are offered', () => {
    // Seat 0's placements and its Norfolk reward as in the issue; every other step plays the timeout defaults.
    const script: Record<number, string[]> = { 1: ['ally 2 ac1'], 2: ['ally 2 norfolk', 'ally 1 ac1', 'reward'], 3: ['ally 1 ac1', 'ally 1 ac2'] };
    const played: Record<number, number> = {};
    let s = game.setup({ seats: 2, seed: 'al12-0' });
    while (!(s.round === 3 && s.tasks[0]?.t === 'castles')) {
      const seat = game.active(s).find((x) => game.actions(s, x).length > 0) ?? 0;
      const next = script[s.round]?.[played[s.round] ?? 0];
      const task = s.tasks[0];
      const atNorfolk = task?.t === 'countyChoice' && task.county === countyIndex('norfolk');
      let command = timeoutMove(s, seat);
      if (seat === 0 && next && game.actions(s, 0).includes(next) && (next !== 'reward' || atNorfolk)) {
        command = next;
        played[s.round] = (played[s.round] ?? 0) + 1;
      }
      s = runAs(s, seat, command).state;
    }
    expect(played).toEqual({ 1: 1, 2: 3, 3: 2 });
    // No strength-1 knight is left in the ally reserve: both are on the ally castle.
    expect(s.forces[2]).toMatchObject({ court: [2], reserve: [2, 3, 4], castle: [1, 1] });
    expect(game.actions(s, 0)).toEqual(['use ac1', 'use ac2', 'pass']);
    s = runAs(s, 0, 'use ac2').state;
    const { state } = runAs(s, 0, 'upgrade 1 ac2');
    // The upgraded knight's strength-1 is back in the reserve, and the new-knight space recruits it.
    expect(state.forces[2].court).toEqual([1, 1, 2, 2]);
    expect(state.forces[2].reserve).toEqual([3, 4]);
  });

  it('AL-12 / R-5: passing ends the castle; the ally’s free new knight still comes, its upgrade is declined', () => {
    const { s } = castles(2, (s) => {
      court(s, 2, []);
      inCastle(s, 2, 0, 2);
      inCastle(s, 2, 1, 3);
    });
    const { state, log } = run(s, 'pass');
    expect(logText(log)).toContain('Player 1’s ally takes a new strength-1 knight to court (ally castle)');
    expect(state.forces[2].court).toEqual([1, 2, 3]);
    expect(state.castle[0]).toBeNull();
  });
});
