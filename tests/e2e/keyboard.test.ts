import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { DESKTOP, context, launch, watchErrors } from './support/browser';
import { GAMES, midway } from './support/games-midway';
import { seqOf, waitForLive } from './support/match-page';

/** What has the focus: a clickable place of the board, a button of the bar above it, or something else. */
async function focused(page: Page): Promise<{ where: 'board' | 'bar' | 'other'; picked: boolean; ring: boolean; name: string }> {
  return page.evaluate(`(() => {
    const el = document.activeElement;
    if (!el) return { where: 'other', picked: false, ring: false, name: '' };
    const style = getComputedStyle(el);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const where = el.closest('#board') && el.classList.contains('pickable') ? 'board' : el.closest('#pick-bar') && el.tagName === 'BUTTON' ? 'bar' : 'other';
    return { where, picked: el.classList.contains('picked'), ring, name: el.getAttribute('aria-label') || el.textContent || '' };
  })()`);
}

/** Tabs (at most `limit` times) until a board place not picked yet, or a button of the bar, has the focus. */
async function tabToPick(page: Page, limit = 400): Promise<'board' | 'bar'> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if ((f.where === 'board' && !f.picked) || f.where === 'bar') {
      expect(f.ring, `the focus on "${f.name}" is drawn`).toBe(true);
      return f.where;
    }
  }
  throw new Error('no board place was reached by Tab');
}

/** Shift+Tab back to the bar above the board (a move to confirm, or several to choose from), to its first button. */
async function backToBar(page: Page): Promise<void> {
  for (let i = 0; i < 300 && (await focused(page)).where !== 'bar'; i++) await page.keyboard.press('Shift+Tab');
  while (await page.evaluate(`document.activeElement?.previousElementSibling?.tagName === 'BUTTON'`)) await page.keyboard.press('Shift+Tab');
  const f = await focused(page);
  expect(f.where).toBe('bar');
  expect(f.ring, `the focus on "${f.name}" is drawn`).toBe(true);
}

/** Issue 30 "pages anyone can use": a whole move of each game made with the keyboard alone. */
describe('a move made with the keyboard alone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const game of GAMES) {
    it(`${game.game}: Tab reaches the board, the focus is drawn, Enter picks until the move is sent; Escape drops a half-made one`, async () => {
      const { match, seat } = await midway(game, `e2e-keys-${game.game}`);
      const page = await (await context(browser, DESKTOP)).newPage();
      const errors = watchErrors(page);
      await page.goto(match.seats[seat].url);
      await page.locator('#board .pickable').first().waitFor({ state: 'attached' });
      await waitForLive(page);
      const before = await seqOf(page);

      // Escape: one pick, then nothing picked. A one-click move would be sent by it, so this is tried
      // only where the first place starts a longer move (the bar then says what is picked).
      await tabToPick(page);
      for (let i = 0; i < 30 && (await seqOf(page)) === before; i++) {
        const f = await focused(page);
        if ((f.where === 'board' && !f.picked) || f.where === 'bar') {
          await page.keyboard.press(i % 2 ? ' ' : 'Enter');
          await page.waitForTimeout(50);
          if (i === 0 && (await page.locator('#board .picked').count()) === 1 && (await seqOf(page)) === before) {
            await page.keyboard.press('Escape');
            await expect(page.locator('#board .picked').count()).resolves.toBe(0);
            await expect(page.locator('#board .pickable:focus').count()).resolves.toBe(1);
          }
        } else if (await page.locator('#board .pickable:not(.picked)').count()) {
          // The arrow keys go on to the places still to pick.
          const places = await page.locator('#board .pickable').count();
          let g = await focused(page);
          for (let k = 0; k <= places && (g.where !== 'board' || g.picked); k++) {
            await page.keyboard.press('ArrowRight');
            g = await focused(page);
          }
          expect(g.where, 'the arrow keys reach the places still to pick').toBe('board');
          expect(g.ring, `the focus on "${g.name}" is drawn`).toBe(true);
        } else if (await page.locator('#pick-bar:not([hidden]) button').count()) {
          await backToBar(page);
        } else {
          await page.waitForTimeout(100); // the move is on its way
        }
      }
      await page.locator(`body[data-seq="${before + 1}"]`).waitFor({ state: 'attached' });
      const after = (await call('GET', `/api/matches/${match.id}`, { token: match.seats[seat].token })).body;
      expect(after.seq).toBeGreaterThan(before);
      expect(errors).toEqual([]);
    }, 180_000);
  }
});
