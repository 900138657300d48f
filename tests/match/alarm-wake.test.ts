import { env, evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/match/clock/clock';
import { INDEX_DELAY_MS } from '../../src/match/log/index-sync';
import { IDLE_MATCH_DAYS, OPEN_MATCH_DAYS } from '../../src/match/retention/retention';
import { api, createMatch } from '../support/http';
import { eventually, stubOf } from '../support/notify';

const indexedSeq = async (id: string) => ((await env.DB.prepare('SELECT seq FROM matches WHERE id = ?').bind(id).first()) as { seq: number } | null)?.seq ?? null;

describe('an object started by its own alarm (getAlarm() answers null while the alarm runs)', () => {
  it(`the index timer's alarm, waking an evicted match without a clock, does not end it as idle: its next look is ${IDLE_MATCH_DAYS} days after the move`, async () => {
    const m = await createMatch('carolus-magnus', 2, 'woken-by-alarm');
    const view = (await api('GET', `/api/matches/${m.id}`)).body;
    const seat: number = view.active[0];
    const mine = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[seat] })).body;
    const moved = Date.now();
    expect((await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command: mine.actions.find((a: string) => a !== 'undo') } })).status).toBe(200);
    // The move armed the index timer INDEX_DELAY_MS ahead; the object goes before it fires, so
    // that workerd's own firing starts it again. Nothing else reaches the object meanwhile (D1 is read straight).
    await evictDurableObject(stubOf(m.id));
    expect(await eventually(() => indexedSeq(m.id), (seq) => seq === 1, 20 * INDEX_DELAY_MS)).toBe(1);
    const after = (await api('GET', `/api/matches/${m.id}`)).body;
    expect(after.status).toBe('active');
    expect(after.seq).toBe(1);
    const alarm = await runInDurableObject(stubOf(m.id), (_room, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThanOrEqual(moved + IDLE_MATCH_DAYS * DAY_MS);
    expect(alarm).toBeLessThanOrEqual(Date.now() + IDLE_MATCH_DAYS * DAY_MS);
  });

  it(`nor does it delete an open match before ${OPEN_MATCH_DAYS} days`, async () => {
    const created = await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, players: [{ name: 'Ana' }], options: { seed: 'open-woken' } } });
    const id: string = created.body.id;
    await evictDurableObject(stubOf(id));
    // The index row is first written by that alarm; a match deleted by it loses the row at once.
    expect(await eventually(() => indexedSeq(id), (seq) => seq !== null, 20 * INDEX_DELAY_MS)).toBe(0);
    expect((await api('GET', `/api/matches/${id}`)).body.status).toBe('open');
  });
});
