import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameBots } from '../../src/engine/bots';
import type { Bot, Game } from '../../src/engine/types';
import { registry } from '../../src/games';
import { api } from '../support/http';
import { afterBots, storedEvents } from '../support/bots';

/**
 * A game for this test only (registered here, never in the production registry): seats take turns
 * taking 1, 2 or 3 stones. It lists "take 3" but refuses it (a game's slip), its `good` bot always
 * asks for "take 3", and its `easy` bot throws. Neither may stall a match.
 */
type Stones = { turn: number; taken: number[]; steps: number };
const STEPS = 8;
const stones: Game<Stones> = {
  id: 'stones-bots-test',
  title: 'Stones',
  rulesVersion: '1',
  seats: { min: 2, max: 2 },
  setup: () => ({ turn: 0, taken: [0, 0], steps: 0 }),
  active: (s) => (s.steps >= STEPS ? [] : [s.turn]),
  actions: (s, seat) => (s.steps < STEPS && seat === s.turn ? ['take 3', 'take 2', 'take 1'] : []),
  apply: (s, seat, command) => {
    if (command === 'take 3' || !stones.actions(s, seat).includes(command)) return { ok: false, code: 'illegal', message: `"${command}" is not a move now` };
    const taken = [...s.taken];
    taken[seat] += Number(command.split(' ')[1]);
    return { ok: true, value: { state: { turn: 1 - seat, taken, steps: s.steps + 1 }, log: [{ text: `Seat ${seat}: ${command}` }] } };
  },
  view: (s) => s,
  summary: (s) => [`Taken: ${s.taken.join(' and ')}`],
  result: (s) => (s.steps >= STEPS ? { winners: s.taken[0] >= s.taken[1] ? [0] : [1], reason: 'the stones are gone' } : null),
};
const bot: Bot<Stones> = () => 'take 1';
const bots: GameBots<Stones> = {
  good: () => 'take 3',
  easy: () => {
    throw new Error('this bot fails');
  },
};

describe('a bot never stalls a match (issue 26)', () => {
  beforeAll(() => {
    registry[stones.id] = { game: stones, bot, bots, timeout: () => 'take 2' };
  });
  afterAll(() => {
    delete registry[stones.id];
  });

  for (const level of ['good', 'easy'] as const) {
    const what = level === 'good' ? 'a good bot whose choice the game refuses' : 'an easy bot that fails';
    it(`${what} plays the seat's timeout default instead, and the match goes on to its end`, async () => {
      const created = await api('POST', '/api/matches', { body: { game: stones.id, seats: 2, players: [{ name: 'Ana' }, { bot: level }], options: { seed: `stones-${level}` } } });
      expect(created.status).toBe(201);
      const id: string = created.body.id;
      const token: string = created.body.seats[0].token;
      for (let i = 0; i < STEPS / 2; i++) {
        const view = await afterBots(id, token);
        const r = await api('POST', `/api/matches/${id}/actions`, { token, body: { command: 'take 1', expect: view.seq } });
        expect(r.status).toBe(200);
      }
      const last = await afterBots(id, token);
      expect(last.status).toBe('finished');
      const botMoves = (await storedEvents(id)).filter((e) => e.seat === 1).map((e) => e.command);
      expect(botMoves).toEqual(['take 2', 'take 2', 'take 2', 'take 2']);
    });
  }
});
