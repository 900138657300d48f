// The "Notifications & clock" panel of a seated viewer: how the seat is told it is its turn
// (GET/PATCH /api/matches/:id/contact), whether its address is confirmed (its confirmation mail
// asked for again: POST /api/matches/:id/contact/confirmation), the last delivery problem, its
// own deadline and its vacation allowance (POST/DELETE /api/matches/:id/vacation). Nothing here
// is seen by others. Where the seat's mail goes is the owner link's to change (issue 25): on a
// handed device the form is shown, shortened and disabled, with the reason; the vacation is its too.
import { api } from './api.js';
import { $, h, put } from './dom.js';
import { lang, t } from './i18n.js';
import { timeControl, withTime } from './clock.js';
import { localTime } from './when.js';

function explain(err, key) {
  if (err.code === 'network') return t('networkError');
  if (err.code === 'owner_only') return err.message;
  if (err.status === 401 || err.status === 403) return t('badToken');
  if (err.code === 'webhook_refused') return t('webhookRefused', { message: err.message });
  return t(key, { message: err.message });
}

function number(n) {
  return new Intl.NumberFormat(lang(), { maximumFractionDigits: 2 }).format(n);
}

/**
 * `load()` reads the seat's settings (at start, after a move, on a poll); the form fields are
 * filled only the first time and after a save, so a refresh never undoes what is being typed.
 * `onClockChange` is told when a vacation starts or ends (the match's deadlines moved).
 */
export function settingsPanel({ id, token, onClockChange }) {
  let info = null;
  let filled = false;
  let busy = false;
  let shownError = null;

  function message(selector, text) {
    const el = $(selector);
    el.textContent = text;
    el.hidden = !text;
  }

  function fill() {
    const form = $('#settings-form');
    form.elements.email.value = info.email ?? '';
    form.elements.webhook.value = info.webhook ?? '';
    form.elements.webhookFormat.value = info.webhookFormat ?? 'json';
    form.elements.lang.value = info.lang;
    form.elements.notify.value = info.notify;
    filled = true;
  }

  /** A handed device reads the settings but may not change them: the form is disabled, and says why. */
  function renderOwnerOnly() {
    const device = info.owner === false;
    $('#settings-owner-only').hidden = !device;
    for (const el of $('#settings-form').elements) el.disabled = device || (el.id === 'settings-save' && busy);
  }

  function renderLastError() {
    const el = $('#last-error');
    const e = info.lastError;
    el.hidden = !e;
    if (!e) return el.replaceChildren();
    // A new delivery problem opens the panel once: the seat is not being told of its turns.
    if (shownError !== e.at) $('#settings-card').open = true;
    shownError = e.at;
    const channel = t(`channel.${e.channel}`) === `channel.${e.channel}` ? e.channel : t(`channel.${e.channel}`);
    el.textContent = t('lastError', { channel, time: localTime(e.at), message: e.message });
  }

  /** Whether the seat's address is confirmed, and if not, where its confirmation mail is, with a way to ask for it again. */
  function renderEmailState() {
    const el = $('#email-state');
    el.hidden = !info.email;
    if (!info.email) return el.replaceChildren();
    if (info.emailConfirmed) return put(el, t('emailConfirmed'));
    const mail = info.confirmationMail;
    const again = h('button', { type: 'button', class: 'small secondary', 'data-testid': 'confirm-again', disabled: busy || mail?.state === 'waiting' }, t('confirmAgain'));
    again.addEventListener('click', confirmAgain);
    // A mail due within the minute is on its way; a later one waits for the address's daily mail.
    const later = mail?.state === 'waiting' && mail.at > Date.now() + 60_000;
    const said = !mail
      ? t('emailUnconfirmed')
      : mail.state === 'failed'
        ? t('emailNotSent')
        : mail.state === 'sent'
          ? withTime('emailSent', mail.at)
          : later
            ? withTime('emailWaiting', mail.at)
            : t('emailSending');
    put(el, said, ' ', mail?.state === 'waiting' || info.owner === false ? null : again);
  }

  async function confirmAgain() {
    if (busy) return;
    busy = true;
    message('#settings-error', '');
    try {
      info = await api('POST', `/api/matches/${id}/contact/confirmation`, { token });
      // Asked again a moment later: by then the mail has gone, or waits for the address's daily mail.
      setTimeout(load, 2000);
    } catch (err) {
      message('#settings-error', explain(err, 'confirmAgainRefused'));
    } finally {
      busy = false;
      render();
    }
  }

  function renderClockPart() {
    const c = info.clock;
    $('#vacation-form').hidden = !c || c.vacation.until !== null;
    $('#vacation-end').hidden = !c || c.vacation.until === null;
    $('#vacation-start').disabled = busy;
    $('#vacation-end').disabled = busy;
    if (!c) {
      put($('#seat-deadline'), t('noClock'));
      put($('#vacation-status'));
      return;
    }
    const passed = c.deadline !== null && c.deadline < Date.now();
    // On vacation the clock is paused (the vacation line says until when): no deadline to show.
    const onVacation = c.vacation.until !== null;
    put(
      $('#seat-deadline'),
      h('span', { class: 'time-control' }, timeControl(c)),
      ' ',
      c.deadline === null ? t('notYourClock') : onVacation ? null : withTime(passed ? 'yourDeadlinePassed' : 'yourDeadline', c.deadline),
    );
    const total = Math.round((c.vacation.usedDays + c.vacation.leftDays) * 100) / 100;
    put(
      $('#vacation-status'),
      h('span', { 'data-testid': 'vacation-left' }, t('vacationLeft', { left: number(c.vacation.leftDays), total })),
      c.vacation.until !== null ? [' ', h('span', { 'data-testid': 'on-vacation' }, withTime('onVacationUntil', c.vacation.until))] : null,
    );
    const days = $('#vacation-days');
    days.max = String(Math.max(1, Math.floor(c.vacation.leftDays)));
  }

  function render() {
    if (!info) return;
    $('#settings-card').hidden = false;
    if (!filled) fill();
    renderOwnerOnly();
    renderEmailState();
    renderLastError();
    renderClockPart();
  }

  async function load() {
    try {
      info = await api('GET', `/api/matches/${id}/contact`, { token });
      render();
    } catch {
      // the panel stays as it was; the next refresh tries again
    }
  }

  async function save(event) {
    event.preventDefault();
    if (busy) return;
    const form = $('#settings-form');
    const webhook = form.elements.webhook.value.trim();
    const body = {
      email: form.elements.email.value.trim() || null,
      webhook: webhook || null,
      webhookFormat: webhook ? form.elements.webhookFormat.value : null,
      lang: form.elements.lang.value,
      notify: form.elements.notify.value,
    };
    message('#settings-error', '');
    message('#settings-status', t('saving'));
    busy = true;
    $('#settings-save').disabled = true;
    try {
      info = await api('PATCH', `/api/matches/${id}/contact`, { token, body });
      fill();
      render();
      message('#settings-status', t('saved'));
    } catch (err) {
      message('#settings-status', '');
      message('#settings-error', explain(err, 'settingsRefused'));
    } finally {
      busy = false;
      $('#settings-save').disabled = false;
    }
  }

  async function vacation(method, body) {
    if (busy) return;
    message('#vacation-error', '');
    busy = true;
    renderClockPart();
    try {
      info = await api(method, `/api/matches/${id}/vacation`, { token, body });
      onClockChange();
    } catch (err) {
      message('#vacation-error', explain(err, 'vacationRefused'));
    } finally {
      busy = false;
      render();
    }
  }

  $('#settings-form').addEventListener('submit', save);
  $('#settings-form').addEventListener('input', () => message('#settings-status', ''));
  $('#vacation-form').addEventListener('submit', (e) => {
    e.preventDefault();
    vacation('POST', { days: Number($('#vacation-days').value) });
  });
  $('#vacation-end').addEventListener('click', () => vacation('DELETE'));

  return { load, render };
}
