import { describe, expect, it } from 'vitest';
import { play } from '../../src/engine/play';
import { replay, type Move } from '../../src/engine/replay';
import { randomFrom } from '../../src/engine/rng';
import type { Game } from '../../src/engine/types';
import { registry } from '../../src/games';
import { checkRefusals, mutations } from '../support/game-harness';
import { english } from '../support/words';

/**
 * The game contract (DESIGN.md §3, src/engine/types.ts), checked the same way for every game in
 * the registry at every seat count it allows: a game added to the registry is held to it at
 * once. Each game's own folder tests its rules; this file tests what the platform relies on.
 */

const SEEDS_PER_COUNT = 4;
const STEP_CAP = 20_000;

interface Played {
  moves: Move[];
  final: unknown;
}

/**
 * Plays one game with the registry's bot, checking the contract at every step: the bot's command
 * is listed, it applies without touching the state it was given, seats without commands are
 * refused, nonsense is refused with a message, and every view and summary is plain and free of
 * the dice.
 */
function playChecked(game: Game<unknown>, bot: (s: unknown, seat: number, random: () => number) => string, seats: number, seed: string): Played {
  const where = (n: number) => `${game.id} ${seats}p ${seed}, step ${n}`;
  // Plain checks inside the loop: thousands of steps, and expect() is slow.
  const check = (ok: boolean, n: number, what: string) => {
    if (!ok) throw new Error(`${where(n)}: ${what}`);
  };
  const random = randomFrom(`bot:${seed}`);
  let s = game.setup({ seats, seed });
  const moves: Move[] = [];
  while (!game.result(s)) {
    const n = moves.length;
    check(n < STEP_CAP, n, `no end after ${STEP_CAP} steps`);
    const active = game.active(s);
    // In a simultaneous step, a seat that has already submitted stays active with no commands.
    const ready = active.filter((x) => game.actions(s, x).length > 0);
    check(ready.length > 0, n, `no active seat has a command (active: ${active.join(',')})`);
    for (let other = 0; other < seats; other++) {
      if (active.includes(other)) continue;
      check(game.actions(s, other).length === 0, n, `seat ${other} is not active but has commands`);
      check(!play(game, s, other, game.actions(s, ready[0])[0]).ok, n, `seat ${other} played out of turn`);
    }
    const seat = ready[Math.floor(random() * ready.length)];
    const command = bot(s, seat, random);
    check(game.actions(s, seat).includes(command), n, `the bot chose "${command}", which is not listed`);

    const before = JSON.stringify(s);
    // Any string: listed commands bent out of shape (numbers out of range, fractions, negative,
    // huge, unicode, extra or missing words) are refused with words, without a throw or a change.
    checkRefusals(game, s, seat, mutations(game.actions(s, seat), random, 6), where(n));
    const r = play(game, s, seat, command);
    if (!r.ok) throw new Error(`${where(n)}: the bot's "${command}" was refused: ${r.message}`);
    check(JSON.stringify(s) === before, n, `applying "${command}" changed the state it was given`);
    check(r.value.log.every((line) => english(line.text).length > 0), n, 'a log line without text');

    s = r.value.state;
    moves.push({ seat, command });
    // The views are plain JSON and never carry the RNG state.
    const rng = JSON.stringify((s as { rng?: unknown }).rng ?? null);
    for (const viewer of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
      const v = JSON.stringify(game.view(s, viewer));
      check(v !== undefined && JSON.stringify(JSON.parse(v)) === v, n, `the view of ${viewer} is not plain JSON`);
      check(rng === 'null' || !v.includes(rng), n, `the view of ${viewer} shows the RNG state`);
      check(game.summary(s, viewer).length > 0, n, `no summary for ${viewer}`);
    }
  }
  return { moves, final: s };
}

for (const { game, bot } of Object.values(registry)) {
  describe(`${game.title}: the game contract at every seat count`, () => {
    for (let seats = game.seats.min; seats <= game.seats.max; seats++) {
      it(`${seats} players: set-up, every step, the end, and replay`, () => {
        for (let k = 0; k < SEEDS_PER_COUNT; k++) {
          const seed = `contract-${game.id}-${seats}-${k}`;
          const start = game.setup({ seats, seed });
          expect(JSON.parse(JSON.stringify(start))).toEqual(start);
          expect(game.setup({ seats, seed })).toEqual(start);
          expect(game.result(start)).toBeNull();

          const { moves, final } = playChecked(game, bot, seats, seed);
          const result = game.result(final)!;
          expect(english(result.reason).length).toBeGreaterThan(0);
          for (const w of result.winners) expect(w >= 0 && w < seats).toBe(true);
          if (result.scores) expect(result.scores).toHaveLength(seats);
          expect(game.active(final)).toEqual([]);
          for (let seat = 0; seat < seats; seat++) expect(game.actions(final, seat)).toEqual([]);
          const late = play(game, final, 0, moves[moves.length - 1].command);
          expect(late.ok ? null : late.code).toBe('game_over');

          // The log is the truth: the same seed and moves give the same final state.
          const again = replay(game, { seats, seed }, moves);
          expect(again.ok).toBe(true);
          expect(again.state).toEqual(final);
        }
      });
    }
  });
}
