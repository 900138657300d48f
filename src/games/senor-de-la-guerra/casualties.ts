import { text } from '../../engine/text';
import { FRISIANS, NORMANS, SIDE_WORDS, unit, type Kind, type Side } from './data';
import { capacity, everyone, validSets, type Pool } from './casualty-sets';
import { change, isWarrior } from './pieces';
import { say, tell, type KindCounts, type Log, type SenorState } from './state';
import { aUnitT, countsT, playerOf } from './words';

/*
 * SG-24 asks each side for a set of casualties. It is asked one hit at a time — `casualty
 * knight` gives the next hit to a knight, and a knight takes a second hit before a new piece is
 * needed — so that a sealed answer always takes exactly as many commands as there are net
 * hits, a public number: the count of the Norman's hidden commands tells the Frisian nothing
 * . The hits assigned, per kind, are `picks`.
 */

function vector(pools: readonly Pool[], picks: KindCounts): number[] {
  return pools.map((p) => picks[p.kind] ?? 0);
}

function total(v: readonly number[]): number {
  let n = 0;
  for (const x of v) n += x;
  return n;
}

/** The pieces that hits assigned per kind take: a knight or captain per two hits, or one. */
export function setOfHits(pools: readonly Pool[], h: readonly number[]): number[] {
  return pools.map((p, i) => Math.ceil(h[i] / p.absorbs));
}

/**
 * The ways to spread `hits` over a valid set: every piece takes its full share, except that one
 * knight or captain may take a single hit when only one remains. For a side that cannot
 * absorb them all, the whole side takes what it can.
 */
function hitPlans(pools: readonly Pool[], v: readonly number[], hits: number): number[][] {
  const full = pools.map((p, i) => v[i] * p.absorbs);
  const spare = total(full) - hits;
  if (spare <= 0) return [full];
  const out: number[][] = [];
  pools.forEach((p, i) => {
    if (spare === 1 && p.absorbs === 2 && v[i] > 0) out.push(full.map((x, j) => (j === i ? x - 1 : x)));
  });
  return out;
}

/**
 * Kinds that may take the next hit: some valid set must still be reachable, and Chrysagon or the
 * King only takes the last hit (he is chosen last, R-15).
 */
export function legalPicks(pools: readonly Pool[], picks: KindCounts, hits: number): Kind[] {
  const h = vector(pools, picks);
  const plans = validSets(pools, hits).flatMap((v) => hitPlans(pools, v, hits));
  const out: Kind[] = [];
  pools.forEach((p, i) => {
    if (p.leader && total(h) + 1 !== hits) return;
    const next = h.map((x, j) => (j === i ? x + 1 : x));
    if (plans.some((plan) => plan.every((x, j) => x >= next[j]))) out.push(p.kind);
  });
  return out;
}

/** The answer is in: every net hit is assigned, or the side had fewer places for hits than hits. */
export function picksComplete(pools: readonly Pool[], picks: KindCounts, hits: number): boolean {
  return total(vector(pools, picks)) === Math.min(hits, capacity(pools, everyone(pools)));
}

/** A-3 D16 / D17: the picks when only one valid set exists (up to pieces of the same kind), else null. */
export function forcedPicks(pools: readonly Pool[], hits: number): KindCounts | null {
  const valid = validSets(pools, hits);
  if (valid.length !== 1) return null;
  const plan = hitPlans(pools, valid[0], hits)[0];
  const out: KindCounts = {};
  pools.forEach((p, i) => {
    if (plan[i] > 0) out[p.kind] = plan[i];
  });
  return out;
}

/**
 * A pick, in the log. The Norman answers first, so his picks are sealed: only he reads them until
 * both sets are in. The Frisian's picks close the pair, and his commands are public, so
 * everyone reads them at once (A-7: the Frisian's history is the spectator's).
 */
export function notePick(s: SenorState, side: Side, kind: Kind, picks: KindCounts, log: Log): void {
  const line = text('sg.log.pick', { player: playerOf(s, side), unit: aUnitT(kind), so: countsT(side, picks) });
  if (side === NORMANS) tell(s, NORMANS, log, line);
  else say(log, line);
}

/**
 * SG-24 / SG-26: removes the pieces a side's hits take (lowest ids of each kind first), counts
 * the dead, and returns their ids.
 */
export function removeCasualties(s: SenorState, zone: number, side: Side, pools: readonly Pool[], picks: KindCounts): string[] {
  const set = setOfHits(pools, vector(pools, picks));
  const gone: string[] = [];
  pools.forEach((pool, i) => {
    let left = set[i];
    for (const p of s.pieces) {
      if (left === 0) break;
      if (p.status === 'map' && p.side === side && p.zone === zone && p.kind === pool.kind) {
        change(s, p, { status: 'dead' });
        gone.push(p.id);
        left--;
        // SG-26 / R-17: guards and peasants are not counted.
        if (unit(side, pool.kind).counted && (side !== NORMANS || isWarrior(p))) s.dead[side]++;
      }
    }
  });
  return gone;
}

/** One line for the round's casualties, named by kind, with the SG-26 counts when someone died. */
export function reportCasualties(s: SenorState, normans: readonly string[], frisians: readonly string[], log: Log): void {
  if (normans.length === 0 && frisians.length === 0) {
    say(log, text('sg.log.noCasualties'));
    return;
  }
  const lost = (side: Side, gone: readonly string[]) => {
    if (gone.length === 0) return text('sg.log.sideLosesNone', { side: SIDE_WORDS[side] });
    const counts: KindCounts = {};
    for (const id of gone) {
      const p = s.pieces.find((x) => x.side === side && x.id === id);
      if (p) counts[p.kind] = (counts[p.kind] ?? 0) + 1;
    }
    return text('sg.log.sideLoses', { side: SIDE_WORDS[side], units: countsT(side, counts) });
  };
  say(log, text('sg.log.casualties', { normans: lost(NORMANS, normans), frisians: lost(FRISIANS, frisians), dn: s.dead[NORMANS], df: s.dead[FRISIANS] }));
}
