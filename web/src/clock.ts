// The match's time control under the turn banner: the time per move, what happens at the
// deadline, and by when each seat whose turn it is must move (view.clock, DESIGN.md §7).
import type { ClockView, MatchView } from './answers';
import { h, put, type Child } from './dom';
import { t, type Params } from './i18n';
import { namesOf } from './match-parts';
import { isoTime, localTime, relativeTime } from './when';
import type { Names } from './games/renderer';

/** "3 days per move" or "36 hours per move". */
export function perMove(hoursPerMove: number): string {
  return hoursPerMove % 24 === 0 ? t('perMove.days', { n: hoursPerMove / 24 }) : t('perMove.hours', { n: hoursPerMove });
}

/** "Time control: 3 days per move; at the deadline a bot moves for the player." */
export function timeControl(clock: Pick<ClockView, 'hoursPerMove' | 'policy'>): string {
  return t('timeControl', { perMove: perMove(clock.hoursPerMove), policy: t(`policy.${clock.policy}`) });
}

function when(at: number): HTMLElement {
  return h('time', { datetime: isoTime(at) }, localTime(at));
}

/** The text of `key` with {time} as a <time> element for `at` and {relative} as "in 3 days". */
export function withTime(key: string, at: number, params: Params = {}): Child[] {
  const [before, after] = t(key, { ...params, time: '{time}', relative: relativeTime(at) }).split('{time}');
  return [before, when(at), after ?? ''];
}

/**
 * One seat's deadline. During a vacation the clock is paused and the deadline moves on by the
 * time the vacation takes from this turn, so the page says until when the pause lasts instead.
 */
function deadline(d: ClockView['deadlines'][number], match: MatchView, names: Names): HTMLElement {
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
export function renderClock(el: HTMLElement, match: MatchView): void {
  const clock = match.clock ?? null;
  el.hidden = !clock || match.status === 'finished';
  if (!clock || el.hidden) return el.replaceChildren();
  const names = namesOf(match);
  put(
    el,
    h('p', { class: 'time-control', 'data-testid': 'time-control' }, timeControl(clock)),
    clock.deadlines.length ? h('ul', { class: 'deadlines' }, clock.deadlines.map((d) => deadline(d, match, names))) : null,
  );
}
