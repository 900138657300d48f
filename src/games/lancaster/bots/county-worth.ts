import type { CountyView, LancasterView } from '../view';
import { cards, forceView, holdsNoble, type ForceRef } from './board';
import { outlookChange, withKnight, withUpgrade } from './conflict-odds';
import { aim, weigh } from './aim';
import { purseOf } from './guess';
import { goldWorth, knightWorth, markerWorth, nobleWorth, squireWorth, tileWorth, upgradeWorth } from './worth';

/*
 * Phase 3a seen from anywhere in the round: what each of a county's options (LA-22) is worth to
 * the force holding it, as its player `me` counts (aim.ts); the bot asks the same of a rival's
 * holding to see what a displacement takes from him. An ally's gains are worth less than a
 * player's: they only make the ally a better blocker and helper (§4).
 */

/** Where an upgradable knight stands: at court, in a county, a castle space, or on a conflict card. */
export interface UpgradeSpot {
  strength: number;
  where: 'court' | 'county' | 'castle' | 'conflict';
  card: string | null;
}

const ALLY_SHARE = 0.35;

/** what upgrading one knight is worth, with the card it fights on if any. */
export function upgradeValue(v: LancasterView, me: number, f: ForceRef, spot: UpgradeSpot): number {
  const base = upgradeWorth(v) * (f.ally ? ALLY_SHARE : 1);
  if (spot.where !== 'conflict' || v.phase === 'over') return base;
  const slot = cards(v).find((x) => x.card.id === spot.card);
  if (!slot) return base;
  return base + weigh(aim(v, me), outlookChange(v, slot, withUpgrade(slot.card.spaces, f, spot.strength), me));
}

/** every knight a force owns that its reserve could upgrade now. */
function upgradeSpots(v: LancasterView, f: ForceRef): UpgradeSpot[] {
  const fv = forceView(v, f);
  if (!fv) return [];
  const can = (k: number) => fv.reserve.includes(k + 1);
  const out: UpgradeSpot[] = fv.court.filter(can).map((k) => ({ strength: k, where: 'court', card: null }));
  for (const c of v.counties) if (c.knight && c.knight.seat === f.seat && c.knight.ally === f.ally && can(c.knight.strength)) out.push({ strength: c.knight.strength, where: 'county', card: null });
  for (const k of Object.values(fv.castle)) if (k !== null && can(k)) out.push({ strength: k, where: 'castle', card: null });
  for (const { card } of cards(v)) {
    for (const x of card.spaces) if (x && x.seat === f.seat && x.ally === f.ally) for (const k of x.knights) if (can(k)) out.push({ strength: k, where: 'conflict', card: card.id });
  }
  return out;
}

export function bestUpgrade(v: LancasterView, me: number, f: ForceRef): number {
  return Math.max(0, ...upgradeSpots(v, f).map((spot) => upgradeValue(v, me, f, spot)));
}

/** the best card for a knight crossing to France, against going home (0). */
function passageValue(v: LancasterView, me: number, f: ForceRef, strength: number): { card: string | null; value: number } {
  let best: { card: string | null; value: number } = { card: null, value: 0 };
  const weights = aim(v, me);
  for (const slot of cards(v)) {
    const after = withKnight(slot.card.spaces, f, strength);
    if (!after) continue;
    const value = weigh(weights, outlookChange(v, slot, after, me));
    if (value > best.value) best = { card: slot.card.id, value };
  }
  return best;
}

/** AL-8 / AL-10 / R-33: a noble removed from a county, felt by every player who still lacks it. */
export function removalValue(v: LancasterView, me: number, county: CountyView): number {
  if (county.nobles === 0) return 0;
  const loss = v.players.map((p) => (holdsNoble(p, county.letter) ? 0 : (-0.6 * nobleWorth(v, p)) / county.nobles));
  return weigh(aim(v, me), loss);
}

/** §7.3 (AL-10 for an ally): the county's reward to the force holding it with a knight of `strength`. */
function rewardValue(v: LancasterView, me: number, f: ForceRef, county: CountyView, strength: number): number {
  const p = v.players[f.seat];
  const purse = purseOf(v, f.seat);
  const sq = (n: number) => n * squireWorth(v, purse.squires);
  const gold = (n: number) => n * goldWorth(v, purse.gold);
  const build = () => Math.max(0, ...p.unbuilt.map((id) => tileWorth(v, p, id)));
  switch (county.name) {
    case 'kent':
      return f.ally ? 0 : sq(3);
    case 'stafford':
      return bestUpgrade(v, me, f);
    case 'sussex':
      return f.ally ? 0 : gold(3);
    case 'gloucester':
      return bestUpgrade(v, me, f) + (f.ally ? 0 : 2 * markerWorth(v));
    case 'norfolk':
      return forceView(v, f)?.reserve.includes(1) ? knightWorth(v) * (f.ally ? ALLY_SHARE : 1) : 0;
    case 'warwick':
      return f.ally ? 0 : build();
    case 'york':
      return f.ally ? 0 : build() + gold(2);
    case 'hampshire':
      return passageValue(v, me, f, strength).value;
    default:
      // Surrey: goods, and the start-player marker for next round (LA-24), which the bot keeps.
      return (f.ally ? 0 : sq(2) + gold(2)) + (v.round < 5 ? 0.8 : 0);
  }
}

export interface CountyOptions {
  noble: number | null;
  reward: number;
  both: number | null;
}

/** LA-22 / R-6 / R-7 / AL-10: the worth of each option of the holder, as the bot counts it. */
export function countyOptions(v: LancasterView, me: number, f: ForceRef, county: CountyView, strength: number): CountyOptions {
  const reward = rewardValue(v, me, f, county, strength);
  if (f.ally) return { noble: county.nobles > 0 ? removalValue(v, me, county) : null, reward, both: null };
  const p = v.players[f.seat];
  const open = county.nobles > 0 && !holdsNoble(p, county.letter);
  const noble = open ? nobleWorth(v, p) + weigh(aim(v, me), v.players.map((q) => (q.seat !== f.seat && !holdsNoble(q, county.letter) && county.nobles === 1 ? -0.4 * nobleWorth(v, q) : 0))) : null;
  const gold = purseOf(v, f.seat).gold;
  const both = noble !== null && gold >= 3 ? noble + reward - 3 * goldWorth(v, gold - 3) : null;
  return { noble, reward, both };
}

/** The best the holder can make of a county: its best option, or nothing. */
export function countyValue(v: LancasterView, me: number, f: ForceRef, county: CountyView, strength: number): number {
  const o = countyOptions(v, me, f, county, strength);
  return Math.max(0, o.reward, o.noble ?? 0, o.both ?? 0);
}
