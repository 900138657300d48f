import type { Browser, BrowserContext, Page } from 'playwright-core';
import { decodeQR } from 'qr/decode.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMatch, playUntilTurnOf } from './support/api';
import { playQuicklyToTheEnd } from './support/carolus';
import { DESKTOP, PHONE, context, launch, screenshot, watchErrors } from './support/browser';
import { waitForLive } from './support/match-page';

/** Creates a match on the start page as `me` (the first seat) with `others`; its seat links, mine first. */
async function createOnPage(page: Page, game: string, me: string, others: string[]): Promise<{ id: string; links: string[] }> {
  await page.goto('/');
  await page.locator('#game option').first().waitFor({ state: 'attached' });
  await page.locator('#game').selectOption(game);
  await page.locator('#seats').selectOption(String(others.length + 1));
  await page.locator('#player-0-name').fill(me);
  for (const [i, name] of others.entries()) await page.locator(`#player-${i + 1}-name`).fill(name);
  await page.locator('#create-button').click();
  await page.locator('#created').waitFor();
  const links = await page.locator('#created [data-testid="seat-link"] input').evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value));
  return { id: links[0].match(/\/m\/([a-z0-9]{20})#/)?.[1] as string, links };
}

const tokenOf = (link: string) => decodeURIComponent(link.split('#')[1]);

/** The start page's "Your matches" once every remembered match has been asked about. */
async function openMine(page: Page, count: number): Promise<void> {
  await page.goto('/');
  await page.locator('#mine[data-loaded="true"]').waitFor();
  await expect.poll(() => page.locator('#mine [data-match]').count()).toBe(count);
}

async function mark(page: Page, id: string): Promise<string | null> {
  return page.locator(`#mine [data-match="${id}"]`).getAttribute('data-your-turn');
}

/** The pixels of the page's QR image, drawn on a canvas at 8 pixels a module. */
async function qrPixels(page: Page): Promise<{ width: number; height: number; data: Uint8Array }> {
  const got = await page.evaluate(`(async () => {
    const svg = document.querySelector('[data-testid="handover"] svg.qr');
    const n = svg.viewBox.baseVal.width * 8;
    const img = new Image();
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(svg));
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = n;
    canvas.height = n;
    const g = canvas.getContext('2d');
    g.drawImage(img, 0, 0, n, n);
    return { width: n, height: n, data: Array.from(g.getImageData(0, 0, n, n).data) };
  })()`);
  const { width, height, data } = got as { width: number; height: number; data: number[] };
  return { width, height, data: Uint8Array.from(data) };
}

describe('"Your matches": a closed tab loses no seat (issue 18)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('two matches created and one joined are all listed after every tab is closed, with the right "your turn" marks; "next" opens the longest wait', async () => {
    const ctx = await context(browser, PHONE);
    let page = await ctx.newPage();
    const errors = watchErrors(page);

    const one = await createOnPage(page, 'carolus-magnus', 'Ana', ['Bo']);
    const two = await createOnPage(page, 'carolus-magnus', 'Ana', ['Cy']);
    // Ana looks at match two once; what happens after is "new since your last visit".
    await page.goto(two.links[0]);
    await waitForLive(page);
    const seenTwo = (await call('GET', `/api/matches/${two.id}`)).body.seq;
    await page.goto('/');

    // Match one waits for Ana first; match two waits for Cy, and has moved on since Ana looked.
    await playUntilTurnOf(one.id, one.links.map(tokenOf), 0);
    await playUntilTurnOf(two.id, two.links.map(tokenOf), 1);
    const twoTokens = two.links.map(tokenOf);
    for (let i = 0; i < 6 && (await call('GET', `/api/matches/${two.id}`)).body.seq <= seenTwo; i++) {
      await playUntilTurnOf(two.id, twoTokens, 0);
      await playUntilTurnOf(two.id, twoTokens, 1);
    }
    expect((await call('GET', `/api/matches/${two.id}`)).body.seq).toBeGreaterThan(seenTwo);

    // Match three: Dee invites, Ana joins, and Ana's turn comes after match one's.
    await new Promise((r) => setTimeout(r, 50));
    const three = await call('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, players: [{ name: 'Dee' }], options: { seed: 'e2e-mine-3' } } });
    await page.goto(three.body.invite);
    await page.locator('#name').fill('Ana');
    await page.getByRole('button', { name: 'Take a seat' }).click();
    const anaThree = tokenOf(await page.locator('[data-testid="your-link"] input').inputValue());
    await expect(page.locator('#joined').innerText()).resolves.toContain('Your matches');
    await new Promise((r) => setTimeout(r, 50));
    const threeTokens = [three.body.seats[0].token, anaThree];
    if ((await call('GET', `/api/matches/${three.body.id}`)).body.active.includes(1)) {
      await playUntilTurnOf(three.body.id, threeTokens, 0);
    }
    await playUntilTurnOf(three.body.id, threeTokens, 1);

    // Every tab closed; the browser (its storage) stays.
    await page.close();
    expect(ctx.pages()).toEqual([]);
    page = await ctx.newPage();
    const laterErrors = watchErrors(page);
    await openMine(page, 3);
    expect(await mark(page, one.id)).toBe('yes');
    expect(await mark(page, two.id)).toBe('no');
    expect(await mark(page, three.body.id)).toBe('yes');
    await expect(page.locator('#mine-status').innerText()).resolves.toBe('2 matches are waiting for you.');
    await expect(page.locator(`[data-match="${two.id}"] [data-testid="turn-line"]`).innerText()).resolves.toMatch(/^Waiting for Cy/);
    await expect(page.locator(`[data-match="${two.id}"] [data-testid="new-since"]`).innerText()).resolves.toMatch(/^\d+ new entr(y|ies) since your last visit$/);
    await expect(page.locator(`[data-match="${one.id}"] [data-testid="your-turn"]`).innerText()).resolves.toBe('Your turn');
    await expect(page.locator(`[data-match="${three.body.id}"]`).innerText()).resolves.toContain('Players: Dee and Ana');
    // The creator's links are there again, the other players' included.
    await page.locator(`[data-match="${one.id}"] .mine-links summary`).click();
    await expect(page.locator(`[data-match="${one.id}"] [data-testid="my-seat-link"] input`).nth(1).inputValue()).resolves.toBe(one.links[1]);
    await screenshot(page, 'my-matches-375');

    // Longest wait first: match one, where Ana's turn came before match three's.
    await page.locator('[data-testid="next-turn"]').click();
    await page.waitForURL((url) => url.pathname === `/m/${one.id}`);
    expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(tokenOf(one.links[0]));
    await waitForLive(page);
    await expect(page.locator('[data-testid="turn"]').innerText()).resolves.toBe('Your turn');
    expect([...errors, ...laterErrors]).toEqual([]);
    await ctx.close();
  });

  it('a finished match is listed apart, saying whether you won, and "next" passes it by', async () => {
    const done = await createMatch('carolus-magnus', ['Ana', 'Bo'], 'e2e-mine-done');
    const going = await createMatch('carolus-magnus', ['Ana', 'Cy'], 'e2e-mine-going');
    const ctx = await context(browser, PHONE);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    for (const m of [done, going]) {
      await page.goto(m.seats[0].url);
      await waitForLive(page);
    }
    await page.goto('/');
    await playQuicklyToTheEnd(done);
    await playUntilTurnOf(going.id, going.seats.map((s) => s.token), 0);

    await openMine(page, 2);
    await expect(page.locator('#mine-finished-box').isVisible()).resolves.toBe(true);
    await expect(page.locator('#mine-finished-title').innerText()).resolves.toBe('Finished (1 match)');
    await expect(page.locator(`#mine-list [data-match="${done.id}"]`).count()).resolves.toBe(0);
    await expect(page.locator(`#mine-list [data-match="${going.id}"]`).count()).resolves.toBe(1);
    await page.locator('#mine-finished-title').click();
    const winners: number[] = (await call('GET', `/api/matches/${done.id}`, { token: done.seats[0].token })).body.result.winners;
    const said = winners.includes(0) ? (winners.length > 1 ? 'Shared victory with Bo' : 'You won') : winners.length ? 'You lost' : 'No winner';
    await expect(page.locator(`#mine-finished [data-match="${done.id}"] [data-testid="turn-line"]`).innerText()).resolves.toBe(said);
    await expect(page.locator('#mine-status').innerText()).resolves.toBe('1 match is waiting for you.');

    await page.locator('[data-testid="next-turn"]').click();
    await page.waitForURL((url) => url.pathname === `/m/${going.id}`);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a seat gets a new link from its page, after asking: the old link stops working, and the page and "Your matches" move to the new one', async () => {
    const m = await createMatch('carolus-magnus', ['Ana', 'Bo'], 'e2e-new-link');
    const ctx = await context(browser, PHONE);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(m.seats[1].url);
    await waitForLive(page);
    // The phone Bo lost has the old link open, live.
    const other = await context(browser, DESKTOP);
    const lost = await other.newPage();
    await lost.goto(m.seats[1].url);
    await waitForLive(lost);
    await page.locator('#device-card summary').click();
    await page.locator('[data-testid="new-link-ask"]').click();
    await page.locator('[data-testid="new-link-cancel"]').click();
    expect((await call('GET', `/api/matches/${m.id}`, { token: m.seats[1].token })).body.you).toBe(1);
    await page.locator('[data-testid="new-link-ask"]').click();
    await page.locator('[data-testid="new-link-yes"]').click();
    await page.waitForURL((url) => url.hash.length > 1 && decodeURIComponent(url.hash.slice(1)) !== m.seats[1].token);
    await page.locator('[data-testid="new-link-made"]').waitFor();
    await waitForLive(page);
    const fresh = decodeURIComponent(new URL(page.url()).hash.slice(1));
    expect((await call('GET', `/api/matches/${m.id}`, { token: fresh })).body.you).toBe(1);
    expect((await call('GET', `/api/matches/${m.id}`, { token: m.seats[1].token })).status).toBe(403);
    await expect(page.locator('#turn .who-am-i').innerText()).resolves.toBe('You play Bo.');
    await openMine(page, 1);
    await expect(page.locator(`[data-match="${m.id}"] a.mine-title`).getAttribute('href')).resolves.toBe(`/m/${m.id}#${fresh}`);
    // The lost phone's page is told at once that its link no longer holds the seat.
    await lost.locator('#fatal', { hasText: 'This link no longer holds the seat' }).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await ctx.close();
    await other.close();
  });

  it('a seat moves to a second browser with a hand-over code, and its QR image carries the link', async () => {
    const m = await createMatch('carolus-magnus', ['Ana', 'Bo'], 'e2e-handover');
    const phone = await context(browser, PHONE);
    const page = await phone.newPage();
    const errors = watchErrors(page);
    await page.goto(m.seats[1].url);
    await waitForLive(page);
    await page.locator('#device-card summary').click();
    await page.locator('[data-testid="handover-ask"]').click();
    const code = await page.locator('[data-testid="handover-code"]').innerText();
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    const link = await page.locator('[data-testid="handover-link"] input').inputValue();
    expect(link).toMatch(new RegExp(`/handover#${code}$`));
    expect(decodeQR(await qrPixels(page))).toBe(link);
    await screenshot(page, 'handover-375');

    // The laptop: the start page leads to the hand-over form, where the code is typed.
    const laptop: BrowserContext = await context(browser, DESKTOP);
    const other = await laptop.newPage();
    const laptopErrors = watchErrors(other);
    await other.goto('/');
    await other.getByRole('link', { name: 'Have a hand-over code from another device?' }).click();
    await other.locator('#code').fill(code.toLowerCase());
    await other.getByRole('button', { name: 'Play this seat here' }).click();
    await other.waitForURL(new RegExp(`/m/${m.id}#`));
    await waitForLive(other);
    await expect(other.locator('#turn .who-am-i').innerText()).resolves.toBe('You play Bo.');
    const laptopToken = decodeURIComponent(new URL(other.url()).hash.slice(1));
    expect(laptopToken).not.toBe(m.seats[1].token);
    expect((await call('GET', `/api/matches/${m.id}`, { token: laptopToken })).body.you).toBe(1);
    // The phone sees the code taken, and keeps its seat too; the laptop now lists the match.
    await page.locator('[data-testid="handover-done"]').waitFor({ timeout: 10_000 });
    await expect(page.locator('[data-testid="handover-code"]').count()).resolves.toBe(0);
    expect((await call('GET', `/api/matches/${m.id}`, { token: m.seats[1].token })).body.you).toBe(1);
    await openMine(other, 1);
    await expect(other.locator(`[data-match="${m.id}"]`).innerText()).resolves.toContain('You play Bo');

    // A used code is refused with words, in the page's language.
    await other.goto('/handover');
    await other.locator('#lang').selectOption('es');
    await other.locator('#code').fill(code);
    await other.locator('#redeem-button').click();
    await other.locator('#code-error', { hasText: 'Este código ya se usó.' }).waitFor();
    await other.locator('#code').fill('12345');
    await other.locator('#redeem-button').click();
    await other.locator('#code-error', { hasText: 'Un código de traspaso tiene diez letras y cifras' }).waitFor();

    // The laptop was borrowed: the phone signs it out, after asking. Its seat link keeps working.
    await page.locator('#device-card summary').click();
    await page.locator('#device-card summary').click();
    await page.locator('[data-testid="devices"]', { hasText: 'You handed this seat to 1 device:' }).waitFor();
    await page.locator('[data-testid="devices-sign-out"]').click();
    await screenshot(page, 'devices-sign-out-375');
    await page.locator('[data-testid="devices-sign-out-yes"]').click();
    await page.locator('[data-testid="devices-signed-out"]', { hasText: '1 device signed out.' }).waitFor();
    expect((await call('GET', `/api/matches/${m.id}`, { token: laptopToken })).status).toBe(403);
    expect((await call('GET', `/api/matches/${m.id}`, { token: m.seats[1].token })).body.you).toBe(1);
    // The laptop's list says so, in its language.
    await openMine(other, 1);
    await expect(other.locator(`[data-match="${m.id}"]`).innerText()).resolves.toContain('Este enlace de puesto ya no funciona.');
    expect([...errors, ...laptopErrors]).toEqual([]);
    await phone.close();
    await laptop.close();
  });

  it('a seat link opened from elsewhere (the "find my matches" email carries /m/<id>#<token>) joins the list, with its deadline', async () => {
    const m = await createMatch('carolus-magnus', ['Ana', 'Bo'], 'e2e-mine-link', 2, { clock: { days: 3 } });
    await playUntilTurnOf(m.id, m.seats.map((s) => s.token), 0);
    const ctx = await context(browser, DESKTOP, 'es-ES');
    const page = await ctx.newPage();
    await page.goto(`/m/${m.id}#${m.seats[0].token}`);
    await waitForLive(page);
    await openMine(page, 1);
    await expect(page.locator(`[data-match="${m.id}"]`).innerText()).resolves.toContain('Juegas como Ana');
    await expect(page.locator(`[data-match="${m.id}"] [data-testid="your-turn"]`).innerText()).resolves.toBe('Te toca');
    await expect(page.locator(`[data-match="${m.id}"] [data-testid="my-deadline"]`).innerText()).resolves.toMatch(/^Tu plazo: .+ \(dentro de (3|2) días\)$/);
    // A spectator's link is no seat: it is not listed.
    await page.goto(`/m/${m.id}`);
    await waitForLive(page);
    await openMine(page, 1);
    await ctx.close();
  });
});
