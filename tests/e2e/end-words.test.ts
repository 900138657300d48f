import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch, type Created } from './support/api';
import { DESKTOP, context, launch, watchErrors } from './support/browser';
import { playQuicklyToTheEnd } from './support/carolus';

/** Issue 14: the end of a match says plainly to each seat how it went, with the scores and why. */
describe('the end, said to each seat', () => {
  let browser: Browser;
  let match: Created;
  let result: { winners: number[]; scores?: number[]; reason: unknown };
  const names = ['Ana', 'Ben', 'Cleo'];
  const errors: string[][] = [];

  beforeAll(async () => {
    browser = await launch();
    match = await createMatch('carolus-magnus', names, 'e2e-end-words');
    await playQuicklyToTheEnd(match);
    result = (await call('GET', `/api/matches/${match.id}`)).body.result;
  });

  afterAll(async () => {
    await browser?.close();
    expect(errors.flat()).toEqual([]);
  });

  async function resultOf(url: string, locale = 'en-GB'): Promise<Page> {
    const page = await (await context(browser, DESKTOP, locale)).newPage();
    errors.push(watchErrors(page));
    await page.goto(url);
    await page.locator('#result [data-testid="winners"]').waitFor();
    return page;
  }

  it('"You won" or "Shared victory", "You lost" with who won, the final scores and the reason in words', async () => {
    expect(result.winners.length).toBeGreaterThan(0);
    for (const seat of [0, 1, 2]) {
      const page = await resultOf(match.seats[seat].url);
      const headline = await page.locator('[data-testid="winners"]').innerText();
      const others = result.winners.filter((w) => w !== seat).map((w) => names[w]);
      if (!result.winners.includes(seat)) {
        expect(headline).toBe('You lost');
        const won = result.winners.map((w) => names[w]);
        await expect(page.locator('[data-testid="who-won"]').innerText()).resolves.toBe(won.length === 1 ? `${won[0]} wins` : `Shared victory: ${new Intl.ListFormat('en', { type: 'conjunction' }).format(won)}`);
      } else {
        expect(headline).toBe(others.length ? `Shared victory with ${new Intl.ListFormat('en', { type: 'conjunction' }).format(others)}` : 'You won');
        await expect(page.locator('[data-testid="who-won"]').count()).resolves.toBe(0);
      }
      const reason = await page.locator('[data-testid="reason"]').innerText();
      expect(reason.length).toBeGreaterThan(0);
      if (typeof result.reason === 'string') expect(reason).toBe(result.reason.replace(/\bSeat (\d)\b/g, (_, n: string) => names[Number(n)]));
      else expect(reason).not.toBe((result.reason as { key: string }).key);
      await expect(page.locator('[data-testid="scores"] li').allInnerTexts()).resolves.toEqual(names.map((n, s) => `${n}: ${result.scores![s]}`));
      await expect(page.locator('main').innerText()).resolves.not.toMatch(/\b(Player|Seat|seat) 0\b/);
    }
  });

  it('in Spanish too; a spectator reads who won', async () => {
    const winner = result.winners[0];
    const es = await resultOf(match.seats[winner].url, 'es-ES');
    await expect(es.locator('[data-testid="winners"]').innerText()).resolves.toMatch(/^(Has ganado|Victoria compartida con .+)$/);
    await expect(es.locator('#result h3').innerText()).resolves.toBe('Puntuación final');
    const loser = [0, 1, 2].find((s) => !result.winners.includes(s));
    if (loser !== undefined) await expect((await resultOf(match.seats[loser].url, 'es-ES')).locator('[data-testid="winners"]').innerText()).resolves.toBe('Has perdido');
    const watcher = await resultOf(match.spectator);
    await expect(watcher.locator('[data-testid="winners"]').innerText()).resolves.toMatch(/^(Ana|Ben|Cleo) wins$|^Shared victory: /);
  });
});
