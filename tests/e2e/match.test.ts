import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Phrase } from '../../src/engine/text';
import { render } from '../../src/text/render';
import { allMessages } from '../support/words';
import { call, createMatch, type Created } from './support/api';
import { DESKTOP, PHONE, context, launch, screenshot, watchErrors } from './support/browser';
import { commandButtons, seqOf, showCommands, waitForLive, waitForSeq } from './support/match-page';

// Two browser profiles hold the two seats of a Carolus Magnus match with fixed dice.
/** The board in words as the page shows it: a line each, in English, with the players' names. */
const named = (lines: Phrase[]) => lines.map((l) => render(l, 'en', allMessages, (seat) => ['Ana', 'Ben'][seat], { strict: true })).join('\n');

describe('playing Carolus Magnus in two browsers', () => {
  let browser: Browser;
  let match: Created;
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  const errors: string[][] = [];
  const loads = [0, 0];
  const urls: string[] = [];

  async function view(token?: string) {
    return (await call('GET', `/api/matches/${match.id}`, { token })).body;
  }

  beforeAll(async () => {
    browser = await launch();
    match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-two-browsers');
    for (const [seat, viewport] of [DESKTOP, PHONE].entries()) {
      const ctx = await context(browser, viewport);
      const page = await ctx.newPage();
      errors.push(watchErrors(page));
      page.on('load', () => loads[seat]++);
      page.on('request', (r) => urls.push(r.url()));
      contexts.push(ctx);
      pages.push(page);
      await page.goto(match.seats[seat].url);
    }
    await Promise.all(pages.map(waitForLive));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('serves the match page at /m/:id with a strict Referrer-Policy', async () => {
    const res = await fetch(match.spectator);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await res.text()).toMatch(/<script type="module" src="\/assets\/match-\w+\.js"><\/script>/);
  });

  it('draws the ring of 15 territories and each seat sees who it is', async () => {
    for (const page of pages) {
      await expect(page.locator('#board svg .territory').count()).resolves.toBe(15);
      await expect(page.locator('.player-card').count()).resolves.toBe(2);
    }
    await expect(pages[0].locator('#turn').innerText()).resolves.toContain('You play Ana.');
    await expect(pages[1].locator('#turn').innerText()).resolves.toContain('You play Ben.');
  });

  it('shows an illegal typed command as words, and refuses a click from a stale page', async () => {
    const before = await view();
    const seat: number = before.active[0];
    const page = pages[seat];
    await commandButtons(page).first().waitFor();
    // The box to type a command comes with "Show commands" (issue 30), off until a player turns it on.
    await expect(page.locator('#command-form').isHidden()).resolves.toBe(true);
    await Promise.all(pages.map(showCommands));
    await page.locator('#command-form').waitFor();
    const mine = await view(match.seats[seat].token);
    expect(mine.actions).not.toContain('land purple 3');
    await page.locator('#command-input').fill('land purple 3');
    await page.locator('#command-send').click();
    // Refused by the page, in words: the moves by their sentences, not the engine's list of verbs.
    const refusal = page.locator('#action-error', { hasText: 'is not one of your moves now' });
    await refusal.waitFor();
    const said = await refusal.innerText();
    expect(said).toMatch(/^“land purple 3” is not one of your moves now\. Your moves now(: | include: )/);
    const sentences = (mine.moves as { command: string; text: Phrase }[]).filter((m) => m.command !== 'undo').map((m) => named([m.text]));
    expect(sentences.filter((sentence) => said.includes(sentence)).length).toBeGreaterThan(0);
    // Past the echo of what was typed, no command: the moves are named by their sentences.
    expect(said.slice(said.indexOf('Your moves'))).not.toMatch(/\b(take|disc|court|land|emperor) (red|blue|green|yellow|pink|purple|\d)/i);
    expect(await seqOf(page)).toBe(before.seq);

    // A third page for the same seat whose live updates never arrive (its socket is mocked).
    const staleCtx = await context(browser, DESKTOP);
    const stale = await staleCtx.newPage();
    await stale.routeWebSocket(/\/live$/, () => {});
    await stale.goto(match.seats[seat].url);
    await waitForLive(stale);
    await commandButtons(stale).first().waitFor();
    const moved = await call('POST', `/api/matches/${match.id}/actions`, { token: match.seats[seat].token, body: { command: mine.actions[0], expect: mine.seq } });
    expect(moved.status).toBe(200);
    expect(await seqOf(stale)).toBe(before.seq);
    await commandButtons(stale).first().click();
    await stale.locator('#action-error', { hasText: 'Someone moved before you' }).waitFor();
    await waitForSeq(stale, before.seq + 1); // and the page brought itself up to date
    await staleCtx.close();
    await Promise.all(pages.map((p) => waitForSeq(p, before.seq + 1)));
  });

  it('plays several full turns by clicking; each page sees the other move without reloading', async () => {
    let seq: number = (await view()).seq;
    await Promise.all(pages.map((p) => waitForSeq(p, seq)));
    let emperorMoves = 0;
    for (let step = 0; emperorMoves < 6; step++) {
      expect(step).toBeLessThan(80);
      const now = await view();
      expect(now.status).toBe('active');
      const seat: number = now.active[0];
      const page = pages[seat];
      const other = pages[1 - seat];
      const buttons = commandButtons(page);
      await buttons.first().waitFor();
      await expect(other.locator('#commands button').count()).resolves.toBe(0);
      const n = await buttons.count();
      const button = buttons.nth((step * 7) % n);
      const command = (await button.getAttribute('data-command')) as string;
      const final = (await button.getAttribute('class'))?.split(' ').includes('final');
      if (step % 5 === 3) {
        // Now and then through the text box, as an email reply would.
        await page.locator('#command-input').fill(command);
        await page.locator('#command-input').press('Enter');
      } else if (step % 5 === 1) {
        await button.dblclick();
      } else {
        await button.click();
      }
      // A move that cannot be taken back (a disc, the emperor) is confirmed above the board first.
      if (step % 5 !== 3 && final) {
        await page.locator('#pick-bar [data-testid="confirm-move"]').click();
      }
      seq += 1;
      await Promise.all(pages.map((p) => waitForSeq(p, seq)));
      if (step % 5 === 1) {
        await page.waitForTimeout(300);
        expect((await view()).seq, 'a double click makes one move').toBe(seq);
      }
      const entry = other.locator(`#log .entry[data-seq="${seq}"]`);
      await expect(entry.locator('.what').innerText()).resolves.toBe(command);
      await expect(entry.locator('.who').innerText()).resolves.toBe(seat === 0 ? 'Ana' : 'Ben');
      if (command.startsWith('emperor ')) emperorMoves++;
    }
    expect(loads).toEqual([1, 1]);
    // Both pages show the board the API shows their seat, with the players' names.
    for (const [seat, page] of pages.entries()) {
      await expect(page.locator('#summary').textContent()).resolves.toBe(named((await view(match.seats[seat].token)).summary));
    }
    await screenshot(pages[0], 'match-1280');
    await screenshot(pages[1], 'match-375');
  });

  it('replays an earlier board with the slider and comes back to now', async () => {
    const page = pages[0];
    const seq = await seqOf(page);
    // The board as Ana's page replays it (the prompt speaks to the seat asked).
    const then = (await call('GET', `/api/matches/${match.id}/at/3`, { token: match.seats[0].token })).body;
    await page.locator('#replay-slider').fill('3');
    await page.locator('#board[data-at="3"]').waitFor();
    await expect(page.locator('#replay-banner').innerText()).resolves.toContain(`entry 3 of ${seq}`);
    await expect(page.locator('#summary').textContent()).resolves.toBe(named(then.summary));
    expect(then.summary).not.toEqual((await view()).summary);
    for (const b of await page.locator('#commands button').all()) await expect(b.isDisabled()).resolves.toBe(true);
    await screenshot(page, 'match-replay-1280');
    await page.getByRole('button', { name: 'Back to now' }).click();
    await page.locator(`#board[data-at="${seq}"]`).waitFor();
    await expect(page.locator('#replay-banner').isHidden()).resolves.toBe(true);
  });

  it('shows the spectator the board and the history but no command buttons', async () => {
    const ctx = await context(browser, PHONE);
    const page = await ctx.newPage();
    await page.goto(match.spectator);
    await waitForLive(page);
    await waitForSeq(page, await seqOf(pages[0]));
    await expect(page.locator('#board svg .territory').count()).resolves.toBeGreaterThan(3);
    await expect(page.locator('#commands button').count()).resolves.toBe(0);
    await expect(page.locator('#command-form').isHidden()).resolves.toBe(true);
    await expect(page.locator('#turn').innerText()).resolves.toContain('You are watching');
    await expect(page.locator('#log .entry').count()).resolves.toBe((await seqOf(pages[0])) + 1);
    // The game's words name players by reference; the page says the players' names.
    const words = [await page.locator('#turn .prompt').innerText(), await page.locator('#log').innerText(), await page.locator('#summary').textContent()].join('\n');
    expect(words).toMatch(/Ana|Ben/);
    expect(words).not.toMatch(/\bSeat \d/);
    await ctx.close();
  });

  it('never puts a seat token in a URL and raised no page errors', () => {
    for (const seat of match.seats) expect(urls.filter((u) => u.includes(seat.token))).toEqual([]);
    expect(errors.flat()).toEqual([]);
  });
});
