import { MIN_TERRITORIES, TEAM_NAMES } from './data';
import { listWords, say, seatsOfSide, sideCount, sideName, sideOf, total, type CarolusState, type Log } from './state';

/** A side inside a sentence: "seat 1", "team B". */
function sideLabel(s: CarolusState, side: number): string {
  return s.seats === 4 ? `team ${TEAM_NAMES[side]}` : `seat ${side}`;
}

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
    finish(s, log, [done], `CM-20: ${sideLabel(s, done)} placed all castles`);
    return;
  }
  // CM-21: fewer than 4 territories after a merge.
  if (s.territories.length < MIN_TERRITORIES) {
    score(s, log, `fewer than ${MIN_TERRITORIES} territories remain`);
  }
}

/**
 * Designed ruling (stalemate): once no player has a paladin in reserve, no cube can ever move
 * again (R-7: no paladins played, no dice rolled), so the board can only settle. Checked at the
 * end of a round, so every player has had the round's emperor move; scored as CM-21 / CM-22.
 */
export function checkStalemate(s: CarolusState, log: Log): void {
  if (s.reserves.every((r) => total(r) === 0)) score(s, log, 'no player has a paladin left in reserve');
}

/** CM-21: most castles on the board; CM-22: then most colours controlled; then shared. */
function score(s: CarolusState, log: Log, why: string): void {
  const castles = castlesOnBoard(s);
  const best = Math.max(...castles);
  const tied = castles.flatMap((n, side) => (n === best ? [side] : []));
  if (tied.length === 1) {
    finish(s, log, tied, `CM-21: ${why}; ${sideLabel(s, tied[0])} has the most castles (${best})`);
    return;
  }
  const colours = coloursControlled(s);
  const most = Math.max(...tied.map((side) => colours[side]));
  const winners = tied.filter((side) => colours[side] === most);
  const names = listWords(tied.map((side) => sideLabel(s, side)));
  const reason =
    winners.length === 1
      ? `CM-22: ${why}; ${names} tie on castles (${best}), ${sideLabel(s, winners[0])} controls the most colours (${most})`
      : `CM-22: ${why}; ${names} tie on castles (${best}) and on colours (${most}): shared victory`;
  finish(s, log, winners, reason);
}

function finish(s: CarolusState, log: Log, sides: number[], reason: string): void {
  const castles = castlesOnBoard(s);
  const winners = sides.flatMap((side) => seatsOfSide(s, side)).sort((a, b) => a - b);
  s.result = {
    winners,
    scores: Array.from({ length: s.seats }, (_, seat) => castles[sideOf(s, seat)]),
    reason,
  };
  s.phase = 'over';
  s.step = { kind: 'none' };
  const who = listWords(sides.map((side) => sideName(s, side)));
  say(log, `${who} win${sides.length === 1 ? 's' : ''} (${reason})`);
}
