import { runInDurableObject } from 'cloudflare:test';
import { expect } from 'vitest';
import { api, type TestMatch } from './http';
import { confirmAll, eventually, hooksAt, letTimePass, notices, outboxOf, stubOf, unique, type Mail } from './notify';

/**
 * Twin matches told by mail and webhook (issues 12 and 13: "twin matches … give every other seat
 * identical … notifications up to the rules' reveal"). Two matches with the same seed are driven
 * with the same commands, but for one seat's hidden choice; each seat's notifications of the two
 * are then compared one for one.
 *
 * Two things make a seat's notifications depend on timing rather than on the match, and this
 * module takes both out:
 * - A notification is written from the match as it is when its outbox row falls due (the turn
 *   email of a step says what the match is when it leaves, not when the step made it due). So
 *   each twin lets everything a step made due go out before it plays the next step (`play`).
 * - The queue consumer delivers the messages of one batch side by side, so the order in which
 *   mails reach the mailbox (and webhooks the receiver) within a batch is not the order the match
 *   wrote them. Each is put back in the match's order by the log entry it was written at (a mail's
 *   signed Reply-To names it, a webhook says it as `seq`); a seat is told at most once per entry.
 */

export interface Twin extends TestMatch {
  /** Each seat's address, or null for a seat told nothing by mail. */
  emails: (string | null)[];
  /** Each seat's webhook path on the test receiver, or null. */
  hooks: (string | null)[];
}

const HOOK_HOST = 'hooks.example';

/**
 * Two matches of `game` with the same seed and players; `told[seat]` says which channels the
 * seat has (its addresses confirmed). Returns once each twin's first mails have left.
 */
export async function twinMatches(game: string, seed: string, names: string[], told: { email?: boolean; webhook?: boolean }[]): Promise<[Twin, Twin]> {
  const make = async (tag: string): Promise<Twin> => {
    const emails = names.map((n, i) => (told[i]?.email ? `${unique(`${n.toLowerCase()}-${tag}`)}@example.com` : null));
    const hooks = names.map((n, i) => (told[i]?.webhook ? `/ok/${unique(`${n.toLowerCase()}-${tag}`)}` : null));
    const players = names.map((name, i) => ({
      name,
      salt: `salt-${i}`,
      ...(emails[i] ? { email: emails[i] } : {}),
      ...(hooks[i] ? { webhook: `https://${HOOK_HOST}${hooks[i]}` } : {}),
    }));
    // One name for both: a default name says when each was created, and the subjects carry it.
    const r = await api('POST', '/api/matches', { body: { game, name: 'Twins', seats: names.length, players, options: { seed } } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const t: Twin = { id: r.body.id, commitment: r.body.commitment, tokens: r.body.seats.map((s: { token: string }) => s.token), body: r.body, emails, hooks };
    await confirmAll(t.id, emails);
    await settle(t);
    return t;
  };
  return [await make('a'), await make('b')];
}

/** Whether the outbox still holds rows that are due and not yet handed to the queue. */
const waiting = (rows: Awaited<ReturnType<typeof outboxOf>>) => rows.filter((r) => r.state === 'pending');

/**
 * Sends everything that is due now: the notifications the last step made due are written from
 * the match as that step left it. Should the match's alarm not come (seen once in a long run),
 * its handler is run by hand.
 */
export async function settle(t: TestMatch): Promise<void> {
  await letTimePass(t.id, 3_600_000);
  let rows = await eventually(() => outboxOf(t.id), (rs) => waiting(rs).length === 0, 10_000);
  if (waiting(rows).length > 0) {
    await runInDurableObject(stubOf(t.id), (room) => room.alarm());
    rows = await eventually(() => outboxOf(t.id), (rs) => waiting(rs).length === 0);
  }
  expect(waiting(rows), 'notifications still waiting to be sent').toEqual([]);
}

/** Plays `command` for `seat` in the twin, then lets its notifications go out. Returns the answer's body. */
export async function play(t: TestMatch, seat: number, command: string) {
  const r = await api('POST', `/api/matches/${t.id}/actions`, { token: t.tokens[seat], body: { command } });
  expect(r.status, `${command} by seat ${seat}: ${JSON.stringify(r.body)}`).toBe(200);
  await settle(t);
  return r.body;
}

/** Waits until the queue has delivered (or given up on) every row of the twin's outbox. */
async function delivered(t: TestMatch): Promise<void> {
  const rows = await eventually(
    () => outboxOf(t.id),
    (rs) => rs.every((r) => r.state === 'sent' || r.state === 'skipped' || r.state === 'failed'),
  );
  expect(rows.filter((r) => r.state === 'pending' || r.state === 'queued' || r.state === 'failed')).toEqual([]);
}

/** Takes out what differs between any two matches: the match id, the seat tokens, the addresses and the signed links. */
function strip(t: Twin, s: string): string {
  const signed = s.replace(/[\w.+-]+@pbm\.example/g, '•').replace(/\/unsubscribe\/[\w-]+/g, '/unsubscribe/•');
  return [t.id, ...t.tokens, ...t.emails.filter((e): e is string => e !== null), ...t.hooks.filter((h): h is string => h !== null)].reduce((x, secret) => x.split(secret).join('•'), signed);
}

/** The entry a mail was written at: its signed Reply-To names it (`play+<match>-<seat>-<entry>-<signature>@…`). */
function entryOf(t: Twin, mail: Mail): number {
  const m = new RegExp(`^play\\+${t.id}-\\d+-(\\d+)-`).exec(mail.replyTo?.[0]?.address ?? '');
  expect(m, `a mail of match ${t.id} with a signed reply address: ${mail.replyTo?.[0]?.address}`).not.toBeNull();
  return Number(m?.[1]);
}

/** Puts a seat's notifications in the order the match wrote them: by the entry each was written at, one per entry. */
function inOrder<T>(items: T[], entry: (x: T) => number): T[] {
  const sorted = [...items].sort((x, y) => entry(x) - entry(y));
  const entries = sorted.map(entry);
  expect(new Set(entries).size, `one notification per entry (${entries.join(', ')})`).toBe(entries.length);
  return sorted;
}

/**
 * What the seat was told by mail, in the order the match wrote it, without what differs between
 * any two matches; `entry` is the turn signed into the mail's Reply-To, in the seat's own numbering.
 */
export async function mailsTo(t: Twin, seat: number): Promise<{ entry: number; subject: string; text: string; html: string }[]> {
  const to = t.emails[seat];
  if (!to) throw new Error(`seat ${seat} has no address`);
  await delivered(t);
  const sent = (await outboxOf(t.id)).filter((r) => r.seat === seat && r.channel === 'email' && r.kind !== 'verify' && r.state === 'sent').length;
  const mails = await eventually(
    () => notices(to),
    (ms) => ms.length >= sent,
  );
  expect(mails.length, `mails delivered to seat ${seat}`).toBe(sent);
  return inOrder(mails, (m) => entryOf(t, m)).map((m) => ({ entry: entryOf(t, m), subject: strip(t, m.subject ?? ''), text: strip(t, m.text ?? ''), html: strip(t, m.html ?? '') }));
}

/** What the seat's webhook received, in the order of the entries each was written at, without the match id and links. */
export async function hooksTo(t: Twin, seat: number): Promise<unknown[]> {
  const path = t.hooks[seat];
  if (!path) throw new Error(`seat ${seat} has no webhook`);
  await delivered(t);
  const sent = (await outboxOf(t.id)).filter((r) => r.seat === seat && r.channel === 'webhook' && r.state === 'sent').length;
  const hits = await eventually(
    () => hooksAt(path),
    (hs) => hs.length >= sent,
  );
  expect(hits.length, `webhooks delivered to seat ${seat}`).toBe(sent);
  const bodies = hits.map((h) => JSON.parse(h.body) as { seq: number });
  return inOrder(bodies, (b) => b.seq).map((b) => JSON.parse(strip(t, JSON.stringify(b))));
}

/**
 * The notifications of every seat in `seats` are the same in both twins, one for one: as many, in
 * the same order, with the same subject, text, HTML and signed turn (and webhook payloads, their
 * `seq` included). Returns how many
 * mails were compared, so that a test can say it compared something.
 */
export async function expectSameNotifications(a: Twin, b: Twin, seats: number[]): Promise<number> {
  let compared = 0;
  for (const seat of seats) {
    if (a.emails[seat]) {
      const [ma, mb] = [await mailsTo(a, seat), await mailsTo(b, seat)];
      expect(mb.map((m) => m.subject), `subjects of seat ${seat}'s mails`).toEqual(ma.map((m) => m.subject));
      for (const [i, m] of ma.entries()) expect(mb[i], `seat ${seat}'s mail ${i + 1} of ${ma.length}`).toEqual(m);
      compared += ma.length;
    }
    if (a.hooks[seat]) expect(await hooksTo(b, seat), `seat ${seat}'s webhooks`).toEqual(await hooksTo(a, seat));
  }
  return compared;
}
