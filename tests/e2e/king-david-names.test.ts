import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/games';
import type { KdView } from '../../src/games/king-david/view';
import { call, createMatch, type Created } from './support/api';
import { kingDavidPrelude, type PreludeMove } from './support/king-david-prelude';
import { DESKTOP, PHONE, context, launch, watchErrors } from './support/browser';
import { waitForLive, waitForSeq } from './support/match-page';

// Issue 30, after the review of the map's screenshots: King David's area names are written where
// their box crosses no river and no road when the area has such a spot, and never over a stack.
// A seat that waits for the others looks at the map (no choices of its own, so nothing is framed)
// on a phone and a desktop, in English and Spanish, at the whole map and zoomed in twice with the
// + button; each view is saved in test-results/king-david-names-<width>-<lang>-<zoom>.png.

const NAMES = ['Ana', 'Bo', 'Cy'];
const SEED = 'kd-names-0';
const { game } = registry['king-david'];

/** The bot's moves from the start until, some way into the game, a seat waits with no engagement or moving group on its map. */
function prelude(): Promise<{ moves: PreludeMove[]; seat: number }> {
  return kingDavidPrelude(SEED, NAMES, 'e2e-names', 800, (s, _seat, moves) => {
    const idle = NAMES.map((_, i) => i).find((x) => game.actions(s, x).length === 0);
    if (moves.length <= 60 || idle === undefined) return undefined;
    const view = game.view(s, idle) as KdView;
    return !view.battle && !view.siege && !view.order ? { seat: idle } : undefined;
  }, 'no seat waiting with a quiet map');
}

/** On the page: each name shown, the stacks' chips and the lines (rivers, roads) across the map, in CSS px and in map units. */
async function look(page: Page): Promise<{ zoom: string; shown: { id: string; text: string; r: DOMRectLike }[]; chips: DOMRectLike[]; across: string[] }> {
  return page.evaluate(`(() => {
    const svg = document.querySelector('#board .kd-map');
    const rect = (el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; };
    const labels = [...svg.querySelectorAll('.kd-label')].filter((l) => getComputedStyle(l).display !== 'none');
    const shown = labels.map((l) => ({ id: l.dataset.area, text: l.textContent, r: rect(l) }));
    const chips = [...svg.querySelectorAll('.kd-stack rect')].map(rect);
    // Each river's and road's segments, from the paths drawn, and the names whose ink box (map units) one crosses.
    const segs = [...svg.querySelectorAll('.kd-river, .kd-road')].flatMap((p) => {
      const n = (p.getAttribute('d').match(/-?[0-9.]+/g) || []).map(Number);
      const out = [];
      for (let i = 2; i + 1 < n.length; i += 2) out.push([n[i - 2], n[i - 1], n[i], n[i + 1]]);
      return out;
    });
    const hits = (b, [ax, ay, bx, by]) => {
      if (Math.max(ax, bx) <= b.x || Math.min(ax, bx) >= b.x + b.width || Math.max(ay, by) <= b.y || Math.min(ay, by) >= b.y + b.height) return false;
      const side = ([x, y]) => Math.sign((bx - ax) * (y - ay) - (by - ay) * (x - ax));
      return new Set([[b.x, b.y], [b.x + b.width, b.y], [b.x, b.y + b.height], [b.x + b.width, b.y + b.height]].map(side)).size > 1;
    };
    const across = labels.filter((l) => segs.some((s) => hits(l.getBBox(), s))).map((l) => l.textContent);
    return { zoom: svg.dataset.zoom, shown, chips, across };
  })()`);
}

interface DOMRectLike {
  x: number;
  y: number;
  width: number;
  height: number;
}

const meet = (a: DOMRectLike, b: DOMRectLike) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('King David: the names on the map keep off its rivers, roads and stacks', () => {
  let browser: Browser;
  let match: Created;
  let plan: Awaited<ReturnType<typeof prelude>>;
  const errors: string[][] = [];

  beforeAll(async () => {
    browser = await launch();
    plan = await prelude();
    match = await createMatch('king-david', NAMES, SEED);
    for (const m of plan.moves) {
      const r = await call('POST', `/api/matches/${match.id}/actions`, { token: match.seats[m.seat].token, body: { command: m.command } });
      if (r.status !== 200) throw new Error(`${m.command}: ${r.status} ${JSON.stringify(r.body)}`);
    }
  });

  afterAll(async () => {
    await browser?.close();
    expect(errors.flat()).toEqual([]);
  });

  for (const [viewport, lang, locale] of [[PHONE, 'en', 'en-GB'], [PHONE, 'es', 'es-ES'], [DESKTOP, 'en', 'en-GB'], [DESKTOP, 'es', 'es-ES']] as const) {
    it(`at ${viewport.width} px in ${lang === 'en' ? 'English' : 'Spanish'}, at the whole map and zoomed in twice, no name covers a stack or another name`, { timeout: 120_000 }, async () => {
      const page = await (await context(browser, viewport, locale)).newPage();
      errors.push(watchErrors(page));
      await page.goto(match.seats[plan.seat].url);
      await waitForLive(page);
      const seq = (await call('GET', `/api/matches/${match.id}`, { token: match.seats[plan.seat].token })).body.seq;
      await waitForSeq(page, seq);
      const map = page.locator('#board .kd-map');
      await map.scrollIntoViewIfNeeded();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
      const seen: string[] = [];
      for (const zoom of ['1.00', '1.50', '2.25']) {
        if (zoom !== '1.00') await page.locator('#board .kd-zoom button').first().click();
        await expect.poll(() => map.getAttribute('data-zoom')).toBe(zoom);
        // The names are fitted on the next frame after the zoom.
        await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
        const m = await look(page);
        seen.push(`×${zoom}: ${m.shown.length} names shown, ${m.across.length} across a river or road (${m.across.join(', ')})`);
        expect(m.chips.length, 'the map has stacks').toBeGreaterThan(0);
        for (const [i, { id, r }] of m.shown.entries()) {
          expect(m.chips.filter((c) => meet(c, r)), `×${zoom}: ${id}'s name ${JSON.stringify(r)} covers no stack`).toEqual([]);
          expect(m.shown.slice(i + 1).filter((o) => meet(o.r, r)).map((o) => o.id), `×${zoom}: ${id}'s name covers no other name`).toEqual([]);
        }
        await page.locator('#board .kd-map-frame').screenshot({ path: `test-results/king-david-names-${viewport.width}-${lang}-${zoom}.png` });
      }
      console.log(`${viewport.width} px, ${lang}: ${seen.join('; ')}`);
      await page.context().close();
    });
  }
});
