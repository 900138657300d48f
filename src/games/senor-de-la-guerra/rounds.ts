import {
  CHRYSAGON_CANCEL,
  COURAGE_DICE_BONUS,
  FRISIANS,
  KING_BONUS,
  NORMANS,
  PRIEST_CANCEL,
  ROUNDS,
  SHIELDS_BONUS,
  SIDE_WORDS,
  unit,
  ZONES,
  type Side,
} from './data';
import { listOf, text, type Text } from '../../engine/text';
import { rollD10 } from './dice';
import { say, type Die, type Log, type Piece, type Roll, type SenorState } from './state';
import { unitsT, zoneT } from './words';

/** SG-19: the pieces of a side that roll in a round. */
export function fighters(s: SenorState, zone: number, side: Side, round: number): Piece[] {
  return s.pieces.filter((p) => p.status === 'map' && p.side === side && p.zone === zone && unit(side, p.kind).round === round);
}

function present(s: SenorState, zone: number, side: Side, kind: string): boolean {
  return s.pieces.some((p) => p.status === 'map' && p.side === side && p.zone === zone && p.kind === kind);
}

/**
 * SG-19 / SG-20 / A-2: starts the next round that has pieces on either side, rolling every die
 * at once — Norman pieces first, then Frisian, each in piece-id order. Returns null when no round
 * is left.
 */
export function rollNextRound(s: SenorState, zone: number, after: number, log: Log): Roll | null {
  for (let round = after + 1; round <= ROUNDS; round++) {
    const n = fighters(s, zone, NORMANS, round);
    const f = fighters(s, zone, FRISIANS, round);
    if (n.length === 0 && f.length === 0) continue;
    const dice: Die[] = [];
    for (const p of [...n, ...f]) {
      for (let i = 0; i < unit(p.side, p.kind).dice; i++) dice.push({ id: p.id, side: p.side, kind: p.kind, natural: rollD10(s) });
    }
    const roll: Roll = {
      round,
      king: present(s, zone, FRISIANS, 'king'),
      priest: present(s, zone, NORMANS, 'priest'),
      chrysagon: present(s, zone, NORMANS, 'chrysagon'),
      dice,
      boost: [false, false],
      cancel: [false, false],
      stage: 'boost-n',
      picks: [{}, {}],
      chose: [false, false],
    };
    say(log, text('sg.log.round', { round, where: zoneT(zone, 'in'), normans: rollText(roll, NORMANS), frisians: rollText(roll, FRISIANS) }));
    return roll;
  }
  return null;
}

/**
 * "the Normans roll Chrysagon (10-7-2-5) and 2 spearmen (7, 6)": A-2, every roll is public,
 * against its piece. Pieces are named by kind (never by id), each piece's dice joined by dashes,
 * in the order they were rolled.
 */
export function rollText(roll: Roll, side: Side): Text {
  const groups: { kind: Die['kind']; pieces: number[][] }[] = [];
  let last = '';
  for (const d of roll.dice) {
    if (d.side !== side) continue;
    if (d.id !== last) {
      if (groups.at(-1)?.kind !== d.kind) groups.push({ kind: d.kind, pieces: [] });
      groups[groups.length - 1].pieces.push([]);
    }
    groups[groups.length - 1].pieces.at(-1)?.push(d.natural);
    last = d.id;
  }
  if (groups.length === 0) return text('sg.log.noDice', { side: SIDE_WORDS[side] });
  const rolls = groups.map((g) => text('sg.log.pieceRoll', { units: unitsT(g.kind, g.pieces.length), dice: g.pieces.map((p) => p.join('-')).join(', ') }));
  return text('sg.log.sideRolls', { side: SIDE_WORDS[side], rolls: listOf(rolls) });
}

/** SG-21: the modifier on a side's dice this round, Courage spent on dice included. */
export function modifier(s: SenorState, zone: number, roll: Roll, side: Side): number {
  let m = roll.boost[side] ? COURAGE_DICE_BONUS : 0;
  if (side === FRISIANS) {
    if (roll.king) m += KING_BONUS;
    if (s.built.shields && ZONES[zone].shields) m += SHIELDS_BONUS;
  }
  return m;
}

export function modified(s: SenorState, zone: number, roll: Roll, d: Die): number {
  return d.natural + modifier(s, zone, roll, d.side);
}

/** SG-20 / R-12: a die hits when its modified result reaches the piece's threshold; no cap at 10. */
export function isHit(s: SenorState, zone: number, roll: Roll, d: Die): boolean {
  return modified(s, zone, roll, d) >= unit(d.side, d.kind).hitOn;
}

export function hits(s: SenorState, zone: number, roll: Roll, side: Side): number {
  let n = 0;
  for (const d of roll.dice) if (d.side === side && isHit(s, zone, roll, d)) n++;
  return n;
}

/** A-3 D12 / D13: Courage on dice can matter only if a die shows exactly its threshold − 1. */
export function nearMiss(s: SenorState, zone: number, roll: Roll, side: Side): boolean {
  return roll.dice.some((d) => d.side === side && modified(s, zone, roll, d) === unit(d.side, d.kind).hitOn - 1);
}

/** SG-22 / R-13: net hits a side suffers, after every cancellation (never below 0). */
export function netHitsOn(s: SenorState, zone: number, roll: Roll, side: Side): number {
  if (side === NORMANS) {
    let cancels = ZONES[zone].normanCancel;
    if (roll.priest) cancels += PRIEST_CANCEL;
    if (roll.chrysagon) cancels += CHRYSAGON_CANCEL;
    if (roll.cancel[NORMANS]) cancels += 1;
    return Math.max(0, hits(s, zone, roll, FRISIANS) - cancels);
  }
  return Math.max(0, hits(s, zone, roll, NORMANS) - (roll.cancel[FRISIANS] ? 1 : 0));
}
