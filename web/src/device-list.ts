// The owner link's list of the devices it handed the seat to (issue 25): when each was handed and
// when it was last seen (GET /api/matches/:id/devices), each with a way to sign it out
// (DELETE …/devices/:device) and one to sign out all (DELETE …/devices), each asked twice.
import type { Device, SignedOutAnswer } from './answers';
import { api, ApiError } from './api';
import { h, type Child } from './dom';
import { t } from './i18n';
import { localTime, relativeTime } from './when';

/** The server notes "last seen" at most this often (src/match/seats/devices.ts SEEN_EVERY_MS). */
const SEEN_EVERY_MS = 10 * 60_000;

/** The device card's button maker: a button that says `label` and does `onClick`. */
export type ButtonMaker = (label: string, testid: string, onClick: () => void, cls?: string, off?: boolean) => HTMLButtonElement;

export interface CardPart {
  id: string;
  token: string | null;
  /** Redraws the card. */
  onChange: () => void;
  button: ButtonMaker;
}

/**
 * `onChange` redraws the card; `button(label, testid, onClick, cls, off)` is the card's button
 * maker. `set(devices)` takes the list the card loaded; `render()` returns the part.
 */
export function deviceList({ id, token, onChange, button }: CardPart) {
  let devices: Device[] = [];
  let sure: string | null = null; // null, 'all', or the id of the device asked about
  let busy = false;
  let error = '';
  let signedOut: number | null = null; // how many went at the last sign-out

  function ask(what: string): void {
    sure = sure === what ? null : what;
    error = '';
    onChange();
  }

  async function signOut(device: string): Promise<void> {
    if (busy) return;
    busy = true;
    error = '';
    onChange();
    try {
      const path = device === 'all' ? `/api/matches/${id}/devices` : `/api/matches/${id}/devices/${encodeURIComponent(device)}`;
      signedOut = (await api<SignedOutAnswer>('DELETE', path, { token })).signedOut;
      devices = device === 'all' ? [] : devices.filter((d) => d.id !== device);
    } catch (err) {
      error = err instanceof ApiError && err.code === 'network' ? t('networkError') : t('devicesFailed');
    } finally {
      busy = false;
      sure = null;
      onChange();
    }
  }

  function seen(at: number): string {
    return Date.now() - at < SEEN_EVERY_MS ? t('deviceSeenNow') : t('deviceSeen', { relative: relativeTime(at) });
  }

  function row(d: Device, i: number): HTMLElement {
    const n = i + 1;
    const asking = sure === d.id;
    return h(
      'li',
      { 'data-testid': 'device', 'data-device': d.id },
      h('span', {}, t('deviceLine', { n, handed: localTime(d.handedAt) }), ' · ', h('span', { 'data-testid': 'device-seen' }, seen(d.lastSeenAt))),
      ' ',
      asking
        ? [h('p', {}, t('deviceSignOutSure', { n })), button(t('deviceSignOutYes'), 'device-sign-out-yes', () => signOut(d.id), 'danger small', busy), ' ', button(t('cancel'), 'device-sign-out-cancel', () => ask(d.id), 'secondary small', busy)]
        : labelled(button(t('deviceSignOut'), 'device-sign-out', () => ask(d.id), 'secondary small', busy), t('deviceSignOutLabel', { n })),
    );
  }

  function labelled(b: HTMLButtonElement, label: string): HTMLButtonElement {
    b.setAttribute('aria-label', label);
    return b;
  }

  function render(): Child {
    const note = signedOut !== null && !devices.length ? h('p', { class: 'note', 'data-testid': 'devices-signed-out' }, t('devicesSignedOut', { n: signedOut })) : null;
    const failed = error ? h('p', { class: 'error', role: 'alert' }, error) : null;
    if (!devices.length) return [note, failed];
    return h(
      'div',
      { class: 'devices', 'data-testid': 'devices' },
      h('p', { class: 'hint' }, t('devicesTitle', { n: devices.length })),
      h('ul', { class: 'device-list' }, devices.map(row)),
      sure === 'all'
        ? [h('p', {}, t('devicesSignOutSure', { n: devices.length })), button(t('devicesSignOutYes'), 'devices-sign-out-yes', () => signOut('all'), 'danger', busy), ' ', button(t('cancel'), 'devices-sign-out-cancel', () => ask('all'), 'secondary', busy)]
        : button(t('devicesSignOut'), 'devices-sign-out', () => ask('all'), 'secondary', busy),
      signedOut !== null ? h('p', { class: 'note', 'data-testid': 'devices-signed-out' }, t('devicesSignedOut', { n: signedOut })) : null,
      failed,
    );
  }

  return {
    set(list: Device[]): void {
      devices = list;
    },
    count: () => devices.length,
    render,
  };
}
