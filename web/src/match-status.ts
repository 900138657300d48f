// What the match page says of itself, apart from the match: a failure that leaves no board, a
// refused move in words, and the state of its live connection.
import type { ApiError } from './api';
import { $, h, put } from './dom';
import { t } from './i18n';
import type { Mode } from './live';

/** The page cannot show the match: why, and maybe where to go instead. */
export function fatal(message: string, link?: { href: string; text: string }): void {
  const el = $('#fatal');
  put(el, message, link ? [' ', h('a', { href: link.href }, link.text)] : null);
  el.hidden = false;
}

/** The line under the moves that says why the last one did not go through (empty: hidden). */
export function actionError(message: string): void {
  const el = $('#action-error');
  el.textContent = message;
  el.hidden = !message;
}

/** The match could not be opened: why, and for a link that no longer holds a seat, its spectator page. */
export function startFailed(err: ApiError, id: string): void {
  $('#title').textContent = t('brand');
  if (err.status === 404) return fatal(t('noSuchMatch'));
  if (err.status === 401 || err.status === 403) return fatal(t('badToken'), { href: `/m/${id}`, text: t('watchInstead') });
  fatal(err.message || t('networkError'));
}

/** A refused move, in the reader's words. */
export function explain(err: ApiError, command: string): string {
  if (err.code === 'network') return t('networkError');
  if (err.code === 'stale') return t('staleError');
  // The link worked when the page opened: it was signed out or replaced since.
  if (err.status === 401 || err.status === 403) return t('seatLinkGone');
  if (err.code === 'not_your_turn') return t('notYourTurn');
  return t('refused', { command, message: err.message });
}

/** The live connection's state in the site header. */
export function connection(mode: Mode): void {
  const el = $('#connection');
  el.dataset.mode = mode;
  put(el, h('span', { class: 'dot', 'aria-hidden': 'true' }, '●'), h('span', { class: 'label' }, t(`conn.${mode}`)));
}
