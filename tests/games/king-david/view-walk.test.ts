import { describe, expect, it } from 'vitest';
import { allied, leaderSeat } from '../../../src/games/king-david/board';
import { randomBot } from '../../../src/games/king-david/bot';
import { COUNTER, LEADER } from '../../../src/games/king-david/data/counters';
import { AREAS } from '../../../src/games/king-david/data/map';
import type { KdState } from '../../../src/games/king-david/state';
import { production } from '../../../src/games/king-david/steps/income';
import type { KdView, StackView } from '../../../src/games/king-david/view';
import { playRandom } from '../../support/game-harness';
import { game } from './helpers';

/**
 * Issue 29: the view reads the stacks and the pool from the army index and each country's
 * production from one pass over the map. After every step of whole random games, for every
 * reader, they must be what the straightforward walks give: over the record of armies (and of
 * leaders) for the stacks (A-2: pieces only for the controller and his formal allies), over the
 * viewer's counters off the map for its pool, and R-18's `production` per seat and resource.
 */

/** Every area's stacks, by one walk over the record of armies and one over the leaders'. */
function walkStacks(s: KdState, viewer: number | null): Map<string, StackView[]> {
  const out = new Map<string, StackView[]>();
  const sees = (seat: number) => viewer !== null && seat >= 0 && (viewer === seat || allied(s, viewer, seat));
  const add = (area: string, country: string, seat: number, id: string) => {
    const list = out.get(area) ?? [];
    out.set(area, list);
    let st = list.find((x) => x.country === country && x.seat === seat);
    if (!st) list.push((st = { country, seat, count: 0, pieces: sees(seat) ? [] : null }));
    st.count++;
    const reduced = !LEADER[id] && s.armies[id].reduced && COUNTER[id].reduced !== null;
    st.pieces?.push(
      LEADER[id]
        ? { id, type: 'L', strength: LEADER[id].rating, full: LEADER[id].rating, reduced: null, isReduced: false }
        : { id, type: COUNTER[id].type, strength: reduced ? (COUNTER[id].reduced as number) : COUNTER[id].full, full: COUNTER[id].full, reduced: COUNTER[id].reduced, isReduced: reduced },
    );
  };
  for (const id of Object.keys(s.armies)) if (s.armies[id].at !== null) add(s.armies[id].at as string, COUNTER[id].country, s.armies[id].ctl, id);
  for (const id of Object.keys(s.leaders)) if (s.leaders[id].status === 'map' && s.leaders[id].at) add(s.leaders[id].at as string, LEADER[id].country, leaderSeat(s, id), id);
  for (const list of out.values()) list.sort((x, y) => x.seat - y.seat || (x.country < y.country ? -1 : x.country > y.country ? 1 : 0));
  return out;
}

function walkPool(s: KdState, seat: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of Object.keys(s.armies)) {
    const c = COUNTER[id];
    if (s.armies[id].at !== null || c.country !== s.country[seat]) continue;
    const key = `${c.type}${c.full}${c.reduced ?? ''}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

function disagreements(s: KdState, viewer: number | null): string[] {
  const v: KdView = game.view(s, viewer);
  const out: string[] = [];
  const walked = walkStacks(s, viewer);
  for (const [i, a] of AREAS.entries()) {
    if (JSON.stringify(v.areas[i].stacks) !== JSON.stringify(walked.get(a.id) ?? [])) out.push(`stacks in ${a.id} for ${viewer}`);
  }
  if (viewer !== null && s.country[viewer] && JSON.stringify(v.pool) !== JSON.stringify(walkPool(s, viewer))) out.push(`pool of ${viewer}`);
  for (const p of v.players) {
    const c = s.country[p.seat];
    const expected = { food: c ? production(s, p.seat, 'food', {}) : 0, res: c ? production(s, p.seat, 'res', {}) : 0 };
    if (JSON.stringify(p.production) !== JSON.stringify(expected)) out.push(`production of ${p.seat}`);
  }
  return out;
}

describe('King David: the view reads as the walks over the state', () => {
  for (const seats of [2, 5]) {
    it(`A-2 / R-18: after every step of a whole random game at ${seats} players, stacks, pools and production as the walks give them`, () => {
      const wrong: string[] = [];
      let steps = 0;
      playRandom(game, randomBot, { seats, seed: `view-walk-${seats}` }, ({ after, seat }) => {
        steps++;
        for (const viewer of [seat, (seat + 1) % seats, null]) for (const d of disagreements(after, viewer)) wrong.push(`step ${steps}: ${d}`);
      });
      expect(steps).toBeGreaterThan(100);
      expect(wrong.slice(0, 5)).toEqual([]);
    });
  }
});
