import fc from 'fast-check';
import { describe, it } from 'vitest';
import { normaliseCommand } from '../../../src/engine/play';
import { randomFrom } from '../../../src/engine/rng';
import { replay } from '../../../src/engine/replay';
import { TERRITORIES } from '../../../src/games/princeps-machiavelli/data';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { english } from '../../support/words';
import { conservationProblem, game, randomGame } from './helpers';

/*
 * Property runs: 200 random games per seat count, each checked at every step in one pass (the
 * whole suite shares two cores, so one game serves every property):
 *   §1.3   play reaches the end the `length` option sets;
 *   A-2    every listed command is accepted; unlisted ones are refused with a message and no change;
 *   §1.2   the 93 cards are conserved after every step;
 *   A-16   replaying the moves reproduces the final state.
 */

const RUNS = 200;

/** Plain checks inside the game loops: `expect` is too slow for hundreds of thousands of steps. */
function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

const lengthArb = fc.oneof(
  { arbitrary: fc.constant('rounds:5'), weight: 6 },
  { arbitrary: fc.constant('deck'), weight: 1 },
  { arbitrary: fc.integer({ min: 6, max: 8 }).map((n) => `rounds:${n}`), weight: 1 },
);

/** Near misses and junk: each is refused unless `actions()` happens to list it. */
function junk(s: PMState, seat: number, legal: string[], pick: () => number, extra: string): string[] {
  const any = <T,>(xs: readonly T[]): T => xs[Math.floor(pick() * xs.length)];
  const place = any(TERRITORIES).name.toLowerCase();
  const listed = any(legal);
  const words = listed.split(' ');
  const out = [
    extra,
    `${listed} ${place}`,
    words.length > 1 ? `${words[0]} ${place}` : `${listed} 1`,
    `${words[0]} ${Math.floor(pick() * 40) - 5}`,
    'discard pr-n1',
    `give ${s.princes[seat].toLowerCase()}`,
    'want prince',
    `offer ${seat + 1}`,
    `accept ${1 + Math.floor(pick() * 6)} ${Math.floor(pick() * 9)}`,
    `place ca01 ${place}`,
    `attack ca01 ${place}`,
    `revolt co01 ${place}`,
    `sacrifice ${Math.floor(pick() * 12)}`,
    'machiavelli',
    'punish ep01',
    'x'.repeat(1 + Math.floor(pick() * 200)),
  ];
  const set = new Set(legal);
  return out.filter((c) => normaliseCommand(c) !== '' && !set.has(normaliseCommand(c)));
}

describe.each([2, 3, 4, 5])('random games at %i players', (seats) => {
  it(`§1.3, A-2, §1.2, A-16: every game ends as its length says; listed commands are accepted and unlisted ones refused without change; the 93 cards are conserved; replay reproduces the end (${seats} players)`, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), lengthArb, fc.array(fc.string({ maxLength: 30 }), { minLength: 1, maxLength: 8 }), (seed, length, extras) => {
        const pick = randomFrom(`pick:${seed}`);
        let n = 0;
        const { state, moves } = randomGame(seats, seed, { length }, (before, after, seat, command) => {
          n++;
          const problem = conservationProblem(after);
          check(problem === null, `${seed} step ${n} (${command}): ${problem}`);
          // Every few steps: another listed command is accepted, and junk is refused without change.
          if (n % 4 !== 0) return;
          const legal = game.actions(before, seat);
          const other = legal[Math.floor(pick() * legal.length)];
          check(game.apply(before, seat, other).ok, `${seed}: listed "${other}" was refused`);
          const snapshot = JSON.stringify(before);
          const tries = junk(before, seat, legal, pick, extras[n % extras.length]).filter(() => pick() < 0.3);
          const idle = Array.from({ length: seats }, (_, x) => x).find((x) => !game.active(before).includes(x));
          for (const [who, c] of [...tries.map((c): [number, string] => [seat, c]), ...(idle === undefined ? [] : [[idle, command] as [number, string]])]) {
            const r = game.apply(before, who, c);
            check(!r.ok && english(r.message).length > 0, `${seed}: ${who} "${c}" was not refused with a message`);
          }
          check(JSON.stringify(before) === snapshot, `${seed}: a refused command changed the state`);
        });
        const result = game.result(state);
        check(result !== null && result.winners.length > 0 && result.scores?.length === seats, `${seed}: no proper result`);
        if (length === 'deck') check(state.lastRound && state.deck.length === 0, `${seed}: a deck game ended with ${state.deck.length} cards in the deck`);
        else check(state.round === Number(length.slice(7)), `${seed}: ${length} ended in round ${state.round}`);
        check(game.active(state).length === 0, `${seed}: seats still active at the end`);
        const again = replay(game, { seats, seed, options: { length } }, moves);
        check(again.ok && JSON.stringify(again.state) === JSON.stringify(state), `${seed}: replay differs`);
      }),
      { numRuns: RUNS },
    );
  });
});
