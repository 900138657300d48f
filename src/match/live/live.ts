/**
 * Live updates over hibernating WebSockets. A socket carries no secret: the object only tells
 * a connected page "the match is now at entry N" (N in the page's reader's own numbering, and
 * only when N moved for that reader), and each page fetches what its own seat may see. A page may say which seat it holds (`{ "type": "auth", "token": … }`, never in the
 * URL) so that the service knows which seats are watching live.
 */

/** At most this many pages connected live to one match; the next is refused (429) until one leaves. */
export const MAX_LIVE_SOCKETS = 64;

/** The refusal of a socket past MAX_LIVE_SOCKETS, or null when there is room. */
export function socketRefusal(ctx: DurableObjectState): Response | null {
  if (ctx.getWebSockets().length < MAX_LIVE_SOCKETS) return null;
  const message = `This match already has ${MAX_LIVE_SOCKETS} pages connected live, its most; this page can still load the match and will look again by itself.`;
  return Response.json({ error: { code: 'too_many_connections', message } }, { status: 429, headers: { 'retry-after': '60' } });
}

export interface SocketTag {
  seat: number | null;
  /** The hash of the token the page said (the seat link's or a device's): a token that stops working closes its pages. */
  token?: string;
}

/** A page whose token no longer holds the seat (its device signed out, or the seat given a new link) is closed with this code. */
export const SIGNED_OUT = 4401;

/** Closes the connected pages that said a token hashing to one of `hashes`. */
export function closeTokens(ctx: DurableObjectState, hashes: readonly string[]): void {
  if (!hashes.length) return;
  for (const ws of ctx.getWebSockets()) {
    const token = (ws.deserializeAttachment() as SocketTag | null)?.token;
    if (token === undefined || !hashes.includes(token)) continue;
    try {
      ws.close(SIGNED_OUT, 'This link no longer holds the seat.');
    } catch {
      // already closing
    }
  }
}

export type LiveMessage =
  | { type: 'update'; seq: number; status: string }
  /** A player wrote a message (GET /api/matches/:id/messages shows it to those it is for). */
  | { type: 'message'; id: string }
  /** A seat's owner named the match: the page shows the name, and its history the line that says so. */
  | { type: 'named'; name: string }
  | { type: 'hello'; seq: number; status: string; seat: number | null }
  | { type: 'pong' }
  | { type: 'error'; message: string };

/**
 * Sends `message` to the connected pages; `to` picks the pages by the seat they hold (null for
 * a spectator or a page that has not said), so that nobody learns that a private message went
 * to somebody else.
 */
export function broadcast(ctx: DurableObjectState, message: LiveMessage, to: (seat: number | null) => boolean = () => true): void {
  const text = JSON.stringify(message);
  for (const ws of ctx.getWebSockets()) {
    const tag = ws.deserializeAttachment() as SocketTag | null;
    if (!to(tag?.seat ?? null)) continue;
    try {
      ws.send(text);
    } catch {
      // a socket closing underneath us: its close handler tidies up
    }
  }
}

/**
 * Sends each connected page the message `messageFor` gives for the reader it holds (null: a
 * spectator, or a page that has not said), worked out once per reader; null sends nothing.
 */
export function tellEach(ctx: DurableObjectState, messageFor: (reader: number | null) => LiveMessage | null): void {
  const texts = new Map<number | null, string | null>();
  for (const ws of ctx.getWebSockets()) {
    const reader = (ws.deserializeAttachment() as SocketTag | null)?.seat ?? null;
    if (!texts.has(reader)) {
      const message = messageFor(reader);
      texts.set(reader, message && JSON.stringify(message));
    }
    const text = texts.get(reader);
    if (!text) continue;
    try {
      ws.send(text);
    } catch {
      // a socket closing underneath us: its close handler tidies up
    }
  }
}

/** The readers (seats, and null for spectators) whose pages are connected right now. */
export function liveReaders(ctx: DurableObjectState): (number | null)[] {
  return [...new Set(ctx.getWebSockets().map((ws) => (ws.deserializeAttachment() as SocketTag | null)?.seat ?? null))];
}

/** The seats whose page is connected right now. */
export function liveSeats(ctx: DurableObjectState): number[] {
  const seats = new Set<number>();
  for (const ws of ctx.getWebSockets()) {
    const tag = ws.deserializeAttachment() as SocketTag | null;
    if (tag && tag.seat !== null) seats.add(tag.seat);
  }
  return [...seats].sort((a, b) => a - b);
}

export function parseClientMessage(raw: string | ArrayBuffer): { type: 'auth'; token: string } | { type: 'ping' } | null {
  if (typeof raw !== 'string' || raw.length > 1000) return null;
  try {
    const m = JSON.parse(raw) as { type?: unknown; token?: unknown };
    if (m.type === 'ping') return { type: 'ping' };
    if (m.type === 'auth' && typeof m.token === 'string') return { type: 'auth', token: m.token };
  } catch {
    // not JSON
  }
  return null;
}
