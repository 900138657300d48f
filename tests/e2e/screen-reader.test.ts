import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Phrase } from '../../src/engine/text';
import { render } from '../../src/text/render';
import { allMessages } from '../support/words';
import { IntlMessageFormat } from 'intl-messageformat';
import { strings as boardWords } from '../../web/src/games/carolus-magnus/strings';
import { AxeBuilder } from '@axe-core/playwright';
import { picks as kingDavidPicks } from '../../web/src/games/king-david/picks';
import { picks as lancasterPicks } from '../../web/src/games/lancaster/tokens';
import { picks as princepsPicks } from '../../web/src/games/princeps-machiavelli/picks';
import { picks as senorPicks } from '../../web/src/games/senor-de-la-guerra/tokens';
import { call, createMatch } from './support/api';
import { playByBotsUntil } from './support/bots-to-the-end';
import { DESKTOP, PHONE, context, launch, watchErrors } from './support/browser';
import { GAMES, midway } from './support/games-midway';
import { waitForLive, waitForSeq } from './support/match-page';

/** The accessible name and role of each clickable place of the board, from Chromium's accessibility tree (over CDP). */
async function placeNames(page: Page, tries = 3): Promise<{ token: string; role: string; name: string }[]> {
  // A live update may draw the board afresh while it is read: then it is read again.
  return readNames(page).catch((err: Error) => (tries > 1 && /Could not find node/.test(err.message) ? placeNames(page, tries - 1) : Promise.reject(err)));
}

async function readNames(page: Page): Promise<{ token: string; role: string; name: string }[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } };
  const { nodeIds } = (await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '#board .pickable' })) as { nodeIds: number[] };
  const names: { token: string; role: string; name: string }[] = [];
  for (const nodeId of nodeIds) {
    const { attributes } = (await cdp.send('DOM.getAttributes', { nodeId })) as { attributes: string[] };
    const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })) as { nodes: { ignored?: boolean; role?: { value: string }; name?: { value: string } }[] };
    if (nodes[0]?.ignored) continue; // not shown now (in a closed <details>): nothing to read
    names.push({ token: attributes[attributes.indexOf('data-pick') + 1] ?? '', role: nodes[0]?.role?.value ?? '', name: nodes[0]?.name?.value ?? '' });
  }
  await cdp.detach();
  return names;
}

/** Issue 30 "pages anyone can use": the board read by a screen reader. */
describe('the board for a screen reader', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const game of GAMES) {
    it(`${game.game}: every clickable place has a name in the page’s language, never a code, as a button or a group`, async () => {
      const { match, seat } = await midway(game, `e2e-names-${game.game}`);
      for (const locale of ['en-GB', 'es-ES']) {
        const page = await (await context(browser, DESKTOP, locale)).newPage();
        const errors = watchErrors(page);
        await page.goto(match.seats[seat].url);
        await page.locator('#board .pickable').first().waitFor({ state: 'attached' });
        const names = await placeNames(page);
        expect(names.length).toBeGreaterThan(0);
        for (const { token, role, name } of names) {
          expect(['button', 'group'], `${token} is a ${role}`).toContain(role);
          expect(name.trim(), `${token} has no name in ${locale}`).not.toBe('');
          expect(name).not.toMatch(/\b[a-z]+:[\w-]+\b/); // a data-pick token such as "territory:7"
        }
        expect(errors).toEqual([]);
        await page.context().close();
      }
    }, 180_000);
  }

  it('Carolus Magnus: a territory is named with what stands on it ("Territory 7, 2 red"), in English and Spanish', async () => {
    const { match, seat } = await midway(GAMES[0], 'e2e-names-territory', 10);
    const mine = (await call('GET', `/api/matches/${match.id}`, { token: match.seats[seat].token })).body;
    const land = (mine.actions as string[]).find((a) => /^land \w+ \d+$/.test(a));
    expect(land).toBeDefined();
    const [, colour, id] = land!.split(' ');
    const ter = mine.view.territories.find((x: { id: number }) => String(x.id) === id);
    const cubes = (lang: 'en' | 'es') =>
      Object.entries(ter.cubes as Record<string, number>)
        .filter(([, n]) => n > 0)
        .map(([c, n]) => String(new IntlMessageFormat(boardWords[lang][`cm.ui.cubes.${c}`], lang).format({ n })));
    for (const [locale, word] of [['en-GB', 'Territory'], ['es-ES', 'Territorio']] as const) {
      const page = await (await context(browser, DESKTOP, locale)).newPage();
      await page.goto(match.seats[seat].url);
      await page.locator(`#board [data-pick="colour:${colour}"].pickable`).click();
      const place = page.locator(`#board [data-pick="territory:${id}"]`);
      await place.locator('xpath=self::*[contains(@class, "pickable")]').waitFor({ state: 'attached' });
      const name = (await place.getAttribute('aria-label')) ?? '';
      expect(name.startsWith(`${word} ${id}`)).toBe(true);
      if (!ter.castles) for (const c of cubes(locale === 'en-GB' ? 'en' : 'es')) expect(name).toContain(c);
      await expect(page.getByRole('button', { name, exact: true }).count()).resolves.toBe(1);
      await page.context().close();
    }
  }, 180_000);

  // Issue 30: a place's name starts with the words drawn on it (axe's label-content-name-mismatch), then says what stands there.
  const SIDE = { en: { normans: 'Normans', frisians: 'Frisians' }, es: { normans: 'Normandos', frisians: 'Frisones' } };
  type Check = (name: string, lang: 'en' | 'es', view: never, target: string) => void;
  const PLACES: { at: number; prefix: string; drawn: string; picks: (command: string, view: unknown) => string[] | null; check: Check }[] = [
    {
      at: 2,
      prefix: 'county:',
      drawn: '.letter, .county-name',
      picks: (c, v) => lancasterPicks(c, v as never),
      check: (name, lang, view: { counties: { name: string; knight: { seat: number } | null }[] }, target) => {
        const knight = view.counties.find((c) => `county:${c.name}` === target)!.knight;
        const who = knight ? ['Ana', 'Ben', 'Cy'][knight.seat] : null;
        if (lang === 'en') expect(name).toMatch(knight ? new RegExp(`, a strength-\\d knight of ${who}(’s ally)?, `) : /, no knight, /);
        else expect(name).toMatch(knight ? new RegExp(`, un caballero de fuerza \\d de(l aliado de)? ${who}, `) : /, sin caballero, /);
      },
    },
    {
      at: 1,
      prefix: 'zone:',
      drawn: '.zone-name',
      picks: (c, v) => senorPicks(c, v as never),
      check: (name, lang, view: { seats: Record<'normans' | 'frisians', number>; zones: { zone: string; normans: unknown[]; frisians: unknown[] }[] }, target) => {
        const zone = view.zones.find((z) => `zone:${z.zone}` === target)!;
        for (const side of ['frisians', 'normans'] as const) {
          const said = `, ${SIDE[lang][side]} (${['Ana', 'Ben'][view.seats[side]]}): `;
          if (zone[side].length) expect(name).toContain(said);
          else expect(name).not.toContain(said);
        }
      },
    },
    {
      at: 3,
      prefix: 'terr:',
      drawn: '.name',
      picks: (c) => princepsPicks(c),
      check: (name, lang) => expect(name).toMatch(lang === 'en' ? /, (held by (Ana|Ben|Cy)|independent), \d+ cards? face up, \d+ face down$/ : /, (de (Ana|Ben|Cy)|independiente), \d+ cartas? boca arriba, \d+ boca abajo$/),
    },
    {
      at: 4,
      prefix: 'area:',
      drawn: '',
      picks: (c, v) => kingDavidPicks(c, v as never),
      check: (name, lang) =>
        expect(name).toMatch(lang === 'en' ? /^[^,]+, held by [^,]+(, city level \d)?(, \d+ pieces? of [^,]+ \((Ana|Ben|neutral)\))*$/ : /^[^,]+, en manos de [^,]+(, ciudad de nivel \d)?(, \d+ piezas? de [^,]+ \((Ana|Ben|neutral)\))*$/),
    },
  ];

  for (const place of PLACES) {
    const game = GAMES[place.at];
    it(`${game.game}: a clickable ${place.prefix.slice(0, -1)} is named by the words drawn on it, then what stands there, in English and Spanish; axe finds no label-content-name-mismatch`, async () => {
      const seed = `e2e-place-${game.game}`;
      const first = (command: string, view: unknown) => (place.picks(command, view) ?? []).findIndex((tok) => tok.startsWith(place.prefix));
      const match = await createMatch(game.game, game.names, seed);
      const at = await playByBotsUntil(match, game.bot, seed, (a) => !a.waiting && a.actions.some((c) => first(c, a.view) >= 0), 400);
      expect(at, `no ${place.prefix} to click in ${game.game}`).not.toBeNull();
      const command = at!.actions.find((c) => first(c, at!.view) >= 0)!;
      const tokens = place.picks(command, at!.view)!;
      const target = tokens[first(command, at!.view)];
      for (const [locale, lang] of [['en-GB', 'en'], ['es-ES', 'es']] as const) {
        const page = await (await context(browser, DESKTOP, locale)).newPage();
        const errors = watchErrors(page);
        await page.goto(match.seats[at!.seat].url);
        // The clicks before the place (a card, then its territory …), as a player would make them.
        for (const tok of tokens.slice(0, tokens.indexOf(target))) {
          const el = page.locator(`#board [data-pick="${tok}"].pickable`).first();
          await el.waitFor({ state: 'attached' });
          await el.dispatchEvent('click');
        }
        const el = page.locator(`#board [data-pick="${target}"].pickable`).first();
        await el.waitFor({ state: 'attached' });
        const name = (await el.getAttribute('aria-label')) ?? '';
        const drawn = place.drawn ? (await el.locator(place.drawn).allTextContents()).join(' ') : await page.locator(`#board .kd-label[data-area="${target.slice(5)}"]`).textContent();
        expect(drawn).toBeTruthy();
        expect(name.startsWith(drawn!), `${name} starts with ${drawn}`).toBe(true);
        place.check(name, lang, at!.view as never, target);
        // What Chromium gives a screen reader is that name.
        const read = (await placeNames(page)).find((x) => x.token === target);
        expect(read?.name).toBe(name);
        // On a phone too, where the board is laid out anew.
        for (const size of [DESKTOP, PHONE]) {
          await page.setViewportSize(size);
          const axe = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
          expect(axe.violations.flatMap((v) => v.nodes.map((n) => `${size.width}px ${n.target.join(' ')}`))).toEqual([]);
        }
        expect(errors).toEqual([]);
        await page.context().close();
      }
    }, 240_000);
  }

  it('each new history entry and the “your turn” banner are said once in a live region; the board as text follows the board', async () => {
    const names = ['Ana', 'Ben'];
    const match = await createMatch('carolus-magnus', names, 'e2e-live-region');
    const page = await (await context(browser, DESKTOP)).newPage();
    const errors = watchErrors(page);
    const first = (await call('GET', `/api/matches/${match.id}`)).body;
    const mover: number = first.active[0];
    const other = 1 - mover;
    await page.goto(match.seats[other].url);
    await waitForLive(page);
    const region = page.locator('[data-testid="announce"]');
    await expect(region.getAttribute('aria-live')).resolves.toBe('polite');
    await expect(region.innerText()).resolves.toBe(''); // what was there on arrival is not news
    await expect(page.locator('#turn').getAttribute('aria-live')).resolves.toBeNull(); // drawn afresh on each update: not read again whole
    const say = (l: Phrase) => render(l, 'en', allMessages, (s) => names[s], { strict: true });
    // The other seat plays until this one is on turn: each entry's lines are said as it comes.
    for (let step = 0; step < 10; step++) {
      const now = (await call('GET', `/api/matches/${match.id}`)).body;
      if (now.active.includes(other)) break;
      const theirs = (await call('GET', `/api/matches/${match.id}`, { token: match.seats[now.active[0]].token })).body;
      const command = (theirs.actions as string[]).find((a) => a !== 'undo')!;
      const r = await call('POST', `/api/matches/${match.id}/actions`, { token: match.seats[now.active[0]].token, body: { command, expect: theirs.seq } });
      expect(r.status).toBe(200);
      const mine = (await call('GET', `/api/matches/${match.id}`, { token: match.seats[other].token })).body;
      await waitForSeq(page, mine.seq);
      const log = (await call('GET', `/api/matches/${match.id}/log`, { token: match.seats[other].token })).body;
      const newest = log.entries.filter((e: { seq: number }) => e.seq === mine.seq).flatMap((e: { lines: Phrase[] }) => e.lines.map(say));
      const heard = await region.innerText();
      for (const line of newest) expect(heard).toContain(line);
      // The board in words is the one of this entry.
      await expect(page.locator('#summary').textContent()).resolves.toBe((mine.summary as Phrase[]).map(say).join('\n'));
      if (mine.active.includes(other)) await expect(region.innerText()).resolves.toContain('Your turn');
    }
    expect(errors).toEqual([]);
  }, 180_000);
});
