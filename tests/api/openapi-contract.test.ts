import { describe, expect, it } from 'vitest';
import { Contract } from '../support/contract';
import { playChecked } from '../support/contract-play';

/** A whole match is several hundred requests: seconds alone, a minute or more on a loaded 2-core machine. */
const FULL_MATCH_MS = 300_000;

const contract = new Contract();

describe('the OpenAPI document describes every real answer (issue 28)', () => {
  const games: [string, number, Record<string, unknown>][] = [
    ['carolus-magnus', 3, {}],
    ['senor-de-la-guerra', 2, {}],
    ['lancaster', 3, {}],
    ['princeps-machiavelli', 3, { length: 'rounds:5' }],
    ['king-david', 3, { short: 3 }],
  ];
  for (const [game, seats, options] of games) {
    it(`${game}: a whole match, from an open seat to the export, answers as documented`, async () => {
      const { steps, last } = await playChecked(contract, game, seats, `contract-${game}`, options);
      expect(last.status).toBe('finished');
      expect(steps).toBeGreaterThan(10);
      expect(contract.problems).toEqual([]);
    }, FULL_MATCH_MS);
  }
});

describe('a what-if of a finished match answers as documented (issue 26)', () => {
  it('carolus-magnus: forked with new links and as a hot seat with a bot; its views, history, export, one move, its refusals; the origin lists it', async () => {
    const origin = await playChecked(contract, 'carolus-magnus', 2, 'contract-fork');
    expect(origin.last.status).toBe('finished');
    const path = `/api/matches/${origin.id}`;
    const events: { seq: number; seat: number | null }[] = (await contract.request('GET', `${path}/export`)).body.events;
    const last = events.length;
    // An entry after which seat 0 moved next in the origin: in the what-if, the hot seat is on turn there.
    const hotAt = events.find((e) => e.seq > 3 && e.seat === 0)!.seq - 1;
    const made = await contract.request('POST', `${path}/fork`, { body: { at: 5 } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const fork = `/api/matches/${made.body.id}`;
    const token: string = made.body.seats[0].token;
    expect((await contract.request('GET', fork)).body.origin).toEqual({ id: origin.id, at: 5 });
    await contract.request('GET', fork, { token });
    await contract.request('GET', `${fork}/log`, { token });
    await contract.request('GET', `${fork}/at/3`, { token });
    expect((await contract.request('GET', `${fork}/export`, { token })).body.fork).toMatchObject({ origin: origin.id, at: 5 });
    expect((await contract.request('GET', path)).body.forks.map((f: { id: string }) => f.id)).toEqual([made.body.id]);

    const hot = await contract.request('POST', `${path}/fork`, { body: { at: hotAt, players: [{ name: 'Ana' }, { bot: 'good' }], hotseat: true } });
    expect(hot.status, JSON.stringify(hot.body)).toBe(201);
    expect([hot.body.seats, hot.body.hotseat.seats, hot.body.bots.map((b: { seat: number }) => b.seat)]).toEqual([[], [0], [1]]);
    const hotPath = `/api/matches/${hot.body.id}`;
    const view = (await contract.request('GET', hotPath, { token: hot.body.hotseat.token })).body;
    expect([view.you, view.hotseat]).toEqual([0, { seats: [0], ready: [0] }]);
    expect((await contract.request('GET', hotPath, { token: `${hot.body.hotseat.token}~1` })).body.error.code).toBe('not_hot_seat');
    const command = view.actions.find((a: string) => a !== 'undo');
    const moved = await contract.request('POST', `${hotPath}/actions`, { token: `${hot.body.hotseat.token}~0`, body: { command, expect: view.seq } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const refusals: [Record<string, unknown>, number, string][] = [
      [{ at: last }, 422, 'ended_there'],
      [{ at: last + 1 }, 404, 'no_such_entry'],
      [{ at: 3, players: [{ name: 'Ana' }] }, 400, 'bad_players'],
      [{ at: 3, players: [{ bot: 'easy' }, { bot: 'good' }] }, 400, 'no_person'],
    ];
    for (const [body, status, code] of refusals) {
      const r = await contract.request('POST', `${path}/fork`, { body });
      expect([r.status, r.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(contract.problems).toEqual([]);
  }, FULL_MATCH_MS);
});

describe('the check itself', () => {
  it('refuses an answer the document does not describe: a renamed field of the match view or of a game’s view, an undocumented status or code', async () => {
    const probe = new Contract();
    const created = await probe.request('POST', '/api/matches', { body: { game: 'lancaster', seats: 2, players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'probe' } } });
    const view = await probe.request('GET', `/api/matches/${created.body.id}`, { token: created.body.seats[0].token });
    expect(probe.problems).toEqual([]);
    const path = `/api/matches/${created.body.id}`;
    const { round, ...board } = view.body.view;
    expect(typeof round).toBe('number');
    const { seq, ...rest } = view.body;
    expect(probe.check('GET', path, { ...view, body: { ...view.body, view: { ...board, rounds: round } } })).toHaveLength(1);
    expect(probe.check('GET', path, { ...view, body: { ...rest, sequence: seq } })).toHaveLength(1);
    expect(probe.check('GET', path, { ...view, status: 409, body: { error: { code: 'stale', message: 'x' } } })).toHaveLength(1);
    expect(probe.check('GET', path, { ...view, status: 404, body: { error: { code: 'no_such_entry', message: 'x' } } })).toHaveLength(1);
    expect(probe.check('GET', path, { ...view, status: 404, body: { error: { code: 'unknown_match', message: 'x' } } })).toEqual([]);
  });
});
