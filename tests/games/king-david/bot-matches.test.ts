import { describe, expect, it } from 'vitest';
import { playBotMatch } from '../../../scripts/bot-arena';
import { sightOf, type BotLevel } from '../../../src/engine/bots';
import { replay } from '../../../src/engine/replay';
import { randomFrom } from '../../../src/engine/rng';
import { registry } from '../../../src/games';
import { randomBot } from '../../../src/games/king-david/bot';
import { kingDavidBots } from '../../../src/games/king-david/bots';
import type { KdState } from '../../../src/games/king-david/state';
import { check, playRandom } from '../../support/game-harness';
import { game } from './helpers';
import { invariants } from './invariants';

/*
 * The seat bots in whole matches (issue 26): at every seat count, both levels mixed, the full
 * seven turns and each short length (KD-84 / R-57), every match ends by the rules within a step
 * bound, with the counters, markers and chits conserved after every step (invariants.ts), and
 * its moves replay to the same end. The arena stops a match at any command a bot answers that is
 * not listed. Seeds are few: a full match of bots takes some seconds.
 */

const entry = registry[game.id];

interface Case {
  levels: BotLevel[];
  short?: number;
}

const CASES: Case[] = [
  { levels: ['easy', 'easy'], short: 3 },
  { levels: ['good', 'easy'] },
  { levels: ['good', 'good'], short: 4 },
  { levels: ['easy', 'good', 'easy'], short: 5 },
  { levels: ['good', 'good', 'good'], short: 3 },
  { levels: ['good', 'easy', 'good', 'easy'], short: 3 },
  { levels: ['easy', 'easy', 'easy', 'easy', 'easy'], short: 3 },
  { levels: ['good', 'easy', 'easy', 'good', 'easy'], short: 4 },
];

/** Far below the arena's own cap: a full 2-player match of these bots takes about 1,300 commands. */
const STEP_CAP = 4_000;

/** Commands that take a step back or toggle a standing setting: the easy bot never plays them. */
const TAKE_BACKS = /^(undo|back|give|ports|break|renegotiate|autopass)\b|^pass always$/;

/** Commands of one Diplomacy step that a match of these bots stays well under (A-3: it ends). */
const DIPLOMACY_BOUND = 30;

describe('King David bots: whole matches', () => {
  for (const { levels, short } of CASES) {
    const seats = levels.length;
    it(`KD-82 / KD-83 / KD-84 / R-57 / A-3: ${levels.join(' + ')}${short ? `, short game (L = ${short})` : ', seven turns'}: the match ends by the rules, counters conserved, Diplomacy ends, the easy bot never steps back, and the log replays`, () => {
      const setup = { seats, seed: `kd-bot-match-${levels.join('-')}-${short ?? 7}`, options: short ? { short } : {} };
      let diplomacy = 0;
      let longest = 0;
      const m = playBotMatch<KdState>(entry, levels, setup, {
        maxSteps: STEP_CAP,
        onStep: ({ before, after, seat, command }) => {
          invariants(after);
          if (levels[seat] === 'easy') check(!TAKE_BACKS.test(command), `${setup.seed}: the easy bot played "${command}"`);
          diplomacy = before.stack.at(-1)?.k === 'diplomacy' ? diplomacy + 1 : 0;
          longest = Math.max(longest, diplomacy);
        },
      });
      const result = game.result(m.state);
      const reason = (result?.reason as { key: string } | undefined)?.key;
      expect(m.winners.length).toBeGreaterThan(0);
      expect(['kd.result.automatic', 'kd.result.turns', 'kd.result.endgame']).toContain(reason);
      // KD-82: no automatic victory with 2 players; KD-84: the End-Game chit only from turn L.
      if (seats === 2) expect(reason).not.toBe('kd.result.automatic');
      if (reason === 'kd.result.endgame') expect(m.state.turn).toBeGreaterThanOrEqual(short ?? 99);
      if (reason === 'kd.result.turns') expect(m.state.turn).toBe(7);
      expect(longest).toBeGreaterThanOrEqual(seats);
      expect(longest).toBeLessThan(DIPLOMACY_BOUND);
      const again = replay(game, setup, m.moves);
      expect(again.ok && JSON.stringify(again.state) === JSON.stringify(m.state)).toBe(true);
    }, 120_000);
  }
});

describe('King David bots answer listed commands only', () => {
  it('A-2 / A-6 / A-10: at the states of random games at 2–5 players, both levels of every seat with commands answer one it lists, and the same one again for the same sight and chances', () => {
    let asked = 0;
    for (let seats = 2; seats <= 5; seats++) {
      const setup = { seats, seed: `kd-bots-listed-${seats}`, options: { short: 3 } };
      playRandom(game, randomBot, setup, ({ before }) => {
        for (const seat of game.active(before)) {
          const sight = sightOf(game, before, seat);
          if (sight.actions.length === 0) continue;
          for (const level of ['easy', 'good'] as const) {
            const chances = `kd-listed-${seats}-${asked}`;
            const chosen = kingDavidBots[level](sight, randomFrom(chances));
            check(sight.actions.includes(chosen), `${setup.seed} ${sight.view.step.kind}: the ${level} bot of seat ${seat} answered "${chosen}", not listed in ${sight.actions.join(' | ')}`);
            if (asked % 7 === 0) check(kingDavidBots[level](sight, randomFrom(chances)) === chosen, `${setup.seed}: the ${level} bot is not repeatable`);
            asked++;
          }
        }
      });
    }
    expect(asked).toBeGreaterThan(5_000);
  }, 120_000);
});
