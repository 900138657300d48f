import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch } from './support/api';
import { DESKTOP, context, launch, watchErrors } from './support/browser';
import { waitForLive } from './support/match-page';

describe('a match has a name (issue 31)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('named on the start page, shown on the match page and in "Your matches", renamed by the seat’s owner; the other seat’s page hears it live', async () => {
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.locator('#create-button:enabled').waitFor();
    await page.locator('#game').selectOption('carolus-magnus');
    await page.locator('#seats').selectOption('2');
    await page.locator('#player-0-name').fill('Ana');
    await page.locator('#player-1-name').fill('Bo');
    // A name the service would refuse is said next to its field, and nothing is sent.
    await page.locator('#match-name').fill('x'.repeat(61));
    await page.locator('#create-button').click();
    await expect.poll(() => page.locator('#match-name-error').innerText()).toBe('A match name is 1 to 60 characters on one line.');
    expect(await page.locator('#created').isVisible()).toBe(false);
    await page.locator('#match-name').fill('  Friday night ');
    await page.locator('#create-button').click();
    await page.locator('#created').waitFor();
    const links = await page.locator('#created [data-testid="seat-link"] input').evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value));
    const id = links[0].match(/\/m\/([a-z0-9]{20})#/)?.[1] as string;
    expect((await call('GET', `/api/matches/${id}`)).body.name).toBe('Friday night');

    // Bo's page, open on another device: it hears the rename.
    const other = await (await context(browser, DESKTOP, 'es-ES')).newPage();
    await other.goto(links[1]);
    await waitForLive(other);
    await expect.poll(() => other.locator('[data-testid="match-name-text"]').innerText()).toBe('Friday night');

    await page.goto(links[0]);
    await waitForLive(page);
    await expect.poll(() => page.locator('[data-testid="match-name-text"]').innerText()).toBe('Friday night');
    // The tab says the game, then the match (as a mail's subject does).
    expect(await page.title()).toMatch(/^(● Your turn · )?Carolus Magnus · Friday night — Play by mail$/);
    await page.locator('[data-testid="match-name-edit"]').click();
    await page.locator('#match-name-input').fill('Saturday');
    await page.locator('[data-testid="match-name-form"] button[type="submit"]').click();
    await expect.poll(() => page.locator('[data-testid="match-name-text"]').innerText()).toBe('Saturday');
    await expect.poll(() => page.locator('[data-testid="history-note"]').innerText()).toContain('Ana named the match “Saturday”.');
    await expect.poll(() => other.locator('[data-testid="match-name-text"]').innerText()).toBe('Saturday');
    await expect.poll(() => other.locator('[data-testid="history-note"]').innerText()).toContain('Ana le puso a la partida el nombre «Saturday».');

    // A spectator reads the name, and has nothing to rename it with.
    const watcher = await ctx.newPage();
    await watcher.goto(`/m/${id}`);
    await expect.poll(() => watcher.locator('[data-testid="match-name-text"]').innerText()).toBe('Saturday');
    expect(await watcher.locator('[data-testid="match-name-edit"]').count()).toBe(0);

    // "Your matches" on the start page names it too.
    await page.goto('/');
    await page.locator('#mine[data-loaded="true"]').waitFor();
    await expect.poll(() => page.locator(`#mine [data-match="${id}"] [data-testid="my-match-name"]`).innerText()).toBe('Saturday');
    expect(errors).toEqual([]);
  }, 120_000);

  it('a refusal is said in the page’s language: a name too long, too many changes in an hour', async () => {
    const m = await createMatch('carolus-magnus', ['Ana', 'Bo'], 'name-e2e-2');
    const page = await (await context(browser, DESKTOP, 'es-ES')).newPage();
    const errors = watchErrors(page);
    await page.goto(m.seats[0].url);
    await waitForLive(page);
    // Without a name the match is called by its players and when it was made, in Spanish.
    await expect.poll(() => page.locator('[data-testid="match-name-text"]').innerText()).toMatch(/^Ana y Bo · \d{1,2} [a-z]{3,4}, \d\d:\d\d$/);
    await page.locator('[data-testid="match-name-edit"]').click();
    await page.locator('#match-name-input').fill('x'.repeat(61));
    await page.locator('[data-testid="match-name-form"] button[type="submit"]').click();
    await expect.poll(() => page.locator('#match-name [role="alert"]').innerText()).toContain('El nombre de una partida tiene de 1 a 60 caracteres en una sola línea.');
    // The seat spends its changes of the hour elsewhere (a program with the same link).
    for (let i = 0; i < 10; i++) expect((await call('PUT', `/api/matches/${m.id}/name`, { token: m.seats[0].token, body: { name: `Nombre ${i}` } })).status).toBe(200);
    await expect.poll(() => page.locator('#match-name-input').count()).toBe(1);
    await page.locator('#match-name-input').fill('Viernes');
    await page.locator('[data-testid="match-name-form"] button[type="submit"]').click();
    await expect.poll(() => page.locator('#match-name [role="alert"]').innerText()).toContain('Demasiados cambios en este puesto en una hora');
    expect(await call('GET', `/api/matches/${m.id}`).then((r) => r.body.name)).toBe('Nombre 9');
    expect(errors).toEqual([]);
  }, 120_000);
});
