import { text, type Text } from '../../engine/text';
import { CASTLES_PER_SIDE, MIN_TERRITORIES, QUIET_ROUNDS } from './data';
import { say, seatsOfSide, sideCount, sideOf, type CarolusState, type Log } from './state';
import { sideRef, sidesRef } from './words';

/** Castles on the board, per side. */
export function castlesOnBoard(s: CarolusState): number[] {
  const out = Array.from({ length: sideCount(s) }, () => 0);
  for (const t of s.territories) if (t.owner !== null) out[t.owner] += t.castles;
  return out;
}

/** Colours whose clan marker a side holds (at 4 players: either partner). */
export function coloursControlled(s: CarolusState): number[] {
  const out = Array.from({ length: sideCount(s) }, () => 0);
  for (const holder of s.control) if (holder !== null) out[sideOf(s, holder)]++;
  return out;
}

/** Checked right after the emperor's territory is resolved: CM-20 first, then CM-21. */
export function checkEnd(s: CarolusState, log: Log): void {
  // CM-20 (and CM-15): a side with no castles left in supply wins at once.
  const done = s.supply.findIndex((n) => n === 0);
  if (done >= 0) {
    finish(s, log, [done], text('cm.reason.allCastles', { side: sideRef(s, done), n: CASTLES_PER_SIDE[s.seats] }));
    return;
  }
  // CM-21: fewer than 4 territories after a merge.
  if (s.territories.length < MIN_TERRITORIES) score(s, log, text('cm.cause.territories', { min: MIN_TERRITORIES }));
}

/** Why a game is scored by CM-21 / CM-22 rather than won by CM-20. */
export type ScoredEnd = 'frozen' | 'quiet';

/** The end of R-8 in words: (a) a frozen board, or (b) three quiet rounds. */
export function scoreEmptyReserves(s: CarolusState, log: Log, why: ScoredEnd): void {
  score(s, log, why === 'frozen' ? text('cm.cause.frozen') : text('cm.cause.quiet', { rounds: QUIET_ROUNDS }));
}

/** CM-21: most castles on the board; CM-22: then most colours controlled; then shared. */
function score(s: CarolusState, log: Log, cause: Text): void {
  const castles = castlesOnBoard(s);
  const best = Math.max(...castles);
  const tied = castles.flatMap((n, side) => (n === best ? [side] : []));
  if (tied.length === 1) {
    finish(s, log, tied, text('cm.reason.most', { cause, side: sideRef(s, tied[0]), n: best }));
    return;
  }
  const colours = coloursControlled(s);
  const most = Math.max(...tied.map((side) => colours[side]));
  const winners = tied.filter((side) => colours[side] === most);
  const reason =
    winners.length === 1
      ? text('cm.reason.colours', { cause, tied: sidesRef(s, tied), n: best, side: sideRef(s, winners[0]), colours: most })
      : text('cm.reason.shared', { cause, tied: sidesRef(s, tied), n: best, colours: most });
  finish(s, log, winners, reason);
}

function finish(s: CarolusState, log: Log, sides: number[], reason: Text): void {
  const castles = castlesOnBoard(s);
  const winners = sides.flatMap((side) => seatsOfSide(s, side)).sort((a, b) => a - b);
  s.result = {
    winners,
    scores: Array.from({ length: s.seats }, (_, seat) => castles[sideOf(s, seat)]),
    reason,
  };
  s.phase = 'over';
  s.step = { kind: 'none' };
  say(log, text('cm.log.over', { reason }));
}
