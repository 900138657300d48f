import type { Lang } from '../../notify/i18n';
import type { WebhookFormat } from '../../notify/jobs';
import { days, shownDeadline, vacationLeft, type SeatClock } from '../clock/clock';
import * as vacations from '../clock/vacations';
import { notFound } from '../log/context';
import { onTurnNow } from '../log/on-turn';
import { isConfirmed, sealSeatToken, type ContactRow, type Prefer } from '../seats/contacts';
import type { OutboxRow } from '../notices/outbox';
import type { MatchParts } from '../notices/parts';
import type { ClockRule, SeatRow } from '../records/records';
import { done, refuse, type Outcome } from '../records/outcome';
import { changeRefused, noteChange } from '../seats/change-limit';
import { askConfirmation } from './confirmation';
import { noteOwnerChange } from './ownership';

/** What a seat may change about how it is told (PATCH /api/matches/:id/contact). */
export interface ContactPatch {
  email?: string | null;
  webhook?: string | null;
  webhookFormat?: WebhookFormat | null;
  lang?: Lang;
  notify?: Prefer;
}

/** The answer of GET /api/matches/:id/contact: the seat's settings, its clock, its last deliveries. */
export interface ContactInfo {
  seat: number;
  /**
   * Whether the asking link is the seat's owner link: only it may change these settings. A
   * handed device reads them with the address and webhook shortened (seats/holders.ts).
   */
  owner: boolean;
  email: string | null;
  /** Whether its owner confirmed `email` for this seat (null without an email): until then nothing but the confirmation mail goes to it. */
  emailConfirmed: boolean | null;
  /**
   * While the address waits for its owner: the latest confirmation mail, sent (`at`), waiting to
   * go (`at` is when: one a day per address), or not sent (`problem` says why); null otherwise.
   */
  confirmationMail: { state: 'sent' | 'waiting' | 'failed'; at: number; problem: string | null } | null;
  webhook: string | null;
  webhookFormat: WebhookFormat | null;
  lang: Lang;
  notify: Prefer;
  clock: {
    hoursPerMove: number;
    policy: ClockRule['policy'];
    /** When the seat must move by, if it is its turn. */
    deadline: number | null;
    vacation: { until: number | null; usedDays: number; leftDays: number };
  } | null;
  deliveries: { id: number; kind: string; channel: string; state: string; attempts: number; lastError: string | null; at: number }[];
  /** The latest delivery problem, if the latest delivery on that channel failed. */
  lastError: { channel: string; message: string; at: number } | null;
}

function confirmationMail(recent: OutboxRow[]): ContactInfo['confirmationMail'] {
  const row = recent.find((r) => r.kind === 'verify');
  if (!row) return null;
  if (row.state === 'pending') return { state: 'waiting', at: row.dueAt, problem: null };
  if (row.state === 'sent' || row.state === 'queued') return { state: 'sent', at: row.updatedAt, problem: null };
  return { state: 'failed', at: row.updatedAt, problem: row.lastError };
}

export function contactInfo(seat: SeatRow, contact: ContactRow, rule: ClockRule | null, clock: SeatClock, onTurn: boolean, recent: OutboxRow[]): ContactInfo {
  // Per channel, the latest attempt that got anywhere (newest first); a success clears the problem.
  // An ownership mail goes to the seat's former address: it says nothing of the seat's channels now.
  const attempts = recent.filter((r) => r.state !== 'skipped' && r.state !== 'pending' && r.kind !== 'ownership');
  const latest = [...new Map(attempts.reverse().map((r) => [r.channel, r])).values()];
  const failing = latest.filter((r) => r.lastError !== null && r.state !== 'sent').sort((a, b) => b.updatedAt - a.updatedAt)[0];
  return {
    seat: seat.seat,
    owner: true,
    email: seat.email,
    emailConfirmed: seat.email === null ? null : isConfirmed(contact, seat.email),
    confirmationMail: seat.email === null || isConfirmed(contact, seat.email) ? null : confirmationMail(recent),
    webhook: seat.webhook,
    webhookFormat: contact.webhookFormat,
    lang: contact.lang,
    notify: contact.notify,
    clock: rule
      ? {
          hoursPerMove: rule.perMoveMs / 3_600_000,
          policy: rule.policy,
          deadline: onTurn ? shownDeadline(rule, clock) : null,
          vacation: { until: clock.vacationUntil, usedDays: days(clock.vacationUsed), leftDays: days(vacationLeft(rule, clock)) },
        }
      : null,
    deliveries: recent.map((r) => ({ id: r.id, kind: r.kind, channel: r.channel, state: r.state, attempts: r.attempts, lastError: r.lastError, at: r.updatedAt })),
    lastError: failing ? { channel: failing.channel, message: failing.lastError as string, at: failing.updatedAt } : null,
  };
}

export function applyPatch(seat: SeatRow, contact: ContactRow, p: ContactPatch): { seat: SeatRow; contact: ContactRow } {
  return {
    seat: {
      ...seat,
      ...(p.email !== undefined ? { email: p.email } : {}),
      ...(p.webhook !== undefined ? { webhook: p.webhook } : {}),
    },
    contact: {
      ...contact,
      ...(p.webhookFormat !== undefined ? { webhookFormat: p.webhookFormat } : {}),
      ...(p.lang !== undefined ? { lang: p.lang } : {}),
      ...(p.notify !== undefined ? { notify: p.notify } : {}),
    },
  };
}

/** The seat's settings as GET /api/matches/:id/contact shows them to its owner link, or to a handed device. */
function readContact(p: MatchParts, seat: number, owner = true): ContactInfo {
  const onTurn = onTurnNow(p.store, seat);
  const info = contactInfo(p.store.seats()[seat], p.contacts.get(seat), p.store.meta()?.clock ?? null, p.clocks.get(seat), onTurn, p.outbox.recent(seat));
  return owner ? info : shortened(info);
}

/**
 * What a handed device sees of where the seat's mail goes: enough to recognise it ("a…@example.com",
 * "https://discord.com/…"), not the whole address, nor a webhook's URL, which is a key to its channel.
 */
function shortened(info: ContactInfo): ContactInfo {
  return {
    ...info,
    owner: false,
    email: info.email && info.email.replace(/^(.)[^@]*@/, '$1…@'),
    webhook: info.webhook && info.webhook.replace(/^(https?:\/\/[^/?#]+).*$/i, '$1/…'),
  };
}

/**
 * Asks for the confirmation mail of the seat's address again (its owner lost it): it goes when
 * the address may get one (one a day across the service). Counted as a change of the settings.
 */
function askAgain(p: MatchParts, seat: number, now = Date.now()): Outcome<null> {
  const row = p.store.seats()[seat];
  if (!row.email) return refuse(409, 'no_email', 'This seat has no email address to confirm; add one first.');
  if (isConfirmed(p.contacts.get(seat), row.email)) return refuse(409, 'already_confirmed', 'This address is confirmed already.');
  const limited = changeRefused(p.ctx.storage.sql, seat, now);
  if (limited) return limited;
  p.store.atomically(() => {
    noteChange(p.ctx.storage.sql, seat, now);
    askConfirmation(p, seat, 'holder', now);
  });
  p.notifier.flush(p.scheduler);
  return done(null);
}

/** An address as the service compares them: the same mailbox whatever its case or spaces. */
const sameAddress = (a: string | null, b: string | null) => (a?.trim().toLowerCase() ?? null) === (b?.trim().toLowerCase() ?? null);

/**
 * Applies a PATCH (by the seat's owner link); `box` is the sealed token (made now for a seat that
 * had none). Refused with 429 past CONTACT_CHANGES_PER_HOUR. A new or removed address is told to
 * the address the seat had, if it was confirmed, with a way back (ownership.ts).
 */
function writeContact(p: MatchParts, seat: number, patch: ContactPatch, box: string | null, now = Date.now()): Outcome<null> {
  const limited = changeRefused(p.ctx.storage.sql, seat, now);
  if (limited) return limited;
  const before = p.store.seats()[seat];
  const next = applyPatch(before, { ...p.contacts.get(seat), tokenBox: box }, patch);
  p.store.atomically(() => {
    // First, while the seat's contact row is still as it was (the grant keeps its webhook format).
    if (patch.email !== undefined && !sameAddress(before.email, patch.email)) noteOwnerChange(p, before, patch.email ? 'address' : 'removed', now);
    p.store.putSeat(next.seat);
    p.contacts.put(next.contact);
    noteChange(p.ctx.storage.sql, seat, now);
    if (patch.email) askConfirmation(p, seat, 'holder', now);
  });
  p.notifier.flush(p.scheduler);
  // The index keeps the seats' addresses for "find my matches".
  p.scheduler.at('index', p.index.dueAfterCommit());
  return done(null);
}

// ---- what the seat's links ask: its settings (any holder reads them, only the owner link changes them), its vacations

export async function contact(p: MatchParts, token: string | undefined): Promise<Outcome<ContactInfo>> {
  const who = await p.holders.holder(token);
  if (!who.ok) return who;
  return done(readContact(p, who.value.seat, who.value.owner));
}

export async function setContact(p: MatchParts, token: string | undefined, patch: ContactPatch): Promise<Outcome<ContactInfo>> {
  const who = await p.holders.owner(token, 'contact');
  if (!who.ok) return who;
  const { seat } = who.value;
  const meta = p.store.meta();
  if (!meta) return notFound();
  // A seat from before the secret was set gets its link sealed now, from the token it presents.
  const box = p.contacts.get(seat).tokenBox ?? (await sealSeatToken(p.env, meta.id, seat, token as string));
  const written = writeContact(p, seat, patch, box);
  return written.ok ? done(readContact(p, seat)) : written;
}

/** Sends the confirmation mail of the seat's address again (`askAgain`). */
export async function confirmAgain(p: MatchParts, token: string | undefined): Promise<Outcome<ContactInfo>> {
  const who = await p.holders.owner(token, 'confirm');
  if (!who.ok) return who;
  const asked = askAgain(p, who.value.seat);
  return asked.ok ? done(readContact(p, who.value.seat)) : asked;
}

/** A vacation pauses the seat's clock (clock/vacations.ts): part of playing, so a handed device may take one too. */
export async function startVacation(p: MatchParts, token: string | undefined, wanted: number): Promise<Outcome<ContactInfo>> {
  const who = await p.holders.holder(token);
  if (!who.ok) return who;
  const { seat, owner } = who.value;
  const r = vacations.startVacation(p, seat, onTurnNow(p.store, seat), wanted);
  return r.ok ? done(readContact(p, seat, owner)) : r;
}

export async function stopVacation(p: MatchParts, token: string | undefined): Promise<Outcome<ContactInfo>> {
  const who = await p.holders.holder(token);
  if (!who.ok) return who;
  const { seat, owner } = who.value;
  const r = vacations.stopVacation(p, seat, onTurnNow(p.store, seat));
  return r.ok ? done(readContact(p, seat, owner)) : r;
}
