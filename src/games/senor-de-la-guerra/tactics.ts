import { text, type Text } from '../../engine/text';
import { ALL_ZONES, FRISIANS, MAP_ZONES, NORMANS, TACTIC_COST, ZONES, type Kind, type Side } from './data';
import { mayEnter, type Destination } from './movement';
import { cappedByZone, contested, countWhere, groupsOf, hasNormanWarrior, normanWarriorsIn, priestOf, relocate, type Group } from './pieces';
import { say, type Log, type Piece, type SenorState } from './state';
import { tileMoves } from './tiles';
import { playerOf, unitT, unitsT, zoneT } from './words';

/**
 * SG-16: the pending set — every contested, unresolved zone, plus the current zone until its
 * rounds begin (it stays pending even if it stops being contested).
 */
export function pendingZones(s: SenorState): number[] {
  const current = s.combat && s.combat.stage === 'windows' ? s.combat.zone : -1;
  return MAP_ZONES.filter((z) => z === current || (!s.resolved[z] && contested(s, z)));
}

/** SG-29 / SG-30: a piece Tactics may move: the mover's warrior or the priest, unmarked, never a guard. */
function tacticPiece(p: Piece): boolean {
  return !p.marked && p.kind !== 'guard';
}

/** SG-30 / R-8: a side may act in a window only with Tactics left, and the Frisian not in a structure turn. */
function maySpend(s: SenorState, side: Side): boolean {
  return s.tactics[side] >= TACTIC_COST && !(side === FRISIANS && s.builtThisTurn !== null);
}

/**
 * SG-30: destinations for pieces of one kind standing in a pending zone, and how many may go at
 * once (each is a separate action costing 1 Tactics, checked in turn: the cap after each move,
 * and the priest never left without a warrior).
 */
export function tacticDestinations(s: SenorState, side: Side, kind: Kind, from: number): Destination[] {
  if (!maySpend(s, side) || !pendingZones(s).includes(from)) return [];
  return destinationsFor(s, side, kind, from, countWhere(s, side, from, kind, tacticPiece), cappedByZone(s, side));
}

function destinationsFor(s: SenorState, side: Side, kind: Kind, from: number, count: number, capped: readonly number[]): Destination[] {
  if (count === 0) return [];
  let limit = Math.min(count, Math.floor(s.tactics[side] / TACTIC_COST));
  const priest = side === NORMANS ? priestOf(s) : null;
  if (priest && kind !== 'priest' && priest.status === 'map' && priest.zone === from) {
    // SG-13: no move may leave the priest without a Norman warrior; move him first.
    limit = Math.min(limit, normanWarriorsIn(s, from) - 1);
  }
  const out: Destination[] = [];
  for (const z of side === NORMANS ? MAP_ZONES : ALL_ZONES) {
    if (z === from || s.resolved[z] || !mayEnter(s, side, z)) continue;
    if (kind === 'priest') {
      // SG-13: the priest may only go where a Norman warrior already is.
      if (hasNormanWarrior(s, z)) out.push({ zone: z, max: 1 });
      continue;
    }
    const cap = ZONES[z].cap;
    const max = cap === null ? limit : Math.min(limit, cap - capped[z]);
    if (max > 0) out.push({ zone: z, max });
  }
  return out;
}

export function tacticGroups(s: SenorState, side: Side): Group[] {
  if (!maySpend(s, side)) return [];
  const capped = cappedByZone(s, side);
  return groupsOf(s, side, pendingZones(s), tacticPiece).filter((g) => destinationsFor(s, side, g.kind, g.from, g.count, capped).length > 0);
}

/** A-3 D9–D11: a window opens only if its owner has a legal action. */
export function hasTacticAction(s: SenorState, side: Side): boolean {
  if (!maySpend(s, side)) return false;
  if (side === NORMANS && tileMoves(s).length > 0) return true;
  return tacticGroups(s, side).length > 0;
}

/** SG-29 / SG-30: each piece moved costs 1 Tactics and is marked for the rest of the turn. */
export function tacticMove(s: SenorState, side: Side, kind: Kind, from: number, to: number, n: number, log: Log): void {
  const before = pendingZones(s);
  relocate(s, side, kind, from, to, n, tacticPiece, true);
  s.tactics[side] -= n * TACTIC_COST;
  // a Tactics move can create a combat that joins the pending set.
  const joined = !before.includes(to) && pendingZones(s).includes(to);
  say(
    log,
    text('sg.log.tacticMove', {
      player: playerOf(s, side),
      cost: n * TACTIC_COST,
      units: unitsT(kind, n),
      from: zoneT(from, 'from'),
      to: zoneT(to, 'to'),
      joined: joined ? 'yes' : 'no',
    }),
  );
}

/** Why a Tactics move of a kind from a zone is not possible, in words. */
export function whyNoTacticGroup(s: SenorState, side: Side, kind: Kind, from: number): Text {
  // SG-30
  if (s.tactics[side] < TACTIC_COST) return text('sg.no.noTactics');
  //
  if (side === FRISIANS && s.builtThisTurn) return text('sg.no.building');
  // SG-9
  if (kind === 'guard') return text('sg.no.guardsStay');
  // SG-30 / R-10
  if (!pendingZones(s).includes(from)) return text('sg.no.notPending', { zone: zoneT(from) });
  const here = s.pieces.filter((p) => p.status === 'map' && p.side === side && p.zone === from && p.kind === kind);
  if (here.length === 0) return text('sg.no.noneThere', { unit: unitT(kind), where: zoneT(from, 'in') });
  // SG-29
  if (here.every((p) => p.marked)) return text('sg.no.marked', { unit: unitT(kind) });
  // SG-13
  if (side === NORMANS && kind !== 'priest' && priestOf(s).zone === from && normanWarriorsIn(s, from) <= 1) return text('sg.no.strandsPriest');
  return text('sg.no.nowhere', { unit: unitT(kind), from: zoneT(from, 'from') });
}
