import { listOf, seatRef, text } from '../../engine/text';
import { seatOfCountry } from './board';
import { AREAS } from './data/map';
import type { PlayerCountry } from './data/counters';
import { MULTIPLIER_TENTHS, THRESHOLD } from './data/tables';
import type { KdState, Log } from './state';

/** Victory (KD-81 to KD-83, R-3, R-58, R-59). */

const CITIES = AREAS.filter((a) => a.city);

/**
 * KD-81 / R-58: each country's VP, in one pass over the cities: foreign cities held, minus own
 * home cities held by another player; a minor ally's cities never count for its ally.
 */
export function allVictoryPoints(s: KdState): number[] {
  const vp = s.country.map(() => 0);
  for (const a of CITIES) {
    const holder = s.control[a.id];
    if (holder === a.country) continue;
    const taker = seatOfCountry(s, holder);
    if (taker >= 0 && s.minors[a.country]?.ally !== taker) vp[taker]++;
    const owner = seatOfCountry(s, a.country);
    if (owner >= 0 && taker >= 0) vp[owner]--;
  }
  return vp;
}

export function victoryPoints(s: KdState, seat: number): number {
  return allVictoryPoints(s)[seat];
}

/** KD-82 / R-3: at the end of an Action phase, the one country at or past its threshold (never with 2 players). */
export function automaticWinner(s: KdState): number | null {
  if (s.seats === 2) return null;
  const reached = s.initiative.filter((seat) => victoryPoints(s, seat) >= THRESHOLD[s.country[seat] as PlayerCountry]);
  return reached.length === 1 ? reached[0] : null;
}

/** KD-83: VP times the country's multiplier, fractions kept. */
export function finalScore(s: KdState, seat: number): number {
  return (victoryPoints(s, seat) * MULTIPLIER_TENTHS[s.country[seat] as PlayerCountry]) / 10;
}

/** KD-83 / KD-84 / R-59: the highest multiplied total wins; tied players all win. */
export function finalScoring(s: KdState, why: 'turns' | 'endgame', log: Log): void {
  const seats = Array.from({ length: s.seats }, (_, i) => i);
  const scores = seats.map((seat) => finalScore(s, seat));
  const best = Math.max(...scores);
  const winners = seats.filter((seat) => scores[seat] === best);
  const reason = text(why === 'turns' ? 'kd.result.turns' : 'kd.result.endgame', {
    winners: listOf(winners.map((w) => seatRef(w))),
    scores: listOf(seats.map((seat) => text('kd.result.score', { player: seatRef(seat), country: text(`kd.country.${s.country[seat]}`), vp: victoryPoints(s, seat), score: scores[seat] }))),
  });
  s.result = { winners, scores, reason };
  s.stack = [];
  log.push({ text: reason });
}

export function automaticVictory(s: KdState, seat: number, log: Log): void {
  const scores = Array.from({ length: s.seats }, (_, i) => victoryPoints(s, i));
  const reason = text('kd.result.automatic', { player: seatRef(seat), country: text(`kd.country.${s.country[seat]}`), vp: scores[seat], threshold: THRESHOLD[s.country[seat] as PlayerCountry] });
  s.result = { winners: [seat], scores, reason };
  s.stack = [];
  log.push({ text: reason });
}
