import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { DESKTOP, PHONE, context, launch, screenshot, watchErrors } from './support/browser';

async function openStart(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('#create-button:enabled').waitFor();
}

/** The text shown next to a field (its error paragraph), or null when none is shown. */
async function errorBy(page: Page, fieldId: string): Promise<string | null> {
  const el = page.locator(`#${fieldId}-error`);
  if ((await el.count()) === 0 || !(await el.isVisible())) return null;
  await expect(page.locator(`#${fieldId}`).getAttribute('aria-describedby')).resolves.toBe(`${fieldId}-error`);
  return el.innerText();
}

const WORDS = {
  en: {
    create: 'Create the match',
    yourName: 'Enter your name: you take the first seat.',
    nobody: 'Name at least one player: a match with every seat open has nobody to start it.',
    email: 'This email address looks wrong.',
    emailNeedsName: 'An email was given for a seat without a name. Add the name, or clear the email.',
    clock: 'The time per move must be a whole number: 1 to 1440 hours, or 1 to 60 days.',
  },
  es: {
    create: 'Crear la partida',
    yourName: 'Escribe tu nombre: tú ocupas el primer puesto.',
    nobody: 'Escribe el nombre de al menos un jugador: una partida con todos los puestos libres no tiene a nadie que la empiece.',
    email: 'Esta dirección de correo no parece correcta.',
    emailNeedsName: 'Hay un correo en un puesto sin nombre. Añade el nombre o borra el correo.',
    clock: 'El tiempo por jugada debe ser un número entero: de 1 a 1440 horas, o de 1 a 60 días.',
  },
};

describe('the start page guides (issue 18)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const [lang, locale] of [
    ['en', 'en-GB'],
    ['es', 'es-ES'],
  ] as const) {
    it(`says every problem next to its field, in ${lang === 'en' ? 'English' : 'Spanish'}, and never the server's path`, async () => {
      const w = WORDS[lang];
      const ctx = await context(browser, PHONE, locale);
      const page = await ctx.newPage();
      const errors = watchErrors(page);
      const sent: unknown[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/matches') && r.method() === 'POST') sent.push(r.postDataJSON());
      });
      await openStart(page);
      await page.locator('#game').selectOption('carolus-magnus');
      await page.locator('#seats').selectOption('3');

      // Nothing typed: the creator's own name is asked for, next to it; nothing is sent.
      await page.getByRole('button', { name: w.create }).click();
      expect(await errorBy(page, 'player-0-name')).toBe(w.yourName);
      await expect(page.evaluate('document.activeElement && document.activeElement.id')).resolves.toBe('player-0-name');

      // Only organising, and nobody named: a match with no named player is refused.
      await page.locator('#organiser-only').check();
      await page.getByRole('button', { name: w.create }).click();
      expect(await errorBy(page, 'player-0-name')).toBe(w.nobody);
      await page.locator('#organiser-only').uncheck();

      // Each problem by its own field.
      await page.locator('#player-0-name').fill('Ana');
      await page.locator('#player-1-email').fill('ben@example.com');
      await page.locator('#player-2-name').fill('Cleo');
      await page.locator('#player-2-email').fill('cleo@');
      await page.locator('#clock-unit').selectOption('days');
      await page.locator('#clock-amount').fill('90');
      await page.getByRole('button', { name: w.create }).click();
      expect(await errorBy(page, 'player-0-name')).toBeNull();
      expect(await errorBy(page, 'player-1-name')).toBe(w.emailNeedsName);
      expect(await errorBy(page, 'player-2-email')).toBe(w.email);
      expect(await errorBy(page, 'clock-amount')).toBe(w.clock);
      await expect(page.locator('#player-2-email').getAttribute('aria-invalid')).resolves.toBe('true');
      expect(sent).toEqual([]);
      await screenshot(page, `start-errors-${lang}-375`);

      // A match made; then an attempt the service refuses (an address only it finds wrong): the
      // refusal is said by the field, in words, and the earlier match's card is gone.
      await page.locator('#player-1-email').fill('');
      await page.locator('#player-2-email').fill('');
      await page.locator('#clock-unit').selectOption('');
      await page.getByRole('button', { name: w.create }).click();
      await page.locator('#created').waitFor();
      await page.locator('#player-2-email').fill('cleo@example.c');
      await page.getByRole('button', { name: w.create }).click();
      await expect.poll(() => errorBy(page, 'player-2-email')).toBe(w.email);
      expect(sent).toHaveLength(2);
      await expect(page.locator('#created').isHidden()).resolves.toBe(true);
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/players\.\d|invalid_request|not a valid email/);
      // Changing the language says the shown problems again in the new one.
      const other = lang === 'en' ? 'es' : 'en';
      await page.locator('#lang').selectOption(other);
      expect(await errorBy(page, 'player-2-email')).toBe(WORDS[other].email);
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }

  it('says each game in one line (what it is, its players, its length) and speaks in real plurals', async () => {
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    await openStart(page);
    const games = (await call('GET', '/api/games')).body.games as { id: string }[];
    for (const g of games) {
      const line = await page.locator(`#games-list li[data-game="${g.id}"]`).innerText();
      expect(line, g.id).toMatch(/ · .+\. .*\d.* players? · .+\./);
    }
    await expect(page.locator('#games-list li[data-game="lancaster"]').innerText()).resolves.toContain('2–5 players · 5 rounds.');
    await expect(page.locator('#games-list li[data-game="senor-de-la-guerra"]').innerText()).resolves.toContain('2 players · about six turns.');
    await page.locator('#game').selectOption('lancaster');
    await expect(page.locator('#game-about').innerText()).resolves.toContain('5 rounds');
    expect(await page.locator('body').innerText()).not.toContain('(s)');
    await ctx.close();
  });

  it('offers the choice of roles: who plays the Normans in El Señor de la Guerra', async () => {
    const ctx = await context(browser, PHONE);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await openStart(page);
    await expect(page.locator('#options-field').isHidden()).resolves.toBe(true);
    await page.locator('#game').selectOption('senor-de-la-guerra');
    await expect(page.locator('#options-field').isVisible()).resolves.toBe(true);
    await page.locator('#player-0-name').fill('Ana');
    await page.locator('#player-1-name').fill('Bo');
    const choice = page.locator('#option-normans');
    await expect(choice.locator('option').allInnerTexts()).resolves.toEqual(['Ana (player 1)', 'Bo (player 2)']);
    await choice.selectOption({ label: 'Bo (player 2)' });
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/matches') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Create the match' }).click();
    expect((await asked).postDataJSON().options).toEqual({ normans: 1 });
    await page.locator('#created').waitFor();
    const link = await page.locator('#created [data-testid="seat-link"] input').first().inputValue();
    const id = link.match(/\/m\/([a-z0-9]{20})#/)?.[1] as string;
    const roles = (await call('GET', `/api/matches/${id}`)).body.seats.map((s: { role: { params: { side: string } } }) => s.role.params.side);
    expect(roles[0]).toMatch(/fris/i);
    expect(roles[1]).toMatch(/norman/i);

    // The creator's card of links survives a reload, until its creator closes it.
    await page.reload();
    await page.locator('#created').waitFor();
    await expect(page.locator('#created [data-testid="seat-link"] input').first().inputValue()).resolves.toBe(link);
    await page.locator('[data-testid="created-done"]').click();
    await page.reload();
    await page.locator('#mine[data-loaded="true"]').waitFor();
    await expect(page.locator('#created').isHidden()).resolves.toBe(true);
    await expect(page.locator(`#mine [data-match="${id}"]`).count()).resolves.toBe(1);
    await page.locator('#create-button:enabled').waitFor();

    // The other games' choices: Princeps Machiavelli's length reaches the request as the rules name it.
    await page.locator('#game').selectOption('princeps-machiavelli');
    await expect(page.locator('#option-normans').count()).resolves.toBe(0);
    await page.locator('#player-0-name').fill('Ana');
    await page.locator('#option-length').selectOption({ label: '8 rounds' });
    const asked2 = page.waitForRequest((r) => r.url().endsWith('/api/matches') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Create the match' }).click();
    expect((await asked2).postDataJSON().options).toEqual({ length: 'rounds:8' });
    await page.locator('#created').waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
