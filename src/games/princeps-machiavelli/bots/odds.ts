import { kindOf, MACHIAVELLI, PRINCE_TYPES } from '../data';
import type { ConfrontationKind } from '../state';
import type { TerritoryView } from '../view';
import { armies, led, type Board, type Spot } from './board';

/*
 * How strongly a territory of another seat defends, as a distribution over what its face-down
 * cards may be. The seat sees the face-up cards and how many lie face down; each face-down card is
 * one of the cards it has not seen (never a territory card, never another seat's Prince). The
 * count of armies and leaders among them follows the hypergeometric law over the unseen cards,
 * the owner's Prince is there with the share of that seat's hidden places, and PM-13 rules out
 * two armies without a leader. No state is read: only the view's counts.
 */

/** The chances of the outcomes seen from the attacker (PM-28, PM-38); `fail` costs nobody anything. */
export interface Odds {
  win: number;
  tie: number;
  lose: number;
  fail: number;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** The chance that the owner's Prince lies face down on this territory. */
function princeHere(b: Board, owner: number, t: TerritoryView): number {
  const p = b.view.players[owner];
  if (t.down === 0 || [...b.spots.values()].some((s) => s.t.up.some((c) => c.id === p.prince))) return 0;
  const places = p.handCount + p.row.reduce((n, x) => n + x.down, 0);
  return places > 0 ? Math.min(1, t.down / places) : 0;
}

/** The distribution of the number of defending armies (PM-25) on a territory of another seat. */
function defenders(b: Board, spot: Spot): Map<number, number> {
  const t = spot.t;
  const up = t.up.map((c) => c.id);
  const upArmies = armies(up);
  const upLed = led(up);
  const out = new Map<number, number>();
  if (spot.owner === null || t.down === 0) {
    out.set(upLed ? upArmies : Math.min(1, upArmies), 1);
    return out;
  }
  // Unseen cards that may lie face down: all but territory cards and Princes.
  let pool = 0;
  for (const [kind, n] of b.unseen) if (kind !== 'territory' && kind !== 'prince') pool += n;
  const a = (b.unseen.get('mercenary') ?? 0) + (b.unseen.get('citizen') ?? 0);
  const l = b.unseen.get('captain') ?? 0;
  const k = Math.min(t.down, pool);
  const pPrince = princeHere(b, spot.owner, t);
  let total = 0;
  for (let i = 0; i <= k; i++) {
    for (let j = 0; i + j <= k; j++) {
      const p = (choose(a, i) * choose(l, j) * choose(pool - a - l, k - i - j)) / choose(pool, k);
      if (p === 0) continue;
      for (const [prince, q] of [[true, pPrince], [false, 1 - pPrince]] as const) {
        const w = p * q;
        if (w === 0) continue;
        const isLed = upLed || j > 0 || prince;
        const n = upArmies + i;
        // PM-13: two armies never lie without a leader.
        if (n >= 2 && !isLed) continue;
        const d = isLed ? n : Math.min(1, n);
        out.set(d, (out.get(d) ?? 0) + w);
        total += w;
      }
    }
  }
  if (total === 0) out.set(upLed ? upArmies : Math.min(1, upArmies), (total = 1));
  for (const [d, w] of out) out.set(d, w / total);
  return out;
}

/** PM-36: the Prince's bonus against uprisings, from its public type. */
function princeBonus(b: Board, owner: number | null, kind: ConfrontationKind): number {
  if (owner === null) return 0;
  const type = PRINCE_TYPES[b.view.players[owner].prince];
  if (type === 'ecclesiastical') return kind === 'attack' ? 0 : 1;
  if (type === 'hereditary') return kind === 'conspiracy' ? 1 : 0;
  if (type === 'popular') return kind === 'revolt' ? 1 : 0;
  return 0;
}

function fortified(t: TerritoryView): boolean {
  return t.up.some((c) => kindOf(c.id) === 'fortification');
}

/** The chance that the defender holds Machiavelli in hand and plays it against a winning attacker. */
function machiavelliRisk(b: Board, owner: number | null): number {
  if (owner === null || b.view.hand?.includes(MACHIAVELLI) || b.view.discard.includes(MACHIAVELLI)) return 0;
  for (const s of b.spots.values()) if (s.t.up.some((c) => c.id === MACHIAVELLI) || s.t.hidden?.includes(MACHIAVELLI)) return 0;
  return b.slots > 0 ? (0.7 * b.view.players[owner].handCount) / b.slots : 0;
}

/** The odds of a confrontation of `strength` (A or U, PM-24, PM-35) against a territory. */
export function oddsAgainst(b: Board, spot: Spot, kind: ConfrontationKind, strength: number): Odds {
  const fort = fortified(spot.t) && kind !== 'conspiracy' ? 1 : 0;
  const bonus = princeBonus(b, spot.owner, kind);
  const o: Odds = { win: 0, tie: 0, lose: 0, fail: 0 };
  for (const [n, p] of defenders(b, spot)) {
    // PM-26, PM-36, PM-42: conspirators defend with 1.
    const d = (spot.owner === null ? 1 : n) + fort + (kind === 'attack' ? 0 : bonus);
    if (kind === 'attack' && spot.owner !== null && n === 0) o[strength > d ? 'win' : 'fail'] += p;
    else if (strength > d) o.win += p;
    else if (kind !== 'attack') o.fail += p;
    else o[strength === d ? 'tie' : 'lose'] += p;
  }
  const risk = machiavelliRisk(b, spot.owner);
  o.lose += o.win * risk;
  o.win *= 1 - risk;
  return o;
}

/** PM-35: an uprising's strength against a territory. */
export function uprisingStrength(kind: 'revolt' | 'conspiracy', t: TerritoryView): number {
  return 1 + ((kind === 'revolt' && t.status === 'free') || (kind === 'conspiracy' && t.status === 'noble') ? 1 : 0);
}
