import { ROUNDS } from '../data';
import type { CardView, LancasterView } from '../view';
import { roundsAfter, type ForceRef, type Slot } from './board';
import { goldWorth, knightWorth } from './worth';

/*
 * Phase 3c seen from phase 1: what a conflict card is likely to pay each player (LA-27 … LA-33)
 * if it were resolved with the knights now on it, and with those that may still come.
 */

type Spaces = CardView['spaces'];

interface Ranked {
  seat: number;
  ally: boolean;
  strength: number;
  knights: number[];
}

/** LA-29: strongest first; on equal strength the lower space (the later arrival) ranks higher. */
function ranking(spaces: Spaces): Ranked[] {
  const out: (Ranked & { space: number })[] = [];
  spaces.forEach((x, space) => {
    if (x && x.knights.length > 0) out.push({ seat: x.seat, ally: x.ally, strength: x.knights.reduce((a, b) => a + b, 0), knights: x.knights, space });
  });
  return out.sort((a, b) => b.strength - a.strength || b.space - a.space);
}

/** LA-13: the spaces after a force adds a knight (its own space, else the topmost free), or null if it cannot. */
export function withKnight(spaces: Spaces, f: ForceRef, strength: number): Spaces | null {
  const own = spaces.findIndex((x) => x !== null && x.seat === f.seat && x.ally === f.ally);
  const i = own >= 0 ? own : spaces.findIndex((x) => x === null);
  if (i < 0) return null;
  return spaces.map((x, j) => (j !== i ? x : { seat: f.seat, ally: f.ally, knights: [...(x?.knights ?? []), strength] }));
}

/** The spaces after one knight of a force changes strength (an upgrade, R-2, R-34). */
export function withUpgrade(spaces: Spaces, f: ForceRef, from: number): Spaces {
  return spaces.map((x) => {
    if (!x || x.seat !== f.seat || x.ally !== f.ally) return x;
    const knights = [...x.knights];
    const i = knights.indexOf(from);
    if (i >= 0) knights[i] = from + 1;
    return { ...x, knights };
  });
}

/** Strength that others (and the player himself) may still bring to cards this round. */
function strengthToCome(v: LancasterView, me: number): number {
  if (v.phase !== 'placement') return 0;
  let sum = 0;
  for (const p of v.players) {
    const courts = [p.court, p.ally?.court ?? []];
    for (const court of courts) {
      const best = court.length ? court[court.length - 1] : 0;
      sum += best * (p.seat === me ? 0.6 : 0.3);
    }
  }
  return sum;
}

/** What a player loses when France wins with his knights on a card (LA-31, LA-32, R-22, R-23). */
function defeatCost(v: LancasterView, bottom: boolean, knights: number[]): number {
  if (v.round === ROUNDS && !bottom) return 0;
  if (!bottom) {
    // LA-31: the knights stay on the card for next round instead of coming home to court.
    return 1.1 * knights.length;
  }
  // LA-32 / R-23: each prisoner is ransomed for its strength in gold or lost to the reserve.
  const lost = knightWorth(v) * (roundsAfter(v) > 0 ? 1 : 0.4);
  return knights.reduce((a, k) => a + Math.min(k * goldWorth(v, 3), lost + 0.5 * k), 0);
}

/**
 * The PP-equivalent each seat can expect from a card with these spaces. England wins with at
 * least France's strength (LA-28); a card short of it may still be won with the strength that
 * can still come this round. An ally's rank is paid to nobody (AL-13).
 */
function cardOutlook(v: LancasterView, card: CardView, bottom: boolean, spaces: Spaces, me: number): number[] {
  const out = v.players.map(() => 0);
  const ranked = ranking(spaces);
  if (ranked.length === 0) return out;
  const england = ranked.reduce((a, r) => a + r.strength, 0);
  const short = card.france - england;
  const pWin = short <= 0 ? 1 : Math.min(0.8, (0.8 * strengthToCome(v, me)) / (short * 2));
  const firstDefeatLater = !bottom && v.round < ROUNDS;
  ranked.forEach((r, i) => {
    const won = card.pp[i] ?? 0;
    // LA-31: at a defeat rank 1 takes the second value and rank 2 the third.
    const partial = card.pp[i + 1] ?? 0;
    // After a first defeat the knights try again next round from the bottom row, for about as much again.
    const again = firstDefeatLater ? 0.45 * (partial + (card.pp[i] ?? 0)) / 2 : 0;
    const lost = r.ally ? 0 : partial + again;
    const win = r.ally ? 0 : won;
    out[r.seat] += pWin * win + (1 - pWin) * (lost - (r.ally ? 0.3 * defeatCost(v, bottom, r.knights) : defeatCost(v, bottom, r.knights)));
  });
  return out;
}

/** How a card's outlook for each seat changes from `before` to `after`. */
export function outlookChange(v: LancasterView, slot: Slot, after: Spaces, me: number): number[] {
  const a = cardOutlook(v, slot.card, slot.bottom, after, me);
  const b = cardOutlook(v, slot.card, slot.bottom, slot.card.spaces, me);
  return a.map((x, i) => x - b[i]);
}
