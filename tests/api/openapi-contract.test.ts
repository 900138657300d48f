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
