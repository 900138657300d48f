import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatBot } from '../../src/engine/bots';
import { lancasterBots } from '../../src/games/lancaster/bots';
import { call, createMatch, type Created } from './support/api';
import { playByBots, playByBotsUntil, type SeatAnswer } from './support/bots-to-the-end';
import { PHONE, context, launch, screenshot, watchErrors } from './support/browser';
import { GAMES, midway } from './support/games-midway';
import { waitForLive, waitForSeq } from './support/match-page';

/**
 * How far the page reaches past the right edge of the screen: the document's scroll width, and
 * every element (or text) whose box ends right of the viewport, unless an ancestor clips it (a scrolling
 * board, an SVG's own drawing). Runs in the page as source text (the tests compile without the DOM library).
 */
const OVERFLOW = `(() => {
  const width = window.innerWidth;
  const clips = (from) => {
    for (let a = from; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
    return false;
  };
  const clipped = (el) => clips(el.parentElement);
  const name = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
  const out = [];
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.right + window.scrollX > width + 0.5 && !clipped(el)) out.push(name(el) + ' ends at ' + Math.round(r.right) + ' px: ' + (el.textContent ?? '').trim().slice(0, 60));
  }
  // Text that runs out of its own element's box (a name with no space to break at) has no box of its own.
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = texts.nextNode(); n; n = texts.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(n);
    const r = range.getBoundingClientRect();
    if (r.right + window.scrollX > width + 0.5 && !clips(n.parentElement)) out.push('text in ' + name(n.parentElement) + ' ends at ' + Math.round(r.right) + ' px: ' + n.textContent.trim().slice(0, 60));
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, out: out.slice(0, 8) };
})()`;

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  out: string[];
}

const LANGUAGES = [
  ['en', 'en-GB'],
  ['es', 'es-ES'],
] as const;

/**
 * Lancaster's easy bot, except that a knight goes to a castle space whenever it can: the castle
 * spaces have the longest names a player card lists ("la casilla del castillo de 2 fichas de voto").
 */
const toTheCastle: SeatBot<unknown> = (sight, random) => sight.actions.find((c) => /^knight \d s\d$/.test(c)) ?? (lancasterBots.easy as SeatBot<unknown>)(sight, random);

/** The page is never wider than a phone's screen, in English and Spanish, for any game, at the start, midway and further on. */
describe('nothing on the match page is wider than a phone at 375 px', () => {
  let browser: Browser;
  const contexts = new Map<string, BrowserContext>();
  const errors: string[][] = [];

  beforeAll(async () => {
    browser = await launch();
    for (const [lang, locale] of LANGUAGES) contexts.set(lang, await context(browser, PHONE, locale));
  });

  afterAll(async () => {
    await browser?.close();
    expect(errors.flat()).toEqual([]);
  });

  /** Opens `seat`'s page of `match` in both languages at entry `seq` and checks it stays within the screen. */
  async function fits(match: Created, seat: number, label: string): Promise<void> {
    const seq: number = (await call('GET', `/api/matches/${match.id}`, { token: match.seats[seat].token })).body.seq;
    for (const [lang] of LANGUAGES) {
      const page = await (contexts.get(lang) as BrowserContext).newPage();
      errors.push(watchErrors(page));
      await page.goto(match.seats[seat].url);
      await waitForLive(page);
      await waitForSeq(page, seq);
      await page.locator('#board > *').first().waitFor();
      const found = (await page.evaluate(OVERFLOW)) as Overflow;
      await screenshot(page, `phone-width-${label}-${lang}-375`);
      console.log(`${label} (${lang}) at 375 px: the page is ${found.scrollWidth} px wide`);
      expect.soft(found.out, `${label} (${lang}): elements past the right edge`).toEqual([]);
      expect.soft(found.scrollWidth, `${label} (${lang})`).toBeLessThanOrEqual(found.innerWidth);
      await page.close();
    }
  }

  for (const game of GAMES) {
    it(`${game.game}: at the start and a dozen moves in`, async () => {
      const start = await createMatch(game.game, game.names, `e2e-width-${game.game}`);
      const active: number = (await call('GET', `/api/matches/${start.id}`)).body.active[0];
      await fits(start, active, `${game.game}-start`);
      const { match, seat } = await midway(game, `e2e-width-${game.game}-midway`);
      await fits(match, seat, `${game.game}-midway`);
    });
  }

  it('lancaster: players with the longest names (40 characters, with and without spaces) in the turn order and everywhere else', async () => {
    const names = ['MAXIMILIANWOLFGANGAMADEUSHOHENZOLLERNXIV', 'María de los Ángeles Fernández Gutiérrez', 'Cy'];
    expect(names.map((n) => [...n].length)).toEqual([40, 40, 2]);
    const match = await createMatch('lancaster', names, 'e2e-width-lancaster-names');
    const active: number = (await call('GET', `/api/matches/${match.id}`)).body.active[0];
    await fits(match, active, 'lancaster-long-names');
  });

  it('lancaster: with knights in the castles, at the first vote, after the first battles and at the end', async () => {
    const match = await createMatch('lancaster', ['Ana', 'Ben', 'Cy'], 'e2e-width-lancaster-castle');
    const seed = 'e2e-width-lancaster-castle';
    const until = async (stop: (a: SeatAnswer) => boolean): Promise<number> => {
      const at = await playByBotsUntil(match, toTheCastle, seed, stop);
      if (!at) throw new Error('the match ended first');
      return at.seat;
    };
    const view = (a: SeatAnswer) => a.view as { round: number; players: { castle: Record<string, number | null> }[] };
    // Every seat has a knight on a castle space, so that each card lists one.
    await fits(match, await until((a) => view(a).players.every((p) => Object.values(p.castle).some((k) => k !== null))), 'lancaster-castle');
    await fits(match, await until((a) => a.actions.some((c) => c.startsWith('vote '))), 'lancaster-vote');
    await fits(match, await until((a) => view(a).round >= 2), 'lancaster-battles');
    await playByBots(match, toTheCastle, seed);
    await fits(match, 0, 'lancaster-end');
  }, 300_000);
});
