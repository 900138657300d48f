import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { Browser, BrowserContext } from 'playwright-core';
import { scriptOptions } from '../../../scripts/build-web.mjs';
import { DESKTOP, context as plainContext } from './browser';

/**
 * The page's own modules, one by one, for a test to call in the page: `import('/page-modules/
 * games/lancaster/tokens.js')` is web/src/games/lancaster/tokens.ts. The served page is bundled
 * (one bundle per page, its modules inside), so a test cannot import them from it: they are built
 * here as the page is built (scripts/build-web.mjs), each module an entry point sharing the others
 * (one i18n for all of them), and served to the browser at PAGE_MODULES by the test's own route.
 */
export const PAGE_MODULES = '/page-modules';

const SRC = resolve(__dirname, '../../../web/src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

let built: Promise<Map<string, Uint8Array>> | null = null;

/** Every module of web/src built once per test file: address under PAGE_MODULES -> contents. */
function modules(): Promise<Map<string, Uint8Array>> {
  // Written nowhere: the output's paths, under the absolute PAGE_MODULES, are the addresses.
  built ??= build(scriptOptions({ entryPoints: sources(SRC), outdir: PAGE_MODULES, publicPath: PAGE_MODULES, hashed: false })).then(
    (result) => new Map(result.outputFiles.map((f) => [f.path, f.contents])),
  );
  return built;
}

/** Serves the page's modules to every page of `ctx` at PAGE_MODULES. */
export async function servePageModules(ctx: BrowserContext): Promise<void> {
  const files = await modules();
  await ctx.route(`**${PAGE_MODULES}/**`, (route) => {
    const body = files.get(new URL(route.request().url()).pathname);
    if (!body) return route.fulfill({ status: 404, body: '' });
    const contentType = route.request().url().endsWith('.css') ? 'text/css' : 'text/javascript';
    return route.fulfill({ status: 200, contentType, body: Buffer.from(body) });
  });
}

/**
 * A fresh browser profile (./browser.ts `context`) whose pages may import the page's modules. Its
 * service worker is blocked by default: playwright's routes do not see what a worker fetches.
 */
export async function context(browser: Browser, viewport = DESKTOP, locale = 'en-GB', serviceWorkers: 'allow' | 'block' = 'block'): Promise<BrowserContext> {
  const ctx = await plainContext(browser, viewport, locale, serviceWorkers);
  await servePageModules(ctx);
  return ctx;
}

/**
 * Runs in the page: draws the board of each item with the page's own renderer, as the match page
 * does for that seat, and returns every listed command whose clicks are not all on that board.
 * The players are named P1, P2…: as many as `seats`, else as the view's `players` (an item's
 * `active` defaults to its own seat).
 */
export function offBoardScript(module: string, items: readonly { seat: number; view: unknown; actions: string[]; active?: number[] }[], seats: number | null = null): string {
  return `(async () => {
    const { default: renderer } = await import('${module}');
    const { namesOf } = await import('/page-modules/match-parts.js');
    const wrong = [];
    for (const { seat, view, actions, active } of ${JSON.stringify(items)}) {
      const count = ${JSON.stringify(seats)} ?? view.players.length;
      const names = namesOf({ seats: Array.from({ length: count }, (_, i) => ({ name: 'P' + (i + 1) })), view });
      const host = document.createElement('div');
      host.append(renderer.board(view, { names, you: seat, active: active ?? [seat], moves: [] }));
      const drawn = new Set([...host.querySelectorAll('[data-pick]')].map((el) => el.dataset.pick));
      for (const command of actions) {
        const tokens = renderer.picks(command, view);
        const missing = tokens && tokens.length ? tokens.filter((t) => !drawn.has(t)) : ['no clicks'];
        if (missing.length) wrong.push(seat + ': ' + command + ' (' + missing.join(', ') + ')');
      }
    }
    return wrong;
  })()`;
}
