import { TERRITORY_BY_ID, type Wealth } from '../data';
import type { PMView } from '../view';

/*
 * How well a seat stands, from the public rows alone (PM-56, PM-57): each of the four VP
 * categories (most territories; most stable Gold, Trade, Agriculture) counts by how far the seat
 * is ahead of or behind the best other seat, with diminishing returns so that a category held by
 * one is worth more than a lead of five; stable territories break ties. A destabilised territory
 * counts for part of a stable one, since a Prince, a Legal Reform or Colonists can still settle it.
 */

export interface Holding {
  territories: number;
  stable: number;
  /** Stable territories per wealth, destabilised ones counting `unsettled` each. */
  wealth: Record<Wealth, number>;
}

const WEALTHS: readonly Wealth[] = ['gold', 'trade', 'agriculture'];

/** A change to the rows: territories leaving a seat, or entering one (destabilised when taken by force). */
export interface Change {
  from?: { seat: number; id: string };
  to?: { seat: number; id: string; stable: boolean };
}

export function holdings(view: PMView, unsettled: number, change: Change = {}): Holding[] {
  return view.players.map((p) => {
    const row = p.row.filter((t) => !(change.from && change.from.seat === p.seat && change.from.id === t.id)).map((t) => ({ id: t.id, stable: t.stable }));
    if (change.to && change.to.seat === p.seat) row.push({ id: change.to.id, stable: change.to.stable });
    const wealth = { gold: 0, trade: 0, agriculture: 0 };
    for (const t of row) wealth[TERRITORY_BY_ID[t.id].wealth] += t.stable ? 1 : unsettled;
    return { territories: row.length, stable: row.filter((t) => t.stable).length, wealth };
  });
}

/** A lead (or a gap) in one category, worth most for the first step: 0 at a tie. */
function lead(x: number, best: number): number {
  return Math.tanh((x - best) / 1.5) + (x >= best && x > 0 ? 0.5 : 0);
}

/** The seat's standing: the sum over VP categories of its lead on the best other seat, and the tie-break. */
export function standing(hs: readonly Holding[], seat: number): number {
  const me = hs[seat];
  const others = hs.filter((_, i) => i !== seat);
  const best = (f: (h: Holding) => number) => Math.max(...others.map(f));
  let score = lead(me.territories, best((h) => h.territories));
  for (const w of WEALTHS) score += lead(me.wealth[w], best((h) => h.wealth[w]));
  return score + 0.1 * Math.tanh(me.stable - best((h) => h.stable));
}

/** How much a change to the rows is worth to the seat. */
export function gain(view: PMView, seat: number, change: Change): number {
  const unsettled = view.lastRound ? 0 : 0.4;
  return standing(holdings(view, unsettled, change), seat) - standing(holdings(view, unsettled), seat);
}
