import { describe, expect, it } from 'vitest';
import { CASTLES_PER_SIDE, CUBES_PER_COLOUR } from '../../../src/games/carolus-magnus/data';
import { total } from '../../../src/games/carolus-magnus/state';
import type { CarolusView } from '../../../src/games/carolus-magnus/view';
import { english } from '../../support/words';
import { counts, game, logText, run, who } from './helpers';

const seeds = Array.from({ length: 60 }, (_, i) => `setup-${i}`);

describe('set-up', () => {
  it('CM-1: 15 territories in a ring, the emperor on a random one', () => {
    const spots = new Set<number>();
    for (const seed of seeds) {
      const s = game.setup({ seats: 2, seed });
      expect(s.territories.map((t) => t.id)).toEqual([...Array(15).keys()]);
      expect(s.territories.every((t) => t.segments.length === 1 && t.owner === null)).toBe(true);
      expect(s.emperor).toBeGreaterThanOrEqual(0);
      expect(s.emperor).toBeLessThan(15);
      spots.add(s.emperor);
    }
    expect(spots.size).toBeGreaterThan(8);
  });

  it('CM-2: exactly one cube per territory, 3 of each colour, the rest in the centre', () => {
    const layouts = new Set<string>();
    for (const seed of seeds) {
      const s = game.setup({ seats: 3, seed });
      expect(s.territories.every((t) => total(t.cubes) === 1)).toBe(true);
      const onBoard = [0, 0, 0, 0, 0];
      s.territories.forEach((t) => t.cubes.forEach((n, c) => (onBoard[c] += n)));
      expect(onBoard).toEqual([3, 3, 3, 3, 3]);
      expect(counts(s).cubes).toEqual([40, 40, 40, 40, 40]);
      layouts.add(s.territories.map((t) => t.cubes.indexOf(1)).join(''));
    }
    expect(layouts.size).toBe(seeds.length);
  });

  it.each([
    [2, 7],
    [3, 9],
    [4, 7],
  ])('CM-3 / R-1: at %i players each reserve is %i cubes once the crowns are chosen', (seats, size) => {
    for (const seed of seeds) {
      let s = game.setup({ seats, seed });
      const crowns = [...s.crowns];
      for (let seat = 0; seat < seats; seat++) {
        const owed = crowns.filter((x) => x === seat).length;
        expect(total(s.reserves[seat]) + owed).toBe(size);
      }
      while (s.phase === 'setup') s = run(s, game.actions(s, who(s))[0]).state;
      s.reserves.forEach((r) => expect(total(r)).toBe(size));
      expect(counts(s).cubes).toEqual(Array(5).fill(CUBES_PER_COLOUR));
    }
  });

  it('CM-3: a set-up crown is a take step for that player, from the start player clockwise', () => {
    const seed = seeds.find((x) => game.setup({ seats: 4, seed: x }).crowns.length >= 3);
    expect(seed).toBeDefined();
    const s = game.setup({ seats: 4, seed: seed as string });
    expect(s.phase).toBe('setup');
    const order = s.crowns.map((seat) => (seat - s.startPlayer + 4) % 4);
    expect([...order].sort()).toEqual(order);
    const seat = s.crowns[0];
    expect(game.active(s)).toEqual([seat]);
    expect(game.actions(s, seat)).toEqual(['take red', 'take yellow', 'take green', 'take blue', 'take pink']);
    expect(english((game.view(s, seat) as CarolusView).prompt)).toBe(
      'Your starting roll showed a crown: choose the colour of a paladin to add to your reserve.',
    );
    expect(english((game.view(s, null) as CarolusView).prompt)).toBe(
      `Player ${seat + 1}’s starting roll showed a crown: Player ${seat + 1} chooses a colour.`,
    );
    expect(english(game.describe!(s, seat, 'take pink').text)).toBe('Take a pink paladin into your reserve');
    const before = s.reserves[seat][4];
    const r = run(s, 'take pink');
    const after = r.state;
    expect(logText(r.log)).toContain(`Player ${seat + 1} takes a pink paladin into their reserve for a crown of the starting roll.`);
    expect(after.reserves[seat][4]).toBe(before + 1);
    expect(after.crowns).toEqual(s.crowns.slice(1));
  });

  it('CM-3: set-up without crowns goes straight to the first disc', () => {
    const seed = Array.from({ length: 200 }, (_, i) => `nocrown-${i}`).find(
      (x) => game.setup({ seats: 2, seed: x }).crowns.length === 0,
    );
    expect(seed).toBeDefined();
    const s = game.setup({ seats: 2, seed: seed as string });
    expect(s.phase).toBe('opening');
    expect(s.step).toEqual({ kind: 'disc', seat: s.startPlayer });
  });

  it('CM-4: the starting player is drawn at random; the same seed gives the same set-up', () => {
    const starts = new Set(seeds.map((seed) => game.setup({ seats: 4, seed }).startPlayer));
    expect(starts).toEqual(new Set([0, 1, 2, 3]));
    expect(game.setup({ seats: 3, seed: 'same' })).toEqual(game.setup({ seats: 3, seed: 'same' }));
    expect(game.setup({ seats: 3, seed: 'same' })).not.toEqual(game.setup({ seats: 3, seed: 'other' }));
  });

  it.each([
    [2, [10, 10]],
    [3, [8, 8, 8]],
    [4, [10, 10]],
  ])('CM-4 / R-2: at %i players the castle supply per side is %j', (seats, supply) => {
    const s = game.setup({ seats, seed: 'castles' });
    expect(s.supply).toEqual(supply);
    expect(CASTLES_PER_SIDE[seats]).toBe(supply[0]);
  });

  it('CM-4 / R-2: at 4 players seats 0 and 2 are team A, 1 and 3 team B, each with own reserve, court and discs', () => {
    expect(game.roles?.(4).map(english)).toEqual(['Black team, player 1', 'White team, player 1', 'Black team, player 2', 'White team, player 2']);
    expect(game.roles?.(2).map(english)).toEqual(['Black', 'White']);
    let s = game.setup({ seats: 4, seed: 'teams' });
    while (s.phase === 'setup') s = run(s, game.actions(s, who(s))[0]).state;
    const v = game.view(s, 0) as { teams: number[][]; players: { team: number | null; discsInHand: number[] }[] };
    expect(v.teams).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(v.players.map((p) => p.team)).toEqual([0, 1, 0, 1]);
    expect(v.players.every((p) => p.discsInHand.length === 5)).toBe(true);
    expect(s.reserves).toHaveLength(4);
    expect(s.courts).toHaveLength(4);
  });

  it('CM-4: set-up refuses a seat count outside 2–4', () => {
    expect(() => game.setup({ seats: 5, seed: 'x' })).toThrow(/2 to 4/);
    expect(() => game.setup({ seats: 1, seed: 'x' })).toThrow(/2 to 4/);
  });
});
