// The start page's time control: none, or N hours / N days per move, the deadline policy and
// the vacation days per player (the `clock` of POST /api/matches).
import { $ } from './dom';
import { t } from './i18n';

type Unit = 'hours' | 'days';
const LIMITS: Record<Unit, number> = { hours: 1440, days: 60 };

function isUnit(value: string): value is Unit {
  return Object.hasOwn(LIMITS, value);
}

function whole(value: string, min: number, max: number): number | null {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** Shows the details only when a time per move is chosen, with the limits of its unit. */
export function mountClockForm(): void {
  const unit = $<HTMLSelectElement>('#clock-unit');
  const sync = () => {
    for (const el of document.querySelectorAll<HTMLElement>('.clock-detail')) el.hidden = !unit.value;
    if (isUnit(unit.value)) $<HTMLInputElement>('#clock-amount').max = String(LIMITS[unit.value]);
  };
  unit.addEventListener('change', sync);
  sync();
}

/** The `clock` of POST /api/matches: N hours or N days per move. */
export type ClockRequest = ({ hours: number } | { days: number }) & { policy: string; vacationDays: number };

/** { clock } for the request (undefined: no time control), or { error, field }: the words and the field they are about. */
export function readClock(): { clock?: ClockRequest; error?: undefined } | { error: string; field: HTMLElement } {
  const unit = $<HTMLSelectElement>('#clock-unit').value;
  if (!isUnit(unit)) return { clock: undefined };
  const amount = whole($<HTMLInputElement>('#clock-amount').value, 1, LIMITS[unit]);
  if (amount === null) return { error: t('badClockAmount'), field: $('#clock-amount') };
  const vacationDays = whole($<HTMLInputElement>('#clock-vacation').value, 0, 60);
  if (vacationDays === null) return { error: t('badVacationDays'), field: $('#clock-vacation') };
  const policy = $<HTMLSelectElement>('#clock-policy').value;
  return { clock: unit === 'hours' ? { hours: amount, policy, vacationDays } : { days: amount, policy, vacationDays } };
}
