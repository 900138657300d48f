import { describe, it } from 'vitest';
import { replay, type Move } from '../../../src/engine/replay';
import { randomFrom } from '../../../src/engine/rng';
import { randomBot } from '../../../src/games/king-david/bot';
import type { KdState } from '../../../src/games/king-david/state';
import { checkRefusals, mutations, playRandom } from '../../support/game-harness';
import { game } from './helpers';
import { check, invariants } from './invariants';

/**
 * Random games (DESIGN.md §9), run by properties-*.test.ts: play always ends, with a winner by
 * the rules (KD-82 thresholds, KD-84 End-Game chit or KD-83 after turn 7); every listed command
 * the bot plays is accepted and unlisted ones are refused with a message and no change; replay
 * gives the final state; counters, markers and chits are conserved after every step.
 */

export const SEEDS = Number(process.env.KD_SEEDS ?? 100);
const CAP = 20_000;

/** Near misses and junk: each must be refused unless listed. */
function junk(legal: string[], pick: () => number): string[] {
  const base = legal[Math.floor(pick() * legal.length)] ?? 'pass';
  const w = base.split(' ');
  const out = [
    'xyzzy',
    `${w[0]} nowhere`,
    `${base} extra`,
    `${w[0]} ${'9'.repeat(20)}`,
    `${w[0]} -1`,
    `${w[0]} 1.5`,
    'to jrc',
    'lose pppppppp',
    'pick jud-p43-1',
    'play intervention',
    'place heb',
    'siege jer',
    'done',
    'pass',
    'continue',
    'ünïcödé ☃',
  ];
  const listed = new Set(legal);
  return out.filter((c) => !listed.has(c.trim().replace(/\s+/g, ' ').toLowerCase()));
}

export interface Played {
  final: KdState;
  moves: Move[];
  longest: number;
}

/**
 * One random game, played by the shared harness (tests/support/game-harness.ts) with this
 * game's checks after every step; returns the moves and the longest list seen.
 */
export function randomGame(seats: number, seed: string, opts: { refusals?: boolean; short?: number } = {}): Played {
  const options = opts.short ? { short: opts.short } : {};
  const pick = randomFrom(`pick:${seed}`);
  let longest = 0;
  let n = 0;
  const { state, moves } = playRandom(
    game,
    randomBot,
    { seats, seed, options },
    ({ before, after, seat, command }) => {
      n++;
      const legal = game.actions(before, seat);
      longest = Math.max(longest, legal.length);
      check(new Set(legal).size === legal.length, `duplicate commands: ${legal}`);
      // Near misses, junk and mutations of listed commands: refused in words, the state unchanged.
      if (opts.refusals) checkRefusals(game, before, seat, [...junk(legal, pick), ...mutations(legal, pick, 4)], `${seats}p ${seed} step ${n}`);
      try {
        invariants(after);
      } catch (e) {
        throw new Error(`${seats}p ${seed} step ${n} after "${command}": ${(e as Error).message}`);
      }
    },
    CAP,
  );
  return { final: state, moves, longest };
}

const BATCH = 10;
/** The bound on a seat's list of commands, checked on every step of every game: an email's list of moves. */
export const LIST_BOUND = 40;

/**
 * The property runs for one seat count: SEEDS games in batches. Three seeds in four play the
 * short game (KD-84 / R-57, L = 3, 4 or 5) and one in four all seven turns, so that every way of
 * ending is met while the runs stay a few minutes of CPU in all; replay is checked on one seed
 * in four (every game's replay is also checked by tests/games/every-game.test.ts).
 */
export function propertyRuns(seats: number): void {
  describe(`${seats} players`, () => {
    const reasons = new Map<string, number>();
    let longestSeen = 0;
    for (let from = 0; from < SEEDS; from += BATCH) {
      it(`KD-82 / KD-83 / KD-84 / R-3 / R-57 / R-59: random games ${from}–${Math.min(SEEDS, from + BATCH) - 1} end with a winner by the rules, counters conserved, unlisted commands refused, lists at most ${LIST_BOUND} long`, () => {
        for (let k = from; k < Math.min(SEEDS, from + BATCH); k++) {
          const seed = `kd-prop-${seats}-${k}`;
          const short = k % 4 === 0 ? undefined : 3 + (k % 3);
          const { final, moves, longest } = randomGame(seats, seed, { refusals: k % 10 === 0, short });
          // Commands stay small: a seat's list fits in an email and a page of buttons.
          check(longest <= LIST_BOUND, `${seed}: a list of ${longest} commands`);
          longestSeen = Math.max(longestSeen, longest);
          const result = game.result(final);
          check(result !== null && result.winners.length > 0, `${seed}: no winner`);
          const reason = (result?.reason as { key: string }).key;
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
          check(['kd.result.automatic', 'kd.result.turns', 'kd.result.endgame'].includes(reason), `${seed}: ended by ${reason}`);
          // KD-82: no automatic victory with 2 players.
          if (seats === 2) check(reason !== 'kd.result.automatic', `${seed}: automatic victory with 2 players`);
          if (reason === 'kd.result.turns') check(final.turn === 7, `${seed}: scored in turn ${final.turn}`);
          // KD-84: the End-Game chit ends only a short game, from its turn L.
          if (reason === 'kd.result.endgame') check(short !== undefined && final.turn >= short, `${seed}: End-Game chit in turn ${final.turn} (L = ${short})`);
          check(game.active(final).length === 0, `${seed}: seats active after the end`);
          if (k % 4 === 1) {
            const again = replay(game, { seats, seed, options: short ? { short } : {} }, moves);
            check(again.ok && JSON.stringify(again.state) === JSON.stringify(final), `${seed}: replay differs`);
          }
        }
      }, 900_000);
    }
    // Random play from the set-up seldom reaches a threshold (KD-82): at 3 and 4 players none of
    // these games does, now that a defender can no longer besiege the minor he defends.
    // Automatic victory in random play is met by properties-thresholds.test.ts, from games that
    // start near a threshold; here it may happen, and is checked like any ending when it does.
    it(`KD-83 / KD-84: over the ${SEEDS} games the End-Game chit and the end of turn 7 were both met at ${seats} players, and the longest list of commands stayed within ${LIST_BOUND}`, () => {
      const expected = ['kd.result.endgame', 'kd.result.turns'];
      check(SEEDS < 100 || expected.every((r) => reasons.has(r)), `endings met: ${JSON.stringify([...reasons])}`);
      check(longestSeen > 0 && longestSeen <= LIST_BOUND, `longest list: ${longestSeen}`);
    });
  });
}
