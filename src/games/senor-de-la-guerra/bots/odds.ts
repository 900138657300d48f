import {
  CHRYSAGON_CANCEL,
  DIE_SIDES,
  FRISIAN_UNITS,
  KING_BONUS,
  NORMAN_UNITS,
  PRIEST_CANCEL,
  ROUNDS,
  SHIELDS_BONUS,
  VICTORY,
  ZONES,
  type FrisianKind,
  type NormanKind,
} from '../data';
import type { Counts } from './read';

/*
 * The odds of one combat, by playing it out many times on piece counts (SG-19 to SG-25): dice at
 * their thresholds with the King's and the Shields' bonus, the zone's, the priest's and
 * Chrysagon's cancels, and each side giving its hits to its cheapest pieces (leaders last).
 * Each side spends its Courage on a cancel whenever it suffers hits; Courage on dice is left out
 * (it moves a die now and then). The after-round victory check (SG-41) ends a run: F3 and F4
 * against N3 and N4, the Normans winning a tie (R-24).
 */

/** Cheapest casualty first (guards and peasants are not counted for F4 / N4, R-17). */
const NORMAN_LOSS_ORDER: readonly NormanKind[] = ['guard', 'archer', 'spearman', 'swordsman', 'knight', 'bors', 'chrysagon'];
const FRISIAN_LOSS_ORDER: readonly FrisianKind[] = ['peasant', 'archer', 'spearman', 'swordsman', 'captain', 'king'];

export interface Battle {
  zone: number;
  normans: Counts;
  frisians: Counts;
  /** SG-32: the Leather Shields are built. */
  shields: boolean;
  /** The last round already fought (0 before the first). */
  after?: number;
  /** SG-26: the dead counters now; Courage left for cancels (SG-23). */
  dead?: { normans: number; frisians: number };
  courage?: { normans: number; frisians: number };
}

export interface Odds {
  /** SG-14: the Frisians hold the zone and no Norman combatant is left. */
  control: number;
  /** SG-26: expected Norman warriors and counted Frisians lost. */
  normanDead: number;
  frisianDead: number;
  chrysagon: number;
  king: number;
  /** a round fought and no Norman combatant lost. */
  clean: number;
  /** SG-41: the game ends in this combat, won by the Frisians (F3, F4) or by the Normans (N3, N4). */
  frisiansWin: number;
  normansWin: number;
}

interface Army {
  counts: number[];
  order: readonly (NormanKind | FrisianKind)[];
}

const N_STATS = NORMAN_LOSS_ORDER.map((k) => NORMAN_UNITS[k]);
const F_STATS = FRISIAN_LOSS_ORDER.map((k) => FRISIAN_UNITS[k]);

function army(counts: Counts, order: readonly (NormanKind | FrisianKind)[]): Army {
  return { counts: order.map((k) => counts[k] ?? 0), order };
}

function rollHits(counts: readonly number[], stats: typeof N_STATS, round: number, bonus: number, random: () => number): number {
  let hits = 0;
  for (let i = 0; i < counts.length; i++) {
    const u = stats[i];
    if (u.round !== round || counts[i] === 0) continue;
    const need = u.hitOn - bonus;
    for (let d = counts[i] * u.dice; d > 0; d--) if (Math.floor(random() * DIE_SIDES) + 1 >= need) hits++;
  }
  return hits;
}

/** Gives `hits` to the cheapest pieces first; returns the counted dead. */
function takeHits(counts: number[], stats: typeof N_STATS, hits: number): number {
  let dead = 0;
  for (let i = 0; i < counts.length && hits > 0; i++) {
    while (counts[i] > 0 && hits > 0) {
      counts[i]--;
      hits -= stats[i].absorbs;
      // Guards are not counted for F4, peasants not for N4 (SG-26).
      if (stats[i].counted) dead++;
    }
  }
  return dead;
}

function sum(xs: readonly number[]): number {
  let n = 0;
  for (const x of xs) n += x;
  return n;
}

const N_PRIEST = 'priest';
const CHRYSAGON = NORMAN_LOSS_ORDER.indexOf('chrysagon');
const KING = FRISIAN_LOSS_ORDER.indexOf('king');

/** Plays the combat `runs` times with `random` and averages what happened. */
export function odds(b: Battle, runs: number, random: () => number): Odds {
  const out: Odds = { control: 0, normanDead: 0, frisianDead: 0, chrysagon: 0, king: 0, clean: 0, frisiansWin: 0, normansWin: 0 };
  const zone = ZONES[b.zone];
  const priest = (b.normans[N_PRIEST] ?? 0) > 0;
  const shields = b.shields && zone.shields ? SHIELDS_BONUS : 0;
  const n0 = army(b.normans, NORMAN_LOSS_ORDER);
  const f0 = army(b.frisians, FRISIAN_LOSS_ORDER);
  for (let run = 0; run < runs; run++) {
    const n = n0.counts.slice();
    const f = f0.counts.slice();
    let courageN = b.courage?.normans ?? 0;
    let courageF = b.courage?.frisians ?? 0;
    let deadN = 0;
    let deadF = 0;
    let fought = false;
    let lost = false;
    for (let round = (b.after ?? 0) + 1; round <= ROUNDS; round++) {
      if (sum(n) === 0 || sum(f) === 0) break;
      const cancels = zone.normanCancel + (priest ? PRIEST_CANCEL : 0) + (n[CHRYSAGON] > 0 ? CHRYSAGON_CANCEL : 0);
      const bonus = shields + (f[KING] > 0 ? KING_BONUS : 0);
      const nh = rollHits(n, N_STATS, round, 0, random);
      const fh = rollHits(f, F_STATS, round, bonus, random);
      if (N_STATS.some((u, i) => u.round === round && n[i] > 0) || F_STATS.some((u, i) => u.round === round && f[i] > 0)) fought = true;
      let onN = Math.max(0, fh - cancels);
      let onF = nh;
      if (onN > 0 && courageN > 0) [onN, courageN] = [onN - 1, courageN - 1];
      if (onF > 0 && courageF > 0) [onF, courageF] = [onF - 1, courageF - 1];
      const before = sum(n);
      deadN += takeHits(n, N_STATS, onN);
      deadF += takeHits(f, F_STATS, onF);
      if (sum(n) < before) lost = true;
      const normans = f0.counts[KING] > f[KING] || (b.dead?.frisians ?? 0) + deadF >= VICTORY.frisianDead;
      const frisians = n0.counts[CHRYSAGON] > n[CHRYSAGON] || (b.dead?.normans ?? 0) + deadN >= VICTORY.normanDead;
      if (normans) out.normansWin++;
      else if (frisians) out.frisiansWin++;
      if (normans || frisians) break;
    }
    out.normanDead += deadN;
    out.frisianDead += deadF;
    if (sum(n) === 0 && sum(f) > 0) out.control++;
    if (n0.counts[CHRYSAGON] > 0 && n[CHRYSAGON] === 0) out.chrysagon++;
    if (f0.counts[KING] > 0 && f[KING] === 0) out.king++;
    if (fought && !lost) out.clean++;
  }
  for (const k of Object.keys(out) as (keyof Odds)[]) out[k] /= runs;
  return out;
}
