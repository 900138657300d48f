import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/games';
import type { KdView } from '../../src/games/king-david/view';
import { picks } from '../../web/src/games/king-david/picks';
import { call, createMatch, type Created } from './support/api';
import { kingDavidPrelude, type PreludeMove } from './support/king-david-prelude';
import { DESKTOP, PHONE, context, launch, screenshot, watchErrors } from './support/browser';
import { waitForLive, waitForSeq } from './support/match-page';

// Issue 30: King David's map frames the seat's own choices when its turn starts, after the map
// was left far from them; on a phone it zooms in until each choice is a 44 × 44 px target
// (WCAG 2.5.5), with the areas' names on the map where they fit (never over a stack, a city or
// another name) and the stacks' numbers readable.

const NAMES = ['Ana', 'Bo', 'Cy'];
const SEED = 'kd-phone-0';
const { game } = registry['king-david'];

/** The bot's moves from the start until a seat's turn starts, after another's, with choices on several areas of the map. */
function prelude(): Promise<{ moves: PreludeMove[]; seat: number; targets: string[] }> {
  return kingDavidPrelude(SEED, NAMES, 'e2e', 500, (s, seat, moves) => {
    const view = game.view(s, seat) as KdView;
    const targets = [...new Set(game.actions(s, seat).map((a) => picks(a, view)?.[0]).filter((t) => t?.startsWith('area:')))].map((t) => t!.slice(5));
    return moves.length > 40 && moves.at(-1)!.seat !== seat && targets.length >= 3 ? { seat, targets: targets.sort() } : undefined;
  }, 'no turn with choices on the map');
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The map's frame and each highlighted area's region, as the screen shows them (CSS px). */
async function measure(page: Page): Promise<{ frame: Rect; areas: Record<string, Rect>; names: Record<string, Rect | null>; counts: number[]; shown: { id: string; r: Rect }[]; drawn: { what: string; r: Rect }[] }> {
  return page.evaluate(`(() => {
    const rect = (el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height }; };
    const svg = document.querySelector('#board .kd-map');
    const areas = {}, names = {}, counts = [];
    // Every name shown and everything drawn on the areas (stacks, cities, costs, fords), as the screen shows them.
    const shown = [...svg.querySelectorAll('.kd-label')].filter((l) => getComputedStyle(l).display !== 'none').map((l) => ({ id: l.dataset.area, r: rect(l) }));
    const drawn = [...svg.querySelectorAll('.kd-stack rect, .kd-city-box, .kd-mp circle, .kd-ford')].map((el) => ({ what: (el.closest('[data-area]')?.dataset.area ?? 'ford') + ' ' + el.getAttribute('class'), r: rect(el) }));
    for (const g of svg.querySelectorAll('.kd-area.pickable')) {
      const id = g.dataset.area;
      areas[id] = rect(g.querySelector('.kd-region'));
      const name = svg.querySelector('.kd-label[data-area="' + id + '"]');
      names[id] = name && getComputedStyle(name).display !== 'none' ? rect(name) : null;
      for (const c of svg.querySelectorAll('.kd-pieces[data-area="' + id + '"] .kd-count')) counts.push(c.getBoundingClientRect().height);
    }
    return { frame: rect(svg), areas, names, counts, shown, drawn };
  })()`);
}

const meet = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (r: Rect, f: Rect) => r.x >= f.x - 0.5 && r.y >= f.y - 0.5 && r.x + r.w <= f.x + f.w + 0.5 && r.y + r.h <= f.y + f.h + 0.5;

describe('King David: the map shows your choices when your turn starts', () => {
  let browser: Browser;
  let match: Created;
  let plan: Awaited<ReturnType<typeof prelude>>;
  const errors: string[][] = [];
  let drawing: { areas: Record<string, { anchor: [number, number] }> };

  beforeAll(async () => {
    browser = await launch();
    plan = await prelude();
    match = await createMatch('king-david', NAMES, SEED);
    drawing = (await call('GET', '/api/games/king-david/drawing')).body;
    for (const m of plan.moves.slice(0, -1)) {
      const r = await call('POST', `/api/matches/${match.id}/actions`, { token: match.seats[m.seat].token, body: { command: m.command } });
      if (r.status !== 200) throw new Error(`${m.command}: ${r.status} ${JSON.stringify(r.body)}`);
    }
  });

  afterAll(async () => {
    await browser?.close();
    expect(errors.flat()).toEqual([]);
  });

  it('after the last move of another seat, far from the map shown, the highlighted areas are in the frame (desktop) and at least 44 × 44 px (phone)', { timeout: 120_000 }, async () => {
    const pages: Page[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await (await context(browser, viewport)).newPage();
      errors.push(watchErrors(page));
      await page.goto(match.seats[plan.seat].url);
      await waitForLive(page);
      pages.push(page);
      // The seat has looked far from its choices: the wheel zooms the map in on the area farthest from them (clear of the zoom buttons, top right).
      const mid = plan.targets.map((id) => drawing.areas[id].anchor).reduce(([x, y], [a, b]) => [x + a / plan.targets.length, y + b / plan.targets.length], [0, 0]);
      const far = Object.keys(drawing.areas).filter((id) => drawing.areas[id].anchor[0] < 450).sort((a, b) => Math.hypot(drawing.areas[b].anchor[0] - mid[0], drawing.areas[b].anchor[1] - mid[1]) - Math.hypot(drawing.areas[a].anchor[0] - mid[0], drawing.areas[a].anchor[1] - mid[1]))[0];
      const map = page.locator('#board .kd-map');
      // A live update may draw the board afresh just as the page opens: scroll to the map drawn last.
      for (let tries = 0; ; tries++) {
        const scrolled = await map.scrollIntoViewIfNeeded({ timeout: 10_000 }).then(() => true, (e: Error) => (tries < 3 && /not attached/.test(e.message) ? false : Promise.reject(e)));
        if (scrolled) break;
      }
      const at = (await page.evaluate(`(() => { const svg = document.querySelector('#board .kd-map'); const p = new DOMPoint(...${JSON.stringify(drawing.areas[far].anchor)}).matrixTransform(svg.getScreenCTM()); return { x: p.x, y: p.y }; })()`)) as { x: number; y: number };
      await page.mouse.move(at.x, at.y);
      for (let i = 0; i < 10; i++) await page.mouse.wheel(0, -100);
      await expect.poll(() => map.getAttribute('data-zoom')).toBe('6.00');
      const before = await page.evaluate(`(() => { const svg = document.querySelector('#board .kd-map'); const f = svg.getBoundingClientRect(); return ${JSON.stringify(plan.targets)}.filter((id) => { const r = svg.querySelector('.kd-area[data-area="' + id + '"] .kd-region').getBoundingClientRect(); return r.right > f.left && r.left < f.right && r.bottom > f.top && r.top < f.bottom; }).length; })()`);
      expect(before, 'before the turn, the choices are out of the map shown').toBe(0);
    }
    const last = plan.moves.at(-1)!;
    const r = await call('POST', `/api/matches/${match.id}/actions`, { token: match.seats[last.seat].token, body: { command: last.command } });
    expect(r.status).toBe(200);
    const seq = (await call('GET', `/api/matches/${match.id}`, { token: match.seats[plan.seat].token })).body.seq;
    for (const page of pages) {
      await waitForSeq(page, seq);
      await expect.poll(() => page.locator('#board .kd-area.pickable').evaluateAll((els) => els.map((el) => el.getAttribute('data-area')).sort())).toEqual(plan.targets);
    }
    const [desk, phone] = pages;
    console.log('desktop: the map', (await measure(desk)).frame.w.toFixed(0), 'px wide');
    // Desktop: every choice whole in the map's frame.
    await expect.poll(async () => { const m = await measure(desk); return plan.targets.filter((id) => inside(m.areas[id], m.frame)); }).toEqual(plan.targets);
    // Phone: each choice at least 44 × 44 CSS px, in the frame (the choices of this turn lie close enough together), named on the map, its numbers readable.
    await expect.poll(async () => { const m = await measure(phone); return plan.targets.filter((id) => m.areas[id].w >= 44 && m.areas[id].h >= 44 && inside(m.areas[id], m.frame)); }).toEqual(plan.targets);
    const m = await measure(phone);
    console.log('phone targets (CSS px):', Object.entries(m.areas).map(([id, a]) => `${id} ${a.w.toFixed(0)}×${a.h.toFixed(0)}`).join(', '), '· names:', Object.entries(m.names).map(([id, n]) => `${id} ${n ? `${n.w.toFixed(0)}×${n.h.toFixed(0)}` : 'hidden'}`).join(', '), '· stack numbers (px high):', m.counts.map((c) => c.toFixed(1)).join(' '), '· zoom', await phone.locator('#board .kd-map').getAttribute('data-zoom'));
    // Each choice is named on the map, readable, across its area: the list of moves names it (here
    // its area is crowded with stacks and a city, so its name may lie over its own pieces).
    for (const id of plan.targets) {
      const name = m.names[id];
      expect(name, `${id}'s name shows`).not.toBeNull();
      expect(name!.h, `${id}'s name is readable`).toBeGreaterThanOrEqual(10);
      expect(name!.w, `${id}'s name fits across its area`).toBeLessThanOrEqual(m.areas[id].w);
    }
    const inFrame = m.shown.filter((n) => inside(n.r, m.frame));
    // Any other name shown covers no stack, city, cost or ford, and no name covers another, on the phone and the desktop (names.ts, checked here on the page's own boxes and font).
    console.log(`phone: the map ${m.frame.w.toFixed(0)} px wide, ${m.shown.length} names shown, ${inFrame.length} in the frame`);
    const d = await measure(desk);
    console.log(`desktop: ${d.shown.length} names shown`);
    for (const [screen, shot] of [['phone', m], ['desktop', d]] as const) {
      for (const [i, { id, r }] of shot.shown.entries()) {
        if (!plan.targets.includes(id)) expect(shot.drawn.filter((x) => meet(x.r, r)).map((x) => `${x.what} ${JSON.stringify(x.r)}`), `${screen}: ${id}'s name ${JSON.stringify(r)} covers nothing drawn`).toEqual([]);
        expect(shot.shown.slice(i + 1).filter((o) => meet(o.r, r)).map((o) => o.id), `${screen}: ${id}'s name covers no other name`).toEqual([]);
      }
    }
    expect(m.counts.length).toBeGreaterThan(0);
    for (const c of m.counts) expect(c).toBeGreaterThanOrEqual(10);
    await phone.locator('#board .kd-map-frame').screenshot({ path: 'test-results/king-david-frame-map-375.png' });
    await desk.locator('#board .kd-map-frame').screenshot({ path: 'test-results/king-david-frame-map-1280.png' });
    await screenshot(phone, 'king-david-frame-375');
    await screenshot(desk, 'king-david-frame-1280');
    // The map keeps the frame while the seat plays: a tap on a choice goes on from there.
    await phone.locator('#board .kd-zoom button').nth(2).click();
    await expect(phone.locator('#board .kd-map').getAttribute('data-zoom')).resolves.toBe('1.00');
  });
});
