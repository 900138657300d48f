import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch } from './support/api';
import { PHONE, context, launch, screenshot, watchErrors } from './support/browser';
import { commandButtons, seqOf, waitForLive, waitForSeq } from './support/match-page';

// A game without a board drawing yet is still playable: its view as text, and the commands.
describe('a game without a drawing', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the view as readable text and still offers the commands', async () => {
    const match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-generic');
    const ctx = await context(browser, PHONE, undefined, 'block');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    // Present the match as a game the page has no renderer for.
    await page.route(new RegExp(`/api/matches/${match.id}$`), async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      await route.fulfill({ response: res, json: { ...body, game: 'a-game-without-a-drawing' } });
    });
    const active: number = (await call('GET', `/api/matches/${match.id}`)).body.active[0];
    await page.goto(match.seats[active].url);
    await waitForLive(page);
    const text = page.locator('[data-testid="generic-view"]');
    await expect(text.innerText()).resolves.toMatch(/Territories[\s\S]*Emperor/);
    await expect(page.locator('[data-testid="generic-view"] img, [data-testid="generic-view"] svg').count()).resolves.toBe(0);
    const seq = await seqOf(page);
    await commandButtons(page).first().click();
    await waitForSeq(page, seq + 1);
    await screenshot(page, 'generic-375');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
