import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch, playUntilTurnOf } from './support/api';
import { DESKTOP, PHONE, context, launch, screenshot, watchErrors } from './support/browser';
import { waitForLive } from './support/match-page';

const DAY = 86_400_000;

async function openSettings(page: Page): Promise<void> {
  await page.locator('#settings-card summary').click();
  await page.locator('#vacation-status').waitFor();
}

// Time per move, deadlines and vacations (the match's `clock`, DESIGN.md §7).
describe('the clock of a match', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is chosen on the start page and shows the deadline of the seat to play', async () => {
    const ctx = await context(browser, PHONE);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.locator('#game option').first().waitFor({ state: 'attached' });
    await page.locator('#game').selectOption('carolus-magnus');
    await page.locator('#seats').selectOption('2');
    await page.locator('#players .name').nth(0).fill('Ana');
    await page.locator('#players .name').nth(1).fill('Ben');
    await expect(page.locator('#clock-amount').isHidden()).resolves.toBe(true);
    await page.locator('#clock-unit').selectOption('days');
    await page.locator('#clock-amount').fill('90');
    await page.getByRole('button', { name: 'Create the match' }).click();
    // Said next to the field it is about (issue 18).
    await page.locator('#clock-amount-error', { hasText: '1 to 60 days' }).waitFor();
    await page.locator('#clock-amount').fill('3');
    await page.locator('#clock-policy').selectOption('bot');
    await page.locator('#clock-vacation').fill('10');
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/matches') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Create the match' }).click();
    expect((await asked).postDataJSON().clock).toEqual({ days: 3, policy: 'bot', vacationDays: 10 });
    await page.locator('#created').waitFor();
    await screenshot(page, 'start-clock-375');
    const links = await page.locator('[data-testid="seat-link"] input').evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value));
    const url = links[0];
    const id = url.match(/\/m\/([a-z0-9]{20})#/)?.[1] as string;
    const tokens = links.map((l) => decodeURIComponent(l.split('#')[1]));
    const created = Date.now();

    await page.goto(url);
    await waitForLive(page);
    const view = (await call('GET', `/api/matches/${id}`)).body;
    expect(view.clock).toMatchObject({ hoursPerMove: 72, policy: 'bot' });
    const [due] = view.clock.deadlines;
    expect(Math.abs(due.deadline - (created + 3 * DAY))).toBeLessThan(5 * 60_000);
    await expect(page.locator('[data-testid="time-control"]').innerText()).resolves.toBe(
      'Time control: 3 days per move; at the deadline a bot moves for the player.',
    );
    const line = page.locator('[data-testid="deadline"]');
    await expect(line.count()).resolves.toBe(1);
    await expect(line.getAttribute('data-seat')).resolves.toBe(String(due.seat));
    await expect(line.innerText()).resolves.toMatch(due.seat === 0 ? /^You must move by .+ \(in 3 days\)$/ : /^Ben must move by .+ \(in 3 days\)$/);
    await expect(line.locator('time').getAttribute('datetime')).resolves.toBe(new Date(due.deadline).toISOString());
    await screenshot(page, 'clock-375');

    // When the turn passes, the page shows the other seat's deadline by itself.
    await playUntilTurnOf(id, tokens, 1 - due.seat);
    const next = (await call('GET', `/api/matches/${id}`)).body.clock.deadlines[0];
    expect(next.seat).toBe(1 - due.seat);
    await page.locator(`[data-testid="deadline"][data-seat="${next.seat}"] time[datetime="${new Date(next.deadline).toISOString()}"]`).waitFor();
    await expect(page.locator('[data-testid="deadline"]').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('lets a seat take a vacation and end it early, and shows the allowance', async () => {
    const match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-vacation', 2, { clock: { hours: 36, policy: 'remind', vacationDays: 10 } });
    const seat: number = (await call('GET', `/api/matches/${match.id}`)).body.active[0];
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(match.seats[seat].url);
    await waitForLive(page);
    await expect(page.locator('[data-testid="time-control"]').innerText()).resolves.toBe(
      'Time control: 36 hours per move; at the deadline the player is reminded again.',
    );
    await openSettings(page);
    const left = page.locator('[data-testid="vacation-left"]');
    await expect(left.innerText()).resolves.toBe('Vacation: 10 of 10 days left.');
    await expect(page.locator('#seat-deadline').innerText()).resolves.toMatch(/You must move by .+ \(in 36 hours\)\.$/);

    await page.locator('#vacation-days').fill('3');
    await page.getByRole('button', { name: 'Start a vacation' }).click();
    await page.locator('[data-testid="vacation-left"]', { hasText: 'Vacation: 7 of 10 days left.' }).waitFor();
    await expect(page.locator('[data-testid="on-vacation"]').innerText()).resolves.toMatch(/^You are on vacation until .+: your clock is paused\.$/);
    await expect(page.locator('#vacation-form').isHidden()).resolves.toBe(true);
    // The banner tells everyone, from the match view.
    await page.locator('[data-testid="deadline"] .vacation', { hasText: 'You are on vacation until' }).waitFor();
    await expect(page.locator('[data-testid="deadline"]').innerText()).resolves.toMatch(/^You are on vacation until .+; your clock is paused\.$/);
    await expect(page.locator('#seat-deadline').innerText()).resolves.not.toContain('You must move by');
    const during = (await call('GET', `/api/matches/${match.id}`)).body.clock.deadlines[0];
    expect(during.vacationUntil - Date.now()).toBeGreaterThan(3 * DAY - 5 * 60_000);
    await screenshot(page, 'vacation-1280');

    await page.getByRole('button', { name: 'End my vacation now' }).click();
    await page.locator('[data-testid="vacation-left"]', { hasText: 'Vacation: 10 of 10 days left.' }).waitFor();
    await expect(page.locator('[data-testid="on-vacation"]').count()).resolves.toBe(0);
    await page.locator('[data-testid="deadline"] .vacation').waitFor({ state: 'detached' });
    await expect(page.locator('[data-testid="deadline"]').innerText()).resolves.toMatch(/^You must move by .+ \(in 36 hours\)$/);
    expect((await call('GET', `/api/matches/${match.id}`)).body.clock.deadlines[0].vacationUntil).toBeNull();

    // Too many days for what is left: the server's refusal is shown.
    await page.locator('#vacation-days').fill('11');
    await page.getByRole('button', { name: 'Start a vacation' }).click();
    // (The few seconds on vacation were charged: the server counts 9.99 days left.)
    await page.locator('#vacation-error', { hasText: /^The vacation was not changed: You have (10|9\.\d+) vacation days left/ }).waitFor();
    await expect(left.innerText()).resolves.toBe('Vacation: 10 of 10 days left.');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('tells a seat that is not to play that its clock is not running', async () => {
    const match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-clock-waiting', 2, { clock: { days: 1 } });
    const active: number = (await call('GET', `/api/matches/${match.id}`)).body.active[0];
    const ctx = await context(browser, PHONE, 'es-ES');
    const page = await ctx.newPage();
    await page.goto(match.seats[1 - active].url);
    await waitForLive(page);
    await expect(page.locator('[data-testid="time-control"]').innerText()).resolves.toBe(
      'Control de tiempo: 1 día por jugada; al vencer el plazo se le recuerda otra vez al jugador.',
    );
    await expect(page.locator('[data-testid="deadline"]').innerText()).resolves.toMatch(/^(Ana|Ben) tiene que jugar antes del .+ \(dentro de 24 horas\)$/);
    await openSettings(page);
    await expect(page.locator('#seat-deadline').innerText()).resolves.toContain('Tu reloj solo corre cuando te toca.');
    await expect(page.locator('[data-testid="vacation-left"]').innerText()).resolves.toBe('Vacaciones: te quedan 14 de 14 días.');
    await ctx.close();
  });
});
