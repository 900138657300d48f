import { env, evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MatchRoom } from '../../src/match/room';
import { MatchStore } from '../../src/match/log/store';
import { carolusMagnus } from '../../src/games/carolus-magnus';
import { api, createMatch } from '../support/http';

async function playSome(id: string, tokens: string[], steps: number) {
  for (let i = 0; i < steps; i++) {
    const seat: number = (await api('GET', `/api/matches/${id}`)).body.active[0];
    const mine = (await api('GET', `/api/matches/${id}`, { token: tokens[seat] })).body;
    await api('POST', `/api/matches/${id}/actions`, { token: tokens[seat], body: { command: mine.actions[0] } });
  }
}

function stubOf(id: string): DurableObjectStub<MatchRoom> {
  return env.MATCH.get(env.MATCH.idFromName(id));
}

describe('rules version (DESIGN.md §5)', () => {
  it('records the rules version the match started with', async () => {
    const m = await createMatch('carolus-magnus', 2, 'rv-0');
    expect((await api('GET', `/api/matches/${m.id}`)).body.rulesVersion).toBe(carolusMagnus.rulesVersion);
  });

  it('after a rules change, a log that still replays is carried over to the new version', async () => {
    const m = await createMatch('carolus-magnus', 2, 'rv-1');
    await playSome(m.id, m.tokens, 6);
    const before = (await api('GET', `/api/matches/${m.id}`)).body;
    await runInDurableObject(stubOf(m.id), (_i, state) => {
      const store = new MatchStore(state.storage);
      store.putMeta({ ...store.meta()!, rulesVersion: '0' });
    });
    await evictDurableObject(stubOf(m.id));
    const after = (await api('GET', `/api/matches/${m.id}`)).body;
    expect(after.status).toBe('active');
    expect(after.rulesVersion).toBe(carolusMagnus.rulesVersion);
    expect(after.view).toEqual(before.view);
    await runInDurableObject(stubOf(m.id), (_i, state) => {
      expect(new MatchStore(state.storage).meta()!.migratedFrom).toEqual(['0']);
    });
  });

  it('a log that no longer replays freezes the match with a clear message', async () => {
    const m = await createMatch('carolus-magnus', 2, 'rv-2');
    await playSome(m.id, m.tokens, 6);
    // Simulate a rule change that makes entry 3 illegal: the stored command no longer applies.
    await runInDurableObject(stubOf(m.id), (_i, state) => {
      const store = new MatchStore(state.storage);
      store.putMeta({ ...store.meta()!, rulesVersion: '0' });
      state.storage.sql.exec("UPDATE events SET command = 'disc 9' WHERE seq = 3");
    });
    await evictDurableObject(stubOf(m.id));
    const frozen = (await api('GET', `/api/matches/${m.id}`)).body;
    expect(frozen.status).toBe('frozen');
    expect(frozen.actions).toEqual([]);
    expect(frozen.frozen).toMatch(/rules of Carolus Magnus changed/);
    expect(frozen.frozen).toMatch(/entry 3 \("disc 9"/);
    const refused = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[frozen.active[0] ?? 0], body: { command: 'disc 1' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('frozen');
    // The log can still be read.
    expect((await api('GET', `/api/matches/${m.id}/log`)).body.entries.length).toBe(6);
  });

  it('a match whose game left the service is frozen, kept readable, and refuses moves with a clear error', async () => {
    const m = await createMatch('carolus-magnus', 2, 'rv-gone');
    await playSome(m.id, m.tokens, 3);
    const log = (await api('GET', `/api/matches/${m.id}/log`)).body;
    await runInDurableObject(stubOf(m.id), (_i, state) => {
      const store = new MatchStore(state.storage);
      store.putMeta({ ...store.meta()!, game: 'a-retired-game' });
    });
    await evictDurableObject(stubOf(m.id));
    const view = await api('GET', `/api/matches/${m.id}`, { token: m.tokens[0] });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ status: 'frozen', actions: [], summary: [{ key: 'core.retired' }] });
    expect(view.body.frozen).toContain('"a-retired-game" is no longer offered');
    const move = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[0], body: { command: 'disc 1' } });
    expect([move.status, move.body.error.code]).toEqual([409, 'frozen']);
    expect((await api('GET', `/api/matches/${m.id}/log`)).body).toEqual(log);
  });
});
