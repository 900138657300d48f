// What the service worker (sw.ts) keeps of its two caches, decided here with no Cache API so that
// plain Node tests can check it (tests/layout/sw-bounds.test.ts). A browser gives an origin a
// share of the disk, and one that outgrows it may lose the whole origin's storage, push
// subscription included: so the worker drops what no page can use any more.

/**
 * How many matches' answers (all their seats' views and histories) the worker keeps for offline
 * use: the most recently saved ones. A player or spectator opens a few matches again and again;
 * fifty covers that, while each kept match costs its view and history (tens of KiB to a few
 * hundred for a long match), so the cache stays in the low megabytes however many matches this
 * browser ever opened.
 */
export const KEPT_MATCHES = 50;

/**
 * A hashed built file, as the pages and scripts name them: /assets/<name>-<hash>.js,
 * /assets/css/…, /assets/chunks/…, /assets/games/….css. Not a script's source map, which it
 * names as /assets/<name>-<hash>.js.map: only the browser's developer tools ask for that.
 */
const ASSET = /\/assets\/[\w./-]+\.(?:js|css)(?![\w.-])/g;

export function isAsset(path: string): boolean {
  return path.startsWith('/assets/');
}

/** The hashed files a page, script or stylesheet names (by absolute address: esbuild's publicPath is /assets). */
export function assetsNamed(text: string): string[] {
  return [...new Set(text.match(ASSET) ?? [])];
}

/**
 * The kept hashed files that no kept page reaches: `roots` are the texts of the kept pages (and
 * other fixed-address files), `assets` the kept hashed files with, for a script or stylesheet,
 * its text. A page reaches the files it names, and those reach the files they name (a script's
 * chunks, a game's board its stylesheet), so a file still used offline is never in the answer.
 */
export function unreachedAssets(roots: string[], assets: Map<string, string | null>): string[] {
  const reached = new Set<string>();
  const next = roots.flatMap(assetsNamed);
  while (next.length) {
    const path = next.pop() as string;
    if (reached.has(path)) continue;
    reached.add(path);
    const text = assets.get(path);
    if (text) next.push(...assetsNamed(text));
  }
  return [...assets.keys()].filter((path) => !reached.has(path));
}

/** The match an answer belongs to (its view or its history), or null for the games' answers. */
export function answerMatch(path: string): string | null {
  return /^\/api\/matches\/([a-z0-9]+)(?:\/log)?$/.exec(path)?.[1] ?? null;
}

/**
 * The matches whose answers go: all but the `kept` most recently saved, never `saving` (the
 * match being saved now). `saved` is each kept answer's match and when it was saved.
 */
export function matchesToDrop(saved: { match: string; at: number }[], saving: string, kept = KEPT_MATCHES): string[] {
  const latest = new Map<string, number>();
  for (const { match, at } of saved) latest.set(match, Math.max(latest.get(match) ?? 0, at));
  const others = [...latest.keys()].filter((m) => m !== saving).sort((a, b) => (latest.get(b) ?? 0) - (latest.get(a) ?? 0));
  return others.slice(Math.max(0, kept - 1));
}
