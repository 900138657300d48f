import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { recentInbound } from '../../src/db/mail';
import { replyAddress } from '../../src/notify/addresses';
import { emailHashOf } from '../../src/notify/digest';
import { receiveMail } from '../../src/notify/inbound';
import { CONFIRMATION_SPACING_MS } from '../../src/match/notices/confirmation-mail';
import { api } from '../support/http';
import {
  activeSeat,
  confirmationLink,
  confirmEmail,
  create,
  calledIn,
  eventually,
  isConfirmationMail,
  letTimePass,
  mailbox,
  notices,
  outboxOf,
  playUntilActive,
  SECRET,
  unique,
  waitForMail,
  type Mail,
} from '../support/notify';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for the confirmation mails to `to` (at least `count`). */
async function confirmationsTo(to: string, count = 1): Promise<Mail[]> {
  const all = await eventually(
    async () => (await mailbox(to)).filter(isConfirmationMail),
    (m) => m.length >= count,
  );
  expect(all.length).toBeGreaterThanOrEqual(count);
  return all;
}

/** The path of the confirmation page in a confirmation mail. */
function linkIn(mail: Mail): string {
  const url = /https:\/\/pbm\.test(\/api\/confirm\/conf-[a-z0-9-]+)/.exec(mail.text ?? '')?.[1];
  expect(url).toBeDefined();
  return url as string;
}

const contact = async (id: string, token: string) => (await api('GET', `/api/matches/${id}/contact`, { token })).body;

describe('verified addresses: an address gets one confirmation mail and nothing else until its owner confirms', () => {
  it('the creator’s invitation: one short mail in the seat’s language, no turn email; confirming sends the turn email', async () => {
    const ana = `${unique('ana')}@example.com`;
    const bo = `${unique('bo')}@example.com`;
    const m = await create({ players: [{ name: 'Ana', email: ana }, { name: 'Bo', email: bo, lang: 'es' }], options: { seed: 'confirm-1' } });
    const { seat } = await activeSeat(m.id, m.tokens);
    const [toAna] = await confirmationsTo(ana);
    const [toBo] = await confirmationsTo(bo);
    expect(toAna.subject).toBe(`You are invited to play Carolus Magnus with Bo: confirm to get turn emails — ${await calledIn(m.id)}`);
    expect(toBo.subject).toBe(`Te invitan a jugar a Carolus Magnus con Ana: confirma para recibir los correos de turno — ${await calledIn(m.id, 'es')}`);
    expect(toAna.text).toContain('Someone starting a match of Carolus Magnus put this address on the seat of Ana, to play with Bo.');
    expect(toAna.text).toContain('Until you do, this is the only email you get from that match.');
    // Nothing in it opens a seat: no seat link, no reply address.
    for (const t of m.tokens) expect(toAna.raw + toBo.raw).not.toContain(t);
    expect(toAna.replyTo).toBeUndefined();
    expect(toAna.headers.find((h) => h.key === 'list-unsubscribe')?.value).toBe(`<https://pbm.test${linkIn(toAna)}>`);
    // The seat on turn is not emailed: its address is not confirmed.
    await pause(1500);
    expect(await notices(ana)).toEqual([]);
    expect(await notices(bo)).toEqual([]);
    expect((await outboxOf(m.id)).map((r) => r.kind)).toEqual(['verify', 'verify']);
    expect((await contact(m.id, m.tokens[seat])).emailConfirmed).toBe(false);

    // Opening the link only asks (mail scanners open links); the button confirms.
    const path = linkIn(seat === 0 ? toAna : toBo);
    const page = await api('GET', path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('name="answer" value="yes"');
    expect(page.body).toContain('name="answer" value="no"');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await contact(m.id, m.tokens[seat])).emailConfirmed).toBe(false);
    const done = await api('POST', path, { raw: 'answer=yes' });
    expect(done.status).toBe(200);
    expect((await contact(m.id, m.tokens[seat])).emailConfirmed).toBe(true);
    const [turn] = await waitForMail(seat === 0 ? ana : bo);
    expect(turn.subject).toBe(seat === 0 ? `Your turn in Carolus Magnus — ${await calledIn(m.id)}` : `Te toca en Carolus Magnus — ${await calledIn(m.id, 'es')}`);
    // The other seat still gets nothing.
    expect(await notices(seat === 0 ? bo : ana)).toEqual([]);
    // Following the link again changes nothing and says so.
    expect((await api('GET', path)).body).toContain(seat === 0 ? 'This address is confirmed for Carolus Magnus' : 'Esta dirección ya está confirmada para Carolus Magnus');
  });

  it('the page speaks the seat’s language; a damaged link or one for an address the seat no longer uses changes nothing', async () => {
    const bo = `${unique('bo')}@example.com`;
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo', email: bo, lang: 'es' }], options: { seed: 'confirm-2' } });
    const path = await confirmationLink(m.id, 1, bo);
    const page = await api('GET', path);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('¿Quieres recibir un correo cuando te toque en Carolus Magnus (el puesto de Bo)?');
    const damaged = await api('GET', `${path.slice(0, -3)}000`);
    expect(damaged.status).toBe(404);
    expect((await api('POST', `${path.slice(0, -3)}000`, { raw: 'answer=yes' })).status).toBe(404);
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: m.tokens[1], body: { email: `${unique('new')}@example.com` } })).status).toBe(200);
    const stale = await api('POST', path, { raw: 'answer=yes' });
    expect(stale.status).toBe(409);
    expect(stale.body).toContain('ya no usa');
    expect((await contact(m.id, m.tokens[1])).emailConfirmed).toBe(false);
  });

  it('the game is named in the seat’s language, in the mail and on its page (King David is “Las campañas del rey David” in Spanish)', async () => {
    const bo = `${unique('bo')}@example.com`;
    const m = await create({ game: 'king-david', players: [{ name: 'Ana' }, { name: 'Bo', email: bo, lang: 'es' }], options: { seed: 'confirm-kd' } });
    const [mail] = await confirmationsTo(bo);
    expect(mail.subject).toBe(`Te invitan a jugar a Las campañas del rey David con Ana: confirma para recibir los correos de turno — ${await calledIn(m.id, 'es')}`);
    expect(mail.text).not.toContain('King David');
    const page = await api('GET', linkIn(mail));
    expect(page.body).toContain('¿Quieres recibir un correo cuando te toque en Las campañas del rey David (el puesto de Bo)?');
  });

  it('the holder’s own address (by joining or by PATCH) needs confirming too', async () => {
    const created = await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, players: [{ name: 'Ana' }], options: { seed: 'confirm-3' } } });
    const code = new URL(created.body.invite).hash.slice(1);
    const bo = `${unique('bo')}@example.com`;
    const joined = await api('POST', `/api/matches/${created.body.id}/join`, { body: { code, name: 'Bo', email: bo } });
    expect(joined.status).toBe(201);
    const [mail] = await confirmationsTo(bo);
    expect(mail.subject).toBe(`Confirm your email to get turn emails of Carolus Magnus — ${await calledIn(created.body.id)}`);
    expect(mail.text).toContain('This address was given for the seat of Bo in a match of Carolus Magnus with Ana.');
    const ana = `${unique('ana')}@example.com`;
    await api('PATCH', `/api/matches/${created.body.id}/contact`, { token: created.body.seats[0].token, body: { email: ana } });
    expect((await confirmationsTo(ana))[0].subject).toBe(`Confirm your email to get turn emails of Carolus Magnus — ${await calledIn(created.body.id)}`);
  });

  it('an address once confirmed stays confirmed for its seat, through a change of address and back', async () => {
    const a = `${unique('a')}@example.com`;
    const b = `${unique('b')}@example.com`;
    const m = await create({ players: [{ name: 'Ana', email: a }, { name: 'Bo' }], options: { seed: 'confirm-4' } });
    await confirmationsTo(a);
    await confirmEmail(m.id, 0, a);
    const toB = await api('PATCH', `/api/matches/${m.id}/contact`, { token: m.tokens[0], body: { email: b } });
    expect(toB.body.emailConfirmed).toBe(false);
    await confirmationsTo(b);
    const back = await api('PATCH', `/api/matches/${m.id}/contact`, { token: m.tokens[0], body: { email: a.toUpperCase() } });
    expect(back.body.emailConfirmed).toBe(true);
    await pause(1500);
    expect((await mailbox(a)).filter(isConfirmationMail)).toHaveLength(1);
    // And mail reaches it again: the turn email when Ana's turn comes (after the mail that told
    // it the seat had moved to another address, issue 25).
    await playUntilActive(m.id, m.tokens, 1);
    await playUntilActive(m.id, m.tokens, 0);
    const subjects = (await waitForMail(a.toUpperCase(), 2)).map((mail) => mail.subject).sort();
    expect(subjects).toHaveLength(2);
    expect(subjects[0]).toBe(`The email address of your seat in Carolus Magnus was changed — ${await calledIn(m.id)}`);
    expect(subjects[1]).toMatch(/^Your turn/);
  });

  it('messages, emailed moves and "find my matches" reach only confirmed addresses', async () => {
    const ana = `${unique('ana')}@example.com`;
    const bo = `${unique('bo')}@example.com`;
    const m = await create({ players: [{ name: 'Ana', email: ana }, { name: 'Bo', email: bo }], options: { seed: 'confirm-5' } });
    const { seat, command, seq } = await activeSeat(m.id, m.tokens);
    const me = seat === 0 ? ana : bo;
    expect((await api('POST', `/api/matches/${m.id}/messages`, { token: m.tokens[1 - seat], body: { text: 'your move!', to: [seat] } })).status).toBe(201);
    // A reply from the unconfirmed address (to a reply address it never got) plays nothing and gets no answer.
    const to = await replyAddress(SECRET, 'pbm.example', { match: m.id, seat, turn: seq });
    const raw = `From: <${me}>\r\nTo: <${to}>\r\nSubject: Re: Your turn\r\nMessage-ID: <${crypto.randomUUID()}@example.com>\r\n\r\n${command}\r\n`;
    expect((await receiveMail({ from: me, to, raw, rawSize: raw.length }, env)).outcome).toBe('unconfirmed_sender');
    expect((await api('GET', `/api/matches/${m.id}`)).body.seq).toBe(seq);
    expect((await recentInbound(env.DB, 1))[0]).toMatchObject({ outcome: 'unconfirmed_sender', matchId: m.id, seat });
    await new Promise((r) => setTimeout(r, 1500));
    expect((await api('POST', '/api/signin', { body: { email: me } })).status).toBe(202);
    await pause(1500);
    expect(await notices(me)).toEqual([]);
  });

  it('a digest seat with an unconfirmed address is noted for no digest', async () => {
    const dee = `${unique('dee')}@example.com`;
    const m = await create({ players: [{ name: 'Dee', email: dee, notify: 'digest' }, { name: 'Opp' }], options: { seed: 'confirm-digest' } });
    await playUntilActive(m.id, m.tokens, 1);
    await playUntilActive(m.id, m.tokens, 0);
    await pause(1500);
    expect((await outboxOf(m.id)).map((r) => r.kind)).toEqual(['verify']);
    const notes = await env.DB.prepare('SELECT count(*) AS n FROM digest_parts WHERE email_hash = ?').bind(await emailHashOf(dee)).first();
    expect(notes).toEqual({ n: 0 });
  });
});

describe('confirmation mails: at most one a day per address, none after a decline', () => {
  it('a second match the same day waits a day for its mail; a decline stops every later one', async () => {
    const cy = `${unique('cy')}@example.com`;
    const first = await create({ players: [{ name: 'Ana' }, { name: 'Cy', email: cy }], options: { seed: 'confirm-6' } });
    await confirmationsTo(cy);
    const second = await create({ players: [{ name: 'Dan' }, { name: 'Cy', email: cy }], options: { seed: 'confirm-7' } });
    const waiting = await eventually(
      async () => (await outboxOf(second.id)).filter((r) => r.kind === 'verify'),
      (rows) => rows.length === 1 && rows[0].last_error !== null,
    );
    expect(waiting[0]).toMatchObject({ state: 'pending', last_error: expect.stringContaining('less than a day ago') });
    expect(waiting[0].due_at).toBeGreaterThan(Date.now() + CONFIRMATION_SPACING_MS - 60_000);
    await pause(1000);
    expect((await mailbox(cy)).filter(isConfirmationMail)).toHaveLength(1);

    // A day later the second one goes.
    await env.DB.prepare('UPDATE address_checks SET last_sent_at = last_sent_at - ? WHERE email_hash = ?').bind(CONFIRMATION_SPACING_MS, await emailHashOf(cy)).run();
    await letTimePass(second.id, CONFIRMATION_SPACING_MS);
    const both = await confirmationsTo(cy, 2);
    expect(both[1].text).toContain('to play with Dan');

    // Cy declines (here by a mail client's one-click unsubscribe on the second one).
    const declined = await api('POST', linkIn(both[1]), { raw: 'List-Unsubscribe=One-Click' });
    expect(declined.status).toBe(200);
    expect(declined.body).toContain('we will send no more email to this address');
    await env.DB.prepare('UPDATE address_checks SET last_sent_at = last_sent_at - ? WHERE email_hash = ?').bind(CONFIRMATION_SPACING_MS, await emailHashOf(cy)).run();
    const third = await create({ players: [{ name: 'Eve' }, { name: 'Cy', email: cy }], options: { seed: 'confirm-8' } });
    const skipped = await eventually(
      async () => (await outboxOf(third.id)).filter((r) => r.kind === 'verify'),
      (rows) => rows.length === 1 && rows[0].state === 'skipped',
    );
    expect(skipped[0].last_error).toBe('The owner of this address declined email from this service.');
    await pause(1000);
    expect((await mailbox(cy)).filter(isConfirmationMail)).toHaveLength(2);
    expect(await notices(cy)).toEqual([]);

    // The first link still works for Cy, who changed their mind: confirming lifts the decline.
    expect((await api('POST', linkIn((await mailbox(cy))[0]), { raw: 'answer=yes' })).status).toBe(200);
    expect((await contact(first.id, first.tokens[1])).emailConfirmed).toBe(true);
    const row = await env.DB.prepare('SELECT declined FROM address_checks WHERE email_hash = ?').bind(await emailHashOf(cy)).first();
    expect(row).toEqual({ declined: 0 });
  });

  it('a lost confirmation mail is asked for again from the seat: it goes when the address may get one, and the seat sees when', async () => {
    const bo = `${unique('bo')}@example.com`;
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo', email: bo, lang: 'es' }], options: { seed: 'confirm-again' } });
    await confirmationsTo(bo);
    const sent = await eventually(
      () => contact(m.id, m.tokens[1]),
      (c) => c.confirmationMail?.state === 'sent',
    );
    expect(sent).toMatchObject({ emailConfirmed: false, confirmationMail: { state: 'sent', at: expect.any(Number), problem: null } });

    // Asked again within the day: it waits for the day to pass, and says until when.
    const again = await api('POST', `/api/matches/${m.id}/contact/confirmation`, { token: m.tokens[1] });
    expect(again.status).toBe(200);
    const waiting = await eventually(
      () => contact(m.id, m.tokens[1]),
      (c) => c.confirmationMail?.state === 'waiting' && c.confirmationMail.at > Date.now() + CONFIRMATION_SPACING_MS - 60_000,
    );
    expect(waiting.confirmationMail.problem).toBeNull();
    // Asking once more adds nothing: one mail waits.
    expect((await api('POST', `/api/matches/${m.id}/contact/confirmation`, { token: m.tokens[1] })).status).toBe(200);
    expect((await outboxOf(m.id)).filter((r) => r.kind === 'verify' && r.state === 'pending')).toHaveLength(1);
    await pause(500);
    expect((await mailbox(bo)).filter(isConfirmationMail)).toHaveLength(1);

    // A day later it goes, and its link confirms the address.
    await env.DB.prepare('UPDATE address_checks SET last_sent_at = last_sent_at - ? WHERE email_hash = ?').bind(CONFIRMATION_SPACING_MS, await emailHashOf(bo)).run();
    await letTimePass(m.id, CONFIRMATION_SPACING_MS);
    const both = await confirmationsTo(bo, 2);
    expect((await api('POST', linkIn(both[1]), { raw: 'answer=yes' })).status).toBe(200);
    expect(await contact(m.id, m.tokens[1])).toMatchObject({ emailConfirmed: true, confirmationMail: null });
    const done = await api('POST', `/api/matches/${m.id}/contact/confirmation`, { token: m.tokens[1] });
    expect([done.status, done.body.error.code]).toEqual([409, 'already_confirmed']);

    // A seat without an address, a missing or wrong token.
    const none = await api('POST', `/api/matches/${m.id}/contact/confirmation`, { token: m.tokens[0] });
    expect([none.status, none.body.error.code]).toEqual([409, 'no_email']);
    expect((await api('POST', `/api/matches/${m.id}/contact/confirmation`)).status).toBe(401);
    expect((await api('POST', `/api/matches/${m.id}/contact/confirmation`, { token: 'nope' })).status).toBe(403);
  });
});
