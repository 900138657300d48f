import { createScheduledController, env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { DIGEST_SPACING_MS, emailHashOf, sendDigest } from '../../src/notify/digest';
import { queuedDigests } from '../support/digests';
import { api } from '../support/http';
import { registerVeiledStones } from './veiled-stones';
import { calledIn, activeSeat, confirmEmail, create, eventually, named, notices, playUntilActive, unique, waitForMail } from '../support/notify';

/** Runs the Worker's cron trigger as Cloudflare would, at `at`. */
async function cron(at: number): Promise<void> {
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '*/15 * * * *' }), env as never);
}

async function notesOf(email: string): Promise<{ match_id: string; seat: number }[]> {
  const rows = await env.DB.prepare('SELECT match_id, seat FROM digest_parts WHERE email_hash = ? ORDER BY match_id').bind(await emailHashOf(email)).all();
  return rows.results as never;
}

/** Two matches in which `email` holds a digest seat, each with news for it. */
async function twoMatches(email: string, seed: string) {
  const ms = [];
  for (const k of [1, 2]) {
    const m = await create({ players: [{ name: 'Dee', email, notify: 'digest' }, { name: `Opp${k}` }], options: { seed: `${seed}-${k}` } });
    await confirmEmail(m.id, 0, email);
    await playUntilActive(m.id, m.tokens, 1);
    await playUntilActive(m.id, m.tokens, 0);
    ms.push(m);
  }
  await eventually(() => notesOf(email), (n) => n.length === 2);
  return ms;
}

describe('the daily digest spans a player’s matches: one email a day per address', () => {
  it('one email carries a section per match, each with its news, board and link; nothing is sent before the cron', async () => {
    const dee = `${unique('dee')}@example.com`;
    const [m1, m2] = await twoMatches(dee, 'digest-a');
    expect((await notesOf(dee)).map((n) => n.match_id).sort()).toEqual([m1.id, m2.id].sort());
    expect(await notices(dee)).toEqual([]);

    await cron(Date.now());
    const [mail] = await waitForMail(dee);
    expect(mail.subject).toBe('Your daily digest: 2 matches');
    // Each section names the game and the match: here their players and when each was created (issue 31).
    expect(await calledIn(m1.id)).toMatch(/^Dee and Opp1 · \d{1,2} [A-Z][a-z]{2}, \d\d:\d\d$/);
    expect(mail.text).toContain(`== Carolus Magnus — ${await calledIn(m1.id)} ==`);
    expect(mail.text).toContain(`== Carolus Magnus — ${await calledIn(m2.id)} ==`);
    for (const m of [m1, m2]) {
      const mine = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[0] })).body;
      expect(mail.text).toContain(named(mine.summary, ['Dee', m === m1 ? 'Opp1' : 'Opp2']));
      expect(mail.text).toContain(`/m/${m.id}#${m.tokens[0]}`);
      expect(mail.raw).not.toContain(m.tokens[1]);
    }
    expect(mail.text).toMatch(/What happened since we last wrote:\n\n {2}- Opp1 /);
    expect(mail.replyTo).toBeUndefined();
    const header = (name: string) => mail.headers.find((h) => h.key === name)?.value;
    expect(header('list-unsubscribe')).toMatch(/^<https:\/\/pbm\.test\/api\/unsubscribe\/dig-[0-9a-f]{24}-[0-9a-f]{24}>/);
    // The notes go once the email has gone.
    expect(await eventually(() => notesOf(dee), (n) => n.length === 0)).toEqual([]);
  });

  it('news after a digest waits a day; the next digest tells only what is new', async () => {
    const dee = `${unique('dee')}@example.com`;
    const [m1] = await twoMatches(dee, 'digest-b');
    const start = Date.now();
    const toldUpTo = (await api('GET', `/api/matches/${m1.id}`)).body.seq;
    await cron(start);
    await waitForMail(dee);
    await playUntilActive(m1.id, m1.tokens, 1);
    await playUntilActive(m1.id, m1.tokens, 0);
    expect(await eventually(() => notesOf(dee), (n) => n.length === 1)).toEqual([{ match_id: m1.id, seat: 0 }]);

    await cron(start + 60_000);
    await cron(start + DIGEST_SPACING_MS - 60_000);
    expect(await notices(dee)).toHaveLength(1);

    await cron(start + DIGEST_SPACING_MS + 60_000);
    const mails = await waitForMail(dee, 2);
    expect(mails[1].subject).toBe('Your daily digest: 1 match');
    expect(mails[1].text).not.toContain('Opp2');
    // Exactly the log entries after the first digest, as Dee may read them.
    const log = (await api('GET', `/api/matches/${m1.id}/log`, { token: m1.tokens[0] })).body.entries as { seq: number; seat: number; lines: string[] }[];
    const names = ['Dee', 'Opp1'];
    const expected = log.filter((e) => e.seq > toldUpTo && e.lines.length).flatMap((e) => e.lines.map((l) => `  - ${named(l, names)}`));
    expect(expected.length).toBeGreaterThan(0);
    const news = (mails[1].text ?? '').split('What happened since we last wrote:\n\n')[1].split('\n\n')[0].split('\n');
    expect(news).toEqual(expected);
  });

  it('a seat that turned its digest off, or changed its address, is left out; nothing new means no email', async () => {
    const dee = `${unique('dee')}@example.com`;
    const [m1, m2] = await twoMatches(dee, 'digest-c');
    expect((await api('PATCH', `/api/matches/${m1.id}/contact`, { token: m1.tokens[0], body: { notify: 'none' } })).status).toBe(200);
    expect((await api('PATCH', `/api/matches/${m2.id}/contact`, { token: m2.tokens[0], body: { email: `${unique('new')}@example.com` } })).status).toBe(200);
    await cron(Date.now());
    // The cron queues the address; its job finds nothing to send and clears the notes.
    expect(await eventually(() => notesOf(dee), (n) => n.length === 0)).toEqual([]);
    // No digest; only the mail that told the address the seat of m2 moved elsewhere (issue 25).
    const told = await eventually(() => notices(dee), (m) => m.length > 0);
    expect(told.map((m) => m.subject)).toEqual([`The email address of your seat in Carolus Magnus was changed — ${await calledIn(m2.id)}`]);
  });

  it('a digest that cannot be sent stays for the next run, and each seat sees the error; a sent one is in its deliveries', async () => {
    const dee = `${unique('dee')}@example.com`;
    const [m1, m2] = await twoMatches(dee, 'digest-e');
    const now = Date.now();
    const [job] = await queuedDigests(now);
    const broken = { ...(env as object), EMAIL: undefined } as never;
    await expect(sendDigest(broken, job, now)).rejects.toThrow('No send_email binding (EMAIL) is configured.');
    for (const m of [m1, m2]) {
      const contact = (await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[0] })).body;
      expect(contact.lastError).toMatchObject({ channel: 'email', message: 'No send_email binding (EMAIL) is configured.' });
    }
    expect(await notesOf(dee)).toHaveLength(2);
    // The queue tries the same job again.
    expect(await sendDigest(env, job, Date.now())).toBe('sent');
    expect(await waitForMail(dee)).toHaveLength(1);
    for (const m of [m1, m2]) {
      const contact = (await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[0] })).body;
      expect(contact.deliveries[0]).toMatchObject({ kind: 'digest', channel: 'email', state: 'sent' });
      expect(contact.lastError).toBeNull();
    }
  });

  it('the digest’s one-click unsubscribe stops every seat it spoke for', async () => {
    const dee = `${unique('dee')}@example.com`;
    const [m1, m2] = await twoMatches(dee, 'digest-d');
    await cron(Date.now());
    const [mail] = await waitForMail(dee);
    const url = /<(https:\/\/pbm\.test\/api\/unsubscribe\/[^>]+)>/.exec(mail.headers.find((h) => h.key === 'list-unsubscribe')!.value)![1];
    const path = new URL(url).pathname;
    expect((await api('GET', path)).status).toBe(200);
    for (const m of [m1, m2]) expect((await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[0] })).body.notify).toBe('digest');
    expect((await api('POST', path)).status).toBe(200);
    for (const m of [m1, m2]) expect((await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[0] })).body.notify).toBe('none');
    const forged = path.replace(/-([0-9a-f])([0-9a-f]{23})$/, (_, a: string, rest: string) => `-${a === '0' ? '1' : '0'}${rest}`);
    expect((await api('POST', forged)).status).toBe(404);
  });
});

describe('the digest after the end of a match with secret steps', () => {
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerVeiledStones();
  });
  afterAll(() => unregister());

  it('tells what came after the last digest, once: a reader’s numbers from before the end are moved to the log’s at the end', async () => {
    const dee = `${unique('dee')}@example.com`;
    const m = await create({ game: 'test-veiled-stones', players: [{ name: 'Dee', email: dee, notify: 'digest' }, { name: 'Vic' }], options: { seed: 'veiled' } });
    await confirmEmail(m.id, 0, dee);
    const take = async (seat: number, colour: string) => expect((await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command: `take ${colour}` } })).status).toBe(200);
    // Vic's takes are secret steps that show Dee nothing: she does not number them.
    await take(0, 'red');
    await take(1, 'blue');
    await take(0, 'amber');
    await take(1, 'jade');
    await eventually(() => notesOf(dee), (n) => n.length === 1);
    const start = Date.now();
    const toldUpTo = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[0] })).body.seq;
    // Vic numbers every entry: his own and Dee's.
    expect(toldUpTo).toBeLessThan((await api('GET', `/api/matches/${m.id}`, { token: m.tokens[1] })).body.seq);
    await cron(start);
    await waitForMail(dee);
    await take(0, 'onyx');
    expect((await api('GET', `/api/matches/${m.id}`)).body.status).toBe('finished');
    await eventually(() => notesOf(dee), (n) => n.length === 1);

    await cron(start + DIGEST_SPACING_MS + 60_000);
    const mails = await waitForMail(dee, 2);
    // After the end Dee reads the log in its numbering, each entry with the number it had for her.
    const log = (await api('GET', `/api/matches/${m.id}/log`, { token: m.tokens[0] })).body.entries as { seq: number; was?: number; lines: string[] }[];
    const told = log.find((e) => e.was === toldUpTo) as { seq: number };
    expect(told.seq).toBeGreaterThan(toldUpTo);
    // After it, one entry with lines for her: her own last take.
    expect(log.filter((e) => e.seq > told.seq && e.lines.length).map((e) => e.lines.length)).toEqual([1]);
    const news = (mails[1].text ?? '').split('What happened since we last wrote:\n\n')[1].split('\n\n')[0].split('\n');
    expect(news).toEqual(['  - Dee takes the onyx stone.']);
    expect(mails[0].text).toContain('Dee takes the amber stone.');
  });
});
