import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { readMatchIndex } from '../../src/db/queries';
import type { MatchRoom } from '../../src/match/room';
import { api, createMatch } from '../support/http';

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let v = await read();
  for (let i = 0; i < 250 && !ok(v); i++) {
    await new Promise((r) => setTimeout(r, 20));
    v = await read();
  }
  return v;
}

describe('the D1 index follows each commit', () => {
  it('records game, seats, whose turn and status from creation on', async () => {
    const m = await createMatch('carolus-magnus', 2, 'index-1');
    const first = await eventually(() => readMatchIndex(env.DB, m.id), (r) => r !== null);
    expect(first).toMatchObject({ game: 'carolus-magnus', status: 'active', seats: 2, seq: 0, result: null });
    expect(first!.players.map((p) => p.name)).toEqual(['P0', 'P1']);
    const view = (await api('GET', `/api/matches/${m.id}`)).body;
    expect(first!.active).toEqual(view.active);
    // (The finished status and result are checked at the end of the full matches.)
  });

  it('a failed index write is retried by the alarm until D1 agrees', async () => {
    const m = await createMatch('carolus-magnus', 2, 'index-2');
    await eventually(() => readMatchIndex(env.DB, m.id), (r) => r !== null);
    const stub: DurableObjectStub<MatchRoom> = env.MATCH.get(env.MATCH.idFromName(m.id));
    // D1 becomes unusable: the next writes fail.
    await env.DB.exec('ALTER TABLE matches RENAME TO matches_away');
    const seat: number = (await api('GET', `/api/matches/${m.id}`)).body.active[0];
    const mine = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[seat] })).body;
    const moved = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command: mine.actions[0] } });
    expect(moved.status).toBe(200); // a failing index never blocks a move
    await runDurableObjectAlarm(stub); // the index write that the commit armed, now
    const failed = await runInDurableObject(stub, async (_i, state) => ({
      index: state.storage.sql.exec("SELECT value FROM meta WHERE key = 'index-failure'").toArray()[0]?.value as string,
      alarm: await state.storage.getAlarm(),
    }));
    expect(JSON.parse(failed.index)).toMatchObject({ failures: 1, lastError: expect.stringMatching(/matches/) });
    expect(failed.alarm).toBeGreaterThan(Date.now());

    await env.DB.exec('ALTER TABLE matches_away RENAME TO matches');
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const row = await readMatchIndex(env.DB, m.id);
    expect(row?.seq).toBe(moved.body.seq);
    // Once D1 agrees, the failure record is gone.
    const cleared = await runInDurableObject(stub, (_i, state) =>
      state.storage.sql.exec("SELECT count(*) AS n FROM meta WHERE key = 'index-failure'").one().n,
    );
    expect(cleared).toBe(0);
  });
});
