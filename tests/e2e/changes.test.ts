import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch, type Created } from './support/api';
import { DESKTOP, launch, watchErrors } from './support/browser';
import { context } from './support/page-modules';
import { waitForLive, waitForSeq } from './support/match-page';
import type { Phrase } from '../../src/engine/text';
import { render } from '../../src/text/render';
import { allMessages } from '../support/words';

/**
 * Issue 14: what the last entry changed is marked on the board (class `changed` on the
 * elements whose token's signature, from the renderer's `marks`, differs), and a seat coming
 * back reads what happened since its last visit. The generic renderer's marks stand in for a
 * game's drawing: the match is presented to the page as a game it has no drawing for.
 */
describe('seeing what changed', () => {
  let browser: Browser;
  let match: Created;
  const errors: string[][] = [];

  beforeAll(async () => {
    browser = await launch();
    match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-changes');
  });

  afterAll(async () => {
    await browser?.close();
    expect(errors.flat()).toEqual([]);
  });

  async function openAsGeneric(ctx: BrowserContext, seat: number): Promise<Page> {
    const page = await ctx.newPage();
    errors.push(watchErrors(page));
    await page.route(new RegExp(`/api/matches/${match.id}$`), async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json()), game: 'a-game-without-a-drawing' } });
    });
    // The game's words still come from its catalogue, under the name the page was given.
    await page.route(/\/api\/games\/a-game-without-a-drawing\/messages$/, async (route) => {
      const res = await route.fetch({ url: route.request().url().replace('a-game-without-a-drawing', 'carolus-magnus') });
      await route.fulfill({ response: res });
    });
    await page.goto(match.seats[seat].url);
    await waitForLive(page);
    return page;
  }

  /** The active seat plays its first listed command over the API; returns who moved. */
  async function someoneMoves(): Promise<number> {
    const seat: number = (await call('GET', `/api/matches/${match.id}`)).body.active[0];
    const mine = (await call('GET', `/api/matches/${match.id}`, { token: match.seats[seat].token })).body;
    const r = await call('POST', `/api/matches/${match.id}/actions`, { token: match.seats[seat].token, body: { command: mine.actions[0], expect: mine.seq } });
    expect(r.status).toBe(200);
    return seat;
  }

  const changed = (page: Page) => page.locator('#board .changed').evaluateAll((els) => els.map((el) => el.getAttribute('data-pick')).sort());

  it('marks what the last entry changed, live and on arrival, and nothing else', async () => {
    const ctx = await context(browser, DESKTOP, undefined, 'block');
    const watcher = await openAsGeneric(ctx, 1);
    // Nothing has happened yet: nothing is marked.
    await expect(changed(watcher)).resolves.toEqual([]);
    // Seats read as names in the text view, never as numbers from 0.
    await expect(watcher.locator('#board [data-pick="view:players.0"] td').first().innerText()).resolves.toBe('Ana');
    await expect(watcher.locator('#board [data-pick="view:startPlayer"]').innerText()).resolves.toMatch(/^(Ana|Ben)$/);
    const mover = await someoneMoves();
    await waitForSeq(watcher, 1);
    const live = await changed(watcher);
    // A disc played changes that player's row (its hand and its disc), not the other player's, not the territories.
    expect(live).toContain(`view:players.${mover}`);
    expect(live).not.toContain(`view:players.${1 - mover}`);
    expect(live.filter((tok) => tok?.startsWith('view:territories'))).toEqual([]);
    // Styled: the changed row is outlined.
    await expect(watcher.evaluate(`getComputedStyle(document.querySelector('#board [data-pick="view:players.${mover}"]')).outlineStyle`)).resolves.toBe('solid');

    // A fresh browser compares with the board before the last entry: the same marks.
    const fresh = await openAsGeneric(await context(browser, DESKTOP, undefined, 'block'), 0);
    await expect(changed(fresh)).resolves.toEqual(live);
    await ctx.close();
  });

  it('"since your last visit" tells each line; a step that tells nothing by itself (picking a group) is left out, a secret step and an undo say who', async () => {
    const ctx = await context(browser, DESKTOP, undefined, 'block');
    const page = await openAsGeneric(ctx, 1);
    const entries = [
      { seq: 1, seat: 0, kind: 'move', command: 'group rob', lines: [], undone: false },
      { seq: 2, seat: 0, kind: 'move', command: 'to eib', lines: ['Ana moves 2 pieces to Mount Lebanon.'], undone: false },
      { seq: 3, seat: null, kind: 'move', command: null, lines: [], undone: false },
      { seq: 4, seat: 1, kind: 'undo', command: null, target: 2, lines: [], undone: false },
    ];
    const told = await page.evaluate(`import('/page-modules/history.js').then((m) => m.happenings(${JSON.stringify(entries)}, { seat: (n) => ['Ana', 'Ben'][n], text: (l) => l }))`);
    expect(told).toEqual(['Ana moves 2 pieces to Mount Lebanon.', 'Someone: a secret step', 'Ben: undo (entry 2)']);
    await ctx.close();
  });

  it('a seat coming back reads what happened since its last visit, and the board marks all of it', async () => {
    const ctx = await context(browser, DESKTOP, undefined, 'block');
    let page = await openAsGeneric(ctx, 1);
    const seen = (await call('GET', `/api/matches/${match.id}`)).body.seq as number;
    await waitForSeq(page, seen);
    await expect(page.locator('#since').isHidden()).resolves.toBe(true);
    await page.close();

    const movers = [await someoneMoves(), await someoneMoves()];
    const log = (await call('GET', `/api/matches/${match.id}/log`)).body.entries.filter((e: { seq: number }) => e.seq > seen);
    expect(log).toHaveLength(2);
    page = await openAsGeneric(ctx, 1);
    await waitForSeq(page, seen + 2);
    const since = page.locator('#since');
    await expect(since.locator('h2').innerText()).resolves.toBe('Since your last visit:');
    const lines = await since.locator('[data-testid="since"] li').allInnerTexts();
    const names = ['Ana', 'Ben'];
    // Each line as the history tells it, in English with names (the line says who did what).
    const say = (l: Phrase) => render(l, 'en', allMessages, (seat) => names[seat], { strict: true });
    expect(lines).toEqual(log.flatMap((e: { seat: number; lines: Phrase[] }) => e.lines.map((l) => say(l))));
    expect(lines.length).toBeGreaterThan(0);
    // Compared with the board last seen here: both moves' rows are marked.
    const marked = await changed(page);
    for (const seat of new Set(movers)) expect(marked).toContain(`view:players.${seat}`);
    await since.getByRole('button', { name: 'Got it' }).click();
    await expect(since.isHidden()).resolves.toBe(true);

    // Seen now: the next visit has nothing new to tell.
    await page.reload();
    await waitForLive(page);
    await expect(page.locator('#since').isHidden()).resolves.toBe(true);
    await ctx.close();
  });
});
