import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { PHONE, context, launch, watchErrors } from './support/browser';

// Issue 11: a seat created or joined from the page gets the page's language for its emails.
describe('the language of a seat made on the page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a match created on the Spanish page mails its named seats in Spanish, and a seat joined there too', async () => {
    const ctx = await context(browser, PHONE, 'es-ES');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.locator('#game option').first().waitFor({ state: 'attached' });
    await page.locator('#game').selectOption('carolus-magnus');
    await page.locator('#seats').selectOption('3');
    await page.locator('#players .name').nth(0).fill('Ana');
    await page.locator('#players .email').nth(0).fill('ana@example.com');
    await page.locator('#players .name').nth(1).fill('Ben');
    await page.getByRole('button', { name: 'Crear la partida' }).click();
    await page.locator('#created').waitFor();
    // Seat numbers read from 1, like "Jugador 1".
    await expect(page.locator('[data-testid="seat-link"]').first().innerText()).resolves.toContain('Ana · jugador 1');
    const links = page.locator('[data-testid="seat-link"] input');
    const tokens = [await links.nth(0).inputValue(), await links.nth(1).inputValue()].map((url) => decodeURIComponent(url.split('#')[1]));
    const id = (await page.locator('[data-testid="spectator-link"] input').inputValue()).split('/m/')[1];
    for (const token of tokens) expect((await call('GET', `/api/matches/${id}/contact`, { token })).body.lang).toBe('es');

    const invite = await page.locator('[data-testid="invite-link"] input').inputValue();
    await page.goto(invite);
    await page.locator('#about', { hasText: 'Jugador 3: puesto libre' }).waitFor();
    await page.locator('#name').fill('Cleo');
    await page.getByRole('button', { name: 'Ocupar un puesto' }).click();
    await expect(page.locator('#joined h2').innerText()).resolves.toBe('Eres el jugador 3');
    const cleo = decodeURIComponent((await page.locator('[data-testid="your-link"] input').inputValue()).split('#')[1]);
    expect((await call('GET', `/api/matches/${id}/contact`, { token: cleo })).body.lang).toBe('es');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
