// The start page's time control: none, or N hours / N days per move, the deadline policy and
// the vacation days per player (the `clock` of POST /api/matches).
import { $ } from './dom.js';
import { t } from './i18n.js';

const LIMITS = { hours: 1440, days: 60 };

function whole(value, min, max) {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** Shows the details only when a time per move is chosen, with the limits of its unit. */
export function mountClockForm() {
  const unit = $('#clock-unit');
  const sync = () => {
    for (const el of document.querySelectorAll('.clock-detail')) el.hidden = !unit.value;
    if (unit.value) $('#clock-amount').max = String(LIMITS[unit.value]);
  };
  unit.addEventListener('change', sync);
  sync();
}

/** { clock } for the request (undefined: no time control), or { error, field }: the words and the field they are about. */
export function readClock() {
  const unit = $('#clock-unit').value;
  if (!unit) return { clock: undefined };
  const amount = whole($('#clock-amount').value, 1, LIMITS[unit]);
  if (amount === null) return { error: t('badClockAmount'), field: $('#clock-amount') };
  const vacationDays = whole($('#clock-vacation').value, 0, 60);
  if (vacationDays === null) return { error: t('badVacationDays'), field: $('#clock-vacation') };
  return { clock: { [unit]: amount, policy: $('#clock-policy').value, vacationDays } };
}
