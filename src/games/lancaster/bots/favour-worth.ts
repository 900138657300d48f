import type { LancasterView } from '../view';
import { holdsNoble, type ForceRef } from './board';
import { bestUpgrade, removalValue } from './county-worth';
import { purseOf } from './guess';
import { goldWorth, nobleWorth, squireWorth } from './worth';

/*
 * LA-14 / §7.6 / AL-8: what a King's favour tile is worth to the force that takes it. Gold and
 * squires taken by an ally are lost; an ally's noble is one removed from the board.
 */

export function favourValue(v: LancasterView, me: number, f: ForceRef, id: string): number {
  const purse = purseOf(v, me);
  const gold = (n: number) => (f.ally ? 0 : n * goldWorth(v, purse.gold));
  const squires = (n: number) => (f.ally ? 0 : n * squireWorth(v, purse.squires));
  switch (id) {
    case 'kf1':
      return gold(2);
    case 'kf2':
      return squires(2);
    case 'kf3':
      return gold(1) + squires(1);
    case 'kf4':
    case 'kf5':
      return bestUpgrade(v, me, f);
    default: {
      // a noble the player lacks from a county that still has one.
      if (f.ally) return Math.max(0, ...v.counties.map((c) => removalValue(v, me, c)));
      const p = v.players[me];
      return v.counties.some((c) => c.nobles > 0 && !holdsNoble(p, c.letter)) ? nobleWorth(v, p) : 0;
    }
  }
}

/** The best face-up tile for the force: what sending a knight to a conflict now also brings (LA-14). */
export function bestFavour(v: LancasterView, me: number, f: ForceRef): number {
  return Math.max(0, ...v.favour.filter((t) => t.faceUp).map((t) => favourValue(v, me, f, t.id)));
}
