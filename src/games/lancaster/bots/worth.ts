import { NOBLE_TABLE, ROUNDS } from '../data';
import type { LancasterView, PlayerView } from '../view';
import { roundsAfter } from './board';

/*
 * What things are worth to a player, in power points, at this point of the game. The figures
 * follow the rulings' own exchange rates (L16 and L17 trade gold and squires 1 : 1 for PP, L05
 * and X6 a little better) and fall as the game nears its end, when goods have fewer uses left.
 */

/** Whether phase 3b (castles) is still to come this round: goods and knights gained before it still work in it. */
function castlesAhead(v: LancasterView): boolean {
  return v.phase !== 'conflicts' && v.phase !== 'over';
}

/** Round 5 after its counties: gold and squires only break ties now (LA-36, LA-37). */
function late(v: LancasterView): boolean {
  return v.round === ROUNDS && (v.phase === 'castles' || v.phase === 'conflicts');
}

/** One more gold, given how much the player holds: the first three pay for "both" (LA-22). */
export function goldWorth(v: LancasterView, held: number): number {
  if (late(v)) return v.phase === 'castles' ? 0.6 : 0.15;
  if (v.round === ROUNDS) return held < 3 ? 1.1 : 0.9;
  return held < 3 ? 1.3 : 1;
}

/** One more squire: the first few defend and win counties (LA-10); the rest trade at L17's rate. */
export function squireWorth(v: LancasterView, held: number): number {
  if (late(v)) return v.phase === 'castles' ? 0.5 : 0.15;
  if (v.round === ROUNDS) return held < 3 ? 0.8 : 0.6;
  return held < 4 ? 0.95 : 0.7;
}

/** Voting markers from phase 3 serve only next round's parliament (LW-4, R-21). */
export function markerWorth(v: LancasterView): number {
  return v.round < ROUNDS ? 0.3 : 0;
}

/** Placements a knight reaching court now still has: the rounds whose phase 1 is ahead. */
function placementsAhead(v: LancasterView): number {
  return roundsAfter(v) + (v.phase === 'placement' ? 1 : 0);
}

/** a new strength-1 knight: one more placement each round left, and strength for LA-36. */
export function knightWorth(v: LancasterView): number {
  return 0.7 + 1.7 * placementsAhead(v);
}

/** one more strength on a knight, with no regard to where it stands (the caller adds that). */
export function upgradeWorth(v: LancasterView): number {
  return 0.6 + 0.6 * placementsAhead(v);
}

/**
 * LA-39 (and LA-26's markers): one more nobleman tile for this player. The table grows faster
 * the more one holds, so a noble is worth about as many PP as the player expects to hold by the
 * end; besides, each noble brings a voting marker in every castle step of rounds 1–4.
 */
export function nobleWorth(v: LancasterView, p: PlayerView): number {
  const expected = Math.min(9, p.nobles.length + 1 + roundsAfter(v));
  const marginal = NOBLE_TABLE[expected] - NOBLE_TABLE[expected - 1];
  const markers = castlesAhead(v) ? Math.max(0, ROUNDS - v.round) : Math.max(0, ROUNDS - 1 - v.round);
  return Math.max(1, marginal) + markers * markerWorth(v);
}

/** Castle steps (LA-25) still ahead, this round's included when it has not come yet. */
function castleStepsAhead(v: LancasterView): number {
  const now = v.phase === 'placement' || v.phase === 'parliament' || v.phase === 'laws' || v.phase === 'counties' || v.phase === 'setup';
  return roundsAfter(v) + (now ? 1 : 0);
}

/**
 * §7.5: what one activation of an extension tile gives this player. A paid tile acts only when
 * its price is at hand after everything else the goods were wanted for, which is seldom.
 */
export function activationWorth(v: LancasterView, p: PlayerView, id: string): number {
  const gold = p.gold ?? 3;
  const squires = p.squires ?? 3;
  const seldom = 0.3;
  switch (id) {
    case 'x1':
      return p.reserve.includes(1) ? seldom * Math.max(0, knightWorth(v) - 3 * squireWorth(v, squires)) : 0;
    case 'x2':
      return seldom * Math.max(0, upgradeWorth(v) - 2 * squireWorth(v, squires));
    case 'x3':
      return goldWorth(v, gold);
    case 'x4':
      return 2 * squireWorth(v, squires);
    case 'x5':
      return 2 * markerWorth(v);
    default:
      return seldom * Math.max(0, 3 - 2 * goldWorth(v, gold));
  }
}

/**
 * R-20 / LA-37: building a tile: its activations to come, one more castle space, and a
 * step towards the castles award and L11.
 */
export function tileWorth(v: LancasterView, p: PlayerView, id: string): number {
  return activationWorth(v, p, id) * castleStepsAhead(v) + 0.5 * roundsAfter(v) + 1.5;
}
