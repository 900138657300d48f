import { describe, expect, it } from 'vitest';
import type { CarolusState } from '../../../src/games/carolus-magnus/state';
import { english } from '../../support/words';
import { build, game, logText, run, territory, who } from './helpers';

/** A whole round with every reserve empty: each seat plays the first disc it may, then moves the emperor 1 step. */
function quietRound(s: CarolusState): CarolusState {
  let state = s;
  while (state.phase === 'opening') state = run(state, game.actions(state, who(state))[0]).state;
  while (!state.result && state.phase === 'action') state = run(state, 'emperor 1').state;
  return state;
}

describe('R-8: empty reserves do not end the game', () => {
  it('R-8 the issue’s example (seed stale-3-100): every reserve empty, seat 2 can still take territory 12 with its last 2 castles and wins by CM-20', () => {
    // The position of the issue, after about 408 steps of a 3-player game: territory 12 holds seat 0's
    // 2 castles at strengths 8 / 2 / 9, seat 2 has 2 castles left and discs 3–5, and the round's
    // last move leaves the emperor 2 steps before territory 12.
    const s = build({
      seats: 3,
      discs: [3, 4, 1],
      turn: 2,
      round: 7,
      reserves: [{}, {}, {}],
      emperor: 9,
      control: { red: 0, yellow: 1, green: 2 },
      territories: [
        { segments: [0, 1, 2], owner: 2, castles: 6 },
        { segments: [4, 5, 6], owner: 0, castles: 5 },
        { segments: [12], cubes: { red: 6, yellow: 2, green: 9 }, owner: 0, castles: 2 },
      ],
    });
    s.hands = [[4, 5], [4, 5], [3, 4, 5]];
    expect(s.supply).toEqual([1, 8, 2]);
    expect(who(s)).toBe(1);
    // Under the old ending (game over once every reserve is empty) seat 0 won here with 7 castles.
    const next = run(s, 'emperor 1').state;
    expect(next.result).toBeNull();
    expect(next.round).toBe(8);
    expect(next.emperor).toBe(10);
    expect(who(next)).toBe(2);
    const opened = run(next, 'disc 3', 'disc 4', 'disc 5').state;
    expect(who(opened)).toBe(2);
    expect(game.actions(opened, 2)).toEqual(['emperor 1', 'emperor 2', 'emperor 3']);
    const r = run(opened, 'emperor 2');
    expect(territory(r.state, 12)).toMatchObject({ owner: 2, castles: 2 });
    expect(r.state.supply).toEqual([3, 8, 0]);
    expect(r.state.result).toMatchObject({ winners: [2], reason: { key: 'cm.reason.allCastles' } });
    expect(logText(r.log)).toContain('Player 3 takes territory 12, 9 to 8: the 2 castles of Player 1 are replaced.');
    expect(english(r.state.result!.reason)).toBe('Player 3 has placed all 8 castles on the board and wins.');
  });

  it('R-8 (b): three whole rounds after every reserve emptied without a castle built, taken or merged end the game, scored as CM-21', () => {
    // Seat 0 would build on territory 13, but two 1-step moves a round never reach it.
    const s = build({
      seats: 2,
      reserves: [{}, {}],
      emperor: 0,
      control: { red: 0 },
      territories: [{ segments: [13], cubes: { red: 1 } }, { segments: [7], owner: 1, castles: 1 }],
    });
    let state = run(s, 'emperor 1', 'emperor 1').state;
    // The round in which the reserves were found empty is not a whole round of R-8.
    expect(state.result).toBeNull();
    expect(state.quietRounds).toBe(0);
    state = quietRound(state);
    state = quietRound(state);
    expect(state.result).toBeNull();
    expect(state.quietRounds).toBe(2);
    state = quietRound(state);
    expect(state.emperor).toBe(8);
    expect(state.result).toMatchObject({ winners: [1], scores: [0, 1], reason: { key: 'cm.reason.most', params: { cause: { key: 'cm.cause.quiet' } } } });
    expect(english(state.result!.reason)).toBe(
      'The game ends because every reserve has been empty for 3 whole rounds without a castle built, taken or merged: Player 2 has the most castles on the board (1) and wins.',
    );
  });

  it('R-8 (b): a castle built while the reserves are empty starts the count of quiet rounds again', () => {
    const s = build({
      seats: 2,
      reserves: [{}, {}],
      emperor: 0,
      control: { red: 0, blue: 1 },
      territories: [{ segments: [6], cubes: { red: 1 } }, { segments: [7], owner: 1, castles: 1 }, { segments: [14], cubes: { blue: 1 } }],
    });
    let state = run(s, 'emperor 1', 'emperor 1').state;
    state = quietRound(state);
    expect(state.quietRounds).toBe(1);
    // This round's stops are 5 and 6: seat 0 builds on territory 6.
    state = quietRound(state);
    expect(territory(state, 6)).toMatchObject({ owner: 0, castles: 1 });
    expect(state.quietRounds).toBe(0);
    state = quietRound(quietRound(state));
    expect(state.result).toBeNull();
    expect(state.quietRounds).toBe(2);
    state = quietRound(state);
    expect(state.emperor).toBe(12);
    expect(state.result?.reason).toMatchObject({ key: 'cm.reason.shared', params: { cause: { key: 'cm.cause.quiet' } } });
    expect(state.result?.winners).toEqual([0, 1]);
  });

  it('R-8: with every reserve empty the emperor still moves, and CM-21 still ends the game after a merge', () => {
    const s = build({
      seats: 2,
      reserves: [{}, {}],
      emperor: 0,
      control: { red: 0 },
      territories: [
        { segments: [0, 1, 2, 3], owner: 0, castles: 3 },
        { segments: [4, 5, 6, 7], cubes: { red: 1 } },
        { segments: [8, 9, 10, 11], owner: 1, castles: 5 },
        { segments: [12, 13, 14] },
      ],
    });
    expect(s.reserves.every((r) => r.every((n) => n === 0))).toBe(true);
    const r = run(s, 'emperor 1');
    expect(r.state.territories).toHaveLength(3);
    expect(r.state.result?.reason).toMatchObject({ key: 'cm.reason.most', params: { cause: { key: 'cm.cause.territories' } } });
  });
});
