// "Play this seat on another device" on a seat's match page (issue 18): asks the service for a
// hand-over code (POST /api/matches/:id/handover), shows it with a QR image of the link that
// carries it, and says how long it lasts. The other device redeems it at /handover. The devices
// the seat was handed to are listed and signed out from here (device-list.ts), and the seat given
// a new link (new-link.ts). All of that is the owner link's alone (issue 25): a page opened on a
// handed device says so instead (GET /api/matches/:id/devices tells which the page holds).
import type { DevicesAnswer, HandoverAnswer } from './answers';
import { api, ApiError } from './api';
import { linkBox } from './copy';
import { deviceList } from './device-list';
import { $, h, put } from './dom';
import { t } from './i18n';
import { qrImage } from './qr-image';
import { newLinkPart } from './new-link';
import { localClock } from './when';

export function handoverPanel({ id, token, title, onOwner }: { id: string; token: string | null; title: string; onOwner?: (owner: boolean) => void }) {
  let code: HandoverAnswer | null = null;
  let error = '';
  let busy = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let owner: boolean | null = null; // whether this page holds the seat's owner link; null until known
  let handed = false; // the code shown was taken by another device
  let watching: ReturnType<typeof setInterval> | undefined;

  function explain(err: unknown): string {
    if (!(err instanceof ApiError)) return t('handoverFailed');
    if (err.code === 'network') return t('networkError');
    if (err.code === 'owner_only') return err.message;
    if (err.code === 'too_many_codes') return t('handoverTooMany');
    if (err.code === 'too_many_devices') return t('handoverTooManyDevices');
    return t('handoverFailed');
  }

  async function askCode(): Promise<void> {
    if (busy) return;
    busy = true;
    error = '';
    render();
    try {
      const asked = await api<HandoverAnswer>('POST', `/api/matches/${id}/handover`, { token });
      code = asked;
      handed = false;
      clearTimeout(timer);
      timer = setTimeout(render, Math.max(0, asked.expiresAt - Date.now()) + 500);
      watch();
    } catch (err) {
      code = null;
      error = explain(err);
    } finally {
      busy = false;
      render();
    }
  }

  /** While a code is shown, looks every few seconds whether another device took it: then says so and hides the code. */
  function watch(): void {
    clearInterval(watching);
    const before = devices.count();
    watching = setInterval(async () => {
      if (!code || code.expiresAt <= Date.now()) return clearInterval(watching);
      try {
        const now = (await api<DevicesAnswer>('GET', `/api/matches/${id}/devices`, { token })).devices ?? [];
        if (now.length <= before) return;
        devices.set(now);
        code = null;
        handed = true;
        clearInterval(watching);
        render();
      } catch {
        // looked at again in a few seconds
      }
    }, 3000);
  }

  /** Whether this page holds the owner link, and the devices it handed the seat to (when the page opens, and when the card does). */
  async function load(): Promise<void> {
    try {
      const r = await api<DevicesAnswer>('GET', `/api/matches/${id}/devices`, { token });
      owner = r.owner;
      onOwner?.(r.owner);
      devices.set(r.devices ?? []);
    } catch {
      // nothing to offer then; the card still hands the seat on
    }
    render();
  }

  function button(label: string, testid: string, onClick: () => void, cls = 'secondary', off = busy): HTMLButtonElement {
    const b = h('button', { type: 'button', class: cls, 'data-testid': testid, disabled: off }, label);
    b.addEventListener('click', onClick);
    return b;
  }

  const devices = deviceList({ id, token, onChange: () => render(), button });
  const newLink = newLinkPart({ id, token, title, onChange: () => render(), button });

  function render(): void {
    const card = $('#device-card');
    card.hidden = false;
    if (owner === false) {
      put($('#device'), h('p', { class: 'note', 'data-testid': 'device-not-owner' }, t('deviceNotOwner')));
      return;
    }
    const live = code && code.expiresAt > Date.now() ? code : null;
    const ask = button(live ? t('handoverAgain') : t('handoverAsk'), 'handover-ask', askCode);
    put(
      $('#device'),
      h('p', { class: 'hint' }, t('handoverIntro')),
      live
        ? h(
            'div',
            { class: 'handover', 'data-testid': 'handover' },
            h('p', { class: 'handover-code', 'data-testid': 'handover-code' }, live.code),
            h('p', { class: 'hint' }, t('handoverHow', { until: localClock(live.expiresAt) })),
            qrImage(live.url, { label: t('handoverQr') }),
            linkBox(t('handoverLink'), live.url, { open: false, testid: 'handover-link' }),
          )
        : code
          ? h('p', { class: 'note' }, t('handoverExpired'))
          : handed
            ? h('p', { class: 'note', 'data-testid': 'handover-done' }, t('handoverDone'))
            : null,
      error ? h('p', { class: 'error', role: 'alert' }, error) : null,
      ask,
      devices.render(),
      newLink(),
    );
  }

  const card = $<HTMLDetailsElement>('#device-card');
  card.addEventListener('toggle', () => {
    if (card.open) load();
  });

  return { render, load };
}
