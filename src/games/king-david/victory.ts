import { listOf, seatRef, text, type Arg } from '../../engine/text';
import type { SeatScore } from '../../engine/types';
import { seatOfCountry } from './board';
import { AREAS } from './data/map';
import type { PlayerCountry } from './data/counters';
import { MULTIPLIER_TENTHS, THRESHOLD } from './data/tables';
import { cityName } from './names';
import type { KdState, Log } from './state';

/** Victory (KD-81 to KD-83, R-3, R-58, R-59). */

const CITIES = AREAS.filter((a) => a.city);

/** The cities that count for a seat (foreign cities it holds) and against it (its home cities another player holds). */
export interface CityTally {
  held: string[];
  lost: string[];
}

/**
 * KD-81 / R-58: each seat's cities, in one pass over the cities: foreign cities held count for
 * it, its own home cities held by another player against it; a minor ally's cities never count
 * for its ally.
 */
export function cityTallies(s: KdState): CityTally[] {
  const out = s.country.map((): CityTally => ({ held: [], lost: [] }));
  for (const a of CITIES) {
    const holder = s.control[a.id];
    if (holder === a.country) continue;
    const taker = seatOfCountry(s, holder);
    if (taker >= 0 && s.minors[a.country]?.ally !== taker) out[taker].held.push(a.id);
    const owner = seatOfCountry(s, a.country);
    if (owner >= 0 && taker >= 0) out[owner].lost.push(a.id);
  }
  return out;
}

/** KD-81: each country's VP: the cities that count for it, minus those that count against it. */
export function allVictoryPoints(s: KdState): number[] {
  return cityTallies(s).map((t) => t.held.length - t.lost.length);
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

/** The cities of a tally as names, or "none". */
function cityList(ids: readonly string[]): Arg {
  return ids.length ? listOf(ids.map(cityName)) : text('kd.result.noCity');
}

/**
 * One seat's score and what made it (issue 30, "end screens say why"): the cities that counted
 * for and against it (KD-81), its VP, and at the end of the game its multiplier and total (KD-83).
 */
function seatScore(s: KdState, seat: number, tally: CityTally, final: boolean): SeatScore {
  const country = s.country[seat] as PlayerCountry;
  const vp = tally.held.length - tally.lost.length;
  const multiplier = MULTIPLIER_TENTHS[country] / 10;
  const figures: Record<string, number> = { cities: tally.held.length, lost: tally.lost.length, vp };
  if (final) Object.assign(figures, { multiplier, score: finalScore(s, seat) });
  else figures.threshold = THRESHOLD[country];
  return {
    seat,
    text: text('kd.result.seat', {
      player: seatRef(seat),
      country: text(`kd.country.${country}`),
      plus: tally.held.length,
      held: cityList(tally.held),
      minus: tally.lost.length,
      lost: cityList(tally.lost),
      vp,
      mode: final ? 'final' : 'vp',
      multiplier,
      score: final ? finalScore(s, seat) : vp,
    }),
    figures,
    places: [...tally.held],
    against: [...tally.lost],
  };
}

function seatScores(s: KdState, final: boolean): SeatScore[] {
  return cityTallies(s).map((tally, seat) => seatScore(s, seat, tally, final));
}

/** KD-83 / KD-84 / R-59: the highest multiplied total wins; tied players all win. */
export function finalScoring(s: KdState, why: 'turns' | 'endgame', log: Log): void {
  const seats = Array.from({ length: s.seats }, (_, i) => i);
  const scores = seats.map((seat) => finalScore(s, seat));
  const best = Math.max(...scores);
  const winners = seats.filter((seat) => scores[seat] === best);
  const reason = text(why === 'turns' ? 'kd.result.turns' : 'kd.result.endgame', {
    winners: listOf(winners.map((w) => seatRef(w))),
    scores: listOf(
      seats.map((seat) =>
        text('kd.result.scoreTimes', {
          player: seatRef(seat),
          country: text(`kd.country.${s.country[seat]}`),
          vp: victoryPoints(s, seat),
          multiplier: MULTIPLIER_TENTHS[s.country[seat] as PlayerCountry] / 10,
          score: scores[seat],
        }),
      ),
    ),
  });
  s.result = { winners, scores, reason, details: seatScores(s, true) };
  s.stack = [];
  log.push({ text: reason });
}

export function automaticVictory(s: KdState, seat: number, log: Log): void {
  const scores = Array.from({ length: s.seats }, (_, i) => victoryPoints(s, i));
  const reason = text('kd.result.automatic', { player: seatRef(seat), country: text(`kd.country.${s.country[seat]}`), vp: scores[seat], threshold: THRESHOLD[s.country[seat] as PlayerCountry] });
  s.result = { winners: [seat], scores, reason, details: seatScores(s, false) };
  s.stack = [];
  log.push({ text: reason });
}
