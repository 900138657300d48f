import { listOf, seatRef, text } from '../../engine/text';
import type { GameResult, SeatScore } from '../../engine/types';
import { TERRITORY_BY_ID, type Wealth } from './data';
import type { Log, PMState } from './state';

/*
 * End of the game (PM-55 … PM-57, R-45, R-46): only territories in rows count. One VP each for the
 * most territories and the most stable Gold, Trade and Agriculture territories (ties all score, a
 * maximum of 0 scores nothing); ties on VP are broken by stable territories, then Gold, Trade and
 * Agriculture territories stable or not, and then the win is shared.
 */

export type Award = 'territories' | Wealth;

export interface Standing {
  seat: number;
  territories: number;
  stable: number;
  stableWealth: Record<Wealth, number>;
  wealth: Record<Wealth, number>;
  vp: number;
  /** PM-56: the categories whose VP the seat scored, in the order they are counted. */
  awards: Award[];
}

const WEALTHS: readonly Wealth[] = ['gold', 'trade', 'agriculture'];

export type Decider = 'vp' | 'stable' | 'gold' | 'trade' | 'agriculture' | 'shared';

export function standings(s: PMState): Standing[] {
  const out: Standing[] = s.rows.map((row, seat) => {
    const stableWealth = { gold: 0, trade: 0, agriculture: 0 };
    const wealth = { gold: 0, trade: 0, agriculture: 0 };
    for (const t of row) {
      const w = TERRITORY_BY_ID[t.id].wealth;
      wealth[w]++;
      if (t.stable) stableWealth[w]++;
    }
    return { seat, territories: row.length, stable: row.filter((t) => t.stable).length, stableWealth, wealth, vp: 0, awards: [] };
  });
  const award = (category: Award, value: (x: Standing) => number, needsOne: boolean) => {
    const best = Math.max(...out.map(value));
    if (needsOne && best < 1) return;
    for (const x of out) {
      if (value(x) !== best) continue;
      x.vp++;
      x.awards.push(category);
    }
  };
  award('territories', (x) => x.territories, false);
  for (const w of WEALTHS) award(w, (x) => x.stableWealth[w], true);
  return out;
}

/** Who won, which step of PM-57 decided, and the figures of that step: the winners' and the best of those it left behind. */
export interface Ranking {
  winners: number[];
  decider: Decider;
  best: number;
  next: number;
}

/** PM-57: most VP, then the tie-breaks in order, then a shared win. */
export function winners(table: Standing[]): Ranking {
  const keys: [Decider, (x: Standing) => number][] = [
    ['vp', (x) => x.vp],
    ['stable', (x) => x.stable],
    ['gold', (x) => x.wealth.gold],
    ['trade', (x) => x.wealth.trade],
    ['agriculture', (x) => x.wealth.agriculture],
  ];
  let left = table;
  for (const [decider, value] of keys) {
    const best = Math.max(...left.map(value));
    const behind = left.filter((x) => value(x) !== best);
    left = left.filter((x) => value(x) === best);
    if (left.length === 1) return { winners: [left[0].seat], decider, best, next: Math.max(...behind.map(value)) };
  }
  return { winners: left.map((x) => x.seat), decider: 'shared', best: 0, next: 0 };
}

/** One seat's line of the final table: its VP, the categories that gave them, and every count PM-56 and PM-57 look at. */
function seatScore(x: Standing, row: readonly string[]): SeatScore {
  const figures = {
    vp: x.vp,
    territories: x.territories,
    stable: x.stable,
    stableGold: x.stableWealth.gold,
    stableTrade: x.stableWealth.trade,
    stableAgriculture: x.stableWealth.agriculture,
    gold: x.wealth.gold,
    trade: x.wealth.trade,
    agriculture: x.wealth.agriculture,
  };
  const awards = x.awards.length > 0 ? listOf(x.awards.map((a) => text('pm.award', { category: a }))) : text('pm.award.none');
  return { seat: x.seat, text: text('pm.result.seat', { player: seatRef(x.seat), awards, ...figures }), figures, places: [...row] };
}

/** The final table, scores and the deciding tie-break, published to all. */
export function finishGame(s: PMState, log: Log): void {
  const table = standings(s);
  const details = table.map((x) => seatScore(x, s.rows[x.seat].map((t) => t.id)));
  for (const d of details) log.push({ text: d.text });
  const { winners: won, decider, best, next } = winners(table);
  const result: GameResult = {
    winners: won,
    scores: table.map((x) => x.vp),
    reason: text('pm.result', { winners: listOf(won.map(seatRef)), n: won.length, decider, vp: table[won[0]].vp, best, next }),
    details,
  };
  s.result = result;
  s.phase = 'over';
  s.draw = null;
  s.negotiation = null;
  s.preparation = null;
  s.actions = null;
  log.push({ text: result.reason });
}
