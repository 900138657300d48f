import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch, type Created } from './support/api';
import { axeFindings, type Finding } from './support/axe';
import { DESKTOP, PHONE, context, launch, watchErrors } from './support/browser';
import { playByBots } from './support/bots-to-the-end';
import { playQuicklyToTheEnd } from './support/carolus';
import { GAMES, midway } from './support/games-midway';

/**
 * Moderate findings accepted, each with why. Serious and critical ones never are; a moderate one
 * not listed here fails the test.
 */
const ACCEPTED: Record<string, string> = {};

/** What axe finds on the page as it is, at each size and in each language (switched in place, as a player would). */
async function check(page: Page, label: string, ready: () => Promise<void>): Promise<string[]> {
  const faults: string[] = [];
  for (const lang of ['en', 'es']) {
    await page.selectOption('#lang', lang);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await ready();
      const found: Finding[] = await axeFindings(page);
      for (const f of found) if (f.impact !== 'moderate' || !Object.hasOwn(ACCEPTED, f.id)) faults.push(`${label} ${lang} ${size.width}px: ${f.impact} ${f.id} at ${f.targets.join(' | ')}`);
    }
  }
  return faults;
}

/** A match of `game` played to the end by its easy bot (Carolus Magnus by the tests' quicker way). */
async function finished(game: (typeof GAMES)[number]): Promise<Created> {
  const seed = `e2e-axe-end-${game.game}`;
  // King David's short game (KD-84: it may end from turn 3 on) keeps the run a few minutes long.
  const options = game.game === 'king-david' ? { seed, short: 3 } : { seed };
  const made = await call<Created>('POST', '/api/matches', { body: { game: game.game, seats: game.names.length, players: game.names.map((name) => ({ name })), options } });
  if (made.status !== 201) throw new Error(`create failed: ${made.status} ${JSON.stringify(made.body)}`);
  const match = made.body;
  if (game.game === 'carolus-magnus') await playQuicklyToTheEnd(match);
  else await playByBots(match, game.bot, seed, 3000);
  return match;
}

const matchReady = (page: Page) => async () => {
  await page.locator('body[data-seq]:not([data-busy])').waitFor({ state: 'attached' });
  await page.locator('#board > *').first().waitFor({ state: 'attached' });
};

/** Issue 30 "pages anyone can use": axe-core on every page, every game mid-game and at the end, both languages, phone and desktop. */
describe('axe finds nothing serious', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  // The finished matches are played out over the API while the other pages are checked.
  const ended = new Map<string, Promise<Created | Error>>();

  beforeAll(async () => {
    for (const game of GAMES) ended.set(game.game, finished(game).catch((err: Error) => err));
    browser = await launch();
    page = await (await context(browser, DESKTOP)).newPage();
    errors = watchErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the start, join, rules and hand-over pages', async () => {
    const started = Date.now();
    const faults: string[] = [];
    await page.goto('/');
    faults.push(...(await check(page, 'start', () => page.locator('[data-testid="play-alone"]').first().waitFor())));
    const open = await createMatch('lancaster', ['Ana'], 'e2e-axe-join', 3);
    await page.goto(open.invite ?? '');
    faults.push(...(await check(page, 'join', () => page.locator('main h2').first().waitFor())));
    await page.goto('/rules/king-david');
    faults.push(...(await check(page, 'rules', () => page.locator('#guide h1').waitFor())));
    await page.goto('/handover');
    faults.push(...(await check(page, 'hand-over', () => page.locator('main').waitFor())));
    expect(faults).toEqual([]);
    expect(errors).toEqual([]);
    console.log(`axe: the four pages in ${Date.now() - started} ms`);
  }, 120_000);

  for (const game of GAMES) {
    it(`${game.game}: the match page mid-game, as the seat to play`, async () => {
      const started = Date.now();
      const { match, seat } = await midway(game, `e2e-axe-${game.game}`);
      await page.goto(match.seats[seat].url);
      await page.locator('#board .pickable').first().waitFor({ state: 'attached' });
      expect(await check(page, `${game.game} mid-game`, matchReady(page))).toEqual([]);
      expect(errors).toEqual([]);
      console.log(`axe: ${game.game} mid-game in ${Date.now() - started} ms`);
    }, 120_000);
  }

  for (const game of GAMES) {
    it(`${game.game}: the match page at the end`, async () => {
      const started = Date.now();
      const match = await ended.get(game.game);
      if (!match || match instanceof Error) throw match ?? new Error('no match');
      expect((await call('GET', `/api/matches/${match.id}`)).body.status).toBe('finished');
      await page.goto(match.seats[0].url);
      await page.locator('body[data-status="finished"]').waitFor({ state: 'attached' });
      expect(await check(page, `${game.game} at the end`, matchReady(page))).toEqual([]);
      expect(errors).toEqual([]);
      console.log(`axe: ${game.game} at the end in ${Date.now() - started} ms (after waiting for its match)`);
    }, 600_000);
  }
});
