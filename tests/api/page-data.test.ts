import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformBots } from '../../src/engine/bots';
import { seatRef, text } from '../../src/engine/text';
import type { Game } from '../../src/engine/types';
import { registry } from '../../src/games';
import { seatMarks } from '../../src/match/log/marks';
import { api } from '../support/http';

/**
 * Issue 30, the data the page shows: each game's name and each variant's name in both
 * languages (GET /api/games, the match view), a mark per seat that tells players apart without
 * colour, and the closing commands a seat may not give now, with the rule (Game.withheld) —
 * only in that seat's own view.
 */

type Count = { turn: number; n: number };
/** A game for this test only: `end` is listed once the count is even; while odd it is withheld, and why. */
const count: Game<Count> = {
  id: 'withheld-test',
  title: 'Count',
  rulesVersion: '1',
  seats: { min: 2, max: 2 },
  messages: {
    en: { 'wt.odd': '{n} is odd: add one before ending.', 'wt.end': '{seat} ends.' },
    es: { 'wt.odd': '{n} es impar: suma uno antes de terminar.', 'wt.end': '{seat} termina.' },
  },
  setup: () => ({ turn: 0, n: 1 }),
  active: (s) => (s.n < 0 ? [] : [s.turn]),
  actions: (s, seat) => (s.n < 0 || seat !== s.turn ? [] : s.n % 2 === 0 ? ['add', 'end'] : ['add']),
  apply(s, seat, command) {
    if (!count.actions(s, seat).includes(command)) return { ok: false, code: 'illegal', message: 'not now' };
    const next = command === 'add' ? { ...s, n: s.n + 1 } : { turn: 1 - seat, n: -1 };
    return { ok: true, value: { state: next, log: command === 'end' ? [{ text: text('wt.end', { seat: seatRef(seat) }) }] : [] } };
  },
  view: (s) => s,
  summary: () => [],
  result: (s) => (s.n < 0 ? { winners: [s.turn], reason: 'over' } : null),
  withheld: (s, seat) => (s.n >= 0 && seat === s.turn && s.n % 2 === 1 ? [{ command: 'end', reason: text('wt.odd', { n: s.n }), where: 'counter' }] : []),
};

describe('what the page gets to show (issue 30)', () => {
  beforeAll(() => {
    registry[count.id] = { game: count, bot: (s, seat) => count.actions(s, seat)[0], bots: uniformBots };
  });
  afterAll(() => {
    delete registry[count.id];
  });

  it('GET /api/games: each game’s name and each variant’s name in English and Spanish (King David’s own name in Spanish)', async () => {
    const { body } = await api('GET', '/api/games');
    const byId = Object.fromEntries(body.games.map((g: { id: string }) => [g.id, g]));
    expect(byId['king-david'].title).toBe('The Campaigns of King David');
    expect(byId['king-david'].titles).toEqual({ en: 'The Campaigns of King David', es: 'Las campañas del rey David' });
    expect(byId['princeps-machiavelli'].titles).toEqual({ en: 'Princeps Machiavelli', es: 'Princeps Machiavelli' });
    expect(byId.lancaster.variants).toEqual(['allies']);
    expect(byId.lancaster.variantNames).toEqual({ allies: { en: 'Two players with allies', es: 'Dos jugadores con aliados' } });
    expect(byId['carolus-magnus'].variantNames).toEqual({});
  });

  it('the match view: the names of the game and the variant in both languages, and a letter and pattern per seat', async () => {
    const created = await api('POST', '/api/matches', {
      body: { game: 'lancaster', seats: 2, variant: 'allies', players: [{ name: 'Ana' }, { name: 'alba' }], options: { seed: 'marks' } },
    });
    expect(created.status).toBe(201);
    const v = (await api('GET', `/api/matches/${created.body.id}`)).body;
    expect(v.titles).toEqual({ en: 'Lancaster', es: 'Lancaster' });
    expect(v.variant).toBe('allies');
    expect(v.variantName).toEqual({ en: 'Two players with allies', es: 'Dos jugadores con aliados' });
    expect(v.seats.map((s: { mark: unknown }) => s.mark)).toEqual([
      { letter: 'A', pattern: 'solid' },
      { letter: 'L', pattern: 'stripes' },
    ]);
  });

  it('seat marks: the first free letter of each name, the seat’s number without one, never two alike', () => {
    const marks = seatMarks(['Ana', 'Alba', 'Bo', null, '42']);
    expect(marks.map((m) => m.letter)).toEqual(['A', 'L', 'B', '4', '5']);
    expect(new Set(marks.map((m) => m.pattern)).size).toBe(5);
    expect(seatMarks(['Ángel', 'ángela', 'Ñu']).map((m) => m.letter)).toEqual(['Á', 'N', 'Ñ']);
    expect(seatMarks(['Bob', 'Bob', 'Bob', 'Bob']).map((m) => m.letter)).toEqual(['B', 'O', '3', '4']);
  });

  it('a withheld closing command and its reason reach the seat whose step it is, and no one else', async () => {
    const created = await api('POST', '/api/matches', { body: { game: count.id, seats: 2, players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'withheld' } } });
    expect(created.status).toBe(201);
    const { id } = created.body;
    const [t0, t1] = created.body.seats.map((x: { token: string }) => x.token);
    const mine = (await api('GET', `/api/matches/${id}`, { token: t0 })).body;
    expect(mine.actions).toEqual(['add']);
    expect(mine.withheld).toEqual([{ command: 'end', reason: text('wt.odd', { n: 1 }), where: 'counter' }]);
    expect((await api('GET', `/api/matches/${id}`, { token: t1 })).body).not.toHaveProperty('withheld');
    expect((await api('GET', `/api/matches/${id}`)).body).not.toHaveProperty('withheld');
    const after = (await api('POST', `/api/matches/${id}/actions`, { token: t0, body: { command: 'add' } })).body;
    expect(after.actions).toEqual(['add', 'end', 'undo']);
    expect(after).not.toHaveProperty('withheld');
  });
});
