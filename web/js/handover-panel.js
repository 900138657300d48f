// "Play this seat on another device" on a seat's match page (issue 18): asks the service for a
// hand-over code (POST /api/matches/:id/handover), shows it with a QR image of the link that
// carries it, and says how long it lasts. The other device redeems it at /handover. The devices
// the seat was handed to can be signed out from here (GET and DELETE /api/matches/:id/devices),
// and the seat given a new link (new-link.js).
import { api } from './api.js';
import { linkBox } from './copy.js';
import { $, h, put } from './dom.js';
import { t } from './i18n.js';
import { qrImage } from './qr-image.js';
import { newLinkPart } from './new-link.js';
import { localClock } from './when.js';

export function handoverPanel({ id, token, seat, title }) {
  let code = null; // { code, url, expiresAt }
  let error = '';
  let busy = false;
  let timer = null;
  let others = 0; // devices the seat was handed to, besides this one
  let sure = false; // asking "sign them out?"
  let signedOut = null; // how many went, once done
  let outError = '';
  let handed = false; // the code shown was taken by another device
  let watching = null;

  function explain(err) {
    if (err.code === 'network') return t('networkError');
    if (err.code === 'too_many_codes') return t('handoverTooMany');
    if (err.code === 'too_many_devices') return t('handoverTooManyDevices');
    return t('handoverFailed');
  }

  async function askCode() {
    if (busy) return;
    busy = true;
    error = '';
    render();
    try {
      code = await api('POST', `/api/matches/${id}/handover`, { token });
      handed = false;
      clearTimeout(timer);
      timer = setTimeout(render, Math.max(0, code.expiresAt - Date.now()) + 500);
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
  function watch() {
    clearInterval(watching);
    const before = others;
    watching = setInterval(async () => {
      if (!code || code.expiresAt <= Date.now()) return clearInterval(watching);
      try {
        const now = (await api('GET', `/api/matches/${id}/devices`, { token })).others;
        if (now <= before) return;
        others = now;
        code = null;
        handed = true;
        clearInterval(watching);
        render();
      } catch {
        // looked at again in a few seconds
      }
    }, 3000);
  }

  /** Asks how many other devices hold the seat (when the card opens, and once at first). */
  async function load() {
    try {
      others = (await api('GET', `/api/matches/${id}/devices`, { token })).others;
    } catch {
      // nothing to offer then; the card still hands the seat on
    }
    render();
  }

  async function signOut() {
    if (busy) return;
    busy = true;
    outError = '';
    render();
    try {
      signedOut = (await api('DELETE', `/api/matches/${id}/devices`, { token })).signedOut;
      others = 0;
    } catch (err) {
      outError = err.code === 'network' ? t('networkError') : t('devicesFailed');
    } finally {
      busy = false;
      sure = false;
      render();
    }
  }

  function button(label, testid, onClick, cls = 'secondary', off = busy) {
    const b = h('button', { type: 'button', class: cls, 'data-testid': testid, disabled: off }, label);
    b.addEventListener('click', onClick);
    return b;
  }

  const newLink = newLinkPart({ id, token, seat, title, onChange: () => render(), button });

  /** "You handed this seat to 2 other devices" and the way to sign them out, asked twice. */
  function devices() {
    if (signedOut !== null && others === 0) return h('p', { class: 'note', 'data-testid': 'devices-signed-out' }, t('devicesSignedOut', { n: signedOut }));
    if (others === 0) return outError ? h('p', { class: 'error', role: 'alert' }, outError) : null;
    const again = () => {
      sure = !sure;
      render();
    };
    return h(
      'div',
      { class: 'devices', 'data-testid': 'devices' },
      h('p', { class: 'hint' }, t('devicesOthers', { n: others })),
      sure
        ? [h('p', {}, t('devicesSignOutSure', { n: others })), button(t('devicesSignOutYes'), 'devices-sign-out-yes', signOut, 'danger'), ' ', button(t('cancel'), 'devices-sign-out-cancel', again)]
        : button(t('devicesSignOut'), 'devices-sign-out', again),
      outError ? h('p', { class: 'error', role: 'alert' }, outError) : null,
    );
  }

  function render() {
    const card = $('#device-card');
    card.hidden = false;
    const live = code && code.expiresAt > Date.now();
    const ask = button(live ? t('handoverAgain') : t('handoverAsk'), 'handover-ask', askCode);
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
          : handed
            ? h('p', { class: 'note', 'data-testid': 'handover-done' }, t('handoverDone'))
            : null,
      error ? h('p', { class: 'error', role: 'alert' }, error) : null,
      ask,
      devices(),
      newLink(),
    );
  }

  $('#device-card').addEventListener('toggle', () => {
    if ($('#device-card').open) load();
  });

  return { render, load };
}
