import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomFrom } from '../../src/engine/rng';
import { call, createMatch, type Created } from './support/api';
import { axeFindings } from './support/axe';
import { DESKTOP, PHONE, context, launch, screenshot, watchErrors } from './support/browser';
import { commandButtons, seqOf, showCommands, waitForSeq } from './support/match-page';

const AT = 10;

/**
 * Plays the match to its end through the API: a seat with a move plays a random one of them (never
 * a take-back), and goes on while the answer lists more for it. Returns the last entry.
 */
async function playToEnd(m: Created): Promise<number> {
  const random = randomFrom('e2e-fork');
  let view = (await call('GET', `/api/matches/${m.id}`)).body;
  for (let steps = 0; view.status === 'active'; steps++) {
    if (steps > 3000) throw new Error('the match did not end');
    let mine = view.you !== null && view.actions.some((c: string) => c !== 'undo') ? view : null;
    for (const seat of mine ? [] : (view.active as number[])) {
      const theirs = (await call('GET', `/api/matches/${m.id}`, { token: m.seats[seat].token })).body;
      if (theirs.actions.some((c: string) => c !== 'undo')) {
        mine = theirs;
        break;
      }
    }
    if (!mine) throw new Error(`nobody can move at entry ${view.seq}`);
    const choices = (mine.actions as string[]).filter((c) => c !== 'undo');
    const command = choices[Math.floor(random() * choices.length)];
    const r = await call('POST', `/api/matches/${m.id}/actions`, { token: m.seats[mine.you].token, body: { command, expect: mine.seq } });
    if (r.status !== 200) throw new Error(`"${command}" refused: ${JSON.stringify(r.body)}`);
    view = r.body;
  }
  return view.seq;
}

/** Clicks the first move of the list (confirming it when it cannot be taken back) and waits for the entry it makes. */
async function playOneMove(page: Page): Promise<number> {
  const before = await seqOf(page);
  await commandButtons(page).first().click();
  const confirm = page.locator('#pick-bar [data-testid="confirm-move"]');
  if (await confirm.isVisible()) await confirm.click();
  await expect.poll(() => seqOf(page), { timeout: 15_000 }).toBeGreaterThan(before);
  await page.locator('body:not([data-busy])').waitFor({ state: 'attached' });
  return seqOf(page);
}

/** Opens the history at entry AT and the "play from here" form under it. */
async function openForkForm(page: Page): Promise<void> {
  await page.locator(`#log li[data-seq="${AT}"] button.seq`).click();
  await page.locator('#replay-banner:not([hidden])').waitFor();
  const button = page.locator('[data-testid="play-from-here"]');
  await expect.poll(() => button.textContent()).toBe(`Play on from entry ${AT}`);
  await button.click();
  await page.locator('[data-testid="fork-form"]').waitFor();
}

describe('play from here, on the page of a finished match (issue 26)', () => {
  let browser: Browser;
  let origin: Created;
  let last: number;
  const errors: string[][] = [];

  beforeAll(async () => {
    browser = await launch();
    origin = await createMatch('carolus-magnus', ['Ana', 'Bo'], 'e2e-fork');
    last = await playToEnd(origin);
  });

  afterAll(async () => {
    await browser?.close();
    expect(errors.flat()).toEqual([]);
  });

  it(`a seat plays on from entry ${AT} against a good bot: the new page says it is a what-if, links back, and takes a move`, async () => {
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    errors.push(watchErrors(page));
    await page.goto(origin.seats[0].url);
    await waitForSeq(page, last);
    // At the last entry the match is over: nothing to play on from there.
    await expect.poll(() => page.locator('[data-testid="play-from-here"]').isDisabled()).toBe(true);
    expect(await page.locator('[data-testid="fork-pick-earlier"]').textContent()).toContain(`over at entry ${last}`);
    await openForkForm(page);
    const seats = page.locator('[data-testid="fork-seat"]');
    expect(await Promise.all([0, 1].map((n) => seats.nth(n).inputValue()))).toEqual(['you', 'good']);
    await page.locator('[data-testid="fork-start"]').click();
    await page.waitForURL((url) => url.pathname.startsWith('/m/') && !url.pathname.endsWith(origin.id));
    const id = new URL(page.url()).pathname.slice(3);

    const banner = page.locator('[data-testid="what-if"]');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('A what-if, not the real match');
    expect(await banner.textContent()).toContain(`played on from entry ${AT}`);
    expect(await page.locator('[data-testid="what-if-origin"]').getAttribute('href')).toBe(`/m/${origin.id}`);
    expect(await page.title()).toMatch(/^(● Your turn · )?What-if · Carolus Magnus/);
    expect((await call('GET', `/api/matches/${id}`)).body.origin).toEqual({ id: origin.id, at: AT });
    // The history starts with the real match's entries; the good bot plays when its turn comes, then Ana moves.
    await expect.poll(() => seqOf(page)).toBeGreaterThanOrEqual(AT);
    await commandButtons(page).first().waitFor({ timeout: 30_000 });
    const after = await playOneMove(page);
    expect(after).toBeGreaterThan(AT);
    await screenshot(page, 'fork-what-if');

    // The real match lists it; a reader in Spanish reads the banner in Spanish.
    await page.goto(`/m/${origin.id}`);
    await page.locator(`[data-testid="forks"] a[href="/m/${id}"]`).waitFor();
    const es = await context(browser, DESKTOP, 'es-ES');
    const spanish = await es.newPage();
    errors.push(watchErrors(spanish));
    await spanish.goto(`/m/${id}`);
    await spanish.locator('[data-testid="what-if"]').waitFor();
    expect(await spanish.locator('[data-testid="what-if"]').textContent()).toContain('no la partida real');
    await ctx.close();
    await es.close();
  });

  it('a spectator starts a hot-seat what-if: one device plays both seats, each in turn, and says that it shows their secrets', async () => {
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    errors.push(watchErrors(page));
    await page.goto(`/m/${origin.id}`);
    await waitForSeq(page, last);
    await openForkForm(page);
    await page.locator('[data-testid="fork-hot"]').check();
    const seats = page.locator('[data-testid="fork-seat"]');
    await seats.nth(1).selectOption('you');
    expect(await Promise.all([0, 1].map((n) => seats.nth(n).inputValue()))).toEqual(['you', 'you']);
    await page.locator('[data-testid="fork-start"]').click();
    await page.waitForURL((url) => !url.pathname.endsWith(origin.id) && url.hash.length > 1);
    const bar = page.locator('[data-testid="hot-seat"]');
    await bar.waitFor();
    expect(await bar.textContent()).toContain('This device plays Ana and Bo');
    expect(await bar.textContent()).toContain('sees what each of these seats hides');
    // The device moves for whoever is on turn, until the turn has passed from one to the other.
    const playing = async () => /Now playing: (\w+)\./.exec((await bar.textContent()) ?? '')?.[1];
    const first = await playing();
    const seen = new Set([first]);
    for (let i = 0; i < 30 && seen.size < 2; i++) {
      await commandButtons(page).first().waitFor();
      await playOneMove(page);
      await expect.poll(async () => (await commandButtons(page).count()) > 0).toBe(true);
      seen.add(await playing());
    }
    expect([...seen].sort()).toEqual(['Ana', 'Bo']);
    await ctx.close();
  });

  it('a hot-seat device has the settings that are its own: Show commands brings the notation and the command box for the seat on turn, is remembered, and reads in Spanish; no seat’s settings are there (issue 30)', async () => {
    const made = await call('POST', `/api/matches/${origin.id}/fork`, { body: { at: AT, hotseat: true } });
    expect(made.status).toBe(201);
    const { id } = made.body;
    const hot: string = made.body.hotseat.token;
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    errors.push(watchErrors(page));
    await page.goto(made.body.hotseat.url);
    await page.locator('[data-testid="hot-seat"]').waitFor();
    await commandButtons(page).first().waitFor();

    // The card is there, under a title that promises no seat's settings, and says why they are not.
    const card = page.locator('#settings-card');
    await card.waitFor();
    expect(await card.locator('> summary').textContent()).toBe('Settings of this device');
    await card.locator('> summary').click();
    expect(await page.locator('[data-testid="device-settings-note"]').textContent()).toContain('no notifications, clock or devices of a seat to set here');
    for (const part of ['#settings-form', '.seat-clock', '#push-device', '[data-testid="settings-owner-only"]', '#device-card']) expect(await page.locator(part).isVisible(), part).toBe(false);
    // What it shows is the switch, its hint and the note: the one control in it is the switch.
    expect(await card.locator('input:visible, select:visible, textarea:visible, button:visible').evaluateAll((els) => els.map((el) => el.id))).toEqual(['show-commands']);
    expect((await card.innerText()).replace(await page.locator('[data-testid="device-settings-note"]').innerText(), '')).not.toMatch(/notification|clock|vacation|email|webhook|deadline/i);

    // Off: sentences only, no box to type in.
    await expect.poll(() => page.locator('#log li.entry').count()).toBeGreaterThanOrEqual(AT);
    expect(await page.locator('#log code.what').count()).toBe(0);
    expect(await page.locator('#commands code.notation').count()).toBe(0);
    expect(await page.locator('#command-form').isVisible()).toBe(false);
    await screenshot(page, 'hot-seat-settings-1280');

    // On: the notation in the history and under the moves, and the box.
    await showCommands(page);
    const typed = (await call('GET', `/api/matches/${id}/log`, { token: hot })).body.entries.filter((e: { kind: string; command: string | null }) => e.kind === 'move' && e.command !== null);
    expect(typed.length).toBeGreaterThanOrEqual(AT);
    await expect.poll(() => page.locator('#log code.what').count()).toBe(typed.length);
    expect(await page.locator('#commands code.notation').count()).toBeGreaterThan(0);
    await page.locator('#command-form').waitFor();

    // A command typed there is played for whichever seat the device plays now, until both have typed one.
    const playing = async () => /Now playing: (\w+)\./.exec((await page.locator('[data-testid="hot-seat"]').textContent()) ?? '')?.[1];
    const typedBy = new Set<string>();
    for (let i = 0; i < 30 && typedBy.size < 2; i++) {
      await commandButtons(page).first().waitFor();
      const now = (await call('GET', `/api/matches/${id}`, { token: hot })).body;
      const name = ['Ana', 'Bo'][now.you];
      await expect.poll(playing).toBe(name);
      const command: string = now.actions.find((c: string) => c !== 'undo');
      await page.locator('#command-input').fill(command);
      await page.locator('#command-input').press('Enter');
      await expect.poll(() => seqOf(page), { timeout: 15_000 }).toBeGreaterThan(now.seq);
      await page.locator('body:not([data-busy])').waitFor({ state: 'attached' });
      expect(await page.locator('#action-error').isVisible()).toBe(false);
      const entries = (await call('GET', `/api/matches/${id}/log`, { token: hot })).body.entries;
      expect(entries.find((e: { seq: number }) => e.seq === now.seq + 1)).toMatchObject({ seat: now.you, command });
      typedBy.add(name);
    }
    expect([...typedBy].sort()).toEqual(['Ana', 'Bo']);

    // Remembered by this browser: after a reload the switch is still on, and so is the notation.
    await page.reload();
    await commandButtons(page).first().waitFor();
    expect(await page.locator('#show-commands').isChecked()).toBe(true);
    await page.locator('#command-form').waitFor();
    expect(await page.locator('#commands code.notation').count()).toBeGreaterThan(0);
    if ((await card.getAttribute('open')) === null) await card.locator('> summary').click();
    expect(await axeFindings(page)).toEqual([]);

    // In Spanish the card reads in Spanish.
    await page.locator('#lang').selectOption('es');
    await expect.poll(() => card.locator('> summary').textContent()).toBe('Ajustes de este dispositivo');
    expect(await page.locator('label:has(#show-commands)').textContent()).toContain('Mostrar las órdenes');
    expect(await page.locator('[data-testid="device-settings-note"]').textContent()).toContain('aquí no hay avisos, reloj ni dispositivos de un puesto que ajustar');
    expect(await page.locator('#show-commands-hint').textContent()).toContain('Se recuerda en este dispositivo');
    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'hot-seat-settings-375-es');
    expect(await axeFindings(page)).toEqual([]);
    await ctx.close();
  });
});
