import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { backoffSeconds, consume, MAX_ATTEMPTS } from '../../src/notify/consumer';
import type { NotifyJob } from '../../src/notify/jobs';
import { api } from '../support/http';
import { create, hooksAt, outboxOf, unique } from '../support/notify';

function job(match: string, outbox: number, url: string): NotifyJob {
  return { type: 'deliver', match, outbox, channel: 'webhook', hook: { url, format: 'json', payload: { text: 'hello', n: outbox } } };
}

async function run(messages: { id: string; body: NotifyJob; attempts: number }[]) {
  const batch = createMessageBatch<NotifyJob>('pbm-notify', messages.map((m) => ({ ...m, timestamp: new Date() })));
  const ctx = createExecutionContext();
  await consume(batch, env);
  return getQueueResult(batch, ctx);
}

describe('the queue consumer', () => {
  it('acks what it delivered, retries what failed with backoff, gives up after the last attempt', async () => {
    const m = await create({ players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'queue-1' } });
    const ok = `/ok/${unique('q')}`;
    const result = await run([
      { id: 'a', body: job(m.id, 9001, `https://hooks.example.com${ok}`), attempts: 1 },
      { id: 'b', body: job(m.id, 9002, 'https://hooks.example.com/fail/q'), attempts: 2 },
      { id: 'c', body: job(m.id, 9003, 'https://hooks.example.com/fail/q'), attempts: MAX_ATTEMPTS },
      { id: 'd', body: job(m.id, 9004, 'https://10.0.0.1/hook'), attempts: 1 },
    ]);
    expect(result.explicitAcks.sort()).toEqual(['a', 'c']);
    // (The pool records which messages were retried, not their delay: backoffSeconds is checked below.)
    expect(result.retryMessages.map((r: { msgId: string }) => r.msgId).sort()).toEqual(['b', 'd']);
    expect(JSON.parse((await hooksAt(ok))[0].body)).toEqual({ text: 'hello', n: 9001 });
    expect([1, 2, 3, 4, 8, 20].map(backoffSeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });

  it('reports each attempt to the match: the seat sees sent, retrying and failed deliveries', async () => {
    const m = await create({ players: [{ name: 'A', webhook: 'https://hooks.example.com/fail/seat-a' }, { name: 'B', webhook: 'https://hooks.example.com/fail/seat-b' }], options: { seed: 'queue-2' } });
    const contact = async (seat: number) => (await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[seat] })).body;
    let rows = await outboxOf(m.id);
    for (let i = 0; i < 50 && !rows.length; i++) {
      await new Promise((r) => setTimeout(r, 100));
      rows = await outboxOf(m.id);
    }
    const row = rows[0];
    await run([{ id: 'x', body: job(m.id, row.id, 'https://hooks.example.com/fail/again'), attempts: MAX_ATTEMPTS }]);
    const after = await contact(row.seat);
    expect(after.deliveries.find((d: { id: number }) => d.id === row.id)).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, lastError: 'The webhook answered HTTP 500.' });
    expect(after.lastError.message).toBe('The webhook answered HTTP 500.');
    await run([{ id: 'y', body: job(m.id, row.id, `https://hooks.example.com/ok/${unique('late')}`), attempts: MAX_ATTEMPTS + 1 }]);
    expect((await contact(row.seat)).deliveries.find((d: { id: number }) => d.id === row.id)).toMatchObject({ state: 'sent' });
  });
});
