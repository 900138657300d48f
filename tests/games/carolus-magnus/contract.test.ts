import { describe, expect, it } from 'vitest';
import { findGame } from '../../../src/games';
import { randomBot } from '../../../src/games/carolus-magnus/bot';
import { timeoutMove } from '../../../src/games/carolus-magnus/timeout';
import { randomFrom } from '../../../src/engine/rng';
import { english } from '../../support/words';
import { atOpening, build, game, run, seedRolling, who } from './helpers';

describe('game contract', () => {
  it('CM-4: identity, seat range, and roles named by the castles (R-2: teams at 4 players)', () => {
    expect(game.id).toBe('carolus-magnus');
    expect(game.title).toBe('Carolus Magnus');
    expect(game.rulesVersion).toBe('2');
    expect(game.seats).toEqual({ min: 2, max: 4 });
    expect(game.variants).toBeUndefined();
    expect(findGame('carolus-magnus')?.game).toBe(game);
    expect(game.roles?.(3).map(english)).toEqual(['Black', 'White', 'Grey']);
    expect(game.roles?.(2).map(english)).toEqual(['Black', 'White']);
    expect(game.roles?.(4).map(english)).toEqual(['Black team, player 1', 'White team, player 1', 'Black team, player 2', 'White team, player 2']);
  });
});

describe('timeout defaults (the deadline policy bot)', () => {
  it('the registry plays the timeout defaults, not the random bot', () => {
    expect(findGame('carolus-magnus')?.timeout).toBe(timeoutMove);
  });

  it('CM-9: a paladin goes to the own court before any territory, in the first colour held (red, yellow, green, blue, pink)', () => {
    const s = build({ seats: 2, reserves: [{ pink: 1, blue: 2 }, {}] });
    expect(timeoutMove(s, 0)).toBe('court blue');
    // The random bot picks among 2 court and 2 × 15 land commands; the default never varies.
    const random = randomFrom('timeout');
    const bot = new Set(Array.from({ length: 40 }, () => randomBot(s, 0, random)));
    expect(bot.size).toBeGreaterThan(1);
    const after = run(s, timeoutMove(s, 0)).state;
    expect(after.courts[0]).toEqual([0, 0, 0, 1, 0]);
    expect(timeoutMove(after, 0)).toBe('court blue');
    expect(timeoutMove(run(after, 'court blue').state, 0)).toBe('court pink');
  });

  it('CM-11: the emperor moves the smallest move, 1 step', () => {
    const s = build({ seats: 3, discs: [5, 1, 2], reserves: [{}, {}, {}] });
    expect(who(s)).toBe(1);
    const first = run(s, 'emperor 1').state;
    expect(who(first)).toBe(2);
    expect(game.actions(first, 2)).toEqual(['emperor 1', 'emperor 2']);
    expect(timeoutMove(first, 2)).toBe('emperor 1');
    expect(timeoutMove(run(first, 'emperor 1').state, 0)).toBe('emperor 1');
  });

  it('CM-5 / CM-6: the lowest disc the seat may play', () => {
    let s = atOpening({ seats: 3, hands: [[2, 4], [2, 3, 5], [2]] });
    expect(timeoutMove(s, 0)).toBe('disc 2');
    s = run(s, 'disc 2').state;
    expect(timeoutMove(s, 1)).toBe('disc 3');
    s = run(s, 'disc 3').state;
    // CM-6: a hand holding only played discs still plays one.
    expect(timeoutMove(s, 2)).toBe('disc 2');
  });

  it('CM-3 / CM-18 / CM-19: the first colour in order the take step allows', () => {
    const seed = seedRolling(['crown']);
    const s = build({ seats: 2, seed, reserves: [{ blue: 1 }, {}], territories: [{ segments: [9], cubes: { red: 40 } }] });
    const after = run(s, 'court blue', 'emperor 1').state;
    expect(game.actions(after, 0)[0]).toBe('take yellow');
    expect(timeoutMove(after, 0)).toBe('take yellow');
  });

  it('the defaults are listed commands at every step of long games played by them alone, and only the seat asked has one', () => {
    for (const seats of [2, 3, 4]) {
      let s = game.setup({ seats, seed: `timeout-${seats}` });
      const seen = new Set<string>();
      for (let n = 0; n < 600 && !game.result(s); n++) {
        const seat = game.active(s)[0];
        const command = timeoutMove(s, seat);
        expect(game.actions(s, seat)).toContain(command);
        expect(timeoutMove(s, (seat + 1) % seats)).toBe('');
        seen.add(command.split(' ')[0]);
        s = run(s, command).state;
      }
      expect([...seen].sort()).toEqual(expect.arrayContaining(['court', 'disc', 'emperor']));
      expect(seen.has('land')).toBe(false);
    }
  });
});
