import { DAY_MS, days, endVacation, vacationLeft, type Clocks } from './clock';
import { done, refuse, type Outcome } from '../records/outcome';
import type { MatchStore } from '../log/store';
import type { Scheduler } from './scheduler';

/**
 * Vacations (DESIGN.md §7): a seat pauses its clock for some days, within the allowance the
 * match was created with. The days are charged when the vacation starts; ending it early gives
 * the rest back. The clock timer ends it on time.
 */
/** What a vacation changes: the seat's clock, and when the clock timer looks again. */
export interface VacationParts {
  store: MatchStore;
  clocks: Clocks;
  scheduler: Scheduler;
}

/** Half of the 0.01 day that the days left are shown to. */
const SHOWN_PRECISION_MS = DAY_MS / 200;

export function startVacation(p: VacationParts, seat: number, onTurn: boolean, wanted: number): Outcome<null> {
  const rule = p.store.meta()?.clock;
  if (!rule) return noClock();
  const now = Date.now();
  const clock = endVacation(p.clocks.get(seat), now, onTurn);
  const left = vacationLeft(rule, clock);
  const asked = Math.round(wanted * DAY_MS);
  if (asked > left + SHOWN_PRECISION_MS) return refuse(422, 'vacation_exhausted', `You have ${days(left)} vacation days left in this match.`);
  // Asking for the days left as shown (to two decimals) takes exactly what is left.
  const ms = Math.min(asked, left);
  p.clocks.put({ ...clock, vacationFrom: now, vacationUntil: now + ms, vacationUsed: clock.vacationUsed + ms });
  p.scheduler.at('clock', now + ms);
  return done(null);
}

export function stopVacation(p: VacationParts, seat: number, onTurn: boolean): Outcome<null> {
  if (!p.store.meta()?.clock) return noClock();
  const now = Date.now();
  p.clocks.put(endVacation(p.clocks.get(seat), now, onTurn));
  p.scheduler.at('clock', now);
  return done(null);
}

function noClock() {
  return refuse(409, 'no_clock', 'This match has no time control, so there is no clock to pause.');
}
