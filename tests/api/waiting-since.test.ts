import { describe, expect, it } from 'vitest';
import { api } from '../support/http';
import { create } from '../support/notify';

describe('the view says since when the match waits (issue 18: "next match where it is my turn")', () => {
  it('`at` is when the viewer\'s last known entry was written; at entry 0, when the match started', async () => {
    const before = Date.now();
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'waiting-since' } });
    const start = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[0] })).body;
    expect(start.seq).toBe(0);
    expect(start.at).toBeGreaterThanOrEqual(before);
    expect(start.at).toBeLessThanOrEqual(Date.now());
    // The same for everyone who looks, spectators included.
    expect((await api('GET', `/api/matches/${m.id}`)).body.at).toBe(start.at);

    await new Promise((r) => setTimeout(r, 5));
    const seat: number = start.active[0];
    const mine = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[seat] })).body;
    const moved = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command: mine.actions[0] } });
    expect(moved.status).toBe(200);
    const log = (await api('GET', `/api/matches/${m.id}/log`)).body;
    const last = log.entries.at(-1);
    expect(last.seq).toBe(1);
    expect(moved.body.at).toBe(last.at);
    expect((await api('GET', `/api/matches/${m.id}`, { token: m.tokens[1 - seat] })).body.at).toBe(last.at);
    expect(last.at).toBeGreaterThan(start.at);
  });
});
