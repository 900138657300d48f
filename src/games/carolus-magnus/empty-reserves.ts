import { QUIET_ROUNDS } from './data';
import { wouldChange } from './emperor';
import { scoreEmptyReserves } from './end';
import { total, type CarolusState, type Log } from './state';

/**
 * R-8, checked at the end of every round. Empty reserves do not end the game: once every reserve
 * is empty nothing refills them (R-7: no paladin played, no die rolled), but the emperor still
 * moves and a stop can still build, take and merge castles, so CM-20 and CM-21 may still end it.
 * The game is scored (CM-21 / CM-22) at the end of a round at which every reserve is empty and
 *  (a) the board is frozen: no territory would build or take a castle (nor so merge) if the
 *      emperor stopped on it — cubes, courts and control can no longer change, so neither can it;
 *  (b) or three whole rounds (each begun with every reserve empty) have passed in a row without
 *      a castle built, taken or merged.
 */
export function checkEmptyReserves(s: CarolusState, log: Log): void {
  if (!s.reserves.every((r) => total(r) === 0)) return;
  if (!s.territories.some((t) => wouldChange(s, t))) {
    scoreEmptyReserves(s, log, 'frozen');
    return;
  }
  if (s.castlesChanged) s.quietRounds = 0;
  else if (s.emptyAtStart) s.quietRounds++;
  if (s.quietRounds >= QUIET_ROUNDS) scoreEmptyReserves(s, log, 'quiet');
}
