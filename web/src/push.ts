// Browser push (issue 31): this browser's push subscription (made once, with the service's VAPID
// key from GET /api/push/key) registered with a seat's match (PUT/DELETE /api/matches/:id/push,
// with this device's seat token: each device its own). On a match page it switches the seat on
// or off for this device; on the start page, every seat this browser remembers at once. The
// browser remembers which seats it switched on (`pbm:push`), so that a seat whose link changed,
// or a seat opened later when "all my matches" is on, is registered again by itself.
import type { PushKeyAnswer, PushState } from './answers';
import { api, ApiError } from './api';
import { h, put } from './dom';
import { t } from './i18n';
import { myMatch, myMatches, onMyMatchesChange } from './my-matches';

const KEY = 'pbm:push';

/** What this browser switched on: `all` (the start page's switch) and the seats, as "id:seat". */
interface Switched {
  all: boolean;
  seats: string[];
}

function record(): Switched {
  try {
    const r = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return { all: r.all === true, seats: Array.isArray(r.seats) ? r.seats.filter((s: unknown) => typeof s === 'string') : [] };
  } catch {
    return { all: false, seats: [] };
  }
}

function write(r: Switched): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(r));
  } catch {
    // storage off: the switches still work, they are only not remembered
  }
}

function note(id: string, seat: number, on: boolean): void {
  const r = record();
  const name = `${id}:${seat}`;
  r.seats = r.seats.filter((s) => s !== name);
  if (on) r.seats.push(name);
  write(r);
}

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

let key: Promise<string | null> | null = null;
/** The service's VAPID public key, or null when it sends no push. */
async function serverKey(): Promise<string | null> {
  key ??= api<PushKeyAnswer>('GET', '/api/push/key').then((r) => r.publicKey ?? null).catch(() => null);
  return key;
}

function bytes(b64url: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

class PushProblem extends Error {}

/** This browser's subscription; with `make`, made now (asking the person's permission) if there is none. */
async function browserSubscription(make: true): Promise<PushSubscription>;
async function browserSubscription(make: false): Promise<PushSubscription | null>;
async function browserSubscription(make: boolean): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.ready;
  let sub = await reg.pushManager.getSubscription();
  const k = await serverKey();
  // A subscription made for another key (the service's key changed) cannot be used: made anew.
  const used = sub?.options?.applicationServerKey;
  const stale = sub && k && used && btoa(String.fromCharCode(...new Uint8Array(used))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') !== k;
  if (sub && stale) {
    await sub.unsubscribe().catch(() => {});
    sub = null;
  }
  if (sub || !make) return sub;
  if (!k) throw new PushProblem(t('pushUnsupported'));
  if ((await Notification.requestPermission()) !== 'granted') throw new PushProblem(t('pushDenied'));
  return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes(k) });
}

async function register(id: string, token: string | null, sub: PushSubscription): Promise<PushState> {
  return api<PushState>('PUT', `/api/matches/${id}/push`, { token, body: sub.toJSON() });
}

async function unregister(id: string, token: string | null): Promise<void> {
  try {
    await api<PushState>('DELETE', `/api/matches/${id}/push`, { token });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 404) throw err;
  }
}

/** When no remembered seat wants pushes any more, the browser's subscription goes too. */
async function dropIfUnused(): Promise<void> {
  const r = record();
  if (r.all || r.seats.length) return;
  const sub = await browserSubscription(false).catch(() => null);
  await sub?.unsubscribe().catch(() => {});
}

/**
 * The seat's link when the page was opened from a notification: the push carries the match page's
 * address with `?seat=N` and never the seat's link, which this browser keeps (my-matches.ts).
 */
export function rememberedToken(id: string): string | null {
  const seat = new URLSearchParams(location.search).get('seat');
  if (seat === null || !id) return null;
  const entry = myMatch(id);
  const mine = entry && String(entry.seat) === seat ? entry.token : null;
  if (mine) history.replaceState(null, '', `/m/${id}#${mine}`);
  return mine;
}

/** The switch of one seat on its match page, in `el`; also registers the seat again when the browser remembers it on. */
export function pushSwitch(el: HTMLElement, { id, seat, token }: { id: string; seat: number; token: string | null }) {
  let state: 'loading' | 'hidden' | 'unsupported' | 'on' | 'off' = 'loading';
  let message = '';
  let busy = false;

  function render(): void {
    if (state === 'hidden') {
      el.hidden = true;
      return;
    }
    el.hidden = false;
    const on = state === 'on';
    const button = h('button', { type: 'button', class: on ? 'secondary small' : 'primary small', 'data-testid': 'push-switch', disabled: busy || state === 'loading' || state === 'unsupported' }, busy ? t('pushBusy') : on ? t('pushTurnOff') : t('pushTurnOn'));
    button.addEventListener('click', toggle);
    put(
      el,
      h('h3', {}, t('pushTitle')),
      h('p', { class: 'hint' }, t('pushIntro')),
      h('p', { 'data-testid': 'push-state' }, state === 'unsupported' ? t('pushUnsupported') : on ? t('pushOn') : t('pushOff')),
      state === 'unsupported' ? null : button,
      message ? h('p', { class: 'error', role: 'alert' }, message) : null,
    );
  }

  async function load(): Promise<void> {
    if (!(await serverKey())) state = 'hidden';
    else if (!pushSupported()) state = 'unsupported';
    else {
      const [server, sub] = await Promise.all([api<PushState>('GET', `/api/matches/${id}/push`, { token }).catch(() => null), browserSubscription(false).catch(() => null)]);
      const r = record();
      const wanted = r.all || r.seats.includes(`${id}:${seat}`);
      // Wanted here but not registered with this token and this subscription (a new link, a new subscription): register again.
      if (sub && wanted && server && server.endpoint !== sub.endpoint) {
        await register(id, token, sub).then(() => note(id, seat, true)).catch(() => {});
        state = 'on';
      } else state = sub && server?.endpoint === sub.endpoint ? 'on' : 'off';
    }
    render();
  }

  async function toggle(): Promise<void> {
    if (busy) return;
    busy = true;
    message = '';
    render();
    try {
      if (state === 'on') {
        await unregister(id, token);
        note(id, seat, false);
        state = 'off';
        await dropIfUnused();
      } else {
        await register(id, token, await browserSubscription(true));
        note(id, seat, true);
        state = 'on';
      }
    } catch (err) {
      message = err instanceof PushProblem ? err.message : t('pushFailed', { message: (err instanceof Error && err.message) || t('networkError') });
    } finally {
      busy = false;
      render();
    }
  }

  load();
  return { render };
}

/** The start page's switch for every seat this browser remembers. */
export function pushAllSwitch(el: HTMLElement) {
  let on = false;
  let message = '';
  let busy = false;

  function render(): void {
    const seats = myMatches().filter((e) => e.token);
    const button = h('button', { type: 'button', class: on ? 'secondary small' : 'primary small', 'data-testid': 'push-all', disabled: busy || (!on && !seats.length) }, busy ? t('pushBusy') : on ? t('pushAllOff') : t('pushAllOn'));
    button.addEventListener('click', toggle);
    put(el, h('h3', {}, t('pushAllTitle')), h('p', { class: 'hint' }, seats.length ? t('pushAllIntro') : t('pushAllNone')), button, message ? h('p', { role: 'status', 'data-testid': 'push-all-said' }, message) : null);
  }

  async function toggle(): Promise<void> {
    if (busy) return;
    busy = true;
    message = '';
    render();
    const seats = myMatches().filter((e) => e.token);
    try {
      if (on) {
        await Promise.all(seats.map((e) => unregister(e.id, e.token).catch(() => {})));
        write({ all: false, seats: [] });
        await dropIfUnused();
        on = false;
        message = t('pushAllStopped');
      } else {
        const sub = await browserSubscription(true);
        const done = await Promise.all(seats.map((e) => register(e.id, e.token, sub).then(() => e, () => null)));
        const ok = done.filter((e) => e !== null);
        write({ all: true, seats: ok.map((e) => `${e.id}:${e.seat}`) });
        on = true;
        const failed = seats.length - ok.length;
        message = failed ? t('pushAllSome', { n: ok.length, failed }) : t('pushAllDone', { n: ok.length });
      }
    } catch (err) {
      message = err instanceof PushProblem ? err.message : t('pushFailed', { message: (err instanceof Error && err.message) || t('networkError') });
    } finally {
      busy = false;
      render();
    }
  }

  (async () => {
    if (!(await serverKey()) || !pushSupported()) return;
    on = record().all && !!(await browserSubscription(false).catch(() => null));
    el.hidden = false;
    render();
    // A match created, joined or removed from the list changes which seats there are to notify.
    onMyMatchesChange(() => {
      if (!busy) render();
    });
  })();
  return { render };
}
