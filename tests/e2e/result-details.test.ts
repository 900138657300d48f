import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatBot } from '../../src/engine/bots';
import { princepsBots } from '../../src/games/princeps-machiavelli/bots';
import { call, createMatch, type Created } from './support/api';
import { DESKTOP, context, launch, watchErrors } from './support/browser';
import { playByBots } from './support/bots-to-the-end';

/** Issue 30 "end screens say why": under the result, each seat's breakdown from the game, in the page's language. */
describe('the end screen says why', () => {
  let browser: Browser;
  let match: Created;
  let details: { seat: number }[];
  const names = ['Ana', 'Ben'];
  const errors: string[][] = [];

  beforeAll(async () => {
    browser = await launch();
    match = await createMatch('princeps-machiavelli', names, 'e2e-result-details');
    await playByBots(match, princepsBots.easy as SeatBot<unknown>, 'e2e-result-details');
    details = (await call('GET', `/api/matches/${match.id}`)).body.result.details;
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    expect(errors.flat()).toEqual([]);
  });

  async function open(url: string, locale: string): Promise<Page> {
    const page = await (await context(browser, DESKTOP, locale)).newPage();
    errors.push(watchErrors(page));
    await page.goto(url);
    await page.locator('#result [data-testid="result-details"]').waitFor();
    return page;
  }

  it('Princeps: one line per seat, with its name and its territories, in English and in Spanish', async () => {
    expect(details.map((d) => d.seat).sort()).toEqual([0, 1]);
    const en = await open(match.spectator, 'en-GB');
    await expect(en.locator('#result h3', { hasText: 'How it was decided' }).count()).resolves.toBe(1);
    const lines = await en.locator('[data-testid="result-details"] li').allInnerTexts();
    expect(lines).toHaveLength(2);
    for (const [i, d] of details.entries()) {
      expect(lines[i].startsWith(names[d.seat])).toBe(true);
      expect(lines[i]).toMatch(/ VP \(.*territor/);
      expect(lines[i]).not.toMatch(/\{|\bpm\.|\bSeat \d/);
    }
    const es = await open(match.seats[0].url, 'es-ES');
    await expect(es.locator('#result h3', { hasText: 'Cómo se decidió' }).count()).resolves.toBe(1);
    const spanish = await es.locator('[data-testid="result-details"] li').allInnerTexts();
    expect(spanish).toHaveLength(2);
    for (const [i, d] of details.entries()) {
      expect(spanish[i].startsWith(names[d.seat])).toBe(true);
      expect(spanish[i]).toMatch(/ PV \(.*territorio/);
      expect(spanish[i]).not.toBe(lines[i]);
    }
  });
});
