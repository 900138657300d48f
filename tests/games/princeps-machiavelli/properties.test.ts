import { describe, expect, it } from 'vitest';
import { randomFrom } from '../../../src/engine/rng';
import { randomBot } from '../../../src/games/princeps-machiavelli/bot';
import { TERRITORIES } from '../../../src/games/princeps-machiavelli/data';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { check, checkRefusals, mutations, playRandom, playTwins, type TwinSpec } from '../../support/game-harness';
import { conservationProblem, endProblem, game, replays } from './helpers';

/*
 * Property runs: 200 random games per seat count, each checked at every step in one pass (the
 * whole suite shares two cores, so one game serves every property):
 *   §1.3   play reaches the end the `length` option sets;
 *   A-2    every listed command is accepted; seats that may not act have none; unlisted commands
 *          (near misses and mutations of listed ones) are refused with words and change nothing;
 *   §1.2   the 93 cards are conserved after every step;
 *   A-16   replaying the moves reproduces the final state.
 */

const RUNS = 200;

/** Mostly the default five rounds; some longer games and some played until the deck runs out. */
function lengthFor(k: number): string {
  if (k % 8 === 7) return 'deck';
  if (k % 8 === 3) return `rounds:${6 + (k % 3)}`;
  return 'rounds:5';
}

/** Near misses a player could type: each is refused unless `actions()` happens to list it. */
function nearMisses(s: PMState, seat: number, pick: () => number): string[] {
  const place = TERRITORIES[Math.floor(pick() * TERRITORIES.length)].name.toLowerCase();
  return [
    'discard pr-n1',
    `give ${s.princes[seat].toLowerCase()}`,
    'want prince',
    `offer ${seat + 1}`,
    `offer ${s.seats + 1}`,
    `accept ${1 + Math.floor(pick() * 6)} ${Math.floor(pick() * 9)}`,
    `place ca01 ${place}`,
    `territory ${place}`,
    `attack ca01 ${place}`,
    `revolt co01 ${place}`,
    `spy co01 ${place}`,
    `sacrifice ${Math.floor(pick() * 12)}`,
    'machiavelli',
    'punish ep01',
    'declare',
  ];
}

describe.each([2, 3, 4, 5])('random games at %i players', (seats) => {
  it(`§1.3, A-2, §1.2, A-16: every game ends as its length says; listed commands are accepted and unlisted ones refused without change; the 93 cards are conserved; replay reproduces the end (${RUNS} games, ${seats} players)`, () => {
    for (let k = 0; k < RUNS; k++) {
      const length = lengthFor(k);
      const setup = { seats, seed: `princeps-machiavelli-${seats}-${k}`, options: { length } };
      const pick = randomFrom(`pick:${setup.seed}`);
      let n = 0;
      const { state, moves } = playRandom(game, randomBot, setup, ({ before, after, seat, command }) => {
        const where = `${setup.seed} step ${n++} "${command}"`;
        const problem = conservationProblem(after);
        check(problem === null, `${where}: ${problem}`);
        // Every few steps (each check copies the whole state): the listed and the unlisted.
        if (n % 4 !== 0) return;
        const active = game.active(before);
        for (let other = 0; other < seats; other++) {
          if (!active.includes(other)) check(game.actions(before, other).length === 0, `${where}: seat ${other} has commands out of turn`);
        }
        const legal = game.actions(before, seat);
        const other = legal[Math.floor(pick() * legal.length)];
        check(game.apply(before, seat, other).ok, `${where}: listed "${other}" was refused`);
        checkRefusals(game, before, seat, [...mutations(legal, pick, 3), ...nearMisses(before, seat, pick).filter(() => pick() < 0.3)], where);
        const idle = Array.from({ length: seats }, (_, x) => x).find((x) => !active.includes(x));
        if (idle !== undefined) checkRefusals(game, before, idle, [command], `${where} (seat ${idle}, not active)`);
      });
      const problem = endProblem(state, length);
      check(problem === null, `${setup.seed}: ${problem}`);
      check(replays(setup, moves, state), `${setup.seed}: replay differs`);
    }
  });

  it(`A-10, A-14: twin games differing in one face-down placement look the same to every other seat and to spectators until the Actions phase (${seats} players)`, () => {
    const spec: TwinSpec<PMState> = {
      // Two different cards placed face down on the same territory.
      fork: (s, _seat, actions) => {
        if (s.phase !== 'preparation') return null;
        const places = actions.filter((c) => c.startsWith('place '));
        for (const a of places) {
          const [, card, where] = a.split(' ');
          const b = places.find((c) => c.endsWith(` ${where}`) && c.split(' ')[1] !== card);
          if (b) return [a, b];
        }
        return null;
      },
      revealed: (s) => s.phase !== 'preparation',
    };
    let forks = 0;
    for (let k = 0; k < 40; k++) if (playTwins(game, randomBot, { seats, seed: `princeps-twins-${seats}-${k}` }, spec) > 0) forks++;
    expect(forks).toBeGreaterThanOrEqual(20);
  });
});
