import { createScheduledController, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { SIGNIN_SPACING_MS } from '../../src/api/routes/mail';
import { INBOUND_LOG_DAYS } from '../../src/db/prune';
import { DAY_MS } from '../../src/match/clock/clock';
import { CONFIRMATION_SPACING_MS } from '../../src/match/notices/confirmation-mail';
import { unique } from '../support/notify';

const count = async (sql: string, ...args: unknown[]) => ((await env.DB.prepare(sql).bind(...args).first()) as { n: number }).n;

describe('the cron sweeps what strangers can make D1 hold outside the matches', () => {
  it(`inbound mail records older than ${INBOUND_LOG_DAYS} days, and pacing rows past their spacing, go; opt-outs and declines stay`, async () => {
    const now = Date.now();
    const tag = unique('prune');
    const old = now - INBOUND_LOG_DAYS * DAY_MS - 60_000;
    const recent = now - INBOUND_LOG_DAYS * DAY_MS + 60_000;
    for (const at of [old, recent]) {
      await env.DB.prepare(`INSERT INTO inbound_mail (at, sender, recipient, outcome) VALUES (?, ?, 'x@pbm.example', 'unknown_recipient')`).bind(at, `${tag}@example.com`).run();
    }
    const keys = new Map<string, string>();
    /** A fresh address hash (24 hex digits) per name, as the service stores them. */
    const h = (k: string) => keys.get(k) ?? (keys.set(k, crypto.randomUUID().replace(/-/g, '').slice(0, 24)), keys.get(k) as string);
    const signin = [
      [h('s-spent'), now - SIGNIN_SPACING_MS - 60_000, 0],
      [h('s-fresh'), now - 60_000, 0],
      [h('s-optout'), now - 365 * DAY_MS, 1],
    ] as const;
    for (const [hash, at, out] of signin) await env.DB.prepare('INSERT INTO signin_requests (email_hash, last_at, opted_out) VALUES (?, ?, ?)').bind(hash, at, out).run();
    const checks = [
      [h('c-spent'), now - CONFIRMATION_SPACING_MS - 60_000, 0],
      [h('c-fresh'), now - 60_000, 0],
      [h('c-declined'), now - 365 * DAY_MS, 1],
    ] as const;
    for (const [hash, at, declined] of checks) await env.DB.prepare('INSERT INTO address_checks (email_hash, last_sent_at, declined) VALUES (?, ?, ?)').bind(hash, at, declined).run();

    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '*/15 * * * *' }), env as never);

    expect(await count('SELECT count(*) AS n FROM inbound_mail WHERE sender = ? AND at = ?', `${tag}@example.com`, old)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM inbound_mail WHERE sender = ? AND at = ?', `${tag}@example.com`, recent)).toBe(1);
    const left = async (table: string, keys: readonly (readonly [string, number, number])[]) => {
      const out: string[] = [];
      for (const [hash] of keys) if (await count(`SELECT count(*) AS n FROM ${table} WHERE email_hash = ?`, hash)) out.push(hash);
      return out;
    };
    expect(await left('signin_requests', signin)).toEqual([h('s-fresh'), h('s-optout')]);
    expect(await left('address_checks', checks)).toEqual([h('c-fresh'), h('c-declined')]);
  });
});
