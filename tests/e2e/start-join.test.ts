import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch } from './support/api';
import { DESKTOP, PHONE, baseUrl, context, launch, screenshot, watchErrors } from './support/browser';
import { waitForLive } from './support/match-page';

async function openStart(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('#game option').first().waitFor({ state: 'attached' });
}

describe('the start and join pages', () => {
  let browser: Browser;
  let invite = '';

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates a match with named players and shows their links and the dice commitment', async () => {
    const ctx = await context(browser, PHONE);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await openStart(page);
    await page.locator('#game').selectOption('carolus-magnus');
    await page.locator('#seats').selectOption('3');
    const names = page.locator('#players .name');
    await expect(names.count()).resolves.toBe(3);
    await names.nth(0).fill('Ana');
    await names.nth(1).fill('Ben');
    await names.nth(2).fill('Cleo');
    await page.locator('#players .email').nth(0).fill('ana@example.com');
    await page.getByRole('button', { name: 'Create the match' }).click();
    await page.locator('#created').waitFor();
    const links = page.locator('[data-testid="seat-link"] input');
    await expect(links.count()).resolves.toBe(3);
    await expect(links.nth(1).inputValue()).resolves.toMatch(new RegExp(`^${baseUrl()}/m/[a-z0-9]{20}#.{20,}$`));
    await expect(page.locator('[data-testid="invite-link"]').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid="spectator-link"] input').inputValue()).resolves.toMatch(/\/m\/[a-z0-9]{20}$/);
    await expect(page.locator('[data-testid="commitment"]').innerText()).resolves.toMatch(/^[0-9a-f]{64}$/);
    await expect(page.locator('#created').innerText()).resolves.toContain('SHA-256');
    await screenshot(page, 'start-375');
    // The match just created is one to be notified of: the switch for all of them offers it.
    const pushAll = page.locator('#push-all');
    await expect.poll(() => pushAll.locator('.hint').innerText()).not.toBe('Open or create a match first: then it can notify you here.');
    await expect(pushAll.getByTestId('push-all').isEnabled()).resolves.toBe(true);
    // Removed from the list, it is not.
    await page.getByRole('button', { name: 'Remove from this list' }).click();
    await expect.poll(() => pushAll.locator('.hint').innerText()).toBe('Open or create a match first: then it can notify you here.');
    await expect(pushAll.getByTestId('push-all').isEnabled()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('leaves unnamed seats open and hands out an invite link', async () => {
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    await openStart(page);
    await page.locator('#seats').selectOption('2');
    await page.locator('#players .name').nth(0).fill('Ana');
    await page.getByRole('button', { name: 'Create the match' }).click();
    await page.locator('#created').waitFor();
    await expect(page.locator('[data-testid="seat-link"]').count()).resolves.toBe(1);
    invite = await page.locator('[data-testid="invite-link"] input').inputValue();
    expect(invite).toMatch(new RegExp(`^${baseUrl()}/join/[a-z0-9]{20}#.+$`));
    await ctx.close();
  });

  it('claims the open seat through the invite link and opens the match with it', async () => {
    const ctx = await context(browser, PHONE);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(invite);
    // A real plural (issue 18): one seat "is" free.
    await page.locator('#about', { hasText: '1 of 2 seats is free' }).waitFor();
    await page.locator('#name').fill('Ben');
    await page.getByRole('button', { name: 'Take a seat' }).click();
    await page.locator('#joined').waitFor();
    const link = await page.locator('[data-testid="your-link"] input').inputValue();
    expect(link).toMatch(/\/m\/[a-z0-9]{20}#.+$/);
    await expect(page.locator('#join').isHidden()).resolves.toBe(true);
    await screenshot(page, 'join-375');
    await page.locator('[data-testid="open-match"]').click();
    await waitForLive(page);
    await expect(page.locator('#turn').innerText()).resolves.toContain('You play Ben.');
    await expect(page.locator('body').getAttribute('data-status')).resolves.toBe('active');
    await expect(page.locator('#board svg .territory').count()).resolves.toBe(15);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('speaks Spanish to a Spanish browser, and the switch changes it', async () => {
    const ctx = await context(browser, PHONE, 'es-ES');
    const page = await ctx.newPage();
    await openStart(page);
    await expect(page.locator('h1').innerText()).resolves.toBe('Empezar una partida');
    await page.locator('#lang').selectOption('en');
    await expect(page.locator('h1').innerText()).resolves.toBe('Start a match');
    await ctx.close();
  });

  it('shows names from the server as text, never as HTML', async () => {
    const name = '<img src=x onerror="document.title=1">';
    const m = await createMatch('carolus-magnus', [name, 'Ben'], 'e2e-names');
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    await page.goto(m.seats[0].url);
    await waitForLive(page);
    await expect(page.locator('#turn').innerText()).resolves.toContain(name);
    await expect(page.locator('main img').count()).resolves.toBe(0);
    await ctx.close();
  });

  it('serves the join page at /join/:id', async () => {
    const res = await fetch(invite.replace(/#.*$/, ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await res.text()).toMatch(/<script type="module" src="\/assets\/join-\w+\.js"><\/script>/);
  });
});
