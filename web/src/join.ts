// The invite page: /join/:id#<code>. Claims a free seat and hands back that seat's secret link.
import type { JoinedAnswer, MatchView, SeatInfo } from './answers';
import { api, ApiError, matchIdFromPath, secretFromHash } from './api';
import { linkBox } from './copy';
import { $, h, put, randomId } from './dom';
import { lang, mountLangSwitch, onLangChange, t } from './i18n';
import { remember } from './my-matches';
import { gameTitle, matchVariant } from './titles';

const id = matchIdFromPath();
const code = secretFromHash();
let match: MatchView | null = null;
let joined: JoinedAnswer | null = null;

function seatLabel(s: SeatInfo): string {
  return s.name ?? t('seatN', { n: s.seat + 1 });
}

function showAbout(problem?: string): void {
  const about = $('#about');
  if (problem) {
    put(about, h('p', { class: 'error', role: 'alert' }, problem));
    $('#join').hidden = true;
    return;
  }
  if (!match) return;
  const free = match.seats.filter((s) => !s.joined).length;
  const seats = h(
    'ul',
    { class: 'seat-list' },
    match.seats.map((s) => h('li', { class: s.joined ? 'taken' : 'free' }, s.joined ? seatLabel(s) : t('freeSeat', { n: s.seat + 1 }))),
  );
  put(
    about,
    h('h2', {}, gameTitle(match), matchVariant(match) ? ` · ${matchVariant(match)}` : ''),
    h('p', {}, free > 0 ? t('freeSeats', { n: free, total: match.seats.length }) : joined ? t('allJoined') : t('noFreeSeats')),
    seats,
    free > 0 || joined ? null : h('p', {}, h('a', { href: `/m/${id}` }, t('watchInstead'))),
  );
  $('#join').hidden = free === 0 || joined !== null;
}

function showJoined(): void {
  if (!joined) return;
  const section = $('#joined');
  put(
    section,
    h('h2', {}, t('joinedTitle', { n: joined.seat + 1 })),
    h('p', {}, t('keepLink')),
    h('p', { class: 'hint' }, t('rememberedHere')),
    linkBox(t('yourLink'), joined.url, { open: false, testid: 'your-link' }),
    h('p', {}, h('a', { href: joined.url, class: 'button primary', 'data-testid': 'open-match' }, t('openMatch'))),
  );
  section.hidden = false;
}

async function submit(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  if (!id || !code) return;
  const name = $<HTMLInputElement>('#name').value.trim();
  const email = $<HTMLInputElement>('#email').value.trim();
  const error = $('#join-error');
  error.hidden = true;
  if (!name) {
    error.textContent = t('nameNeeded');
    error.hidden = false;
    return;
  }
  const button = $<HTMLButtonElement>('#join-button');
  button.disabled = true;
  try {
    // A salt from this browser goes into the dice seed, so the server cannot steer the dice (DESIGN.md §4).
    // The page's language is the language of the seat's notifications (changeable in its settings).
    const body = { code, name, salt: randomId(16), lang: lang(), ...(email ? { email } : {}) };
    const seat = await api<JoinedAnswer>('POST', `/api/matches/${id}/join`, { body });
    joined = seat;
    // Kept at once: a tab closed before the link was copied no longer loses the seat.
    remember({ id, seat: seat.seat, token: seat.token, how: 'joined', title: match?.title ?? null });
    match = await api<MatchView>('GET', `/api/matches/${id}`, { token: seat.token });
    showAbout();
    showJoined();
  } catch (err) {
    error.textContent = (err instanceof Error && err.message) || t('networkError');
    error.hidden = false;
  } finally {
    button.disabled = false;
  }
}

async function main(): Promise<void> {
  mountLangSwitch($<HTMLSelectElement>('#lang'));
  onLangChange(() => {
    showAbout();
    showJoined();
  });
  $<HTMLFormElement>('#join').addEventListener('submit', submit);
  if (!id) return showAbout(t('badLink'));
  if (!code) return showAbout(t('inviteIncomplete'));
  try {
    match = await api<MatchView>('GET', `/api/matches/${id}`);
  } catch (err) {
    return showAbout(err instanceof ApiError && err.status === 404 ? t('noSuchMatch') : (err instanceof Error && err.message) || t('networkError'));
  }
  showAbout();
  if (!$('#join').hidden) $('#name').focus();
}

main();
