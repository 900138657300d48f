// The "Notifications & clock" panel of a seated viewer: how the seat is told it is its turn
// (GET/PATCH /api/matches/:id/contact), whether its address is confirmed (its confirmation mail
// asked for again: POST /api/matches/:id/contact/confirmation), the last delivery problem, its
// own deadline and its vacation allowance (POST/DELETE /api/matches/:id/vacation). Nothing here
// is seen by others. The card shows at once, with the browser's own "Show commands"; the seat's
// part follows when /contact answers (seat-settings-state.ts). Where the seat's mail goes is the
// owner link's to change (issue 25): on a handed device the form is shown, shortened and
// disabled, with the reason; the vacation is its too.
import type { ContactAnswer } from './answers';
import { api, ApiError } from './api';
import { $, h, put } from './dom';
import { intlOf, lang, t } from './i18n';
import { timeControl, withTime } from './clock';
import { localTime } from './when';
import { renderSeatPart, type SeatPartState } from './seat-settings-state';

function explain(err: unknown, key: string): string {
  if (!(err instanceof ApiError)) return t('networkError');
  if (err.code === 'network') return t('networkError');
  if (err.code === 'owner_only') return err.message;
  if (err.status === 401 || err.status === 403) return t('badToken');
  if (err.code === 'webhook_refused') return t('webhookRefused', { message: err.message });
  return t(key, { message: err.message });
}

function number(n: number): string {
  return intlOf('number2', () => new Intl.NumberFormat(lang(), { maximumFractionDigits: 2 })).format(n);
}

/**
 * `load()` reads the seat's settings (at start, after a move, on a poll); the form fields are
 * filled only the first time and after a save, so a refresh never undoes what is being typed.
 * `onClockChange` is told when a vacation starts or ends (the match's deadlines moved).
 */
/** A control of the settings form by its name (a group of radio buttons reads as one). */
function control<E extends HTMLInputElement | HTMLSelectElement | RadioNodeList>(form: HTMLFormElement, name: string): E {
  return form.elements.namedItem(name) as E;
}

export function settingsPanel({ id, token, onClockChange }: { id: string; token: string | null; onClockChange: () => void }) {
  let info: ContactAnswer | null = null;
  let filled = false;
  let busy = false;
  let shownError: number | null = null;
  let state: SeatPartState = { kind: 'loading' };

  function message(selector: string, text: string): void {
    const el = $(selector);
    el.textContent = text;
    el.hidden = !text;
  }

  function fill(info: ContactAnswer): void {
    const form = $<HTMLFormElement>('#settings-form');
    control<HTMLInputElement>(form, 'email').value = info.email ?? '';
    control<HTMLInputElement>(form, 'webhook').value = info.webhook ?? '';
    control<HTMLSelectElement>(form, 'webhookFormat').value = info.webhookFormat ?? 'json';
    control<HTMLSelectElement>(form, 'lang').value = info.lang;
    control<RadioNodeList>(form, 'notify').value = info.notify;
    filled = true;
  }

  /** A handed device reads the settings but may not change them: the form is disabled, and says why. */
  function renderOwnerOnly(info: ContactAnswer): void {
    const device = info.owner === false;
    $('#settings-owner-only').hidden = !device;
    for (const el of $<HTMLFormElement>('#settings-form').elements) {
      if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLButtonElement || el instanceof HTMLFieldSetElement) {
        el.disabled = device || (el.id === 'settings-save' && busy);
      }
    }
  }

  function renderLastError(info: ContactAnswer): void {
    const el = $('#last-error');
    const e = info.lastError;
    el.hidden = !e;
    if (!e) return el.replaceChildren();
    // A new delivery problem opens the panel once: the seat is not being told of its turns.
    if (shownError !== e.at) $<HTMLDetailsElement>('#settings-card').open = true;
    shownError = e.at;
    const channel = t(`channel.${e.channel}`) === `channel.${e.channel}` ? e.channel : t(`channel.${e.channel}`);
    el.textContent = t('lastError', { channel, time: localTime(e.at), message: e.message });
  }

  /** Whether the seat's address is confirmed, and if not, where its confirmation mail is, with a way to ask for it again. */
  function renderEmailState(info: ContactAnswer): void {
    const el = $('#email-state');
    el.hidden = !info.email;
    if (!info.email) return el.replaceChildren();
    if (info.emailConfirmed) {
      put(el, t('emailConfirmed'));
      return;
    }
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

  async function confirmAgain(): Promise<void> {
    if (busy) return;
    busy = true;
    message('#settings-error', '');
    try {
      info = await api<ContactAnswer>('POST', `/api/matches/${id}/contact/confirmation`, { token });
      // Asked again a moment later: by then the mail has gone, or waits for the address's daily mail.
      setTimeout(load, 2000);
    } catch (err) {
      message('#settings-error', explain(err, 'confirmAgainRefused'));
    } finally {
      busy = false;
      render();
    }
  }

  function renderClockPart(info: ContactAnswer): void {
    const c = info.clock;
    const end = $<HTMLButtonElement>('#vacation-end');
    $('#vacation-form').hidden = !c || c.vacation.until !== null;
    end.hidden = !c || c.vacation.until === null;
    $<HTMLButtonElement>('#vacation-start').disabled = busy;
    end.disabled = busy;
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
    const days = $<HTMLInputElement>('#vacation-days');
    days.max = String(Math.max(1, Math.floor(c.vacation.leftDays)));
  }

  function render(): void {
    renderSeatPart(state, retry);
    if (!info) return;
    if (!filled) fill(info);
    renderOwnerOnly(info);
    renderEmailState(info);
    renderLastError(info);
    renderClockPart(info);
  }

  async function load(): Promise<void> {
    try {
      info = await api<ContactAnswer>('GET', `/api/matches/${id}/contact`, { token });
      state = { kind: 'shown' };
    } catch (err) {
      // Settings once loaded stay as they were; the next refresh or poll tries again.
      if (!info) state = { kind: 'failed', err };
    }
    render();
  }

  function retry(): void {
    state = { kind: 'loading' };
    render();
    load();
  }

  /** Back online (the live socket connected again): a seat's part that never loaded is asked for again. */
  function loadIfFailed(): void {
    if (state.kind === 'failed') retry();
  }

  async function save(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const form = $<HTMLFormElement>('#settings-form');
    const webhook = control<HTMLInputElement>(form, 'webhook').value.trim();
    const body = {
      email: control<HTMLInputElement>(form, 'email').value.trim() || null,
      webhook: webhook || null,
      webhookFormat: webhook ? control<HTMLSelectElement>(form, 'webhookFormat').value : null,
      lang: control<HTMLSelectElement>(form, 'lang').value,
      notify: control<RadioNodeList>(form, 'notify').value,
    };
    message('#settings-error', '');
    message('#settings-status', t('saving'));
    busy = true;
    const saveButton = $<HTMLButtonElement>('#settings-save');
    saveButton.disabled = true;
    try {
      const saved = await api<ContactAnswer>('PATCH', `/api/matches/${id}/contact`, { token, body });
      info = saved;
      fill(saved);
      render();
      message('#settings-status', t('saved'));
    } catch (err) {
      message('#settings-status', '');
      message('#settings-error', explain(err, 'settingsRefused'));
    } finally {
      busy = false;
      saveButton.disabled = false;
    }
  }

  async function vacation(method: 'POST' | 'DELETE', body?: { days: number }): Promise<void> {
    if (busy) return;
    message('#vacation-error', '');
    busy = true;
    if (info) renderClockPart(info);
    try {
      info = await api<ContactAnswer>(method, `/api/matches/${id}/vacation`, { token, body });
      onClockChange();
    } catch (err) {
      message('#vacation-error', explain(err, 'vacationRefused'));
    } finally {
      busy = false;
      render();
    }
  }

  $<HTMLFormElement>('#settings-form').addEventListener('submit', save);
  $('#settings-form').addEventListener('input', () => message('#settings-status', ''));
  $('#vacation-form').addEventListener('submit', (e) => {
    e.preventDefault();
    vacation('POST', { days: Number($<HTMLInputElement>('#vacation-days').value) });
  });
  $('#vacation-end').addEventListener('click', () => vacation('DELETE'));
  $('#settings-card').hidden = false;
  render();

  return { load, loadIfFailed, render };
}

// "Show commands" (issue 30): players read sentences; a player who likes to type turns the
// notation back on (in the history, under the moves, and the box to type a command). A choice of
// this browser, not of the seat: it is kept in localStorage, off until turned on.
const SHOW_COMMANDS = 'showCommands';
const commandsListeners: (() => void)[] = [];
let commandsShown: boolean | null = null;

export function showCommands(): boolean {
  if (commandsShown === null) {
    try {
      commandsShown = localStorage.getItem(SHOW_COMMANDS) === 'on';
    } catch {
      commandsShown = false; // storage blocked: the default
    }
  }
  return commandsShown;
}

/** Calls `fn` whenever the switch is turned. */
export function onShowCommandsChange(fn: () => void): void {
  commandsListeners.push(fn);
}

/** The switch in the settings card: shows the remembered choice, and remembers a change. */
export function mountCommandsSwitch(input: HTMLInputElement): void {
  input.checked = showCommands();
  input.addEventListener('change', () => {
    commandsShown = input.checked;
    try {
      if (input.checked) localStorage.setItem(SHOW_COMMANDS, 'on');
      else localStorage.removeItem(SHOW_COMMANDS);
    } catch {
      // storage blocked: the choice lasts while the page is open
    }
    for (const fn of commandsListeners) fn();
  });
}
