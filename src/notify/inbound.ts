import PostalMime from 'postal-mime';
import { recordInbound, type InboundRecord } from '../db/mail';
import type { Env } from '../env';
import { parseRecipient } from './addresses';
import { automaticReason } from './automatic';
import { findCommand } from './reply-parser';
import { applyUnsubscribe } from './unsubscribe';
import { inEnglish } from '../text/catalogues';

/** Replies are a line of text; anything bigger is not a reply to a turn email. */
export const MAX_INBOUND_BYTES = 256 * 1024;

/** The part of an inbound email the service looks at. */
export interface InboundMail {
  from: string;
  to: string;
  rawSize: number;
  raw: ReadableStream<Uint8Array> | string;
}

export type InboundOutcome = InboundRecord['outcome'];

/**
 * The Worker's `email()` handler (DESIGN.md §7): a reply to a turn email plays its first
 * non-quoted line as the seat's command, if it comes from that seat's address to that seat's
 * signed reply address. Anything else (forged, unknown, too big, automatic) is dropped and
 * recorded, never answered, so that the service cannot be made to send mail to strangers.
 */
export async function receiveMail(mail: InboundMail, env: Env): Promise<InboundRecord> {
  const rec: InboundRecord = { sender: mail.from, recipient: mail.to, matchId: null, seat: null, outcome: 'dropped', detail: null };
  const outcome = await decide(mail, env, rec).catch((e: unknown) => ({ outcome: 'error', detail: e instanceof Error ? e.message : String(e) }));
  Object.assign(rec, outcome);
  try {
    await recordInbound(env.DB, rec);
  } catch (e) {
    console.error('could not record inbound mail', rec, e);
  }
  return rec;
}

async function decide(mail: InboundMail, env: Env, rec: InboundRecord): Promise<Pick<InboundRecord, 'outcome' | 'detail'>> {
  if (!env.SERVICE_SECRET) return { outcome: 'unconfigured', detail: 'SERVICE_SECRET is not set.' };
  if (mail.rawSize > MAX_INBOUND_BYTES) return { outcome: 'too_large', detail: `${mail.rawSize} bytes` };
  const to = await parseRecipient(env.SERVICE_SECRET, env.MAIL_DOMAIN || 'pbm.example', mail.to);
  if (to.kind === 'unknown') return { outcome: 'unknown_recipient', detail: to.reason };
  if (to.kind === 'unsubscribe') {
    if (to.what.kind === 'seat') Object.assign(rec, { matchId: to.what.ref.match, seat: to.what.ref.seat });
    const r = await applyUnsubscribe(env, to.what);
    return r.ok ? { outcome: r.outcome, detail: to.what.kind === 'digest' ? `${r.seats} seats` : null } : { outcome: 'unknown_recipient', detail: r.message };
  }
  Object.assign(rec, { matchId: to.ref.match, seat: to.ref.seat });
  const raw = typeof mail.raw === 'string' ? mail.raw : await new Response(mail.raw).arrayBuffer();
  if ((typeof raw === 'string' ? raw.length : raw.byteLength) > MAX_INBOUND_BYTES) return { outcome: 'too_large', detail: 'body' };
  const email = await PostalMime.parse(raw);
  // Out-of-office answers and other robots would otherwise start a loop of mails.
  const automatic = automaticReason(email.headers, email.subject, mail.from);
  if (automatic) return { outcome: 'automatic', detail: automatic };
  const parsed = findCommand({ text: email.text, html: email.html });
  const r = await env.MATCH.get(env.MATCH.idFromName(to.ref.match)).mailMove({
    seat: to.ref.seat,
    turn: to.ref.turn,
    sender: mail.from,
    parsed,
    messageId: email.messageId ?? null,
  });
  if (!r.ok) return { outcome: r.code, detail: inEnglish('', r.message) };
  if (r.value.earlier) return { outcome: 'earlier_turn', detail: parsed.ok ? parsed.command : parsed.reason };
  return { outcome: r.value.played ? 'played' : 'refused', detail: parsed.ok ? `${parsed.command}${r.value.played ? '' : `: ${r.value.message}`}` : parsed.reason };
}
