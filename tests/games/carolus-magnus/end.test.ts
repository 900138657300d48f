import { describe, expect, it } from 'vitest';
import { english } from '../../support/words';
import { build, game, logText, run, territory } from './helpers';

describe('end of the game', () => {
  it('CM-20 scenario 5: the last castle placed by a takeover ends the game at once, before the dice', () => {
    const s = build({
      seats: 2,
      discs: [3, 4],
      emperor: 5,
      control: { red: 0 },
      reserves: [{ blue: 3 }, {}],
      territories: [
        { segments: [0, 1, 2, 3, 4], owner: 0, castles: 9 },
        { segments: [8], cubes: { red: 2 }, owner: 1, castles: 1 },
      ],
    });
    expect(s.supply).toEqual([1, 9]);
    const before = run(s, 'court blue', 'court blue', 'court blue').state;
    const r = run(before, 'emperor 3');
    expect(territory(r.state, 8)).toMatchObject({ owner: 0, castles: 1 });
    expect(r.state.supply).toEqual([0, 10]);
    expect(game.result(r.state)).toEqual({ winners: [0], scores: [10, 0], reason: { key: 'cm.reason.allCastles', params: { side: { seat: 0 }, n: 10 } } });
    expect(english(r.state.result!.reason)).toBe('Player 1 has placed all 10 castles on the board and wins.');
    expect(r.state.rng).toEqual(before.rng);
    expect(r.state.lastRoll).toBeNull();
    expect(r.state.reserves[0]).toEqual([0, 0, 0, 0, 0]);
    expect(game.active(r.state)).toEqual([]);
    expect(game.actions(r.state, 0)).toEqual([]);
    expect(game.actions(r.state, 1)).toEqual([]);
    expect(logText(r.log)).toContain('The game is over. Player 1 has placed all 10 castles on the board and wins.');
    expect(game.apply(r.state, 0, 'take red')).toMatchObject({ ok: false, code: 'game_over' });
  });

  it('CM-15 / CM-20: a takeover with too few castles in supply places what it can and ends the game', () => {
    const s = build({
      seats: 3,
      reserves: [{}, {}, {}],
      emperor: 7,
      control: { red: 0 },
      territories: [
        { segments: [0, 1, 2], owner: 0, castles: 7 },
        { segments: [8, 9], cubes: { red: 5 }, owner: 2, castles: 2 },
      ],
    });
    expect(s.supply).toEqual([1, 8, 6]);
    const r = run(s, 'emperor 1');
    expect(territory(r.state, 8)).toMatchObject({ owner: 0, castles: 1 });
    expect(r.state.supply).toEqual([0, 8, 8]);
    expect(r.state.result?.winners).toEqual([0]);
    expect(logText(r.log)).toContain('Player 1 has only 1 castle left to place there.');
  });

  it('CM-20 / R-2: at 4 players the team placing its last castle wins, both partners', () => {
    const s = build({
      seats: 4,
      reserves: [{}, {}, {}, {}],
      emperor: 3,
      control: { blue: 3 },
      territories: [
        { segments: [0, 1], owner: 1, castles: 9 },
        { segments: [4], cubes: { blue: 1 } },
      ],
    });
    const r = run(s, 'emperor 1');
    expect(r.state.result).toMatchObject({ winners: [1, 3], scores: [0, 10, 0, 10] });
    expect(english(r.state.result!.reason)).toBe('White team (Player 2 and Player 4) has placed all 10 castles on the board and wins.');
    expect(logText(r.log)).toContain('The game is over. White team (Player 2 and Player 4) has placed all 10 castles on the board and wins.');
  });

  const ring = (castlesOfSeat1: number) => [
    { segments: [0, 1, 2, 3], owner: 0, castles: 3 },
    { segments: [4, 5, 6, 7], cubes: { red: 1 } },
    { segments: [8, 9, 10, 11], owner: 1, castles: castlesOfSeat1 },
    { segments: [12, 13, 14] },
  ];

  it('CM-21 scenario 6: fewer than 4 territories after a merge ends the game; most castles wins', () => {
    const s = build({ seats: 2, reserves: [{}, {}], emperor: 0, control: { red: 0, blue: 0 }, territories: ring(5) });
    const r = run(s, 'emperor 1');
    expect(r.state.territories).toHaveLength(3);
    expect(r.state.result).toMatchObject({ winners: [1], scores: [4, 5] });
    expect(english(r.state.result!.reason)).toBe('The game ends because fewer than 4 territories remain: Player 2 has the most castles on the board (5) and wins.');
  });

  it('CM-22 scenario 6: a tie on castles goes to the side controlling more colours', () => {
    const s = build({ seats: 2, reserves: [{}, {}], emperor: 0, control: { red: 0, blue: 0, pink: 1 }, territories: ring(4) });
    const r = run(s, 'emperor 1');
    expect(r.state.result?.winners).toEqual([0]);
    expect(english(r.state.result!.reason)).toBe(
      'The game ends because fewer than 4 territories remain: Player 1 and Player 2 tie with 4 castles each, and Player 1 wins by controlling the most colours (2).',
    );
  });

  it('CM-22 scenario 6: a tie on castles and colours is a shared victory', () => {
    const s = build({ seats: 2, reserves: [{}, {}], emperor: 0, control: { red: 0, pink: 1 }, territories: ring(4) });
    const r = run(s, 'emperor 1');
    expect(r.state.result?.winners).toEqual([0, 1]);
    expect(english(r.state.result!.reason)).toBe(
      'The game ends because fewer than 4 territories remain: Player 1 and Player 2 tie with 4 castles and 1 colour controlled each, and share the victory.',
    );
  });

  it('CM-22: at 4 players the tie-break counts colours controlled by both partners', () => {
    const s = build({
      seats: 4,
      reserves: [{}, {}, {}, {}],
      emperor: 0,
      control: { red: 0, blue: 2, pink: 1, green: 3 },
      territories: ring(4),
    });
    // Team A: red, blue; team B: pink, green → still tied; give team A a third colour.
    const tied = run(s, 'emperor 1').state;
    expect(tied.result?.winners).toEqual([0, 1, 2, 3]);
    s.control[1] = 2;
    const won = run(s, 'emperor 1').state;
    expect(won.result?.winners).toEqual([0, 2]);
    expect(english(won.result!.reason)).toContain('Black team (Player 1 and Player 3) wins by controlling the most colours (3).');
  });

  it('CM-20 before CM-21: the last castle placed in a merge that leaves 3 territories wins by CM-20', () => {
    const s = build({
      seats: 2,
      reserves: [{}, {}],
      emperor: 0,
      control: { red: 0 },
      territories: [
        { segments: [0, 1, 2, 3], owner: 0, castles: 9 },
        { segments: [4, 5, 6, 7], cubes: { red: 1 } },
        { segments: [8, 9, 10, 11], owner: 1, castles: 9 },
        { segments: [12, 13, 14] },
      ],
    });
    expect(run(s, 'emperor 1').state.result?.reason).toMatchObject({ key: 'cm.reason.allCastles', params: { side: { seat: 0 } } });
  });

  it('R-8 (a): once every reserve is empty, a round that ends on a frozen board ends the game, scored as CM-21', () => {
    const s = build({
      seats: 2,
      reserves: [{}, { red: 1 }],
      emperor: 0,
      control: { red: 1 },
      territories: [
        { segments: [1], cubes: { red: 39, yellow: 40, green: 40, blue: 40, pink: 40 } },
        { segments: [5], owner: 0, castles: 2 },
      ],
    });
    const mid = run(s, 'emperor 1').state;
    expect(mid.result).toBeNull();
    expect(territory(mid, 1)).toMatchObject({ owner: 1, castles: 1 });
    // Seat 1 still plays its last paladin and moves the emperor; then no stop anywhere can change a castle.
    const r = run(mid, 'land red 1', 'emperor 1');
    expect(r.state.result).toMatchObject({ winners: [0], scores: [2, 1], reason: { key: 'cm.reason.most', params: { cause: { key: 'cm.cause.frozen' } } } });
    expect(english(r.state.result!.reason)).toBe(
      'The game ends because every reserve is empty and no territory can change any more: Player 1 has the most castles on the board (2) and wins.',
    );
  });
});
