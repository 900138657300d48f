import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEV_VAPID } from '../../scripts/vapid.mjs';
import { checkVapid, decryptPush, newUserAgent, subscriptionKeys, type UserAgent } from '../support/web-push';
import { call, createMatch, playUntilTurnOf } from './support/api';
import { baseUrl, context, DESKTOP, launch, watchErrors } from './support/browser';
import { waitForLive } from './support/match-page';

// Browser push and the installable app (issue 31) in Chromium. Headless Chromium has no push
// service, so `pushManager.subscribe()` cannot give a real subscription here. The test therefore
// stands in for exactly that one step: an init script answers subscribe() (and getSubscription())
// with a subscription whose endpoint is this test's own push service on https://127.0.0.1 and
// whose keys the test made, recording the VAPID key the page subscribed with. Everything else is
// the real thing: the page's switch and its permission request, the PUT to the service, the
// service's queue, its RFC 8291 encryption and RFC 8292 signature, the delivery over TLS to the
// push service, which decrypts it with the browser keys. The service worker's side is then fed
// that decrypted notice as a real push event (DevTools' ServiceWorker.deliverPushMessage), so the
// notification it shows is checked too; the click is a synthetic `notificationclick` dispatched
// inside the worker, with clients.openWindow() and focus() recorded (a synthetic event carries no
// user activation, so the browser would refuse to open a window for it).
// What it cannot prove: that a real push service (FCM, Mozilla's, Apple's) accepts the service's
// request, that the browser decrypts it itself, and that a person's click on the system's
// notification reaches the worker.

interface Pushed {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  vapid: Awaited<ReturnType<typeof checkVapid>>;
  payload: { title: string; body: string; url: string; tag: string; lang: string } | null;
  error: string | null;
}

/** This test's push service: receives, checks and decrypts what the service sends to its subscription. */
async function pushService(ua: UserAgent): Promise<{ server: Server; endpoint: string; received: Pushed[] }> {
  const tls = inject('pushTls');
  const received: Pushed[] = [];
  const server = createServer({ cert: readFileSync(tls.cert), key: readFileSync(tls.key) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}${req.url}`;
      const vapid = await checkVapid(String(req.headers.authorization ?? ''), url);
      let payload = null;
      let error = null;
      try {
        payload = JSON.parse(await decryptPush(new Uint8Array(Buffer.concat(chunks)), ua));
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      received.push({ status: 201, headers: req.headers, vapid, payload, error });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, endpoint: `https://127.0.0.1:${(server.address() as AddressInfo).port}/push/e2e`, received };
}

/** Stands in for the browser's push service: subscribe() gives the test's subscription (kept across the context's pages). */
async function fakePushService(ctx: BrowserContext, endpoint: string, ua: UserAgent): Promise<void> {
  await ctx.addInitScript(`(() => {
    const endpoint = ${JSON.stringify(endpoint)};
    const keys = ${JSON.stringify(subscriptionKeys(ua))};
    const key = (k) => 'pbm-test-push:' + k;
    const subscription = {
      endpoint,
      expirationTime: null,
      options: {
        userVisibleOnly: true,
        get applicationServerKey() {
          const saved = localStorage.getItem(key('asked'));
          return saved ? Uint8Array.from(atob(saved), (c) => c.charCodeAt(0)).buffer : null;
        },
      },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        localStorage.removeItem(key('on'));
        return true;
      },
    };
    PushManager.prototype.subscribe = async function (options) {
      const asked = new Uint8Array(options.applicationServerKey);
      localStorage.setItem(key('asked'), btoa(String.fromCharCode(...asked)));
      localStorage.setItem(key('on'), '1');
      return subscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return localStorage.getItem(key('on')) ? subscription : null;
    };
  })()`);
}

/**
 * How long a check waits for what the browser does on its own time. Chromium answers
 * deliverPushMessage once it has queued the push, before the worker has run its push event and
 * shown the notice (0.2–0.4 s later on a machine at rest, several times that on a busy one), and
 * a notification's close() and the page's first answers are as asynchronous: expect.poll's own
 * one second was too short for them in a combined run ("no notification shown").
 */
const BROWSER_TIME = { timeout: 15_000 };

async function serviceWorker(ctx: BrowserContext): Promise<Worker> {
  return ctx.serviceWorkers()[0] ?? ctx.waitForEvent('serviceworker');
}

interface Shown {
  title: string;
  body: string;
  tag: string;
  data: { url: string };
}

/** The notifications the worker shows now. */
async function shown(page: Page): Promise<Shown[]> {
  return page.evaluate(`navigator.serviceWorker.ready
    .then((reg) => reg.getNotifications())
    .then((ns) => ns.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data })))`) as Promise<Shown[]>;
}

/** A real push event with `data` for the worker, as DevTools sends it: queued, not yet handled, when this returns. */
async function deliverPush(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      const r = e.registrations.find((x) => !x.isDeleted && x.scopeURL === `${baseUrl()}/`);
      if (r) resolve(r.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId: await registration, data });
  await cdp.detach();
}

/** A click on the notification now shown, inside the worker: what it opened and what it brought forward. */
async function click(worker: Worker): Promise<{ opened: string[]; focused: string[] }> {
  return worker.evaluate(`(async () => {
    const seen = { opened: [], focused: [] };
    self.clients.openWindow = async (url) => {
      seen.opened.push(String(url));
      return null;
    };
    WindowClient.prototype.focus = async function () {
      seen.focused.push(this.url);
      return this;
    };
    const [notification] = await self.registration.getNotifications();
    try {
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    } catch {
      // waitUntil() throws for an event the browser did not send; the click's work has started by then
    }
    const end = Date.now() + ${BROWSER_TIME.timeout};
    while (!seen.opened.length && !seen.focused.length && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    return seen;
  })()`) as Promise<{ opened: string[]; focused: string[] }>;
}

describe('browser push and the installable app', () => {
  let browser: Browser;
  let service: Awaited<ReturnType<typeof pushService>>;
  let ua: UserAgent;

  beforeAll(async () => {
    browser = await launch();
    ua = await newUserAgent();
    service = await pushService(ua);
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => service?.server.close(r));
  });

  it('a seat switches push on in its match page, closes it, and the next turn reaches the push service, signed and decrypted; the worker shows it and a click opens the match as that seat', async () => {
    // Named, so that the notice's title names the match as a mail's subject does (issue 31).
    const m = await createMatch('carolus-magnus', ['Ana', 'Bo'], 'e2e-push', 2, { name: 'Friday night' });
    const tokens = m.seats.map((s) => s.token);
    const mover: number = (await call('GET', `/api/matches/${m.id}`)).body.active[0];
    const me = 1 - mover;
    const ctx = await context(browser, DESKTOP);
    await ctx.grantPermissions(['notifications'], { origin: baseUrl() });
    await fakePushService(ctx, service.endpoint, ua);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(`/m/${m.id}#${tokens[me]}`);
    await waitForLive(page);
    await page.locator('#settings-card > summary').click();
    const button = page.getByTestId('push-switch');
    await expect.poll(() => button.textContent(), BROWSER_TIME).toBe('Notify me on this device');
    await button.click();
    await expect.poll(() => page.getByTestId('push-state').textContent(), BROWSER_TIME).toBe('On: this device is notified for this seat.');
    // The page subscribed with the service's VAPID key, and the service holds this device's subscription.
    expect(await page.evaluate(`localStorage.getItem('pbm-test-push:asked')`)).toBe(Buffer.from(DEV_VAPID.publicKey, 'base64url').toString('base64'));
    expect((await call('GET', `/api/matches/${m.id}/push`, { token: tokens[me] })).body).toEqual({ seat: me, subscribed: true, endpoint: service.endpoint });
    expect(errors).toEqual([]);

    // The page closes; once its live socket is gone, the other seat moves until it is this seat's turn.
    await page.close();
    await expect.poll(async () => (await call('GET', `/api/matches/${m.id}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    for (let i = 0; i < 20; i++) {
      const v = (await call('GET', `/api/matches/${m.id}`, { token: tokens[mover] })).body;
      if (!v.active.includes(mover)) break;
      expect((await call('POST', `/api/matches/${m.id}/actions`, { token: tokens[mover], body: { command: v.actions[0], expect: v.seq } })).status).toBe(200);
    }
    await expect.poll(() => service.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const [got] = service.received;
    expect(got.error).toBeNull();
    expect(got.vapid).toMatchObject({ ok: true, key: DEV_VAPID.publicKey, claims: { aud: new URL(service.endpoint).origin } });
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.payload).toMatchObject({ title: 'Your turn in Carolus Magnus — Friday night', url: `${baseUrl()}/m/${m.id}?seat=${me}`, lang: 'en' });
    expect(got.payload?.body).toContain(`Your turn, ${['Ana', 'Bo'][me]}.`);
    for (const t of tokens) expect(JSON.stringify(got.payload)).not.toContain(t);

    // The worker shows that notice when the push event brings it.
    const start = await ctx.newPage();
    await start.goto('/');
    const worker = await serviceWorker(ctx);
    await deliverPush(start, JSON.stringify(got.payload));
    await expect.poll(() => shown(start), BROWSER_TIME).toEqual([{ title: 'Your turn in Carolus Magnus — Friday night', body: got.payload?.body, tag: `${m.id}-${me}`, data: { url: `${baseUrl()}/m/${m.id}?seat=${me}` } }]);
    // No window shows the match: a click opens it (and closes the notification).
    expect(await click(worker)).toEqual({ opened: [`${baseUrl()}/m/${m.id}?seat=${me}`], focused: [] });
    await expect.poll(() => shown(start), BROWSER_TIME).toEqual([]);

    // The address it opens carries no link: the page finds this browser's link for that seat and plays as it.
    const opened = await ctx.newPage();
    await opened.goto(`/m/${m.id}?seat=${me}`);
    await expect.poll(() => opened.evaluate('location.hash'), BROWSER_TIME).toBe(`#${tokens[me]}`);
    await expect.poll(() => opened.title(), BROWSER_TIME).toMatch(/^● Your turn · /);

    // With the match open in a window, a click brings that window forward instead.
    await deliverPush(start, JSON.stringify(got.payload));
    await expect.poll(async () => (await shown(start)).length, BROWSER_TIME).toBe(1);
    expect(await click(worker)).toEqual({ opened: [], focused: [expect.stringMatching(new RegExp(`^${baseUrl()}/m/${m.id}\\b`))] });
    await ctx.close();
  });

  it('installs as an app: a manifest with its icons, a start address that opens "Your matches", a strict policy that lets the worker run', async () => {
    const res = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/?app=1#mine', scope: '/', theme_color: '#1f4e79' });
    for (const icon of manifest.icons) expect((await fetch(`${baseUrl()}${icon.src}`)).status, icon.src).toBe(200);
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    const csp = (await fetch(`${baseUrl()}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("script-src 'self'");
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    await page.goto('/?app=1#mine');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    await expect.poll(() => page.evaluate(`navigator.serviceWorker.getRegistration().then((r) => !!r?.active)`)).toBe(true);
    await ctx.close();
  });

  it('with no network the match page shows the last board it saw and says it is offline and since when', async () => {
    const m = await createMatch('carolus-magnus', ['Ana', 'Bo'], 'e2e-offline');
    const me = 1 - ((await call('GET', `/api/matches/${m.id}`)).body.active[0] as number);
    const token = m.seats[me].token;
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(`/m/${m.id}#${token}`);
    await waitForLive(page);
    // A second visit: the worker, which took the first one over midway, now serves every file of the page.
    await expect.poll(() => page.evaluate('!!navigator.serviceWorker.controller')).toBe(true);
    await page.reload();
    await waitForLive(page);
    // A move comes while the page is open: the page asks for the board again, through the worker.
    await playUntilTurnOf(m.id, m.seats.map((s) => s.token), me);
    const now = String((await call('GET', `/api/matches/${m.id}`, { token })).body.seq);
    await expect.poll(() => page.evaluate('document.body.dataset.seq'), { timeout: 15_000 }).toBe(now);
    // The worker took the page over and kept its files and this seat's answers.
    await expect
      .poll(() =>
        page.evaluate(`(async () => {
          const pages = (await (await caches.open('pbm-pages-v1')).keys()).map((r) => new URL(r.url).pathname);
          const answers = (await (await caches.open('pbm-answers-v1')).keys()).map((r) => new URL(r.url).pathname);
          return pages.includes('/m/') && pages.some((p) => /^\\/assets\\/match-\\w+\\.js$/.test(p)) && pages.some((p) => /^\\/assets\\/chunks\\/carolus-magnus-\\w+\\.js$/.test(p)) && answers.includes('/api/matches/${m.id}/log') && answers.includes('/api/matches/${m.id}');
        })()`),
        { timeout: 30_000 },
      )
      .toBe(true);
    // The board as it stands, in words (the drawing also carries marks of what is clickable and what just changed).
    const board = { seq: await page.evaluate('document.body.dataset.seq'), words: await page.locator('#summary').textContent(), drawn: await page.locator('#board svg.cm-board').count() };
    expect(board.drawn).toBe(1);
    expect(await page.getByTestId('offline').isHidden()).toBe(true);
    await ctx.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('offline').textContent()).toMatch(/^You are offline: this is the match as this device last saw it, /);
    await expect
      .poll(async () => ({ seq: await page.evaluate('document.body.dataset.seq'), words: await page.locator('#summary').textContent(), drawn: await page.locator('#board svg.cm-board').count() }))
      .toEqual(board);
    // The settings card is there all the same: the browser's own switch, and in words why the seat's part is not.
    await page.locator('#settings-card > summary').click();
    expect(await page.locator('#show-commands').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('seat-settings-failed').textContent()).toMatch(/^This seat’s notifications and clock cannot be loaded: the service cannot be reached right now\./);
    await ctx.setOffline(false);
    await expect.poll(() => page.getByTestId('offline').isHidden(), { timeout: 20_000 }).toBe(true);
    // Connected again, the seat's part comes by itself.
    await page.locator('#set-email').waitFor({ timeout: 20_000 });
    expect(errors.filter((e) => !/WebSocket|net::ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await ctx.close();
  });
});
