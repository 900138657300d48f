import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/games/carolus-magnus/bot';
import type { CarolusView } from '../../../src/games/carolus-magnus/view';
import { playRandom } from '../../support/game-harness';
import { english } from '../../support/words';
import { build, game, run } from './helpers';

/** A random game cut short after `steps` steps. */
function randomState(seats: number, seed: string, steps: number) {
  let s = game.setup({ seats, seed });
  playRandom(game, randomBot, { seats, seed }, ({ after }) => {
    if (steps-- > 0) s = after;
  });
  return s;
}

describe('view and summary', () => {
  it('CM-23: everything is public — every seat and a spectator see the same board, without the RNG; only the prompt speaks to the seat asked', () => {
    const state = randomState(3, 'view-1', 60);
    const asked = game.active(state)[0];
    const views = [null, 0, 1, 2].map((seat) => game.view(state, seat) as CarolusView);
    const board = ({ prompt: _p, help: _h, ...rest }: CarolusView) => rest;
    for (const v of views) expect(board(v)).toEqual(board(views[0]));
    for (const seat of [0, 1, 2]) {
      if (seat === asked) continue;
      expect(views[seat + 1].prompt).toEqual(views[0].prompt);
      expect(views[seat + 1].help).toEqual(views[0].help);
    }
    expect(views[asked + 1].prompt.key).toMatch(/^cm\.prompt\./);
    expect(views[0].prompt.key).toMatch(/^cm\.wait\./);
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

  it('CM-8 / CM-11: the prompt says what the step is and why, to the seat asked; the others read who decides', () => {
    const s = build({ seats: 2, discs: [3, 4], reserves: [{ red: 2 }, {}] });
    expect(english((game.view(s, 0) as CarolusView).prompt)).toBe(
      'Play 2 more paladins from your reserve: to your court, to win clan markers, or onto a territory, to add strength there.',
    );
    expect(english((game.view(s, 1) as CarolusView).prompt)).toBe('Player 1 plays paladins from their reserve (2 left this turn).');
    expect(english((game.view(s, 0) as CarolusView).help)).toBe('Click a colour in your reserve, then your court or a territory.');
    expect(english((game.view(s, null) as CarolusView).help)).toBe(
      'Nothing to do now: it is Player 1’s turn. The board and the history show every move.',
    );
    const emperor = run(s, 'court red', 'court red').state;
    expect(english((game.view(emperor, 0) as CarolusView).prompt)).toBe(
      'Move the emperor clockwise, 1 to 3 steps (your disc): whoever is strongest where it stops builds or takes castles there.',
    );
    expect(english((game.view(emperor, 0) as CarolusView).help)).toBe('Click the territory where the emperor should stop, at most 3 steps clockwise.');
    expect(english((game.view(emperor, 1) as CarolusView).prompt)).toBe('Player 1 moves the emperor (up to 3 steps).');
  });

  it('CM-23: the summary says whose turn and what step, the territories, courts, reserves and control', () => {
    const s = build({
      seats: 2,
      reserves: [{ red: 3 }, { blue: 1 }],
      courts: [{ pink: 2 }, {}],
      control: { pink: 0 },
      territories: [{ segments: [3, 4], cubes: { yellow: 2 }, owner: 1, castles: 2 }],
    });
    const text = game.summary(s, 1).map(english).join('\n');
    expect(text).toContain('Round 1, action phase. Player 1 plays paladins from their reserve (3 left this turn).');
    expect(text).toContain('Territory 3 (segments 3 and 4): 2 yellow; 2 castles of Player 2.');
    expect(text).toContain('Territory 5: no paladins; no castle.');
    expect(text).toContain('Player 1 (black castles): court 2 pink; reserve 3 red; clan markers pink; discs in hand 2, 3, 4, and 5.');
    expect(text).toContain('Player 2 (white castles): court no paladins; reserve 1 blue; clan markers none; discs in hand 1, 3, 4, and 5.');
    expect(text).toContain('Castles still to place: Player 1: 10 and Player 2: 8.');
    expect(text).toContain('Nobody controls red, yellow, green, and blue yet.');
    expect(game.summary(s, null).map(english).join('\n')).toBe(text);
    expect(english(game.summary(s, 0)[0])).toBe(
      'Round 1, action phase. Play 3 more paladins from your reserve: to your court, to win clan markers, or onto a territory, to add strength there.',
    );
  });

  it('R-10: during the set-up the view and the summary show every player holding discs 1–5', () => {
    const seed = Array.from({ length: 50 }, (_, i) => `crown-${i}`).find((x) => game.setup({ seats: 3, seed: x }).phase === 'setup');
    const s = game.setup({ seats: 3, seed: seed as string });
    expect(s.phase).toBe('setup');
    const v = game.view(s, null) as CarolusView;
    expect(v.players.map((p) => p.discsInHand)).toEqual([
      [1, 2, 3, 4, 5],
      [1, 2, 3, 4, 5],
      [1, 2, 3, 4, 5],
    ]);
    const players = game.summary(s, null).map(english).filter((l) => l.includes('discs in hand'));
    expect(players).toHaveLength(3);
    for (const line of players) expect(line).toMatch(/discs in hand 1, 2, 3, 4, and 5\.$/);
  });

  it('CM-20: the summary of a finished game gives the result', () => {
    const { state } = playRandom(game, randomBot, { seats: 2, seed: 'summary-end' });
    const first = game.summary(state, 0)[0];
    expect(first).toMatchObject({ key: 'cm.sum.over', params: { round: state.round, reason: state.result?.reason } });
    expect(english(first)).toMatch(/^Game over after round \d+\. /);
    expect((game.view(state, 0) as CarolusView).result).toEqual(state.result);
  });
});
