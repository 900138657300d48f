import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch, type Created } from './support/api';
import { baseUrl, context, launch } from './support/browser';
import { waitForLive } from './support/match-page';

// Issue 29: a returning player loads nothing but the view. The built files are named by a hash of
// their content and kept for good; the pages, which name them, are asked again every time.
// Against the `wrangler dev` the setup starts, which applies web/_headers as Cloudflare does.

const DIST = resolve(__dirname, '../../web/dist');
const FOR_GOOD = 'public, max-age=31536000, immutable';
/** A built file's name: its source's name, a hash of its content, its extension (and a source map's). */
const HASHED = /-[A-Z0-9]{8}\.(js|css)(\.map)?$/;

/** Every file under `dir`, as addresses under `prefix`. */
function served(dir: string, prefix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? served(join(dir, d.name), `${prefix}${d.name}/`) : [`${prefix}${d.name}`]));
}

/** The /assets/ files a page names: its script, the chunks it preloads, its stylesheets. */
const namedBy = (html: string) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);

describe('cache headers of the static files', () => {
  let match: Created;
  const pagePaths = () => {
    const pages = readdirSync(DIST).filter((name) => name.endsWith('.html')).map((name) => (name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`));
    // The Worker's own addresses of the match, invite and rules pages.
    return [...pages, new URL(match.spectator).pathname, `/join/${match.id}`, '/rules/lancaster'];
  };

  beforeAll(async () => {
    match = await createMatch('lancaster', ['Ana', 'Ben'], 'e2e-cache-headers');
  });

  it('every page is asked again each time (no-cache), under the strict policy; the files it names are kept for good', async () => {
    const named = new Set<string>();
    expect(pagePaths().length).toBeGreaterThanOrEqual(8);
    for (const path of pagePaths()) {
      const res = await fetch(new URL(path, baseUrl()), { redirect: 'manual' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-security-policy'), path).toMatch(/^default-src 'self'; script-src 'self';/);
      const files = namedBy(await res.text());
      expect(files.some((f) => f.endsWith('.js')), path).toBe(true);
      for (const f of files) named.add(f);
    }
    for (const file of named) {
      expect(file).toMatch(HASHED);
      const res = await fetch(new URL(file, baseUrl()));
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe(FOR_GOOD);
      await res.arrayBuffer();
    }
  });

  it('every built file under /assets/ (the games’ boards and their chunks too) has a hashed name and is kept for good', async () => {
    const assets = served(join(DIST, 'assets'), '/assets/');
    expect(assets.filter((a) => a.includes('/games/')).length).toBeGreaterThanOrEqual(5);
    for (const file of assets) {
      expect(file).toMatch(HASHED);
      const res = await fetch(new URL(file, baseUrl()));
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe(FOR_GOOD);
      await res.arrayBuffer();
    }
  });

  it('the site’s icons and manifest are kept for a day; the service worker and the guides, at fixed addresses, are asked again', async () => {
    for (const path of ['/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png']) {
      const res = await fetch(new URL(path, baseUrl()));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=86400');
      await res.arrayBuffer();
    }
    for (const path of ['/sw.js', '/games/lancaster/howto.js']) {
      const res = await fetch(new URL(path, baseUrl()));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toMatch(/no-cache|max-age=0, must-revalidate/);
      await res.arrayBuffer();
    }
  });

  describe('a returning player', () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await launch();
    });

    afterAll(async () => {
      await browser?.close();
    });

    it('opens the match page again with its scripts and stylesheets from the browser’s cache: only the page and the API are asked', async () => {
      // No service worker: it would answer from its own cache, which would hide the HTTP cache.
      const ctx = await context(browser, undefined, 'en-GB', 'block');
      const url = match.seats[0].url;
      /** Opens the match in a new tab of the same profile: each response by address, and whether it came from the browser's cache. */
      const visit = async () => {
        const page = await ctx.newPage();
        const cdp = await ctx.newCDPSession(page);
        await cdp.send('Network.enable');
        const responses = new Map<string, boolean>();
        const methods = new Map<string, string>();
        /** Requests answered from the memory cache, which says so by an event of its own before the response. */
        const fromMemory = new Set<string>();
        cdp.on('Network.requestWillBeSent', (e) => methods.set(e.requestId, e.request.method));
        cdp.on('Network.requestServedFromCache', (e) => fromMemory.add(e.requestId));
        cdp.on('Network.responseReceived', (e) => {
          const path = new URL(e.response.url).pathname;
          // The page asks whether the game has a guide with a HEAD (guides.ts): a question, no file fetched.
          if (!(path.startsWith('/games/') && methods.get(e.requestId) === 'HEAD')) responses.set(path, Boolean(e.response.fromDiskCache) || fromMemory.has(e.requestId));
        });
        await page.goto(url);
        await waitForLive(page);
        await page.locator('#board svg').first().waitFor();
        await page.close();
        return responses;
      };
      const first = await visit();
      expect([...first].filter(([path, cached]) => path.startsWith('/assets/') && cached)).toEqual([]);
      const second = await visit();

      const assets = [...second].filter(([path]) => path.startsWith('/assets/'));
      // The page's script, its chunks, its stylesheets and the game's board with its stylesheet.
      expect(assets.length).toBeGreaterThanOrEqual(5);
      expect(assets.filter(([path]) => path.includes('/games/lancaster')).length).toBeGreaterThanOrEqual(1);
      expect(assets.filter(([, cached]) => !cached).map(([path]) => path)).toEqual([]);
      const fromNetwork = [...second].filter(([, cached]) => !cached).map(([path]) => path);
      expect(fromNetwork.filter((path) => !path.startsWith('/api/') && path !== new URL(url).pathname)).toEqual([]);
      await ctx.close();
    });
  });
});
