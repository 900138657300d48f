import { matchesOfEmail } from '../db/mail';
import type { Env } from '../env';
import { sha256Hex } from '../match/records/crypto';
import { addressOptOutToken } from './addresses';
import { sendAddressMail } from './address-mail';
import type { Lang } from './i18n';
import { renderSignin, type SigninEntry } from './templates';

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
    for (const s of found.seats) entries.push({ title: found.titles[lang], match: found.names[lang], seat: s.seat, name: s.name, status: found.status, link: s.link });
  }
  if (entries.length === 0) return;
  const token = await addressOptOutToken(env.SERVICE_SECRET, await sha256Hex(email.toLowerCase()));
  await sendAddressMail(env, { to: email, lang, origin, token, key: `signin.${crypto.randomUUID()}`, ...renderSignin(lang, entries) });
}
