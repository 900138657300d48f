import { describe, expect, it } from 'vitest';
import { SIGNED_OUT } from '../../src/match/live/live';
import { CONTACT_CHANGES_PER_HOUR } from '../../src/match/seats/change-limit';
import { RESTORE_MS } from '../../src/match/settings/ownership';
import { parseRestoreToken, restoreToken } from '../../src/notify/addresses';
import { handDevice, inStorage } from '../support/devices';
import { api } from '../support/http';
import { calledIn, confirmEmail, create, eventually, mailbox, outboxOf, playUntilActive, SECRET, unique, type Mail } from '../support/notify';
import { connect } from '../support/sockets';

/** The mails to `to` about who holds a seat (its address or its link changed), once at least `count` arrived. */
async function ownershipMails(to: string, count = 1): Promise<Mail[]> {
  const about = (m: Mail) => /email address of your seat|has a new link|dirección de correo de tu puesto|tiene un enlace nuevo/.test(m.subject ?? '');
  const found = await eventually(async () => (await mailbox(to)).filter(about), (m) => m.length >= count);
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found;
}

/** The path of the way back in an ownership mail. */
function wayBack(mail: Mail): string {
  const path = /https:\/\/pbm\.test(\/api\/restore\/rest-[a-z0-9-]+)/.exec(mail.text ?? '')?.[1];
  expect(path).toBeDefined();
  return path as string;
}

/** The seat link a restore page shows (its input holds it whole). */
function linkOnPage(html: string, id: string): string {
  const token = new RegExp(`value="https://pbm\\.test/m/${id}#([A-Za-z0-9_-]+)"`).exec(html)?.[1];
  expect(token).toBeDefined();
  return token as string;
}

/** Waits until no row of the match's outbox waits to go (what a change made due has been handed to the queue). */
async function outboxSettled(id: string): Promise<void> {
  await eventually(() => outboxOf(id), (rows) => rows.every((r) => r.state !== 'pending'));
}

const restore = (path: string, lang = 'en') => api('POST', path, { raw: 'answer=restore', headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang } });
const view = (id: string, token: string) => api('GET', `/api/matches/${id}`, { token });

describe('a change of the seat’s address or owner link is mailed to its former confirmed address, with a way back (issue 25)', () => {
  it('an address change, a removal and a new link each mail the confirmed address in the seat’s language; an address never confirmed gets nothing', async () => {
    const ana = `${unique('ana')}@example.com`;
    const typo = `${unique('typo')}@example.com`;
    const m = await create({ players: [{ name: 'Ana', email: ana, lang: 'es' }, { name: 'Bo' }], options: { seed: 'restore-1' } });
    await confirmEmail(m.id, 0, ana);
    const owner = m.tokens[0];
    // The same address in other case is no change.
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: owner, body: { email: ana.toUpperCase() } })).status).toBe(200);
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: owner, body: { email: typo } })).status).toBe(200);
    const [changed] = await ownershipMails(ana);
    expect(changed.subject).toBe(`Se cambió la dirección de correo de tu puesto en Carolus Magnus — ${await calledIn(m.id, 'es')}`);
    expect(changed.text).toContain('El puesto de Ana en una partida de Carolus Magnus tiene ahora otra dirección de correo');
    expect(changed.text).toMatch(/recupera el puesto con este enlace \(sirve una vez, hasta el .+ UTC\): https:\/\/pbm\.test\/api\/restore\/rest-/);
    // It names neither the new address nor a seat link; and it is no list mail to unsubscribe from.
    expect(changed.raw).not.toContain(typo);
    expect(changed.raw).not.toContain(owner);
    expect(changed.headers.some((h) => h.key === 'list-unsubscribe')).toBe(false);

    // From the unconfirmed address to another, then removed: the unconfirmed one is told nothing.
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: owner, body: { email: null } })).status).toBe(200);
    await outboxSettled(m.id);
    expect((await outboxOf(m.id)).filter((r) => r.kind === 'ownership')).toHaveLength(1);

    // Back to the confirmed address (confirmed once, it stays so), then removed: told.
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: owner, body: { email: ana } })).status).toBe(200);
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: owner, body: { email: null } })).status).toBe(200);
    expect((await ownershipMails(ana, 2)).map((mail) => mail.subject)).toContain(`Se quitó la dirección de correo de tu puesto en Carolus Magnus — ${await calledIn(m.id, 'es')}`);

    // A new link for a seat with its confirmed address.
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: owner, body: { email: ana, lang: 'en' } })).status).toBe(200);
    const made = await api('POST', `/api/matches/${m.id}/seat-link`, { token: owner });
    expect(made.status).toBe(201);
    const newLink = `Your seat in Carolus Magnus has a new link — ${await calledIn(m.id)}`;
    const linked = (await ownershipMails(ana, 3)).find((mail) => mail.subject === newLink) as Mail;
    expect(linked).toBeDefined();
    expect(linked.text).toContain('The seat of Ana in a match of Carolus Magnus was given a new link: its old link and every device it was handed to stopped working.');
    expect(linked.raw).not.toContain(made.body.token);
  });

  it('a seat whose address was never confirmed: neither a new link nor a new address mails anyone', async () => {
    const bo = `${unique('bo')}@example.com`;
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo', email: bo }], options: { seed: 'restore-2' } });
    const fresh = (await api('POST', `/api/matches/${m.id}/seat-link`, { token: m.tokens[1] })).body.token as string;
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: fresh, body: { email: `${unique('other')}@example.com` } })).status).toBe(200);
    await outboxSettled(m.id);
    expect((await outboxOf(m.id)).some((r) => r.kind === 'ownership')).toBe(false);
  });

  it('the way back restores the owner: the link made since is refused, every device is signed out, the restorer plays again; it works once', async () => {
    const ana = `${unique('ana')}@example.com`;
    const thief = `${unique('thief')}@example.com`;
    const m = await create({ players: [{ name: 'Ana', email: ana }, { name: 'Bo' }], options: { seed: 'restore-3' } });
    await confirmEmail(m.id, 0, ana);
    const device = await handDevice(m.id, m.tokens[0]);
    // Someone with Ana's link makes a new one (mail 1), puts an address of theirs on the seat
    // (mail 2), confirms it, and spends the seat's changes for the hour.
    const stolen = (await api('POST', `/api/matches/${m.id}/seat-link`, { token: m.tokens[0] })).body.token as string;
    const theirDevice = await handDevice(m.id, stolen);
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: stolen, body: { email: thief, webhook: 'https://hooks.example.com/steal', webhookFormat: 'slack' } })).status).toBe(200);
    await confirmEmail(m.id, 0, thief);
    await inStorage(m.id, (sql) => {
      for (let i = 0; i < CONTACT_CHANGES_PER_HOUR; i++) sql.exec('INSERT INTO contact_changes (seat, at) VALUES (0, ?)', Date.now());
    });
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: stolen, body: { lang: 'es' } })).status).toBe(429);
    // The queue may deliver them in either order.
    const mails = await ownershipMails(ana, 2);
    const called = await calledIn(m.id);
    const first = mails.find((mail) => mail.subject === `Your seat in Carolus Magnus has a new link — ${called}`) as Mail;
    const second = mails.find((mail) => mail.subject === `The email address of your seat in Carolus Magnus was changed — ${called}`) as Mail;
    expect([first, second].every(Boolean)).toBe(true);

    // Opening the link shows a question and changes nothing (mail scanners open links).
    const asked = await api('GET', wayBack(first));
    expect(asked.status).toBe(200);
    expect(asked.body).toContain('Take back the seat of Ana in Carolus Magnus?');
    expect(asked.body).toContain('name="answer" value="restore"');
    expect((await view(m.id, stolen)).body.you).toBe(0);
    // A POST that is not the page's button changes nothing either.
    const other = await api('POST', wayBack(first), { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(other.status).toBe(303);
    expect((await view(m.id, stolen)).body.you).toBe(0);

    const page = await connect(m.id, stolen);
    const done = await restore(wayBack(first));
    expect(done.status).toBe(200);
    expect(done.body).toContain('Done: the seat in Carolus Magnus is yours again.');
    const mine = linkOnPage(done.body, m.id);
    expect(await page.closed).toBe(SIGNED_OUT);
    for (const token of [stolen, device, theirDevice, m.tokens[0]]) {
      const r = await view(m.id, token);
      expect([r.status, r.body.error.code]).toEqual([403, 'bad_token']);
    }
    const settings = (await api('GET', `/api/matches/${m.id}/contact`, { token: mine })).body;
    // The seat's mail goes where it went before the change: Ana's address, and no webhook.
    expect({ owner: settings.owner, email: settings.email, emailConfirmed: settings.emailConfirmed, webhook: settings.webhook, webhookFormat: settings.webhookFormat }).toEqual({
      owner: true,
      email: ana,
      emailConfirmed: true,
      webhook: null,
      webhookFormat: null,
    });
    expect((await api('GET', `/api/matches/${m.id}/devices`, { token: mine })).body.devices).toEqual([]);
    await playUntilActive(m.id, [mine, m.tokens[1]], 0);
    const now = (await view(m.id, mine)).body;
    expect((await api('POST', `/api/matches/${m.id}/actions`, { token: mine, body: { command: now.actions[0], expect: now.seq } })).status).toBe(200);

    // Once: the same link again, and the later one (the change it undoes came after), are over.
    for (const method of ['GET', 'POST'] as const) {
      const again = method === 'GET' ? await api('GET', wayBack(first)) : await restore(wayBack(first));
      expect(again.status).toBe(410);
      expect(again.body).toContain('This link was used already: it works once.');
    }
    const later = await restore(wayBack(second), 'es');
    expect(later.status).toBe(410);
    expect(later.body).toContain('This link no longer works: the seat was taken back with an earlier link.');
    expect((await view(m.id, mine)).body.you).toBe(0);
  });

  it('the way back puts the seat’s mail back where it went before the change: the address, and the webhook with its format', async () => {
    const ana = `${unique('ana')}@example.com`;
    const m = await create({ players: [{ name: 'Ana', email: ana }, { name: 'Bo' }], options: { seed: 'restore-5' } });
    await confirmEmail(m.id, 0, ana);
    const owner = m.tokens[0];
    const before = { webhook: 'https://discord.com/api/webhooks/1/x', webhookFormat: 'discord' };
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: owner, body: before })).status).toBe(200);
    const changed = { email: `${unique('new')}@example.com`, webhook: 'https://hooks.example.com/new', webhookFormat: 'slack' };
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: owner, body: changed })).status).toBe(200);
    const done = await restore(wayBack((await ownershipMails(ana))[0]));
    expect(done.status).toBe(200);
    const settings = (await api('GET', `/api/matches/${m.id}/contact`, { token: linkOnPage(done.body, m.id) })).body;
    expect({ email: settings.email, emailConfirmed: settings.emailConfirmed, webhook: settings.webhook, webhookFormat: settings.webhookFormat }).toEqual({ email: ana, emailConfirmed: true, ...before });
    expect((await view(m.id, owner)).status).toBe(403);
  });

  it('the way back lasts seven days; a link altered or of another seat restores nothing', async () => {
    const ana = `${unique('ana')}@example.com`;
    const m = await create({ players: [{ name: 'Ana', email: ana, lang: 'es' }, { name: 'Bo' }], options: { seed: 'restore-4' } });
    await confirmEmail(m.id, 0, ana);
    const fresh = (await api('POST', `/api/matches/${m.id}/seat-link`, { token: m.tokens[0] })).body.token as string;
    const path = wayBack((await ownershipMails(ana))[0]);
    const expires = await inStorage(m.id, (sql) => Number(sql.exec('SELECT created_at, expires_at FROM restore_grants').one().expires_at) - Number(sql.exec('SELECT created_at FROM restore_grants').one().created_at));
    expect(expires).toBe(RESTORE_MS);
    expect(RESTORE_MS).toBe(7 * 24 * 3_600_000);

    const ref = (await parseRestoreToken(SECRET, path.split('/').at(-1) as string))!;
    expect(ref).toMatchObject({ match: m.id, seat: 0 });
    // Signed for seat 1 (no such grant there), or with a wrong signature: no restore.
    const elsewhere = await restore(`/api/restore/${await restoreToken(SECRET, { ...ref, seat: 1 })}`);
    expect(elsewhere.status).toBe(410);
    const forged = await restore(path.replace(/.$/, (ch) => (ch === '0' ? '1' : '0')));
    expect(forged.status).toBe(404);
    expect(forged.body).toContain('This link is not valid.');
    expect((await view(m.id, fresh)).body.you).toBe(0);

    await inStorage(m.id, (sql) => sql.exec('UPDATE restore_grants SET expires_at = ?', Date.now() - 1));
    for (const r of [await api('GET', path), await restore(path)]) {
      expect(r.status).toBe(410);
      expect(r.body).toContain('Este enlace ha caducado: servía durante siete días.');
    }
    expect((await view(m.id, fresh)).body.you).toBe(0);
  });
});
