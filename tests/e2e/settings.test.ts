import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch, playUntilTurnOf, type Created } from './support/api';
import { DESKTOP, PHONE, context, launch, screenshot, watchErrors } from './support/browser';
import { waitForLive } from './support/match-page';

async function openSettings(page: Page): Promise<void> {
  await page.locator('#settings-card').waitFor();
  await page.locator('#settings-card summary').click();
  await page.locator('#set-email').waitFor();
}

async function contact(match: Created, seat: number) {
  return (await call('GET', `/api/matches/${match.id}/contact`, { token: match.seats[seat].token })).body;
}

// A seat's own "Notifications & clock" panel (GET/PATCH /api/matches/:id/contact).
describe('the notification settings of a seat', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is offered to seats, not to spectators', async () => {
    const match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-settings-who');
    const ctx = await context(browser, PHONE);
    const page = await ctx.newPage();
    await page.goto(match.spectator);
    await waitForLive(page);
    await expect(page.locator('#settings-card').isHidden()).resolves.toBe(true);
    await page.goto(match.seats[1].url);
    await page.reload();
    await waitForLive(page);
    await page.locator('#settings-card').waitFor();
    await ctx.close();
  });

  it('saves an email and the preferences, and shows them again after a reload', async () => {
    const match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-settings-save');
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(match.seats[0].url);
    await waitForLive(page);
    await openSettings(page);
    await expect(page.locator('#set-email').inputValue()).resolves.toBe('');
    await expect(page.locator('input[name="notify"]:checked').inputValue()).resolves.toBe('turn');

    await page.locator('#set-email').fill('not an address');
    await page.locator('#settings-save').click();
    await page.locator('#settings-error', { hasText: 'Not saved: email: not a valid email address' }).waitFor();
    expect((await contact(match, 0)).email).toBeNull();

    await page.locator('#set-email').fill('ana@example.com');
    await page.getByLabel('once a day (digest)').check();
    await page.locator('#set-lang').selectOption('es');
    await page.locator('#settings-save').click();
    await page.locator('#settings-status', { hasText: 'Saved.' }).waitFor();
    await expect(page.locator('#settings-error').isHidden()).resolves.toBe(true);
    const saved = await contact(match, 0);
    expect({ email: saved.email, notify: saved.notify, lang: saved.lang, webhook: saved.webhook }).toEqual({
      email: 'ana@example.com',
      notify: 'digest',
      lang: 'es',
      webhook: null,
    });
    // Ben's settings are his own.
    expect((await contact(match, 1)).email).toBeNull();

    await page.reload();
    await waitForLive(page);
    await openSettings(page);
    await expect(page.locator('#set-email').inputValue()).resolves.toBe('ana@example.com');
    await expect(page.locator('input[name="notify"]:checked').inputValue()).resolves.toBe('digest');
    await expect(page.locator('#set-lang').inputValue()).resolves.toBe('es');
    await expect(page.locator('#seat-deadline').innerText()).resolves.toBe('This match has no time control: nobody has a deadline.');
    // The address waits for its owner; its confirmation mail can be asked for again, and then waits a day.
    await expect.poll(async () => (await contact(match, 0)).confirmationMail?.state, { timeout: 15_000 }).toBe('sent');
    await page.reload();
    await waitForLive(page);
    await openSettings(page);
    await page.locator('#email-state', { hasText: 'Not confirmed yet: a confirmation mail went out at' }).waitFor();
    await page.locator('[data-testid="confirm-again"]').click();
    await page.locator('#email-state', { hasText: 'as an address gets one a day' }).waitFor();
    await expect(page.locator('[data-testid="confirm-again"]').count()).resolves.toBe(0);
    expect((await contact(match, 0)).confirmationMail.state).toBe('waiting');
    await screenshot(page, 'settings-1280');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('refuses a webhook into a private network and says why', async () => {
    const match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-settings-webhook');
    const ctx = await context(browser, PHONE);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(match.seats[1].url);
    await waitForLive(page);
    await openSettings(page);
    for (const [url, why] of [
      ['https://10.0.0.1/hook', /private network/],
      ['https://169.254.169.254/latest/meta-data', /metadata/],
    ] as const) {
      await page.locator('#set-webhook').fill(url);
      await page.locator('#settings-save').click();
      const error = page.locator('#settings-error', { hasText: 'The webhook address was refused:' });
      await error.waitFor();
      await expect(error.innerText()).resolves.toMatch(why);
      await expect(page.locator('#settings-status').innerText()).resolves.toBe('');
    }
    await screenshot(page, 'settings-375');
    // The open panel fits a phone without sideways scrolling.
    expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBe(0);
    const after = await contact(match, 1);
    expect(after.webhook).toBeNull();
    expect(after.webhookFormat).toBeNull();
    // Fixing the address clears the error.
    await page.locator('#set-webhook').fill('');
    await page.locator('#settings-save').click();
    await page.locator('#settings-status', { hasText: 'Saved.' }).waitFor();
    await expect(page.locator('#settings-error').isHidden()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('shows the last notification that could not be delivered', async () => {
    const match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-settings-failure');
    const first: number = (await call('GET', `/api/matches/${match.id}`)).body.active[0];
    const other = 1 - first;
    // A public address that cannot be reached from this machine (no network beyond the registries).
    const patched = await call('PATCH', `/api/matches/${match.id}/contact`, {
      token: match.seats[other].token,
      body: { webhook: 'https://hooks.example.com/pbm-e2e', webhookFormat: 'discord' },
    });
    expect(patched.status).toBe(200);
    // The seat's page is closed, so when its turn comes it is told by webhook, which fails.
    await playUntilTurnOf(match.id, match.seats.map((s) => s.token), other);
    let lastError = null;
    for (let i = 0; i < 60 && !lastError; i++) {
      lastError = (await contact(match, other)).lastError;
      if (!lastError) await new Promise((r) => setTimeout(r, 500));
    }
    expect(lastError).toMatchObject({ channel: 'webhook' });

    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    await page.goto(match.seats[other].url);
    await waitForLive(page);
    const shown = page.locator('#last-error');
    await shown.waitFor();
    await expect(shown.innerText()).resolves.toMatch(/^The last notification by webhook failed \(.+\): /);
    await expect(shown.innerText()).resolves.toContain(lastError.message);
    // The problem opened the panel by itself.
    await expect(page.locator('#settings-card').getAttribute('open')).resolves.toBe('');
    await expect(page.locator('#set-webhook').inputValue()).resolves.toBe('https://hooks.example.com/pbm-e2e');
    await expect(page.locator('#set-webhook-format').inputValue()).resolves.toBe('discord');
    await ctx.close();
  });
});
