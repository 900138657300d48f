/**
 * Mail written by a program rather than a person: out-of-office answers, autoresponders, mail
 * rules, bounces, delivery and read reports, and bulk mail. Playing or answering it could start a
 * loop of mails between the service and a robot (RFC 3834 §2), so the inbound handler drops it
 * without an answer.
 */

export interface Header {
  key: string;
  value: string;
}

/** Headers whose mere presence marks an automatic answer (vendors' own, besides RFC 3834's). */
const MARKERS = [
  'x-autoreply',
  'x-autorespond',
  'x-autoresponder',
  'x-autoreply-from',
  'x-mail-autoreply',
  // Exchange and Outlook: set on the answers of mail rules and out-of-office replies.
  'x-auto-response-suppress',
  'x-ms-exchange-inbox-rules-loop',
  'x-ms-exchange-generated-message-source',
  // Exim's bounces name the addresses that failed.
  'x-failed-recipients',
];

/**
 * Reports (RFC 6522): delivery status notifications (RFC 3464, 6533), read receipts (RFC 8098)
 * and abuse feedback (RFC 5965). A mail system writes them, whatever their envelope sender says:
 * a bounce may come back from the seat's own address.
 */
const REPORT = /^\s*(multipart\/report|message\/(global-)?(delivery-status|disposition-notification|feedback-report))\b/i;

/** RFC 3834 §2 and common practice: "Precedence: bulk/junk/list" and the autoresponders' "auto_reply". */
const PRECEDENCE = /^\s*(bulk|junk|list|auto[_-]?reply)\b/i;

/**
 * Subjects that out-of-office and automatic replies start with, in the languages of our players
 * and of the commonest mail systems (Outlook writes them in the reader's language).
 */
const SUBJECTS =
  /^\s*((out of (the )?office|automatic reply|auto[- ]?reply|autoreply|auto(matic)? response)\b|auto:|(respuesta autom[aá]tica|fuera de la oficina|r[ée]ponse automatique|abwesenheitsnotiz|automatische antwort)\b)/i;

/**
 * Subjects of bounces and read receipts sent as plain mail, without a report's type: Postfix,
 * Exim, sendmail, Gmail and Exchange (in English and Spanish).
 */
const REPORT_SUBJECTS =
  /^\s*((undelivered mail returned to sender|mail delivery failed|delivery status notification|returned mail:|undeliverable:|no se puede entregar:|(not read|read|no le[ií]do|le[ií]do):))/i;

/**
 * Why this mail counts as automatic, or null for mail a person wrote. `partTypes` are the content
 * types of its parts (a report may come wrapped in another multipart).
 */
export function automaticReason(headers: readonly Header[], subject: string | undefined, envelopeFrom: string, partTypes: readonly string[] = []): string | null {
  const value = (name: string) => headers.find((h) => h.key.toLowerCase() === name)?.value ?? null;
  // RFC 3834 §3.1.7: anything but "Auto-Submitted: no" was sent by a program.
  const auto = value('auto-submitted')?.trim().toLowerCase();
  if (auto && auto !== 'no') return `auto-submitted: ${auto}`;
  const marker = MARKERS.find((m) => value(m) !== null);
  if (marker) return marker;
  const type = value('content-type');
  if (type && REPORT.test(type)) return `report: ${/report-type\s*=\s*"?([\w-]+)/i.exec(type)?.[1] ?? type.split(';')[0].trim().toLowerCase()}`;
  const part = partTypes.find((t) => REPORT.test(t));
  if (part) return `report: ${part.trim().toLowerCase()}`;
  const precedence = value('precedence');
  if (precedence && PRECEDENCE.test(precedence)) return `precedence: ${precedence.trim().toLowerCase()}`;
  // Bounces and other delivery reports come from the null sender (RFC 5321 §4.5.5).
  const from = envelopeFrom.trim();
  const returnPath = value('return-path')?.trim();
  if (from === '' || from === '<>' || returnPath === '<>' || /^(mailer-daemon|postmaster)@/i.test(from)) return 'null sender';
  const s = (subject ?? '').replace(/^\s*((re|aw|sv|fw|fwd|rv)\s*:\s*)+/i, '');
  if (SUBJECTS.test(s) || REPORT_SUBJECTS.test(s)) return `subject: ${s.slice(0, 60)}`;
  return null;
}
