import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch, type Created } from './support/api';
import { DESKTOP, PHONE, context, launch, watchErrors } from './support/browser';
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

/** A seat's letter on each piece the other three games draw in its colour (or, in Princeps, in its row). */
describe('each seat’s letter on the pieces of Señor, Princeps and King David', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** The match's seat letters, and its page for `seat` with the board drawn. */
  async function open(game: (typeof GAMES)[number], seed: string, ready: string) {
    const { match, seat } = await midway(game, seed, 12);
    const body = (await call('GET', `/api/matches/${match.id}`)).body;
    const letters: string[] = body.seats.map((s: { mark: { letter: string } }) => s.mark.letter);
    expect(new Set(letters).size).toBe(letters.length);
    const page = await (await context(browser, DESKTOP)).newPage();
    const errors = watchErrors(page);
    await page.goto(match.seats[seat].url);
    await page.locator(ready).first().waitFor({ state: 'attached' });
    return { body, letters, page, errors };
  }

  it('El Señor de la Guerra: every token on the map carries its side’s player’s letter', async () => {
    const { body, letters, page, errors } = await open(GAMES[1], 'e2e-seat-letters-senor', '#board .sg-token');
    const seats = body.view.seats as Record<string, number>;
    const tokens = (await page.locator('#board .sg-zone .sg-token').evaluateAll((els) =>
      els.map((el) => ({ side: el.getAttribute('data-side') ?? '', letter: el.querySelector('.token-letter')?.getAttribute('data-letter') ?? null, shown: el.querySelector('.token-letter text')?.textContent ?? null })),
    )) as { side: string; letter: string | null; shown: string | null }[];
    expect(new Set(tokens.map((k) => k.side))).toEqual(new Set(['normans', 'frisians']));
    for (const k of tokens) {
      expect(k.letter).toBe(letters[seats[k.side]]);
      expect(k.shown).toBe(k.letter);
    }
    // Legible at phone size: the tag's letter is drawn at least 8 px tall on a phone's screen.
    await page.setViewportSize(PHONE);
    const tag = page.locator('#board .sg-token .token-letter text').first();
    await tag.waitFor({ state: 'visible' });
    await expect.poll(() => tag.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(8);
    expect(errors).toEqual([]);
  }, 180_000);

  it('Princeps Machiavelli: every territory of a player’s row carries that player’s letter, the independent ones none', async () => {
    const { letters, page, errors } = await open(GAMES[3], 'e2e-seat-letters-princeps', '#board .pm-player .territory');
    const rows = (await page.locator('#board .pm-player').evaluateAll((els) =>
      els.map((el) => ({
        seat: el.getAttribute('data-seat'),
        letters: [...el.querySelectorAll('.territory')].map((ter) => ter.querySelector('.owner-letter')?.getAttribute('data-letter') ?? null),
        shown: [...el.querySelectorAll('.territory .owner-letter text')].map((x) => x.textContent),
      })),
    )) as { seat: string | null; letters: (string | null)[]; shown: string[] }[];
    const owned = rows.filter((r) => r.seat !== null && r.letters.length > 0);
    expect(owned.length).toBeGreaterThan(1);
    for (const r of owned) {
      expect(r.letters).toEqual(r.letters.map(() => letters[Number(r.seat)]));
      expect(r.shown).toEqual(r.letters);
    }
    for (const r of rows.filter((x) => x.seat === null)) expect(r.letters.every((l) => l === null)).toBe(true);
    expect(errors).toEqual([]);
  }, 180_000);

  it('King David: every stack of a player’s country carries that player’s letter before its count, the Neutral Automaton’s none', async () => {
    const { body, letters, page, errors } = await open(GAMES[4], 'e2e-seat-letters-kd', '#board .kd-stack');
    const stacks = (await page.locator('#board .kd-stack').evaluateAll((els) =>
      els.map((el) => ({ seat: Number(el.getAttribute('data-seat')), letter: el.querySelector('.kd-stack-letter')?.getAttribute('data-letter') ?? null, text: el.querySelector('.kd-count')?.textContent ?? '' })),
    )) as { seat: number; letter: string | null; text: string }[];
    const played = stacks.filter((st) => st.seat >= 0);
    expect(new Set(played.map((st) => st.seat)).size).toBe(body.seats.length);
    for (const st of played) {
      expect(st.letter).toBe(letters[st.seat]);
      expect(st.text.startsWith(st.letter!)).toBe(true);
    }
    for (const st of stacks.filter((x) => x.seat < 0)) expect(st.letter).toBeNull();
    expect(errors).toEqual([]);
  }, 180_000);
});
