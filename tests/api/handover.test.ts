import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { codeHash, HANDOVER_CODES_PER_HOUR, HANDOVER_TTL_MS, MAX_DEVICE_TOKENS, normalCode } from '../../src/match/seats/handover';
import { SIGNED_OUT } from '../../src/match/live/live';
import { api } from '../support/http';
import { connect } from '../support/sockets';
import { calledIn, confirmEmail, create, playUntilActive, stubOf, unique, waitForMail } from '../support/notify';

/** Asks for a code as seat `token`'s page does. */
async function ask(id: string, token: string) {
  const r = await api('POST', `/api/matches/${id}/handover`, { token });
  expect(r.status).toBe(201);
  return r.body as { seat: number; code: string; expiresAt: number; url: string };
}

function redeem(code: unknown) {
  return api('POST', '/api/handover', { body: { code } });
}

/** Moves a code's expiry into the past: in the match's object, in the D1 index, or both. */
async function expire(id: string, code: string, where: { room: boolean; index: boolean }) {
  const hash = (await codeHash(code)) as string;
  if (where.room) {
    await runInDurableObject(stubOf(id), (_room, state) => {
      state.storage.sql.exec('UPDATE handover_codes SET expires_at = ? WHERE code_hash = ?', Date.now() - 1, hash);
    });
  }
  if (where.index) await env.DB.prepare('UPDATE handover_codes SET expires_at = ? WHERE code_hash = ?').bind(Date.now() - 1, hash).run();
}

describe('handing a seat to another device (issue 18)', () => {
  it('a seat asks for a code; another device redeems it once for a token of the same seat; the first link keeps working', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'handover-1' } });
    const before = Date.now();
    const made = await ask(m.id, m.tokens[1]);
    expect(made.seat).toBe(1);
    expect(made.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(made.url).toBe(`https://pbm.test/handover#${made.code}`);
    expect(made.expiresAt).toBeGreaterThanOrEqual(before + HANDOVER_TTL_MS);
    expect(made.expiresAt).toBeLessThanOrEqual(Date.now() + HANDOVER_TTL_MS);

    // Typed in lower case with a space instead of the dash, as a person might.
    const got = await redeem(made.code.toLowerCase().replace('-', ' '));
    expect(got.status).toBe(201);
    expect(got.body).toMatchObject({ id: m.id, seat: 1, name: 'Bo' });
    expect(got.body.url).toBe(`https://pbm.test/m/${m.id}#${got.body.token}`);
    expect(got.body.token).not.toBe(m.tokens[1]);

    const there = (await api('GET', `/api/matches/${m.id}`, { token: got.body.token })).body;
    expect(there.you).toBe(1);
    expect((await api('GET', `/api/matches/${m.id}`, { token: m.tokens[1] })).body.you).toBe(1);

    // Single use: the same code again is refused, and gives nothing.
    const again = await redeem(made.code);
    expect([again.status, again.body.error.code]).toEqual([410, 'code_used']);
    expect(again.body.error.message).toMatch(/used already/);
    expect(again.body.token).toBeUndefined();
  });

  it('the new token acts for its own seat only (wrong seat): it plays seat 1 moves and is refused seat 0 turns', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'handover-2' } });
    const spectator = (await api('GET', `/api/matches/${m.id}`)).body;
    const onTurn: number = spectator.active[0];
    const other = 1 - onTurn;
    const device = (await redeem((await ask(m.id, m.tokens[other])).code)).body.token as string;
    const mine = (await api('GET', `/api/matches/${m.id}`, { token: device })).body;
    expect([mine.you, mine.actions]).toEqual([other, []]);
    const command = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[onTurn] })).body.actions[0];
    const refused = await api('POST', `/api/matches/${m.id}/actions`, { token: device, body: { command } });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'not_your_turn']);
    // The seat on turn hands itself over, and its new device moves for it.
    const moving = (await redeem((await ask(m.id, m.tokens[onTurn])).code)).body.token as string;
    const moved = await api('POST', `/api/matches/${m.id}/actions`, { token: moving, body: { command, expect: spectator.seq } });
    expect(moved.status).toBe(200);
    expect(moved.body.you).toBe(onTurn);
    // A spectator has no seat to hand over, and a token of another match is not one of this match's.
    expect((await api('POST', `/api/matches/${m.id}/handover`)).status).toBe(401);
    const elsewhere = await create({ players: [{ name: 'X' }, { name: 'Y' }], options: { seed: 'handover-2b' } });
    expect((await api('POST', `/api/matches/${m.id}/handover`, { token: elsewhere.tokens[0] })).status).toBe(403);
  });

  it('a code expires: after its few minutes it is refused as expired, whether the index or the match notices first', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'handover-3' } });
    const first = await ask(m.id, m.tokens[0]);
    await expire(m.id, first.code, { room: true, index: true });
    const late = await redeem(first.code);
    expect([late.status, late.body.error.code]).toEqual([410, 'code_expired']);
    expect(late.body.error.message).toMatch(/expired/);

    const second = await ask(m.id, m.tokens[0]);
    await expire(m.id, second.code, { room: true, index: false });
    const stale = await redeem(second.code);
    expect([stale.status, stale.body.error.code]).toEqual([410, 'code_expired']);

    // A newer code replaces an unused one: the older one is over.
    const third = await ask(m.id, m.tokens[0]);
    const fourth = await ask(m.id, m.tokens[0]);
    expect((await redeem(third.code)).body.error.code).toBe('code_expired');
    expect((await redeem(fourth.code)).status).toBe(201);
  });

  it('a code works only at the match that made it (wrong match): another match refuses it, and a made-up code is wrong', async () => {
    const a = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'handover-4a' } });
    const b = await create({ players: [{ name: 'Cy' }, { name: 'Di' }], options: { seed: 'handover-4b' } });
    const made = await ask(a.id, a.tokens[0]);
    const hash = (await codeHash(made.code)) as string;
    // Even if the index pointed a code at another match, that match's object has no such code.
    const other = await stubOf(b.id).redeemHandover(hash);
    expect(other).toMatchObject({ ok: false, status: 403, code: 'bad_code' });
    const wrong = await redeem('ZZZZZ-ZZZZZ');
    expect([wrong.status, wrong.body.error.code]).toEqual([403, 'bad_code']);
    expect(wrong.body.error.message).toMatch(/not right/);
    // The right match still takes it.
    expect((await redeem(made.code)).body).toMatchObject({ id: a.id, seat: 0 });
  });

  it('bad input is a 400 with words, never a 500; the limits hold', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'handover-5' } });
    for (const code of ['', 'K7QM3', 'K7QM3-XPA2Q-EXTRA', 'K7QM3-XPA2U', 42, null]) {
      const r = await redeem(code);
      expect(r.status, JSON.stringify(code)).toBe(400);
      expect(r.body.error.message.length).toBeGreaterThan(10);
    }
    expect((await api('POST', '/api/handover', { raw: '{"code":' })).status).toBe(400);
    expect((await api('POST', '/api/handover', { body: { code: 'K7QM3-XPA2Q', seat: 0 } })).status).toBe(400);
    expect((await api('POST', `/api/matches/${m.id}/handover`, { token: m.tokens[0], body: { seat: 1 } })).status).toBe(400);
    expect((await api('POST', '/api/matches/nope/handover', { token: m.tokens[0] })).status).toBe(404);
    expect((await api('POST', `/api/matches/${m.id}/handover`, { token: 'not a token!' })).status).toBe(401);
    // Letters people confuse with digits read as the digits.
    expect(normalCode('o1il0-abcde')).toBe('0111' + '0ABCDE');

    // HANDOVER_CODES_PER_HOUR codes an hour per seat; the other seat is not affected.
    let status = 201;
    for (let i = 0; i < HANDOVER_CODES_PER_HOUR && status === 201; i++) status = (await api('POST', `/api/matches/${m.id}/handover`, { token: m.tokens[0] })).status;
    expect(status).toBe(201);
    const past = await api('POST', `/api/matches/${m.id}/handover`, { token: m.tokens[0] });
    expect([past.status, past.body.error.code]).toEqual([429, 'too_many_codes']);
    expect((await api('POST', `/api/matches/${m.id}/handover`, { token: m.tokens[1] })).status).toBe(201);
  });

  it(`a seat is handed to at most ${MAX_DEVICE_TOKENS} devices`, async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'handover-6' } });
    await runInDurableObject(stubOf(m.id), (_room, state) => {
      for (let i = 0; i < MAX_DEVICE_TOKENS; i++) state.storage.sql.exec('INSERT INTO device_tokens (token_hash, seat, created_at) VALUES (?, 0, ?)', `fake-${i}`, Date.now());
    });
    const full = await api('POST', `/api/matches/${m.id}/handover`, { token: m.tokens[0] });
    expect([full.status, full.body.error.code]).toEqual([409, 'too_many_devices']);
  });

  it('the owner link signs out the devices it handed the seat to: their tokens are refused and their live pages closed; the owner and the other seat keep working; a device may not (issue 25)', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'handover-7' } });
    const device = async (token: string) => (await redeem((await ask(m.id, token)).code)).body.token as string;
    const [laptop, tablet, anaPhone] = [await device(m.tokens[1]), await device(m.tokens[1]), await device(m.tokens[0])];
    const devices = async (token: string) => (await api('GET', `/api/matches/${m.id}/devices`, { token })).body;
    expect((await devices(m.tokens[1])).devices).toHaveLength(2);
    expect(await devices(laptop)).toEqual({ seat: 1, owner: false });
    expect((await devices(m.tokens[0])).devices).toHaveLength(1);

    // The tablet's page is connected live, and a code is waiting unused.
    const page = await connect(m.id, tablet);
    expect(page.heard.at(-1)).toMatchObject({ type: 'hello', seat: 1 });
    const waiting = await ask(m.id, m.tokens[1]);

    // A device cannot sign out the others (nor the owner).
    const refusedOut = await api('DELETE', `/api/matches/${m.id}/devices`, { token: laptop });
    expect([refusedOut.status, refusedOut.body.error.code]).toEqual([403, 'owner_only']);
    expect((await api('GET', `/api/matches/${m.id}`, { token: tablet })).body.you).toBe(1);

    const out = await api('DELETE', `/api/matches/${m.id}/devices`, { token: m.tokens[1] });
    expect([out.status, out.body]).toEqual([200, { seat: 1, signedOut: 2 }]);
    expect(await page.closed).toBe(SIGNED_OUT);
    for (const token of [tablet, laptop]) {
      const refused = await api('GET', `/api/matches/${m.id}`, { token });
      expect([refused.status, refused.body.error.code]).toEqual([403, 'bad_token']);
    }
    const late = await redeem(waiting.code);
    expect([late.status, late.body.error.code]).toEqual([410, 'code_expired']);
    for (const [token, seat] of [[m.tokens[1], 1], [anaPhone, 0], [m.tokens[0], 0]] as const) {
      expect((await api('GET', `/api/matches/${m.id}`, { token })).body.you).toBe(seat);
    }
    // Nothing is left to sign out then; Ana's phone is hers, untouched.
    expect((await api('DELETE', `/api/matches/${m.id}/devices`, { token: m.tokens[1] })).body).toEqual({ seat: 1, signedOut: 0 });
    expect((await devices(m.tokens[0])).devices).toHaveLength(1);

    // Bad input: no token, a wrong one, an unknown match.
    for (const method of ['GET', 'DELETE'] as const) {
      const none = await api(method, `/api/matches/${m.id}/devices`);
      expect([none.status, none.body.error.code]).toEqual([401, 'missing_token']);
      expect((await api(method, `/api/matches/${m.id}/devices`, { token: tablet })).status).toBe(403);
      expect((await api(method, '/api/matches/nope/devices', { token: m.tokens[1] })).status).toBe(404);
    }
  });

  it('the owner link makes a new link: the old link and every device it was handed to stop working, live pages close, and its emails carry the new link', async () => {
    const bo = `${unique('bo')}@example.com`;
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo', email: bo }], options: { seed: 'handover-8' } });
    await confirmEmail(m.id, 1, bo);
    const laptop = (await redeem((await ask(m.id, m.tokens[1])).code)).body.token as string;
    const old = m.tokens[1];
    // A page that holds the old link is connected live.
    const page = await connect(m.id, old);
    expect(page.heard.at(-1)).toMatchObject({ type: 'hello', seat: 1 });

    // A device may not (issue 25); the owner may.
    const refused = await api('POST', `/api/matches/${m.id}/seat-link`, { token: laptop });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'owner_only']);
    const made = await api('POST', `/api/matches/${m.id}/seat-link`, { token: old });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ seat: 1, url: `https://pbm.test/m/${m.id}#${made.body.token}` });
    const fresh = made.body.token as string;
    expect(fresh).not.toBe(old);
    expect(await page.closed).toBe(SIGNED_OUT);
    for (const token of [old, laptop]) {
      const r = await api('GET', `/api/matches/${m.id}`, { token });
      expect([r.status, r.body.error.code]).toEqual([403, 'bad_token']);
    }
    expect((await api('GET', `/api/matches/${m.id}`, { token: fresh })).body.you).toBe(1);
    expect((await api('GET', `/api/matches/${m.id}`, { token: m.tokens[0] })).body.you).toBe(0);
    expect((await api('GET', `/api/matches/${m.id}/devices`, { token: fresh })).body).toEqual({ seat: 1, owner: true, devices: [] });

    // Bo's turn email carries the new link, never the old one; the mail that told his address of
    // the new link (issue 25) carries neither.
    await playUntilActive(m.id, [m.tokens[0], fresh], 1);
    const mails = await waitForMail(bo, 2);
    const called = await calledIn(m.id);
    const turn = mails.find((mail) => mail.subject === `Your turn in Carolus Magnus — ${called}`);
    expect(turn?.text).toContain(`/m/${m.id}#${fresh}`);
    expect(turn?.raw).not.toContain(old);
    const told = mails.find((mail) => mail.subject === `Your seat in Carolus Magnus has a new link — ${called}`);
    expect(told?.raw).toBeDefined();
    expect([fresh, old].some((token) => told?.raw.includes(token))).toBe(false);

    // Bad input: no token, an old one, an unknown match.
    expect((await api('POST', `/api/matches/${m.id}/seat-link`)).status).toBe(401);
    expect((await api('POST', `/api/matches/${m.id}/seat-link`, { token: old })).status).toBe(403);
    expect((await api('POST', '/api/matches/nope/seat-link', { token: fresh })).status).toBe(404);
  });
});
