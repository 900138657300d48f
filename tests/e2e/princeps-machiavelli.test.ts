import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { border } from '../../src/games/princeps-machiavelli/data';
import type { PMView } from '../../src/games/princeps-machiavelli/view';
import { call, createMatch, type Created } from './support/api';
import { DESKTOP, PHONE, context, launch, screenshot, watchErrors } from './support/browser';
import { gameWords, waitForLive, waitForSeq } from './support/match-page';
import { picks } from '../../web/src/games/princeps-machiavelli/picks';

interface MatchBody {
  seq: number;
  active: number[];
  actions: string[];
  moves: { command: string; final?: boolean }[];
  view: PMView;
}

const GAME = 'princeps-machiavelli';
const NAMES = ['Ana', 'Ben'];

/** The attacker's and defender's bordering territories, by land, in a fresh match; null if there are none. */
function landBorder(v: PMView): { attacker: number; origin: string; target: string } | null {
  for (const attacker of [0, 1]) {
    for (const a of v.players[attacker].row) {
      for (const b of v.players[1 - attacker].row) if (border(a.id, b.id) === 'land') return { attacker, origin: a.id, target: b.id };
    }
  }
  return null;
}

/**
 * Words that show only if English game text reached a Spanish page: the game's own terms (cards,
 * phases, the table) and common English words. Not Spanish words that look alike ("defender" is
 * the Spanish verb; "Noble", "Popular", "Oriental" and "Legal" are Spanish too), nor the Italian
 * names of territories and shields.
 */
const ENGLISH =
  /\b(?:attacks?|attacker|territory|territories|rounds?|hand|offers?|discard(?:s|ed)?|princes?|conspirac(?:y|ies)|revolts?|arm(?:y|ies)|cards?|deck|draws?|trade|players?|phase|spy|counsellors?|captains?|mercenar(?:y|ies)|citizens?|fortifications?|punishment|colonists|stable|destabilised|face down|machiavelli|uprising|defen[cs]e|shields?|land|gold|agriculture|free|wins?|victory|waiting|nothing|the|your|you|with|from|gives|asks|and|of|end)\b/i;

/** What the Spanish round has done so far, so that each choice is made once. */
interface Memo {
  discarded: boolean[];
  offered: boolean;
  placed: boolean[];
  acted: boolean[];
}

/**
 * Round 2's choices, each a listed command: each seat marks a card to discard and draws; Ana
 * offers Ben a card for a Captain and says she is done, Ben declines it and is done; each places
 * a card face down in its preparation; each plays one command card if it can (an attack with its
 * armies, its confrontation passed), then ends its turn.
 */
function chooseRound2(seat: number, body: MatchBody, memo: Memo): string {
  const listed = body.actions.filter((c) => c !== 'undo');
  const first = (re: RegExp) => listed.find((c) => re.test(c));
  const v = body.view;
  switch (v.phase) {
    case 'draw': {
      const discard = first(/^discard /);
      if (discard && (!memo.discarded[seat] || !listed.includes('draw'))) {
        memo.discarded[seat] = true;
        return discard;
      }
      return 'draw';
    }
    case 'negotiation': {
      const draft = v.negotiation?.draft;
      if (seat === 0 && !memo.offered) {
        if (!draft) return 'offer 2';
        if (draft.give.length === 0 && first(/^give /)) return first(/^give /)!;
        memo.offered = true;
        return draft.give.length ? 'want captain' : 'cancel';
      }
      if (draft && listed.includes('send')) return 'send';
      return first(/^decline /) ?? 'done';
    }
    case 'preparation': {
      const place = first(/^place /);
      if (place && !memo.placed[seat]) {
        memo.placed[seat] = true;
        return place;
      }
      return 'end';
    }
    default: {
      if (v.confrontation) return first(/^pass$/) ?? listed[0];
      if (v.attack) return first(/^declare$/) ?? first(/^add /) ?? 'cancel';
      const act = first(/^(?:attack|fortify|colonists|reform|stabilise|spy|revolt|conspire) /);
      if (act && !memo.acted[seat]) {
        memo.acted[seat] = true;
        return act;
      }
      return 'end';
    }
  }
}

describe('playing a round of Princeps Machiavelli through the page: a trade and an attack', () => {
  let browser: Browser;
  let match: Created;
  let plan: { attacker: number; origin: string; target: string };
  const pages: Page[] = []; // seats 0 and 1, then the spectator
  const errors: string[][] = [];

  async function api(token?: string): Promise<MatchBody> {
    return (await call<MatchBody>('GET', `/api/matches/${match.id}`, { token })).body;
  }

  const tokenOf = (seat: number) => match.seats[seat].token;

  /**
   * Makes one move on a seat's page by clicking the board: the tokens in order, then the
   * confirmation of a move that cannot be taken back; waits until the page shows the next entry.
   */
  async function move(seat: number, picks: string[], final: boolean): Promise<void> {
    const page = pages[seat];
    const before = (await api(tokenOf(seat))).seq;
    await waitForSeq(page, before);
    for (const pick of picks) await page.locator(`#board [data-pick="${pick}"].pickable`).first().click();
    if (final) await page.locator('[data-testid="confirm-move"]').click();
    // The move is in once the seat's own numbering moves on (by more than one when it resolves a
    // sealed step: the others' entries join its view then); the page shows that entry.
    await expect.poll(async () => (await api(tokenOf(seat))).seq, { timeout: 45_000 }).toBeGreaterThan(before);
    await waitForSeq(page, (await api(tokenOf(seat))).seq);
  }

  /**
   * Makes a listed command on a seat's page by clicking the board, with the page's own tokens of
   * it, confirming it in the bar when it cannot be taken back; waits until the page shows it.
   */
  async function clickMove(page: Page, seat: number, body: MatchBody, command: string): Promise<void> {
    const tokens = picks(command);
    expect(tokens, `the board makes "${command}"`).not.toBeNull();
    for (const token of tokens ?? []) await page.locator(`#board [data-pick="${token}"].pickable`).first().click();
    if (body.moves.find((m) => m.command === command)?.final) await page.locator('#pick-bar [data-testid="confirm-move"]').click();
    await expect.poll(async () => (await api(tokenOf(seat))).seq, { timeout: 45_000 }).toBeGreaterThan(body.seq);
    await waitForSeq(page, (await api(tokenOf(seat))).seq);
  }

  /** Every page shows the latest entry it may see. */
  async function allCaughtUp(): Promise<void> {
    await Promise.all(pages.map(async (p, i) => waitForSeq(p, (await api(i < 2 ? tokenOf(i) : undefined)).seq)));
  }

  beforeAll(async () => {
    browser = await launch();
    for (let k = 0; ; k++) {
      match = await createMatch(GAME, NAMES, `e2e-princeps-${k}`);
      const found = landBorder((await api()).view);
      if (found) {
        plan = found;
        break;
      }
    }
    const urls = [...match.seats.map((s) => s.url), match.spectator];
    const viewports = [DESKTOP, PHONE, PHONE];
    for (const [i, url] of urls.entries()) {
      const ctx = await context(browser, viewports[i]);
      ctx.setDefaultTimeout(45_000); // three pages and wrangler share two busy cores
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

  it('draws every row with its territories and shields, the hand, the piles and the turn order', async () => {
    const v = (await api()).view;
    for (const page of pages) {
      await expect(page.locator('#board .pm-player').count()).resolves.toBe(2);
      await expect(page.locator('#board .territory').count()).resolves.toBe(6);
      await expect(page.locator('#board .shield').count()).resolves.toBeGreaterThanOrEqual(6);
      await expect(page.locator('#board [data-testid="round"]').innerText()).resolves.toBe('Round 1 of 5');
      await expect(page.locator('#board [data-testid="deck"]').innerText()).resolves.toBe(`Deck: ${v.deck} cards`);
      // A phone shows the table without sideways scrolling.
      const [scroll, client] = (await page.evaluate('[document.documentElement.scrollWidth, document.documentElement.clientWidth]')) as number[];
      expect(scroll).toBeLessThanOrEqual(client);
    }
    // Each seat sees its own hand; the spectator none.
    for (const seat of [0, 1]) {
      const hand = (await api(tokenOf(seat))).view.hand ?? [];
      await expect(pages[seat].locator('#board [data-testid="hand"] .card').count()).resolves.toBe(hand.length);
    }
    await expect(pages[2].locator('#board [data-testid="hand"]').count()).resolves.toBe(0);
    await screenshot(pages[1], 'princeps-start-375');
  });

  it('plays round 1 by clicking the table: draws, a trade, a preparation and an attack', async () => {
    // Draw: both submit without discarding.
    for (const seat of [0, 1]) await move(seat, ['do:draw'], true);
    expect((await api()).view.phase).toBe('negotiation');

    // A trade: Ana offers her Mercenary Army for a Citizen Army; Ben accepts by clicking his card.
    const anaHand = (await api(tokenOf(0))).view.hand ?? [];
    const mercenary = anaHand.find((c) => c.startsWith('ME'))!.toLowerCase();
    await move(0, ['player:2'], false);
    await move(0, [`card:${mercenary}`], false);
    await move(0, ['want:citizen'], false);
    await expect(pages[0].locator('#board [data-testid="draft"]').innerText()).resolves.toBe('Your offer to Ben: you give Mercenary Army; you ask for Citizen Army');
    await move(0, ['do:send'], true);
    await allCaughtUp();
    await expect(pages[1].locator('#board [data-testid="offer"]').innerText()).resolves.toContain('Offer 1 from Ana: gives Mercenary Army; asks for Citizen Army');
    // the spectator sees no offer.
    await expect(pages[2].locator('#board [data-testid="offer"]').count()).resolves.toBe(0);
    await move(1, ['accept:1-1'], false);
    const benCitizen = ((await api(tokenOf(1))).view.hand ?? []).find((c) => c.startsWith('CI'))!.toLowerCase();
    await move(1, [`card:${benCitizen}`], true);
    await allCaughtUp();
    const spectatorLog = await pages[2].locator('#log').innerText();
    expect(spectatorLog).toContain('Ana and Ben exchanged 1 card for 1 card.');
    expect(spectatorLog).not.toContain('Trade done');
    for (const seat of [0, 1]) await move(seat, ['do:done'], false);
    expect((await api()).view.phase).toBe('preparation');

    // Preparation: the attacker puts its Prince and an army on the origin; the other adds nothing.
    const attacker = plan.attacker;
    const defender = 1 - attacker;
    const origin = { id: plan.origin };
    while ((await api()).view.phase === 'preparation') {
      const seat = (await api()).active[0];
      if (seat === attacker) {
        const mine = (await api(tokenOf(seat))).view;
        const prince = mine.players[seat].prince.toLowerCase();
        const army = (mine.hand ?? []).find((c) => c.startsWith('CI') || c.startsWith('ME'))!.toLowerCase();
        const where = (await pages[seat].locator(`#board .territory[data-territory="${origin.id}"]`).getAttribute('data-pick'))!;
        await move(seat, [`card:${prince}`, where], false);
        await move(seat, [`card:${army}`, where], false);
        // The other seat sees nothing of it until the preparation ends.
        await allCaughtUp();
        await expect(pages[defender].locator(`#board .territory[data-territory="${origin.id}"]`).getAttribute('data-down')).resolves.toBe('0');
        await move(seat, ['do:end'], true);
        await allCaughtUp();
        await expect(pages[defender].locator(`#board .territory[data-territory="${origin.id}"]`).getAttribute('data-down')).resolves.toBe('2');
      } else {
        await move(seat, ['do:end'], true);
      }
    }

    // Actions: the attacker's Prince attacks the bordering territory with its army.
    while ((await api()).view.phase === 'actions' && (await api()).view.round === 1) {
      const seat = (await api()).active[0];
      if (seat !== attacker || (await api()).view.players[attacker].row.some((t) => t.up.some((c) => c.exhausted))) {
        await move(seat, ['do:end'], true);
        continue;
      }
      const mine = (await api(tokenOf(seat))).view;
      const prince = mine.players[seat].prince.toLowerCase();
      const army = mine.players[seat].row.find((t) => t.id === origin.id)!.hidden!.find((c) => c !== mine.players[seat].prince)!.toLowerCase();
      const target = (await pages[seat].locator(`#board .territory[data-territory="${plan.target}"]`).getAttribute('data-pick'))!;
      await move(seat, [`card:${prince}`, 'verb:attack', target], false);
      await move(seat, [`card:${army}`], false);
      await move(seat, ['do:declare'], true);
      await allCaughtUp();
      // The confrontation in progress shows on every page, the spectator's too.
      for (const page of pages) {
        await expect(page.locator('#board [data-testid="confrontation"]').getAttribute('data-window')).resolves.toBe('w1');
        await expect(page.locator('#board [data-testid="strengths"]').textContent()).resolves.toBe('Attack 1 – 0 Defence');
      }
      await screenshot(pages[2], 'princeps-confrontation-375');
      await move(seat, ['do:pass'], true);
      await allCaughtUp();
      await expect(pages[defender].locator('#board [data-testid="confrontation"]').getAttribute('data-window')).resolves.toBe('w2');
      await move(defender, ['do:pass'], true);
      await allCaughtUp();
      for (const page of pages) await expect(page.locator('#board [data-testid="confrontation"]').count()).resolves.toBe(0);
      // Issue 14: what the resolution changed is marked on every page: the conquered territory.
      for (const page of pages) await page.locator(`#board .territory[data-territory="${plan.target}"].changed`).waitFor({ state: 'attached' });
      // Taken by force, the territory joins the attacker's row destabilised.
      const after = (await api()).view;
      expect(after.players[attacker].row.find((t) => t.id === plan.target)).toMatchObject({ stable: false });
      await expect(pages[2].locator(`#board .pm-player[data-seat="${attacker}"] .territory[data-territory="${plan.target}"]`).getAttribute('data-stable')).resolves.toBe('no');
    }
    await allCaughtUp();
    const v = (await api()).view;
    expect(v.round).toBe(2);
    for (const page of pages) await expect(page.locator('#board [data-testid="round"]').innerText()).resolves.toBe('Round 2 of 5');
    const log = await pages[2].locator('#log').innerText();
    expect(log).toContain(`${NAMES[attacker]} attacks`);
    expect(log).toContain(`${NAMES[attacker]} conquers`);
    await screenshot(pages[0], 'princeps-round2-1280');
    await screenshot(pages[1], 'princeps-round2-375');
  }, 300_000);

  it('plays round 2 in Spanish by clicking the table, and no English game text shows (issue 11)', async () => {
    // Both seats on Spanish pages, each at the other size than in round 1: Ana on a phone, Ben on a desktop.
    const es: Page[] = [];
    for (const [seat, viewport] of [[0, PHONE], [1, DESKTOP]] as const) {
      const ctx = await context(browser, viewport, 'es-ES');
      ctx.setDefaultTimeout(45_000);
      const page = await ctx.newPage();
      errors.push(watchErrors(page));
      await page.goto(match.seats[seat].url);
      es.push(page);
    }
    await Promise.all(es.map(waitForLive));
    await Promise.all(es.map(async (p, seat) => waitForSeq(p, (await api(tokenOf(seat))).seq)));
    await expect(es[0].locator('#board [data-testid="round"]').innerText()).resolves.toBe('Ronda 2 de 5');
    await expect(es[0].locator('#board [data-testid="phase"]').innerText()).resolves.toBe('Robo de cartas');

    const memo: Memo = { discarded: [false, false], offered: false, placed: [false, false], acted: [false, false] };
    const played: string[] = [];
    let doneWaiting = false;
    while ((await api()).view.round === 2) {
      expect(played.length, played.join(', ')).toBeLessThan(60);
      const phase = (await api()).view.phase;
      // The seat to play: the one whose turn it is, or in a simultaneous step the first with a choice still to make.
      let seat = -1;
      let mine: MatchBody | null = null;
      for (const x of [0, 1]) {
        const body = await api(tokenOf(x));
        if (body.actions.some((a) => a !== 'undo' && a !== 'resume')) {
          [seat, mine] = [x, body];
          break;
        }
      }
      expect(seat, `someone can act in ${phase} (${played.join(', ')})`).toBeGreaterThanOrEqual(0);
      const command = chooseRound2(seat, mine!, memo);
      played.push(`${NAMES[seat]}: ${command}`);
      await clickMove(es[seat], seat, mine!, command);
      // A seat that has said it is done negotiating waits for the other: the banner says so, not "your turn".
      if (command === 'done' && (await api()).view.phase === 'negotiation') {
        await expect(es[seat].locator('[data-testid="turn"]').innerText()).resolves.toBe('Ya has respondido; los demás todavía están decidiendo.');
        await expect(es[seat].title()).resolves.not.toContain('●');
        doneWaiting = true;
      }
      await Promise.all(es.map(async (p, x) => waitForSeq(p, (await api(tokenOf(x))).seq)));
      for (const page of es) {
        const words = await gameWords(page);
        expect(words.match(ENGLISH)?.[0] ?? null, `after ${played.at(-1)}: ${words}`).toBeNull();
      }
    }
    // The round had a discard, an offer declined, a card placed and an action on the table.
    expect(memo.discarded.some(Boolean), played.join(', ')).toBe(true);
    expect(played).toContainEqual(expect.stringMatching(/^Ben: decline 1 \d+$/));
    expect(memo.placed.some(Boolean), played.join(', ')).toBe(true);
    expect(memo.acted.some(Boolean), played.join(', ')).toBe(true);
    expect(doneWaiting).toBe(true);
    const history = (await es[1].locator('#log .lines').allInnerTexts()).join('\n');
    expect(history).toContain('Ben rechaza la oferta');
    expect(history).toMatch(/Ronda 3: (Ana|Ben) es Mano/);
    await expect(es[1].locator('#board [data-testid="round"]').innerText()).resolves.toBe('Ronda 3 de 5');
    // The word list does find English: the English page of the same round (the check itself).
    expect((await gameWords(pages[0])).match(ENGLISH)).not.toBeNull();
    await screenshot(es[0], 'princeps-es-375');
    await screenshot(es[1], 'princeps-es-1280');
    for (const page of es) await page.context().close();
  }, 300_000);

  it('raised no page errors', () => {
    expect(errors.flat()).toEqual([]);
  });
});
