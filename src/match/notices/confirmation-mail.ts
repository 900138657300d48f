import { titleIn } from '../../text/catalogues';
import { claimConfirmation } from '../../db/confirmations';
import type { Bindings } from '../../bindings';
import { confirmToken } from '../../notify/addresses';
import { renderConfirmation } from '../../notify/confirmation';
import { emailHashOf } from '../../notify/email-hash';
import { formatTime } from '../../notify/i18n';
import type { NotifyJob } from '../../notify/jobs';
import { DAY_MS } from '../clock/clock';
import { loadContext } from '../log/context';
import { seatName } from '../log/words';
import { matchName } from '../log/naming';
import type { MatchStore } from '../log/store';
import type { NotifyConfig } from './notices';
import type { Outbox, OutboxRow } from './outbox';
import { isConfirmed, type Contacts } from '../seats/contacts';

/**
 * The confirmation mail itself (verified addresses, see settings/confirmation.ts): sent by the notifier's
 * outbox timer, at most one a day per address across the service and none after a decline.
 */

/** At most one confirmation mail per address in this time. */
export const CONFIRMATION_SPACING_MS = DAY_MS;

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
    game: titleIn(c.game, contact.lang),
    match: matchName(c, contact.lang),
    seatName: seatName(c, seat.seat, contact.lang),
    others: c.seats.filter((s) => s.seat !== seat.seat && s.name).map((s) => seatName(c, s.seat, contact.lang)),
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
      mail: { to: seat.email, lang: contact.lang, ...mail, replyTo: null, unsubscribeUrl: url, unsubscribeMailto: null, messageId: `<${c.meta.id}.${row.id}@${cfg.domain}>`, inReplyTo: null },
    },
    now,
  );
}
