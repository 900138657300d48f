import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createMatch } from './support/api';
import { DESKTOP, PHONE, baseUrl, context, launch, watchErrors } from './support/browser';
import { browserSuite } from './support/suite';
import { waitForLive } from './support/match-page';

/** A guide as a game's web/src/games/<id>/howto.ts exports it. */
interface Guide {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** A stand-in guide for Carolus Magnus, so that the page is tested whatever guides exist yet. */
const FIXTURE: Record<'en' | 'es', Guide> = {
  en: { title: 'How to play the test game', intro: 'An introduction.', sections: [{ heading: 'Your turn', paragraphs: ['First this.', 'Then that.'] }, { heading: 'The end', paragraphs: ['It ends.'] }] },
  es: { title: 'Cómo se juega al juego de prueba', intro: 'Una introducción.', sections: [{ heading: 'Tu turno', paragraphs: ['Primero esto.', 'Luego aquello.'] }, { heading: 'El final', paragraphs: ['Se acaba.'] }] },
};

/** The guide of Carolus Magnus is the fixture; Lancaster has none. */
async function withGuides(ctx: BrowserContext): Promise<void> {
  await ctx.route('**/games/carolus-magnus/howto.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: `export const howTo = ${JSON.stringify(FIXTURE)};` }),
  );
  await ctx.route('**/games/lancaster/howto.js', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }));
}

const WEB = resolve(__dirname, '../../web');
/** The guides the games have written so far (each checked in both languages below). */
const written = readdirSync(join(WEB, 'src', 'games'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(WEB, 'src', 'games', d.name, 'howto.ts')))
  .map((d) => d.name);

describe('How to play (issue 11)', () => {
  const { browser, errors } = browserSuite();

  async function page(locale = 'en-GB', viewport = DESKTOP): Promise<Page> {
    const ctx = await context(browser(), viewport, locale, 'block');
    await withGuides(ctx);
    const p = await ctx.newPage();
    errors.push(watchErrors(p));
    return p;
  }

  it('the start page links each game that has a guide, and the game chosen', async () => {
    const p = await page();
    await p.goto('/');
    const cm = p.locator('#games-list [data-game="carolus-magnus"] [data-testid="guide-link"]');
    await cm.waitFor();
    await expect(cm.getAttribute('href')).resolves.toBe('/rules/carolus-magnus');
    await expect(p.locator('#games-list [data-game="lancaster"]').innerText()).resolves.toContain('2–5 players');
    await expect(p.locator('#games-list [data-game="lancaster"] [data-testid="guide-link"]').isHidden()).resolves.toBe(true);
    await p.locator('#game').selectOption('carolus-magnus');
    await p.locator('#game-guide:not([hidden])').waitFor();
    await p.locator('#game').selectOption('lancaster');
    await p.locator('#game-guide[hidden]').waitFor({ state: 'attached' });
  });

  it('shows the guide in the page’s language, and starts a match of that game', async () => {
    const p = await page('en-GB', PHONE);
    await p.goto('/rules/carolus-magnus');
    await expect.poll(() => p.locator('#guide h1').innerText()).toBe(FIXTURE.en.title);
    await expect(p.locator('#guide .intro').innerText()).resolves.toBe(FIXTURE.en.intro);
    await expect(p.locator('#guide section h2').allInnerTexts()).resolves.toEqual(FIXTURE.en.sections.map((s) => s.heading));
    await expect(p.locator('#guide section').first().locator('p').allInnerTexts()).resolves.toEqual(FIXTURE.en.sections[0].paragraphs);
    await p.locator('#lang').selectOption('es');
    await expect.poll(() => p.locator('#guide h1').innerText()).toBe(FIXTURE.es.title);
    await expect(p.locator('#guide section h2').allInnerTexts()).resolves.toEqual(FIXTURE.es.sections.map((s) => s.heading));
    await p.getByRole('link', { name: 'Empezar una partida de Carolus Magnus' }).click();
    await p.waitForURL(`${baseUrl()}/?game=carolus-magnus`);
    // The game list loads after the page: wait for it to pick the game the address names.
    await expect.poll(() => p.locator('#game').inputValue()).toBe('carolus-magnus');
  });

  it('says so for a game without a guide; an address that names no game is not found', async () => {
    const p = await page();
    await p.goto('/rules/lancaster');
    await expect(p.locator('[data-testid="no-guide"]').innerText()).resolves.toBe('There is no guide to this game here.');
    await expect(p.locator('#guide h1').innerText()).resolves.toBe('How to play Lancaster');
    expect((await fetch(`${baseUrl()}/rules/Not_A_Game`)).status).toBe(404);
    const res = await fetch(`${baseUrl()}/rules/carolus-magnus`);
    expect([res.status, res.headers.get('referrer-policy')]).toEqual([200, 'no-referrer']);
  });

  it('the match page links the guide of its game', async () => {
    const match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-rules');
    const p = await page();
    await p.goto(match.spectator);
    await waitForLive(p);
    await p.locator('#rules-link:not([hidden])').waitFor();
    await expect(p.locator('#rules-link').getAttribute('href')).resolves.toBe('/rules/carolus-magnus');
  });

  it(`every guide a game has written (${written.join(', ') || 'none yet'}) shows in English and Spanish`, async () => {
    for (const id of written) {
      const { howTo } = (await import(join(WEB, 'src', 'games', id, 'howto.ts'))) as { howTo: Record<'en' | 'es', Guide> };
      for (const locale of ['en-GB', 'es-ES'] as const) {
        const words = howTo[locale.slice(0, 2) as 'en' | 'es'];
        const ctx = await context(browser(), DESKTOP, locale, 'block');
        const p = await ctx.newPage();
        errors.push(watchErrors(p));
        await p.goto(`/rules/${id}`);
        // The guide is drawn once its module has loaded: wait for it.
        await expect.poll(() => p.locator('#guide h1').innerText()).toBe(words.title);
        await expect(p.locator('#guide section h2').allInnerTexts()).resolves.toEqual(words.sections.map((s) => s.heading));
        await ctx.close();
      }
    }
  });
});

describe('"What can I do now?" (issue 11)', () => {
  it('the renderer’s help line shows under the prompt, in the page’s language', async () => {
    const browser = await launch();
    try {
      const match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-help');
      for (const [locale, said] of [
        ['en-GB', 'Round 1: choose what to do.'],
        ['es-ES', 'Ronda 1: elige qué hacer.'],
      ]) {
        const ctx = await context(browser, DESKTOP, locale, 'block');
        // A stand-in renderer: the real one with a help line.
        await ctx.route(
          (url) => /^\/assets\/chunks\/carolus-magnus-\w+\.js$/.test(url.pathname) && url.search === '',
          (route) =>
            route.fulfill({
              contentType: 'text/javascript',
              body: `import real from '${new URL(route.request().url()).pathname}?real';
export default { ...real,
  strings: { en: { ...real.strings?.en, 'test.help': 'Round {n}: choose what to do.' }, es: { ...real.strings?.es, 'test.help': 'Ronda {n}: elige qué hacer.' } },
  help: (view) => ({ key: 'test.help', params: { n: view.round } }) };`,
            }),
        );
        const p = await ctx.newPage();
        const errors = watchErrors(p);
        await p.goto(match.seats[0].url);
        await waitForLive(p);
        await expect(p.locator('#turn [data-testid="help"]').innerText()).resolves.toBe(said);
        expect(errors).toEqual([]);
        await ctx.close();
      }
    } finally {
      await browser.close();
    }
  });
});
