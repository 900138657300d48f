import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformBots } from '../../src/engine/bots';
import { seatRef, text } from '../../src/engine/text';
import type { Game, LogLine } from '../../src/engine/types';
import { registry } from '../../src/games';
import { api } from '../support/http';
import { confirmAll, unique, waitForMail } from '../support/notify';

/**
 * What a game's set-up rolls before the first command (Game.setup's `log`) opens the history
 * (GET …/log `setup`) and the first turn email, each reader seeing only the lines it may read.
 * A game for this test only, registered here: set-up rolls who starts, in public, and deals each
 * seat a card it alone is told of.
 */
type Deal = { turn: number; cards: string[]; moves: number };
const deal: Game<Deal> = {
  id: 'deal-test',
  title: 'Deal',
  rulesVersion: '1',
  seats: { min: 2, max: 2 },
  messages: {
    en: { 'dt.roll': 'The dealer rolls {n}: {seat} starts.', 'dt.dealt': '{seat} is dealt the {card}.', 'dt.pass': '{seat} passes.' },
    es: { 'dt.roll': 'El repartidor saca un {n}: empieza {seat}.', 'dt.dealt': 'A {seat} le toca el {card}.', 'dt.pass': '{seat} pasa.' },
  },
  setup(_o, log?: LogLine[]) {
    log?.push(
      { text: text('dt.roll', { n: 5, seat: seatRef(1) }) },
      { text: text('dt.dealt', { seat: seatRef(0), card: 'ace' }), to: [0] },
      { text: text('dt.dealt', { seat: seatRef(1), card: 'king' }), to: [1] },
    );
    return { turn: 1, cards: ['ace', 'king'], moves: 0 };
  },
  active: (s) => (s.moves >= 2 ? [] : [s.turn]),
  actions: (s, seat) => (s.moves < 2 && seat === s.turn ? ['pass'] : []),
  apply: (s, seat, command) =>
    deal.actions(s, seat).includes(command) ? { ok: true, value: { state: { ...s, turn: 1 - seat, moves: s.moves + 1 }, log: [{ text: text('dt.pass', { seat: seatRef(seat) }) }] } } : { ok: false, code: 'illegal', message: 'not now' },
  view: (s, seat) => ({ mine: seat === null ? null : s.cards[seat] }),
  summary: () => ['Two cards are out.'],
  result: (s) => (s.moves >= 2 ? { winners: [0], reason: 'the deal is played' } : null),
};

describe('set-up lines (Game.setup’s log) start the history', () => {
  beforeAll(() => {
    registry[deal.id] = { game: deal, bot: (s, seat) => deal.actions(s, seat)[0], bots: uniformBots };
  });
  afterAll(() => {
    delete registry[deal.id];
  });

  it('each reader reads the set-up lines it may see, before the first entry, and they stay after it', async () => {
    const created = await api('POST', '/api/matches', { body: { game: deal.id, seats: 2, players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'deal' } } });
    expect(created.status).toBe(201);
    const { id } = created.body;
    const tokens: string[] = created.body.seats.map((x: { token: string }) => x.token);
    const setupFor = async (token?: string) => (await api('GET', `/api/matches/${id}/log`, { token })).body;
    const roll = text('dt.roll', { n: 5, seat: seatRef(1) });
    const dealt = (seat: number, card: string) => text('dt.dealt', { seat: seatRef(seat), card });
    expect(await setupFor(tokens[0])).toEqual({ seq: 0, setup: [roll, dealt(0, 'ace')], entries: [], notes: [] });
    expect((await setupFor(tokens[1])).setup).toEqual([roll, dealt(1, 'king')]);
    expect((await setupFor()).setup).toEqual([roll]);
    expect((await api('POST', `/api/matches/${id}/actions`, { token: tokens[1], body: { command: 'pass' } })).status).toBe(200);
    const after = await setupFor(tokens[0]);
    expect(after.setup).toEqual([roll, dealt(0, 'ace')]);
    expect(after.entries.map((e: { lines: unknown[] }) => e.lines)).toEqual([[text('dt.pass', { seat: seatRef(1) })]]);
  });

  it('the first turn email tells its seat what set-up wrote that it may read, and nothing of the others’', async () => {
    const bo = `${unique('bo-deal')}@example.com`;
    const created = await api('POST', '/api/matches', { body: { game: deal.id, seats: 2, players: [{ name: 'Ana' }, { name: 'Bo', email: bo }], options: { seed: 'deal-mail' } } });
    expect(created.status).toBe(201);
    await confirmAll(created.body.id, [null, bo]);
    const [mail] = await waitForMail(bo);
    expect(mail.text).toContain('  - The dealer rolls 5: Bo starts.\n  - Bo is dealt the king.');
    // The word, not three letters of the match's random id in its links (5d829b17dab9d1ace6f8 failed a run).
    expect(mail.text).not.toMatch(/\bace\b/);
  });
});
