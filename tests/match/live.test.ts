import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MatchRoom } from '../../src/match/room';
import { api, createMatch } from '../support/http';

async function connect(id: string) {
  const res = await SELF.fetch(`https://pbm.test/api/matches/${id}/live`, { headers: { upgrade: 'websocket' } });
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const inbox: any[] = [];
  const waiters: (() => void)[] = [];
  ws.addEventListener('message', (e) => {
    inbox.push(JSON.parse(e.data as string));
    waiters.splice(0).forEach((w) => w());
  });
  ws.accept();
  async function next(): Promise<any> {
    for (let i = 0; i < 100 && inbox.length === 0; i++) {
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 50);
      });
    }
    if (!inbox.length) throw new Error('no message');
    return inbox.shift();
  }
  return { ws, next };
}

describe('live updates over a hibernating WebSocket', () => {
  it('tells every connected page the new seq after a move, and knows which seats watch', async () => {
    const m = await createMatch('carolus-magnus', 2, 'live-1');
    const a = await connect(m.id);
    const spectator = await connect(m.id);
    expect(await a.next()).toEqual({ type: 'hello', seq: 0, status: 'active', seat: null });
    expect((await spectator.next()).type).toBe('hello');

    a.ws.send(JSON.stringify({ type: 'auth', token: m.tokens[1] }));
    expect(await a.next()).toMatchObject({ type: 'hello', seat: 1 });
    const stub: DurableObjectStub<MatchRoom> = env.MATCH.get(env.MATCH.idFromName(m.id));
    expect(await stub.watchingSeats()).toEqual([1]);

    const seat: number = (await api('GET', `/api/matches/${m.id}`)).body.active[0];
    const mine = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[seat] })).body;
    await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command: mine.actions[0] } });
    expect(await a.next()).toEqual({ type: 'update', seq: 1, status: 'active' });
    expect(await spectator.next()).toEqual({ type: 'update', seq: 1, status: 'active' });

    a.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await a.next()).toEqual({ type: 'pong' });
    a.ws.send('garbage');
    expect((await a.next()).type).toBe('error');
    a.ws.send(JSON.stringify({ type: 'auth', token: 'wrong' }));
    expect(await a.next()).toMatchObject({ type: 'error' });
    a.ws.close(1000);
    spectator.ws.close(1000);
  });

  it('refuses a plain request and an unknown match', async () => {
    const m = await createMatch('carolus-magnus', 2, 'live-2');
    const plain = await api('GET', `/api/matches/${m.id}/live`);
    expect(plain.status).toBe(426);
    expect(plain.body.error.code).toBe('upgrade_required');
    const res = await SELF.fetch('https://pbm.test/api/matches/0123456789abcdef0123/live', { headers: { upgrade: 'websocket' } });
    expect(res.status).toBe(404);
  });
});

describe('live word of a message', () => {
  it('reaches the pages that may read it, and no other page learns that it was written', async () => {
    const m = await createMatch('carolus-magnus', 3, 'live-3');
    const pages = await Promise.all([connect(m.id), connect(m.id), connect(m.id), connect(m.id)]);
    for (const p of pages) expect((await p.next()).type).toBe('hello');
    for (const seat of [0, 1, 2]) {
      pages[seat].ws.send(JSON.stringify({ type: 'auth', token: m.tokens[seat] }));
      expect(await pages[seat].next()).toMatchObject({ type: 'hello', seat });
    }
    const spectator = pages[3];
    const secret = await api('POST', `/api/matches/${m.id}/messages`, { token: m.tokens[0], body: { text: 'just us', to: [1] } });
    expect(await pages[1].next()).toEqual({ type: 'message', id: secret.body.id });
    const open = await api('POST', `/api/matches/${m.id}/messages`, { token: m.tokens[0], body: { text: 'hello all' } });
    // Seat 2 and the spectator hear of the public message only: the private one came first and was not sent to them.
    expect(await pages[2].next()).toEqual({ type: 'message', id: open.body.id });
    expect(await spectator.next()).toEqual({ type: 'message', id: open.body.id });
    expect(await pages[1].next()).toEqual({ type: 'message', id: open.body.id });
    for (const p of pages) p.ws.close(1000);
  });
});
