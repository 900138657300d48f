import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Phrase } from '../../src/engine/text';
import { senorDeLaGuerra as game } from '../../src/games/senor-de-la-guerra';
import { randomBot } from '../../src/games/senor-de-la-guerra/bot';
import type { SenorState } from '../../src/games/senor-de-la-guerra/state';
import type { SenorView } from '../../src/games/senor-de-la-guerra/view';
import { render } from '../../src/text/render';
import { playRandom } from '../support/game-harness';
import { allMessages } from '../support/words';
import { call, createMatch, type Created } from './support/api';
import { launch, screenshot, watchErrors } from './support/browser';
import { context, offBoardScript } from './support/page-modules';
import { waitForLive, waitForSeq } from './support/match-page';

/** The sizes issue 14 names: a phone 390 px wide and a desktop. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface Move {
  command: string;
  text: Phrase;
  final?: boolean;
}

interface MatchBody {
  seq: number;
  status: string;
  active: number[];
  actions: string[];
  moves: Move[];
  summary: string[];
  view: SenorView;
}

interface LogBody {
  entries: { seq: number; command: string | null; lines: unknown[] }[];
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
  /** The lines of the step's entry in the history. */
  lines: string[];
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
      lines: [...document.querySelectorAll('#log .entry[data-seq="${seq}"] .lines li')].map((li) => li.innerText),
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
 * Any legal choice, picked from the seat's listed moves (then made on the board), steered so that
 * a few turns bring combats, a structure and some dead: warriors out onto the Plains and the
 * Bridge, Frisians after them, the Prince in the tower, a decoy moved once by Tactics, every other
 * Tactics window closed, the first casualty offered.
 */
function choose(commands: string[], v: SenorView, counter: { moves: number; tile: boolean }): string {
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
  // Once, a decoy's tile moves for a point of Tactics (the Prince stays behind the walls).
  const decoyMove = commands.find((c) => c.startsWith('tile ') && v.tiles.decoys?.includes(c.split(' ')[1]));
  if (decoyMove && !counter.tile) {
    counter.tile = true;
    return decoyMove;
  }
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

/** The game's words as a page in `lang` shows them, with the players' names. */
function words(p: Phrase, lang: 'en' | 'es' = 'en'): string {
  return render(p, lang, allMessages, (n) => NAMES[n], { strict: true });
}

/** English words of the game that no Spanish page may show. */
const ENGLISH =
  /\b(?:normans?|frisians?|knights?|captains?|archers?|spearm[ae]n|swordsm[ae]n|peasants?|guards?|priest|king|prince|decoys?|tiles?|plain|bridge|rearguard|tower|entrance|battlements|courage|tactics|dead|siege|shields|ladders|ram|combat|round|hits?|turn|window|moves?|sends?|rolled|done|pass|how many|the|your|none)\b/i;

/** The board tokens a command is made of, in click order, as the page's own module says (web/src/games/senor-de-la-guerra/tokens.ts). */
function tokensOf(page: Page, command: string, view: SenorView): Promise<string[] | null> {
  return page.evaluate(`import('/page-modules/games/senor-de-la-guerra/tokens.js').then((m) => m.picks(${JSON.stringify(command)}, ${JSON.stringify(view)}))`) as Promise<string[] | null>;
}

/** From which click on the command's clicks may come in any order, as the page's module says (null: none). */
function anyOrderFrom(page: Page, command: string): Promise<number | null> {
  return page.evaluate(`import('/page-modules/games/senor-de-la-guerra/tokens.js').then((m) => m.anyOrderFrom(${JSON.stringify(command)}))`) as Promise<number | null>;
}

/**
 * Makes a listed move by clicking the board only, never a move button: each of its tokens in
 * turn (a zone, a group of pieces, a tile, a structure, a side's Courage, a choice above the map),
 * each lit up by the page as a legal next click; a move that cannot be taken back is confirmed in
 * the bar above the board. Clicks whose order means nothing (the decoys' zones) are made against
 * the order the command names them in.
 */
async function clickMove(page: Page, move: Move, view: SenorView): Promise<string[]> {
  const tokens = await tokensOf(page, move.command, view);
  expect(tokens, `the board makes "${move.command}"`).not.toBeNull();
  const free = (await anyOrderFrom(page, move.command)) ?? Infinity;
  const clicks = [...(tokens ?? []).slice(0, free), ...(tokens ?? []).slice(free).reverse()];
  for (const token of clicks) await page.locator(`#board [data-pick="${token}"].pickable`).click();
  if (move.final) {
    await page.locator('#pick-bar [data-testid="confirm-move"]').click();
  } else {
    await expect(page.locator('#pick-bar [data-testid="confirm-move"]').count()).resolves.toBe(0);
  }
  return tokens ?? [];
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
    // Issue 11: the match page links the game's guide.
    await pages[SPECTATOR].locator('#rules-link:not([hidden])').waitFor();
    await expect(pages[SPECTATOR].locator('#rules-link').getAttribute('href')).resolves.toBe('/rules/senor-de-la-guerra');
    await expect(pages[FRISIAN].locator('#players .sg-side[data-side="frisians"] .tag.you').count()).resolves.toBe(1);
  });

  it('plays full turns by clicking the board only, on a desktop and a phone, the last in Spanish; the other pages follow live, and only the Norman sees the Prince', async () => {
    let { bodies } = await allAt();
    const counter = { moves: 0, tile: false };
    let placement: string | null = null;
    let hovered = false;
    let combatShot = false;
    let swapped = false;
    let marked = false;
    let lang: 'en' | 'es' = 'en';
    const clicked = new Set<string>();
    const started = Date.now();
    for (let step = 0; ; step++) {
      expect(step, `${TURNS} turns within 250 steps:\n${played.join('\n')}`).toBeLessThan(250);
      const now = bodies[SPECTATOR];
      if (now.status !== 'active' || now.view.turn > TURNS) break;
      if (!swapped && now.view.turn === 2) {
        // From turn 2 on, the Norman plays on a phone and the Frisian on a desktop.
        swapped = true;
        await pages[NORMAN].setViewportSize(PHONE);
        await pages[FRISIAN].setViewportSize(DESKTOP);
      }
      if (lang === 'en' && now.view.turn === TURNS) {
        // The last turn in Spanish, on every page (issue 11: a whole turn with no English game text).
        lang = 'es';
        for (const page of pages) await page.locator('#lang').selectOption('es');
      }
      // Each reader's entry number before the step, in its own numbering.
      const before = bodies.map((b) => b.seq);
      const seat = now.active[0];
      const page = pages[seat];
      const mine = bodies[seat];
      // The list of moves stays beside the board (the keyboard's way), each move a sentence saying when it cannot be taken back.
      // (A long group the board makes, such as the deployment's, starts folded: its buttons are there, out of sight.)
      const buttons = page.locator('#commands .group:not(.undo-group) button.command:enabled');
      await buttons.first().waitFor({ state: 'attached' });
      await expect(pages[1 - seat].locator('#commands button').count()).resolves.toBe(0);
      const listed = (await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('data-command')))) as string[];
      expect([...listed].sort()).toEqual(mine.actions.filter((a) => a !== 'undo').sort());
      // The page asks for this step in words, and says what to click now.
      await expect(page.locator('#turn .prompt').innerText()).resolves.toBe(words(mine.view.prompt as unknown as Phrase, lang));
      // (On a phone the help is folded under "More about this turn", issue 30: its words are read as they are.)
      await expect(page.locator('#turn [data-testid="help"]').textContent()).resolves.toBe(words(mine.view.help as unknown as Phrase, lang));
      await expect(pages[1 - seat].locator('#turn [data-testid="help"]').count()).resolves.toBe(0);
      const command = choose(listed, mine.view, counter);
      const move = mine.moves.find((m) => m.command === command) as Move;
      const button = page.locator(`#commands button[data-command="${command}"]`);
      await expect(button.locator('.sentence').textContent()).resolves.toBe(words(move.text, lang));
      await expect(button.locator('.final-note').count()).resolves.toBe(move.final ? 1 : 0);
      if (!hovered && /^(to|fight) /.test(command)) {
        // Hovering a move in the list marks the zone it names, and what it is clicked on.
        hovered = true;
        const group = page.locator(`#commands details.group[data-group="${command.split(' ')[0]}"]:not([open]) > summary`);
        if (await group.count()) await group.click();
        await button.hover();
        await expect(page.locator('#board .sg-zone.hl').getAttribute('data-zone')).resolves.toBe(command.split(' ')[1]);
        const tokens = (await tokensOf(page, command, mine.view)) ?? [];
        await expect(page.locator('#board .touched').evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-pick')))].sort())).resolves.toEqual(
          [...tokens].sort(),
        );
        await page.mouse.move(0, 0);
      }
      for (const token of await clickMove(page, move, mine.view)) clicked.add(token.split(':')[0]);
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
        // Sentences only (issue 30): no command beside the entry; a secret step says so in words.
        expect(at.reads[other].what).toBeNull();
        if (entry?.command === null && entry.lines.length === 0) expect(at.reads[other].lines).toEqual([lang === 'es' ? 'un paso secreto' : 'a secret step']);
        else expect(at.reads[other].lines).toHaveLength(Math.max(1, entry?.lines.length ?? 0));
        if (command.startsWith('prince ')) expect(entry?.command ?? null).toBeNull();
        // What the step changed is marked on the pages that follow it: the zone the pieces went to.
        if (command.startsWith('to ')) {
          await expect(pages[other].locator(`#board .sg-zone.changed[data-zone="${command.split(' ')[1]}"]`).count()).resolves.toBe(1);
          marked = true;
        }
      }
      if (lang === 'es') {
        // No English game text on any page: the prompt, the history, the board and the sides, the board in words.
        for (const p of pages) {
          const read = [
            ...(await p.locator('#turn .prompt, #turn [data-testid="help"]').allInnerTexts()),
            ...(await p.locator('#log .lines li').allInnerTexts()),
            (await p.locator('#board').textContent()) ?? '',
            (await p.locator('#players').textContent()) ?? '',
            (await p.locator('#summary').textContent()) ?? '',
          ].join('\n');
          expect(read.match(ENGLISH)?.[0] ?? null, read).toBeNull();
        }
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
        await screenshot(pages[FRISIAN], 'senor-combat-390');
      }
    }
    console.log(`${played.length} steps in ${Math.round((Date.now() - started) / 1000)} s`);
    const end = bodies[SPECTATOR];
    expect(end.view.turn, `${end.status}: ${JSON.stringify(end.view.result)}\n${played.join('\n')}`).toBeGreaterThan(TURNS);
    // The turns went through the steps the issue names: movement, the tiles, a structure, combats with losses.
    const verbs = new Set(played.map((line) => line.split(' ')[1]));
    for (const verb of ['start', 'entrance', 'priest', 'move', 'to', 'done', 'prince', 'build', 'pass', 'courage']) expect(verbs, played.join('\n')).toContain(verb);
    // Every kind of place on the board was clicked: zones, groups, a structure, a side's Courage, the choices above the map.
    expect([...clicked].sort()).toEqual(['count', 'courage', 'do', 'piece', 'set', 'structure', 'tile', 'zone']);
    expect(combatShot).toBe(true);
    expect(marked).toBe(true);
    expect(end.view.fallen.normans.length + end.view.fallen.frisians.length).toBeGreaterThan(0);
    await expect(pages[SPECTATOR].locator('#board [data-testid="structures"] [data-built="yes"]').count()).resolves.toBeGreaterThan(0);
    await expect(pages[SPECTATOR].locator('#board [data-testid="draco"]').getAttribute('data-position')).resolves.toBe(String(end.view.draco.position));
    const tokens = [match.seats[NORMAN].token, match.seats[FRISIAN].token, undefined];
    for (const [i, page] of pages.entries()) await expect(page.locator('#summary').textContent()).resolves.toBe(((await api(tokens[i])).summary as unknown as Phrase[]).map((line) => words(line, lang)).join('\n'));
    expect(loads, 'no page reloaded').toEqual([1, 1, 1]);
    await screenshot(pages[NORMAN], 'senor-norman-390');
    await screenshot(pages[FRISIAN], 'senor-frisian-1280');
    for (const page of pages) await page.locator('#lang').selectOption('en');
  }, 300_000);

  it('shows the spectator no command buttons and no Prince, and fits a phone without sideways scrolling', async () => {
    const page = pages[SPECTATOR];
    await expect(page.locator('#commands button').count()).resolves.toBe(0);
    await expect(page.locator('#command-form').isHidden()).resolves.toBe(true);
    await expect(page.locator('#turn').innerText()).resolves.toContain('You are watching');
    if ((await api()).status === 'active') noPrince((await page.evaluate(readPage(0))) as PageRead, null);
    // The Norman plays on a phone since turn 2; the Frisian played turn 1 on one.
    for (const p of [pages[NORMAN], page]) await expect(p.evaluate('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'senor-spectator-390');
    await pages[FRISIAN].setViewportSize(PHONE);
    await expect(pages[FRISIAN].evaluate('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(PHONE.width);
    await screenshot(pages[FRISIAN], 'senor-frisian-390');
  });

  it('at every step of whole random games, the board the page draws for the side to act holds every click of every listed command', async () => {
    const page = pages[SPECTATOR];
    for (const seed of ['e2e-sg-render-1', 'e2e-sg-render-2']) {
      const items: { seat: number; view: unknown; actions: string[] }[] = [];
      playRandom<SenorState>(game, randomBot, { seats: 2, seed }, ({ before, seat }) => {
        items.push({ seat, view: game.view(before, seat), actions: game.actions(before, seat) });
      });
      expect(items.length).toBeGreaterThan(50);
      for (let i = 0; i < items.length; i += 60) {
        expect(await page.evaluate(offBoardScript('/page-modules/games/senor-de-la-guerra.js', items.slice(i, i + 60), 2)), `${seed}, from step ${i}`).toEqual([]);
      }
    }
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
