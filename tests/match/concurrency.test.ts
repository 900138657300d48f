import { describe, expect, it } from 'vitest';
import { api, createMatch } from '../support/http';

async function activeSeatAndCommand(id: string, tokens: string[]) {
  const spectator = (await api('GET', `/api/matches/${id}`)).body;
  const seat: number = spectator.active[0];
  const mine = (await api('GET', `/api/matches/${id}`, { token: tokens[seat] })).body;
  return { seat, seq: mine.seq as number, command: mine.actions[0] as string };
}

describe('optimistic concurrency and idempotency (DESIGN.md §5)', () => {
  it('20 concurrent copies of one legal command with the same expect: one 200, nineteen 409, one new log entry', async () => {
    const m = await createMatch('carolus-magnus', 2, 'race-1');
    const { seat, seq, command } = await activeSeatAndCommand(m.id, m.tokens);
    const logBefore = (await api('GET', `/api/matches/${m.id}/log`)).body.entries.length;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command, expect: seq } }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.error.code).toBe('stale');
    const log = (await api('GET', `/api/matches/${m.id}/log`)).body;
    expect(log.entries.length).toBe(logBefore + 1);
    expect(log.seq).toBe(seq + 1);
  });

  it('a stale expect is refused with 409 and changes nothing', async () => {
    const m = await createMatch('carolus-magnus', 2, 'race-2');
    const { seat, seq, command } = await activeSeatAndCommand(m.id, m.tokens);
    expect((await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command, expect: seq } })).status).toBe(200);
    const next = await activeSeatAndCommand(m.id, m.tokens);
    const r = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[next.seat], body: { command: next.command, expect: seq } });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('stale');
    expect(r.body.error.message).toBe(`The match has moved on: you saw entry ${seq}, it is now at ${seq + 1}. Reload and try again.`);
    // In the reader's language.
    const es = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[next.seat], body: { command: next.command, expect: seq }, headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(es.body.error.message).toBe(`La partida ha avanzado: viste la entrada ${seq} y ahora va por la ${seq + 1}. Recarga e inténtalo otra vez.`);
    expect((await api('GET', `/api/matches/${m.id}`)).body.seq).toBe(seq + 1);
  });

  it('a retry with the same id returns the first answer and writes nothing', async () => {
    const m = await createMatch('carolus-magnus', 2, 'retry-1');
    const { seat, seq, command } = await activeSeatAndCommand(m.id, m.tokens);
    const body = { command, expect: seq, id: 'click-1' };
    const first = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body });
    expect(first.status).toBe(200);
    const second = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const log = (await api('GET', `/api/matches/${m.id}/log`)).body;
    expect(log.seq).toBe(seq + 1);
    // The same id for a different command is refused rather than silently ignored.
    const other = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command: 'court pink', id: 'click-1' } });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('id_reused');
    expect(other.body.error.message).toBe('Request id “click-1” was already used for another command.');
    expect((await api('GET', `/api/matches/${m.id}/log`)).body.seq).toBe(seq + 1);
  });
});
