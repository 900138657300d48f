import { describe, expect, it } from 'vitest';
import { api, createMatch, type TestMatch } from '../support/http';

/** What `seat` (undefined = spectator) can read of a match, without what differs between twins. */
async function readable(m: TestMatch, seat?: number) {
  const token = seat === undefined ? undefined : m.tokens[seat];
  const view = (await api('GET', `/api/matches/${m.id}`, { token })).body;
  const log = (await api('GET', `/api/matches/${m.id}/log`, { token })).body;
  const { id: _id, ...rest } = view;
  return { view: rest, log: { ...log, entries: log.entries.map(({ at: _at, ...e }: any) => e) } };
}

async function send(m: TestMatch, seat: number, command: string) {
  const r = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command } });
  if (r.status !== 200) throw new Error(`${command}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Plays the first listed command of the first seat that has one, in both twins alike. */
async function stepBoth(a: TestMatch, b: TestMatch) {
  const spectator = (await api('GET', `/api/matches/${a.id}`)).body;
  for (const seat of spectator.active as number[]) {
    const mine = (await api('GET', `/api/matches/${a.id}`, { token: a.tokens[seat] })).body;
    if (mine.actions.length) {
      await send(a, seat, mine.actions[0]);
      await send(b, seat, mine.actions[0]);
      return mine.actions as string[];
    }
  }
  throw new Error('nobody can act');
}

describe('secret simultaneous steps stay secret through the API, log and history', () => {
  it('LA parliament (AS-2/AS-3): twins differing only in one vote look the same to everyone else', async () => {
    const a = await createMatch('lancaster', 3, 'twin-vote');
    const b = await createMatch('lancaster', 3, 'twin-vote');
    for (let i = 0; i < 200; i++) {
      const mine = (await api('GET', `/api/matches/${a.id}`, { token: a.tokens[0] })).body;
      if (mine.actions.some((x: string) => x.startsWith('vote '))) break;
      await stepBoth(a, b);
    }
    const votes: string[] = (await api('GET', `/api/matches/${a.id}`, { token: a.tokens[0] })).body.actions;
    expect(votes.length).toBeGreaterThan(1);
    expect(await readable(a, 1)).toEqual(await readable(b, 1));

    const va = await send(a, 0, votes[0]);
    const vb = await send(b, 0, votes[votes.length - 1]);
    expect(va.seq).toBe(vb.seq);
    // The voter sees its own vote; the others and the spectator see no difference at all.
    expect(await readable(a, 0)).not.toEqual(await readable(b, 0));
    for (const seat of [1, 2, undefined]) expect(await readable(a, seat)).toEqual(await readable(b, seat));
    const otherLog = (await readable(a, 1)).log.entries.at(-1);
    expect(otherLog.seat).toBeNull();
    expect(otherLog.command).toBeNull();
    expect(otherLog.lines).toEqual([]);
    // Until the end, another seat's export hides the vote too.
    const exp = (await api('GET', `/api/matches/${a.id}/export`, { token: a.tokens[1] })).body;
    expect(exp.events.at(-1)).toMatchObject({ seat: null, command: null });
    expect(JSON.stringify(exp)).not.toContain(votes[0]);
  });
});
