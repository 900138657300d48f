// The seat's part of the settings card: its notifications, clock, vacation and pushes come from
// GET /api/matches/:id/contact, while the device's own part ("Show commands", kept by this
// browser) is there at once. Offline (the service worker keeps no seat settings) or when the
// request fails, the seat's part says so in words, with a way to ask again: never blank.
import { ApiError } from './api';
import { $, h, put } from './dom';
import { t } from './i18n';

/** Where the seat's part stands: asked for, shown, or not loaded (and why). */
export type SeatPartState = { kind: 'loading' } | { kind: 'shown' } | { kind: 'failed'; err: unknown };

function failure(err: unknown): string {
  if (!(err instanceof ApiError) || err.code === 'network') return t('seatSettingsOffline');
  // An answer without the service's error body (a gateway's page) has no words of its own to show.
  if (err.code.startsWith('http_')) return t('seatSettingsNoAnswer');
  return t('seatSettingsFailed', { message: err.message });
}

/** Draws the state line above the seat's part, and shows the part only once it has loaded. */
export function renderSeatPart(state: SeatPartState, retry: () => void): void {
  const el = $('#seat-settings-state');
  $('#seat-settings').hidden = state.kind !== 'shown';
  el.hidden = state.kind === 'shown';
  if (state.kind === 'shown') el.replaceChildren();
  else if (state.kind === 'loading') put(el, t('seatSettingsLoading'));
  else
    put(
      el,
      h('span', { 'data-testid': 'seat-settings-failed' }, failure(state.err)),
      ' ',
      h('button', { type: 'button', class: 'small secondary', 'data-testid': 'seat-settings-retry', onclick: retry }, t('seatSettingsRetry')),
    );
}
