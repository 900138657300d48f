import { describe, expect, it } from 'vitest';
import { isText, LANGS, type Catalogue, type Phrase } from '../../src/engine/text';
import type { Game } from '../../src/engine/types';
import { registry } from '../../src/games';
import { catalogueFor } from '../../src/text/catalogues';
import { render } from '../../src/text/render';
import { mutations, playRandom } from '../support/game-harness';
import { grammarProblems } from '../support/grammar';
import { randomFrom } from '../../src/engine/rng';
import { LEADERS } from '../../src/games/king-david/data/counters';

/**
 * Words a player understands (DESIGN.md §3): every text of whole random games — prompts and
 * every other message in the views, the board in words, log lines, the sentences of the listed
 * moves, refusals, results and roles — renders in English and Spanish from the game's catalogue,
 * and none of it shows a rule id, a piece or card id, or a zero-based seat number; articles fit
 * their nouns and no English word shows in Spanish (tests/support/grammar.ts).
 */

/** Rule ids of the rulings (CM-20, SG-39, LA-40, AS-4, AL-12, R-22, PM-13, KD-40, A-4, TS-3, T-1). */
const RULE_ID = /\b(?:[A-Z]{1,3}-\d+|R\d+)\b/;
const SEAT_NUMBER = /\b(?:Seat|seat|Puesto|puesto|Asiento|asiento) \d/;
/** Piece and card ids each game keeps in its data: never in what players read. */
const PIECE_IDS: Record<string, RegExp> = {
  lancaster: /\b(?:[cC]\d\d|x[1-6]|kf\d|[lL]\d\d|s[1-3]|ac[12])\b/,
  'senor-de-la-guerra': /\b(?:[a-z]{1,2}\d{1,2})\b/,
  // Carolus Magnus names colours, territories and players: never an index of a side, a team or a colour.
  'carolus-magnus': /\b(?:[Tt]eam|[Ee]quipo|[Ss]ide|[Bb]ando|[Cc]olou?r) \d/,
  // King David: army counters (JUD-P43-1), area codes (JER) and leaders as stored (DAVID, JOAB).
  'king-david': new RegExp(`\\b(?:[A-Z]{3}-[A-Z]\\d+-\\d+|[A-Z]{3}|${LEADERS.map((l) => l.id).join('|')})\\b`),
  'princeps-machiavelli': /\b(?:T\d\d|PR-[NPHE]\d?|(?:CO|CA|ME|CI|RV|CJ|SP|LR|CL|FO|EP)\d\d|MQ)\b/,
};

/** Every message inside a JSON value (a view holds texts among its numbers and ids). */
function textsIn(value: unknown, out: Phrase[] = []): Phrase[] {
  if (isText(value)) out.push(value);
  else if (Array.isArray(value)) for (const v of value) textsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) textsIn(v, out);
  return out;
}

/** Refusals: they may quote back what the player typed, which is the player's word, not ours. */
const refusals = new WeakSet<object>();
const QUOTED = /“[^”]*”|«[^»]*»|"[^"]*"/g;

function problemsIn(catalogue: Catalogue, pieces: RegExp | undefined, phrases: Phrase[], where: string): string[] {
  const out: string[] = [];
  for (const p of phrases) {
    for (const lang of LANGS) {
      let words: string;
      try {
        words = render(p, lang, catalogue, (seat) => `Name${seat}`, { strict: true });
      } catch (e) {
        out.push(`${where}: ${(e as Error).message}`);
        continue;
      }
      if (typeof p === 'string') out.push(`${where}: a plain string, not a message: "${p.slice(0, 80)}"`);
      if (RULE_ID.test(words)) out.push(`${where} (${lang}): a rule id in "${words}"`);
      if (SEAT_NUMBER.test(words)) out.push(`${where} (${lang}): a seat number in "${words}"`);
      const ours = typeof p === 'object' && refusals.has(p) ? words.replace(QUOTED, '') : words;
      if (pieces?.test(ours)) out.push(`${where} (${lang}): a piece or card id in "${words}"`);
      // Issue 30: articles that fit their nouns, and Spanish lists and sentences with no English word.
      for (const g of grammarProblems(ours, lang)) out.push(`${where} (${lang}): ${g} in "${words}"`);
    }
  }
  return out;
}

/** What players of one random game read, step by step, as messages. */
function phrasesOfGame(game: Game<unknown>, bot: (s: unknown, seat: number, r: () => number) => string, seats: number, seed: string): { where: string; phrases: Phrase[] }[] {
  const out: { where: string; phrases: Phrase[] }[] = [];
  const viewers = [null, ...Array.from({ length: seats }, (_, i) => i)];
  const pick = randomFrom(`words:${seed}`);
  const look = (s: unknown, where: string) => {
    for (const v of viewers) out.push({ where: `${where}, viewer ${v}`, phrases: [...textsIn(game.view(s, v)), ...game.summary(s, v)] });
  };
  const start = game.setup({ seats, seed });
  out.push({ where: 'roles', phrases: game.roles?.(seats) ?? [] });
  look(start, 'set-up');
  let n = 0;
  const { state } = playRandom(game, bot, { seats, seed }, ({ before, after, seat, log }) => {
    const where = `${seed} step ${n++}`;
    const listed = game.actions(before, seat);
    const phrases: Phrase[] = log.map((l) => l.text);
    if (game.describe) phrases.push(...listed.map((c) => game.describe!(before, seat, c).text));
    for (const bad of mutations(listed, pick, 2)) {
      const r = game.apply(before, seat, bad);
      if (!r.ok) {
        if (typeof r.message === 'object') refusals.add(r.message);
        phrases.push(r.message);
      }
    }
    out.push({ where, phrases });
    if (n % 7 === 0) look(after, where);
  });
  look(state, `${seed} end`);
  out.push({ where: 'result', phrases: [game.result(state)!.reason] });
  return out;
}

describe('what players read is words, in both languages', () => {
  for (const { game, bot } of Object.values(registry)) {
    if (!game.messages) continue;
    it(`${game.title}: no rule ids, piece ids or seat numbers in a whole random game per seat count`, () => {
      const problems: string[] = [];
      for (let seats = game.seats.min; seats <= game.seats.max; seats++) {
        for (const { where, phrases } of phrasesOfGame(game as Game<unknown>, bot, seats, `words-${seats}`)) {
          problems.push(...problemsIn(catalogueFor(game.id), PIECE_IDS[game.id], phrases, `${seats}p ${where}`));
        }
      }
      expect([...new Set(problems)].slice(0, 20)).toEqual([]);
    });
  }

  it('finds a rule id, a seat number and a plain string (the check itself)', () => {
    const catalogue: Catalogue = { en: { 'x.a': 'Won by CM-20', 'x.b': 'Take {card}' }, es: { 'x.a': 'Ganó por CM-20', 'x.b': 'Toma {card}' } };
    expect(problemsIn(catalogue, undefined, [{ key: 'x.a' }], 'test').some((p) => p.includes('a rule id'))).toBe(true);
    expect(problemsIn(catalogue, undefined, ['Seat 0 passes'], 'test').some((p) => p.includes('a seat number'))).toBe(true);
    expect(problemsIn(catalogue, undefined, ['Seat 0 passes'], 'test').some((p) => p.includes('a plain string'))).toBe(true);
    expect(problemsIn(catalogue, /\bME\d\d\b/, [{ key: 'x.b', params: { card: 'ME03' } }], 'test').some((p) => p.includes('a piece or card id'))).toBe(true);
    for (const id of ['JUD-P43-1', 'JER', 'JOAB']) {
      expect(problemsIn(catalogue, PIECE_IDS['king-david'], [{ key: 'x.b', params: { card: id } }], 'test').some((p) => p.includes('a piece or card id'))).toBe(true);
    }
    expect(problemsIn(catalogue, PIECE_IDS['king-david'], [{ key: 'x.b', params: { card: 'Joab' } }], 'test')).toEqual([]);
    // An argument that misfits its article, and a list joined in English in a Spanish sentence.
    const lists: Catalogue = { en: { 'x.r': 'Recruit a {type}', 'x.l': 'Zones: {zones}' }, es: { 'x.r': 'Recluta una {type}', 'x.l': 'Zonas: {zones}' } };
    expect(problemsIn(lists, undefined, [{ key: 'x.r', params: { type: 'infantry' } }], 'test')).toEqual(['test (en): "a infantry" in "Recruit a infantry"']);
    expect(problemsIn(lists, undefined, [{ key: 'x.r', params: { type: 'carro' } }], 'test')).toEqual(['test (es): "una carro" in "Recluta una carro"']);
    expect(problemsIn(lists, undefined, [{ key: 'x.l', params: { zones: 'Llanura Este, Llanura Oeste and Puente' } }], 'test')).toEqual([
      'test (es): the English word "and" in "Zonas: Llanura Este, Llanura Oeste and Puente"',
    ]);
    // A refusal may quote back what the player typed; the same id outside the quotes is still found.
    const echo = { key: 'x.b', params: { card: '“JER”' } };
    refusals.add(echo);
    expect(problemsIn(catalogue, PIECE_IDS['king-david'], [echo], 'test')).toEqual([]);
    expect(problemsIn(catalogue, PIECE_IDS['king-david'], [{ key: 'x.b', params: { card: '“JER”' } }], 'test').some((p) => p.includes('a piece or card id'))).toBe(true);
    expect(problemsIn(catalogue, undefined, [{ key: 'x.c' }], 'test').some((p) => p.includes('no message "x.c"'))).toBe(true);
  });
});
