// "Play this seat on another device" on a seat's match page (issue 18): asks the service for a
// hand-over code (POST /api/matches/:id/handover), shows it with a QR image of the link that
// carries it, and says how long it lasts. The other device redeems it at /handover.
import { api } from './api.js';
import { linkBox } from './copy.js';
import { $, h, put } from './dom.js';
import { t } from './i18n.js';
import { qrImage } from './qr-image.js';
import { localClock } from './when.js';

export function handoverPanel({ id, token }) {
  let code = null; // { code, url, expiresAt }
  let error = '';
  let busy = false;
  let timer = null;

  function explain(err) {
    if (err.code === 'network') return t('networkError');
    if (err.code === 'too_many_codes') return t('handoverTooMany');
    if (err.code === 'too_many_devices') return t('handoverTooManyDevices');
    return t('handoverFailed');
  }

  async function ask() {
    if (busy) return;
    busy = true;
    error = '';
    render();
    try {
      code = await api('POST', `/api/matches/${id}/handover`, { token });
      clearTimeout(timer);
      timer = setTimeout(render, Math.max(0, code.expiresAt - Date.now()) + 500);
    } catch (err) {
      code = null;
      error = explain(err);
    } finally {
      busy = false;
      render();
    }
  }

  function render() {
    const card = $('#device-card');
    card.hidden = false;
    const live = code && code.expiresAt > Date.now();
    const button = h('button', { type: 'button', class: 'secondary', 'data-testid': 'handover-ask', disabled: busy }, live ? t('handoverAgain') : t('handoverAsk'));
    button.addEventListener('click', ask);
    put(
      $('#device'),
      h('p', { class: 'hint' }, t('handoverIntro')),
      live
        ? h(
            'div',
            { class: 'handover', 'data-testid': 'handover' },
            h('p', { class: 'handover-code', 'data-testid': 'handover-code' }, code.code),
            h('p', { class: 'hint' }, t('handoverHow', { until: localClock(code.expiresAt) })),
            qrImage(code.url, { label: t('handoverQr') }),
            linkBox(t('handoverLink'), code.url, { open: false, testid: 'handover-link' }),
          )
        : code
          ? h('p', { class: 'note' }, t('handoverExpired'))
          : null,
      error ? h('p', { class: 'error', role: 'alert' }, error) : null,
      button,
    );
  }

  return { render };
}
