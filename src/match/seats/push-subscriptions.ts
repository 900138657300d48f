import { done, refuse, type Outcome } from '../records/outcome';
import type { Holder, Holders } from './holders';

/**
 * The browser push subscriptions of a match's seats (issue 31), kept in the match's own storage.
 * A subscription belongs to a device: one seat token (the owner link, or a device the seat was
 * handed to: holders.ts). A device holds at most one; subscribing again (a new browser
 * subscription, or the same one refreshed) replaces it. A token that stops working (signed out, a
 * new owner link, a restore) takes its subscription with it: nothing is pushed to a device that
 * no longer holds the seat.
 */

export interface PushSubscriptionRow {
  /** Names the subscription in the queue and in the push service's answers, never the token. */
  id: string;
  seat: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: number;
}

/** What the browser's PushSubscription.toJSON() gives: its push service's address and its keys. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The asking device's push state (GET /api/matches/:id/push). */
export interface PushState {
  seat: number;
  /** Whether this device has a subscription, and the push service address it goes to (the page compares it with its browser's). */
  subscribed: boolean;
  endpoint: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS push_subscriptions (
  id TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, seat INTEGER NOT NULL, endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL, auth TEXT NOT NULL, created_at INTEGER NOT NULL
);
`;

type Row = Record<string, SqlStorageValue>;

function toRow(r: Row): PushSubscriptionRow {
  return { id: String(r.id), seat: Number(r.seat), endpoint: String(r.endpoint), p256dh: String(r.p256dh), auth: String(r.auth), createdAt: Number(r.created_at) };
}

export class PushSubscriptions {
  /**
   * Whether any subscription is stored, once asked (`any()`, twice per command): every write to
   * the table goes through this class, which forgets the answer then.
   */
  private anyKnown: boolean | null = null;

  constructor(private readonly sql: SqlStorage) {
    sql.exec(SCHEMA);
  }

  /**
   * Forgets the subscriptions of tokens that no longer hold a seat. The seats' owner links and the
   * handed devices are the truth (seats, device_tokens), so whatever ended a token, its
   * subscription goes with it here, before anything is read.
   */
  private prune(): void {
    this.anyKnown = null;
    this.sql.exec(
      `DELETE FROM push_subscriptions WHERE token_hash NOT IN (SELECT token_hash FROM seats WHERE token_hash IS NOT NULL)
         AND token_hash NOT IN (SELECT token_hash FROM device_tokens)`,
    );
  }

  /** The device's subscription, replacing the one it had. */
  put(holder: Holder, sub: BrowserSubscription, now: number): void {
    this.anyKnown = null;
    this.sql.exec('DELETE FROM push_subscriptions WHERE token_hash = ?', holder.hash);
    this.sql.exec(
      `INSERT INTO push_subscriptions (id, token_hash, seat, endpoint, p256dh, auth, created_at) VALUES (lower(hex(randomblob(8))), ?, ?, ?, ?, ?, ?)`,
      holder.hash,
      holder.seat,
      sub.endpoint,
      sub.keys.p256dh,
      sub.keys.auth,
      now,
    );
  }

  of(holder: Holder): PushSubscriptionRow | null {
    const rows = this.sql.exec('SELECT * FROM push_subscriptions WHERE token_hash = ?', holder.hash).toArray();
    return rows.length ? toRow(rows[0]) : null;
  }

  remove(holder: Holder): boolean {
    this.anyKnown = null;
    return this.sql.exec('DELETE FROM push_subscriptions WHERE token_hash = ?', holder.hash).rowsWritten > 0;
  }

  removeById(id: string): void {
    this.anyKnown = null;
    this.sql.exec('DELETE FROM push_subscriptions WHERE id = ?', id);
  }

  /**
   * The seat's subscriptions, one per push service address: a browser that holds the seat twice
   * (its owner link and a handed token) is told once.
   */
  ofSeat(seat: number): PushSubscriptionRow[] {
    this.prune();
    const rows = this.sql.exec('SELECT * FROM push_subscriptions WHERE seat = ? ORDER BY created_at DESC, id', seat).toArray().map(toRow);
    return [...new Map(rows.map((r) => [r.endpoint, r])).values()];
  }

  /** Whether any seat has a subscription (notices/turns.ts: someone follows the turns). */
  any(): boolean {
    this.anyKnown ??= this.sql.exec('SELECT 1 FROM push_subscriptions LIMIT 1').toArray().length > 0;
    return this.anyKnown;
  }
}

/** What a device's push requests work on: who holds the token it carries, and the subscriptions. */
export interface PushParts {
  holders: Holders;
  pushes: PushSubscriptions;
}

/** The asking device's state. */
function stateOf(pushes: PushSubscriptions, holder: Holder): PushState {
  const row = pushes.of(holder);
  return { seat: holder.seat, subscribed: row !== null, endpoint: row?.endpoint ?? null };
}

/** GET /api/matches/:id/push: whether the device of `token` has a subscription. */
export async function pushState(p: PushParts, token: string | undefined): Promise<Outcome<PushState>> {
  const who = await p.holders.holder(token);
  return who.ok ? done(stateOf(p.pushes, who.value)) : who;
}

/** PUT /api/matches/:id/push: the device's subscription (its address was checked by the route). */
export async function subscribePush(p: PushParts, token: string | undefined, sub: BrowserSubscription): Promise<Outcome<PushState>> {
  const who = await p.holders.holder(token);
  if (!who.ok) return who;
  p.pushes.put(who.value, sub, Date.now());
  return done(stateOf(p.pushes, who.value));
}

/** DELETE /api/matches/:id/push: this device wants no more pushes of the seat. */
export async function unsubscribePush(p: PushParts, token: string | undefined): Promise<Outcome<PushState>> {
  const who = await p.holders.holder(token);
  if (!who.ok) return who;
  if (!p.pushes.remove(who.value)) return refuse(404, 'not_subscribed', 'This device has no push notifications for this seat.');
  return done(stateOf(p.pushes, who.value));
}
