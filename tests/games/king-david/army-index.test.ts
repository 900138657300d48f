import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/games/king-david/bot';
import { areasWithArmy, armiesIn, poolArmies } from '../../../src/games/king-david/board';
import { COUNTERS } from '../../../src/games/king-david/data/counters';
import { AREAS } from '../../../src/games/king-david/data/map';
import type { KdState } from '../../../src/games/king-david/state';
import { playRandom } from '../../support/game-harness';
import { game } from './helpers';

/**
 * board.ts keeps an index of the army counters by area and of those off the map by country, kept
 * up to date by `setArmy` and shared between a state and its clones. Over whole random games,
 * after every step (for the new state and the one before it) and again at the end of the game,
 * it must answer exactly as a walk over the state's record of armies would.
 */

const COUNTRIES = [...new Set(COUNTERS.map((c) => c.country))];

/** Where the index and a walk over the record disagree in `s`. */
function disagreements(s: KdState): string[] {
  const ids = Object.keys(s.armies);
  const out: string[] = [];
  for (const { id: area } of AREAS) {
    const walk = ids.filter((id) => s.armies[id].at === area);
    if (JSON.stringify(armiesIn(s, area)) !== JSON.stringify(walk)) out.push(`area ${area}: ${armiesIn(s, area)} against ${walk}`);
  }
  for (const country of COUNTRIES) {
    const walk = ids.filter((id) => s.armies[id].at === null && id.startsWith(`${country}-`));
    if (JSON.stringify(poolArmies(s, country)) !== JSON.stringify(walk)) out.push(`pool ${country}: ${poolArmies(s, country)} against ${walk}`);
  }
  for (let seat = 0; seat < s.seats; seat++) {
    const walk = [...new Set(ids.filter((id) => s.armies[id].ctl === seat && s.armies[id].at).map((id) => s.armies[id].at as string))].sort();
    const indexed = areasWithArmy(s, (_id, a) => a.ctl === seat);
    if (JSON.stringify(indexed) !== JSON.stringify(walk)) out.push(`areas of seat ${seat}: ${indexed} against ${walk}`);
  }
  return out;
}

describe('King David: the army index answers as the record of armies', () => {
  for (const seats of [2, 5]) {
    it(`KD-20 / KD-74: after every step of a whole random game at ${seats} players, armies by area and pools match the record`, () => {
      const wrong: string[] = [];
      const kept: KdState[] = [];
      let steps = 0;
      playRandom(game, randomBot, { seats, seed: `army-index-${seats}` }, ({ before, after, command }) => {
        steps++;
        for (const d of disagreements(after)) wrong.push(`step ${steps} after "${command}": ${d}`);
        // The state before shares its index with this one until a change: it must still read as it did.
        for (const d of disagreements(before)) wrong.push(`step ${steps}, the state before "${command}": ${d}`);
        if (steps % 5 === 0) kept.push(after);
      });
      // Clones share the index until they move an army: later steps must leave earlier states' as they were.
      kept.forEach((s, i) => {
        for (const d of disagreements(s)) wrong.push(`state ${5 * (i + 1)} at the end: ${d}`);
      });
      expect(steps).toBeGreaterThan(100);
      expect(wrong.slice(0, 5)).toEqual([]);
    });
  }
});
