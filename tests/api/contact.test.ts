import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CONTACT_CHANGES_PER_HOUR, HOUR_MS } from '../../src/match/seats/change-limit';
import { addressOptOutToken, unsubscribeToken } from '../../src/notify/addresses';
import { sha256Hex } from '../../src/match/records/crypto';
import { api } from '../support/http';
import { confirmEmail, create, eventually, mailbox, notices, stubOf, unique, waitForMail } from '../support/notify';

const SECRET = 'test-service-secret';

describe('a seat sets how it is told', () => {
  it('GET and PATCH /contact: email, webhook, language, how often; errors change nothing', async () => {
    const m = await create({ players: [{ name: 'A', email: 'a@example.com', lang: 'es', notify: 'digest' }, { name: 'B' }], options: { seed: 'contact-1' } });
    const mine = await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[0] });
    expect(mine.body).toMatchObject({ seat: 0, email: 'a@example.com', webhook: null, lang: 'es', notify: 'digest', clock: null, lastError: null });
    const patched = await api('PATCH', `/api/matches/${m.id}/contact`, {
      token: m.tokens[1],
      body: { email: 'b@example.com', webhook: 'https://discord.com/api/webhooks/1/x', lang: 'es', notify: 'turn' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ seat: 1, email: 'b@example.com', webhook: 'https://discord.com/api/webhooks/1/x', webhookFormat: null, lang: 'es' });
    // The new address is sent its confirmation mail; once that is settled, nothing below may change anything.
    const before = await eventually(
      async () => (await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[1] })).body,
      (b) => b.deliveries.length === 1 && b.deliveries[0].kind === 'verify' && b.deliveries[0].state === 'sent',
    );
    expect(before.deliveries).toHaveLength(1);
    const bad: [string | undefined, unknown, number][] = [
      [undefined, { lang: 'en' }, 401],
      ['nope', { lang: 'en' }, 403],
      [m.tokens[1], { email: 'not-an-address' }, 400],
      [m.tokens[1], { lang: 'fr' }, 400],
      [m.tokens[1], { notify: 'hourly' }, 400],
      [m.tokens[1], { token: 'x' }, 400],
      [m.tokens[1], { webhook: 'http://hooks.example.com/x' }, 422],
    ];
    for (const [token, body, status] of bad) expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token, body })).status).toBe(status);
    expect((await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[1] })).body).toEqual(before);
    const removed = await api('PATCH', `/api/matches/${m.id}/contact`, { token: m.tokens[1], body: { webhook: null } });
    expect(removed.body.webhook).toBeNull();
  });

  it('a player who joins by invite gives an address and preferences with the join, and is emailed when the turn comes', async () => {
    const bo = `${unique('bo')}@example.com`;
    const created = await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, players: [{ name: 'Ana' }], options: { seed: 'join-contact-1' } } });
    const id = created.body.id;
    const code = new URL(created.body.invite).hash.slice(1);
    const refused = await api('POST', `/api/matches/${id}/join`, { body: { code, name: 'Bo', webhook: 'https://10.0.0.1/hook' } });
    expect([refused.status, refused.body.error.code]).toEqual([422, 'webhook_refused']);
    const badMail = await api('POST', `/api/matches/${id}/join`, { body: { code, name: 'Bo', email: 'nope' } });
    expect(badMail.status).toBe(400);
    // Neither refusal took the seat.
    expect((await api('GET', `/api/matches/${id}`)).body.status).toBe('open');
    const joined = await api('POST', `/api/matches/${id}/join`, { body: { code, name: 'Bo', email: bo, lang: 'es', notify: 'turn' } });
    expect(joined.status).toBe(201);
    const mine = (await api('GET', `/api/matches/${id}/contact`, { token: joined.body.token })).body;
    expect(mine).toMatchObject({ seat: 1, email: bo, emailConfirmed: false, lang: 'es', notify: 'turn', webhook: null });
    await confirmEmail(id, 1, bo);
    const ana = created.body.seats[0].token;
    // Ana plays until the turn comes to Bo; then his first email is a "your turn", in Spanish.
    for (let i = 0; i < 10; i++) {
      const view = (await api('GET', `/api/matches/${id}`, { token: ana })).body;
      if (view.active.includes(1)) break;
      expect((await api('POST', `/api/matches/${id}/actions`, { token: ana, body: { command: view.actions[0] } })).status).toBe(200);
    }
    expect((await api('GET', `/api/matches/${id}`)).body.active).toContain(1);
    const [mail] = await waitForMail(bo);
    expect(mail.subject).toMatch(/^Te toca en Carolus Magnus/);
  });

  it('the unsubscribe link works without a login: a page with a button, and the one-click POST', async () => {
    const a = `${unique('a')}@example.com`;
    const m = await create({ players: [{ name: 'A', email: a }, { name: 'B', email: `${unique('b')}@example.com` }], options: { seed: 'unsub-1' } });
    const token = await unsubscribeToken(SECRET, { match: m.id, seat: 0 });
    const page = await api('GET', `/api/unsubscribe/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<form method="post">');
    // The page carries the token in its address: no referrer, no script, nothing from elsewhere.
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[0] })).body.notify).toBe('turn');
    const done = await api('POST', `/api/unsubscribe/${token}`, { raw: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect((await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[0] })).body.notify).toBe('none');
    const forged = await api('POST', `/api/unsubscribe/${token.slice(0, -2)}00`);
    expect([forged.status, forged.body.error.code]).toEqual([404, 'bad_unsubscribe_link']);
    expect((await api('GET', '/api/unsubscribe/garbage')).status).toBe(404);
  });

  it('"find my matches": one email lists every seat of that address with its link; rate-limited; silent for strangers', async () => {
    const me = `${unique('me')}@example.com`;
    const one = await create({ players: [{ name: 'Me', email: me, notify: 'none' }, { name: 'X' }], options: { seed: 'signin-1' } });
    const two = await create({ players: [{ name: 'Y' }, { name: 'Me too', email: me.toUpperCase(), notify: 'none' }], options: { seed: 'signin-2' } });
    await confirmEmail(one.id, 0, me);
    await confirmEmail(two.id, 1, me.toUpperCase());
    // The index (D1) learns the seats from each match's alarm.
    await new Promise((r) => setTimeout(r, 1500));
    const r = await api('POST', '/api/signin', { body: { email: me } });
    expect(r.status).toBe(202);
    const [mail] = await waitForMail(me);
    expect(mail.subject).toBe('Your matches');
    expect(mail.text).toContain(`/m/${one.id}#${one.tokens[0]}`);
    expect(mail.text).toContain(`/m/${two.id}#${two.tokens[1]}`);
    expect(mail.text).not.toContain(one.tokens[1]);
    expect(mail.headers.find((h) => h.key === 'list-unsubscribe')?.value).toMatch(/\/api\/unsubscribe\/addr-[0-9a-f]{24}-[0-9a-f]{24}>/);
    const again = await api('POST', '/api/signin', { body: { email: me } });
    expect([again.status, again.body.error.code]).toEqual([429, 'too_many_requests']);
    const stranger = `${unique('nobody')}@example.com`;
    expect((await api('POST', '/api/signin', { body: { email: stranger } })).status).toBe(202);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailbox(stranger)).toEqual([]);
    expect((await api('POST', '/api/signin', { body: { email: 'nope' } })).status).toBe(400);
  });

  it('the opt-out link of a sign-in email stops such mail to that address for good', async () => {
    const me = `${unique('me')}@example.com`;
    const m = await create({ players: [{ name: 'Me', email: me, notify: 'none' }, { name: 'X' }], options: { seed: 'signin-3' } });
    await confirmEmail(m.id, 0, me);
    await new Promise((r) => setTimeout(r, 1500));
    const optOut = await addressOptOutToken(SECRET, await sha256Hex(me));
    expect((await api('POST', `/api/unsubscribe/${optOut}`)).status).toBe(200);
    expect((await api('POST', '/api/signin', { body: { email: me } })).status).toBe(202);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await notices(me)).toEqual([]);
  });

  it(`a seat may change its settings ${CONTACT_CHANGES_PER_HOUR} times an hour: 429 past that, nothing changed, other seats unaffected`, async () => {
    const m = await create({ players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'contact-rate' } });
    for (let i = 0; i < CONTACT_CHANGES_PER_HOUR; i++) {
      const r = await api('PATCH', `/api/matches/${m.id}/contact`, { token: m.tokens[0], body: { lang: i % 2 ? 'en' : 'es' } });
      expect(r.status).toBe(200);
    }
    const before = (await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[0] })).body;
    const refused = await api('PATCH', `/api/matches/${m.id}/contact`, { token: m.tokens[0], body: { lang: 'es', notify: 'none' } });
    expect([refused.status, refused.body.error.code]).toEqual([429, 'too_many_changes']);
    expect((await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[0] })).body).toEqual(before);
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: m.tokens[1], body: { lang: 'es' } })).status).toBe(200);
    // An hour later the seat may change them again.
    await runInDurableObject(stubOf(m.id), (_room, state) => {
      state.storage.sql.exec('UPDATE contact_changes SET at = at - ?', HOUR_MS);
    });
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: m.tokens[0], body: { notify: 'none' } })).status).toBe(200);
  });
});
