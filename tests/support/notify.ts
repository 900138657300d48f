import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import PostalMime, { type Email } from 'postal-mime';
import type { MatchRoom } from '../../src/match/room';
import { confirmToken } from '../../src/notify/addresses';
import { emailHashOf } from '../../src/notify/digest';
import { api } from './http';
import type { Lang, Phrase } from '../../src/engine/text';
import { render } from '../../src/text/render';
import { allMessages } from './words';

export interface TestEnv {
  MAILBOX: Fetcher;
  HOOKS: Fetcher;
}

const outside = env as unknown as TestEnv;

/** The SERVICE_SECRET of the workers tests (vitest.config.ts). */
export const SECRET = 'test-service-secret';

/** Polls until `ok`, for at most `timeoutMs` (generous: the machine may be busy with other tests). */
export async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let v = await read();
  while (!ok(v) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    v = await read();
  }
  return v;
}

export interface Mail extends Email {
  raw: string;
}

/** Every message the simulated `send_email` binding wrote for `to`, parsed. */
export async function mailbox(to: string): Promise<Mail[]> {
  const raws = (await (await outside.MAILBOX.fetch(`http://mailbox/?to=${encodeURIComponent(to)}`)).json()) as string[];
  return Promise.all(raws.map(async (raw) => ({ ...(await PostalMime.parse(raw)), raw })));
}

/** The mail that asks an address's owner to confirm it (its unsubscribe link is the confirmation page). */
export function isConfirmationMail(mail: Mail): boolean {
  return /\/api\/confirm\/conf-/.test(mail.headers.find((h) => h.key === 'list-unsubscribe')?.value ?? '');
}

/** What the service told `to` about play: every message but confirmation mails. */
export async function notices(to: string): Promise<Mail[]> {
  return (await mailbox(to)).filter((m) => !isConfirmationMail(m));
}

/** Waits until `to` has received at least `count` messages besides confirmation mails, and returns those. */
export async function waitForMail(to: string, count = 1): Promise<Mail[]> {
  const mail = await eventually(() => notices(to), (m) => m.length >= count);
  if (mail.length < count) throw new Error(`expected ${count} mails to ${to}, got ${mail.length}`);
  return mail;
}

/** The link of a confirmation mail for this seat's address, signed as the service signs it. */
export async function confirmationLink(id: string, seat: number, email: string): Promise<string> {
  return `/api/confirm/${await confirmToken(SECRET, { match: id, seat, emailHash: await emailHashOf(email) })}`;
}

/**
 * The owner of `email` confirms it for the seat, as by the link of its confirmation mail. Tests
 * that expect turn emails do this first: nothing else reaches an unconfirmed address.
 */
export async function confirmEmail(id: string, seat: number, email: string): Promise<void> {
  const r = await api('POST', await confirmationLink(id, seat, email), { raw: 'answer=yes' });
  if (r.status !== 200) throw new Error(`confirming ${email} failed: ${r.status} ${String(r.body).slice(0, 200)}`);
}

/**
 * Confirms the address of every seat that has one (`emails[seat]`), then waits until the mail
 * that this makes due (the turn email of a seat on turn) has left the outbox, so that what a
 * test does next does not race the match's alarm.
 */
export async function confirmAll(id: string, emails: (string | null | undefined)[]): Promise<void> {
  for (const [seat, email] of emails.entries()) if (email) await confirmEmail(id, seat, email);
  await eventually(
    () => outboxOf(id),
    (rows) => rows.every((r) => r.state !== 'pending' || r.due_at > Date.now()),
  );
}

export interface Hit {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

export async function hooksAt(path: string): Promise<Hit[]> {
  return (await (await outside.HOOKS.fetch(`http://hooks/?path=${encodeURIComponent(path)}`)).json()) as Hit[];
}

/** Points `name` at `address` in the simulated DNS ('none': no address; 'down': the resolver fails). */
export async function setDns(name: string, address: string): Promise<void> {
  await outside.HOOKS.fetch(`http://hooks/dns?name=${encodeURIComponent(name)}&address=${encodeURIComponent(address)}`);
}

export function unique(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}

export function stubOf(id: string): DurableObjectStub<MatchRoom> {
  return env.MATCH.get(env.MATCH.idFromName(id));
}

export interface Created {
  id: string;
  tokens: string[];
}

export async function create(body: Record<string, unknown>): Promise<Created> {
  const r = await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, ...body } });
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.id, tokens: r.body.seats.map((s: { token: string }) => s.token) };
}

/** Rows of the match's outbox, straight from its storage. */
export async function outboxOf(id: string): Promise<{ id: number; seat: number; kind: string; channel: string; state: string; due_at: number; last_error: string | null }[]> {
  return runInDurableObject(stubOf(id), (_room, state) => state.storage.sql.exec('SELECT * FROM outbox ORDER BY id').toArray() as never);
}

/**
 * Moves the match's clocks `ms` into the past (as if that much time had gone by), then runs
 * its alarm: what falls due happens now.
 */
export async function letTimePass(id: string, ms: number): Promise<void> {
  await runInDurableObject(stubOf(id), async (room, state) => {
    state.storage.sql.exec('UPDATE clocks SET since = since - ?, vacation_from = vacation_from - ?, vacation_until = vacation_until - ?', ms, ms, ms);
    state.storage.sql.exec(`UPDATE outbox SET due_at = due_at - ? WHERE state = 'pending'`, ms);
    const { scheduler } = (room as unknown as { m: { scheduler: { at(n: string, t: number): void } } }).m;
    scheduler.at('clock', Date.now());
    scheduler.at('outbox', Date.now());
    // The stored alarm goes far enough ahead that workerd cannot fire it by itself before the test
    // runs it: a firing of its own would leave the test's run the next timer's work (the run of an
    // alarm by hand does the work it was armed for, a deadline perhaps), done early.
    await state.storage.setAlarm(Date.now() + 60_000);
  });
  await runDurableObjectAlarm(stubOf(id));
}

/** The seat that must act now and one of its commands. */
export async function activeSeat(id: string, tokens: string[]): Promise<{ seat: number; command: string; seq: number }> {
  const spectator = (await api('GET', `/api/matches/${id}`)).body;
  const seat: number = spectator.active[0];
  const mine = (await api('GET', `/api/matches/${id}`, { token: tokens[seat] })).body;
  return { seat, command: (mine.actions as string[]).find((a) => a !== 'undo') as string, seq: mine.seq };
}

/** Plays the active seat's first command until `seat` must act. */
export async function playUntilActive(id: string, tokens: string[], seat: number): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const a = await activeSeat(id, tokens);
    if (a.seat === seat) return;
    const r = await api('POST', `/api/matches/${id}/actions`, { token: tokens[a.seat], body: { command: a.command } });
    if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  }
  throw new Error(`seat ${seat} never became active`);
}

/**
 * A game's words as a message to people says them in English, with these players' names: a
 * message renders its seats as names; an old sentence's "Seat 1" becomes that seat's name.
 * Lines (a summary) are joined by newlines.
 */
export function named(words: Phrase | Phrase[], names: string[]): string {
  if (Array.isArray(words)) return words.map((w) => named(w, names)).join('\n');
  if (typeof words === 'string') return words.replace(/\bSeat (\d{1,2})\b/g, (whole, n: string) => names[Number(n)] ?? whole);
  return render(words, 'en', allMessages, (seat) => names[seat] ?? null, { strict: true });
}

/**
 * The match's name as its mails and pages say it in `lang` (issue 31): its given name, else its
 * default name (its players' names and when it was created) with the players' names.
 */
export async function calledIn(id: string, lang: Lang = 'en'): Promise<string> {
  const v = (await api('GET', `/api/matches/${id}`)).body as { name: string | null; defaultName: Phrase };
  // The default names its players as given (no seat references): there is nobody to look up.
  return v.name ?? render(v.defaultName, lang, allMessages, () => null, { strict: true });
}
