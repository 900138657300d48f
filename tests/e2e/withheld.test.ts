import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatBot } from '../../src/engine/bots';
import type { Phrase } from '../../src/engine/text';
import { princepsBots } from '../../src/games/princeps-machiavelli/bots';
import { catalogueFor } from '../../src/text/catalogues';
import { render } from '../../src/text/render';
import { createMatch, type Created } from './support/api';
import { DESKTOP, context, launch, watchErrors } from './support/browser';
import { playByBotsUntil, type SeatAnswer } from './support/bots-to-the-end';

/**
 * Issue 30 "say why": when a step cannot be ended, the seat's page says which rule blocks it
 * (where "End" would be in the list of moves) and marks the place on the board.
 */
describe('a closing command kept back, said in words and marked on the board', () => {
  let browser: Browser;
  let match: Created;
  let held: SeatAnswer;
  const names = ['Ana', 'Ben'];
  const errors: string[][] = [];

  beforeAll(async () => {
    browser = await launch();
    match = await createMatch('princeps-machiavelli', names, 'e2e-withheld');
    // The easy bot plays, but a seat preparing an action puts its army cards (Mercenaries,
    // Citizens) on one territory, so that soon two stand there without a Captain or Prince (PM-13).
    const easy = princepsBots.easy as SeatBot<unknown>;
    const armiesTogether: SeatBot<unknown> = (sight, random) => {
      const places = sight.actions.filter((a) => /^place (me|ci)\d+ /.test(a));
      const there = places.filter((a) => a.endsWith(` ${places[0]?.split(' ')[2]}`));
      return there[0] ?? easy(sight, random);
    };
    const found = await playByBotsUntil(match, armiesTogether, 'e2e-withheld', (a) => (a.withheld ?? []).some((w) => w.where));
    expect(found, 'a seat came to a step it could not end').not.toBeNull();
    held = found as SeatAnswer;
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    expect(errors.flat()).toEqual([]);
  });

  function said(reason: unknown, lang: 'en' | 'es'): string {
    return render(reason as Phrase, lang, catalogueFor('princeps-machiavelli'), (seat) => names[seat], { strict: true });
  }

  async function open(locale: string): Promise<Page> {
    const page = await (await context(browser, DESKTOP, locale)).newPage();
    errors.push(watchErrors(page));
    await page.goto(match.seats[held.seat].url);
    await page.locator('#commands [data-testid="withheld"]').waitFor();
    return page;
  }

  it('PM-13: each reason in English and Spanish beside the moves, no "End" button, and its territory marked "!" with the reason as its name', async () => {
    const withheld = held.withheld ?? [];
    expect(held.actions).not.toContain('end');
    const en = await open('en-GB');
    await expect(en.locator('[data-testid="withheld"] h3').innerText()).resolves.toBe('Why you cannot finish this step yet');
    await expect(en.locator('[data-testid="withheld"] li').allInnerTexts()).resolves.toEqual(withheld.map((w) => said(w.reason, 'en')));
    await expect(en.locator('#commands button[data-command="end"]').count()).resolves.toBe(0);
    for (const w of withheld.filter((x) => x.where)) {
      const sign = en.locator(`#board .territory.withheld-at[data-territory="${w.where}"] [data-testid="withheld-sign"]`);
      await expect(sign.count()).resolves.toBe(1);
      await expect(sign.getAttribute('aria-label')).resolves.toBe(said(w.reason, 'en'));
      await expect(sign.isVisible()).resolves.toBe(true);
    }
    const es = await open('es-ES');
    await expect(es.locator('[data-testid="withheld"] h3').innerText()).resolves.toBe('Por qué aún no puedes terminar este paso');
    const spanish = await es.locator('[data-testid="withheld"] li').allInnerTexts();
    expect(spanish).toEqual(withheld.map((w) => said(w.reason, 'es')));
    expect(spanish.join(' ')).not.toMatch(/\bwould\b/);
  });
});
