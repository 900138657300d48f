import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch } from './support/api';
import { playQuicklyToTheEnd } from './support/carolus';
import { PHONE, context, launch, screenshot, watchErrors } from './support/browser';

describe('the end of a match', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the result, the revealed seed checked against the commitment, and the export link', async () => {
    const seed = 'e2e-to-the-end';
    const match = await createMatch('carolus-magnus', ['Ana', 'Ben'], seed);
    await playQuicklyToTheEnd(match);
    const ctx = await context(browser, PHONE);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(match.spectator);
    await page.locator('#result').waitFor();
    await expect(page.locator('[data-testid="winners"]').innerText()).resolves.toMatch(/^(Ana|Ben) wins$|^Shared victory/);
    await expect(page.locator('[data-testid="secret"]').innerText()).resolves.toBe(seed);
    await expect(page.locator('#result').innerText()).resolves.toContain('equals the commitment published at the start');
    const href = await page.locator('#result a[download]').getAttribute('href');
    expect(href).toBe(`/api/matches/${match.id}/export`);
    expect((await call('GET', href as string)).body.secret).toBe(seed);
    await expect(page.locator('#commands button').count()).resolves.toBe(0);
    await screenshot(page, 'result-375');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
