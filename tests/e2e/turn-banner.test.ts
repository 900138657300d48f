import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, createMatch } from './support/api';
import { DESKTOP, context, watchErrors } from './support/browser';
import { browserSuite } from './support/suite';
import { waitForLive } from './support/match-page';

/** Issue 14: the turn banner never contradicts itself, and no seat number reads from 0. */
describe('the turn banner', () => {
  const { browser, errors } = browserSuite();

  async function open(url: string, locale = 'en-GB'): Promise<Page> {
    const page = await (await context(browser(), DESKTOP, locale)).newPage();
    errors.push(watchErrors(page));
    await page.goto(url);
    await waitForLive(page);
    return page;
  }

  const headline = (page: Page) => page.locator('[data-testid="turn"]').innerText();

  it('in a secret simultaneous step: "your turn" to those still to answer, "the others are still deciding" to one who answered, nobody named', async () => {
    // Lancaster opens with every player choosing an extension tile in secret (all three seats active).
    const match = await createMatch('lancaster', ['Ana', 'Ben', 'Cyd'], 'e2e-banner');
    const ana = (await call('GET', `/api/matches/${match.id}`, { token: match.seats[0].token })).body;
    expect(ana.active).toEqual([0, 1, 2]);
    const r = await call('POST', `/api/matches/${match.id}/actions`, { token: match.seats[0].token, body: { command: ana.actions[0] } });
    expect(r.status).toBe(200);

    const [anaPage, benPage, watcher] = [await open(match.seats[0].url), await open(match.seats[1].url), await open(match.spectator)];
    // The game says in its own words what the others are doing (view.waiting), naming nobody.
    await expect(headline(anaPage)).resolves.toBe('You have chosen your first extension tile; the others are still choosing theirs in secret.');
    await expect(anaPage.locator('#turn').getAttribute('class')).resolves.toBe('turn');
    await expect(anaPage.title()).resolves.not.toContain('●');
    await expect(headline(benPage)).resolves.toBe('Your turn');
    await expect(benPage.locator('#turn').getAttribute('class')).resolves.toBe('turn mine');
    await expect(benPage.title()).resolves.toMatch(/^● Your turn · Lancaster/);
    // Who has answered stays secret: the others read the same as before anyone answered.
    await expect(headline(watcher)).resolves.toBe('Waiting for Ana, Ben, and Cyd');
    for (const page of [anaPage, benPage, watcher]) await expect(page.locator('main').innerText()).resolves.not.toMatch(/\b(Player|Seat|seat) 0\b/);

    const es = await open(match.seats[0].url, 'es-ES');
    await expect(headline(es)).resolves.toBe('Ya has elegido tu primera ampliación; los demás aún eligen la suya en secreto.');
  });

  it('to a seat whose turn it is not: whom the match waits for', async () => {
    const match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-banner-cm');
    const active: number = (await call('GET', `/api/matches/${match.id}`)).body.active[0];
    const names = ['Ana', 'Ben'];
    const waiting = await open(match.seats[1 - active].url);
    await expect(headline(waiting)).resolves.toBe(`Waiting for ${names[active]}`);
    const playing = await open(match.seats[active].url);
    await expect(headline(playing)).resolves.toBe('Your turn');
  });
});
