import { describe, expect, it } from 'vitest';
import { randomFrom } from '../../../src/engine/rng';
import { randomBot } from '../../../src/games/king-david/bot';
import { COUNTERS } from '../../../src/games/king-david/data/counters';
import { AREAS } from '../../../src/games/king-david/data/map';
import { isListed, listCommands } from '../../../src/games/king-david/flow';
import type { KdState } from '../../../src/games/king-david/state';
import { mutations, playRandom } from '../../support/game-harness';
import { game } from './helpers';

/**
 * DESIGN.md §3: `apply` accepts a command only if `actions()` would list it. It checks with
 * flow.ts `isListed`, which asks the step for only the part of its list that could hold the
 * command (Handler.list's `only`). Over whole random games, every state is checked both ways, on
 * a copy nobody has listed yet (a list already worked out would answer instead): each listed
 * command, and near misses made from them (the same verb with other areas and pieces, mutations).
 */

const AREA_WORDS = AREAS.map((a) => a.id.toLowerCase());
const PIECE_WORDS = COUNTERS.map((c) => c.id.toLowerCase());

/** Listed commands and near misses of them: the same verb with random areas and pieces, and mutations. */
function candidates(legal: string[], pick: () => number): string[] {
  const any = (xs: readonly string[]) => xs[Math.floor(pick() * xs.length)];
  const out = new Set(legal);
  for (const command of legal) {
    const [verb, ...rest] = command.split(' ');
    for (let i = 0; i < 3; i++) out.add(`${verb} ${any(AREA_WORDS)}`);
    out.add(`${verb} ${any(PIECE_WORDS)}`);
    if (rest.length > 1) out.add(`${verb} ${rest[0]} ${rest[1] === 'full' ? 'reduced' : 'full'}`);
  }
  for (const m of mutations(legal, pick, 6)) out.add(m.trim().replace(/\s+/g, ' ').toLowerCase());
  // A-4's break and ports commands take the whole list, which stays with the copy: last.
  return [...out].sort((a, b) => Number(/^(break|ports) /.test(a)) - Number(/^(break|ports) /.test(b)));
}

/** Commands `isListed` answers wrongly in `s` for the seat, as "command: expected". */
function disagreements(s: KdState, seat: number, commands: string[]): string[] {
  const fresh: KdState = JSON.parse(JSON.stringify(s));
  const listed = new Set(listCommands(s, seat));
  return commands.filter((c) => isListed(fresh, seat, c) !== listed.has(c)).map((c) => `${c}: ${listed.has(c)}`);
}

describe('King David: apply checks a command as the whole list would', () => {
  for (const seats of [2, 3, 4, 5]) {
    it(`DESIGN §3: over a whole random game at ${seats} players, isListed agrees with actions() on listed commands and near misses`, () => {
      const pick = randomFrom(`listed-pick-${seats}`);
      const wrong: string[] = [];
      let checked = 0;
      playRandom(game, randomBot, { seats, seed: `listed-${seats}` }, ({ before, seat }) => {
        const commands = candidates(listCommands(before, seat), pick);
        checked += commands.length;
        for (const c of disagreements(before, seat, commands)) wrong.push(`step of seat ${seat} in ${before.stack.at(-1)?.k}: ${c}`);
        // A seat not acting lists nothing and may do nothing.
        const other = (seat + 1) % seats;
        if (!game.active(before).includes(other)) for (const c of disagreements(before, other, commands.slice(0, 5))) wrong.push(`idle seat ${other}: ${c}`);
      });
      expect(checked).toBeGreaterThan(10_000);
      expect(wrong.slice(0, 10)).toEqual([]);
    });
  }
});
