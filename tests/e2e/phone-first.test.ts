import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, createMatch } from './support/api';
import { DESKTOP, PHONE, context, screenshot, watchErrors } from './support/browser';
import { browserSuite } from './support/suite';
import { waitForLive } from './support/match-page';

/** Where an element is on the page, in CSS px from the top of the first screen. */
async function box(page: Page, selector: string): Promise<{ top: number; bottom: number; height: number }> {
  // A live update may draw the banner again between finding the element and measuring it (null
  // for a node just replaced): measure again until it holds still, for at most 10 s.
  const el = page.locator(selector).first();
  let b = null;
  for (const until = Date.now() + 10_000; !b && Date.now() < until; ) {
    b = await el.boundingBox({ timeout: 5_000 }).catch(() => null);
    if (!b) await page.waitForTimeout(100);
  }
  if (!b) throw new Error(`${selector} is not shown`);
  return { top: b.y, bottom: b.y + b.height, height: b.height };
}

/** Issue 30: on a phone the first screen shows the turn in one line and the board; the rest of the banner folds. */
describe('the first screen on a phone', () => {
  const { browser, errors } = browserSuite();

  async function open(url: string, viewport = PHONE): Promise<Page> {
    const page = await (await context(browser(), viewport)).newPage();
    errors.push(watchErrors(page));
    await page.goto(url);
    await waitForLive(page);
    await page.locator('#board > *').first().waitFor();
    return page;
  }

  for (const [game, names] of [
    ['king-david', ['Ana', 'Bo', 'Cy']],
    ['princeps-machiavelli', ['Ana', 'Bo', 'Cy']],
    ['carolus-magnus', ['Ana', 'Bo']],
    ['lancaster', ['Ana', 'Bo', 'Cy']],
    ['senor-de-la-guerra', ['Ana', 'Bo']],
  ] as const) {
    it(`${game}: the seat on turn sees the prompt and the top of the board at 375 × 740; the rest of the banner opens on a tap`, async () => {
      const match = await createMatch(game, [...names], `e2e-phone-${game}`);
      const active: number = (await call('GET', `/api/matches/${match.id}`)).body.active[0];
      const page = await open(match.seats[active].url);
      const prompt = await box(page, '[data-testid="prompt"]');
      const board = await box(page, '#board > *');
      await screenshot(page, `phone-first-${game}-375`);
      console.log(`${game} at 375 × 740: prompt ${prompt.top.toFixed(0)}–${prompt.bottom.toFixed(0)} px, board from ${board.top.toFixed(0)} px`);
      expect(prompt.bottom).toBeLessThanOrEqual(PHONE.height);
      expect(board.top).toBeLessThanOrEqual(PHONE.height / 2);
      // Who you play shows; the seats (and the game's help) are folded, and a tap opens them.
      await expect(page.locator('#turn .who-am-i').innerText()).resolves.toBe(`You play ${names[active]}.`);
      const chips = page.locator('#turn .seat-chips');
      await expect(chips.isVisible()).resolves.toBe(false);
      await page.locator('#turn [data-testid="turn-more"] > summary').click();
      await expect(chips.isVisible()).resolves.toBe(true);
      // On a desktop the banner shows it all at once.
      const wide = await open(match.seats[active].url, DESKTOP);
      await expect(wide.locator('#turn .seat-chips').isVisible()).resolves.toBe(true);
      await screenshot(wide, `phone-first-${game}-1280`);
    });
  }
});
