import { describe, expect, it } from 'vitest';
import { award, knighthood } from '../../../src/games/lancaster/scoring';
import { card, court, game, go, inCounty, logText, look, table } from './helpers';
import { english } from '../../support/words';

function standings(rows: [number, number][]): { seat: number; measure: number; tiebreak: number }[] {
  return rows.map(([measure, tiebreak], seat) => ({ seat, measure, tiebreak }));
}

function shares(rows: [number, number][], twoPlayer = false): number[] {
  const won = award(standings(rows), twoPlayer);
  return rows.map((_, seat) => won.get(seat) ?? 0);
}

describe('end of the game', () => {
  it('LA-38 T-13 (a): two tied on both keys split 12; nobody else scores', () => {
    expect(shares([[11, 3], [11, 3], [9, 0]])).toEqual([6, 6, 0]);
  });

  it('LA-38 T-13 (b): a single leader takes 8; the next group splits 4; the rest nothing', () => {
    expect(shares([[12, 0], [10, 2], [10, 2], [10, 1]])).toEqual([8, 2, 2, 0]);
  });

  it('LA-38 T-13 (c) / (d): three-way and five-way ties for first, rounded down', () => {
    expect(shares([[5, 1], [5, 1], [5, 1], [2, 0]])).toEqual([4, 4, 4, 0]);
    expect(shares([[5, 1], [5, 1], [5, 1], [5, 1], [5, 1]])).toEqual([2, 2, 2, 2, 2]);
  });

  it('AL-14 / R-26 T-13 (e): with 2 players only first place scores 8; a full tie gives 4 each', () => {
    expect(shares([[7, 1], [7, 1]], true)).toEqual([4, 4]);
    expect(shares([[7, 2], [7, 1]], true)).toEqual([8, 0]);
  });

  it('LA-38: the tiebreaker decides before any split', () => {
    expect(shares([[9, 4], [9, 1], [3, 0]])).toEqual([8, 4, 0]);
  });

  it('LA-39 T-14: 1, 2, 5 and 9 nobles score 0, 1, 10 and 36 PP; the lord does not count (R-25)', () => {
    const s = table(4, { round: 5 });
    [1, 2, 5, 9].forEach((n, seat) => (s.players[seat].nobles = Array.from({ length: n }, (_, c) => c)));
    // Equal knights, tiles and purses: the two awards are split evenly and do not disturb the noble PP.
    for (const p of s.players) {
      p.gold = 0;
      p.squires = 0;
    }
    const log = logText(go(s, [{ t: 'endRound' }]));
    expect(log).toContain('Player 4 scores 36 power points (9 nobles at the round table)');
    expect(s.players.map((p) => p.pp)).toEqual([0 + 6, 1 + 6, 10 + 6, 36 + 6]);
  });

  it('LA-36: knighthood counts court and board, France included, and not the reserve', () => {
    const s = table(3, { round: 5 });
    court(s, 0, [1]);
    card(s, 0, 'c10', [[0, [4]]]);
    inCounty(s, 'kent', 0, 2);
    expect(knighthood(s, 0)).toBe(7);
  });

  it('LA-35 … LA-40: final awards, the winner, and every total revealed (AS-5)', () => {
    const s = table(3, { round: 5 });
    s.players.forEach((p, seat) => {
      p.pp = [10, 20, 14][seat];
      p.gold = [5, 0, 0][seat];
      p.squires = [0, 0, 4][seat];
    });
    court(s, 0, [1, 2, 3, 4]);
    s.players[1].built = [true, true, false, false, false, false];
    go(s, [{ t: 'endRound' }]);
    // Knighthood: seat 0 (10) 8, then seat 2 (3, 4 squires) ahead of seat 1 (3, 0 squires): 4.
    // Castles: seat 1 (2 tiles) 8; seats 0 and 2 (0 tiles) rank by gold: seat 0 takes 4.
    const result = game.result(s);
    expect(result).toMatchObject({ winners: [1], scores: [22, 28, 18] });
    expect(english(result?.reason ?? '')).toBe('Player 2 wins with 28 power points');
    expect(look(s, null).players.map((p) => p.gold)).toEqual([5, 0, 0]);
    expect(game.active(s)).toEqual([]);
    expect(game.actions(s, 1)).toEqual([]);
  });

  it('LA-40: tied players share the victory', () => {
    const s = table(2, { round: 5 });
    s.players.forEach((p) => {
      p.pp = 5;
      p.gold = 1;
      p.squires = 1;
    });
    go(s, [{ t: 'endRound' }]);
    expect(game.result(s)).toMatchObject({ winners: [0, 1], scores: [13, 13] });
    expect(english(game.result(s)?.reason ?? '')).toBe('Player 1 and Player 2 share the victory with 13 power points');
  });
});
