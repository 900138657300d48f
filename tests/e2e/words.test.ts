import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { DESKTOP, launch, watchErrors } from './support/browser';
import { context } from './support/page-modules';
import { samplesOf } from '../support/icu-samples';

type Catalogue = Record<'en' | 'es', Record<string, string>>;

/**
 * Every catalogue the page holds for a game: its own words, the renderer's and the game's (from
 * the server). Written as the page's own code (a string): the test's import() is not the page's.
 */
async function cataloguesIn(page: Page, game: string): Promise<Catalogue[]> {
  return page.evaluate(`(async () => {
    const i18n = await import('/page-modules/i18n.js');
    const renderer = await (await import('/page-modules/games/registry.js')).rendererFor(${JSON.stringify(game)});
    const catalogue = await (await fetch('/api/games/${encodeURIComponent(game)}/messages')).json();
    i18n.addStrings(catalogue);
    return [(await import('/page-modules/strings.js')).STRINGS, (await import('/page-modules/strings-notify.js')).NOTIFY_STRINGS, renderer.strings ?? { en: {}, es: {} }, catalogue];
  })()`);
}

/** Each message rendered by the page's say() with the given arguments. */
async function sayAll(page: Page, game: string, calls: [string, Record<string, string | number>][]): Promise<[string, string][]> {
  await cataloguesIn(page, game);
  return page.evaluate(`(async () => {
    const { say } = await import('/page-modules/i18n.js');
    return ${JSON.stringify(calls)}.map(([key, params]) => [key, say({ key, params }, () => 'Ana')]);
  })()`);
}

/**
 * Issue 11: every word in the reader's language. Every message of every game's catalogue (and
 * of the page and the game's renderer) renders in the page, in English and in Spanish, with
 * example arguments: none shows as its key, none leaves an argument unfilled.
 */
describe('every message renders in the page, in both languages', () => {
  let browser: Browser;
  let games: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    games = (await call('GET', '/api/games')).body.games.map((g: { id: string }) => g.id);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('for each game, each key in English and Spanish', async () => {
    expect(games.length).toBeGreaterThanOrEqual(3);
    for (const locale of ['en-GB', 'es-ES']) {
      const ctx = await context(browser, DESKTOP, locale);
      const page = await ctx.newPage();
      const errors = watchErrors(page);
      await page.goto('/');
      await page.locator('#game option').first().waitFor({ state: 'attached' });
      for (const game of games) {
        const catalogues = await cataloguesIn(page, game);
        const calls = new Map<string, Record<string, string | number>>();
        for (const c of catalogues) for (const [key, pattern] of Object.entries(c.en)) calls.set(key, samplesOf(pattern));
        expect(calls.size, `${game}: the page holds the platform's messages`).toBeGreaterThan(100);
        const said = await sayAll(page, game, [...calls]);
        // A key shows as itself when its message is missing or broken (unless the message is that very word: "you").
        const lang = locale.slice(0, 2) as 'en' | 'es';
        const pattern = (key: string) => catalogues.reduce<string | undefined>((found, c) => c[lang][key] ?? found, undefined);
        const broken = said.filter(([key, text]) => (text === key && pattern(key) !== key) || text.trim() === '' || /[{}]/.test(text));
        expect(broken, `${game} in ${locale}`).toEqual([]);
      }
      expect(errors).toEqual([]);
      await ctx.close();
    }
  });

  it('finds a message that does not render (the check itself)', async () => {
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    await page.goto('/');
    await page.locator('#game option').first().waitFor({ state: 'attached' });
    const said = await sayAll(page, games[0], [
      ['no.such.key', {}],
      ['seatN', { n: 2 }],
    ]);
    expect(said).toEqual([
      ['no.such.key', 'no.such.key'],
      ['seatN', 'Player 2'],
    ]);
    await ctx.close();
  });
});
