import { text, type Text } from '../../engine/text';
import { ALL_ZONES, MAP_ZONES, NORMANS, unit, ZONES, type Kind, type Side } from './data';
import { cappedByZone, cappedIn, countWhere, groupsOf, hasNormanWarrior, priestOf, relocate, type Group } from './pieces';
import { say, type Log, type Piece, type SenorState } from './state';
import { playerOf, structureT, unitsT, zoneT } from './words';

/** SG-6 / SG-7 / SG-8: whether a side may place a piece in a zone at all (the cap aside). */
export function mayEnter(s: SenorState, side: Side, zone: number): boolean {
  if (side === NORMANS) return ZONES[zone].normansMayEnter && !s.controlled[zone];
  const needs = ZONES[zone].needs;
  return needs === null || s.built[needs];
}

/** Why a side may not place a piece in a zone (SG-6 to SG-8), or null. */
export function whyNotEnter(s: SenorState, side: Side, zone: number): Text | null {
  if (side === NORMANS) {
    // SG-6
    if (!ZONES[zone].normansMayEnter) return text('sg.no.rearguard');
    // SG-8
    if (s.controlled[zone]) return text('sg.no.controlled', { zone: zoneT(zone) });
    return null;
  }
  // SG-7
  const needs = ZONES[zone].needs;
  if (needs !== null && !s.built[needs]) return text('sg.no.needsStructure', { zone: zoneT(zone), structure: structureT(needs) });
  return null;
}

/** Room left under the SG-5 cap for capped pieces of a side (Infinity in the Rearguard). */
export function room(s: SenorState, side: Side, zone: number): number {
  const cap = ZONES[zone].cap;
  return cap === null ? Infinity : cap - cappedIn(s, zone, side);
}

function movable(p: Piece): boolean {
  return p.kind !== 'guard';
}

export interface Destination {
  zone: number;
  max: number;
}

/**
 * SG-11: where a group may go in a movement step and how many at once. Each move keeps the SG-5
 * cap, except one case kept open because A-6 checks the cap only on the final arrangement: when
 * every zone a Norman may use is exactly full, one piece may overfill a zone so that two full zones
 * can swap pieces (the Frisians can always stage through the uncapped Rearguard instead). `done`
 * waits until the cap holds again.
 */
export function moveDestinations(s: SenorState, side: Side, kind: Kind, from: number): Destination[] {
  return destinationsFor(s, side, kind, from, countWhere(s, side, from, kind, movable), cappedByZone(s, side));
}

function destinationsFor(s: SenorState, side: Side, kind: Kind, from: number, count: number, capped: readonly number[]): Destination[] {
  if (count === 0) return [];
  const zones = side === NORMANS ? MAP_ZONES : ALL_ZONES;
  const open = zones.filter((z) => mayEnter(s, side, z));
  const swap = side === NORMANS && open.every((z) => capped[z] === capOf(z));
  const isCapped = unit(side, kind).capped;
  const out: Destination[] = [];
  for (const z of open) {
    if (z === from) continue;
    const room = isCapped ? capOf(z) - capped[z] : Infinity;
    const max = Math.min(count, room > 0 ? room : swap ? 1 : 0);
    if (max > 0) out.push({ zone: z, max });
  }
  return out;
}

function capOf(z: number): number {
  return ZONES[z].cap ?? Infinity;
}

export function moveGroups(s: SenorState, side: Side): Group[] {
  const zones = side === NORMANS ? MAP_ZONES : ALL_ZONES;
  const capped = cappedByZone(s, side);
  return groupsOf(s, side, zones, movable).filter((g) => destinationsFor(s, side, g.kind, g.from, g.count, capped).length > 0);
}

export function movePieces(s: SenorState, side: Side, kind: Kind, from: number, to: number, n: number, log: Log): void {
  relocate(s, side, kind, from, to, n, movable, false);
  say(log, text('sg.log.move', { player: playerOf(s, side), units: unitsT(kind, n), from: zoneT(from, 'from'), to: zoneT(to, 'to') }));
}

/**
 * what is wrong with the Norman arrangement at the end of a movement step, and the zone it
 * is wrong in, or null: the SG-5 cap and the SG-13 priest, who must share his zone with a
 * Norman warrior.
 */
export function normanArrangementBlock(s: SenorState): { reason: Text; zone: number } | null {
  for (const z of MAP_ZONES) {
    // SG-5
    if (room(s, NORMANS, z) < 0) return { reason: text('sg.no.overCap', { n: cappedIn(s, z, NORMANS), cap: ZONES[z].cap ?? 0, where: zoneT(z, 'in') }), zone: z };
  }
  const priest = priestOf(s);
  // SG-13
  if (priest.status === 'map' && !hasNormanWarrior(s, priest.zone)) return { reason: text('sg.no.priestAlone', { where: zoneT(priest.zone, 'in') }), zone: priest.zone };
  return null;
}

/** The reason alone (normanArrangementBlock), or null. */
export function normanArrangementProblem(s: SenorState): Text | null {
  return normanArrangementBlock(s)?.reason ?? null;
}

export function finishMovement(s: SenorState, side: Side, log: Log): void {
  say(log, text('sg.log.endMove', { player: playerOf(s, side) }));
  s.selection = null;
  s.phase = side === NORMANS ? 'tiles' : 'combat';
}
