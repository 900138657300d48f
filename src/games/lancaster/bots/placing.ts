import type { CountyView, LancasterView } from '../view';
import { aim, weigh } from './aim';
import { cards, forceView, laterForces, type ForceRef } from './board';
import { outlookChange, withKnight } from './conflict-odds';
import { countyValue } from './county-worth';
import { bestFavour } from './favour-worth';
import { purseOf } from './guess';
import { holdingOf, lawsWorth, type Holding } from './law-worth';
import { activationWorth, goldWorth, knightWorth, markerWorth, squireWorth, upgradeWorth } from './worth';

/*
 * Phase 1 (LA-8 … LA-15): every listed placement is weighed by what it should bring at the end of
 * the round, with the squires that best go with it (LA-10), against the risk of a displacement
 * (LA-11) by the knights the others still hold.
 */

/** A displaced knight comes home and is placed again, somewhere worse (LA-11). */
const REPLACED = 1.2;

/** What the placing decision knows once per step. */
interface Scene {
  v: LancasterView;
  me: number;
  weights: number[];
  holdings: Holding[];
  lawsNow: number;
}

function scene(v: LancasterView, me: number): Scene {
  const holdings = v.players.map((p) => holdingOf(v, p.seat));
  return { v, me, weights: aim(v, me), holdings, lawsNow: lawsWorth(v, me, holdings) };
}

/** What this round's likely laws gain from one more knight of the player's own (AL-9: never the ally's). */
function lawsGain(sc: Scene, f: ForceRef, strength: number, county: boolean, newCard: boolean): number {
  if (f.ally) return 0;
  const h = sc.holdings[sc.me];
  const after: Holding = { ...h, deployed: [...h.deployed, strength], counties: h.counties + (county ? 1 : 0), conflicts: h.conflicts + (newCard ? 1 : 0) };
  const hs = sc.holdings.map((x, i) => (i === sc.me ? after : x));
  return lawsWorth(sc.v, sc.me, hs) - sc.lawsNow;
}

/** A displaced knight back at its owner's court, who may come for the county again. */
interface Returning {
  seat: number;
  ally: boolean;
  strength: number;
}

/**
 * LA-11 / AL-6: the chance that nobody displaces a knight with this total before phase 3. Each
 * knight another force still holds may try, more likely when its strength alone suffices.
 */
function keepChance(v: LancasterView, me: number, county: CountyView, total: number, returning: Returning | null): number {
  let keep = 1;
  const threat = (strength: number, squires: number) => {
    if (strength < county.min) return;
    if (strength > total) keep *= 0.8;
    else if (strength + squires > total) keep *= 0.9;
  };
  for (const f of laterForces(v, me)) {
    const squires = f.ally ? 0 : purseOf(v, f.seat).squires;
    for (const k of forceView(v, f)?.court ?? []) threat(k, squires);
  }
  if (returning) threat(returning.strength, returning.ally ? 0 : purseOf(v, returning.seat).squires);
  return keep;
}

/** LA-10: the squires that best go with a knight into a county, and what the placement is then worth. */
function bestSquires(v: LancasterView, me: number, county: CountyView, f: ForceRef, strength: number, worth: number): { squires: number; value: number } {
  const occupant = county.knight;
  const need = occupant ? Math.max(0, occupant.strength + occupant.squires - strength + 1) : 0;
  const have = f.ally ? 0 : purseOf(v, me).squires;
  const returning = occupant ? { seat: occupant.seat, ally: occupant.ally, strength: occupant.strength } : null;
  let best = { squires: need, value: -Infinity };
  let cost = 0;
  for (let n = 0; n <= Math.min(have, need + 5); n++) {
    if (n > 0) cost += squireWorth(v, have - n);
    if (n < need) continue;
    const keep = keepChance(v, me, county, strength + n, returning);
    const value = keep * worth + (1 - keep) * REPLACED - cost;
    if (value > best.value) best = { squires: n, value };
  }
  return best;
}

/** LA-11: what the displaced holder loses, as the bot counts a rival's loss. */
function displacement(sc: Scene, county: CountyView): number {
  const k = county.knight;
  if (!k || k.seat === sc.me) return 0;
  const theirs = countyValue(sc.v, k.seat, { seat: k.seat, ally: k.ally }, county, k.strength);
  const change = sc.v.players.map((p) => (p.seat === k.seat ? -Math.max(0, theirs - REPLACED) : 0));
  return weigh(sc.weights, change);
}

/** §7.4 / AL-3 / R-28: a castle space's yield. */
function castleValue(v: LancasterView, me: number, f: ForceRef, space: string): number {
  const purse = purseOf(v, me);
  if (f.ally) return space === 'ac1' ? (forceView(v, f)?.reserve.includes(1) ? 0.35 * knightWorth(v) : 0) : 0.35 * upgradeWorth(v);
  switch (space) {
    case 's1':
      return 2 * squireWorth(v, purse.squires);
    case 's2':
      return goldWorth(v, purse.gold);
    case 's3':
      return 2 * markerWorth(v);
    default:
      return activationWorth(v, v.players[me], space);
  }
}

/** What one listed placement (`knight 2 stafford`, `ally 1 c04`) should bring, as the bot counts. */
function placementValue(sc: Scene, command: string): number {
  const { v, me } = sc;
  const [verb, n, place] = command.split(' ');
  const f: ForceRef = { seat: me, ally: verb === 'ally' };
  const strength = Number(n);
  const court = forceView(v, f)?.court ?? [];
  // A strong knight spent where a weak one would do is missing later (LA-10's minimums, conflicts).
  const spare = 0.35 * (strength - Math.min(...court));
  const county = v.counties.find((c) => c.name === place);
  if (county) {
    const worth = countyValue(v, me, f, county, strength) + lawsGain(sc, f, strength, true, false);
    return bestSquires(v, me, county, f, strength, worth).value + displacement(sc, county) - spare;
  }
  const slot = cards(v).find((x) => x.card.id === place);
  if (slot) {
    const after = withKnight(slot.card.spaces, f, strength);
    if (!after) return -Infinity;
    const joined = slot.card.spaces.some((x) => x && x.seat === me && x.ally === f.ally);
    const favour = v.favour.some((t) => t.faceUp) ? bestFavour(v, me, f) : 0;
    return weigh(sc.weights, outlookChange(v, slot, after, me)) + favour + lawsGain(sc, f, strength, false, !joined) - spare;
  }
  return castleValue(v, me, f, place) + lawsGain(sc, f, strength, false, false) - spare;
}

/** LA-9: the placement the bot makes among the listed ones. */
export function choosePlacement(v: LancasterView, me: number, actions: readonly string[]): string {
  const sc = scene(v, me);
  let best = actions[0];
  let top = -Infinity;
  for (const command of actions) {
    const value = placementValue(sc, command);
    if (value > top) {
      top = value;
      best = command;
    }
  }
  return best;
}

/** LA-10: the squires prompt, `squires <n>`, for the knight and county the prompt names. */
export function chooseSquires(v: LancasterView, me: number, actions: readonly string[]): string {
  const county = v.counties.find((c) => c.name === v.step?.county);
  const strength = Number(v.prompt.params?.n);
  if (!county || !Number.isInteger(strength)) return actions[0];
  const f: ForceRef = { seat: me, ally: false };
  const sc = scene(v, me);
  const worth = countyValue(v, me, f, county, strength) + lawsGain(sc, f, strength, true, false);
  const want = `squires ${bestSquires(v, me, county, f, strength, worth).squires}`;
  return actions.includes(want) ? want : actions[0];
}
