import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { play } from '../../src/engine/play';
import { registry } from '../../src/games';
import type { KdState } from '../../src/games/king-david/state';
import type { KdView } from '../../src/games/king-david/view';
import { picks } from '../../web/src/games/king-david/picks';
import { call, createMatch, type Created } from './support/api';
import { kingDavidPrelude, type PreludeMove } from './support/king-david-prelude';
import { DESKTOP, PHONE, context, launch, screenshot, watchErrors } from './support/browser';
import { gameWords, waitForLive, waitForSeq } from './support/match-page';
import { english } from '../support/words';

// Three players of The Campaigns of King David on the map (issue 15): a seat moves a group into
// an enemy area by tapping the map, the battle is fought with its hit allocation chosen on the
// board, a marker window is passed on the board, and the other seats see only counts of that stack.

const NAMES = ['Ana', 'Bo', 'Cy'];
const SEED = 'kd-e2e-0';
const { game } = registry['king-david'];

interface MatchBody {
  seq: number;
  active: number[];
  actions: string[];
  moves: { command: string; final?: boolean }[];
  view: KdView;
  seats: { mark: { letter: string } }[];
  result?: unknown;
}

/** The quiet choice of a step: pass, be done, end, stop; else the first listed. */
function quiet(actions: string[]): string {
  return ['pass', 'done', 'end', 'stop'].find((c) => actions.includes(c)) ?? actions.filter((a) => a !== 'undo')[0];
}

/**
 * Words that show only if English game text reached a Spanish page: the game's terms, the names
 * that differ in Spanish (Judea, Filistea, Aramea, Tiro, Egipto, Jordán, Mar Muerto…) and common
 * English words. Not the names spelt alike (Moab, Edom, David, Hamath, Negev) nor Spanish words
 * ("Neutral", "total", "final").
 */
const ENGLISH = new RegExp(
  '\\b(?:' +
    [
      'areas?', 'arm(?:y|ies)', 'leaders?', 'turns?', 'markers?', 'battles?', 'sieges?', 'harvest', 'resources?', 'food', 'build', 'events?', 'actions?', 'phase',
      'round', 'hits?', 'retreat', 'diplomacy', 'initiative', 'allian(?:ce|ces)', 'allied', 'ally', 'ports', 'raid(?:s|ers?)?', 'captured', 'ransom', 'pieces?', 'stacks?', 'pool',
      'chariots?', 'phalanx', 'infantry', 'militia', 'reduced', 'full', 'city', 'cities', 'level', 'walls', 'ford', 'road', 'map', 'minor', 'countr(?:y|ies)', 'automaton',
      'Judah', 'Israel', 'Philistines?', 'Philistia', 'Aram', 'Tyre', 'Egypt(?:ian)?', 'Bedouins?', 'Ammon', 'Jebus', 'Jerusalem', 'Jordan', 'Galilee', 'Dead Sea', 'Kishon', 'Jabbok', 'Yarkon', 'Sorek',
      'players?', 'moves?', 'pass', 'end', 'stop', 'group', 'VP', 'MP', 'the', 'your', 'you', 'with', 'and', 'of', 'from',
    ].join('|') +
    ')\\b',
  'i',
);

/** What the Spanish turn has done so far, so that each choice is made once (per phase where it says so). */
interface Memo {
  moved: Set<string>;
  stepped: Set<string>;
  proposed: boolean;
  built: Set<string>;
}

/**
 * The Spanish turn's choices, each a listed command: the first seat to talk proposes an alliance
 * and the other declines it; in each Action phase each seat moves one group one area (into an
 * enemy's area if it can, never into a minor country at peace) and stops; each builds one army
 * in each Build phase; battles are fought (the first listed allocation of hits, another round
 * while it is offered); every marker window is passed; every other step ends.
 */
function chooseTurn(seat: number, body: MatchBody, memo: Memo): string {
  const listed = body.actions.filter((c) => c !== 'undo');
  const has = (c: string) => listed.includes(c);
  const first = (re: RegExp) => listed.find((c) => re.test(c));
  const v = body.view;
  const key = `${v.turn}.${v.phase}.${seat}`;
  if (v.order && listed.some((c) => c === 'stop' || /^(?:to|sea|drop) /.test(c))) {
    const steps = body.moves.filter((m) => /^to /.test(m.command) && !m.final);
    const enemy = steps.find((m) => v.areas.find((a) => a.id === m.command.slice(3).toUpperCase())?.stacks.some((st) => st.seat !== seat && st.seat >= 0));
    const to = enemy ?? steps[0];
    if (to && !memo.stepped.has(key)) {
      memo.stepped.add(key);
      return to.command;
    }
    return has('stop') ? 'stop' : (first(/^drop /) ?? listed[0]);
  }
  if (first(/^group /) && has('end')) {
    if (memo.moved.has(key)) return 'end';
    memo.moved.add(key);
    return first(/^group /)!;
  }
  const propose = first(/^propose /);
  if (propose && !memo.proposed) {
    memo.proposed = true;
    return propose;
  }
  const buy = first(/^buy /);
  if (buy && !memo.built.has(key)) {
    memo.built.add(key);
    return buy;
  }
  return first(/^decline /) ?? (has('pass') ? 'pass' : null) ?? first(/^battle /) ?? first(/^lose /) ?? ['continue', 'done', 'end', 'stop', 'skip'].find(has) ?? listed[0];
}

/** After the move: toward the battle (end the movement, fight where the group stands), then any listed choice. */
function choose(actions: string[], into: string): string {
  return (
    actions.find((a) => a === `battle ${into.toLowerCase()}`) ??
    actions.find((a) => a.startsWith('lose ')) ??
    actions.find((a) => a === 'pass') ??
    actions.find((a) => a === 'end' || a === 'stop' || a === 'continue') ??
    actions.filter((a) => a !== 'undo')[0]
  );
}

/** The most steps the browser plays after the move; the prelude picks a move whose battle fits in them. */
const STEPS = 60;

/**
 * Whether, after `to <into>`, playing `choose` leads to a field battle with a hit allocation chosen
 * by a player (not only whole levels) and a marker window passed, within STEPS steps.
 */
function fightsWell(state: KdState, mover: number, command: string): boolean {
  const into = command.slice(3).toUpperCase();
  const first = play(game, state, mover, command);
  if (!first.ok) return false;
  let s = first.value.state;
  let [fought, allocated, passed] = [false, 0, 0];
  for (let step = 0; step < STEPS; step++) {
    if (s.battle) fought = true;
    if (fought && allocated > 0 && passed > 0 && !s.battle) return true;
    const seat = [0, 1, 2].find((x) => game.actions(s, x).length > 0);
    if (seat === undefined) return false;
    const c = choose(game.actions(s, seat), into);
    if (c.startsWith('lose ') && s.battle) allocated++;
    if (c === 'pass') passed++;
    const r = play(game, s, seat, c);
    if (!r.ok) return false;
    s = r.value.state;
  }
  return false;
}

/**
 * The same match in this process: the bot plays until a seat may move a group into an area held
 * by another seat's armies and fight a battle there with a hit allocation to choose (the test's
 * moment), and those moves are what the API is sent first.
 */
function prelude(): Promise<{ moves: PreludeMove[]; mover: number; into: string }> {
  return kingDavidPrelude(SEED, NAMES, 'e2e', 3000, (s, seat, moves) => {
    const v = game.view(s, seat) as KdView;
    const into = game.actions(s, seat).find((a) => {
      if (!a.startsWith('to ') || moves.length < 20) return false;
      const area = v.areas.find((x) => x.id === a.slice(3).toUpperCase());
      return area?.stacks.some((st) => st.seat !== seat && st.seat >= 0) && fightsWell(s, seat, a);
    });
    return into ? { mover: seat, into } : undefined;
  }, 'no move into an enemy area in this match');
}

describe('playing The Campaigns of King David on the map', () => {
  let browser: Browser;
  let match: Created;
  const pages: Page[] = [];
  const errors: string[][] = [];
  let mover = -1;
  let into = '';
  let drawing: { areas: Record<string, { anchor: [number, number] }> };

  const api = async (seat?: number) => (await call<MatchBody>('GET', `/api/matches/${match.id}`, { token: seat === undefined ? undefined : match.seats[seat].token })).body;

  /** A real click on an area of the map, at the place it is named after (a region need not contain its middle). */
  async function tapArea(page: Page, area: string): Promise<void> {
    const map = page.locator('#board .kd-map');
    await map.scrollIntoViewIfNeeded();
    const at = JSON.stringify(drawing.areas[area].anchor);
    const find = `(() => { const svg = document.querySelector('#board .kd-map'); const p = new DOMPoint(...${at}).matrixTransform(svg.getScreenCTM()); const r = svg.getBoundingClientRect(); return { x: p.x, y: p.y, seen: p.x > r.left + 4 && p.x < r.right - 4 && p.y > r.top + 4 && p.y < r.bottom - 4 }; })()`;
    let point = (await page.evaluate(find)) as { x: number; y: number; seen: boolean };
    if (!point.seen) {
      await page.locator('#board .kd-zoom button').nth(2).click(); // the whole map
      point = (await page.evaluate(find)) as { x: number; y: number; seen: boolean };
    }
    // The city square and the stack chips drawn over the place let clicks through to the region.
    await page.mouse.click(point.x, point.y);
  }

  /**
   * Taps the board element of `command` on the page of `seat` (of `on`: the English pages unless
   * told), confirms it in the bar when it cannot be taken back, and waits until every page shows
   * the latest entry its seat may see.
   */
  async function tap(seat: number, command: string, on: Page[] = pages): Promise<void> {
    const mine = await api(seat);
    const page = on[seat];
    const token = picks(command, mine.view)?.[0] ?? null;
    // Issue 30: a choice the map cannot show is a button of the one list of moves, next to the board.
    if (token === null) await page.locator(`#commands button.command[data-command="${command}"]`).click();
    else {
      await page.locator(`#board [data-pick="${token}"].pickable`).first().waitFor();
      if (token.startsWith('area:')) await tapArea(page, token.slice(5));
      else await page.locator(`#board [data-pick="${token}"].pickable`).first().click();
    }
    // Two listed moves on one area (by land or by sea): the bar offers each by name.
    const offered = page.locator(`#pick-bar button[data-command="${command}"]`);
    if (await offered.isVisible().catch(() => false)) await offered.click();
    // A move that cannot be taken back is confirmed in the bar above the board.
    if (mine.moves.find((m) => m.command === command)?.final) await page.locator('#pick-bar [data-testid="confirm-move"]').click();
    await expect.poll(async () => (await api(seat)).seq, { timeout: 45_000, message: `${NAMES[seat]}: ${command}, after a tap on ${token}` }).toBeGreaterThan(mine.seq);
    await Promise.all(on.map(async (p, x) => waitForSeq(p, (await api(x)).seq)));
  }

  /** The seat that has a decision to take now, with what it sees; -1 when none has. */
  async function deciding(): Promise<{ seat: number; body: MatchBody | null }> {
    for (let x = 0; x < 3; x++) {
      const body = await api(x);
      if (body.actions.some((a) => a !== 'undo')) return { seat: x, body };
    }
    return { seat: -1, body: null };
  }

  beforeAll(async () => {
    browser = await launch();
    const plan = await prelude();
    mover = plan.mover;
    into = plan.into.slice(3).toUpperCase();
    match = await createMatch('king-david', NAMES, SEED);
    drawing = (await call('GET', '/api/games/king-david/drawing')).body;
    for (const m of plan.moves) {
      const r = await call('POST', `/api/matches/${match.id}/actions`, { token: match.seats[m.seat].token, body: { command: m.command } });
      if (r.status !== 200) throw new Error(`${m.command}: ${r.status} ${JSON.stringify(r.body)}`);
    }
    for (const [i, seat] of match.seats.entries()) {
      const ctx = await context(browser, i === mover ? PHONE : DESKTOP);
      ctx.setDefaultTimeout(45_000);
      const page = await ctx.newPage();
      errors.push(watchErrors(page));
      pages.push(page);
      await page.goto(seat.url);
    }
    await Promise.all(pages.map(waitForLive));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('moves a group into an enemy area by tapping the map; the others see only how many pieces', async () => {
    const me = await api(mover);
    const group = me.view.order;
    expect(group, 'the mover has a group on the move').not.toBeNull();
    // The legal destinations are the highlighted areas, and only they.
    const highlighted = (await pages[mover].locator('#board .kd-area.pickable').evaluateAll((els) => els.map((el) => el.getAttribute('data-area') ?? ''))).sort();
    const destinations = me.actions.filter((a) => a.startsWith('to ') || a.startsWith('sea ')).map((a) => a.slice(a.indexOf(' ') + 1).toUpperCase());
    expect(highlighted).toEqual([...new Set(destinations)].sort());
    // KD-19: each of them shows what entering it costs before the tap sends the order.
    const badges = await pages[mover].locator('#board .kd-mp').count();
    expect(badges).toBe(new Set(destinations).size);
    expect(Object.keys(me.view.order!.costs!).sort()).toEqual([...new Set(destinations)].sort());
    // Beside the map: each country's stocks with its production, VP against its threshold.
    const table = await pages[mover].locator('#players .kd-players').innerText();
    for (const p of me.view.players) expect(table).toContain(`${p.food} +${p.production.food}`);
    const from = group!.at;
    await tap(mover, `to ${into.toLowerCase()}`);
    await screenshot(pages[mover], 'king-david-move-375');
    // Issue 14: the others' maps mark what the move changed, the area left and the area entered, and nothing else.
    for (const other of [0, 1, 2].filter((x) => x !== mover)) {
      const changed = await pages[other].locator('#board .kd-area.changed').evaluateAll((els) => els.map((el) => el.getAttribute('data-area')).sort());
      expect(changed).toEqual([from, into].sort());
    }

    const moved = (await api(mover)).view.areas.find((a) => a.id === into)!;
    // A-2: one stack per country in the area, the mover's leaders counted in it.
    const mine = moved.stacks.find((st) => st.seat === mover)!;
    expect(mine.pieces?.length).toBe(mine.count);
    for (const other of [0, 1, 2].filter((x) => x !== mover)) {
      const theirs = (await api(other)).view.areas.find((a) => a.id === into)!.stacks.find((st) => st.seat === mover && st.country === mine.country)!;
      expect(theirs).toMatchObject({ count: mine.count, pieces: null });
      // Tapping the area shows its stacks: counts, never the pieces of another player's stack.
      await tapArea(pages[other], into);
      const line = pages[other].locator(`#board .kd-area-details li[data-seat="${mover}"][data-country="${mine.country}"]`);
      await expect(line.innerText().then((x) => x.trim())).resolves.toBe(`${english({ key: `kd.country.${mine.country}` })}: ${mine.count} ${mine.count === 1 ? 'piece' : 'pieces'}`);
    }
  });

  it('A-2: a stack with a leader shows its controller a star on the map and the leader by name; the others one count of its pieces; A-1: the history starts with the set-up rolls', async () => {
    const views = await Promise.all([0, 1, 2].map((x) => api(x)));
    const owner = views.findIndex((v) => v.view.areas.some((a) => a.stacks.some((st) => st.seat === v.view.you && st.pieces?.some((p) => p.type === 'L'))));
    expect(owner, 'a seat has a leader on the map').toBeGreaterThanOrEqual(0);
    const area = views[owner].view.areas.find((a) => a.stacks.some((st) => st.seat === owner && st.pieces?.some((p) => p.type === 'L')))!;
    const stack = area.stacks.find((st) => st.seat === owner && st.pieces?.some((p) => p.type === 'L'))!;
    const chip = (page: Page) => page.locator(`#board .kd-pieces[data-area="${area.id}"] .kd-stack[data-seat="${owner}"][data-country="${stack.country}"]`);
    // The controller's letter leads the count (issue 30), a thin space apart.
    const letter = views[owner].seats[owner].mark.letter;
    await expect(chip(pages[owner]).locator('text').textContent()).resolves.toBe(`${letter}\u2009${stack.count}★`);
    const leader = stack.pieces!.find((p) => p.type === 'L')!;
    await expect(chip(pages[owner]).locator('title').textContent()).resolves.toContain(english({ key: `kd.leader.${leader.id}` }));
    for (const other of [0, 1, 2].filter((x) => x !== owner)) {
      expect(views[other].view.areas.find((a) => a.id === area.id)!.stacks.filter((st) => st.seat === owner)).toEqual([{ country: stack.country, seat: owner, count: stack.count, pieces: null }]);
      await expect(chip(pages[other]).locator('text').textContent()).resolves.toBe(`${letter}\u2009${stack.count}`);
      await expect(chip(pages[other]).locator('title').textContent()).resolves.not.toContain(english({ key: `kd.leader.${leader.id}` }));
    }
    for (const page of pages) await expect(page.locator('#log .entry.start .lines').innerText()).resolves.toMatch(/^Rolls: /);
    // For the eye: each page's map around that stack, and the whole page.
    for (const [i, page] of pages.entries()) {
      const name = `king-david-stacks-${i === owner ? 'owner' : 'other'}-${i}-${i === mover ? 375 : 1280}`;
      await chip(page).scrollIntoViewIfNeeded();
      const box = (await chip(page).boundingBox())!;
      await page.screenshot({ path: `test-results/${name}-close.png`, clip: { x: Math.max(0, box.x - 110), y: Math.max(0, box.y - 70), width: 240, height: 150 } });
      await screenshot(page, name);
    }
  });

  it('fights the battle with its hit allocation and passes a marker window, all on the board', { timeout: 900_000 }, async () => {
    let fought = false;
    let allocated = 0;
    let passed = 0;
    const played: string[] = [];
    for (let step = 0; step < STEPS && (!(fought && allocated > 0 && passed > 0) || (await api()).view.battle); step++) {
      const now = await api();
      if (now.view.battle) fought = true;
      const { seat, body } = await deciding();
      const actions = body?.actions ?? [];
      expect(seat, `someone can act at entry ${now.seq}`).toBeGreaterThanOrEqual(0);
      const command = choose(actions, into);
      if (command.startsWith('lose ')) {
        if (now.view.battle) allocated++;
        // KD-29: the legal shapes, and only they, are the buttons of the allocation, in the list of moves and not again on the board.
        const shown = await pages[seat].locator('#commands button.command[data-command^="lose "]').evaluateAll((els) => els.map((el) => el.getAttribute('data-command')));
        expect(shown.sort()).toEqual(actions.filter((a) => a.startsWith('lose ')).sort());
        await expect(pages[seat].locator('#board .kd-step button').count()).resolves.toBe(0);
      }
      if (command === 'pass') {
        passed++;
        // A-7: a window shows the seat's playable markers in its hand, highlighted, beside the pass button.
        const playable = await pages[seat].locator('#board .kd-marker.pickable').evaluateAll((els) => els.map((el) => el.getAttribute('data-pick')));
        expect([...new Set(playable)].sort()).toEqual(actions.filter((a) => a.startsWith('play ')).map((a) => `marker:${a.slice(5)}`).sort());
        await pages[seat].locator('#commands button.command[data-command="pass"]').waitFor();
      }
      played.push(`${seat}: ${command}`);
      if (command.startsWith('lose ') && now.view.battle && allocated === 1) await screenshot(pages[seat], `king-david-allocation-${seat === mover ? 375 : 1280}`);
      await tap(seat, command);
    }
    expect(fought, `a battle was fought (${played.join(', ')})`).toBe(true);
    expect(allocated, 'hits of the battle were allocated on the board').toBeGreaterThan(0);
    expect(passed, 'a marker window was passed on the board').toBeGreaterThan(0);
    for (const [i, page] of pages.entries()) await screenshot(page, `king-david-${i === mover ? 375 : 1280}`);
    // The seat's pool counts its counters as the rulebook writes them: "phalanx 4/3 ×2", "militia 1 ×4".
    const pool = await pages[mover].locator('#players .kd-pool p').innerText();
    expect(pool).toMatch(/^(?:(?:chariot|phalanx|infantry|militia) [1-4](?:\/[1-3])? ×\d+(?:, |$))+$/);
  });

  it('switches to Spanish from the language menu', async () => {
    const page = pages[mover];
    await page.locator('#lang').selectOption('es');
    await expect(page.locator('#board .kd-turn').innerText()).resolves.toMatch(/^Turno \d de 7$/);
    await expect(page.locator('#players').innerText()).resolves.toContain('Países menores');
  });

  it('plays a whole turn in Spanish on the map, each seat tapping its own page, and no English game text shows (issue 11)', { timeout: 900_000 }, async () => {
    // The word list finds English: an English page of this match (the check itself).
    expect((await gameWords(pages[(mover + 1) % 3])).match(ENGLISH)).not.toBeNull();
    for (const page of pages) await page.context().close();
    // The rest of this turn goes by the API, quietly, so that the Spanish pages play a turn from its start.
    const { turn: before } = (await api()).view;
    while ((await api()).view.turn === before) {
      const { seat, body } = await deciding();
      expect(seat).toBeGreaterThanOrEqual(0);
      const command = quiet(body!.actions);
      const r = await call('POST', `/api/matches/${match.id}/actions`, { token: match.seats[seat].token, body: { command, expect: body!.seq } });
      expect(r.status, `${command}: ${JSON.stringify(r.body)}`).toBe(200);
    }
    const turn = (await api()).view.turn;
    // Every seat on a Spanish page: the one that moved before on a phone, the others on a desktop.
    const es: Page[] = [];
    for (const [i, seat] of match.seats.entries()) {
      const ctx = await context(browser, i === mover ? PHONE : DESKTOP, 'es-ES');
      ctx.setDefaultTimeout(45_000);
      const page = await ctx.newPage();
      errors.push(watchErrors(page));
      await page.goto(seat.url);
      es.push(page);
    }
    await Promise.all(es.map(waitForLive));
    await Promise.all(es.map(async (p, x) => waitForSeq(p, (await api(x)).seq)));
    await expect(es[mover].locator('#board .kd-turn').innerText()).resolves.toBe(`Turno ${turn} de 7`);

    const memo: Memo = { moved: new Set(), stepped: new Set(), proposed: false, built: new Set() };
    const played: string[] = [];
    while ((await api()).view.turn === turn && !(await api()).result) {
      expect(played.length, played.join(', ')).toBeLessThan(300);
      const { seat, body } = await deciding();
      expect(seat, `someone can act (${played.join(', ')})`).toBeGreaterThanOrEqual(0);
      const command = chooseTurn(seat, body!, memo);
      played.push(`${NAMES[seat]}: ${command}`);
      await tap(seat, command, es);
      for (const page of es) {
        const words = await gameWords(page);
        expect(words.match(ENGLISH)?.[0] ?? null, `after ${played.at(-1)}: ${words}`).toBeNull();
      }
    }
    // The turn had diplomacy, moves on the map, a battle and armies built, all said in Spanish.
    expect(played.some((p) => / propose /.test(p)) && played.some((p) => / decline /.test(p)), played.join(', ')).toBe(true);
    expect(played.filter((p) => / to [a-z]{3}$/.test(p)).length, played.join(', ')).toBeGreaterThan(1);
    const history = (await es[0].locator('#log .lines').allInnerTexts()).join('\n');
    expect(history).toContain(`Empieza el turno ${turn}.`);
    expect(history).toMatch(/ mueve (una ficha|\d+ fichas) de /);
    expect(history).toContain('Combate en ');
    expect(history).toContain('construye un ejército nuevo');
    for (const [i, page] of es.entries()) await screenshot(page, `king-david-es-${i === mover ? 375 : 1280}`);
    for (const page of es) await page.context().close();
  });

  it('raised no page errors', () => {
    expect(errors.flat()).toEqual([]);
  });
});
