import { randomFrom } from '../../../engine/rng';
import { DRACO_ARRIVES, FRISIAN_KINDS, MAP_ZONES, NORMAN_KINDS, NORMANS, REARGUARD, VICTORY, ZONES, type Kind } from '../data';
import type { SenorView } from '../view';
import { odds, type Odds } from './odds';
import { countsIn, normanCombatants, type Counts } from './read';
import { frisianArmy, isTower } from './threat';

/*
 * D7: where the Frisian host goes. Each zone the Frisians may enter is worth taking for the
 * chance that the Prince lies under its tile (the Frisian sees only face-down tiles, A-7, so each
 * is the Prince with the same chance), for the step it makes towards F2, and for the Normans it
 * kills (F4) against the counted Frisians it costs (N4). The hardest worthwhile zone is given
 * the host that scores best, then the next, from what is left; the rest wait in the Rearguard.
 *
 * The plan is worked out from what the Frisian moves do not change (the whole host, the Norman
 * pieces, the tiles), with dice drawn from a generator seeded by those, so every command of the
 * step steers to the same plan. A plan is thus a pure function of its key, and the last few are
 * kept so that a step of thirty commands works it out once (a kept plan is the one the same key
 * would give again, so keeping it changes no answer).
 */

const WIN = 100;
/**
 * Kinds in the order a host takes them: the strongest first, or the captains kept for harder
 * fights (the King joins only where he is worth his risk).
 */
const ORDERS: readonly (readonly Kind[])[] = [
  ['captain', 'swordsman', 'spearman', 'archer', 'peasant'],
  ['swordsman', 'spearman', 'archer', 'peasant', 'captain'],
];
/** What sending a piece costs the other fights of the turn, in score. */
const USE: Partial<Record<Kind, number>> = { king: 0.3, captain: 0.4, swordsman: 0.15, spearman: 0.08, archer: 0.08, peasant: 0.03 };
const SIZES: readonly number[] = [1, 2, 3, 4, 6, 8, 10];
const RUNS = 80;
const KING_PREMIUM = 50;

export type Plan = Counts[];

interface Target {
  zone: number;
  /** What taking the zone is worth (the Prince, F2). */
  worth: number;
  normans: Counts;
  strength: number;
}

function take(pool: Counts, n: number, king: boolean, order: readonly Kind[]): Counts {
  const host: Counts = king && (pool.king ?? 0) > 0 ? { king: 1 } : {};
  let room = n - (host.king ?? 0);
  for (const k of order) {
    const m = Math.min(room, pool[k] ?? 0);
    if (m > 0) host[k] = m;
    room -= m;
  }
  return host;
}

function use(host: Counts): number {
  return (Object.keys(host) as Kind[]).reduce((n, k) => n + (host[k] ?? 0) * (USE[k] ?? 0), 0);
}

function minus(pool: Counts, host: Counts): void {
  for (const k of Object.keys(host) as Kind[]) pool[k] = (pool[k] ?? 0) - (host[k] ?? 0);
}

function size(c: Counts): number {
  return Object.values(c).reduce((a, b) => a + (b ?? 0), 0);
}

function targets(view: SenorView): Target[] {
  const tiles = view.tiles.zones;
  const held = view.zones.filter((z) => z.controlled).length;
  const towerHeld = view.zones.some((z, i) => z.controlled && isTower(i));
  const out: Target[] = [];
  for (const zone of MAP_ZONES) {
    const z = view.zones[zone];
    const needs = ZONES[zone].needs;
    if (z.controlled || (needs !== null && !view.structures[needs])) continue;
    let worth = 8 + 6 * held;
    // SG-37 / A-8: the Prince lies under any face-down tile with the same chance.
    if (tiles.includes(z.zone)) worth += WIN / tiles.length;
    // SG-39 F2: this zone would be the fourth, the tower among them.
    if (held + 1 >= VICTORY.zones && (towerHeld || isTower(zone))) worth += WIN;
    const normans = countsIn(z, NORMANS);
    const strength = z.normans.reduce((n, p) => n + (p.kind === 'priest' ? 0.5 : p.kind === 'guard' ? 0.3 : 1), 0);
    out.push({ zone, worth, normans, strength });
  }
  return out.sort((a, b) => b.strength - a.strength);
}

/** The best host for one zone out of `pool`, with its score (null when no host is worth sending). */
function bestHost(view: SenorView, t: Target, pool: Counts, random: () => number): { host: Counts; score: number } | null {
  // Progress towards F4 and N4 short of the end (the end itself is in the odds).
  const kill = (0.35 * WIN) / Math.max(3, VICTORY.normanDead - view.dead.normans);
  const urgency = Math.max(0.2, 1 - view.draco.position / DRACO_ARRIVES);
  const loss = ((0.35 * WIN) / Math.max(3, VICTORY.frisianDead - view.dead.frisians)) * urgency;
  // The King's death is priced above the loss it is, for what the odds leave out (the Normans' Courage on dice, their choice of casualties).
  const score = (o: Odds) => (o.frisiansWin - o.normansWin) * WIN - o.king * KING_PREMIUM + o.control * t.worth + o.normanDead * kill - o.frisianDead * loss;
  const battle = { zone: t.zone, normans: t.normans, shields: view.structures.shields, dead: view.dead, courage: { normans: view.courage.normans, frisians: 0 } };
  let best: { host: Counts; score: number } | null = null;
  const tried = new Set<string>();
  for (const king of [false, true]) {
    if (king && (pool.king ?? 0) === 0) continue;
    for (const order of ORDERS) {
      for (const n of SIZES) {
        const host = take(pool, n, king, order);
        const key = JSON.stringify(host);
        if (size(host) < n || tried.has(key)) continue;
        tried.add(key);
        const s = score(odds({ ...battle, frisians: host }, RUNS, random)) - use(host);
        if (s > 0 && (!best || s > best.score)) best = { host, score: s };
      }
    }
  }
  return best;
}

function makePlan(view: SenorView, random: () => number): Plan {
  const pool = frisianArmy(view);
  const plan: Plan = view.zones.map(() => ({}));
  const all = targets(view);
  // Zones with no Norman combatant fall to a single piece at the sweep (SG-33).
  for (const t of all.filter((x) => normanCombatants(view.zones[x.zone]) === 0)) {
    const one = ([...ORDERS[0]].reverse().find((k) => (pool[k] ?? 0) > 0) ?? null) as Kind | null;
    if (!one) break;
    plan[t.zone] = { [one]: 1 };
    pool[one] = (pool[one] ?? 0) - 1;
  }
  for (const t of all.filter((x) => normanCombatants(view.zones[x.zone]) > 0)) {
    const best = bestHost(view, t, pool, random);
    if (!best) continue;
    plan[t.zone] = best.host;
    minus(pool, best.host);
  }
  plan[REARGUARD] = pool;
  return plan;
}

const kept = new Map<string, Plan>();
const KEEP = 8;

/** The Frisian plan for this movement step (the same for every command of the step). */
export function frisianPlan(view: SenorView): Plan {
  // Counts in a fixed kind order: the same board must give the same key whatever order pieces moved in.
  const inOrder = (c: Counts, kinds: readonly Kind[]) => kinds.map((k) => c[k] ?? 0);
  const key = JSON.stringify([
    inOrder(frisianArmy(view), FRISIAN_KINDS),
    view.zones.map((z) => [z.controlled, z.tile, inOrder(countsIn(z, NORMANS), NORMAN_KINDS)]),
    view.tiles.zones,
    view.structures,
    view.dead,
    view.courage.normans,
    view.draco.position,
  ]);
  const known = kept.get(key);
  if (known) return known;
  const plan = makePlan(view, randomFrom(`sg-plan:${key}`));
  if (kept.size >= KEEP) kept.delete(kept.keys().next().value as string);
  kept.set(key, plan);
  return plan;
}
