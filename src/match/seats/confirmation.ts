import { claimConfirmation } from '../../db/confirmations';
import type { Bindings } from '../../bindings';
import { confirmToken } from '../../notify/addresses';
import { renderConfirmation, type PutBy } from '../../notify/confirmation';
import { emailHashOf } from '../../notify/digest';
import { formatTime, type Lang } from '../../notify/i18n';
import type { NotifyJob } from '../../notify/jobs';
import { DAY_MS } from '../clock/clock';
import { loadContext, notFound } from '../core/context';
import { done, type Outcome } from '../core/outcome';
import type { MatchParts } from '../core/parts';
import { seatName } from '../core/words';
import type { MatchStore } from '../log/store';
import { isYourTurn, type NotifyConfig } from '../notices/notices';
import type { Outbox, OutboxRow } from '../notices/outbox';
import { isConfirmed, type Contacts } from './contacts';

/**
 * Verified addresses. An email address put on a seat, by the match's creator or by the seat's
 * holder, gets one short confirmation mail and nothing else until its owner follows the link in
 * it; turn emails, digests, messages, replies and sign-in lists go only to confirmed addresses.
 * An address gets at most one confirmation mail a day across the whole service, and none once
 * its owner has declined (both kept in D1, `address_checks`).
 */

/** At most one confirmation mail per address in this time. */
export const CONFIRMATION_SPACING_MS = DAY_MS;

/** Inside a write: asks the owner of the seat's address to confirm it, unless it is confirmed or already asked. */
export function askConfirmation(p: MatchParts, seat: number, by: PutBy, now: number): void {
  const row = p.store.seats()[seat];
  if (!row?.email || isConfirmed(p.contacts.get(seat), row.email)) return;
  // One waiting confirmation mail is enough: it is written for the address the seat has when it goes.
  if (p.outbox.recent(seat, 50).some((r) => r.kind === 'verify' && r.state === 'pending')) return;
  p.notifier.tell(seat, 'verify', now, { by });
}

/** What the notifier lends to send a confirmation mail. */
export interface ConfirmationDeps {
  env: Bindings;
  store: MatchStore;
  contacts: Contacts;
  outbox: Outbox;
  config: NotifyConfig;
  enqueue(row: OutboxRow, job: NotifyJob, now: number): Promise<boolean>;
}

/** The outbox timer's part: sends a due confirmation mail, if the address may get one now. */
export async function dispatchConfirmation(d: ConfirmationDeps, row: OutboxRow, now: number): Promise<void> {
  const c = loadContext(d.store);
  const seat = c?.seats[row.seat];
  const contact = d.contacts.get(row.seat);
  if (!c || !seat?.email) return d.outbox.mark(row.id, 'skipped', now, { lastError: 'No email address.' });
  if (isConfirmed(contact, seat.email)) return d.outbox.mark(row.id, 'skipped', now, { lastError: null });
  const cfg = d.config;
  if (!cfg.secret) return d.outbox.mark(row.id, 'failed', now, { lastError: 'SERVICE_SECRET is not set, so the service sends no email.' });
  const emailHash = await emailHashOf(seat.email);
  let claim;
  try {
    claim = await claimConfirmation(d.env.DB, emailHash, now, CONFIRMATION_SPACING_MS);
  } catch (e) {
    const attempts = row.attempts + 1;
    return d.outbox.mark(row.id, 'pending', now, { lastError: e instanceof Error ? e.message : String(e), attempts, dueAt: now + 30_000 * 2 ** Math.min(attempts, 6) });
  }
  if (!claim.ok && claim.reason === 'declined') {
    return d.outbox.mark(row.id, 'skipped', now, { lastError: 'The owner of this address declined email from this service.' });
  }
  if (!claim.ok) {
    const when = formatTime('en', claim.until);
    return d.outbox.mark(row.id, 'pending', now, { lastError: `This address got a confirmation mail less than a day ago; the next one goes at ${when}.`, dueAt: claim.until });
  }
  const url = `${cfg.origin}/api/confirm/${await confirmToken(cfg.secret, { match: c.meta.id, seat: seat.seat, emailHash })}`;
  const mail = renderConfirmation({
    lang: contact.lang,
    game: c.game.title,
    seatName: seatName(c, seat.seat, contact.lang),
    others: c.seats.filter((s) => s.seat !== seat.seat && s.name).map((s) => s.name as string),
    by: row.detail.by ?? 'holder',
    url,
  });
  await d.enqueue(
    row,
    {
      type: 'deliver',
      match: c.meta.id,
      outbox: row.id,
      channel: 'email',
      // The page behind the link declines too, so it is the one-click unsubscribe as well.
      mail: { to: seat.email, ...mail, replyTo: null, unsubscribeUrl: url, unsubscribeMailto: null, messageId: `<${c.meta.id}.${row.id}@${cfg.domain}>`, inReplyTo: null },
    },
    now,
  );
}

/** What the page behind a confirmation link shows about its seat. */
export interface AddressState {
  title: string;
  seatName: string;
  lang: Lang;
  /** False when the seat no longer uses the address the link was made for: the link does nothing. */
  current: boolean;
  confirmed: boolean;
}

/** The seat's address, if it is still the one the link (its hash) was made for. */
export async function addressState(p: MatchParts, seatNo: number, emailHash: string): Promise<Outcome<AddressState>> {
  const c = loadContext(p.store);
  const seat = c?.seats[seatNo];
  if (!c || !seat) return notFound();
  const contact = p.contacts.get(seatNo);
  const current = seat.email !== null && (await emailHashOf(seat.email)) === emailHash;
  return done({ title: c.game.title, seatName: seatName(c, seatNo, contact.lang), lang: contact.lang, current, confirmed: current && isConfirmed(contact, seat.email) });
}

/**
 * The owner followed the link and confirmed: the address is the seat's for good. If the seat is
 * on turn, its turn email goes out now (on the email channel only: a webhook was told already).
 */
export async function confirmAddress(p: MatchParts, seatNo: number, emailHash: string, now: number): Promise<Outcome<AddressState>> {
  const linked = await addressState(p, seatNo, emailHash);
  if (!linked.ok || !linked.value.current || linked.value.confirmed) return linked;
  const email = (p.store.seats()[seatNo].email as string).trim().toLowerCase();
  const contact = p.contacts.get(seatNo);
  p.store.atomically(() => {
    p.contacts.put({ ...contact, confirmed: [...contact.confirmed, email] });
    const c = loadContext(p.store);
    const snap = p.store.snapshot();
    if (c && snap && isYourTurn(c, snap, seatNo)) p.notifier.tell(seatNo, 'turn', now, {}, 'email');
  });
  p.notifier.flush(p.scheduler);
  return done({ ...linked.value, confirmed: true });
}

/** The owner declined (D1 keeps that for the address): the waiting confirmation mails of this seat are dropped. */
export async function declineAddress(p: MatchParts, seatNo: number, emailHash: string, now: number): Promise<Outcome<AddressState>> {
  const linked = await addressState(p, seatNo, emailHash);
  if (!linked.ok || !linked.value.current || linked.value.confirmed) return linked;
  for (const r of p.outbox.recent(seatNo, 50)) {
    if (r.kind === 'verify' && r.state === 'pending') p.outbox.mark(r.id, 'skipped', now, { lastError: 'The owner of this address declined email from this service.' });
  }
  return linked;
}
