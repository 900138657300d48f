import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { play } from '../../src/engine/play';
import { randomFrom } from '../../src/engine/rng';
import { registry } from '../../src/games';
import { call, createMatch, type Created } from './support/api';
import { launch, watchErrors } from './support/browser';
import { playByBotsUntil } from './support/bots-to-the-end';
import { waitForLive, showCommands } from './support/match-page';
import { context } from './support/page-modules';

// Issue 30, "Words, not notation": a seat's whole page, mid-game, in each game and language,
// shows sentences only. The notation (the commands as typed: "take red", "knight 1 s1") comes back
// only with "Show commands".
//
// Method. What counts as notation is taken from the match itself: every command of its history and
// every command listed now. The page may not show
//   - a whole command of two words or more besides numbers, as it is typed ("take red"; not
//     "disc 1", which an English sentence may say);
//   - any word of a command (a verb such as "disc" or "sea", an argument such as "co03", "ams" or
//     "entrance") that is not a word of the page's language, where "the page's language" is every
//     word of the messages the page holds in that language (the page's, the game's catalogue and
//     its renderer's). "pass" on an English page is a word; "entrance" on a Spanish page is not.
// What counts as the other language is also taken from the catalogues: the words found in most
// messages of one language that no message of the other language uses ("the", "and", "your" in
// English; "de", "la", "tu" in Spanish): a page that shows one of them has text of the other
// language. The page's text is what it renders (body.innerText) and its tab title.

type Lang = 'en' | 'es';
type Catalogue = Record<Lang, Record<string, string>>;
const LANGS: Lang[] = ['en', 'es'];
const LOCALE: Record<Lang, string> = { en: 'en-GB', es: 'es-ES' };
const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];
/** Tell-tale words per language: this many of the most used. */
const TELLTALES = 40;
/** Steps played before the page is read, so that its history has entries. */
const STEPS = 12;

const GAMES = Object.keys(registry);

/** The words of a text (letters and digits, with inner hyphens: "jud-p32-3"), lower case. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
}

/**
 * Every message the page holds for `game` (its own, its renderer's, the game's), read in the page;
 * and the game's names, which are the same words in both languages ("El Señor de la Guerra").
 */
async function cataloguesIn(page: Page, game: string): Promise<Catalogue[]> {
  return page.evaluate(`(async () => {
    const renderer = await (await import('/page-modules/games/registry.js')).rendererFor(${JSON.stringify(game)});
    const catalogue = await (await fetch('/api/games/${encodeURIComponent(game)}/messages')).json();
    const info = (await (await fetch('/api/games')).json()).games.find((g) => g.id === ${JSON.stringify(game)});
    const names = Object.fromEntries([info.title, ...Object.values(info.titles)].map((name, i) => ['title' + i, name]));
    return [(await import('/page-modules/strings.js')).STRINGS, (await import('/page-modules/strings-notify.js')).NOTIFY_STRINGS, renderer.strings ?? { en: {}, es: {} }, catalogue, { en: names, es: names }];
  })()`);
}

interface Vocabulary {
  /** Every word the messages of each language use. */
  words: Record<Lang, Set<string>>;
  /** The words that show text of that language on a page of the other one. */
  telltales: Record<Lang, string[]>;
}

function vocabulary(catalogues: Catalogue[]): Vocabulary {
  const inMessages = (lang: Lang) => {
    const count = new Map<string, number>();
    for (const c of catalogues) for (const message of Object.values(c[lang])) for (const w of new Set(wordsOf(message))) count.set(w, (count.get(w) ?? 0) + 1);
    return count;
  };
  const counts = { en: inMessages('en'), es: inMessages('es') };
  const telltales = (lang: Lang, other: Lang) =>
    [...counts[lang]]
      .filter(([w]) => !counts[other].has(w) && !/\d/.test(w))
      .sort((a, b) => b[1] - a[1])
      .slice(0, TELLTALES)
      .map(([w]) => w);
  return { words: { en: new Set(counts.en.keys()), es: new Set(counts.es.keys()) }, telltales: { en: telltales('en', 'es'), es: telltales('es', 'en') } };
}

/** Where `needle` stands in `text` as words of their own (not inside a longer word). */
function found(text: string, needle: string): boolean {
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}-])`, 'iu').test(text);
}

/** The notation the page shows, and the other language's tell-tale words: each finding in words. */
function notationIn(text: string, commands: readonly string[], lang: Lang, vocab: Vocabulary): string[] {
  const wrong = new Set<string>();
  for (const command of commands) {
    if (command.split(' ').filter((token) => !/^\d+$/.test(token)).length >= 2 && found(text, command)) wrong.add(`the command "${command}"`);
    for (const token of command.split(' ')) {
      if (/^\d+$/.test(token) || vocab.words[lang].has(token)) continue;
      if (found(text, token)) wrong.add(`the notation word "${token}" (of "${command}")`);
    }
  }
  return [...wrong];
}

function otherLanguageIn(text: string, lang: Lang, vocab: Vocabulary): string[] {
  const other: Lang = lang === 'en' ? 'es' : 'en';
  return vocab.telltales[other].filter((w) => found(text, w)).map((w) => `the ${other} word "${w}"`);
}

/** Every command of the match this seat may read: its history's and its listed moves. */
async function commandsOf(match: Created, seat: number): Promise<string[]> {
  const token = match.seats[seat].token;
  const log = (await call<{ entries: { command: string | null }[] }>('GET', `/api/matches/${match.id}/log`, { token })).body;
  const now = (await call<{ actions: string[] }>('GET', `/api/matches/${match.id}`, { token })).body;
  return [...new Set([...log.entries.flatMap((e) => (e.command ? [e.command] : [])), ...now.actions])];
}

async function pageText(page: Page): Promise<string> {
  return String(await page.evaluate('document.title + "\\n" + document.body.innerText'));
}

describe('a seat’s page mid-game shows sentences, not notation, in its own language', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const game of GAMES) {
    for (const lang of LANGS) {
      it(`${game}, ${lang}`, async () => {
        const { game: rules, bots } = registry[game];
        const seats = rules.seats.min;
        const match = await createMatch(game, NAMES.slice(0, seats), `words30-${game}-${lang}`);
        // A few steps by the game's own bot, then the page of a seat that has a move to make.
        const at = await playByBotsUntil(match, bots.easy, `words30-${game}`, (a) => a.seq >= STEPS && a.actions.some((c) => c !== 'undo') && !a.waiting);
        expect(at, 'the match is still on').not.toBeNull();
        const seat = at!.seat;

        const ctx = await context(browser, undefined, LOCALE[lang]);
        const page = await ctx.newPage();
        const errors = watchErrors(page);
        await page.goto('/');
        const catalogues = await cataloguesIn(page, game);
        const vocab = vocabulary(catalogues);
        // The check itself: the other language's messages are found out by its tell-tale words.
        const other: Lang = lang === 'en' ? 'es' : 'en';
        expect(vocab.telltales[other]).toHaveLength(TELLTALES);
        expect(otherLanguageIn(Object.values(catalogues[3][other]).join('\n'), lang, vocab).length).toBeGreaterThan(TELLTALES / 2);

        await page.goto(match.seats[seat].url);
        await waitForLive(page);
        await page.locator('#commands button.command').first().waitFor({ state: 'attached' });
        await expect(page.locator('#log .entry').count()).resolves.toBeGreaterThan(STEPS / 2);
        const commands = await commandsOf(match, seat);
        expect(commands.filter((c) => c.includes(' ')).length).toBeGreaterThan(0);

        const text = await pageText(page);
        expect(text.length).toBeGreaterThan(500);
        expect(notationIn(text, commands, lang, vocab), 'notation on the page').toEqual([]);
        expect(otherLanguageIn(text, lang, vocab), 'words of the other language on the page').toEqual([]);
        await expect(page.locator('#log code, #commands code').count()).resolves.toBe(0);
        // Every entry reads as words, a step that tells nothing by itself (picking a group to move) too.
        const silent = await page.locator('#log .entry:not(.start)').evaluateAll((els) => els.filter((el) => !el.querySelector('.lines li')).length);
        expect(silent).toBe(0);
        await expect(page.locator('#command-form').isHidden()).resolves.toBe(true);

        // With "Show commands" the notation is back: beside the history's entries, under the
        // moves, and the box to type one; and the check above finds it.
        await showCommands(page);
        await page.locator('#command-form').waitFor();
        const shown = await page.locator('#log code.what').allInnerTexts();
        expect(shown.length).toBeGreaterThan(0);
        for (const c of shown) expect(commands).toContain(c);
        await expect(page.locator('#commands code.notation').count()).resolves.toBeGreaterThan(0);
        expect(notationIn(await pageText(page), commands, lang, vocab).length).toBeGreaterThan(0);
        expect(errors).toEqual([]);
        await ctx.close();
      });
    }
  }
});

/**
 * Every first word the engines list, found by playing each game with its random bot at every seat
 * count and variant, from a few seeds (not a hand list: a verb added to a game shows up here).
 */
function verbsOf(game: string): Set<string> {
  const { game: rules, bot } = registry[game];
  const verbs = new Set<string>();
  for (const variant of [undefined, ...(rules.variants ?? [])]) {
    for (let seats = rules.seats.min; seats <= rules.seats.max; seats++) {
      for (const seed of ['a', 'b']) {
        const random = randomFrom(`verbs:${seed}`);
        let s = rules.setup({ seats, seed: `verbs-${seed}`, variant });
        for (let n = 0; n < 3_000 && !rules.result(s); n++) {
          const ready = rules.active(s).filter((x: number) => rules.actions(s, x).length > 0);
          for (const x of ready) for (const c of rules.actions(s, x)) verbs.add(c.split(' ')[0]);
          const seat = ready[Math.floor(random() * ready.length)];
          const r = play(rules, s, seat, bot(s, seat, random));
          if (!r.ok) throw new Error(`${game}: the random bot's move was refused`);
          s = r.value.state;
        }
      }
    }
  }
  verbs.delete('undo'); // the platform's own, shown apart ("Take back")
  return verbs;
}

describe('the list of moves is headed in words', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('every verb of every game has a heading in English and in Spanish', async () => {
    const missing: string[] = [];
    // A Spanish heading the same as the English one would be the English one, shown for want of a translation.
    const english = new Map<string, string | null>();
    for (const lang of LANGS) {
      const ctx = await context(browser, undefined, LOCALE[lang]);
      const page = await ctx.newPage();
      await page.goto('/');
      for (const game of GAMES) {
        const verbs = [...verbsOf(game)];
        expect(verbs.length, game).toBeGreaterThan(3);
        const labels: (string | null)[] = await page.evaluate(`(async () => {
          const renderer = await (await import('/page-modules/games/registry.js')).rendererFor(${JSON.stringify(game)});
          return ${JSON.stringify(verbs)}.map((verb) => renderer.groupLabel?.(verb) ?? null);
        })()`);
        verbs.forEach((verb, i) => {
          const label = labels[i];
          const bad = !label || label.trim() === '' || (lang === 'es' && label.toLowerCase() === verb) || /^[\w-]+(\.[\w-]+)+$/.test(label) || (lang === 'es' && label === english.get(`${game} ${verb}`));
          if (bad) missing.push(`${game} ${lang}: "${verb}" → ${label}`);
          if (lang === 'en') english.set(`${game} ${verb}`, label);
        });
      }
      await ctx.close();
    }
    expect(missing).toEqual([]);
  });
});

describe('a history entry without lines', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** The history (web/src/history.ts) of a step that tells nothing by itself and another seat's secret step. */
  async function rendered(page: Page): Promise<{ lines: string[]; what: string[] }> {
    return page.evaluate(`(async () => {
      const { renderLog } = await import('/page-modules/history.js');
      const list = document.createElement('ol');
      document.body.append(list);
      const at = Date.now();
      const entries = [
        { seq: 1, seat: 0, kind: 'move', command: 'move chrysagon entrance', lines: [], undone: false, at },
        { seq: 2, seat: null, kind: 'move', command: null, lines: [], undone: false, at },
      ];
      renderLog(list, entries, { names: { seat: () => 'Ana', text: String }, onPick: () => {}, shown: null });
      return {
        lines: [...list.querySelectorAll('.entry:not(.start) .lines')].map((el) => el.textContent),
        what: [...list.querySelectorAll('code.what')].map((el) => el.textContent),
      };
    })()`);
  }

  it('says in words that it is a choice told by the next entries, or a secret step; its command only with "Show commands"', async () => {
    for (const [lang, quiet, secret] of [
      ['en', 'a choice whose outcome the next entries tell', 'a secret step'],
      ['es', 'una elección cuyo resultado cuentan las entradas siguientes', 'un paso secreto'],
    ] as const) {
      const ctx = await context(browser, undefined, LOCALE[lang]);
      const page = await ctx.newPage();
      await page.goto('/');
      await expect(rendered(page)).resolves.toEqual({ lines: [quiet, secret], what: [] });
      await page.evaluate(`localStorage.setItem('showCommands', 'on')`);
      await page.reload();
      // A secret stays one: the other seat's step shows no command even then.
      await expect(rendered(page)).resolves.toEqual({ lines: [quiet, secret], what: ['move chrysagon entrance'] });
      await ctx.close();
    }
  });
});
