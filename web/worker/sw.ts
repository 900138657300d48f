// The service worker (issue 31): it shows the service's push notifications and opens (or brings
// forward) the match on a click, and it keeps the site usable with no network: the page's own
// files and the last answers the page had for each match (its view, its history, the game's
// words), so that an offline page shows the last board it saw and says how old it is (the
// answer carries `x-pbm-saved-at`: web/src/offline.ts). Online, everything comes from the network
// first: a cached file is only ever a stand-in. Built by scripts/build-web.mjs into /sw.js, at the
// root so that it may serve every page, with no hash in its name: the page registers it by name.
// Both caches are bounded (bounds.ts): a deploy's old hashed files and all but the matches saved
// last are dropped, off the request's path.

import { answerMatch, assetsNamed, isAsset, KEPT_MATCHES, matchesToDrop, unreachedAssets } from './bounds';

declare const self: ServiceWorkerGlobalScope;

const PAGES = 'pbm-pages-v1';
const ANSWERS = 'pbm-answers-v1';
const SAVED_AT = 'x-pbm-saved-at';

/** The API answers kept for offline use: a match's view and history, the games and their words. */
const KEPT_ANSWERS = [/^\/api\/matches\/[a-z0-9]+$/, /^\/api\/matches\/[a-z0-9]+\/log$/, /^\/api\/games$/, /^\/api\/games\/[a-z0-9-]+\/messages$/];
/** The page's own files: its built scripts and stylesheets (/assets/), the games' guides (/games/), the icons. */
const STATIC = /^\/(?:$|m\/|join\/|handover$|rules\/|(?:assets|games|icons)\/|favicon\.svg$|manifest\.webmanifest$)/;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  const kept = [PAGES, ANSWERS];
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!kept.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** Every match page is the same file: one cached copy serves them all (the match is in its address). */
function pageKey(url: URL): string {
  if (url.pathname.startsWith('/m/')) return '/m/';
  if (url.pathname.startsWith('/join/')) return '/join/';
  if (url.pathname.startsWith('/rules/')) return '/rules/';
  return url.pathname;
}

/** An answer is kept per seat: its key names the asking token by a hash, never the token itself. */
async function answerKey(request: Request, url: URL): Promise<string> {
  const auth = request.headers.get('authorization') ?? '';
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(auth)));
  const as = [...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${url.pathname}?as=${as}`;
}

/**
 * Every write to the caches, and every pruning, in one line: a pruning reads what is kept and
 * deletes some of it, and a file kept meanwhile (a script the new page asks for) must not be
 * deleted on the strength of a reading made before it came.
 */
let writes: Promise<void> = Promise.resolve();

/** Queues `job` after every earlier write; a failure (a full disk, a pruning that went wrong) is only logged, so that the next write and the page's request go on. */
function inTurn(job: () => Promise<void>): Promise<void> {
  writes = writes.then(job).catch((err: unknown) => console.warn('pbm service worker: cache write failed', err));
  return writes;
}

function isText(response: Response): boolean {
  return /^(?:text\/html|text\/css|(?:text|application)\/javascript)\b/.test(response.headers.get('content-type') ?? '');
}

/**
 * Keeps `response`, whose `body` was read before its turn: the line of writes waits on the store
 * only, never on a download (one slow or cut off would hold up every keep queued behind it).
 */
async function keep(cacheName: string, key: string, response: Response, body: Blob): Promise<void> {
  const headers = new Headers(response.headers);
  const now = Date.now();
  headers.set(SAVED_AT, String(now));
  const cache = await caches.open(cacheName);
  const page = cacheName === PAGES && /^text\/html\b/.test(response.headers.get('content-type') ?? '');
  const before = page ? await cache.match(key) : undefined;
  await cache.put(key, new Response(body, { status: response.status, statusText: response.statusText, headers }));
  const match = cacheName === ANSWERS ? answerMatch(key.split('?')[0]) : null;
  if (match) await pruneAnswers(cache, match);
  // A page changed by a deploy: once the files it names are kept too, the files only older pages
  // reached go. Not sooner: until its script is kept, the chunks that script imports would look
  // unreached, though they may be the very files it goes on to use. A page kept for the first time
  // starts no pruning: on a first visit the page hands itself over after the worker may already
  // have kept files it loaded, and a pruning from then would take those for an older deploy's
  // (the board's stylesheet, reached only through a board not kept yet, went so).
  if (page && before && (await before.text()) !== (await body.text())) newPage = { key, since: now };
  if (cacheName === PAGES && newPage && (await namedFilesKept(cache, newPage.key))) {
    const { since } = newPage;
    newPage = null;
    await prunePages(cache, since);
  }
}

/**
 * The page kept last, and when, while the files it names are not all kept yet (pruning waits for
 * them). Lost if the browser stops the worker first: then the next changed page prunes.
 */
let newPage: { key: string; since: number } | null = null;

async function namedFilesKept(cache: Cache, key: string): Promise<boolean> {
  const page = await cache.match(key);
  if (!page) return true;
  for (const path of assetsNamed(await page.text())) if (!(await cache.match(path))) return false;
  return true;
}

/** When a kept file was saved (0 for one kept before the worker said). */
function savedAt(response: Response | undefined): number {
  return Number(response?.headers.get(SAVED_AT)) || 0;
}

/**
 * Drops the kept hashed files that no kept page reaches any more (bounds.ts says which) and that
 * were kept before `since`, when the new page was: a file kept since came with it or after it,
 * and a game's stylesheet may be kept before the board that names it, so that one unreached for
 * now is not yet a stale one.
 */
async function prunePages(cache: Cache, since: number): Promise<void> {
  const roots: string[] = [];
  const assets = new Map<string, string | null>();
  const older = new Set<string>();
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    const response = await cache.match(request);
    const text = response && isText(response) ? await response.text() : null;
    if (!isAsset(path)) {
      if (text) roots.push(text);
      continue;
    }
    assets.set(path, text);
    if (savedAt(response) < since) older.add(path);
  }
  for (const path of unreachedAssets(roots, assets)) if (older.has(path)) await cache.delete(path);
}

/** Keeps the answers of the KEPT_MATCHES most recently saved matches, `saving` always among them. */
async function pruneAnswers(cache: Cache, saving: string): Promise<void> {
  const answers = (await cache.keys()).flatMap((request) => {
    const match = answerMatch(new URL(request.url).pathname);
    return match ? [{ match, request }] : [];
  });
  // Most saves find the cap not reached: the times are read only when some match must go.
  if (new Set(answers.map((a) => a.match)).size <= KEPT_MATCHES) return;
  const saved: { match: string; at: number; request: Request }[] = [];
  for (const { match, request } of answers) saved.push({ match, at: savedAt(await cache.match(request)), request });
  const dropped = new Set(matchesToDrop(saved, saving));
  for (const { match, request } of saved) if (dropped.has(match)) await cache.delete(request);
}

/** Reads `response` to its end, then queues its keep; a body that fails to arrive is only logged. */
function readThenKeep(cacheName: string, key: string, response: Response): Promise<void> {
  return response.blob().then(
    (body) => inTurn(() => keep(cacheName, key, response, body)),
    (err: unknown) => console.warn('pbm service worker: a file to keep did not arrive', err),
  );
}

/** The network's answer, kept; with no network, the kept one, or the network's failure. */
async function networkFirst(event: FetchEvent, cacheName: string, key: string): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (response.ok && response.type === 'basic') {
      // Copied now: the page reads the answer while the worker reads its copy to keep.
      const copy = response.clone();
      event.waitUntil(readThenKeep(cacheName, key, copy));
    }
    return response;
  } catch {
    const kept = await (await caches.open(cacheName)).match(key);
    return kept ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    if (url.search || !KEPT_ANSWERS.some((re) => re.test(url.pathname))) return;
    event.respondWith(answerKey(request, url).then((key) => networkFirst(event, ANSWERS, key)));
    return;
  }
  if (request.mode === 'navigate' || STATIC.test(url.pathname)) event.respondWith(networkFirst(event, PAGES, pageKey(url)));
});

/** The page tells the worker which of its files it loaded before the worker took it over: they are kept too. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      for (const raw of data.urls.slice(0, 200)) {
        const url = new URL(String(raw), self.location.origin);
        if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || !STATIC.test(url.pathname)) continue;
        const response = await fetch(url.href).catch(() => null);
        if (response && response.ok) await readThenKeep(PAGES, pageKey(url), response);
      }
    })(),
  );
});

/** A link of our own site only: whatever a push says, a click opens a page of this origin. */
function ownPage(raw: unknown): string {
  try {
    const url = new URL(String(raw), self.location.origin);
    return new URL(url.pathname + url.search, self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  let notice: { title?: unknown; body?: unknown; tag?: unknown; lang?: unknown; url?: unknown } = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof notice.title === 'string' && notice.title ? notice.title : 'Play by mail';
  // `renotify` is the browsers' (Chromium's) though TypeScript's DOM types have dropped it.
  const options: NotificationOptions & { renotify: boolean } = {
    body: typeof notice.body === 'string' ? notice.body : '',
    tag: typeof notice.tag === 'string' ? notice.tag : undefined,
    // A newer notice of the same match replaces the older one, and says so again.
    renotify: typeof notice.tag === 'string',
    lang: notice.lang === 'es' ? 'es' : 'en',
    icon: '/icons/icon-192.png',
    data: { url: ownPage(notice.url ?? '/') },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

/** A click brings forward a window that shows the match already, or opens it. */
async function openMatch(href: string): Promise<WindowClient | null> {
  const target = new URL(href);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).pathname === target.pathname);
  if (open) return open.focus();
  return self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const opening = openMatch(event.notification.data?.url ?? ownPage('/'));
  event.waitUntil(opening);
});

export {};
