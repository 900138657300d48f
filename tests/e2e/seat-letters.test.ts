import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch, type Created } from './support/api';
import { DESKTOP, context, launch, watchErrors } from './support/browser';
import { playQuicklyToTheEnd } from './support/carolus';
import { GAMES, midway } from './support/games-midway';

interface Territory {
  id: number;
  castles: { owner: number; count: number } | null;
}

/** Issue 30: players are told apart by more than colour, a letter beside each name and on the pieces. */
describe('each seat’s letter', () => {
  let browser: Browser;
  let match: Created;
  const names = ['Ana', 'Alba', 'Bo'];

  beforeAll(async () => {
    browser = await launch();
    match = await createMatch('carolus-magnus', names, 'e2e-seat-letters');
    await playQuicklyToTheEnd(match);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('Carolus Magnus: the letters (Ana A, Alba L, Bo B) in the seat badges, in each player’s panel, and on every castle by its owner', async () => {
    const view = (await call('GET', `/api/matches/${match.id}`)).body;
    expect(view.seats.map((s: { mark: { letter: string } }) => s.mark.letter)).toEqual(['A', 'L', 'B']);
    const page = await (await context(browser, DESKTOP)).newPage();
    const errors = watchErrors(page);
    await page.goto(match.seats[1].url);
    await page.locator('#board .cm-board').waitFor();
    const chips = page.locator('.seat-chip');
    await expect(chips.locator('[data-testid="seat-letter"]').allInnerTexts()).resolves.toEqual(['A', 'L', 'B']);
    await expect(chips.nth(1).innerText()).resolves.toMatch(/^L\s*Alba/);
    // Each badge in its side's colour: told apart by colour and by letter.
    const colours = await chips.locator('[data-testid="seat-letter"]').evaluateAll((els) => els.map((el) => el.ownerDocument.defaultView?.getComputedStyle(el).backgroundColor));
    expect(new Set(colours).size).toBe(3);
    await expect(page.locator('.player-cards header [data-testid="seat-letter"]').allInnerTexts()).resolves.toEqual(['A', 'L', 'B']);
    const owned = (view.view.territories as Territory[]).filter((t) => t.castles);
    expect(owned.length).toBeGreaterThan(0);
    for (const ter of owned) {
      const letter = page.locator(`#board .territory[data-territory="${ter.id}"] .castle-letter`);
      await expect(letter.getAttribute('data-letter')).resolves.toBe(['A', 'L', 'B'][ter.castles!.owner]);
      await expect(letter.isVisible()).resolves.toBe(true);
    }
    expect(errors).toEqual([]);
  });
});

describe('each seat’s letter on Lancaster’s knights', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('every knight drawn (board, court, castle, players) carries its owner’s letter (Ana A, Ben B, Cy C)', async () => {
    const { match, seat } = await midway(GAMES[2], 'e2e-seat-letters-lancaster', 12);
    const letters: string[] = (await call('GET', `/api/matches/${match.id}`)).body.seats.map((s: { mark: { letter: string } }) => s.mark.letter);
    expect(letters).toEqual(['A', 'B', 'C']);
    const page = await (await context(browser, DESKTOP)).newPage();
    const errors = watchErrors(page);
    await page.goto(match.seats[seat].url);
    await page.locator('#board .knight').first().waitFor({ state: 'attached' });
    const knights = (await page.locator('#board .knight, #players .knight').evaluateAll((els) =>
      els.map((el) => ({ seat: Number(el.getAttribute('data-seat')), letter: el.querySelector('.knight-letter')?.getAttribute('data-letter') ?? null })),
    )) as { seat: number; letter: string | null }[];
    expect(knights.length).toBeGreaterThan(3);
    for (const k of knights) expect(k.letter).toBe(letters[k.seat]);
    expect(new Set(knights.map((k) => k.seat)).size).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  }, 120_000);
});
