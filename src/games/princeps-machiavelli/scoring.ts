import { listOf, seatRef, text } from '../../engine/text';
import type { GameResult } from '../../engine/types';
import { TERRITORY_BY_ID, type Wealth } from './data';
import type { Log, PMState } from './state';

/*
 * End of the game (PM-55 … PM-57, R-45, R-46): only territories in rows count. One VP each for the
 * most territories and the most stable Gold, Trade and Agriculture territories (ties all score, a
 * maximum of 0 scores nothing); ties on VP are broken by stable territories, then Gold, Trade and
 * Agriculture territories stable or not, and then the win is shared.
 */

export interface Standing {
  seat: number;
  territories: number;
  stable: number;
  stableWealth: Record<Wealth, number>;
  wealth: Record<Wealth, number>;
  vp: number;
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
    return { seat, territories: row.length, stable: row.filter((t) => t.stable).length, stableWealth, wealth, vp: 0 };
  });
  const award = (value: (x: Standing) => number, needsOne: boolean) => {
    const best = Math.max(...out.map(value));
    if (needsOne && best < 1) return;
    for (const x of out) if (value(x) === best) x.vp++;
  };
  award((x) => x.territories, false);
  for (const w of WEALTHS) award((x) => x.stableWealth[w], true);
  return out;
}

/** PM-57: most VP, then the tie-breaks in order, then a shared win. */
export function winners(table: Standing[]): { winners: number[]; decider: Decider } {
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
    left = left.filter((x) => value(x) === best);
    if (left.length === 1) return { winners: [left[0].seat], decider };
  }
  return { winners: left.map((x) => x.seat), decider: 'shared' };
}

/** The final table, scores and the deciding tie-break, published to all. */
export function finishGame(s: PMState, log: Log): void {
  const table = standings(s);
  for (const x of table) {
    log.push({
      text: text('pm.log.score', {
        player: seatRef(x.seat),
        vp: x.vp,
        territories: x.territories,
        stable: x.stable,
        gold: x.stableWealth.gold,
        trade: x.stableWealth.trade,
        agriculture: x.stableWealth.agriculture,
      }),
    });
  }
  const { winners: won, decider } = winners(table);
  const result: GameResult = {
    winners: won,
    scores: table.map((x) => x.vp),
    reason: text('pm.result', { winners: listOf(won.map(seatRef)), n: won.length, decider, vp: table[won[0]].vp }),
  };
  s.result = result;
  s.phase = 'over';
  s.draw = null;
  s.negotiation = null;
  s.preparation = null;
  s.actions = null;
  log.push({ text: result.reason });
}
