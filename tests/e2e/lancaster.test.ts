import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LancasterView } from '../../src/games/lancaster/view';
import { call, createMatch, type Created } from './support/api';
import { DESKTOP, PHONE, context, launch, screenshot, watchErrors } from './support/browser';
import { commandButtons, seqOf, waitForLive, waitForSeq } from './support/match-page';

interface MatchBody {
  seq: number;
  active: number[];
  actions: string[];
  summary: string;
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

describe('playing a round of Lancaster in three browsers', () => {
  let browser: Browser;
  let match: Created;
  const pages: Page[] = []; // seats 0, 1, 2, then the spectator
  const errors: string[][] = [];
  const played: string[] = [];

  async function api(token?: string): Promise<MatchBody> {
    return (await call<MatchBody>('GET', `/api/matches/${match.id}`, { token })).body;
  }

  /** Every page shows entry `seq`, and its board says what the API says. */
  async function allAt(seq: number): Promise<void> {
    await Promise.all(pages.map((p) => waitForSeq(p, seq)));
    const expected = factsOfView((await api()).view);
    for (const page of pages) expect(await factsOfPage(page)).toMatchObject(expected);
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

  it('draws the counties, conflicts, favour tiles, parliament and a castle per player', async () => {
    const seq = (await api()).seq;
    await allAt(seq);
    for (const page of pages) {
      await expect(page.locator('#board .county').count()).resolves.toBe(9);
      await expect(page.locator('#board .conflict').count()).resolves.toBe(2);
      await expect(page.locator('#board .favour').count()).resolves.toBe(6);
      await expect(page.locator('#board .law').count()).resolves.toBe(3);
      await expect(page.locator('#board .proposal').count()).resolves.toBe(3);
      await expect(page.locator('#players .lan-player').count()).resolves.toBe(3);
      await expect(page.locator('#players .lan-castle').count()).resolves.toBe(3);
    }
    await expect(pages[0].locator('#board [data-testid="round"]').innerText()).resolves.toBe('Round 1 of 5');
    // Each seat sees its own purse (AS-5) and "hidden" for the other two.
    for (const seat of [0, 1, 2]) {
      const cards = pages[seat].locator('#players .lan-player');
      for (const other of [0, 1, 2]) {
        const gold = cards.nth(other).locator('[data-testid="gold"]');
        if (other === seat) await expect(gold.innerText()).resolves.toBe('2');
        else await expect(gold.innerText()).resolves.toBe('hidden');
      }
    }
  });

  it('plays round 1 by clicking; the other pages follow live and never see a vote before the reveal', async () => {
    let seq = (await api()).seq;
    let shotDuringPlacement = false;
    const placements = [0, 0, 0];
    for (let step = 0; ; step++) {
      expect(step, 'the round ends within 150 moves').toBeLessThan(150);
      const now = await api();
      if (now.view.round > 1) break;
      let seat = -1;
      for (const s of now.active) {
        if ((await api(match.seats[s].token)).actions.length > 0) {
          seat = s;
          break;
        }
      }
      expect(seat, `someone can act at entry ${now.seq}`).toBeGreaterThanOrEqual(0);
      const page = pages[seat];
      const buttons = commandButtons(page);
      await buttons.first().waitFor();
      await expect(pages[3].locator('#commands button').count()).resolves.toBe(0);
      const offered = await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('data-command') ?? ''));
      const command = choose(offered, step, placements[seat]);
      if (command.startsWith('knight ')) placements[seat]++;
      const button = page.locator(`#commands button.command[data-command="${command}"]`);
      const phase = now.view.phase;

      if (command.startsWith('knight ') && !shotDuringPlacement) {
        // Hovering a placement marks its county or card on the board.
        await button.hover();
        const place = command.split(' ')[2];
        const marked = page.locator(`#board .lan-hl, #players .lan-hl`);
        if (/^c\d+$/.test(place)) await expect(marked.getAttribute('data-conflict')).resolves.toBe(place);
        else if (/^[sx]\d$/.test(place)) await expect(marked.getAttribute('data-space')).resolves.toBe(place);
        else await expect(marked.getAttribute('data-county')).resolves.toBe(place);
      }
      await button.click();
      played.push(`${seat}: ${command}`);
      seq += 1;
      await allAt(seq);

      const others = pages.filter((_, i) => i !== seat);
      const after = await api();
      // AS-4 / AS-9: a secret step reaches the other pages as a step by someone, without the command.
      const secret = phase === 'setup' || command.startsWith('vote ');
      for (const other of others) {
        const entry = other.locator(`#log .entry[data-seq="${seq}"]`);
        if (secret) {
          await expect(entry.locator('.what').innerText()).resolves.not.toBe(command);
          await expect(entry.locator('.who').innerText()).resolves.not.toBe(NAMES[seat]);
        } else {
          await expect(entry.locator('.what').innerText()).resolves.toBe(command);
          await expect(entry.locator('.who').innerText()).resolves.toBe(NAMES[seat]);
        }
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
          if (proposal === 0) await screenshot(page, `lancaster-vote-${seat === 1 ? 375 : 1280}`);
        } else {
          // The reveal: every page shows all three votes on that proposal.
          for (const p of pages) await expect(p.locator(`#board .proposal[data-proposal="${proposal + 1}"] .vote`).count()).resolves.toBe(3);
        }
      }
      if (phase === 'placement' && after.view.phase === 'parliament' && !shotDuringPlacement) {
        shotDuringPlacement = true;
        await screenshot(pages[0], 'lancaster-placed-1280');
        await screenshot(pages[1], 'lancaster-placed-375');
      }
    }
    // The round went through every step the issue names.
    const kinds = new Set(played.map((line) => line.split(' ')[1]));
    for (const kind of ['build', 'knight', 'vote']) expect(kinds, played.join('\n')).toContain(kind);
    const log = (await call<{ entries: { lines: string[] }[] }>('GET', `/api/matches/${match.id}/log`)).body.entries.flatMap((e) => e.lines).join('\n');
    expect(log).toMatch(/Conflict c\d+/);
    expect(log).toMatch(/proposal 3 is (passed|rejected)/);
    for (const page of pages) await expect(page.locator('#board [data-testid="round"]').innerText()).resolves.toBe('Round 2 of 5');
    await screenshot(pages[0], 'lancaster-round2-1280');
    await screenshot(pages[1], 'lancaster-round2-375');
  }, 240_000); // some 40 moves, each awaited on four pages

  it('shows the spectator no command buttons and no gold or squires', async () => {
    const page = pages[3];
    await waitForSeq(page, await seqOf(pages[0]));
    await expect(page.locator('#commands button').count()).resolves.toBe(0);
    await expect(page.locator('#command-form').isHidden()).resolves.toBe(true);
    await expect(page.locator('#turn').innerText()).resolves.toContain('You are watching');
    for (const testid of ['gold', 'squires']) {
      const values = await page.locator(`#players [data-testid="${testid}"]`).allInnerTexts();
      expect(values).toEqual(['hidden', 'hidden', 'hidden']);
    }
    const body = await api();
    expect(body.view.players.map((p) => [p.gold, p.squires])).toEqual([[null, null], [null, null], [null, null]]);
    await screenshot(page, 'lancaster-spectator-375');
  });

  it('speaks Spanish when asked', async () => {
    const ctx = await context(browser, DESKTOP, 'es-ES');
    const page = await ctx.newPage();
    errors.push(watchErrors(page));
    await page.goto(match.seats[2].url);
    await waitForLive(page);
    await expect(page.locator('#board [data-testid="round"]').innerText()).resolves.toBe('Ronda 2 de 5');
    await expect(page.locator('#board .lan-panel-counties figcaption').innerText()).resolves.toBe('Condados');
    await expect(page.locator('#players .lan-player').nth(0).locator('[data-testid="gold"]').innerText()).resolves.toBe('oculto');
    await screenshot(page, 'lancaster-es-1280');
    await ctx.close();
  });

  it('raised no page errors', () => {
    expect(errors.flat()).toEqual([]);
  });
});
