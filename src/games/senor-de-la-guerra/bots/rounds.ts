import { FRISIANS, NORMANS, unit, VICTORY, type Kind, type Side } from '../data';
import type { SenorView } from '../view';
import { countsIn, firstListed, mySide, normanCombatants, zoneIndex, type Counts } from './read';

/*
 * The good bot in a combat round (SG-23, SG-24): Courage on dice or on a cancel, and which pieces
 * take the hits. A piece's price weighs what it rolls against what its loss brings the enemy
 * (F4 counts Norman warriors, N4 counted Frisians; guards and peasants count for nothing).
 */

/** By side, Normans first (data.ts). */
const PRICE: readonly Partial<Record<Kind, number>>[] = [
  { guard: 0.3, archer: 1.1, spearman: 1.2, swordsman: 1.7, knight: 2.4, bors: 3.5, chrysagon: 1000 },
  { peasant: 0.3, archer: 0.8, spearman: 0.8, swordsman: 1.1, captain: 1.5, king: 1000 },
];

export function price(side: Side, kind: Kind): number {
  return PRICE[side][kind] ?? 0;
}

/** What `hits` cost a side with these pieces when it gives each to the cheapest piece per hit. */
function lossPrice(side: Side, pieces: Counts, hits: number): number {
  const left = { ...pieces };
  let cost = 0;
  for (let h = hits; h > 0; ) {
    let best: Kind | null = null;
    let bestPerHit = Infinity;
    for (const k of Object.keys(left) as Kind[]) {
      if ((left[k] ?? 0) === 0 || k === 'priest') continue;
      const perHit = price(side, k) / Math.min(unit(side, k).absorbs, h);
      if (perHit < bestPerHit) [best, bestPerHit] = [k, perHit];
    }
    if (best === null) break;
    left[best] = (left[best] ?? 0) - 1;
    cost += price(side, best);
    h -= unit(side, best).absorbs;
  }
  return cost;
}

function combatZone(view: SenorView) {
  const c = view.combat;
  return c ? view.zones[zoneIndex(c.zone)] : null;
}

/** D16 / D17: the listed kind whose next hit costs least (a knight or captain already hit takes its second for free). */
export function chooseCasualty(view: SenorView, actions: readonly string[]): string {
  const side = mySide(view);
  const c = view.combat;
  const given: Counts = (side === NORMANS ? c?.hitsGiven.normans : c?.hitsGiven.frisians) ?? {};
  const net = c ? (side === NORMANS ? c.netHitsOn.normans : c.netHitsOn.frisians) : 0;
  let remaining = net;
  for (const k of Object.keys(given) as Kind[]) remaining -= given[k] ?? 0;
  let best = actions[0];
  let bestPerHit = Infinity;
  for (const a of actions) {
    const kind = a.split(' ')[1] as Kind;
    const absorbs = unit(side, kind).absorbs;
    const started = (given[kind] ?? 0) % absorbs !== 0;
    const perHit = started ? 0 : price(side, kind) / Math.max(1, Math.min(absorbs, remaining));
    if (perHit < bestPerHit) [best, bestPerHit] = [a, perHit];
  }
  return best;
}

/** Extra hits Courage on dice would score: dice one short of their threshold (A-3 D12 / D13). */
function nearMisses(view: SenorView, side: Side): number {
  const word = side === NORMANS ? 'normans' : 'frisians';
  return (view.combat?.dice ?? []).filter((d) => d.side === word && d.modified === unit(side, d.kind as Kind).hitOn - 1).length;
}

function hitsOf(view: SenorView, side: Side): number {
  return view.combat ? (side === NORMANS ? view.combat.hits.normans : view.combat.hits.frisians) : 0;
}

/** Whether a Frisian win could turn on this combat: a tile lies here, or it completes F2, or it is late. */
function weighty(view: SenorView): boolean {
  const zone = combatZone(view);
  if (!zone) return false;
  const held = view.zones.filter((z) => z.controlled).length;
  const towerHeld = view.zones.some((z) => z.controlled && (z.zone === 'entrance' || z.zone === 'battlements'));
  const tower = zone.zone === 'entrance' || zone.zone === 'battlements';
  return zone.tile || (held + 1 >= VICTORY.zones && (towerHeld || tower)) || view.draco.position >= 4;
}

/** D12 / D13: Courage on dice. */
export function chooseBoost(view: SenorView, actions: readonly string[]): string {
  const side = mySide(view);
  const zone = combatZone(view);
  const extra = nearMisses(view, side);
  if (!zone || extra === 0) return 'pass';
  const courage = side === NORMANS ? view.courage.normans : view.courage.frisians;
  const foe = countsIn(zone, side === NORMANS ? FRISIANS : NORMANS);
  const foeLeft = side === NORMANS ? Object.values(foe).reduce((a, b) => a + (b ?? 0), 0) : normanCombatants(zone);
  const hits = hitsOf(view, side);
  let spend: boolean;
  if (side === NORMANS) {
    // The King's death wins (N3); wiping the zone out saves the rest of the combat; N2 wants Courage kept.
    const king = (foe.king ?? 0) > 0 && hits + extra >= foeLeft;
    spend = king || (hits < foeLeft && hits + extra >= foeLeft) || (courage >= 8 && courage < VICTORY.courage - 2);
  } else {
    spend = weighty(view) || extra >= 2 || hits + extra >= foeLeft;
  }
  return spend ? (firstListed(actions, ['courage dice']) ?? 'pass') : 'pass';
}

/** D14 / D15: Courage on a cancel, when the piece it saves is worth it. */
export function chooseCancel(view: SenorView, actions: readonly string[]): string {
  const side = mySide(view);
  const zone = combatZone(view);
  const c = view.combat;
  if (!zone || !c) return 'pass';
  const net = side === NORMANS ? c.netHitsOn.normans : c.netHitsOn.frisians;
  const mine = countsIn(zone, side);
  const saved = lossPrice(side, mine, net) - lossPrice(side, mine, net - 1);
  const courage = side === NORMANS ? view.courage.normans : view.courage.frisians;
  let spend: boolean;
  if (side === NORMANS) {
    const falls = net >= normanCombatants(zone) && net - 1 < normanCombatants(zone);
    const dying = view.dead.normans >= VICTORY.normanDead - 4;
    spend = saved >= 100 || falls || (saved >= 1 && (dying || courage >= 5)) || saved >= 1.6;
  } else {
    spend = saved >= 100 || (weighty(view) && saved >= 0.7) || saved >= 1.4 || (courage >= 3 && saved >= 0.75);
  }
  return spend ? (firstListed(actions, ['courage cancel']) ?? 'pass') : 'pass';
}
