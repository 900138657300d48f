import { titleIn } from '../../text/catalogues';
import { restoreToken } from '../../notify/addresses';
import { formatTime } from '../../notify/i18n';
import { renderOwnership } from '../../notify/ownership';
import { loadContext } from '../log/context';
import { seatName } from '../log/words';
import { matchName } from '../log/naming';
import type { OutboxRow } from './outbox';
import type { ConfirmationDeps } from './confirmation-mail';
import { findGrant } from '../seats/grants';

/**
 * The ownership mail itself (settings/ownership.ts): sent by the notifier's outbox timer to the address the
 * grant was made for, which the seat's owner had confirmed. It goes whatever the seat's
 * notification preference: it is about who holds the seat, as a bank tells of a changed address.
 * It carries no unsubscribe header (its link would act on the seat, not on a mailing list).
 */
export async function dispatchOwnershipMail(d: ConfirmationDeps & { sql: SqlStorage }, row: OutboxRow, now: number): Promise<void> {
  const c = loadContext(d.store);
  const grant = row.detail.grant ? findGrant(d.sql, row.seat, row.detail.grant) : null;
  if (!c || !grant) return d.outbox.mark(row.id, 'skipped', now, { lastError: 'The change it was about is no longer kept.' });
  const cfg = d.config;
  if (!cfg.secret) return d.outbox.mark(row.id, 'failed', now, { lastError: 'SERVICE_SECRET is not set, so the service sends no email.' });
  const lang = d.contacts.get(row.seat).lang;
  const url = `${cfg.origin}/api/restore/${await restoreToken(cfg.secret, { match: c.meta.id, seat: row.seat, grant: grant.id })}`;
  const mail = renderOwnership({ lang, game: titleIn(c.game, lang), match: matchName(c, lang), seatName: seatName(c, row.seat, lang), change: grant.reason, url, until: formatTime(lang, grant.expiresAt) });
  await d.enqueue(
    row,
    {
      type: 'deliver',
      match: c.meta.id,
      outbox: row.id,
      channel: 'email',
      mail: { to: grant.email, lang, ...mail, replyTo: null, unsubscribeUrl: null, unsubscribeMailto: null, messageId: `<${c.meta.id}.${row.id}@${cfg.domain}>`, inReplyTo: null },
    },
    now,
  );
}
