import {
  AWARD_FIRST,
  AWARD_SECOND,
  AWARD_TIE_POT,
  AWARD_TWO_PLAYER_TIE,
  NOBLE_TABLE,
} from './data';
import { listOf, seatRef, text, type Text } from '../../engine/text';
import { score } from './goods';
import { owned } from './knights';
import { say, turnOrder, type LancasterState, type Log } from './state';

/*
 * LA-35 … LA-40 and AL-14: knighthood, castles and nobles, then the winner. Allies are ignored.
 */

interface Standing {
  seat: number;
  measure: number;
  tiebreak: number;
}

/** LA-38 (R-26, AL-14): 12 split on a tie for first; otherwise 8, and 4 split by the next group. */
export function award(standings: readonly Standing[], twoPlayer: boolean): Map<number, number> {
  const sorted = [...standings].sort((a, b) => b.measure - a.measure || b.tiebreak - a.tiebreak);
  const same = (a: Standing, b: Standing) => a.measure === b.measure && a.tiebreak === b.tiebreak;
  const out = new Map<number, number>();
  if (sorted.length === 0) return out;
  const top = sorted.filter((x) => same(x, sorted[0]));
  if (top.length > 1) {
    const share = twoPlayer ? AWARD_TWO_PLAYER_TIE : Math.floor(AWARD_TIE_POT / top.length);
    for (const x of top) out.set(x.seat, share);
    return out;
  }
  out.set(top[0].seat, AWARD_FIRST);
  // AL-14: with 2 players only the first place is paid.
  if (twoPlayer || sorted.length < 2) return out;
  const next = sorted.filter((x) => same(x, sorted[1]));
  for (const x of next) out.set(x.seat, Math.floor(AWARD_SECOND / next.length));
  return out;
}

/** LA-36: court plus board, France included; the reserve excluded. */
export function knighthood(s: LancasterState, seat: number): number {
  return owned(s, seat).reduce((a, k) => a + k.strength, 0);
}

function payAward(s: LancasterState, kind: 'knighthood' | 'castles', standings: Standing[], log: Log): void {
  const order = turnOrder(s);
  const entries = order.map((seat) => text('la.awardEntry', { player: seatRef(seat), measure: standings[seat].measure, tiebreak: standings[seat].tiebreak }));
  say(log, text(`la.log.${kind}Table`, { entries: listOf(entries) }));
  const won = award(standings, s.seats === 2);
  for (const seat of order) score(s, seat, won.get(seat) ?? 0, text(`la.why.${kind}`), log);
}

/** LA-35 … LA-40: the final awards, then the result. AS-5: every total is revealed now. */
export function finalScoring(s: LancasterState, log: Log): void {
  s.phase = 'over';
  say(log, text('la.log.finalScoring'));
  const seats = Array.from({ length: s.seats }, (_, seat) => seat);
  // LA-36: strength of owned knights, squires breaking ties.
  payAward(s, 'knighthood', seats.map((seat) => ({ seat, measure: knighthood(s, seat), tiebreak: s.players[seat].squires })), log);
  // LA-37: built extension tiles, gold breaking ties.
  payAward(s, 'castles', seats.map((seat) => ({ seat, measure: s.players[seat].built.filter((b) => b).length, tiebreak: s.players[seat].gold })), log);
  // LA-39: nobles at the round table, the lord not counted.
  for (const seat of turnOrder(s)) {
    const n = s.players[seat].nobles.length;
    score(s, seat, NOBLE_TABLE[n], text('la.why.nobles', { n }), log);
  }
  // LA-40: the most PP wins; ties share the victory.
  const scores = seats.map((seat) => s.players[seat].pp);
  const best = Math.max(...scores);
  const winners = seats.filter((seat) => scores[seat] === best);
  const reason: Text = text('la.result.wins', { players: listOf(winners.map(seatRef)), n: winners.length, pp: best });
  const table = listOf(seats.map((seat) => text('la.markerEntry', { player: seatRef(seat), n: scores[seat] })));
  say(log, text('la.log.finalScores', { reason, scores: table }));
  s.result = { winners, scores, reason };
}
