import { describe, expect, it } from 'vitest';
import type { CarolusView } from '../../../src/games/carolus-magnus/view';
import { build, game, randomGame, run } from './helpers';

describe('view and summary', () => {
  it('CM-23: everything is public — every seat and a spectator get the same view, without the RNG', () => {
    const { state } = randomGame(3, 'view-1', undefined, 60);
    const views = [null, 0, 1, 2].map((seat) => game.view(state, seat));
    for (const v of views) expect(v).toEqual(views[0]);
    const text = JSON.stringify(views[0]);
    expect(text).not.toContain('rng');
    expect(text).not.toContain(String(state.rng.a));
    expect(JSON.parse(text)).toEqual(views[0]);
  });

  it('CM-23: the view shows territories, courts, reserves, discs, control, castles, centre and the last roll', () => {
    let s = build({
      seats: 4,
      discs: [2, 1, 3, 4],
      reserves: [{ red: 1 }, { blue: 2 }, {}, {}],
      courts: [{ pink: 2 }, {}, {}, {}],
      control: { pink: 0 },
      territories: [{ segments: [14, 0], cubes: { yellow: 2 }, owner: 1, castles: 2 }],
      emperor: 0,
    });
    let v = game.view(s, null) as CarolusView;
    expect(v.step).toEqual({ kind: 'paladin', seat: 1, left: 2 });
    expect(v.paladinsLeft).toBe(2);
    expect(v.turnOrder).toEqual([1, 0, 2, 3]);
    expect(v.territories[0]).toEqual({
      id: 0,
      segments: [14, 0],
      cubes: { red: 0, yellow: 2, green: 0, blue: 0, pink: 0 },
      castles: { owner: 1, count: 2 },
    });
    expect(v.territories).toHaveLength(14);
    expect(v.emperor).toBe(0);
    expect(v.players[0]).toEqual({
      seat: 0,
      team: 0,
      court: { red: 0, yellow: 0, green: 0, blue: 0, pink: 2 },
      reserve: { red: 1, yellow: 0, green: 0, blue: 0, pink: 0 },
      discsInHand: [1, 3, 4, 5],
      discPlayed: 2,
    });
    expect(v.control).toEqual({ red: null, yellow: null, green: null, blue: null, pink: 0 });
    expect(v.castleSupply).toEqual([10, 8]);
    expect(v.castlesOnBoard).toEqual([0, 2]);
    expect(v.centre.pink).toBe(38);
    expect(v.teams).toEqual([
      [0, 2],
      [1, 3],
    ]);
    s = run(s, 'court blue', 'court blue', 'emperor 1').state;
    v = game.view(s, 2) as CarolusView;
    expect(v.lastRoll?.seat).toBe(1);
    expect(v.lastRoll?.faces).toHaveLength(2);
  });

  it('CM-23: the summary says whose turn and what step, the territories, courts, reserves and control', () => {
    const s = build({
      seats: 2,
      reserves: [{ red: 3 }, { blue: 1 }],
      courts: [{ pink: 2 }, {}],
      control: { pink: 0 },
      territories: [{ segments: [3, 4], cubes: { yellow: 2 }, owner: 1, castles: 2 }],
    });
    const text = game.summary(s, 1).join('\n');
    expect(text).toContain('Round 1, action phase. Waiting for Seat 0 to play a paladin, 3 left this turn');
    expect(text).toContain('  3 (segments 3, 4): 2 yellow; 2 castles of Seat 1');
    expect(text).toContain('Seat 0: court 2 pink; reserve 3 red; controls pink; discs in hand 2, 3, 4, 5.');
    expect(text).toContain('Castles in supply: Seat 0 10, Seat 1 8.');
    expect(game.summary(s, null).join('\n')).toBe(text);
  });

  it('CM-20: the summary of a finished game gives the result', () => {
    const { state } = randomGame(2, 'summary-end');
    expect(game.summary(state, 0).join('\n')).toMatch(/^Game over after round \d+: CM-2[012]/);
    expect((game.view(state, 0) as CarolusView).result).toEqual(state.result);
  });
});
