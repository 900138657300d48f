import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Phrase } from '../../src/engine/text';
import { render } from '../../src/text/render';
import { randomBot } from '../../src/games/carolus-magnus/bot';
import { carolusMagnus as game } from '../../src/games/carolus-magnus';
import type { CarolusState } from '../../src/games/carolus-magnus/state';
import { playRandom } from '../support/game-harness';
import { allMessages } from '../support/words';
import { call, createMatch, type Created } from './support/api';
import { launch, screenshot, watchErrors } from './support/browser';
import { context, offBoardScript } from './support/page-modules';
import { waitForLive, waitForSeq } from './support/match-page';

/*
 * Carolus Magnus played on the board only (issue 14): every move is made by clicking the board's
 * places and pieces — a colour of the reserve, the court, a territory, a disc, a colour of the
 * centre supply — never a button of the move list, on a phone and on a desktop, and in Spanish.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const NAMES = ['Ana', 'Ben'];

interface Territory {
  id: number;
}
interface CarolusView {
  emperor: number;
  territories: Territory[];
  prompt: Phrase;
}
interface Move {
  command: string;
  text: Phrase;
  final?: boolean;
}
interface Seen {
  seq: number;
  active: number[];
  actions: string[];
  moves: Move[];
  view: CarolusView;
  summary: Phrase[];
}

/** The game's words as a page in `lang` shows them, with the players' names. */
function words(p: Phrase, lang: 'en' | 'es' = 'en'): string {
  return render(p, lang, allMessages, (seat) => NAMES[seat], { strict: true });
}

/** The board's tokens a command is made of, in click order, as the page's own renderer says (web/src/games/carolus-magnus/tokens.ts). */
async function tokensOf(page: Page, command: string, view: CarolusView): Promise<string[] | null> {
  return page.evaluate(`import('/page-modules/games/carolus-magnus/tokens.js').then((m) => m.picks(${JSON.stringify(command)}, ${JSON.stringify(view)}))`) as Promise<string[] | null>;
}

/**
 * Clicks a move on the board: each token in turn (a territory on its number), each lit up by the
 * page as a legal next click, then confirms a final move in the bar above the board.
 */
async function clickMove(page: Page, move: Move, view: CarolusView): Promise<void> {
  const tokens = await tokensOf(page, move.command, view);
  expect(tokens, `the board makes "${move.command}"`).not.toBeNull();
  for (const token of tokens ?? []) {
    const el = page.locator(`#board [data-pick="${token}"]`);
    await el.and(page.locator('.pickable')).waitFor();
    const target = token.startsWith('territory:') ? el.locator('.territory-id') : el;
    await target.click();
  }
  if (move.final) {
    await page.locator('#pick-bar [data-testid="confirm-move"]').click();
  }
}

/** The listed commands the board cannot make: the renderer's `picks` has no tokens for them, or a token is missing from the board. */
async function notOnBoard(page: Page, seen: Seen): Promise<string[]> {
  const actions = JSON.stringify(seen.actions.filter((a) => a !== 'undo'));
  const view = JSON.stringify(seen.view);
  // Run in the page (a string: the page's own modules and DOM, not this file's types).
  return page.evaluate(`(async () => {
    const { picks } = await import('/page-modules/games/carolus-magnus/tokens.js');
    const view = ${view};
    return ${actions}.filter((command) => {
      const tokens = picks(command, view);
      return !tokens || !tokens.length || !tokens.every((token) => document.querySelector('#board [data-pick="' + token + '"]'));
    });
  })()`) as Promise<string[]>;
}

/**
 * A legal move that shows every kind of click over a few turns: paladins alternate between a
 * territory and the court, discs and emperor moves vary, colours follow the list.
 */
function choose(seen: Seen, step: number): Move {
  const of = (verb: string) => seen.moves.filter((m) => m.command.startsWith(`${verb} `));
  const land = of('land');
  const court = of('court');
  if (land.length && (step % 2 === 0 || !court.length)) return land[(step * 7) % land.length];
  if (court.length) return court[step % court.length];
  const pool = seen.moves.filter((m) => m.command !== 'undo');
  return pool[step % pool.length];
}

describe('Carolus Magnus: every move made on the board', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    for (const ctx of contexts) await ctx.close();
    await browser?.close();
  });

  async function open(match: Created, seat: number, viewport: { width: number; height: number }, locale = 'en-GB'): Promise<{ page: Page; errors: string[] }> {
    const ctx = await context(browser, viewport, locale);
    contexts.push(ctx);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(match.seats[seat].url);
    await waitForLive(page);
    return { page, errors };
  }

  async function seen(match: Created, seat: number): Promise<Seen> {
    return (await call('GET', `/api/matches/${match.id}`, { token: match.seats[seat].token })).body;
  }

  it('every listed move is on the board; several turns played by clicks only, on a phone (Ana) and a desktop (Ben); the other page follows each move', async () => {
    const match = await createMatch('carolus-magnus', NAMES, 'e2e-cm-board');
    const pages = [await open(match, 0, PHONE), await open(match, 1, DESKTOP)];
    const spectator = (await call('GET', `/api/matches/${match.id}`)).body;
    let seq: number = spectator.seq;
    const kinds = new Set<string>();
    let emperorMoves = 0;
    for (let step = 0; emperorMoves < 4; step++) {
      expect(step).toBeLessThan(60);
      const seat: number = (await call('GET', `/api/matches/${match.id}`)).body.active[0];
      const mine = await seen(match, seat);
      const { page } = pages[seat];
      const other = pages[1 - seat].page;
      await waitForSeq(page, seq);
      // The page asks for this step in words, saying why.
      await expect(page.locator('#turn .prompt').innerText()).resolves.toBe(words(mine.view.prompt));
      expect(await notOnBoard(page, mine)).toEqual([]);
      const move = choose(mine, step);
      // The list of moves stays beside the board, each move a sentence, saying when it cannot be taken back.
      const listed = page.locator(`#commands button.command[data-command="${move.command}"]`);
      await expect(listed.locator('.sentence').textContent()).resolves.toBe(words(move.text));
      await expect(listed.locator('.final-note').count()).resolves.toBe(move.final ? 1 : 0);
      await clickMove(page, move, mine.view);
      seq += 1;
      await Promise.all(pages.map((p) => waitForSeq(p.page, seq)));
      // Sentences only (issue 30): the other page tells the move in words, no command beside it.
      const entry = other.locator(`#log .entry[data-seq="${seq}"]`);
      await expect(entry.locator('.what').count()).resolves.toBe(0);
      await expect(entry.locator('.lines li').count()).resolves.toBeGreaterThan(0);
      const now = await seen(match, 1 - seat);
      await expect(other.locator('#summary').textContent()).resolves.toBe(now.summary.map((l) => words(l)).join('\n'));
      kinds.add(move.command.split(' ')[0]);
      if (move.command.startsWith('emperor ')) emperorMoves++;
    }
    // This match's set-up rolls a crown, so a colour of the centre is taken by a click too.
    expect([...kinds].sort()).toEqual(['court', 'disc', 'emperor', 'land', 'take']);
    await screenshot(pages[0].page, 'cm-board-390');
    await screenshot(pages[1].page, 'cm-board-1280');
    for (const p of pages) expect(p.errors).toEqual([]);
  });

  it('at every step of whole random games at 2, 3 and 4 players, the board the page draws for the seat to act holds every click of every listed command', async () => {
    const match = await createMatch('carolus-magnus', NAMES, 'e2e-cm-render');
    const { page, errors } = await open(match, 0, DESKTOP);
    for (const seats of [2, 3, 4]) {
      const items: { seat: number; view: unknown; actions: string[]; active: number[] }[] = [];
      playRandom<CarolusState>(game, randomBot, { seats, seed: `e2e-cm-render-${seats}` }, ({ before, seat }) => {
        items.push({ seat, view: game.view(before, seat), actions: game.actions(before, seat), active: game.active(before) });
      });
      expect(items.length).toBeGreaterThan(100);
      for (let i = 0; i < items.length; i += 60) {
        expect(await page.evaluate(offBoardScript('/page-modules/games/carolus-magnus.js', items.slice(i, i + 60))), `${seats} players, from step ${i}`).toEqual([]);
      }
    }
    expect(errors).toEqual([]);
  });

  it('hovering a move in the list marks the territory it touches; clicking a colour narrows the board to its targets; marks() names what the move changed', async () => {
    const match = await createMatch('carolus-magnus', NAMES, 'e2e-cm-hover');
    // Through the set-up and the discs (over the API), to the first paladin.
    for (let i = 0; i < 12; i++) {
      const seat: number = (await call('GET', `/api/matches/${match.id}`)).body.active[0];
      const mine = await seen(match, seat);
      if (mine.actions.some((a) => a.startsWith('land '))) break;
      const r = await call('POST', `/api/matches/${match.id}/actions`, { token: match.seats[seat].token, body: { command: mine.actions[0], expect: mine.seq } });
      expect(r.status).toBe(200);
    }
    const seat: number = (await call('GET', `/api/matches/${match.id}`)).body.active[0];
    const mine = await seen(match, seat);
    const { page: own, errors } = await open(match, seat, DESKTOP);
    await waitForSeq(own, mine.seq);
    const land = mine.actions.find((a) => a.startsWith('land ')) as string;
    const [, colour, id] = land.split(' ');
    await own.locator('#commands details.group[data-group="land"] > summary').click();
    await own.locator(`#commands button[data-command="${land}"]`).hover();
    await own.locator(`#board .territory.hl[data-pick="territory:${id}"]`).waitFor();
    // Exactly what the move is made of is marked: the colour of the reserve and the territory.
    const touched = await own.locator('#board .touched').evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-pick')))].sort());
    expect(touched).toEqual([`colour:${colour}`, `territory:${id}`]);
    await own.mouse.move(0, 0);
    await own.locator(`#board [data-pick="colour:${colour}"]`).click();
    // Every territory and the court go on from a paladin; the colours no longer do.
    await expect(own.locator('#board .territory.pickable').count()).resolves.toBe(mine.view.territories.length);
    await expect(own.locator('#board [data-pick="court"].pickable').count()).resolves.toBe(1);
    await expect(own.locator('#board .cm-cube-pick.pickable').count()).resolves.toBe(0);
    await expect(own.locator('#pick-bar').isVisible()).resolves.toBe(true);
    // The click on the territory sends the paladin; marks() says what changed: that territory and the reserve.
    await own.locator(`#board [data-pick="territory:${id}"] .territory-id`).click();
    await waitForSeq(own, mine.seq + 1);
    const after = await seen(match, seat);
    const changed = await own.evaluate(`(async () => {
      const { marks } = await import('/page-modules/games/carolus-magnus/tokens.js');
      const [a, b] = [marks(${JSON.stringify(mine.view)}), marks(${JSON.stringify(after.view)})];
      return Object.keys(b).filter((k) => a[k] !== b[k]).sort();
    })()`);
    expect(changed).toEqual([`reserve:${seat}`, `territory:${id}`]);
    expect(errors).toEqual([]);
  });

  it('a whole turn in Spanish, made on the board, shows no English game text in the prompt, the history or the board', async () => {
    const match = await createMatch('carolus-magnus', NAMES, 'e2e-cm-es');
    const pages = [await open(match, 0, PHONE, 'es-ES'), await open(match, 1, DESKTOP, 'es-ES')];
    const ENGLISH = /\b(?:paladins?|territory|territories|emperor|castles?|court|reserve|discs?|round|red|yellow|green|blue|pink|crown|plays|moves|places|takes|rolls|the|your|phase|supply|none|empty|player)\b/i;
    let seq: number = (await call('GET', `/api/matches/${match.id}`)).body.seq;
    let turnOver = false;
    for (let step = 0; !turnOver; step++) {
      expect(step).toBeLessThan(30);
      const seat: number = (await call('GET', `/api/matches/${match.id}`)).body.active[0];
      const mine = await seen(match, seat);
      const { page } = pages[seat];
      await waitForSeq(page, seq);
      const prompt = await page.locator('#turn .prompt').innerText();
      expect(prompt).toBe(words(mine.view.prompt, 'es'));
      const move = choose(mine, step);
      await clickMove(page, move, mine.view);
      seq += 1;
      await Promise.all(pages.map((p) => waitForSeq(p.page, seq)));
      turnOver = move.command.startsWith('emperor ');
      for (const { page: p } of pages) {
        const read = [
          await p.locator('#turn .prompt').innerText().catch(() => ''),
          ...(await p.locator('#log .lines li').allInnerTexts()),
          (await p.locator('#board').textContent()) ?? '',
          (await p.locator('#players').textContent()) ?? '',
          (await p.locator('#summary').textContent()) ?? '',
        ].join('\n');
        expect(read.match(ENGLISH)?.[0] ?? null, read).toBeNull();
      }
    }
    const history = await pages[0].page.locator('#log .lines li').allInnerTexts();
    expect(history.some((l) => l.includes('mueve al Emperador'))).toBe(true);
    expect(history.some((l) => /juega el disco \d/.test(l))).toBe(true);
    await expect(pages[1].page.locator('#board [data-testid="phase"]').textContent()).resolves.toMatch(/^Fase de /);
    for (const p of pages) expect(p.errors).toEqual([]);
  });
});
