// The site as an app that works offline (issue 31): registers the service worker (/sw.js), hands
// it the page's own files loaded before it took the page over, and says so on the page when an
// answer came from the worker's store instead of the network: the page is offline and shows the
// match as it was at that time.
import { h } from './dom';
import { t } from './i18n';
import { localTime, relativeTime } from './when';

let savedAt: number | null = null;

function banner(): HTMLElement {
  let el = document.getElementById('offline');
  if (!el) {
    el = h('p', { id: 'offline', class: 'offline-note', role: 'status', 'data-testid': 'offline', hidden: true });
    document.querySelector('main')?.prepend(el);
  }
  return el;
}

function render(): void {
  const el = banner();
  el.hidden = savedAt === null;
  el.textContent = savedAt === null ? '' : t('offlineBoard', { time: localTime(savedAt), relative: relativeTime(savedAt) });
}

/**
 * Every API answer passes here (api.ts): one the service worker kept (`x-pbm-saved-at`) says the
 * page is offline and how old it is; one from the network says it is online again.
 */
export function noteAnswer(res: Response): void {
  const kept = Number(res.headers.get('x-pbm-saved-at'));
  const next = Number.isFinite(kept) && kept > 0 ? kept : null;
  if (next === savedAt) return;
  savedAt = next;
  render();
}

/**
 * Registers the worker. `onControlled` is called when it takes over a page that opened without it
 * (the first visit), so that the page asks for its match again through it and the worker keeps it.
 */
export function startOffline({ onControlled }: { onControlled?: () => void } = {}): void {
  if (!('serviceWorker' in navigator)) return;
  const first = !navigator.serviceWorker.controller;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window, or the browser refuses): the page works online as before.
    });
  // Once the page has loaded: installing the worker fetches the page's files again, which on a
  // first visit over a phone's link would compete with the page's own.
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
  if (!first) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The files asked for before the worker took over went past it: it is handed them, those
    // loaded by now at once, and any still on its way (a game's stylesheet, say) when it arrives.
    const controlledAt = performance.now();
    const own = (entries: PerformanceEntryList) => entries.filter((e) => e.startTime < controlledAt && e.name.startsWith(location.origin)).map((e) => e.name);
    const hand = (urls: string[]) => {
      if (urls.length) navigator.serviceWorker.controller?.postMessage({ type: 'keep', urls });
    };
    hand([location.href, ...own(performance.getEntriesByType('resource'))]);
    if (typeof PerformanceObserver === 'function') new PerformanceObserver((list) => hand(own(list.getEntries()))).observe({ type: 'resource' });
    onControlled?.();
  }, { once: true });
}

export function rerenderOffline(): void {
  if (savedAt !== null) render();
}
