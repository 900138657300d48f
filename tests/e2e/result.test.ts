import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch, type Created } from './support/api';

interface CarolusView {
  emperor: number;
  territories: { id: number }[];
  control: Record<string, number | null>;
}

/**
 * Plays to the end over the API, fast: paladins to court until a seat controls a colour, then
 * that colour onto the territory just ahead of the emperor, and the emperor one step, so castles
 * go up quickly (CM-20). The answer to a command already lists the acting seat's next commands.
 */
async function playQuicklyToTheEnd(match: Created): Promise<void> {
  let current = (await call('GET', `/api/matches/${match.id}`)).body;
  for (let step = 0; current.status === 'active'; step++) {
    expect(step).toBeLessThan(2000);
    const seat: number = current.active[0];
    const token = match.seats[seat].token;
    const mine = current.you === seat ? current : (await call('GET', `/api/matches/${match.id}`, { token })).body;
    const view = mine.view as CarolusView;
    const actions = (mine.actions as string[]).filter((a) => a !== 'undo');
    const ahead = view.territories[(view.territories.findIndex((t) => t.id === view.emperor) + 1) % view.territories.length].id;
    const held = Object.keys(view.control).filter((c) => view.control[c] === seat);
    const command =
      actions.find((a) => held.some((c) => a === `land ${c} ${ahead}`)) ?? actions.find((a) => a.startsWith('court ')) ?? actions.find((a) => a === 'emperor 1') ?? actions[0];
    const r = await call('POST', `/api/matches/${match.id}/actions`, { token, body: { command, expect: mine.seq } });
    expect(r.status).toBe(200);
    current = r.body;
  }
}
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
