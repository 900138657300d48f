import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch, type Created } from './support/api';
import { DESKTOP, context, launch, watchErrors } from './support/browser';
import { waitForLive, waitForSeq } from './support/match-page';
import type { Phrase } from '../../src/engine/text';
import { render } from '../../src/text/render';
import { allMessages } from '../support/words';

/**
 * Each reader numbers only the entries that show it something until the match ends; then every
 * secret is revealed and every reader numbers as the log does (DESIGN.md §3, issue 12). A seat
 * that last looked before the end and comes back after it reads "since your last visit" from the
 * entry it saw, found again in the log's numbering (each entry's `was`), and nothing before it.
 */
describe('the switch of numbering at the end, on the page', () => {
  let browser: Browser;
  let match: Created;
  const errors: string[][] = [];
  const names = ['Ana', 'Ben'];

  beforeAll(async () => {
    browser = await launch();
    match = await createMatch('lancaster', names, 'e2e-end-numbering');
  });

  afterAll(async () => {
    await browser?.close();
    expect(errors.flat()).toEqual([]);
  });

  const view = async (seat?: number) => (await call('GET', `/api/matches/${match.id}`, { token: seat === undefined ? undefined : match.seats[seat].token })).body;

  /** One step: the first seat with a command plays its first (never a take-back). */
  async function step(): Promise<void> {
    for (const seat of (await view()).active as number[]) {
      const mine = await view(seat);
      const command = (mine.actions as string[]).find((c) => c !== 'undo');
      if (!command) continue;
      const r = await call('POST', `/api/matches/${match.id}/actions`, { token: match.seats[seat].token, body: { command, expect: mine.seq } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return;
    }
    throw new Error('nobody can act');
  }

  it('AS-4: Ben looks before the end, when Ana’s secret votes are not in his numbering, and comes back after it: he reads what followed the entry he saw, and no more', async () => {
    // Play until Ana has made secret steps that show Ben nothing: his numbers run behind hers.
    for (let i = 0; i < 400 && (await view(1)).seq >= (await view(0)).seq - 1; i++) await step();
    const ctx = await context(browser, DESKTOP);
    let page = await ctx.newPage();
    errors.push(watchErrors(page));
    await page.goto(match.seats[1].url);
    await waitForLive(page);
    const seen = (await view(1)).seq as number;
    await waitForSeq(page, seen);
    await page.close();

    for (let i = 0; i < 3000 && (await view()).status === 'active'; i++) await step();
    expect((await view()).status).toBe('finished');
    const log = (await call('GET', `/api/matches/${match.id}/log`, { token: match.seats[1].token })).body;
    const from = log.entries.find((e: { was?: number }) => e.was === seen).seq as number;
    // The log's number of that entry is past Ben's: Ana's secret steps before it now count.
    expect(from).toBeGreaterThan(seen);

    page = await ctx.newPage();
    errors.push(watchErrors(page));
    await page.goto(match.seats[1].url);
    await waitForLive(page);
    await waitForSeq(page, log.seq);
    const unseen = log.entries.filter((e: { seq: number; undone: boolean }) => e.seq > from && !e.undone);
    const say = (l: Phrase) => render(l, 'en', allMessages, (seat) => names[seat], { strict: true });
    // Each line of each entry; an undo says who; a step that tells nothing by itself is left out.
    const told = unseen.flatMap((e: { seat: number; kind: string; target?: number; lines: Phrase[] }) =>
      e.lines.length ? e.lines.map((l) => say(l)) : e.kind === 'undo' ? [`${names[e.seat]}: undo (entry ${e.target})`] : [],
    );
    const shown = told.slice(-30);
    const since = page.locator('#since');
    await expect(since.locator('h2').innerText()).resolves.toBe('Since your last visit:');
    await expect(since.locator('[data-testid="since"] li').allInnerTexts()).resolves.toEqual(shown);
    if (told.length > shown.length) await expect(since.locator('.hint').innerText()).resolves.toContain(`${told.length - shown.length} earlier lines`);
    // Remembered in the log's numbering now: the next visit has nothing new.
    await page.reload();
    await waitForLive(page);
    await expect(page.locator('#since').isHidden()).resolves.toBe(true);
    await ctx.close();
  }, 240_000);
});
