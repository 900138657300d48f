import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_MATCHES } from '../../web/worker/bounds';
import { call, createMatch, playUntilTurnOf, type Created } from './support/api';
import { context, DESKTOP, launch, watchErrors } from './support/browser';
import { waitForLive } from './support/match-page';

// The service worker's caches stay bounded (web/worker/sw.ts, bounds.ts): a deploy's new page
// drops the hashed files only older pages named, and only the KEPT_MATCHES most recently saved
// matches keep their answers. The new deploy is stood in for by routing: the service worker
// asks for the match page and gets one that names its script by a new hashed name (the same
// script under it), as a deploy that changed that script would serve. A pruning that fails (the
// store refusing deletions) is only logged by the worker: the page and later keeps go on.

/** What the worker keeps now: the paths in its page files' cache and in its answers' cache. */
async function cached(page: Page): Promise<{ pages: string[]; answers: string[] }> {
  return page.evaluate(`(async () => {
    const paths = async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return { pages: await paths('pbm-pages-v1'), answers: await paths('pbm-answers-v1') };
  })()`) as Promise<{ pages: string[]; answers: string[] }>;
}

/** A promise and the call that settles it: one side of a test waits for the moment the other sees. */
function signal(): [Promise<void>, () => void] {
  let settle!: () => void;
  return [new Promise<void>((resolve) => (settle = resolve)), () => settle()];
}

/** A new Carolus Magnus match (from `seed`), and a fresh browser context with one page whose errors are watched. */
async function freshMatchPage(browser: Browser, seed: string): Promise<{ m: Created; ctx: BrowserContext; page: Page; errors: string[] }> {
  const m = await createMatch('carolus-magnus', ['Ana', 'Bo'], seed);
  const ctx = await context(browser, DESKTOP);
  const page = await ctx.newPage();
  return { m, ctx, page, errors: watchErrors(page) };
}

/**
 * Holds the worker's script, the first time the browser asks for it, until `until` settles: the
 * worker takes the page over only then. Returns whether it was held.
 */
async function holdWorkerScript(ctx: BrowserContext, until: Promise<void>): Promise<() => boolean> {
  let held = false;
  await ctx.route('**/sw.js', async (route) => {
    if (held) return route.fallback();
    held = true;
    await until;
    await route.continue();
  });
  return () => held;
}

/** When the worker last saved each path it keeps in `cache` (the latest seat's, for an answer). */
async function savedTimes(page: Page, cache: string): Promise<Record<string, number>> {
  return page.evaluate(`(async () => {
    const kept = await caches.open(${JSON.stringify(cache)});
    const times = {};
    for (const request of await kept.keys()) {
      const path = new URL(request.url).pathname;
      const at = Number((await kept.match(request)).headers.get('x-pbm-saved-at'));
      times[path] = Math.max(times[path] ?? 0, at);
    }
    return times;
  })()`) as Promise<Record<string, number>>;
}

/** The hashed files the page loaded (its scripts, chunks, stylesheets, its game's board and stylesheet). */
async function loadedAssets(page: Page): Promise<string[]> {
  return page.evaluate(`performance.getEntriesByType('resource').map((e) => new URL(e.name)).filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/')).map((u) => u.pathname)`) as Promise<string[]>;
}

/** The board as it stands: its entry, its words and its drawing. */
async function board(page: Page): Promise<{ seq: unknown; words: string | null; drawn: number }> {
  return { seq: await page.evaluate('document.body.dataset.seq'), words: await page.locator('#summary').textContent(), drawn: await page.locator('#board svg.cm-board').count() };
}

/** Opens a seat's match page until the worker controls it and has served it once. */
async function openControlled(page: Page, m: Created, seat: number): Promise<void> {
  await page.goto(`/m/${m.id}#${m.seats[seat].token}`);
  await waitForLive(page);
  await expect.poll(() => page.evaluate('!!navigator.serviceWorker.controller')).toBe(true);
  await page.reload();
  await waitForLive(page);
}

/** With no network, the page shows `expected` from the worker's store and says it is offline. */
async function offlineShows(ctx: BrowserContext, page: Page, expected: Awaited<ReturnType<typeof board>>): Promise<void> {
  await ctx.setOffline(true);
  await page.reload();
  await expect.poll(() => page.getByTestId('offline').textContent()).toMatch(/^You are offline: this is the match as this device last saw it, /);
  await expect.poll(() => board(page)).toEqual(expected);
}

/**
 * The test's end: the board now drawn is the one the page shows offline (from `script`, when a
 * deploy gave the page a new one), and nothing went wrong on the page but the lost connection.
 */
async function endsOffline(ctx: BrowserContext, page: Page, errors: string[], script?: string): Promise<void> {
  const before = await board(page);
  expect(before.drawn).toBe(1);
  await offlineShows(ctx, page, before);
  if (script) expect(await scriptOf(page)).toBe(script);
  expect(errors.filter((e) => !/WebSocket|net::ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  await ctx.close();
}

/** The page's script, as the page names it. */
async function scriptOf(page: Page): Promise<string> {
  return String(await page.evaluate(`new URL(document.querySelector('script[type="module"]').src).pathname`));
}

/**
 * A deploy: from now on the match page names its script /assets/match-NEWDEPLOY.js, which the
 * server has (the old script, naming its source map by the new name as a new build's would).
 */
async function deploy(ctx: BrowserContext, m: Created, oldScript: string): Promise<string> {
  const newScript = '/assets/match-NEWDEPLOY.js';
  await ctx.route(`**${newScript}`, async (route) => {
    const old = await route.fetch({ url: new URL(oldScript, route.request().url()).href });
    await route.fulfill({ response: old, body: (await old.text()).replaceAll(oldScript, newScript) });
  });
  await ctx.route(`**/m/${m.id}`, async (route) => {
    const res = await route.fetch();
    const html = await res.text();
    expect(html).toContain(oldScript);
    await route.fulfill({ response: res, body: html.replace(oldScript, newScript) });
  });
  return newScript;
}

describe('the service worker’s caches stay bounded', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a new deploy’s page drops the hashed files only the old page named, keeps every file the new one loads, and works offline', async () => {
    const { m, ctx, page, errors } = await freshMatchPage(browser, 'e2e-sw-deploy');
    await openControlled(page, m, 0);
    const oldScript = await scriptOf(page);
    expect(oldScript).toMatch(/^\/assets\/match-\w+\.js$/);
    const loadedBefore = await loadedAssets(page);
    await expect.poll(async () => (await cached(page)).pages, { timeout: 15_000 }).toEqual(expect.arrayContaining(['/m/', oldScript, ...loadedBefore]));

    const newScript = await deploy(ctx, m, oldScript);
    await page.reload();
    await waitForLive(page);
    expect(await scriptOf(page)).toBe(newScript);
    const loaded = await loadedAssets(page);
    expect(loaded).toContain(newScript);
    // The old script is gone from the worker's store; everything the new page loaded is there.
    await expect.poll(async () => (await cached(page)).pages.includes(oldScript), { timeout: 15_000 }).toBe(false);
    // (The last of them, the board's stylesheet, may still be on its way into the store.)
    await expect.poll(async () => (await cached(page)).pages, { timeout: 15_000 }).toEqual(expect.arrayContaining(['/m/', ...loaded]));
    // Nothing else of the old deploy lingers: every kept hashed file is one the new page loaded.
    const pages = (await cached(page)).pages;
    expect(pages.filter((p) => p.startsWith('/assets/')).sort()).toEqual([...new Set(loaded)].sort());

    await endsOffline(ctx, page, errors, newScript);
  });

  it('after a first visit, with no reload, the page shows its board offline in its own words: every file and answer it loaded is kept', async () => {
    const { m, ctx, page, errors } = await freshMatchPage(browser, 'e2e-sw-first-visit');
    // The worker comes once the board is drawn: the page then asks for its answers again through it.
    const [drawn, draw] = signal();
    const workerHeld = await holdWorkerScript(ctx, drawn);
    // The seat on turn, at one of its moves (as a player going through them with the keyboard).
    const mover: number = (await call('GET', `/api/matches/${m.id}`)).body.active[0];
    await page.goto(`/m/${m.id}#${m.seats[mover].token}`);
    await waitForLive(page);
    await page.evaluate(`document.querySelector('#board svg.cm-board').dataset.first = 'yes'`);
    const move = page.locator('#commands button').first();
    await move.focus();
    await move.evaluate((b) => (b.dataset.first = 'yes'));
    draw();
    await expect.poll(() => page.evaluate('!!navigator.serviceWorker.controller'), { timeout: 15_000 }).toBe(true);
    expect(workerHeld()).toBe(true);
    const loaded = await loadedAssets(page);
    expect(loaded.some((p) => /^\/assets\/games\/carolus-magnus-\w+\.css$/.test(p))).toBe(true);
    await expect.poll(async () => (await cached(page)).pages, { timeout: 15_000 }).toEqual(expect.arrayContaining(['/m/', ...loaded]));
    await expect.poll(async () => (await cached(page)).answers, { timeout: 15_000 }).toEqual(expect.arrayContaining([`/api/matches/${m.id}`, `/api/matches/${m.id}/log`, '/api/games/carolus-magnus/messages']));
    // The same answer again left the board and the moves as they were: a drag or a pick under
    // way is not cut off, and the move the player was at keeps the focus.
    expect(await page.locator('#board svg.cm-board').getAttribute('data-first')).toBe('yes');
    expect(await page.evaluate(`document.activeElement?.closest('#commands') ? document.activeElement.dataset.first ?? 'another' : 'none'`)).toBe('yes');
    await endsOffline(ctx, page, errors);
  });

  it('on a first visit, files the worker kept before the page was handed to it stay: the board’s stylesheet, reached only through the board’s script', async () => {
    const { m, ctx, page, errors } = await freshMatchPage(browser, 'e2e-sw-handed-late');
    // The board's stylesheet is asked for before the worker takes the page over (the worker's
    // script comes only then) and arrives after it: the page hands it to the worker at once. The
    // page's own address reaches the worker slowly.
    // Each route holds its first request only and stays in place (a route that expires in the
    // middle lets Playwright pass on the requests another one still holds).
    const [stylesheetAsked, asked] = signal();
    const workerHeld = await holdWorkerScript(ctx, stylesheetAsked);
    const held = { stylesheet: false, page: false };
    await ctx.route('**/assets/games/carolus-magnus-*.css', async (route) => {
      if (route.request().serviceWorker() || held.stylesheet) return route.fallback();
      held.stylesheet = true;
      const response = await route.fetch();
      const body = await response.body();
      asked();
      await expect.poll(() => page.evaluate('!!navigator.serviceWorker.controller'), { timeout: 15_000 }).toBe(true);
      await route.fulfill({ response, body });
    });
    await ctx.route((url) => url.pathname === `/m/${m.id}`, async (route) => {
      if (!route.request().serviceWorker() || held.page) return route.fallback();
      held.page = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/m/${m.id}#${m.seats[0].token}`);
    await waitForLive(page);
    const loaded = await loadedAssets(page);
    expect(loaded.some((p) => /^\/assets\/games\/carolus-magnus-\w+\.css$/.test(p))).toBe(true);
    // Every file the page loaded, the board's script last among them, and its stylesheet still there.
    await expect.poll(async () => (await cached(page)).pages, { timeout: 15_000 }).toEqual(expect.arrayContaining(['/m/', ...loaded]));
    expect({ worker: workerHeld(), ...held }).toEqual({ worker: true, stylesheet: true, page: true });
    await endsOffline(ctx, page, errors);
  });

  it('a download cut off on its way (the page left before it came) holds up no later keep', async () => {
    const { m, ctx, page, errors } = await freshMatchPage(browser, 'e2e-sw-cut-off');
    await openControlled(page, m, 0);
    // The worker's download of the board's stylesheet comes slowly, once, and the page leaves meanwhile.
    const [stylesheetAsked, asked] = signal();
    await ctx.route('**/assets/games/*.css', async (route) => {
      if (!route.request().serviceWorker()) return route.fallback();
      asked();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    }, { times: 1 });
    await page.reload();
    await stylesheetAsked;
    const left = Date.now();
    await page.reload();
    await waitForLive(page);
    // What the page loaded after it left is kept anew: its page, its board's stylesheet, its view.
    const stylesheet = (await loadedAssets(page)).find((p) => p.startsWith('/assets/games/')) as string;
    expect(stylesheet).toMatch(/^\/assets\/games\/carolus-magnus-\w+\.css$/);
    const keptSince = async () => {
      const [pages, answers] = await Promise.all([savedTimes(page, 'pbm-pages-v1'), savedTimes(page, 'pbm-answers-v1')]);
      return { page: pages['/m/'] > left, stylesheet: pages[stylesheet] > left, view: answers[`/api/matches/${m.id}`] > left };
    };
    await expect.poll(keptSince, { timeout: 15_000 }).toEqual({ page: true, stylesheet: true, view: true });
    await endsOffline(ctx, page, errors);
  });

  it(`keeps the answers of the ${KEPT_MATCHES} matches saved last: the oldest match's go, the newest shows its board offline`, async () => {
    const first = await createMatch('carolus-magnus', ['Ana', 'Bo'], 'e2e-sw-answers-0');
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await openControlled(page, first, 1);
    await expect.poll(async () => (await cached(page)).answers).toEqual(expect.arrayContaining([`/api/matches/${first.id}`, `/api/matches/${first.id}/log`]));

    // KEPT_MATCHES more matches: all but the last asked for through the worker as the page asks, the last one opened.
    const more: Created[] = [];
    for (let i = 1; i <= KEPT_MATCHES; i++) more.push(await createMatch('carolus-magnus', ['Ana', 'Bo'], `e2e-sw-answers-${i}`));
    for (const m of more.slice(0, -1)) {
      const status = await page.evaluate(`fetch('/api/matches/${m.id}', { headers: { authorization: 'Bearer ${m.seats[0].token}' } }).then((r) => r.status)`);
      expect(status).toBe(200);
    }
    const last = more[more.length - 1];
    await page.goto(`/m/${last.id}#${last.seats[1].token}`);
    await waitForLive(page);
    const matchesKept = (answers: string[]) => new Set(answers.flatMap((p) => /^\/api\/matches\/([a-z0-9]+)/.exec(p)?.[1] ?? []));
    await expect
      .poll(async () => {
        const { answers } = await cached(page);
        const kept = matchesKept(answers);
        const has = (path: string) => answers.includes(path);
        return { count: kept.size, first: kept.has(first.id), second: kept.has(more[0].id), lastView: has(`/api/matches/${last.id}`), lastLog: has(`/api/matches/${last.id}/log`) };
      }, { timeout: 30_000 })
      .toEqual({ count: KEPT_MATCHES, first: false, second: true, lastView: true, lastLog: true });
    expect((await cached(page)).answers).toContain('/api/games/carolus-magnus/messages');

    await endsOffline(ctx, page, errors);
  });

  it('a pruning that fails breaks neither the page nor the worker’s later keeps: a later move is kept and shown offline', async () => {
    const m = await createMatch('carolus-magnus', ['Ana', 'Bo'], 'e2e-sw-failing');
    const me = 1 - ((await call('GET', `/api/matches/${m.id}`)).body.active[0] as number);
    const ctx = await context(browser, DESKTOP);
    const warnings: string[] = [];
    ctx.on('console', (msg) => {
      if (msg.text().startsWith('pbm service worker:')) warnings.push(msg.text());
    });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await openControlled(page, m, me);
    const oldScript = await scriptOf(page);
    await expect.poll(async () => (await cached(page)).pages, { timeout: 15_000 }).toEqual(expect.arrayContaining(['/m/', oldScript]));
    // The worker's store refuses every deletion from now on, so the pruning a deploy starts fails.
    await ctx.serviceWorkers()[0].evaluate(`Cache.prototype.delete = async function () { throw new Error('the store refuses'); }`);
    const newScript = await deploy(ctx, m, oldScript);
    await page.reload();
    await waitForLive(page);
    expect(await scriptOf(page)).toBe(newScript);
    await expect.poll(() => warnings, { timeout: 15_000 }).toEqual([expect.stringContaining('the store refuses')]);
    // Nothing was dropped, and the worker goes on keeping: the new script, and a move made now.
    await expect.poll(async () => (await cached(page)).pages).toEqual(expect.arrayContaining([newScript, oldScript]));
    await playUntilTurnOf(m.id, m.seats.map((s) => s.token), me);
    const now = String((await call('GET', `/api/matches/${m.id}`, { token: m.seats[me].token })).body.seq);
    expect(now).not.toBe('0');
    await expect.poll(() => page.evaluate('document.body.dataset.seq'), { timeout: 15_000 }).toBe(now);
    await endsOffline(ctx, page, errors, newScript);
  });
});
