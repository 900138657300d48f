import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api } from '../support/http';
import { handDevice } from '../support/devices';
import { connect } from '../support/sockets';
import { calledIn, activeSeat, create, eventually, outboxOf, playUntilActive } from '../support/notify';
import type { Received } from '../support/node-services';

// Browser push (issue 31) against the local push service of tests/support/node-services.ts: it
// receives what the service sends, checks the VAPID token and decrypts the body with the keys of
// the browser subscription it made.

const PUSH = (env as unknown as { PUSH: Fetcher }).PUSH;

interface Browser {
  id: string;
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

async function newBrowser(): Promise<Browser> {
  return (await PUSH.fetch('http://push/new')).json();
}

async function received(b: Browser): Promise<Received[]> {
  return (await PUSH.fetch(`http://push/?id=${b.id}`)).json();
}

async function answerWith(b: Browser, status: number): Promise<void> {
  await PUSH.fetch(`http://push/answer?id=${b.id}&status=${status}`);
}

async function subscribe(id: string, token: string, b: Browser) {
  return api('PUT', `/api/matches/${id}/push`, { token, body: { endpoint: b.endpoint, expirationTime: null, keys: b.keys } });
}

/** The other seat of a two-seat match. */
const other = (seat: number) => 1 - seat;

/** Plays until `seat` is on turn again after it moved (it moves first if on turn now). */
async function nextTurnOf(id: string, tokens: string[], seat: number): Promise<void> {
  const a = await activeSeat(id, tokens);
  if (a.seat === seat) {
    const r = await api('POST', `/api/matches/${id}/actions`, { token: tokens[seat], body: { command: a.command } });
    expect(r.status).toBe(200);
  }
  await playUntilActive(id, tokens, other(seat));
  await playUntilActive(id, tokens, seat);
}

/** Waits until no push row of the match is pending or queued: what was to go out has. */
async function settled(id: string) {
  return eventually(
    () => outboxOf(id),
    (rows) => rows.filter((r) => r.channel === 'push').every((r) => r.state !== 'pending' && r.state !== 'queued'),
  );
}

describe('browser push: a device subscribes to its seat', () => {
  it('serves the VAPID public key the page subscribes with', async () => {
    const r = await api('GET', '/api/push/key');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ publicKey: env.VAPID_PUBLIC_KEY });
  });

  it('refuses what is not a push subscription, a push service inside the network, and a stranger', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'push-refuse' } });
    const b = await newBrowser();
    const put = (body: unknown, token: string | null = m.tokens[0]) => api('PUT', `/api/matches/${m.id}/push`, { token: token ?? undefined, body });
    expect((await put({ endpoint: 'http://push.example/x', keys: b.keys })).body.error.code).toBe('push_refused');
    for (const endpoint of ['https://127.0.0.1/x', 'https://10.0.0.2/x', 'https://169.254.169.254/x', 'https://localhost/x', 'not a url']) {
      const r = await put({ endpoint, keys: b.keys });
      expect([r.status, r.body.error.code], endpoint).toEqual([422, 'push_refused']);
    }
    expect((await put({ endpoint: b.endpoint, keys: { p256dh: b.keys.auth, auth: b.keys.auth } })).status).toBe(400);
    expect((await put({ endpoint: b.endpoint, keys: { p256dh: b.keys.p256dh, auth: `${b.keys.auth}x` } })).status).toBe(400);
    expect((await put({ endpoint: b.endpoint })).status).toBe(400);
    expect((await put({ endpoint: b.endpoint, keys: b.keys }, null)).status).toBe(401);
    expect((await put({ endpoint: b.endpoint, keys: b.keys }, 'not-a-seat-token')).status).toBe(403);
    expect((await api('GET', `/api/matches/${m.id}/push`, { token: m.tokens[0] })).body).toEqual({ seat: 0, subscribed: false, endpoint: null });
    expect((await api('DELETE', `/api/matches/${m.id}/push`, { token: m.tokens[0] })).body.error.code).toBe('not_subscribed');
  });

  it("pushes 'your turn': the title and one line in the seat's words, the match page without the seat's link, signed and encrypted", async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'push-turn' } });
    const { seat } = await activeSeat(m.id, m.tokens);
    const waiting = other(seat);
    const b = await newBrowser();
    const r = await subscribe(m.id, m.tokens[waiting], b);
    expect(r.body).toEqual({ seat: waiting, subscribed: true, endpoint: b.endpoint });
    await playUntilActive(m.id, m.tokens, waiting);
    const [got] = await eventually(() => received(b), (x) => x.length >= 1);
    expect(got.error).toBeNull();
    expect(got.vapid).toEqual({ ok: true, key: env.VAPID_PUBLIC_KEY, aud: 'https://push.example', sub: 'mailto:turns@pbm.example' });
    expect(got.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal', topic: `${m.id}${waiting}` });
    const name = ['Ana', 'Bo'][waiting];
    expect(got.payload).toMatchObject({ title: `Your turn in Carolus Magnus — ${await calledIn(m.id)}`, url: `https://pbm.test/m/${m.id}?seat=${waiting}`, tag: `${m.id}-${waiting}`, lang: 'en' });
    const { body } = got.payload as { body: string };
    expect(body).toContain(`Your turn, ${name}.`);
    expect(body.length).toBeLessThanOrEqual(200);
    for (const t of m.tokens) expect(JSON.stringify(got.payload)).not.toContain(t);
    await settled(m.id);
    const rows = (await outboxOf(m.id)).filter((row) => row.channel === 'push');
    expect(rows.map((row) => [row.seat, row.kind, row.state])).toEqual([[waiting, 'turn', 'sent']]);
  });

  it("speaks the seat's language: a Spanish seat reads Spanish", async () => {
    const m = await create({ players: [{ name: 'Ana', lang: 'es' }, { name: 'Bo', lang: 'es' }], options: { seed: 'push-es' } });
    const { seat } = await activeSeat(m.id, m.tokens);
    const waiting = other(seat);
    const b = await newBrowser();
    await subscribe(m.id, m.tokens[waiting], b);
    await playUntilActive(m.id, m.tokens, waiting);
    const [got] = await eventually(() => received(b), (x) => x.length >= 1);
    expect(got.payload).toMatchObject({ title: `Te toca en Carolus Magnus — ${await calledIn(m.id, 'es')}`, lang: 'es' });
    expect((got.payload as { body: string }).body).toContain(`Te toca, ${['Ana', 'Bo'][waiting]}.`);
  });

  it('pushes nothing while the seat has its page open live, and again once it is closed', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'push-live' } });
    const { seat } = await activeSeat(m.id, m.tokens);
    const waiting = other(seat);
    const b = await newBrowser();
    await subscribe(m.id, m.tokens[waiting], b);
    const page = await connect(m.id, m.tokens[waiting]);
    await playUntilActive(m.id, m.tokens, waiting);
    await page.settle();
    expect((await outboxOf(m.id)).filter((r) => r.channel === 'push')).toEqual([]);
    page.ws.close(1000);
    await page.closed;
    await nextTurnOf(m.id, m.tokens, waiting);
    const got = await eventually(() => received(b), (x) => x.length >= 1);
    await settled(m.id);
    // One push, for the turn that came with the page closed: the one that came while it was open was never written.
    expect(got).toHaveLength(1);
    expect((await outboxOf(m.id)).filter((r) => r.channel === 'push')).toHaveLength(1);
  });

  it('pushes a message to the seats that may read it', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'push-message' } });
    const b = await newBrowser();
    await subscribe(m.id, m.tokens[1], b);
    expect((await api('POST', `/api/matches/${m.id}/messages`, { token: m.tokens[0], body: { text: 'Shall we?' } })).status).toBe(201);
    const [got] = await eventually(() => received(b), (x) => x.length >= 1);
    expect(got.payload).toMatchObject({ title: `New message in Carolus Magnus — ${await calledIn(m.id)}`, body: expect.stringContaining('A new message for you, Bo.') });
  });

  it('a subscription the push service calls gone (410) is removed: the seat sees why, and nothing more is sent to it', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'push-gone' } });
    const { seat } = await activeSeat(m.id, m.tokens);
    const waiting = other(seat);
    const b = await newBrowser();
    await subscribe(m.id, m.tokens[waiting], b);
    await answerWith(b, 410);
    await playUntilActive(m.id, m.tokens, waiting);
    await eventually(() => received(b), (x) => x.length >= 1);
    const state = await eventually(
      async () => (await api('GET', `/api/matches/${m.id}/push`, { token: m.tokens[waiting] })).body,
      (s) => s.subscribed === false,
    );
    expect(state).toEqual({ seat: waiting, subscribed: false, endpoint: null });
    const contact = await eventually(
      async () => (await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[waiting] })).body,
      (c) => c.lastError !== null,
    );
    expect(contact.lastError).toMatchObject({ channel: 'push', message: expect.stringContaining('expired (HTTP 410)') });
    await nextTurnOf(m.id, m.tokens, waiting);
    await settled(m.id);
    expect(await received(b)).toHaveLength(1);
    expect((await outboxOf(m.id)).filter((r) => r.channel === 'push')).toHaveLength(1);
  });

  it('one subscription per device: subscribing again replaces it; a handed device has its own, gone when it is signed out', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'push-devices' } });
    const { seat } = await activeSeat(m.id, m.tokens);
    const waiting = other(seat);
    const owner = m.tokens[waiting];
    const [first, second, handed] = [await newBrowser(), await newBrowser(), await newBrowser()];
    await subscribe(m.id, owner, first);
    expect((await subscribe(m.id, owner, second)).body).toEqual({ seat: waiting, subscribed: true, endpoint: second.endpoint });
    const device = await handDevice(m.id, owner);
    expect((await subscribe(m.id, device, handed)).body).toEqual({ seat: waiting, subscribed: true, endpoint: handed.endpoint });
    // Each device reads its own.
    expect((await api('GET', `/api/matches/${m.id}/push`, { token: owner })).body.endpoint).toBe(second.endpoint);
    await playUntilActive(m.id, m.tokens, waiting);
    await eventually(async () => [...(await received(second)), ...(await received(handed))], (x) => x.length >= 2);
    await settled(m.id);
    expect(await received(first)).toEqual([]);
    // The owner signs the handed device out: its subscription goes with its token.
    expect((await api('DELETE', `/api/matches/${m.id}/devices`, { token: owner })).status).toBe(200);
    await nextTurnOf(m.id, m.tokens, waiting);
    await eventually(() => received(second), (x) => x.length >= 2);
    await settled(m.id);
    expect(await received(handed)).toHaveLength(1);
    // And a device that switches push off gets no more.
    expect((await api('DELETE', `/api/matches/${m.id}/push`, { token: owner })).body).toEqual({ seat: waiting, subscribed: false, endpoint: null });
    await nextTurnOf(m.id, m.tokens, waiting);
    await settled(m.id);
    expect(await received(second)).toHaveLength(2);
  });

  it("a seat whose owner chose 'never' is pushed nothing", async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'push-never' } });
    const { seat } = await activeSeat(m.id, m.tokens);
    const waiting = other(seat);
    const b = await newBrowser();
    await subscribe(m.id, m.tokens[waiting], b);
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: m.tokens[waiting], body: { notify: 'none' } })).status).toBe(200);
    await playUntilActive(m.id, m.tokens, waiting);
    await settled(m.id);
    expect((await outboxOf(m.id)).filter((r) => r.channel === 'push')).toEqual([]);
    expect(await received(b)).toEqual([]);
  });
});
