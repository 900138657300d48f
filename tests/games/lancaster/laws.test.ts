import { describe, expect, it } from 'vitest';
import type { LancasterState } from '../../../src/games/lancaster/state';
import { card, court, game, go, inCastle, inCounty, logText, refused, run, table, who } from './helpers';

/** A 3-player table where the given laws are the current ones, resolved from the first. */
function laws(ids: string[], arrange: (s: LancasterState) => void, seats = 3): { s: LancasterState; log: string } {
  const s = table(seats);
  for (const p of s.players) {
    p.gold = 0;
    p.squires = 0;
  }
  arrange(s);
  s.laws = ids;
  const log = go(s, ids.map((_, index) => ({ t: 'law', index })));
  return { s, log: logText(log) };
}

const pp = (s: LancasterState) => s.players.map((p) => p.pp);

describe('§3: the laws', () => {
  it('LW-1 / R-19 T-16: L01 rewards every player tied for the most gold, in turn order; nobody with no gold', () => {
    const { s, log } = laws(['l01'], (s) => {
      [4, 4, 2].forEach((g, seat) => (s.players[seat].gold = g));
      s.startPlayer = 1;
      inCounty(s, 'kent', 0, 1);
      inCounty(s, 'sussex', 1, 2);
      inCounty(s, 'surrey', 2, 2);
    });
    expect(log).toContain('Player 2 and Player 1 have the most gold');
    // AS-5: the amounts are not announced.
    expect(log).not.toMatch(/4 gold/);
    expect(who(s)).toBe(1);
    expect(game.actions(s, 1)).toEqual(['upgrade 2 sussex', 'pass']);
    const { state } = run(s, 'upgrade 2 sussex');
    expect(who(state)).toBe(0);
    // L01 upgrades a deployed knight only: not the one at court.
    expect(game.actions(state, 0)).toEqual(['upgrade 1 kent', 'pass']);
    const none = laws(['l01'], () => {});
    expect(none.log).toContain('Nobody holds any gold: nobody qualifies');
    expect(none.s.tasks).toEqual([]);
  });

  it('LW-1: L02 gives the most squires a strength-1 knight at court', () => {
    const { s, log } = laws(['l02'], (s) => {
      [3, 1, 3].forEach((q, seat) => (s.players[seat].squires = q));
    });
    expect(log).toContain('Player 1 and Player 3 have the most squires');
    expect(s.forces.map((f) => f.court)).toEqual([[1, 1, 2], [1, 2], [1, 1, 2]]);
  });

  it('L03 / L13: PP per full pair and per full set of three counties holding the player’s knight', () => {
    const { s } = laws(['l03', 'l13'], (s) => {
      inCounty(s, 'kent', 0, 1);
      inCounty(s, 'stafford', 0, 2);
      inCounty(s, 'hampshire', 0, 1);
      inCounty(s, 'sussex', 1, 2);
    });
    expect(pp(s)).toEqual([3 + 8, 0, 0]);
  });

  it('LW-3 / AS-7: L04 buys voting markers, player after player in turn order; nobody with no gold is asked', () => {
    const { s } = laws(['l04'], (s) => {
      s.players[0].gold = 2;
      s.players[2].gold = 1;
    });
    expect(who(s)).toBe(0);
    expect(game.actions(s, 0)).toEqual(['buy 1', 'buy 2', 'pass']);
    expect(refused(s, 0, 'buy 3')).toBe('That move is not possible now. The current law lets you buy voting markers at 1 gold each: how many? You may pass.');
    let { state } = run(s, 'buy 2');
    expect(who(state)).toBe(2);
    state = run(state, 'pass').state;
    expect(state.players.map((p) => [p.gold, p.markers])).toEqual([[0, 3], [0, 1], [1, 1]]);
  });

  it('L05 / L16 / L17: pairs of squire and gold for 3 PP, gold for PP, squires for PP', () => {
    const { s } = laws(['l05', 'l16', 'l17'], (s) => {
      s.players[0].gold = 3;
      s.players[0].squires = 2;
    });
    expect(game.actions(s, 0)).toEqual(['buy 1', 'buy 2', 'pass']);
    const { state } = run(s, 'buy 2', 'buy 1');
    expect(state.players[0]).toMatchObject({ gold: 0, squires: 0, pp: 6 + 1 });
  });

  it('L06 / R-20: one extension tile per full pair of conflicts; it works in this round’s castle step', () => {
    const { s } = laws(['l06'], (s) => {
      card(s, 0, 'c01', [[0, [1]]]);
      card(s, 1, 'c02', [[0, [2]], [1, [1]]]);
      s.players[0].built = [true, true, true, true, false, false];
    });
    expect(game.actions(s, 0)).toEqual(['build x5', 'build x6', 'pass']);
    const { state } = run(s, 'build x5');
    expect(state.players[0].built[4]).toBe(true);
    expect(state.players[1].built.some((b) => b)).toBe(false);
  });

  it('L07 / L08: squires per deployed strength-2 knight; goods per full pair of conflicts', () => {
    const { s } = laws(['l07', 'l08'], (s) => {
      inCounty(s, 'kent', 0, 2);
      inCastle(s, 0, 0, 2);
      card(s, 0, 'c01', [[1, [2]]]);
      card(s, 1, 'c02', [[1, [1]]]);
    });
    expect(s.players.map((p) => [p.gold, p.squires, p.markers])).toEqual([[0, 2, 1], [1, 2, 2], [0, 0, 1]]);
  });

  it('L09 T-17: only without a deployed strength-2 knight; never skipping a level', () => {
    const { s } = laws(['l09'], (s) => {
      inCounty(s, 'sussex', 1, 2);
      court(s, 0, [1, 2, 2]);
      court(s, 2, [1, 2, 2, 3]);
    });
    // Seat 0 owns both 2s: no 1 can be upgraded; the 2 goes to 3 while the 3 is in the reserve.
    expect(game.actions(s, 0)).toEqual(['upgrade 2 court', 'pass']);
    expect(refused(s, 0, 'upgrade 1 court')).toBe('The strength-2 knight is not in the reserve, so a strength-1 knight cannot be upgraded.');
    const { state } = run(s, 'pass');
    // Seat 1 has a deployed 2 and is not asked; seat 2's 3 is out, so only 3 → 4 remains.
    expect(who(state)).toBe(2);
    expect(game.actions(state, 2)).toEqual(['upgrade 3 court', 'pass']);
  });

  it('L10: a deployed 3 may be exchanged for the 4 in its exact place', () => {
    const { s } = laws(['l10'], (s) => {
      card(s, 0, 'c05', [[0, [1, 3]]]);
      inCounty(s, 'york', 1, 4);
      inCounty(s, 'warwick', 1, 3);
    });
    expect(who(s)).toBe(0);
    expect(game.actions(s, 0)).toEqual(['upgrade 3 c05', 'pass']);
    const { state } = run(s, 'upgrade 3 c05');
    expect(state.conflicts[0]?.spaces[0]?.knights).toEqual([1, 4]);
    expect(state.forces[0].reserve).toContain(3);
    expect(state.tasks).toEqual([]);
  });

  it('L11 / L12 / L14 / L18 / R-18: extension sets, conflicts in either row, three deployed 1s, a full 1-2-3-4 line', () => {
    const { s } = laws(['l11', 'l12', 'l14', 'l18'], (s) => {
      s.players[0].built = [true, true, true, true, true, true];
      s.players[1].built = [true, true, false, false, false, false];
      card(s, 0, 'c01', [[1, [1]]]);
      card(s, 2, 'c02', [[1, [1]], [2, [4]]]);
      inCounty(s, 'kent', 1, 1);
      inCounty(s, 'sussex', 2, 2);
      inCounty(s, 'warwick', 2, 3);
      court(s, 2, [1]);
      inCastle(s, 2, 0, 1);
    });
    expect(pp(s)).toEqual([10, 6 + 5, 3 + 6]);
  });

  it('L15 / R-25: a recruit per full set of three nobles; the lord does not count', () => {
    const { s } = laws(['l15'], (s) => {
      s.players[0].nobles = [0, 1, 2, 3, 4, 5];
      s.players[1].nobles = [0, 1];
    });
    expect(s.forces.map((f) => f.court)).toEqual([[1, 1, 1, 2], [1, 2], [1, 2]]);
  });

  it('LW-4: knights recruited by a law are at court, so a later law does not count them', () => {
    const { s } = laws(['l02', 'l14'], (s) => {
      s.players[0].squires = 1;
      inCounty(s, 'kent', 0, 1);
      inCounty(s, 'stafford', 0, 1);
      court(s, 0, []);
    });
    expect(s.forces[0].court).toEqual([1]);
    expect(pp(s)).toEqual([0, 0, 0]);
  });

  it('AL-9 / LW-2: ally knights never count for their player, and allies get nothing', () => {
    const { s } = laws(
      ['l03', 'l12'],
      (s) => {
        inCounty(s, 'kent', 2, 2);
        inCounty(s, 'sussex', 0, 2);
        card(s, 0, 'c01', [[2, [1]]]);
      },
      2,
    );
    expect(pp(s)).toEqual([0, 0]);
  });

  it('LA-21: the three current laws apply from left to right, each completely before the next', () => {
    const { log } = laws(['l12', 'l07', 'l03'], () => {});
    const at = (text: string) => log.indexOf(text);
    expect(at('Law 1 applies: 3 power points for each conflict holding your knight.')).toBeGreaterThanOrEqual(0);
    expect(at('Law 1 applies: 3 power points for each conflict')).toBeLessThan(at('Law 2 applies: 1 squire for each of your deployed strength-2 knights.'));
    expect(at('Law 2 applies: 1 squire for each')).toBeLessThan(at('Law 3 applies: 3 power points for each full pair of counties holding your knight.'));
  });
});
