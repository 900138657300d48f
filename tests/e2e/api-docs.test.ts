import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, context, launch } from './support/browser';

// The API's readable reference (issue 28): Scalar's page, served by the Worker with the
// reference's script from the Worker's own files, under a Content-Security-Policy that lets
// nothing load from another site.
describe('the API reference at /api/docs', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows every group of routes from the document, loading nothing from another site', async () => {
    const ctx = await context(browser);
    const page = await ctx.newPage();
    const origin = new URL(baseUrl()).origin;
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    const crashes: string[] = [];
    page.on('pageerror', (e) => crashes.push(e.message));
    // What the policy refused: inline styles and an eval are Scalar's own; a refused address would be a load from elsewhere.
    await page.addInitScript({
      content: "window.refused = []; document.addEventListener('securitypolicyviolation', (e) => window.refused.push(e.blockedURI));",
    });
    const answer = await page.goto('/api/docs');
    const policy = answer?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);

    await page.getByRole('heading', { name: 'Play-by-mail board games' }).waitFor();
    const sidebar = await page.locator('body').innerText();
    for (const group of ['Games', 'Matches', 'Messages', 'Seat settings', 'Devices', 'Email links', 'Push', 'Pages', 'Reference']) expect(sidebar).toContain(group);
    await page.getByText('Matches', { exact: true }).first().click();
    await page.getByText('Send a command', { exact: true }).first().waitFor();

    expect(requested.filter((u) => !u.startsWith(origin) && !u.startsWith('data:'))).toEqual([]);
    expect(requested).toContain(`${origin}/api/openapi.json`);
    expect(requested).toContain(`${origin}/vendor/scalar/standalone.js`);
    const refused = (await page.evaluate('window.refused')) as string[];
    expect(refused.filter((u) => u !== 'inline' && u !== 'eval')).toEqual([]);
    expect(crashes).toEqual([]);
    await ctx.close();
  });
});
