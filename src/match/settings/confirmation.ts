import { titleIn } from '../../text/catalogues';
import type { PutBy } from '../../notify/confirmation';
import { emailHashOf } from '../../notify/email-hash';
import type { Lang } from '../../notify/i18n';
import { loadContext, notFound } from '../log/context';
import { done, type Outcome } from '../records/outcome';
import type { MatchParts } from '../notices/parts';
import { seatName } from '../log/words';
import { isYourTurn } from '../log/on-turn';
import { isConfirmed } from '../seats/contacts';

/**
 * Verified addresses. An email address put on a seat, by the match's creator or by the seat's
 * holder, gets one short confirmation mail and nothing else until its owner follows the link in
 * it; turn emails, digests, messages, replies and sign-in lists go only to confirmed addresses.
 * An address gets at most one confirmation mail a day across the whole service, and none once
 * its owner has declined (both kept in D1, `address_checks`; the mail itself: notices/confirmation-mail.ts).
 */

/** Inside a write: asks the owner of the seat's address to confirm it, unless it is confirmed or already asked. */
export function askConfirmation(p: MatchParts, seat: number, by: PutBy, now: number): void {
  const row = p.store.seats()[seat];
  if (!row?.email || isConfirmed(p.contacts.get(seat), row.email)) return;
  // One waiting confirmation mail is enough: it is written for the address the seat has when it goes.
  if (p.outbox.recent(seat, 50).some((r) => r.kind === 'verify' && r.state === 'pending')) return;
  p.notifier.tell(seat, 'verify', now, { by });
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
  return done({ title: titleIn(c.game, contact.lang), seatName: seatName(c, seatNo, contact.lang), lang: contact.lang, current, confirmed: current && isConfirmed(contact, seat.email) });
}

/**
 * The owner followed the link and confirmed: the address is the seat's for good. If the seat is
 * on turn, its turn email goes out now (on the email channel only: a webhook was told already).
 */
export async function confirmAddress(p: MatchParts, seatNo: number, emailHash: string, now = Date.now()): Promise<Outcome<AddressState>> {
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
export async function declineAddress(p: MatchParts, seatNo: number, emailHash: string, now = Date.now()): Promise<Outcome<AddressState>> {
  const linked = await addressState(p, seatNo, emailHash);
  if (!linked.ok || !linked.value.current || linked.value.confirmed) return linked;
  for (const r of p.outbox.recent(seatNo, 50)) {
    if (r.kind === 'verify' && r.state === 'pending') p.outbox.mark(r.id, 'skipped', now, { lastError: 'The owner of this address declined email from this service.' });
  }
  return linked;
}
