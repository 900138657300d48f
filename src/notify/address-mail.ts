import type { Env } from '../env';
import { sendMail } from './channels/email';
import type { Lang } from './i18n';
import { withUnsubscribe } from './templates';

/**
 * An email to an address rather than to a seat (the "find my matches" list, the daily digest):
 * no reply address, and an unsubscribe link, in the body and in the List-Unsubscribe headers,
 * made from `token` (see addresses.ts).
 */
export async function sendAddressMail(
  env: Env,
  m: { to: string; lang: Lang; origin: string; token: string; key: string; subject: string; text: string; html: string },
): Promise<void> {
  const domain = env.MAIL_DOMAIN || 'pbm.example';
  const unsubscribeUrl = `${m.origin}/api/unsubscribe/${m.token}`;
  const body = withUnsubscribe(m.lang, m, unsubscribeUrl);
  await sendMail(env.EMAIL, env.MAIL_FROM || 'turns@pbm.example', {
    to: m.to,
    lang: m.lang,
    subject: m.subject,
    text: body.text,
    html: body.html,
    replyTo: null,
    unsubscribeUrl,
    unsubscribeMailto: `unsubscribe+${m.token}@${domain}`,
    messageId: `<${m.key}@${domain}>`,
    inReplyTo: null,
  });
}
