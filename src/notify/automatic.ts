/**
 * Mail written by a program rather than a person: out-of-office answers, autoresponders, mail
 * rules, bounces and bulk mail. Playing or answering it could start a loop of mails between the
 * service and a robot (RFC 3834 §2), so the inbound handler drops it without an answer.
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
];

/** RFC 3834 §2 and common practice: "Precedence: bulk/junk/list" and the autoresponders' "auto_reply". */
const PRECEDENCE = /^\s*(bulk|junk|list|auto[_-]?reply)\b/i;

/**
 * Subjects that out-of-office and automatic replies start with, in the languages of our players
 * and of the commonest mail systems (Outlook writes them in the reader's language).
 */
const SUBJECTS =
  /^\s*((out of (the )?office|automatic reply|auto[- ]?reply|autoreply|auto(matic)? response)\b|auto:|(respuesta autom[aá]tica|fuera de la oficina|r[ée]ponse automatique|abwesenheitsnotiz|automatische antwort)\b)/i;

/** Why this mail counts as automatic, or null for mail a person wrote. */
export function automaticReason(headers: readonly Header[], subject: string | undefined, envelopeFrom: string): string | null {
  const value = (name: string) => headers.find((h) => h.key.toLowerCase() === name)?.value ?? null;
  // RFC 3834 §3.1.7: anything but "Auto-Submitted: no" was sent by a program.
  const auto = value('auto-submitted')?.trim().toLowerCase();
  if (auto && auto !== 'no') return `auto-submitted: ${auto}`;
  const marker = MARKERS.find((m) => value(m) !== null);
  if (marker) return marker;
  const precedence = value('precedence');
  if (precedence && PRECEDENCE.test(precedence)) return `precedence: ${precedence.trim().toLowerCase()}`;
  // Bounces and other delivery reports come from the null sender (RFC 5321 §4.5.5).
  const from = envelopeFrom.trim();
  if (from === '' || from === '<>' || /^mailer-daemon@/i.test(from)) return 'null sender';
  const s = (subject ?? '').replace(/^\s*((re|aw|sv|fw|fwd|rv)\s*:\s*)+/i, '');
  if (SUBJECTS.test(s)) return `subject: ${s.slice(0, 60)}`;
  return null;
}
