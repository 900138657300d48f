import type { LancasterView } from '../view';
import { roundsAfter } from './board';
import { bestUpgrade } from './county-worth';
import { bestOf, chooseUpgrade } from './rewards';
import { goldWorth, knightWorth, markerWorth, squireWorth } from './worth';

/*
 * The prompts that spend gold and squires: the law exchanges (L04, L05, L16, L17; LW-3), the
 * paid castle items (LA-25, §7.5, AL-12) and ransoms (LA-32, R-23). A unit is spent while what it
 * buys is worth more than what it costs; the goods' worth rises as the purse empties.
 */

/** LW-3: `buy <n>` or `pass`: as many units as each still pay for themselves. */
export function chooseExchange(v: LancasterView, me: number, actions: readonly string[]): string {
  const p = v.players[me];
  const gold = p.gold ?? 0;
  const squires = p.squires ?? 0;
  const unit = (i: number): number => {
    const g = goldWorth(v, gold - i - 1);
    const s = squireWorth(v, squires - i - 1);
    switch (v.step?.law) {
      case 'l04':
        return markerWorth(v) - g;
      case 'l05':
        return 3 - g - s;
      case 'l16':
        return 1 - g;
      default:
        return 1 - s;
    }
  };
  let n = 0;
  while (actions.includes(`buy ${n + 1}`) && unit(n) > 0) n++;
  return n > 0 ? `buy ${n}` : actions.includes('pass') ? 'pass' : actions[0];
}

/** LA-25 / AL-12: one castle command: an upgrade target if one is being chosen, else the best paid item, else `pass`. */
export function chooseCastle(v: LancasterView, me: number, actions: readonly string[]): string {
  const p = v.players[me];
  if (p.castleUpgrading) return chooseUpgrade(v, me, { seat: me, ally: p.castleUpgrading === 'ac2' }, actions);
  const gold = p.gold ?? 0;
  const squires = p.squires ?? 0;
  const allyKnight = p.ally?.reserve.includes(1) ? 0.35 * knightWorth(v) : 0;
  // R-5 / LA-25: passing still brings the ally's free new knight.
  const passing = p.castleItems?.includes('ac1') ? allyKnight : 0;
  return bestOf(actions, (c) => {
    switch (c) {
      case 'use x1':
        return passing + knightWorth(v) - 3 * squireWorth(v, squires - 3);
      case 'use x2':
        return passing + bestUpgrade(v, me, { seat: me, ally: false }) - 2 * squireWorth(v, squires - 2);
      case 'use x6':
        return passing + 3 - 2 * goldWorth(v, gold - 2);
      case 'use ac1':
        return allyKnight + 0.01;
      case 'use ac2':
        return passing + bestUpgrade(v, me, { seat: me, ally: true });
      default:
        return passing;
    }
  });
}

/** a prisoner is freed when the knight is worth more than its strength in gold. */
export function chooseRansom(v: LancasterView, me: number, actions: readonly string[]): string {
  const gold = v.players[me].gold ?? 0;
  const keep = (k: number) => (roundsAfter(v) > 0 ? knightWorth(v) + 0.6 * k : 0.6 * k);
  return bestOf(actions, (c) => {
    if (c === 'pass') return 0;
    const k = Number(c.split(' ')[1]);
    let cost = 0;
    for (let i = 1; i <= k; i++) cost += goldWorth(v, gold - i);
    return keep(k) - cost;
  });
}
