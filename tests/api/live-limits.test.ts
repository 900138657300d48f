import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MAX_LIVE_SOCKETS } from '../../src/match/live/live';
import { createMatch } from '../support/http';
import { eventually } from '../support/notify';

const open = (id: string) => SELF.fetch(`https://pbm.test/api/matches/${id}/live`, { headers: { upgrade: 'websocket' } });

describe('live sockets per match', () => {
  it(`at most ${MAX_LIVE_SOCKETS} pages connect live to one match; the next is refused with 429 until one leaves`, async () => {
    const m = await createMatch('carolus-magnus', 2, 'live-cap');
    const sockets: WebSocket[] = [];
    for (let i = 0; i < MAX_LIVE_SOCKETS; i++) {
      const res = await open(m.id);
      expect(res.status).toBe(101);
      const ws = res.webSocket as WebSocket;
      ws.accept();
      sockets.push(ws);
    }
    const refused = await open(m.id);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'too_many_connections',
      message: expect.stringContaining(`${MAX_LIVE_SOCKETS} pages connected live`),
    });
    // Another match is not affected.
    const other = await createMatch('carolus-magnus', 2, 'live-cap-other');
    const elsewhere = await open(other.id);
    expect(elsewhere.status).toBe(101);
    elsewhere.webSocket?.accept();
    elsewhere.webSocket?.close(1000);
    // A page that leaves makes room for the next.
    sockets.pop()?.close(1000);
    const next = await eventually(
      () => open(m.id),
      (r) => r.status === 101,
    );
    expect(next.status).toBe(101);
    next.webSocket?.accept();
    sockets.push(next.webSocket as WebSocket);
    for (const ws of sockets) ws.close(1000);
  });
});
