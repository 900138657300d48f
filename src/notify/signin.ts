import { matchesOfEmail } from '../db/mail';
import type { Env } from '../env';
import { sha256Hex } from '../match/crypto';
import { addressOptOutToken } from './addresses';
import { sendMail } from './channels/email';
import type { Lang } from './i18n';
import { renderSignin, withUnsubscribe, type SigninEntry } from './templates';

/**
 * "Find my matches": looks the address up in the index, asks each match for the seats it holds
 * (their links come from the sealed tokens), and mails the list. Nothing is sent when the
 * address holds no seat, so the service cannot be used to mail strangers.
 */
export async function sendSignin(env: Env, email: string, lang: Lang, origin: string): Promise<void> {
  if (!env.SERVICE_SECRET) throw new Error('SERVICE_SECRET is not set, so the service sends no email.');
  const entries: SigninEntry[] = [];
  for (const id of await matchesOfEmail(env.DB, email)) {
    const found = await env.MATCH.get(env.MATCH.idFromName(id)).seatLinks(email);
    for (const s of found.seats) entries.push({ title: found.title, seat: s.seat, name: s.name, status: found.status, link: s.link });
  }
  if (entries.length === 0) return;
  const domain = env.MAIL_DOMAIN || 'pbm.example';
  const optOut = await addressOptOutToken(env.SERVICE_SECRET, await sha256Hex(email.toLowerCase()));
  const unsubscribeUrl = `${origin}/api/unsubscribe/${optOut}`;
  const r = renderSignin(lang, entries);
  const body = withUnsubscribe(lang, r, unsubscribeUrl);
  await sendMail(env.EMAIL, env.MAIL_FROM || 'turns@pbm.example', {
    to: email,
    subject: r.subject,
    text: body.text,
    html: body.html,
    replyTo: null,
    unsubscribeUrl,
    unsubscribeMailto: `unsubscribe+${optOut}@${domain}`,
    messageId: `<signin.${crypto.randomUUID()}@${domain}>`,
    inReplyTo: null,
  });
}
