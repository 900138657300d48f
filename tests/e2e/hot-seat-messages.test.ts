import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatBot } from '../../src/engine/bots';
import { lancasterBots } from '../../src/games/lancaster/bots';
import { axeFindings } from './support/axe';
import { call, createMatch } from './support/api';
import { playByBots } from './support/bots-to-the-end';
import { DESKTOP, PHONE, context, launch, screenshot, watchErrors } from './support/browser';

interface Message {
  from: number;
  to: number[] | null;
  text: string;
}

/** What `token` may read over the API, oldest first. */
async function messagesOf(id: string, token?: string): Promise<Message[]> {
  const r = await call<{ messages: Message[] }>('GET', `/api/matches/${id}/messages`, { token });
  expect(r.status).toBe(200);
  return [...r.body.messages].reverse();
}

/** Picks `seat` in the hot-seat bar and waits until the page shows it. */
async function playAs(page: Page, seat: number, name: string): Promise<void> {
  await page.locator(`[data-testid="hot-seat"] button[data-seat="${seat}"]`).click();
  await expect.poll(() => page.getByTestId('hot-seat').textContent()).toContain(`Now playing: ${name}.`);
}

/** The names the message can go to privately. */
const recipients = async (page: Page) => (await page.locator('#message-recipients label').allTextContents()).map((name) => name.trim());

const shown = (page: Page) =>
  page.getByTestId('message').evaluateAll((items) => items.map((li) => [Number(li.getAttribute('data-from')), li.querySelector('.to')?.textContent, li.querySelector('.text')?.textContent]));

// A hot-seat device (issue 26) in a simultaneous step, where its players pick who goes next: its
// messages card writes as the seat the page shows, lists the others of that seat, and says whom
// a message is from.
describe('the messages of a hot-seat device', () => {
  let browser: Browser;
  let url: string;
  let id: string;
  let hot: string;

  beforeAll(async () => {
    browser = await launch();
    // A finished Lancaster match, played by its easy bot through the seats' links.
    const origin = await createMatch('lancaster', ['Ana', 'Bo', 'Cy'], 'e2e-hot-messages');
    await playByBots(origin, lancasterBots.easy as SeatBot<unknown>, 'e2e-hot-messages', 3000);
    const events: { seq: number; seat: number | null; command: string | null }[] = (await call('GET', `/api/matches/${origin.id}/export`)).body.events;
    // Just before a parliament vote, where the three submit in secret at once.
    const vote = (k: number) => events[k]?.command?.startsWith('vote ') === true;
    const step = events.findIndex((e, k) => k > 0 && !vote(k - 1) && vote(k) && vote(k + 1) && vote(k + 2) && new Set(events.slice(k, k + 3).map((x) => x.seat)).size === 3);
    expect(step).toBeGreaterThan(0);
    const made = await call('POST', `/api/matches/${origin.id}/fork`, { body: { at: events[step].seq - 1, hotseat: true } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    ({ url, token: hot } = made.body.hotseat);
    id = made.body.id;
    expect((await call('GET', `/api/matches/${id}`, { token: hot })).body.hotseat.ready).toEqual([0, 1, 2]);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('writes as the seat the page shows (picked by hand in a vote), to the others of that seat, and says so in English and Spanish', async () => {
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(url);
    await page.getByTestId('hot-seat').waitFor();
    expect(await page.getByTestId('hot-seat').textContent()).toContain('Now playing: Ana.');
    await expect.poll(() => page.getByTestId('message-as').textContent()).toBe('Writing as Ana.');

    // The players pick Cy to vote first: the card now writes as Cy, whose turn it is not alone.
    await playAs(page, 2, 'Cy');
    await expect.poll(() => page.getByTestId('message-as').textContent()).toBe('Writing as Cy.');
    expect(await recipients(page)).toEqual(['Ana', 'Bo']);
    await page.locator('#message-recipients input[value="0"]').check();
    await page.locator('#message-text').fill('Cy to Ana, privately');
    await page.locator('#message-send').click();
    await expect.poll(() => shown(page)).toEqual([[2, 'privately to Ana', 'Cy to Ana, privately']]);
    await page.getByRole('radio', { name: 'Everyone' }).check();
    await page.locator('#message-text').fill('Cy to everyone');
    await page.locator('#message-send').click();
    await expect.poll(() => page.getByTestId('message').count()).toBe(2);
    // The server's word for it: both are from Cy.
    expect(await messagesOf(id, `${hot}~0`)).toEqual([
      expect.objectContaining({ from: 2, to: [0], text: 'Cy to Ana, privately' }),
      expect.objectContaining({ from: 2, to: null, text: 'Cy to everyone' }),
    ]);
    await screenshot(page, 'hot-seat-messages-1280');

    // Shown as Ana, "you" is Ana; shown as Bo, the page reads what Bo may: not Cy's word to Ana.
    await playAs(page, 0, 'Ana');
    await expect.poll(() => page.getByTestId('message-as').textContent()).toBe('Writing as Ana.');
    await expect.poll(() => shown(page)).toEqual([
      [2, 'privately to you', 'Cy to Ana, privately'],
      [2, 'to everyone', 'Cy to everyone'],
    ]);
    expect(await recipients(page)).toEqual(['Bo', 'Cy']);
    await playAs(page, 1, 'Bo');
    await expect.poll(() => shown(page)).toEqual([[2, 'to everyone', 'Cy to everyone']]);
    expect(await axeFindings(page)).toEqual([]);

    await page.setViewportSize(PHONE);
    await page.selectOption('#lang', 'es');
    await expect.poll(() => page.getByTestId('message-as').textContent()).toBe('Escribes como Bo.');
    expect(await axeFindings(page)).toEqual([]);
    await page.locator('#messages-card').scrollIntoViewIfNeeded();
    await screenshot(page, 'hot-seat-messages-375-es');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
