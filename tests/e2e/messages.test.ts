import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch, type Created } from './support/api';
import { DESKTOP, PHONE, context, launch, screenshot, watchErrors } from './support/browser';
import { waitForLive } from './support/match-page';

const PUBLIC = 'Good luck, everyone!';
const PRIVATE = 'Ben, shall we keep Cleo out of the court?';
const ESCAPED = '<b>bold?</b> & <img src=x onerror="document.title=1">';

/** The messages shown on a page, as their visible text. */
function shown(page: Page) {
  return page.locator('[data-testid="message"] .text');
}

async function write(page: Page, text: string, to: string[] = []): Promise<void> {
  await page.locator('#message-text').fill(text);
  for (const name of to) await page.locator('#message-recipients').getByLabel(name).check();
  await page.locator('#message-send').click();
}

// Three seats and a spectator of one Carolus Magnus match, each in its own browser profile.
describe('messages between players', () => {
  let browser: Browser;
  let match: Created;
  const pages: Page[] = [];
  let spectator: Page;
  const errors: string[][] = [];
  const loads = [0, 0, 0, 0];
  /** What the server sent to Cleo's page and the spectator's when they asked for messages. */
  const bodies: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    match = await createMatch('carolus-magnus', ['Ana', 'Ben', 'Cleo'], 'e2e-messages');
    const urls = [...match.seats.map((s) => s.url), match.spectator];
    for (const [i, viewport] of [DESKTOP, PHONE, DESKTOP, PHONE].entries()) {
      const ctx = await context(browser, viewport);
      const page = await ctx.newPage();
      errors.push(watchErrors(page));
      page.on('load', () => loads[i]++);
      if (i >= 2) {
        page.on('response', async (res) => {
          if (res.url().endsWith('/messages') && res.request().method() === 'GET') bodies.push(await res.text());
        });
      }
      await page.goto(urls[i]);
      if (i < 3) pages.push(page);
      else spectator = page;
    }
    await Promise.all([...pages, spectator].map(waitForLive));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('offers the form to seats only, with the other seats as private recipients', async () => {
    await expect(pages[0].locator('#message-form').isVisible()).resolves.toBe(true);
    await expect(pages[0].locator('#message-recipients label').allInnerTexts()).resolves.toEqual(['Ben', 'Cleo']);
    await expect(pages[1].locator('#message-recipients label').allInnerTexts()).resolves.toEqual(['Ana', 'Cleo']);
    await expect(spectator.locator('#message-form').isHidden()).resolves.toBe(true);
    await expect(spectator.locator('#messages-note').innerText()).resolves.toContain('No messages to everyone yet');
  });

  it('shows a message to everyone on every page as it is written', async () => {
    await write(pages[0], PUBLIC);
    for (const page of [...pages, spectator]) {
      await shown(page).filter({ hasText: PUBLIC }).waitFor();
      const item = page.locator('[data-testid="message"]').filter({ hasText: PUBLIC });
      await expect(item.locator('.who').innerText()).resolves.toBe('Ana');
      await expect(item.locator('.to').innerText()).resolves.toBe('to everyone');
      await expect(item.locator('time').getAttribute('datetime')).resolves.toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    await expect(pages[0].locator('#message-text').inputValue()).resolves.toBe('');
  });

  it('shows a private message to its writer and its reader only', async () => {
    await write(pages[0], PRIVATE, ['Ben']);
    const atBen = pages[1].locator('[data-testid="message"]').filter({ hasText: PRIVATE });
    await atBen.waitFor();
    await expect(atBen.locator('.to').innerText()).resolves.toBe('privately to you');
    await expect(atBen.getAttribute('class')).resolves.toContain('private');
    const atAna = pages[0].locator('[data-testid="message"]').filter({ hasText: PRIVATE });
    await expect(atAna.locator('.to').innerText()).resolves.toBe('privately to Ben');

    // Ben answers everyone: once Cleo's and the spectator's pages show that, they have fetched
    // the messages after the private one was written, and it is not among them.
    await write(pages[1], 'Thanks, and good luck to you too.');
    for (const page of [pages[2], spectator]) {
      await shown(page).filter({ hasText: 'good luck to you too' }).waitFor();
      await expect(shown(page).allInnerTexts()).resolves.toEqual([PUBLIC, 'Thanks, and good luck to you too.']);
    }
    await expect(shown(pages[1]).allInnerTexts()).resolves.toEqual([PUBLIC, PRIVATE, 'Thanks, and good luck to you too.']);
    expect(bodies.length).toBeGreaterThan(2);
    expect(bodies.filter((b) => b.includes('Cleo out of the court'))).toEqual([]);
    expect(loads).toEqual([1, 1, 1, 1]);
    await screenshot(pages[1], 'messages-375');
    expect(await pages[1].evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBe(0);
    await screenshot(pages[0], 'messages-1280');
  });

  it('shows markup in a message as the characters typed', async () => {
    await write(pages[2], ESCAPED);
    for (const page of [...pages, spectator]) {
      await shown(page).filter({ hasText: '<b>bold?</b>' }).waitFor();
      await expect(shown(page).filter({ hasText: '<b>bold?</b>' }).innerText()).resolves.toBe(ESCAPED);
      await expect(page.locator('#messages b, #messages img, main img').count()).resolves.toBe(0);
      expect(await page.title()).not.toBe('1');
    }
  });

  it('explains what the server or the form refuses', async () => {
    const page = pages[2];
    await page.locator('#message-text').fill('Just for someone');
    await page.locator('#message-form').getByLabel('Privately to…').check();
    await page.locator('#message-send').click();
    await expect(page.locator('#message-error').innerText()).resolves.toBe('Choose at least one player to write to privately, or write to everyone.');
    await page.locator('#message-form').getByLabel('Everyone').check();
    await expect(page.locator('#message-error').isHidden()).resolves.toBe(true);
    await page.locator('#message-text').fill('   ');
    await page.locator('#message-send').click();
    await expect(page.locator('#message-error').innerText()).resolves.toBe('The message is empty.');

    // Cleo's quota for this minute is used up elsewhere; the page says so and keeps the text.
    const sent = (await call('GET', `/api/matches/${match.id}/messages`, { token: match.seats[2].token })).body.messages.filter(
      (m: { from: number }) => m.from === 2,
    ).length;
    for (let i = sent; i < 10; i++) {
      const r = await call('POST', `/api/matches/${match.id}/messages`, { token: match.seats[2].token, body: { text: `note ${i}`, to: [0] } });
      expect(r.status).toBe(201);
    }
    await write(page, 'One more thing');
    await page.locator('#message-error', { hasText: 'Too many messages in a minute; wait a little and send it again.' }).waitFor();
    await expect(page.locator('#message-text').inputValue()).resolves.toBe('One more thing');
    // Those notes were private to Ana: Ben never sees them.
    await shown(pages[0]).filter({ hasText: 'note 9' }).waitFor();
    await expect(shown(pages[1]).filter({ hasText: 'note ' }).count()).resolves.toBe(0);
  });

  it('speaks Spanish in the panel when the reader switches', async () => {
    const page = pages[1];
    await page.locator('#lang').selectOption('es');
    await expect(page.locator('#messages-card h2').innerText()).resolves.toBe('Mensajes');
    const item = page.locator('[data-testid="message"]').filter({ hasText: PRIVATE });
    await expect(item.locator('.to').innerText()).resolves.toBe('en privado a ti');
    await page.locator('#lang').selectOption('en');
  });

  it('still receives messages by polling when the live socket is down', async () => {
    const ctx = await context(browser, PHONE);
    const page = await ctx.newPage();
    await page.routeWebSocket(/\/live$/, (ws) => ws.close({ code: 1011, reason: 'refused by the test' }));
    await page.goto(match.seats[2].url);
    await page.locator('#connection[data-mode="polling"]').waitFor();
    await shown(page).filter({ hasText: PUBLIC }).waitFor();
    const r = await call('POST', `/api/matches/${match.id}/messages`, { token: match.seats[0].token, body: { text: 'Cleo, are you still there?', to: [2] } });
    expect(r.status).toBe(201);
    await shown(page).filter({ hasText: 'Cleo, are you still there?' }).waitFor({ timeout: 20_000 });
    await expect(page.locator('[data-testid="message"]').filter({ hasText: 'still there' }).locator('.to').innerText()).resolves.toBe('privately to you');
    await ctx.close();
  });

  it('raised no page errors', () => {
    expect(errors.flat()).toEqual([]);
  });
});
