import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MAX_OVERDUE_REMINDERS } from '../../src/match/clock/clock';
import { IDLE_MATCH_DAYS, OPEN_MATCH_DAYS, UNREAD_FINISHED_DAYS } from '../../src/match/retention/retention';
import { timers } from '../../src/match/play/alarm';
import type { Match } from '../../src/match/play/match';
import { api } from '../support/http';
import { create, eventually, stubOf } from '../support/notify';
import { registerStones } from '../notify/stones-game';

/**
 * Moves everything the retention timer looks at `ms` into the past (creation, start, the log,
 * the last read, the clocks), as if that much time had gone by, then runs the retention timer:
 * by the match's alarm (`byAlarm`), or straight, so that no other timer's alarm firing on its
 * own at the same moment can run it at a later due time than now.
 */
async function age(id: string, ms: number, byAlarm = false): Promise<void> {
  await runInDurableObject(stubOf(id), (room, state) => {
    const sql = state.storage.sql;
    const meta = JSON.parse(String(sql.exec(`SELECT value FROM meta WHERE key = 'match'`).one().value));
    meta.createdAt -= ms;
    if (meta.startedAt) meta.startedAt -= ms;
    sql.exec(`UPDATE meta SET value = ? WHERE key = 'match'`, JSON.stringify(meta));
    sql.exec(`UPDATE meta SET value = CAST(CAST(value AS INTEGER) - ? AS TEXT) WHERE key = 'last-read'`, ms);
    sql.exec('UPDATE events SET at = at - ?', ms);
    sql.exec('UPDATE clocks SET since = since - ?, vacation_from = vacation_from - ?, vacation_until = vacation_until - ?', ms, ms, ms);
    const r = room as unknown as { m: Match; rebuild(): void };
    r.m.store.forget();
    if (byAlarm) r.m.scheduler.at('retention', Date.now());
    else return timers(r.m, () => r.rebuild()).retention(Date.now());
  });
  if (byAlarm) await runDurableObjectAlarm(stubOf(id));
}

const indexed = async (id: string) => ({
  matches: ((await env.DB.prepare('SELECT count(*) AS n FROM matches WHERE id = ?').bind(id).first()) as { n: number }).n,
  seats: ((await env.DB.prepare('SELECT count(*) AS n FROM seats WHERE match_id = ?').bind(id).first()) as { n: number }).n,
});

const tables = (id: string) =>
  runInDurableObject(stubOf(id), (_room, state) => {
    const names = state.storage.sql.exec(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%'`).toArray();
    return names.reduce((n, r) => n + Number(state.storage.sql.exec(`SELECT count(*) AS n FROM "${String(r.name)}"`).one().n), 0);
  });

/** Plays the stones game to its end: the first seat takes two stones. */
async function finished(seed: string) {
  const m = await create({ game: 'test-stones', players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed } });
  for (let i = 0; i < 3; i++) {
    const v = (await api('GET', `/api/matches/${m.id}`)).body;
    if (v.status === 'finished') break;
    const seat = v.active[0];
    const mine = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[seat] })).body;
    expect((await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command: mine.actions[0] } })).status).toBe(200);
  }
  expect((await api('GET', `/api/matches/${m.id}`)).body.status).toBe('finished');
  return m;
}

describe('how long a match is kept: the match’s own alarm', () => {
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerStones();
  });
  afterAll(() => unregister());

  it(`an open match nobody joined is deleted after ${OPEN_MATCH_DAYS} days, with its storage and its index rows`, async () => {
    const created = await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, players: [{ name: 'Ana' }], options: { seed: 'keep-open' } } });
    const id: string = created.body.id;
    await eventually(() => indexed(id), (n) => n.matches === 1 && n.seats === 2);
    await age(id, (OPEN_MATCH_DAYS - 1) * DAY_MS);
    expect((await api('GET', `/api/matches/${id}`)).body.status).toBe('open');
    await age(id, DAY_MS, true);
    // The alarm may be running on its own already (the index timer's): then it does the work.
    expect((await eventually(() => api('GET', `/api/matches/${id}`), (r) => r.status === 404)).status).toBe(404);
    expect(await indexed(id)).toEqual({ matches: 0, seats: 0 });
    expect(await tables(id)).toBe(0);
    expect(await runInDurableObject(stubOf(id), (_room, state) => state.storage.getAlarm())).toBeNull();
  });

  it(`a finished match is kept while it is read, and deleted ${UNREAD_FINISHED_DAYS} days after its last read`, async () => {
    const m = await finished('keep-finished');
    await eventually(() => indexed(m.id), (n) => n.matches === 1);
    await age(m.id, (UNREAD_FINISHED_DAYS - 1) * DAY_MS);
    // Someone reads it: another full span from now.
    expect((await api('GET', `/api/matches/${m.id}/log`)).status).toBe(200);
    await age(m.id, (UNREAD_FINISHED_DAYS - 1) * DAY_MS);
    expect((await api('GET', `/api/matches/${m.id}`, { token: m.tokens[0] })).body.status).toBe('finished');
    // That read counted too; a whole span with no read deletes it.
    await age(m.id, UNREAD_FINISHED_DAYS * DAY_MS);
    expect((await api('GET', `/api/matches/${m.id}`)).status).toBe(404);
    expect(await indexed(m.id)).toEqual({ matches: 0, seats: 0 });
    expect(await tables(m.id)).toBe(0);
  });

  it(`an active match with no time control ends when nobody has moved for ${IDLE_MATCH_DAYS} days: every seat forfeits, nobody wins`, async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'keep-idle' } });
    await age(m.id, (IDLE_MATCH_DAYS - 1) * DAY_MS);
    expect((await api('GET', `/api/matches/${m.id}`)).body.status).toBe('active');
    await age(m.id, DAY_MS);
    const v = (await api('GET', `/api/matches/${m.id}`)).body;
    expect(v.status).toBe('finished');
    expect(v.result).toMatchObject({ winners: [], forfeited: [0, 1] });
    const log = (await api('GET', `/api/matches/${m.id}/log`)).body.entries as { kind: string; seat: number }[];
    expect(log.slice(-2).map((e) => [e.kind, e.seat])).toEqual([
      ['forfeit', 0],
      ['forfeit', 1],
    ]);
    expect(JSON.stringify(log.at(-2))).toContain('core.idleEnd');
    await eventually(
      async () => (await env.DB.prepare('SELECT status FROM matches WHERE id = ?').bind(m.id).first()) as { status: string } | null,
      (r) => r?.status === 'finished',
    );
  });

  it('with a time control the forfeit horizon is the time per move and every reminder after it', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'keep-idle-clock' }, clock: { hours: 10, policy: 'remind' } });
    const horizon = 10 * 3_600_000 * (1 + MAX_OVERDUE_REMINDERS);
    await age(m.id, horizon - 3_600_000);
    expect((await api('GET', `/api/matches/${m.id}`)).body.status).toBe('active');
    await age(m.id, 3_600_000);
    expect((await api('GET', `/api/matches/${m.id}`)).body).toMatchObject({ status: 'finished', result: { winners: [], forfeited: [0, 1] } });
  });
});
