import { runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { Outbox } from '../../src/match/notices/outbox';
import { api } from '../support/http';
import { activeSeat, confirmAll, create, notices, outboxOf, playUntilActive, stubOf, unique, waitForMail } from '../support/notify';

describe('who is told, and when', () => {
  it('a seat whose page is connected live is not emailed when its turn comes', async () => {
    const emails = [`${unique('a')}@example.com`, `${unique('b')}@example.com`];
    const m = await create({ players: [{ name: 'A', email: emails[0] }, { name: 'B', email: emails[1] }], options: { seed: 'live-mail' } });
    await confirmAll(m.id, emails);
    const first = await activeSeat(m.id, m.tokens);
    const other = 1 - first.seat;
    await waitForMail(emails[first.seat]);
    const res = await SELF.fetch(`https://pbm.test/api/matches/${m.id}/live`, { headers: { upgrade: 'websocket' } });
    const ws = res.webSocket as WebSocket;
    ws.accept();
    ws.send(JSON.stringify({ type: 'auth', token: m.tokens[other] }));
    for (let i = 0; i < 50 && !(await stubOf(m.id).watchingSeats()).includes(other); i++) await new Promise((r) => setTimeout(r, 20));
    await playUntilActive(m.id, m.tokens, other);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await outboxOf(m.id)).filter((r) => r.seat === other && r.kind !== 'verify')).toEqual([]);
    expect(await notices(emails[other])).toEqual([]);
    ws.close(1000);
  });

  it('several events waiting for one seat collapse into one message', async () => {
    const m = await create({ players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'collapse' } });
    const rows = await runInDurableObject(stubOf(m.id), (_room, state) => {
      const outbox = new Outbox(state.storage.sql);
      const now = Date.now();
      outbox.add(1, 'message', 'email', now + 60_000, now);
      outbox.add(1, 'message', 'email', now + 90_000, now);
      outbox.add(1, 'turn', 'email', now + 120_000, now);
      outbox.add(1, 'turn', 'webhook', now + 120_000, now);
      outbox.add(1, 'reminder', 'email', now, now);
      return state.storage.sql.exec('SELECT kind, channel FROM outbox ORDER BY id').toArray();
    });
    expect(rows).toEqual([
      { kind: 'turn', channel: 'email' },
      { kind: 'turn', channel: 'webhook' },
      { kind: 'reminder', channel: 'email' },
    ]);
  });

  it('a match with no contacts and no clock writes nothing besides its log and snapshot', async () => {
    const m = await create({ players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'quiet' } });
    await playUntilActive(m.id, m.tokens, 1 - (await activeSeat(m.id, m.tokens)).seat);
    const counts = await runInDurableObject(stubOf(m.id), (_room, state) =>
      ['outbox', 'clocks', 'messages'].map((t) => Number(state.storage.sql.exec(`SELECT count(*) AS n FROM ${t}`).one().n)),
    );
    expect(counts).toEqual([0, 0, 0]);
  });
});
