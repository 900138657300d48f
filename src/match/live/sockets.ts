import { inEnglish } from '../../text/catalogues';
import type { MatchContext } from '../log/answers';
import { loadContext } from '../log/context';
import type { Frames } from '../log/frames';
import type { MatchStore } from '../log/store';
import type { Holders } from '../seats/holders';
import { parseClientMessage, socketRefusal, type LiveMessage, type SocketTag } from './live';

/** What a live page's socket is opened over and answered from. */
export interface SocketParts {
  ctx: DurableObjectState;
  store: MatchStore;
  frames: Frames;
  holders: Holders;
}

/** `GET /api/matches/:id/live` with `Upgrade: websocket`, forwarded by the Worker: a hibernating socket, told hello. */
export function openSocket(p: SocketParts, request: Request): Response {
  if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
    return Response.json({ error: { code: 'upgrade_required', message: 'This address expects a WebSocket.' } }, { status: 426 });
  }
  const c = loadContext(p.store);
  if (!c) return Response.json({ error: { code: 'unknown_match', message: 'There is no match with this id.' } }, { status: 404 });
  const full = socketRefusal(p.ctx);
  if (full) return full;
  const pair = new WebSocketPair();
  p.ctx.acceptWebSocket(pair[1]);
  pair[1].serializeAttachment({ seat: null } satisfies SocketTag);
  send(pair[1], hello(p, c, null));
  return new Response(null, { status: 101, webSocket: pair[0] });
}

/** What a page says on its socket: a ping, or the token of the seat it holds (never in the URL). */
export async function hearSocket(p: SocketParts, ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
  const m = parseClientMessage(raw);
  if (!m) return send(ws, { type: 'error', message: 'Send {"type":"auth","token":…} or {"type":"ping"}.' });
  if (m.type === 'ping') return send(ws, { type: 'pong' });
  const who = await p.holders.holder(m.token);
  const c = loadContext(p.store);
  if (!who.ok || !c) return send(ws, { type: 'error', message: who.ok ? 'Unknown match.' : inEnglish('', who.message) });
  const { seat, hash } = who.value;
  ws.serializeAttachment({ seat, token: hash } satisfies SocketTag);
  send(ws, hello(p, c, seat));
}

/** The page went away: its socket closes with the code it gave (a normal close when it gave none). */
export function closeSocket(ws: WebSocket, code: number): void {
  ws.close(code === 1005 || code === 1006 ? 1000 : code, 'closing');
}

function hello(p: SocketParts, c: MatchContext<unknown>, seat: number | null): LiveMessage {
  return { type: 'hello', seq: p.frames.of(seat)?.seq ?? 0, status: c.status, seat };
}

function send(ws: WebSocket, message: LiveMessage): void {
  ws.send(JSON.stringify(message));
}
