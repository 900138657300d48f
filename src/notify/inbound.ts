import PostalMime, { type Email } from 'postal-mime';
import { recordInbound, type InboundRecord } from '../db/mail';
import type { Env } from '../env';
import { parseRecipient } from './addresses';
import { automaticReason } from './automatic';
import { findCommand, UNREADABLE, type Parsed } from './reply-parser';
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
 * recorded, never answered, so that the service cannot be made to send mail to strangers. A
 * reply from the seat that cannot be read is answered all the same: no reply vanishes.
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
  const { email, parsed } = await read(raw);
  // Out-of-office answers and other robots would otherwise start a loop of mails.
  const automatic = automaticReason(email.headers, email.subject, mail.from, email.attachments.map((a) => a.mimeType));
  if (automatic) return { outcome: 'automatic', detail: automatic };
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

type Read = Pick<Email, 'headers' | 'subject' | 'messageId' | 'attachments'>;

/**
 * The mail and the command in it. When postal-mime cannot read the mail (say, multiparts nested
 * past its limit), its headers are read alone, so that a robot's mail is still known for one and
 * a person's gets an answer that says the reply could not be read.
 */
async function read(raw: string | ArrayBuffer): Promise<{ email: Read; parsed: Parsed }> {
  const email = await PostalMime.parse(raw).catch(() => null);
  if (!email) return { email: await headersOf(raw), parsed: UNREADABLE };
  try {
    return { email, parsed: findCommand({ text: email.text, html: email.html }) };
  } catch {
    // Reading markup the parser never met (a stack it overflows, say) is no reason to stay silent.
    return { email, parsed: UNREADABLE };
  }
}

/**
 * The header block alone, read by postal-mime: what `automaticReason` needs. Headers that cannot
 * be read either leave nothing to know a robot by; the answer still goes, and a robot that keeps
 * RFC 3834 does not answer it (the service's mail says `Auto-Submitted: auto-generated`).
 */
async function headersOf(raw: string | ArrayBuffer): Promise<Read> {
  const text = typeof raw === 'string' ? raw : new TextDecoder().decode(raw);
  const end = text.search(/\r?\n\r?\n/);
  try {
    return await PostalMime.parse(`${end < 0 ? text : text.slice(0, end)}\r\n\r\n`);
  } catch {
    return { headers: [], attachments: [] };
  }
}
