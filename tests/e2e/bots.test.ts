import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomFrom } from '../../src/engine/rng';
import { call } from './support/api';
import { DESKTOP, launch, screenshot, watchErrors } from './support/browser';
import { context } from './support/page-modules';
import { waitForLive, waitForSeq } from './support/match-page';

interface Move {
  command: string;
  final?: boolean;
}

interface MatchBody {
  seq: number;
  status: string;
  active: number[];
  actions: string[];
  moves: Move[];
  view: unknown;
  seats: { name: string | null; bot: string | null }[];
  result?: { winners: number[] };
}

async function viewOf(id: string, token: string): Promise<MatchBody> {
  return (await call<MatchBody>('GET', `/api/matches/${id}`, { token })).body;
}

/** Polls until the person has a move to make (the bots play between) or the match is over. */
async function nextTurn(id: string, token: string): Promise<MatchBody> {
  const end = Date.now() + 60_000;
  for (;;) {
    const v = await viewOf(id, token);
    if (v.status !== 'active' || v.actions.some((a) => a !== 'undo')) return v;
    if (Date.now() > end) throw new Error(`the bots did not play within a minute at entry ${v.seq}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Makes a listed move by clicking the board only (its clicks as the page's renderer says), confirming a final one. */
async function clickMove(page: Page, move: Move, view: unknown): Promise<void> {
  const tokens = (await page.evaluate(`import('/page-modules/games/lancaster/tokens.js').then((m) => m.picks(${JSON.stringify(move.command)}, ${JSON.stringify(view)}))`)) as string[] | null;
  expect(tokens, `the board makes "${move.command}"`).not.toBeNull();
  for (const token of tokens ?? []) await page.locator(`#board [data-pick="${token}"].pickable`).first().click();
  if (move.final) await page.locator('#pick-bar [data-testid="confirm-move"]').click();
}

/** Runs in the page: notes every "… is thinking…" line the banner ever shows (a bot's turn may last a moment only). */
const WATCH_THINKING = `(() => {
  window.thinking = new Set();
  const note = () => document.querySelectorAll('[data-testid="bot-thinking"]').forEach((el) => window.thinking.add(el.textContent));
  new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
  note();
})()`;

describe('playing against bots from the start page (issue 26)', () => {
  let browser: Browser;
  const errors: string[][] = [];

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('one click makes a Lancaster match of you and three good bots and opens your seat; you play it to the end by clicking the board', async () => {
    const ctx = await context(browser, DESKTOP);
    ctx.setDefaultTimeout(45_000);
    const page = await ctx.newPage();
    errors.push(watchErrors(page));
    await page.goto('/');
    await page.locator('#create-button:enabled').waitFor();
    await page.locator('#player-0-name').fill('Ana');
    await page.locator('#games-list [data-game="lancaster"] [data-testid="play-alone"]').click();
    await page.waitForURL(/\/m\/[a-z0-9]{20}#/);
    await page.evaluate(WATCH_THINKING);
    const url = new URL(page.url());
    const id = url.pathname.split('/')[2];
    const token = url.hash.slice(1);
    await waitForLive(page);

    const first = await viewOf(id, token);
    expect(first.seats.map((s) => [s.name, s.bot])).toEqual([
      ['Ana', null],
      ['Ada', 'good'],
      ['Bo', 'good'],
      ['Cy', 'good'],
    ]);
    // A bot is named as one wherever its name appears: the seats under the banner first.
    await expect(page.locator('#turn .seat-chips').innerText()).resolves.toMatch(/Ada \(bot\)[\s\S]*Bo \(bot\)[\s\S]*Cy \(bot\)/);

    const random = randomFrom('e2e-bots');
    const started = Date.now();
    let moves = 0;
    for (;;) {
      expect(moves, 'the match ends within 150 moves of the person').toBeLessThan(150);
      const view = await nextTurn(id, token);
      if (view.status !== 'active') break;
      await waitForSeq(page, view.seq);
      const choices = view.actions.filter((a) => a !== 'undo');
      const command = choices[Math.floor(random() * choices.length)];
      await clickMove(page, view.moves.find((m) => m.command === command) ?? { command }, view.view);
      await expect.poll(async () => (await viewOf(id, token)).seq).toBeGreaterThan(view.seq);
      moves++;
      if (moves === 5) await screenshot(page, 'bots-lancaster-1280');
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`bots e2e: Lancaster, 1 person against 3 good bots, ${moves} moves of the person by clicks in ${seconds} s`);

    const last = await viewOf(id, token);
    expect(last.status).toBe('finished');
    expect(moves).toBeGreaterThan(10);
    await waitForSeq(page, last.seq);
    // "… is thinking…" showed while the bots were on turn, with their labelled names.
    const thinking = (await page.evaluate('[...window.thinking]')) as string[];
    expect(thinking.some((line) => / \(bot\) is thinking…$/.test(line)), thinking.join('\n')).toBe(true);
    for (const line of thinking) expect(line).toMatch(/^(?:(?:Ada|Bo|Cy) \(bot\) is|(?:Ada|Bo|Cy) \(bot\)(?:, (?:Ada|Bo|Cy) \(bot\))*,? and (?:Ada|Bo|Cy) \(bot\) are) thinking…$/);
    // The history and the result name the bots as bots.
    const who = await page.locator('#log .entry .who').allInnerTexts();
    for (const name of ['Ada (bot)', 'Bo (bot)', 'Cy (bot)']) expect(who).toContain(name);
    await page.locator('#result [data-testid="winners"]').waitFor();
    await expect(page.locator('#result [data-testid="scores"]').innerText()).resolves.toMatch(/Ada \(bot\): \d+[\s\S]*Bo \(bot\): \d+[\s\S]*Cy \(bot\): \d+/);
    await expect(page.locator('#turn [data-testid="bot-thinking"]').count()).resolves.toBe(0);
    await screenshot(page, 'bots-lancaster-end-1280');
    await ctx.close();
  }, 600_000);

  it('the form lets any seat be a bot: a nameless easy bot gets a name, and the card after creation lists it', async () => {
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    errors.push(watchErrors(page));
    await page.goto('/');
    await page.locator('#create-button:enabled').waitFor();
    await page.locator('#game').selectOption('lancaster');
    await page.locator('#seats').selectOption('3');
    await page.locator('#player-0-name').fill('Ana');
    await page.locator('#player-1-name').fill('Ben');
    await page.locator('#player-2-kind').selectOption('easy');
    await expect(page.locator('#player-2-email').isHidden()).resolves.toBe(true);
    await page.locator('#create-button').click();
    await page.locator('#created [data-testid="created-bots"]').waitFor();
    await expect(page.locator('#created [data-testid="created-bots"]').innerText()).resolves.toBe('Ada (easy bot)');
    await expect(page.locator('#created [data-testid="seat-link"]').count()).resolves.toBe(2);
    const link = await page.locator('#created [data-testid="seat-link"] input').first().inputValue();
    const id = new URL(link).pathname.split('/')[2];
    const spectator = (await call<MatchBody>('GET', `/api/matches/${id}`)).body;
    expect(spectator.seats.map((s) => [s.name, s.bot])).toEqual([
      ['Ana', null],
      ['Ben', null],
      ['Ada', 'easy'],
    ]);
    // A match of bots alone is refused next to the first row, before anything is sent.
    await page.locator('#organiser-only').check();
    for (const i of [0, 1, 2]) await page.locator(`#player-${i}-kind`).selectOption('good');
    await page.locator('#create-button').click();
    await expect(page.locator('#player-0-name-error').innerText()).resolves.toBe('Leave at least one seat to a person: bots alone would play the match to nobody.');
    await ctx.close();
  });

  it('raised no page errors', () => {
    expect(errors.flat()).toEqual([]);
  });
});
