import type { TimeoutMove } from '../../engine/types';
import { listActions } from './actions';
import { capacity, poolsIn, type Pool } from './casualty-sets';
import { legalPicks } from './casualties';
import { MAP_ZONES, NORMANS, type Kind, type Side } from './data';
import { moveDestinations, normanArrangementProblem, room } from './movement';
import { groupsOf, hasNormanWarrior, priestOf } from './pieces';
import { netHitsOn } from './rounds';
import { sideOf, zoneWord, type KindCounts, type SenorState } from './state';
import { placementText, tileZones } from './tiles';

/*
 * A-10, the timeout defaults: what a seat whose time ran out plays, decided from the state alone
 * (deterministic; the platform's deadline policy `bot` plays it until the seat is no longer asked).
 * Decline whatever can be declined, move nothing, keep the tiles where they were, and take the
 * casualties in the fixed order. Every answer is one of the listed commands.
 */
export const timeoutMove: TimeoutMove<SenorState> = (s, seat) => {
  const listed = listActions(s, seat);
  const side = sideOf(s, seat);
  if (listed.length === 0 || side === null) return '';
  const has = (c: string) => listed.includes(c);
  const pick = chooseDefault(s, side, listed, has);
  return has(pick) ? pick : listed[0];
};

function chooseDefault(s: SenorState, side: Side, listed: readonly string[], has: (c: string) => boolean): string {
  switch (s.step.kind) {
    case 'start':
      // D1 / D2: Courage 6 / Tactics 4.
      return 'start courage';
    case 'deploy':
      // D3: warriors in id order fill the Entrance first (the list follows the piece order).
      return largestOfFirst(listed);
    case 'deploy-priest':
      // D3: the priest goes with them.
      return 'priest entrance';
    case 'siege':
    case 'recover':
    case 'boost':
    case 'cancel':
      // D4, D5, D12–D15: declined.
      return 'pass';
    case 'sacrifice':
    case 'fight':
    case 'relocate':
      // A structure already declared must still be paid for; D8 and D18: the first legal zone in
      // canonical order (the lists follow it).
      return listed[0];
    case 'move':
    case 'tactics':
      // D6 / D7 / D9–D11: no moves; a group picked is put down again. A Norman arrangement that
      // cannot end as it stands (the priest alone, a zone over the cap) is mended first.
      if (side === NORMANS && s.step.kind === 'move' && normanArrangementProblem(s) !== null) return forcedNormanMove(s);
      if (has('back')) return 'back';
      if (has('done')) return 'done';
      return listed[0];
    case 'tiles':
      return placementText(tilesStayPut(s));
    case 'casualties':
      return nextCasualty(s, side, listed);
    case 'none':
      return listed[0];
  }
}

/** "entrance chrysagon 1", "entrance knight 3": the first kind, as many as fit. */
function largestOfFirst(listed: readonly string[]): string {
  const kind = listed[0].split(' ')[1];
  return listed.filter((c) => c.split(' ')[1] === kind).at(-1) ?? listed[0];
}

/**
 * D6 when `done` is refused: the priest alone moves to the first zone holding a Norman warrior
 * (SG-13); or, after moves the player made before the clock ran out, the first group of an
 * overfull zone goes to the first zone with room (SG-5).
 */
function forcedNormanMove(s: SenorState): string {
  const sel = s.selection;
  const priest = priestOf(s);
  if (priest.status === 'map' && !hasNormanWarrior(s, priest.zone)) {
    if (!sel) return `move priest ${zoneWord(priest.zone)}`;
    if (sel.kind !== 'priest') return 'back';
    const to = moveDestinations(s, NORMANS, 'priest', sel.from).find((d) => hasNormanWarrior(s, d.zone));
    return to ? `to ${zoneWord(to.zone)} 1` : 'back';
  }
  const full = MAP_ZONES.find((z) => room(s, NORMANS, z) < 0);
  if (full === undefined || normanArrangementProblem(s) === null) return sel ? 'back' : 'done';
  if (!sel) {
    const group = groupsOf(s, NORMANS, [full], (p) => p.kind !== 'guard' && p.kind !== 'priest')[0];
    return group ? `move ${group.kind} ${zoneWord(full)}` : 'done';
  }
  const dest = moveDestinations(s, NORMANS, sel.kind, sel.from).find((d) => room(s, NORMANS, d.zone) > 0);
  return dest ? `to ${zoneWord(dest.zone)} 1` : 'back';
}

/**
 * D6 tiles: each tile stays where it lay if that zone is still legal; the others fill the legal
 * zones in canonical order, the Prince first.
 */
function tilesStayPut(s: SenorState): { prince: number; decoys: number[] } {
  const legal = tileZones(s);
  const last = s.tiles.last;
  const stays = (z: number | null | undefined): z is number => z !== null && z !== undefined && legal.includes(z);
  const kept = (last?.decoys ?? []).filter((z) => stays(z) && z !== last?.prince).slice(0, s.tiles.decoysLeft);
  const taken = new Set<number>(kept);
  const free = () => legal.find((z) => !taken.has(z));
  const lastPrince = last?.prince ?? null;
  const prince = stays(lastPrince) ? lastPrince : (free() ?? legal[0]);
  taken.add(prince);
  const decoys = [...kept];
  for (let z = free(); z !== undefined && decoys.length < s.tiles.decoysLeft; z = free()) {
    decoys.push(z);
    taken.add(z);
  }
  return { prince, decoys: decoys.sort((x, y) => x - y) };
}

/** the casualty order, pieces of a lower rank first; leaders last (data.ts kind names). */
const ORDER: readonly Kind[] = ['peasant', 'guard', 'archer', 'spearman', 'swordsman', 'knight', 'captain', 'bors', 'chrysagon', 'king'];

/**
 * D16 / D17: take pieces in the A-10 order until the hits are absorbed, then drop, first taken
 * first, any piece the set no longer needs. The set's hits are then given one command at a time,
 * in the same order; if the player already gave hits elsewhere, the first legal kind in that
 * order takes the next hit.
 */
function nextCasualty(s: SenorState, side: Side, listed: readonly string[]): string {
  const c = s.combat;
  const roll = c?.roll;
  if (!c || !roll) return listed[0];
  const pools = poolsIn(s, c.zone, side);
  const hits = netHitsOn(s, c.zone, roll, side);
  const picks = roll.picks[side];
  const legal = new Set(legalPicks(pools, picks, hits));
  const plan = defaultHits(pools, hits);
  const planned = ORDER.find((k) => legal.has(k) && (picks[k] ?? 0) < (plan[k] ?? 0));
  const kind = planned ?? ORDER.find((k) => legal.has(k));
  return kind ? `casualty ${kind}` : listed[0];
}

/** The hits each kind takes in the A-10 set: whole pieces, a knight or captain taking two. */
export function defaultHits(pools: readonly Pool[], hits: number): KindCounts {
  const ranked = [...pools].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  // Take whole pieces until their capacity covers the hits (or everyone is taken).
  const taken: Pool[] = [];
  let cap = 0;
  for (const p of ranked) {
    for (let i = 0; i < p.count && cap < hits; i++) {
      taken.push(p);
      cap += p.absorbs;
    }
  }
  // Drop, first taken first, each piece the others already cover.
  const kept = [...taken];
  for (const p of taken) {
    const i = kept.indexOf(p);
    if (capacity([p], [1]) <= cap - hits) {
      kept.splice(i, 1);
      cap -= p.absorbs;
    }
  }
  const out: KindCounts = {};
  let left = hits;
  for (const p of kept) {
    const h = Math.min(p.absorbs, left);
    out[p.kind] = (out[p.kind] ?? 0) + h;
    left -= h;
  }
  return out;
}
