import { describe, expect, it } from 'vitest';
import { LAWS } from '../../../src/games/lancaster/data';
import { randomBot } from '../../../src/games/lancaster/bot';
import { playRandom } from '../../support/game-harness';
import { game, look, refused, runAs } from './helpers';

const group = (id: string) => LAWS.find((l) => l.id === id)?.group;

describe('setup', () => {
  it('LA-2 / 1.3: knights at court and in the reserve, 1 voting marker, 2 gold, 2 squires, 0 PP', () => {
    const s = game.setup({ seats: 4, seed: 'one' });
    expect(s.allies).toBe(false);
    expect(s.forces).toHaveLength(4);
    for (let seat = 0; seat < 4; seat++) {
      expect(s.forces[seat].court).toEqual([1, 2]);
      expect(s.forces[seat].reserve).toEqual([1, 1, 2, 3, 4]);
      expect(s.players[seat]).toMatchObject({ gold: 2, squires: 2, markers: 1, pp: 0, nobles: [] });
    }
  });

  it('LA-4 / 1.4: nobleman tiles per county by player count', () => {
    expect([2, 3, 4, 5].map((seats) => game.setup({ seats, seed: 'n' }).counties[0].nobles)).toEqual([2, 2, 3, 4]);
  });

  it('LA-5 / T-15: three current laws and three proposals from group 0; group 1 is next', () => {
    const s = game.setup({ seats: 3, seed: 'laws' });
    expect([...s.laws, ...s.proposals.map((p) => p.law)].map(group)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(s.lawDeck).toHaveLength(12);
    expect(s.lawDeck.map(group)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]);
  });

  it('LA-34 / T-15: each round’s proposals come from the next group; the deck is empty in round 5', () => {
    const seen: number[][] = [];
    playRandom(game, randomBot, { seats: 3, seed: 'deck' }, ({ before, after }) => {
      if (after.round !== before.round) {
        seen.push(after.proposals.map((p) => group(p.law) ?? -1));
        expect(after.lawDeck).toHaveLength(3 * (5 - after.round));
      }
    });
    expect(seen).toEqual([
      [1, 1, 1],
      [2, 2, 2],
      [3, 3, 3],
      [4, 4, 4],
    ]);
  });

  it('LA-6 / R-30: two cards in the top row; ten cards per game, C11 and C12 only with 4–5 players', () => {
    for (const seats of [2, 3, 4, 5]) {
      const s = game.setup({ seats, seed: `deck-${seats}` });
      const ids = [...s.conflicts.flatMap((c) => (c ? [c.id] : [])), ...s.conflictDeck];
      expect(s.conflicts[0]).not.toBeNull();
      expect(s.conflicts[1]).not.toBeNull();
      expect(s.conflicts[2]).toBeNull();
      expect(ids).toHaveLength(seats >= 4 ? 12 : 10);
      expect(ids.includes('c11')).toBe(seats >= 4);
    }
    expect(game.setup({ seats: 4, seed: 'six' }).favour).toEqual([true, true, true, true, true, true]);
  });

  it('LA-7 / AS-2: the seed decides the start player, the decks and the cards; replay is exact', () => {
    const a = game.setup({ seats: 5, seed: 'same' });
    expect(game.setup({ seats: 5, seed: 'same' })).toEqual(a);
    const starts = new Set(Array.from({ length: 40 }, (_, i) => game.setup({ seats: 5, seed: `s${i}` }).startPlayer));
    expect(starts.size).toBe(5);
  });

  it('LA-3 / AS-9: every player chooses one extension tile, all at once; the others stay unbuilt and public', () => {
    const s = game.setup({ seats: 3, seed: 'x' });
    expect(game.active(s)).toEqual([0, 1, 2]);
    expect(game.actions(s, 1)).toEqual(['build x1', 'build x2', 'build x3', 'build x4', 'build x5', 'build x6']);
    expect(refused(s, 1, 'build x7')).toBe('That move is not possible now. Every player chooses, in secret, the extension tile to build first; all are revealed together.');
    let state = runAs(s, 1, 'build x5').state;
    expect(game.actions(state, 1)).toEqual([]);
    expect(refused(state, 1, 'build x4')).toBe('You have already chosen your first extension tile; waiting for the other players.');
    state = runAs(state, 0, 'build x2').state;
    state = runAs(state, 2, 'build x2').state;
    expect(state.players.map((p) => p.built.filter((b) => b).length)).toEqual([1, 1, 1]);
    expect(look(state, 0).players[1]).toMatchObject({ built: ['x5'], unbuilt: ['x1', 'x2', 'x3', 'x4', 'x6'] });
    expect(state.phase).toBe('placement');
    expect(game.active(state)).toEqual([state.startPlayer]);
  });

  it('LA-1 / AL-2: with 2 players each has an ally: one 2 at court, six in the ally reserve', () => {
    const s = game.setup({ seats: 2, seed: 'allies' });
    expect(s.allies).toBe(true);
    expect(s.forces).toHaveLength(4);
    for (const ally of [2, 3]) {
      expect(s.forces[ally].court).toEqual([2]);
      expect(s.forces[ally].reserve).toEqual([1, 1, 1, 2, 3, 4]);
      expect(s.forces[ally].castle).toEqual([null, null]);
    }
  });

  it('LA-1: seat counts outside 2–5 are refused', () => {
    expect(() => game.setup({ seats: 1, seed: 'x' })).toThrow(RangeError);
    expect(() => game.setup({ seats: 6, seed: 'x' })).toThrow(RangeError);
  });
});
