// What-ifs on the match page (issue 26): the banner every page of a what-if shows (it is not the
// real match, and where it comes from), the what-ifs a finished match lists, and the bar of a
// hot-seat device, which plays several seats in turn and says so.
import type { MatchView } from './answers';
import { h, put } from './dom';
import type { Names } from './games/renderer';
import { list, t } from './i18n';
import { namesOf } from './match-parts';
import { localTime } from './when';

/** The what-if banner, the list of what-ifs of a finished match, and the hot-seat bar; `onPickSeat(seat)` picks who goes next on a hot-seat device. */
export function renderForkParts(el: HTMLElement, match: MatchView, { onPickSeat }: { onPickSeat: (seat: number) => void }): void {
  const names = namesOf(match);
  const parts = [whatIf(match), hotSeat(match, names, onPickSeat), forks(match)].filter((part) => part !== null);
  put(el, parts);
  el.hidden = parts.length === 0;
}

function whatIf(match: MatchView): HTMLElement | null {
  if (!match.origin) return null;
  return h(
    'div',
    { class: 'what-if', 'data-testid': 'what-if' },
    h('h2', {}, t('whatIfTitle')),
    h('p', {}, t('whatIfFrom', { n: match.origin.at }), ' ', h('a', { href: `/m/${match.origin.id}`, 'data-testid': 'what-if-origin' }, t('whatIfOrigin'))),
    h('p', { class: 'hint' }, t('whatIfSecrets')),
  );
}

function hotSeat(match: MatchView, names: Names, onPickSeat: (seat: number) => void): HTMLElement | null {
  const hot = match.hotseat;
  const you = match.you;
  if (!hot || you === null) return null;
  const others = match.status === 'active' ? hot.ready.filter((seat) => seat !== you) : [];
  return h(
    'div',
    { class: 'hot-seat', 'data-testid': 'hot-seat' },
    h('h2', {}, t('hotSeatTitle')),
    h('p', {}, t('hotSeatNow', { names: list(hot.seats.map(names.seat)), name: names.seat(you) })),
    h('p', { class: 'hint' }, t('hotSeatShared')),
    others.length
      ? h(
          'p',
          { class: 'hot-seat-pick' },
          t('hotSeatPick'),
          ' ',
          others.map((seat) => h('button', { type: 'button', class: 'small secondary', 'data-seat': seat, onclick: () => onPickSeat(seat) }, t('hotSeatPlayAs', { name: names.seat(seat) }))),
        )
      : null,
  );
}

function forks(match: MatchView): HTMLElement | null {
  if (!match.forks?.length) return null;
  return h(
    'div',
    { class: 'forks', 'data-testid': 'forks' },
    h('p', {}, t('forksTitle', { n: match.forks.length })),
    h(
      'ul',
      {},
      match.forks.map((f) => h('li', {}, h('a', { href: `/m/${f.id}` }, t('forkLine', { n: f.at, when: localTime(f.createdAt) })))),
    ),
  );
}
