// Live updates: the match's Durable Object says "now at entry N" over a WebSocket; the page then
// fetches what its seat may see. When the socket is down the page polls, and it reconnects by
// itself with a growing delay.

import type { LiveMessage } from './answers';

const POLL_MS = 5000; // while the socket is down
const SAFETY_POLL_MS = 60000; // while it is up, in case a message was lost
const PING_MS = 25000;
const PONG_WAIT_MS = 10000;
const MAX_BACKOFF_MS = 30000;

/** What the page acts on: the server's hello, update, message and named, and `poll` when it is time to check. */
export type Signal = Extract<LiveMessage, { type: 'hello' | 'update' | 'message' | 'named' }> | { type: 'poll' };

export type Mode = 'live' | 'connecting' | 'polling';

export interface WatchOptions {
  id: string;
  token: string | null;
  onSignal: (signal: Signal) => void;
  onMode: (mode: Mode) => void;
}

function isSignal(message: LiveMessage): message is Exclude<Signal, { type: 'poll' }> {
  return message.type === 'hello' || message.type === 'update' || message.type === 'message' || message.type === 'named';
}

/**
 * Starts watching match `id`. `onSignal(message)` is called with each hello/update/message/named from
 * the server and with { type: 'poll' } when it is time to check; `onMode(mode)` with 'live',
 * 'connecting' or 'polling'. Returns `auth(token)`, which tells the server another token for the
 * page (a hot-seat device's next seat).
 */
export function watch({ id, token, onSignal, onMode }: WatchOptions): { auth: (next: string) => void } {
  let ws: WebSocket | null = null;
  let said = token;
  let attempts = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let mode: Mode | null = null;

  function setMode(next: Mode): void {
    if (mode === next) return;
    mode = next;
    onMode(next);
    clearInterval(pollTimer);
    pollTimer = setInterval(() => onSignal({ type: 'poll' }), next === 'live' ? SAFETY_POLL_MS : POLL_MS);
  }

  function connect(): void {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    if (ws && ws.readyState <= WebSocket.OPEN) return;
    setMode(attempts === 0 ? 'connecting' : 'polling');
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/matches/${id}/live`;
    try {
      ws = new WebSocket(url);
    } catch {
      return scheduleReconnect();
    }
    const socket = ws;
    socket.addEventListener('open', () => {
      attempts = 0;
      // The token goes in a message, never in the URL (DESIGN.md §6).
      if (said) socket.send(JSON.stringify({ type: 'auth', token: said }));
      setMode('live');
      startPing(socket);
      // The server's hello carries the current entry number: anything missed shows there.
    });
    socket.addEventListener('message', (event) => {
      clearTimeout(pongTimer);
      let message: LiveMessage;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message && isSignal(message)) onSignal(message);
    });
    socket.addEventListener('close', (event) => {
      if (ws !== socket) return;
      // 4401: the token this page holds no longer holds the seat; the page finds out by asking.
      if (event.code === 4401) onSignal({ type: 'poll' });
      stopPing();
      ws = null;
      setMode('polling');
      scheduleReconnect();
    });
  }

  function scheduleReconnect(): void {
    if (reconnectTimer) return;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts) * (0.75 + Math.random() / 2);
    attempts++;
    reconnectTimer = setTimeout(connect, delay);
  }

  function startPing(socket: WebSocket): void {
    stopPing();
    pingTimer = setInterval(() => {
      if (socket.readyState !== WebSocket.OPEN) return;
      socket.send(JSON.stringify({ type: 'ping' }));
      clearTimeout(pongTimer);
      // No answer at all: the connection is dead even if the browser has not noticed.
      pongTimer = setTimeout(() => socket.close(), PONG_WAIT_MS);
    }, PING_MS);
  }

  function stopPing(): void {
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
  }

  // Back from a sleeping phone or a background tab: check at once and reconnect if needed.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    onSignal({ type: 'poll' });
    if (!ws) connect();
  });
  window.addEventListener('online', () => {
    attempts = 0;
    if (!ws) connect();
  });

  connect();
  return {
    auth(next) {
      said = next;
      if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'auth', token: next }));
    },
  };
}
