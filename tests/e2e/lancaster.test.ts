import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Phrase } from '../../src/engine/text';
import type { LancasterView } from '../../src/games/lancaster/view';
import { lancaster as game } from '../../src/games/lancaster';
import { randomBot } from '../../src/games/lancaster/bot';
import type { LancasterState } from '../../src/games/lancaster/state';
import { playRandom, readySeats } from '../support/game-harness';
import { allMessages, english } from '../support/words';
import { render } from '../../src/text/render';
import { call, createMatch, type Created } from './support/api';
import { launch, screenshot, watchErrors } from './support/browser';
import { context, offBoardScript } from './support/page-modules';
import { waitForLive, waitForSeq } from './support/match-page';

/** The sizes the issue names: a phone and a desktop. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface Move {
  command: string;
  text?: Phrase;
  final?: boolean;
}

interface MatchBody {
  seq: number;
  active: number[];
  actions: string[];
  moves: Move[];
  view: LancasterView;
}

/** What the board shows, read from the page: who holds each county, who stands on each card. */
interface Facts {
  holders: Record<string, string | null>;
  stacks: Record<string, string[]>;
  favourTaken: number;
  laws: string[];
  proposals: string[];
  votes: number[];
  round: string | null;
}

function factsOfView(v: LancasterView): Omit<Facts, 'round'> {
  const cards = [...v.conflicts.top, ...v.conflicts.bottom].filter((c) => c !== null);
  return {
    holders: Object.fromEntries(v.counties.map((c) => [c.name, c.knight ? String(c.knight.seat) : null])),
    stacks: Object.fromEntries(cards.map((c) => [c.id, c.spaces.flatMap((sp) => (sp ? sp.knights.map(() => String(sp.seat)) : []))])),
    favourTaken: v.favour.filter((f) => !f.faceUp).length,
    laws: v.laws.map((l) => l.id),
    proposals: v.proposals.map((p) => p.id),
    votes: v.proposals.map((p) => (p.votes ? p.votes.length : 0)),
  };
}

/** Runs in the page (as source text: the tests are compiled without the DOM library). */
const READ_BOARD = `(() => {
  const all = (sel) => [...document.querySelectorAll('#board ' + sel)];
  return {
    holders: Object.fromEntries(all('.county').map((el) => [el.dataset.county, el.getAttribute('data-holder')])),
    stacks: Object.fromEntries(all('.conflict').map((el) => [el.dataset.conflict, [...el.querySelectorAll('.knight')].map((k) => k.dataset.seat)])),
    favourTaken: all('.favour.taken').length,
    laws: all('.law').map((el) => el.dataset.law),
    proposals: all('.proposal').map((el) => el.dataset.law),
    votes: all('.proposal').map((el) => el.querySelectorAll('.vote').length),
    round: document.querySelector('#board [data-testid="round"]')?.textContent ?? null,
  };
})()`;

function factsOfPage(page: Page): Promise<Facts> {
  return page.evaluate(READ_BOARD) as Promise<Facts>;
}

/** The board tokens a listed command is made of, as the page's own renderer says (web/src/games/lancaster/tokens.ts). */
function tokensOf(page: Page, command: string, view: LancasterView): Promise<string[] | null> {
  return page.evaluate(`import('/page-modules/games/lancaster/tokens.js').then((m) => m.picks(${JSON.stringify(command)}, ${JSON.stringify(view)}))`) as Promise<string[] | null>;
}

/**
 * Makes a listed move by clicking the board only: each of its tokens in turn, each lit up by
 * the page as a legal next click; a move that cannot be taken back is confirmed in the bar.
 */
async function clickMove(page: Page, move: Move, view: LancasterView): Promise<void> {
  const tokens = await tokensOf(page, move.command, view);
  expect(tokens, `the board makes "${move.command}"`).not.toBeNull();
  for (const token of tokens ?? []) {
    const target = page.locator(`#board [data-pick="${token}"].pickable`).first();
    await target.click();
  }
  if (move.final) await page.locator('#pick-bar [data-testid="confirm-move"]').click();
}

const NAMES = ['Ana', 'Ben', 'Cyd'];

/**
 * Any legal choice will do; this one sends each seat's knights to a county, then a conflict, then
 * its castle, so that the round shows every part of the board, and otherwise takes the offers in
 * rotation.
 */
function choose(offered: string[], step: number, placed: number): string {
  const kinds = [/^knight \d [a-z]{4,}$/, /^knight \d c\d+$/, /^knight \d [sx]\d$/];
  for (let k = 0; k < kinds.length; k++) {
    const fits = offered.filter((c) => kinds[(placed + k) % kinds.length].test(c));
    if (fits.length > 0) return fits[(step * 5) % fits.length];
  }
  return offered[(step * 7) % offered.length];
}

/** English words of the game that no Spanish page may show (the notation, in <code>, aside). */
const ENGLISH = /\b(?:knights?|squires?|strength|county|counties|conflicts?|power points?|voting markers?|court|reserve|round|phase|places|sends|gains|scores|upgrade|noble of|your|the)\b/i;

describe('playing Lancaster by clicking the board, in three browsers', () => {
  let browser: Browser;
  let match: Created;
  const pages: Page[] = []; // seats 0, 1, 2, then the spectator
  const errors: string[][] = [];
  const played: string[] = [];

  async function api(token?: string): Promise<MatchBody> {
    return (await call<MatchBody>('GET', `/api/matches/${match.id}`, { token })).body;
  }

  /**
   * Every page shows the last entry its reader may see (AS-4: a sealed submission moves only its
   * own seat's page on), and its board says what the API says.
   */
  async function allAt(): Promise<number[]> {
    const seqs = await readerSeqs();
    await Promise.all(pages.map((p, i) => waitForSeq(p, seqs[i])));
    const expected = factsOfView((await api()).view);
    for (const page of pages) expect(await factsOfPage(page)).toMatchObject(expected);
    return seqs;
  }

  /** Each page's reader's entry number, in its own numbering (the three seats, then the spectator). */
  async function readerSeqs(): Promise<number[]> {
    return Promise.all([...match.seats.map((x) => x.token), undefined].map(async (token) => (await api(token)).seq));
  }

  /** The seat that can act now, with its moves. */
  async function mover(): Promise<{ seat: number; mine: MatchBody }> {
    const now = await api();
    for (const seat of now.active) {
      const mine = await api(match.seats[seat].token);
      if (mine.actions.length > 0) return { seat, mine };
    }
    throw new Error(`nobody can act at entry ${now.seq}`);
  }

  beforeAll(async () => {
    browser = await launch();
    match = await createMatch('lancaster', NAMES, 'e2e-lancaster');
    const urls = [...match.seats.map((s) => s.url), match.spectator];
    const viewports = [DESKTOP, PHONE, DESKTOP, PHONE];
    for (const [i, url] of urls.entries()) {
      const ctx = await context(browser, viewports[i]);
      ctx.setDefaultTimeout(45_000); // four pages and wrangler share two busy cores
      const page = await ctx.newPage();
      errors.push(watchErrors(page));
      pages.push(page);
      await page.goto(url);
    }
    await Promise.all(pages.map(waitForLive));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('draws the counties, conflicts, favour tiles, parliament, the viewer’s court and castle, and a card per player', async () => {
    await allAt();
    for (const [i, page] of pages.entries()) {
      await expect(page.locator('#board .county').count()).resolves.toBe(9);
      await expect(page.locator('#board .conflict').count()).resolves.toBe(2);
      await expect(page.locator('#board .favour').count()).resolves.toBe(6);
      await expect(page.locator('#board .law').count()).resolves.toBe(3);
      await expect(page.locator('#board .proposal').count()).resolves.toBe(3);
      await expect(page.locator('#players .lan-player').count()).resolves.toBe(3);
      // A seat's own castle is on the board (its spaces are clicked there); the spectator has none.
      await expect(page.locator('#board .lan-castle').count()).resolves.toBe(i < 3 ? 1 : 0);
      await expect(page.locator('#players .lan-castle').count()).resolves.toBe(i < 3 ? 2 : 3);
    }
    await expect(pages[0].locator('#board [data-testid="round"]').innerText()).resolves.toBe('Round 1 of 5');
    // Names, not codes: the conflict cards by their places, the laws by their texts.
    const cards = (await api()).view.conflicts.top.filter((c) => c !== null);
    for (const c of cards) await expect(pages[0].locator(`#board .conflict[data-conflict="${c.id}"] .card-id`).textContent()).resolves.toBe(english(c.name));
    await expect(pages[0].locator('#board').innerText()).resolves.not.toMatch(/\b(?:[cC]\d\d|[lL]\d\d|kf\d|x[1-6]|s[1-3])\b/);
    // Each seat sees its own purse (AS-5) and "hidden" for the other two.
    for (const seat of [0, 1, 2]) {
      const cardsOf = pages[seat].locator('#players .lan-player');
      for (const other of [0, 1, 2]) {
        const gold = cardsOf.nth(other).locator('[data-testid="gold"]');
        if (other === seat) await expect(gold.innerText()).resolves.toBe('2');
        else await expect(gold.innerText()).resolves.toBe('hidden');
      }
    }
  });

  it('plays round 1 by clicking the board only, on a phone and a desktop; the others follow live and never see a vote before the reveal', async () => {
    let shotDuringPlacement = false;
    let hovered = false;
    const placements = [0, 0, 0];
    for (let step = 0; ; step++) {
      expect(step, 'the round ends within 150 moves').toBeLessThan(150);
      const now = await api();
      if (now.view.round > 1) break;
      const { seat, mine } = await mover();
      const page = pages[seat];
      await waitForSeq(page, mine.seq);
      await page.locator('#commands button.command').first().waitFor({ state: 'attached' });
      await expect(pages[3].locator('#commands button').count()).resolves.toBe(0);
      const command = choose(mine.actions, step, placements[seat]);
      if (command.startsWith('knight ')) placements[seat]++;
      // Every listed move of this seat is on its board: each of its clicks is drawn there.
      const offBoard = await page.evaluate(`(async () => {
        const { picks } = await import('/page-modules/games/lancaster/tokens.js');
        const view = ${JSON.stringify(mine.view)};
        return ${JSON.stringify(mine.actions)}.filter((c) => {
          const tokens = picks(c, view);
          return !tokens || !tokens.length || !tokens.every((t) => document.querySelector('#board [data-pick="' + t + '"]'));
        });
      })()`);
      expect(offBoard, `entry ${mine.seq}`).toEqual([]);
      // The list of moves stays, each button a sentence in words with its command as a hint, and
      // a move that cannot be taken back says so.
      const move = mine.moves.find((m) => m.command === command) ?? { command };
      const listed = page.locator(`#commands button.command[data-command="${command}"]`);
      await expect(listed.count()).resolves.toBe(1);
      expect(move.text).toBeDefined();
      await expect(listed.locator('.sentence').textContent()).resolves.toBe(render(move.text as Phrase, 'en', allMessages, (n) => NAMES[n], { strict: true }));
      await expect(listed.locator('.final-note').count()).resolves.toBe(move.final ? 1 : 0);
      const phase = now.view.phase;

      if (command.startsWith('knight ') && !hovered) {
        // Hovering a move in the list marks exactly the board elements it is made of.
        hovered = true;
        const group = page.locator('#commands details.group[data-group="knight"]');
        if ((await group.count()) > 0) await group.locator('summary').click();
        await page.locator(`#commands button.command[data-command="${command}"]`).hover();
        const touched = await page.locator('#board .touched').evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-pick')))]);
        expect(touched.sort()).toEqual([...((await tokensOf(page, command, mine.view)) ?? [])].sort());
        await page.mouse.move(0, 0);
      }
      const before = await readerSeqs();
      await clickMove(page, move, mine.view);
      played.push(`${seat}: ${command}`);
      await expect.poll(async () => (await api(match.seats[seat].token)).seq).toBe(mine.seq + 1);
      const seqs = await allAt();

      const after = await api();
      // AS-4 / AS-9: a secret step reaches the other pages as a step by someone, without the command.
      const secret = phase === 'setup' || command.startsWith('vote ');
      for (const [i, other] of pages.entries()) {
        if (i === seat) continue;
        // Each page numbers only the entries that show its reader something: the step is its newest, if any.
        const entry = other.locator(`#log .entry[data-seq="${seqs[i]}"]`);
        if (secret) {
          // AS-4: until the step resolves the others see nothing of it, its number included; then neither who nor what.
          await expect(other.locator('#log .entry').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-seq'))))).resolves.toEqual(
            Array.from({ length: seqs[i] + 1 }, (_, n) => n),
          );
          if (seqs[i] > before[i]) {
            await expect(entry.innerText()).resolves.not.toContain(command);
            await expect(entry.locator('.who').innerText()).resolves.not.toBe(NAMES[seat]);
          }
        } else {
          // Sentences only (issue 30): the step in words, no command beside it.
          await expect(entry.locator('.what').count()).resolves.toBe(0);
          await expect(entry.locator('.lines li').count()).resolves.toBeGreaterThan(0);
          await expect(entry.locator('.who').innerText()).resolves.toBe(NAMES[seat]);
        }
      }
      // What the move changed is marked on every page: a knight sent to a conflict marks that card.
      const toConflict = /^knight \d (c\d\d)$/.exec(command);
      if (toConflict) {
        for (const p of pages) await p.locator(`#board .conflict[data-conflict="${toConflict[1]}"].changed`).waitFor({ state: 'attached' });
      }
      if (command.startsWith('vote ')) {
        const proposal = now.view.proposals.findIndex((p) => p.outcome === null);
        if (after.view.proposals[proposal].votes === null) {
          // Before the reveal only the voter's page shows the vote.
          const [, side, markers] = command.split(' ');
          await expect(page.locator('[data-testid="your-vote"]').textContent()).resolves.toBe(`your secret vote: ${side}${markers === '0' ? '' : ` + ${markers}`}`);
          for (const [i, other] of pages.entries()) {
            if (i === seat) continue;
            // Another seat's page shows only that seat's own vote, if it has voted.
            const own = i < 3 ? (await api(match.seats[i].token)).view.yourVote : null;
            await expect(other.locator('[data-testid="your-vote"]').count()).resolves.toBe(own ? 1 : 0);
            await expect(other.locator(`#board .proposal[data-proposal="${proposal + 1}"] .vote`).count()).resolves.toBe(0);
          }
          if (proposal === 0) await screenshot(page, `lancaster-vote-${seat === 1 ? 390 : 1280}`);
        } else {
          // The reveal: every page shows all three votes on that proposal.
          for (const p of pages) await expect(p.locator(`#board .proposal[data-proposal="${proposal + 1}"] .vote`).count()).resolves.toBe(3);
        }
      }
      if (phase === 'placement' && after.view.phase === 'parliament' && !shotDuringPlacement) {
        shotDuringPlacement = true;
        await screenshot(pages[0], 'lancaster-placed-1280');
        await screenshot(pages[1], 'lancaster-placed-390');
      }
    }
    // The round went through every step the issue names, on both page sizes.
    const kinds = new Set(played.map((line) => line.split(' ')[1]));
    for (const kind of ['build', 'knight', 'squires', 'vote']) expect(kinds, played.join('\n')).toContain(kind);
    expect(played.some((line) => line.startsWith('1: knight')), 'the phone page placed a knight').toBe(true);
    expect(played.some((line) => line.startsWith('0: knight')), 'a desktop page placed a knight').toBe(true);
    const entries = (await call<{ entries: { lines: Phrase[] }[] }>('GET', `/api/matches/${match.id}/log`)).body.entries;
    const log = entries.flatMap((e) => e.lines.map(english)).join('\n');
    expect(log).toMatch(/At \w+, England \d+ against France \d+: (England|France) wins at the first attempt/);
    expect(log).toMatch(/proposal 3 is (passed|rejected)/);
    for (const page of pages) await expect(page.locator('#board [data-testid="round"]').innerText()).resolves.toBe('Round 2 of 5');
    await screenshot(pages[0], 'lancaster-round2-1280');
    await screenshot(pages[1], 'lancaster-round2-390');
  }, 360_000); // some 45 moves, each clicked and awaited on four pages

  it('shows the spectator no command buttons, nothing to click and no gold or squires', async () => {
    const page = pages[3];
    await waitForSeq(page, (await api()).seq);
    await expect(page.locator('#commands button').count()).resolves.toBe(0);
    await expect(page.locator('#command-form').isHidden()).resolves.toBe(true);
    await expect(page.locator('#board .pickable').count()).resolves.toBe(0);
    await expect(page.locator('#turn').innerText()).resolves.toContain('You are watching');
    for (const testid of ['gold', 'squires']) {
      const values = await page.locator(`#players [data-testid="${testid}"]`).allInnerTexts();
      expect(values).toEqual(['hidden', 'hidden', 'hidden']);
    }
    const body = await api();
    expect(body.view.players.map((p) => [p.gold, p.squires])).toEqual([[null, null], [null, null], [null, null]]);
    await screenshot(page, 'lancaster-spectator-390');
  });

  it('plays a whole turn in Spanish by clicking, with no English game text', async () => {
    const { seat, mine } = await mover();
    const ctx = await context(browser, PHONE, 'es-ES');
    ctx.setDefaultTimeout(45_000);
    const page = await ctx.newPage();
    errors.push(watchErrors(page));
    await page.goto(match.seats[seat].url);
    await waitForLive(page);
    await waitForSeq(page, mine.seq);
    await expect(page.locator('#board [data-testid="round"]').innerText()).resolves.toBe('Ronda 2 de 5');
    await expect(page.locator('#board .lan-panel-counties figcaption').innerText()).resolves.toBe('Condados');
    // The seat's turn: a placement and, for a county, its squires, until another seat is to move.
    for (let n = 0; n < 4; n++) {
      const now = await api(match.seats[seat].token);
      if (now.actions.length === 0) break;
      const command = now.actions.find((c) => /^knight \d [a-z]{4,}$/.test(c)) ?? now.actions[0];
      await clickMove(page, now.moves.find((m) => m.command === command) ?? { command }, now.view);
      await waitForSeq(page, now.seq + 1);
    }
    // Everything the game says on the page is Spanish: board, prompt, players, history, moves, board in words.
    const words = await page.evaluate(`(() => {
      const text = (sel) => [...document.querySelectorAll(sel)].map((el) => {
        const copy = el.cloneNode(true);
        copy.querySelectorAll('code').forEach((c) => c.remove());
        return copy.textContent;
      }).join('\\n');
      return [text('#board'), text('#turn .prompt'), text('#players'), text('#log .lines'), text('#commands .sentence'), text('#summary')].join('\\n');
    })()`);
    expect(String(words).length).toBeGreaterThan(500);
    expect(String(words).match(ENGLISH)).toBeNull();
    await expect(page.locator('#players .lan-player').nth((seat + 1) % 3).locator('[data-testid="gold"]').innerText()).resolves.toBe('oculto');
    await screenshot(page, 'lancaster-es-390');
    await ctx.close();
  });

  it('at every step of whole random games at 2 to 5 players, the board the page draws for each seat that may act holds every click of every listed command', async () => {
    const ctx = await context(browser, DESKTOP);
    const page = await ctx.newPage();
    errors.push(watchErrors(page));
    await page.goto(match.spectator);
    await waitForLive(page);
    for (const seats of [2, 3, 4, 5]) {
      const items: { seat: number; view: unknown; actions: string[]; active: number[] }[] = [];
      playRandom<LancasterState>(game, randomBot, { seats, seed: `e2e-lancaster-render-${seats}` }, ({ before }) => {
        for (const seat of readySeats(game, before)) items.push({ seat, view: game.view(before, seat), actions: game.actions(before, seat), active: game.active(before) });
      });
      expect(items.length).toBeGreaterThan(100);
      for (let i = 0; i < items.length; i += 40) {
        expect(await page.evaluate(offBoardScript('/page-modules/games/lancaster.js', items.slice(i, i + 40))), `${seats} players, from step ${i}`).toEqual([]);
      }
    }
    await ctx.close();
  }, 300_000);

  it('raised no page errors', () => {
    expect(errors.flat()).toEqual([]);
  });
});
