import { titleIn } from '../../text/catalogues';
import type { Lang } from '../../notify/i18n';
import type { Change } from '../../notify/ownership';
import { DAY_MS } from '../clock/clock';
import { loadContext, notFound } from '../log/context';
import { done, type Outcome } from '../records/outcome';
import type { MatchParts } from '../notices/parts';
import { seatName } from '../log/words';
import type { SeatRow } from '../records/records';
import { isConfirmed } from '../seats/contacts';
import { randomHex, randomToken, sha256Hex } from '../records/crypto';
import { findGrant, grants, useGrant, type Grant } from '../seats/grants';

/**
 * The way back (issue 25). When a seat's address is changed or removed, or its owner link is
 * replaced, the address the seat had (if its owner had confirmed it) is told so by mail, with a
 * link that restores that address's ownership for RESTORE_MS: the owner link made since stops
 * working, every device is signed out, the address (and the webhook the seat had then) is the
 * seat's again, and whoever followed the link gets a fresh owner link. Nothing goes to an
 * address that was never confirmed.
 *
 * A grant is a row here (its id is in the mail's signed link, notify/addresses.ts; the object
 * decides). It works once. A restore undoes every change after its own, so it also voids the
 * grants made since: the earliest confirmed owner wins, and no later holder can take the seat
 * back from it with a grant of its own.
 */

/** How long the link of an ownership mail restores the seat. */
export const RESTORE_MS = 7 * DAY_MS;

/**
 * Inside the transaction of a change (`before` is the seat as it was): if the seat's address was
 * confirmed, a grant for it and the mail that carries it (the outbox's 'ownership' row).
 */
export function noteOwnerChange(p: MatchParts, before: Readonly<SeatRow>, reason: Change, now: number): void {
  const contact = p.contacts.get(before.seat);
  if (!isConfirmed(contact, before.email)) return;
  const sql = grants(p.ctx.storage.sql);
  // Grants whose week is long over say nothing any more (a link to one reads as expired).
  sql.exec('DELETE FROM restore_grants WHERE expires_at < ?', now - RESTORE_MS);
  const id = randomHex(12);
  sql.exec(
    'INSERT INTO restore_grants (id, seat, reason, email, webhook, webhook_format, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    id,
    before.seat,
    reason,
    before.email.trim().toLowerCase(),
    before.webhook,
    contact.webhookFormat,
    now,
    now + RESTORE_MS,
  );
  p.outbox.add(before.seat, 'ownership', 'email', now, now, { grant: id });
  p.scheduler.at('outbox', now);
}

/** A grant that can no longer restore: used, past its week, or undone by a restore from an earlier grant. */
export type GrantOver = 'used' | 'expired' | 'void';

/** What the page behind the link shows: whether it may still restore, and about which seat. */
export interface GrantState {
  /** 'restored': this request restored it (restoreByGrant). */
  state: 'open' | 'restored' | GrantOver;
  title: string;
  seatName: string;
  lang: Lang;
  expiresAt: number;
}

function stateOf(g: Grant | null, now: number): 'open' | GrantOver {
  // A signed link whose grant is gone was pruned a week after it expired.
  if (!g || g.expiresAt <= now) return 'expired';
  if (g.usedAt !== null) return 'used';
  return g.voidAt !== null ? 'void' : 'open';
}

export function grantState(p: MatchParts, seat: number, id: string, now: number): Outcome<GrantState> {
  const c = loadContext(p.store);
  if (!c || !c.seats[seat]) return notFound();
  const g = findGrant(p.ctx.storage.sql, seat, id);
  const lang = p.contacts.get(seat).lang;
  return done({ state: stateOf(g, now), title: titleIn(c.game, lang), seatName: seatName(c, seat, lang), lang, expiresAt: g?.expiresAt ?? now });
}

/**
 * Restores the grant's address as the seat's owner: a fresh owner link (returned, with the hashes
 * of the tokens that stopped working). Not counted against the seat's change limit: whoever holds
 * the seat now must not be able to block the way back by spending it.
 */
export async function restoreByGrant(
  p: MatchParts,
  seat: number,
  id: string,
  seal: (token: string) => Promise<string | null>,
  now: number,
): Promise<Outcome<GrantState & { token: string | null; gone: string[] }>> {
  const token = randomToken();
  const hash = await sha256Hex(token);
  const box = await seal(token);
  // From here on nothing awaits: the checks and the writes see one state.
  const shown = grantState(p, seat, id, now);
  if (!shown.ok || shown.value.state !== 'open') return shown.ok ? done({ ...shown.value, token: null, gone: [] }) : shown;
  const g = findGrant(p.ctx.storage.sql, seat, id) as Grant;
  const row = p.store.seats()[seat];
  const contact = p.contacts.get(seat);
  const gone: string[] = row.tokenHash ? [row.tokenHash] : [];
  p.store.atomically(() => {
    p.store.putSeat({ ...row, tokenHash: hash, email: g.email, webhook: g.webhook });
    const confirmed = contact.confirmed.includes(g.email) ? contact.confirmed : [...contact.confirmed, g.email];
    p.contacts.put({ ...contact, tokenBox: box, webhookFormat: g.webhookFormat, confirmed });
    gone.push(...p.handovers.signOut(seat, now));
    useGrant(p.ctx.storage.sql, g, now);
  });
  // The index keeps the seats' addresses for "find my matches".
  p.scheduler.at('index', p.index.dueAfterCommit());
  return done({ ...shown.value, state: 'restored', token, gone });
}
