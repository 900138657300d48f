import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch } from './support/api';
import { launch } from './support/browser';
import { waitForLive } from './support/match-page';
import { context } from './support/page-modules';

// Issue 30: a game and its variant are named in the page's language wherever the page names them
// (the service sends `titles` and `variantNames`), never by the English name or the variant's code.

type Lang = 'en' | 'es';
const LANGS: Lang[] = ['en', 'es'];
const LOCALE: Record<Lang, string> = { en: 'en-GB', es: 'es-ES' };

describe('games and variants by their names in the page’s language', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('in the game list, the start form, a match’s heading and tab title, and the rules page', async () => {
    type Info = { id: string; title: string; titles: Record<Lang, string>; variantNames: Record<string, Record<Lang, string>> };
    const games = (await call<{ games: Info[] }>('GET', '/api/games')).body.games;
    const kd = games.find((g) => g.id === 'king-david')!;
    const lancaster = games.find((g) => g.id === 'lancaster')!;
    // The check needs a name that differs: King David's in Spanish, Lancaster's variant.
    expect(kd.titles.es).not.toBe(kd.titles.en);
    expect(lancaster.variantNames.allies.es).not.toBe('allies');
    const allies = await createMatch('lancaster', ['Ana', 'Ben'], 'words30-allies', 2, { variant: 'allies' });
    const david = await createMatch('king-david', ['Ana', 'Ben'], 'words30-titles');
    for (const lang of LANGS) {
      const ctx = await context(browser, undefined, LOCALE[lang]);
      const page = await ctx.newPage();
      await page.goto('/');
      await page.locator('#games-list li').first().waitFor();
      await expect(page.locator('#games-list li strong').allInnerTexts()).resolves.toEqual(games.map((g) => g.titles[lang]));
      await expect(page.locator('#game option').allInnerTexts()).resolves.toEqual(games.map((g) => g.titles[lang]));
      await page.locator('#game').selectOption('lancaster');
      await expect(page.locator('#variant option').allInnerTexts()).resolves.toContain(lancaster.variantNames.allies[lang]);
      await expect(page.locator('#variant option').allInnerTexts()).resolves.not.toContain('allies');

      await page.goto(allies.seats[0].url);
      await waitForLive(page);
      await expect(page.locator('#title').innerText()).resolves.toBe(`${lancaster.titles[lang]} · ${lancaster.variantNames.allies[lang]}`);
      await page.goto(david.seats[0].url);
      await waitForLive(page);
      await expect(page.locator('#title').innerText()).resolves.toBe(kd.titles[lang]);
      expect(await page.title()).toContain(kd.titles[lang]);

      await page.goto('/rules/king-david');
      await expect.poll(() => page.locator('#start-game').textContent()).toContain(kd.titles[lang]);
      await expect(page.locator('#guide h1').innerText()).resolves.toContain(kd.titles[lang]);
      await ctx.close();
    }
  });
});
