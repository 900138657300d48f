import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch } from './support/api';
import { DESKTOP, PHONE, context, launch, screenshot, watchErrors } from './support/browser';

// The contact details asked for outside the match page: an email when joining by invite, and
// "find my matches" on the start page.
describe('email on the join and start pages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('takes an optional email when a player joins by invite', async () => {
    const match = await createMatch('carolus-magnus', ['Ana'], 'e2e-join-email', 3);
    const ctx = await context(browser, PHONE);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const bodies: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/join')) bodies.push(r.postDataJSON());
    });

    await page.goto(match.invite as string);
    await page.locator('#name').fill('Ben');
    await page.locator('#email').fill('ben@example.com');
    await screenshot(page, 'join-email-375');
    await page.getByRole('button', { name: 'Take a seat' }).click();
    const ben = decodeURIComponent((await page.locator('[data-testid="your-link"] input').inputValue()).split('#')[1]);
    const contact = (await call('GET', `/api/matches/${match.id}/contact`, { token: ben })).body;
    expect({ email: contact.email, lang: contact.lang }).toEqual({ email: 'ben@example.com', lang: 'en' });

    // Without an email no address is sent; the page's language still is (an email may be added later in the settings).
    await page.reload();
    await page.locator('#name').fill('Cleo');
    await page.getByRole('button', { name: 'Take a seat' }).click();
    const cleo = decodeURIComponent((await page.locator('[data-testid="your-link"] input').inputValue()).split('#')[1]);
    expect((await call('GET', `/api/matches/${match.id}/contact`, { token: cleo })).body.email).toBeNull();
    expect(bodies.map((b) => Object.keys(b as object).sort())).toEqual([
      ['code', 'email', 'lang', 'name', 'salt'],
      ['code', 'lang', 'name', 'salt'],
    ]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('emails the links of an address through "Find my matches", at most once in a while', async () => {
    await call('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, players: [{ name: 'Ana', email: 'ana.finds@example.com' }, { name: 'Ben' }] } });
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    const form = page.locator('#signin');
    await expect(form.locator('h2').innerText()).resolves.toBe('Find my matches');

    await page.locator('#signin-email').fill('not an address');
    await page.locator('#signin-button').click();
    await page.locator('#signin-error', { hasText: 'That email address is not valid.' }).waitFor();

    await page.locator('#signin-email').fill('ana.finds@example.com');
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/signin'));
    await page.locator('#signin-button').click();
    expect((await asked).status()).toBe(202);
    await page.locator('#signin-answer', { hasText: 'If this address holds seats, an email with their links is on its way.' }).waitFor();
    await expect(page.locator('#signin-error').isHidden()).resolves.toBe(true);
    await screenshot(page, 'signin-1280');

    await page.locator('#signin-button').click();
    await page.locator('#signin-error', { hasText: 'An email was sent to this address a few minutes ago' }).waitFor();
    await expect(page.locator('#signin-answer').isHidden()).resolves.toBe(true);

    await page.locator('#lang').selectOption('es');
    await expect(page.locator('#signin-button').innerText()).resolves.toBe('Mandarme mis enlaces');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
