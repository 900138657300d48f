// The match's time control under the turn banner: the time per move, what happens at the
// deadline, and by when each seat whose turn it is must move (view.clock, DESIGN.md §7).
import { h, put } from './dom.js';
import { t } from './i18n.js';
import { namesOf } from './match-parts.js';
import { isoTime, localTime, relativeTime } from './when.js';

/** "3 days per move" or "36 hours per move". */
export function perMove(hoursPerMove) {
  return hoursPerMove % 24 === 0 ? t('perMove.days', { n: hoursPerMove / 24 }) : t('perMove.hours', { n: hoursPerMove });
}

/** "Time control: 3 days per move; at the deadline a bot moves for the player." */
export function timeControl(clock) {
  return t('timeControl', { perMove: perMove(clock.hoursPerMove), policy: t(`policy.${clock.policy}`) });
}

function when(at) {
  return h('time', { datetime: isoTime(at) }, localTime(at));
}

/** The text of `key` with {time} as a <time> element for `at` and {relative} as "in 3 days". */
export function withTime(key, at, params = {}) {
  const [before, after] = t(key, { ...params, time: '{time}', relative: relativeTime(at) }).split('{time}');
  return [before, when(at), after ?? ''];
}

/**
 * One seat's deadline. During a vacation the clock is paused and the deadline moves on by the
 * time the vacation takes from this turn, so the page says until when the pause lasts instead.
 */
function deadline(d, match, names) {
  const mine = d.seat === match.you;
  const name = names.seat(d.seat);
  const passed = !d.vacationUntil && d.deadline < Date.now();
  const key = passed ? 'wasDueBy' : mine ? 'youMustMoveBy' : 'mustMoveBy';
  return h(
    'li',
    { class: `deadline${mine ? ' mine' : ''}${passed ? ' passed' : ''}`, 'data-testid': 'deadline', 'data-seat': d.seat },
    d.vacationUntil
      ? h('span', { class: 'vacation' }, withTime(mine ? 'youOnVacation' : 'onVacation', d.vacationUntil, { name }))
      : withTime(key, d.deadline, { name }),
  );
}

/** Fills `el` from match.clock (null or missing: the match has no time control). */
export function renderClock(el, match) {
  const clock = match.clock ?? null;
  el.hidden = !clock || match.status === 'finished';
  if (el.hidden) return el.replaceChildren();
  const names = namesOf(match);
  put(
    el,
    h('p', { class: 'time-control', 'data-testid': 'time-control' }, timeControl(clock)),
    clock.deadlines.length ? h('ul', { class: 'deadlines' }, clock.deadlines.map((d) => deadline(d, match, names))) : null,
  );
}
