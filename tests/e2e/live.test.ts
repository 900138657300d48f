import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch } from './support/api';
import { DESKTOP, context, launch } from './support/browser';
import { seqOf, waitForLive, waitForSeq } from './support/match-page';

describe('live updates without a working socket', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('falls back to polling, then reconnects by itself', async () => {
    const match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-polling');
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    let allow = false;
    let attempts = 0;
    await page.routeWebSocket(/\/live$/, (ws) => {
      attempts++;
      if (allow) ws.connectToServer();
      else ws.close({ code: 1011, reason: 'refused by the test' });
    });
    const spectator = match.spectator.replace(/^https?:\/\/[^/]+/, '');
    await page.goto(spectator);
    await page.locator('#connection[data-mode="polling"]').waitFor();

    // A move made elsewhere reaches the page by polling.
    const seat: number = (await call('GET', `/api/matches/${match.id}`)).body.active[0];
    const mine = (await call('GET', `/api/matches/${match.id}`, { token: match.seats[seat].token })).body;
    const moved = await call('POST', `/api/matches/${match.id}/actions`, { token: match.seats[seat].token, body: { command: mine.actions[0] } });
    expect(moved.status).toBe(200);
    await waitForSeq(page, mine.seq + 1);
    expect(attempts).toBeGreaterThan(1); // it kept trying to reconnect meanwhile

    // Once the socket works again the page is live without a reload.
    allow = true;
    await page.locator('#connection[data-mode="live"]').waitFor({ timeout: 40_000 });
    await waitForLive(page);
    expect(await seqOf(page)).toBe(mine.seq + 1);
    await ctx.close();
  });
});
