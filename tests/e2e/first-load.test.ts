import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { PHONE, baseUrl, context, watchErrors } from './support/browser';
import { GAMES, midway } from './support/games-midway';
import { waitForLive } from './support/match-page';
import { browserSuite } from './support/suite';

/**
 * Issue 29, a page that opens fast on a phone: what its first load does. Nothing the page shows
 * jumps as its script fills it in (Lighthouse's cumulative layout shift, a quarter of its score:
 * the match page's cards moved a screenful when the board arrived, 0.85), and a seat's page asks
 * for its match once, not again when its live socket says hello.
 */

/** Sums the page's layout shifts as the browser reports them (PerformanceObserver 'layout-shift'), but those right after a tap or a key. */
const COUNT_SHIFTS = `(() => {
  window.shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifts.push(e.value);
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate<number>('window.shifts.reduce((a, b) => a + b, 0)');
}

describe('a first load on a phone', () => {
  const { browser, errors } = browserSuite();

  /** A phone-sized page whose processor is slowed 4× (as Lighthouse's phone is), counting its layout shifts and its requests for `views`. */
  async function open(url: string, views: RegExp | null = null): Promise<{ page: Page; asked: () => number }> {
    const ctx = await context(browser(), PHONE, 'en-GB', 'block');
    const page = await ctx.newPage();
    errors.push(watchErrors(page));
    await page.addInitScript(COUNT_SHIFTS);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let asked = 0;
    page.on('request', (r) => {
      if (views && r.method() === 'GET' && views.test(new URL(r.url()).pathname)) asked++;
    });
    await page.goto(url);
    return { page, asked: () => asked };
  }

  it('the start page: the form and the games show whole, nothing moves under the reader', async () => {
    const { page } = await open(`${baseUrl()}/`);
    await page.locator('#create-button:enabled').waitFor();
    await page.locator('#games-list li').first().waitFor();
    await page.waitForTimeout(1_000);
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  for (const game of GAMES) {
    it(`${game.game}: a seat's page mid-game keeps still as its board and cards arrive, and asks for its match once`, async () => {
      const { match, seat } = await midway(game, `e2e-first-load-${game.game}`);
      const { page, asked } = await open(match.seats[seat].url, new RegExp(`^/api/matches/${match.id}$`));
      await waitForLive(page);
      await page.locator('#board > *').first().waitFor();
      // Long enough for the socket's hellos and the renderer's next frame.
      await page.waitForTimeout(1_500);
      expect(await layoutShift(page)).toBeLessThan(0.05);
      // The seat's answer, once: the socket's hello before it is told the token counts as a spectator does.
      expect(asked()).toBe(1);
      const spectator = (await call('GET', `/api/matches/${match.id}`)).body.seq;
      console.log(`${game.game}: entry ${await page.locator('body').getAttribute('data-seq')} for the seat, ${spectator} for a spectator`);
    });
  }
});
