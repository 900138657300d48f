import { EmailMessage } from 'cloudflare:email';
import { createMimeMessage, Mailbox } from 'mimetext/browser';
import { mailWords } from '../i18n';
import type { OutgoingMail } from '../jobs';

/**
 * Email through the Workers `send_email` binding. The message is built by a MIME library
 * (mimetext): plain text and HTML alternatives, base64 so that any language survives, the
 * signed Reply-To of a turn email, and the List-Unsubscribe headers of RFC 2369 and RFC 8058.
 */

export function composeMail(from: string, m: OutgoingMail): string {
  const msg = createMimeMessage();
  msg.setSender({ name: mailWords(m.lang)('mail.sender'), addr: from });
  msg.setRecipient(m.to);
  msg.setSubject(m.subject);
  msg.setHeader('Message-ID', m.messageId);
  if (m.replyTo) msg.setHeader('Reply-To', new Mailbox(m.replyTo));
  if (m.inReplyTo) {
    msg.setHeader('In-Reply-To', m.inReplyTo);
    msg.setHeader('References', m.inReplyTo);
  }
  if (m.unsubscribeUrl) {
    const unsubscribe = [`<${m.unsubscribeUrl}>`, ...(m.unsubscribeMailto ? [`<mailto:${m.unsubscribeMailto}>`] : [])];
    msg.setHeader('List-Unsubscribe', unsubscribe.join(', '));
    msg.setHeader('List-Unsubscribe-Post', 'List-Unsubscribe=One-Click');
  }
  msg.setHeader('Auto-Submitted', 'auto-generated');
  // mimetext takes base64 parts already encoded; lines of 76 characters as RFC 2045 asks.
  const base64 = (text: string) => msg.toBase64(text).replace(/.{76}/g, '$&\r\n');
  msg.addMessage({ contentType: 'text/plain', data: base64(m.text), encoding: 'base64' });
  msg.addMessage({ contentType: 'text/html', data: base64(m.html), encoding: 'base64' });
  return msg.asRaw();
}

export async function sendMail(binding: SendEmail | undefined, from: string, m: OutgoingMail): Promise<void> {
  if (!binding) throw new Error('No send_email binding (EMAIL) is configured.');
  await binding.send(new EmailMessage(from, m.to, composeMail(from, m)));
}
