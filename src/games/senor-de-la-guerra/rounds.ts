import {
  CHRYSAGON_CANCEL,
  COURAGE_DICE_BONUS,
  FRISIANS,
  KING_BONUS,
  NORMANS,
  PRIEST_CANCEL,
  ROUND_NAMES,
  ROUNDS,
  SHIELDS_BONUS,
  unit,
  ZONES,
  type Side,
} from './data';
import { rollD10 } from './dice';
import { say, sideName, theZone, type Die, type Log, type Piece, type Roll, type SenorState } from './state';

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
    say(log, `Round ${round} (${ROUND_NAMES[round]}) in ${theZone(zone)}: ${rollText(roll, NORMANS)}; ${rollText(roll, FRISIANS)}.`);
    return roll;
  }
  return null;
}

/** "Normans roll a1 8, s1 7" — A-2: every roll is public, against its piece. */
export function rollText(roll: Roll, side: Side): string {
  const parts: string[] = [];
  let last = '';
  for (const d of roll.dice) {
    if (d.side !== side) continue;
    parts.push(d.id === last ? String(d.natural) : `${d.id} ${d.natural}`);
    last = d.id;
  }
  return parts.length > 0 ? `${sideName(side)} roll ${parts.join(', ')}` : `${sideName(side)} have no dice`;
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
