import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from './support/axe';
import { call, createMatch } from './support/api';
import { DESKTOP, PHONE, context, launch, screenshot, watchErrors } from './support/browser';
import { waitForLive } from './support/match-page';

const CONTACT = '**/api/matches/*/contact';

/** Opens the settings card (shown at once, whatever /contact does) and its browser's own switch. */
async function openCard(page: Page): Promise<void> {
  const card = page.locator('#settings-card');
  await card.waitFor();
  if ((await card.getAttribute('open')) === null) await card.locator('> summary').click();
  await page.locator('#show-commands').waitFor();
}

// The settings card of a seat's page when GET /contact does not answer: "Show commands" is the
// browser's own (localStorage), so it is there at once; the seat's part says in words that it
// could not be loaded, with a way to ask again.
describe('the settings card when the seat’s settings do not load', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('with no answer from /contact: Show commands is there and works, the seat’s part says why it is missing, and Try again loads it', async () => {
    const match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-settings-unanswered');
    const seat: number = (await call('GET', `/api/matches/${match.id}`)).body.active[0];
    // Routed requests are seen only without the service worker (support/browser.ts).
    const ctx = await context(browser, DESKTOP, 'en-GB', 'block');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    let asked = 0;
    await page.route(CONTACT, (route) => {
      asked++;
      return route.abort('internetdisconnected');
    });
    await page.goto(match.seats[seat].url);
    await waitForLive(page);
    await openCard(page);
    await expect.poll(() => page.getByTestId('seat-settings-failed').textContent()).toBe(
      'This seat’s notifications and clock cannot be loaded: the service cannot be reached right now. What is above is this browser’s own and works all the same.',
    );
    expect(asked).toBeGreaterThan(0);
    expect(await page.locator('#settings-form').isVisible()).toBe(false);
    expect(await page.getByTestId('seat-settings').isHidden()).toBe(true);
    // The switch works: the command box comes for the seat on turn, and the browser remembers it.
    expect(await page.locator('#command-form').isVisible()).toBe(false);
    await page.locator('#show-commands').check();
    await page.locator('#command-input').waitFor();
    expect(await page.evaluate('localStorage.getItem("showCommands")')).toBe('on');
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'settings-unanswered-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'settings-unanswered-375');

    // The service answers again: Try again shows the seat's part, and the line goes.
    await page.unroute(CONTACT);
    await page.getByTestId('seat-settings-retry').click();
    await page.locator('#set-email').waitFor();
    expect(await page.getByTestId('seat-settings-state').isHidden()).toBe(true);
    expect(await page.locator('#show-commands').isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('in Spanish, a gateway’s page in place of the answer: said in Spanish, and the switch is there', async () => {
    const match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-settings-unanswered-es');
    const ctx = await context(browser, PHONE, 'es-ES', 'block');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.route(CONTACT, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }));
    await page.goto(match.seats[0].url);
    await waitForLive(page);
    await openCard(page);
    expect(await page.locator('#settings-card > summary').textContent()).toBe('Avisos, reloj y órdenes');
    expect(await page.locator('label:has(#show-commands)').textContent()).toContain('Mostrar las órdenes');
    await expect.poll(() => page.getByTestId('seat-settings-failed').textContent()).toBe(
      'No se han podido cargar los avisos y el reloj de este puesto: el servicio no ha respondido como debía. Lo de arriba es de este navegador y funciona igual.',
    );
    expect(await page.getByTestId('seat-settings-retry').textContent()).toBe('Reintentar');
    // Asking again while it still fails says so again, never a line that spins for good.
    await page.getByTestId('seat-settings-retry').click();
    await expect.poll(() => page.getByTestId('seat-settings-retry').isVisible()).toBe(true);
    expect(await page.getByTestId('seat-settings-state').textContent()).toContain('no ha respondido como debía');
    await page.locator('#show-commands').check();
    expect(await page.evaluate('localStorage.getItem("showCommands")')).toBe('on');
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'settings-unanswered-375-es');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'settings-unanswered-1280-es');
    // The page's own 502 log line is the routed answer, not a page error.
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
