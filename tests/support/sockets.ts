import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';

/** A page's live connection to a match (GET /api/matches/:id/live as a WebSocket), and what it heard. */
export interface LivePage {
  ws: WebSocket;
  /** Every message received so far, in order. */
  heard: any[];
  /** The next message not yet taken by `next`. */
  next(): Promise<any>;
  /** Waits until the match has answered a ping: whatever it sent before has arrived by then. */
  settle(): Promise<void>;
  /** The close code, once the match closes the connection. */
  closed: Promise<number>;
}

export async function connect(id: string, token?: string): Promise<LivePage> {
  const res = await SELF.fetch(`https://pbm.test/api/matches/${id}/live`, { headers: { upgrade: 'websocket' } });
  expect(res.status).toBe(101);
  const ws = res.webSocket as WebSocket;
  const heard: any[] = [];
  let taken = 0;
  const waiters: (() => void)[] = [];
  ws.addEventListener('message', (e) => {
    heard.push(JSON.parse(e.data as string));
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<number>((resolve) => ws.addEventListener('close', (e) => resolve(e.code)));
  ws.accept();
  const arrival = () => new Promise<void>((r) => waiters.push(r));
  async function next(): Promise<any> {
    while (heard.length <= taken) await arrival();
    return heard[taken++];
  }
  async function settle(): Promise<void> {
    const pongs = heard.filter((m) => m.type === 'pong').length;
    ws.send(JSON.stringify({ type: 'ping' }));
    while (heard.filter((m) => m.type === 'pong').length <= pongs) await arrival();
  }
  const page = { ws, heard, next, settle, closed };
  expect((await next()).type).toBe('hello');
  if (token !== undefined) {
    ws.send(JSON.stringify({ type: 'auth', token }));
    expect(await next()).toMatchObject({ type: 'hello' });
  }
  return page;
}
