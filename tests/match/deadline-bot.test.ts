import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformBots } from '../../src/engine/bots';
import type { Bot, Game, TimeoutMove } from '../../src/engine/types';
import { registry } from '../../src/games';
import { api } from '../support/http';
import { eventually, letTimePass } from '../support/notify';

/**
 * A game for this test only (registered here, never in the production registry): seats take
 * turns taking 1 to 3 stones or waiting. Its rulings' timeout default is to wait; its random bot
 * never waits, so a logged "wait" can only come from the timeout defaults.
 */
type Stones = { turn: number; taken: number[]; steps: number };
const STEPS = 6;
const stones: Game<Stones> = {
  id: 'stones-test',
  title: 'Stones',
  rulesVersion: '1',
  seats: { min: 2, max: 2 },
  setup: () => ({ turn: 0, taken: [0, 0], steps: 0 }),
  active: (s) => (s.steps >= STEPS ? [] : [s.turn]),
  actions: (s, seat) => (s.steps < STEPS && seat === s.turn ? ['take 1', 'take 2', 'take 3', 'wait'] : []),
  apply: (s, seat, command) => {
    if (!stones.actions(s, seat).includes(command)) return { ok: false, code: 'illegal', message: `"${command}" is not a move now` };
    const taken = [...s.taken];
    if (command !== 'wait') taken[seat] += Number(command.split(' ')[1]);
    return { ok: true, value: { state: { turn: 1 - seat, taken, steps: s.steps + 1 }, log: [{ text: `Seat ${seat}: ${command}` }] } };
  },
  view: (s) => s,
  summary: (s) => [`Taken: ${s.taken.join(' and ')}`],
  result: (s) => (s.steps >= STEPS ? { winners: s.taken[0] >= s.taken[1] ? [0] : [1], reason: 'the stones are gone' } : null),
};
const bot: Bot<Stones> = (s, seat, random) => {
  const moves = stones.actions(s, seat).filter((c) => c !== 'wait');
  return moves[Math.floor(random() * moves.length)];
};
const timeout: TimeoutMove<Stones> = () => 'wait';

const HOUR = 3_600_000;

describe('the deadline policy "bot" plays the game’s timeout defaults (DESIGN.md §3, §7)', () => {
  beforeAll(() => {
    registry[stones.id] = { game: stones, bot, bots: uniformBots, timeout };
  });
  afterAll(() => {
    delete registry[stones.id];
  });

  it('at each deadline the late seat’s move is its timeout default, never a random command', async () => {
    const created = await api('POST', '/api/matches', {
      body: { game: stones.id, seats: 2, players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'stones' }, clock: { hours: 1, policy: 'bot' } },
    });
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    for (let deadline = 1; deadline <= 3; deadline++) {
      // Views read before the deadline (the object keeps what it read in memory) change nothing.
      for (const token of [undefined, ...created.body.seats.map((x: { token: string }) => x.token)]) {
        expect((await api('GET', `/api/matches/${id}`, { token })).status).toBe(200);
      }
      await letTimePass(id, HOUR + 1000);
      // On a loaded machine the object's own alarm may be the one that plays the late move, a moment later.
      const log = await eventually(async () => (await api('GET', `/api/matches/${id}/log`)).body.entries as { seat: number; command: string }[], (l) => l.length >= deadline);
      expect(log).toHaveLength(deadline);
      expect(log.at(-1)).toMatchObject({ seat: (deadline - 1) % 2, command: 'wait' });
    }
    // The seats still play their own moves in between.
    const mine = (await api('GET', `/api/matches/${id}`, { token: created.body.seats[1].token })).body;
    expect(mine.actions).toEqual(['take 1', 'take 2', 'take 3', 'wait']);
  });
});
