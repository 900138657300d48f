import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Phrase } from '../../src/engine/text';
import type { SenorView } from '../../src/games/senor-de-la-guerra/view';
import { render } from '../../src/text/render';
import { allMessages } from '../support/words';
import { call, createMatch, type Created } from './support/api';
import { DESKTOP, PHONE, context, launch, screenshot, watchErrors } from './support/browser';
import { commandButtons, waitForLive, waitForSeq } from './support/match-page';

interface MatchBody {
  seq: number;
  status: string;
  active: number[];
  actions: string[];
  summary: string[];
  view: SenorView;
}

interface LogBody {
  entries: { seq: number; command: string | null }[];
}

/** Per zone: how many pieces of each side, the tile shown and whether it is controlled. */
type Facts = Record<string, { normans: number; frisians: number; tile: string | null; controlled: string }>;

function factsOfView(v: SenorView): Facts {
  const tileOf = (word: string, hasTile: boolean): string | null => {
    if (v.tiles.prince === word) return 'prince';
    if (v.tiles.decoys?.includes(word)) return 'decoy';
    if (hasTile) return 'face-down';
    return v.tiles.revealedDecoys.includes(word) ? 'found' : null;
  };
  return Object.fromEntries(
    v.zones.map((z) => [z.zone, { normans: z.normans.length, frisians: z.frisians.length, tile: tileOf(z.zone, z.tile), controlled: z.controlled ? 'yes' : 'no' }]),
  );
}

/** What one page shows after entry `seq`: the board's facts, the Prince marks, the log line. */
interface PageRead {
  facts: Facts;
  princeMarks: number;
  princeZone: string | null;
  princeRow: string | null;
  princeInMarkup: boolean;
  text: string;
  what: string | null;
}

/** Runs in the page (as source text: the tests are compiled without the DOM library). */
function readPage(seq: number): string {
  return `(() => {
    const sum = (zone, side) => [...zone.querySelectorAll('.sg-token[data-side="' + side + '"]')].reduce((n, el) => n + Number(el.dataset.count), 0);
    const facts = Object.fromEntries([...document.querySelectorAll('#board .sg-zone')].map((z) => [z.dataset.zone, {
      normans: sum(z, 'normans'),
      frisians: sum(z, 'frisians'),
      tile: z.querySelector('.sg-tile')?.dataset.tile ?? null,
      controlled: z.dataset.controlled,
    }]));
    const marks = [...document.querySelectorAll('#board [data-tile="prince"]')];
    const markup = (document.querySelector('#board').innerHTML + document.querySelector('#players').innerHTML).toLowerCase();
    return {
      facts,
      princeMarks: marks.length + document.querySelectorAll('#players [data-testid="prince"]').length,
      princeZone: marks.length === 1 ? marks[0].closest('.sg-zone').dataset.zone : null,
      princeRow: document.querySelector('#players [data-testid="prince"]')?.dataset.zone ?? null,
      princeInMarkup: markup.includes('prince') || markup.includes('príncipe'),
      text: document.body.innerText,
      what: document.querySelector('#log .entry[data-seq="${seq}"] .what')?.innerText ?? null,
    };
  })()`;
}

const NAMES = ['Ana', 'Ben'];
const NORMAN = 0;
const FRISIAN = 1;
const SPECTATOR = 2;
/** Full turns to play: turn 2 brings a siege structure. */
const TURNS = 3;

/**
 * Any legal choice, picked from the buttons on the page, steered so that a few turns bring
 * combats, a structure and some dead: warriors out onto the Plains and the Bridge, Frisians after
 * them, the Prince in the tower, every Tactics window closed, the first casualty offered.
 */
function choose(commands: string[], v: SenorView, counter: { moves: number }): string {
  const has = (c: string) => commands.includes(c);
  const first = (re: RegExp) => commands.find((c) => re.test(c));
  const largest = (list: string[]) => list.reduce((best, c) => (Number(c.split(' ').pop()) > Number(best.split(' ').pop()) ? c : best));
  if (has('start courage')) return v.you === 'normans' ? 'start courage' : 'start tactics';
  if (first(/^entrance /)) return largest(commands.filter((c) => c.startsWith('entrance ')));
  // The priest stays with Chrysagon, who never moves here, so he is never left alone (SG-13).
  if (v.phase === 'deploy-priest' && has('priest battlements')) return 'priest battlements';
  if (first(/^build /)) return (v.turn === 2 && first(/^build shields/)) || 'pass';
  if (first(/^recover /)) return first(/^recover /) as string;
  // The Prince behind the tower walls, out of reach while the Frisians have no Ram or Ladders.
  if (first(/^prince /)) return first(/^prince battlements( |$)/) ?? (first(/^prince /) as string);
  if (has('courage dice')) return v.turn === 1 ? 'courage dice' : 'pass';
  if (has('courage cancel')) return v.turn === 2 ? 'courage cancel' : 'pass';
  if (v.phase === 'norman-move' || v.phase === 'frisian-move') {
    const tos = commands.filter((c) => c.startsWith('to '));
    if (tos.length > 0) {
      const open = tos.filter((c) => /^to (east|west|bridge) /.test(c));
      return largest(open.length > 0 ? open : tos);
    }
    const move = v.phase === 'norman-move' ? first(/^move (archer|spearman|swordsman|knight) (entrance|battlements)$/) : first(/^move (peasant|spearman|swordsman|captain) rearguard$/);
    // One group out for the Normans, two groups in for the Frisians: combats in more than one zone.
    if (counter.moves < (v.phase === 'norman-move' ? 1 : 2) && move) {
      counter.moves++;
      return move;
    }
    if (has('done')) {
      counter.moves = 0;
      return 'done';
    }
  }
  if (has('done')) return 'done';
  return commands[0];
}

describe('playing El Señor de la Guerra: the Norman, the Frisian and a spectator', () => {
  let browser: Browser;
  let match: Created;
  const pages: Page[] = []; // the Norman, the Frisian, the spectator
  const errors: string[][] = [];
  const loads = [0, 0, 0];
  const played: string[] = [];

  async function api(token?: string): Promise<MatchBody> {
    return (await call<MatchBody>('GET', `/api/matches/${match.id}`, { token })).body;
  }

  /**
   * Every page shows the last entry its own reader may see (AS-4: a sealed secret step moves only
   * its own seat's page on) and a board that says what its own view says; returns the three
   * bodies and reads.
   */
  async function allAt(): Promise<{ bodies: MatchBody[]; reads: PageRead[] }> {
    const bodies = await Promise.all([api(match.seats[NORMAN].token), api(match.seats[FRISIAN].token), api()]);
    await Promise.all(pages.map((p, i) => waitForSeq(p, bodies[i].seq)));
    const reads = await Promise.all(pages.map((p, i) => p.evaluate(readPage(bodies[i].seq)) as Promise<PageRead>));
    for (const [i, read] of reads.entries()) expect(read.facts).toEqual(factsOfView(bodies[i].view));
    return { bodies, reads };
  }

  /** Before the Prince is found, the Frisian's and the spectator's pages never show him. */
  function noPrince(read: PageRead, placement: string | null): void {
    expect(read.princeMarks).toBe(0);
    expect(read.princeInMarkup).toBe(false);
    // Where the Prince is, in any of the Norman's sentences (the public prompts name the tiles, not the zone).
    expect(read.text).not.toMatch(/Prince is (?:in|on|at) |places? the Prince (?:in|on|at) /i);
    if (placement) expect(read.text).not.toContain(placement);
  }

  beforeAll(async () => {
    browser = await launch();
    match = await createMatch('senor-de-la-guerra', NAMES, 'e2e-senor-de-la-guerra');
    const urls = [match.seats[NORMAN].url, match.seats[FRISIAN].url, match.spectator];
    for (const [i, viewport] of [DESKTOP, PHONE, PHONE].entries()) {
      const ctx = await context(browser, viewport);
      const page = await ctx.newPage();
      errors.push(watchErrors(page));
      page.on('load', () => loads[i]++);
      pages.push(page);
      await page.goto(urls[i]);
    }
    await Promise.all(pages.map(waitForLive));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('draws the six zones, the tiles and structures panels, the Draco track and a card per side', async () => {
    await allAt();
    for (const page of pages) {
      await expect(page.locator('#board svg.sg-board .sg-zone').count()).resolves.toBe(6);
      await expect(page.locator('#board [data-testid="draco"]').getAttribute('data-position')).resolves.toBe('0');
      await expect(page.locator('#board [data-testid="structures"] [data-built="no"]').count()).resolves.toBe(3);
      await expect(page.locator('#players .sg-side').count()).resolves.toBe(2);
      await expect(page.locator('#board [data-testid="turn-phase"]').textContent()).resolves.toBe('Set-up · starting sets');
    }
    // SG-4: every Frisian starts in the Rearguard, one guard stands in each other zone.
    const rear = pages[SPECTATOR].locator('#board .sg-zone[data-zone="rearguard"]');
    await expect(rear.locator('.sg-token[data-side="normans"]').count()).resolves.toBe(0);
    for (const zone of ['east', 'west', 'bridge']) {
      await expect(pages[SPECTATOR].locator(`#board .sg-zone[data-zone="${zone}"] .sg-token[data-side="normans"][data-kind="guard"]`).getAttribute('data-count')).resolves.toBe('1');
    }
    await expect(pages[NORMAN].locator('#players .sg-side[data-side="normans"] .tag.you').count()).resolves.toBe(1);
    await expect(pages[FRISIAN].locator('#players .sg-side[data-side="frisians"] .tag.you').count()).resolves.toBe(1);
  });

  it('plays full turns by clicking; the other pages follow live, and only the Norman sees the Prince', async () => {
    let { bodies } = await allAt();
    const counter = { moves: 0 };
    let placement: string | null = null;
    let hovered = false;
    let combatShot = false;
    const started = Date.now();
    for (let step = 0; ; step++) {
      expect(step, `${TURNS} turns within 200 steps:\n${played.join('\n')}`).toBeLessThan(200);
      const now = bodies[SPECTATOR];
      if (now.status !== 'active' || now.view.turn > TURNS) break;
      // Each reader's entry number before the step, in its own numbering.
      const before = bodies.map((b) => b.seq);
      const seat = now.active[0];
      const page = pages[seat];
      const buttons = commandButtons(page);
      await buttons.first().waitFor();
      await expect(pages[1 - seat].locator('#commands button').count()).resolves.toBe(0);
      const listed = (await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('data-command')))) as string[];
      const mine = bodies[seat];
      expect([...listed].sort()).toEqual(mine.actions.filter((a) => a !== 'undo').sort());
      const command = choose(listed, mine.view, counter);
      const button = page.locator(`#commands button[data-command="${command}"]`);
      if (!hovered && /^(to|fight) /.test(command)) {
        // Hovering a command marks the zone it names.
        hovered = true;
        await button.hover();
        await expect(page.locator('#board .sg-zone.hl').getAttribute('data-zone')).resolves.toBe(command.split(' ')[1]);
      }
      await button.click();
      // A move that cannot be taken back (it rolls or reveals) asks for a confirmation first.
      if ((mine as unknown as { moves?: { command: string; final?: boolean }[] }).moves?.find((m) => m.command === command)?.final) {
        await page.locator('[data-testid="confirm-move"]').click();
      }
      played.push(`${seat === NORMAN ? 'N' : 'F'} ${command}`);
      if (command.startsWith('prince ')) placement = command;
      // The mover's own numbering moves on at once; the others' when they may see the step.
      await expect.poll(async () => (await api(match.seats[seat].token)).seq, { timeout: 15_000 }).toBeGreaterThan(mine.seq);
      const at = await allAt();
      bodies = at.bodies;

      // The other seat's page and the spectator's show the step as the API tells them (a secret stays one).
      const logs = await Promise.all(
        [1 - seat, SPECTATOR].map((other) => call<LogBody>('GET', `/api/matches/${match.id}/log`, { token: other === SPECTATOR ? undefined : match.seats[other].token })),
      );
      for (const [i, other] of [1 - seat, SPECTATOR].entries()) {
        if (bodies[other].seq === before[other]) {
          // Sealed (AS-4), or a step that shows this reader nothing: nothing of it reaches the reader, its number included.
          expect(logs[i].body.entries.filter((e) => e.seq > before[other])).toEqual([]);
          continue;
        }
        // Each reader numbers the entries it sees: the step is its newest entry.
        const entry = logs[i].body.entries.find((e) => e.seq === bodies[other].seq);
        expect(at.reads[other].what).toBe(entry?.command ?? 'a secret step');
        if (command.startsWith('prince ')) expect(entry?.command ?? null).toBeNull();
      }

      if (bodies[SPECTATOR].status === 'active') for (const other of [FRISIAN, SPECTATOR]) noPrince(at.reads[other], placement);
      const prince = bodies[NORMAN].view.tiles.prince;
      // The Norman's page marks the Prince in the zone his view names, and nowhere else.
      expect(at.reads[NORMAN].princeZone).toBe(typeof prince === 'string' ? prince : null);
      expect(at.reads[NORMAN].princeRow).toBe(typeof prince === 'string' ? prince : null);
      if (!combatShot && bodies[SPECTATOR].view.combat?.stage === 'rounds' && bodies[SPECTATOR].view.combat.dice.length > 0) {
        combatShot = true;
        await expect(pages[SPECTATOR].locator('#players [data-testid="combat"] .sg-die').count()).resolves.toBe(bodies[SPECTATOR].view.combat.dice.length);
        await screenshot(pages[NORMAN], 'senor-combat-1280');
        await screenshot(pages[FRISIAN], 'senor-combat-375');
      }
    }
    console.log(`${played.length} steps in ${Math.round((Date.now() - started) / 1000)} s`);
    const end = bodies[SPECTATOR];
    expect(end.view.turn, `${end.status}: ${JSON.stringify(end.view.result)}\n${played.join('\n')}`).toBeGreaterThan(TURNS);
    // The turns went through the steps the issue names: movement, the tiles, a structure, combats with losses.
    const verbs = new Set(played.map((line) => line.split(' ')[1]));
    for (const verb of ['move', 'to', 'done', 'prince', 'build']) expect(verbs, played.join('\n')).toContain(verb);
    expect(combatShot).toBe(true);
    expect(end.view.fallen.normans.length + end.view.fallen.frisians.length).toBeGreaterThan(0);
    await expect(pages[SPECTATOR].locator('#board [data-testid="structures"] [data-built="yes"]').count()).resolves.toBeGreaterThan(0);
    await expect(pages[SPECTATOR].locator('#board [data-testid="draco"]').getAttribute('data-position')).resolves.toBe(String(end.view.draco.position));
    const tokens = [match.seats[NORMAN].token, match.seats[FRISIAN].token, undefined];
    for (const [i, page] of pages.entries()) await expect(page.locator('#summary').textContent()).resolves.toBe(((await api(tokens[i])).summary as unknown as Phrase[]).map((line) => render(line, 'en', allMessages, (n) => NAMES[n], { strict: true })).join('\n'));
    expect(loads, 'no page reloaded').toEqual([1, 1, 1]);
    await screenshot(pages[NORMAN], 'senor-norman-1280');
    await screenshot(pages[FRISIAN], 'senor-frisian-375');
  }, 300_000);

  it('shows the spectator no command buttons and no Prince, and fits a phone without sideways scrolling', async () => {
    const page = pages[SPECTATOR];
    await expect(page.locator('#commands button').count()).resolves.toBe(0);
    await expect(page.locator('#command-form').isHidden()).resolves.toBe(true);
    await expect(page.locator('#turn').innerText()).resolves.toContain('You are watching');
    if ((await api()).status === 'active') noPrince((await page.evaluate(readPage(0))) as PageRead, null);
    for (const p of [pages[FRISIAN], page]) await expect(p.evaluate('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'senor-spectator-375');
    await pages[NORMAN].setViewportSize(PHONE);
    await pages[FRISIAN].setViewportSize(DESKTOP);
    await expect(pages[NORMAN].evaluate('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(PHONE.width);
    await screenshot(pages[NORMAN], 'senor-norman-375');
    await screenshot(pages[FRISIAN], 'senor-frisian-1280');
  });

  it('speaks Spanish when asked', async () => {
    const ctx = await context(browser, DESKTOP, 'es-ES');
    const page = await ctx.newPage();
    errors.push(watchErrors(page));
    await page.goto(match.seats[FRISIAN].url);
    await waitForLive(page);
    await expect(page.locator('#board .sg-zone[data-zone="bridge"] .zone-name').textContent()).resolves.toBe('Puente');
    await expect(page.locator('#players .sg-side[data-side="frisians"] strong').textContent()).resolves.toBe('Frisones');
    await expect(page.locator('#board [data-testid="turn-phase"]').textContent()).resolves.toMatch(/^Turno \d+ · /);
    await screenshot(page, 'senor-es-1280');
    await ctx.close();
  });

  it('raised no page errors', () => {
    expect(errors.flat()).toEqual([]);
  });
});
