import { describe, expect, it } from 'vitest';
import { SIGNED_OUT } from '../../src/match/live/live';
import { SEEN_EVERY_MS } from '../../src/match/seats/devices';
import { handDevice, inStorage } from '../support/devices';
import { api } from '../support/http';
import { confirmationLink, confirmEmail, create, playUntilActive, unique } from '../support/notify';
import { connect } from '../support/sockets';

/** A refusal of an owner's act to a handed device: 403, its code, and words that say who may. */
function refusedToDevice(r: { status: number; body: any }, words: RegExp) {
  expect([r.status, r.body.error?.code]).toEqual([403, 'owner_only']);
  expect(r.body.error.message).toMatch(words);
}

const contactOf = async (id: string, token: string) => (await api('GET', `/api/matches/${id}/contact`, { token })).body;

describe('a seat belongs to its owner link: a handed device cannot take it over (issue 25)', () => {
  it('the takeover is refused step by step: new link, address change and its confirmation, signing out the owner, handing the seat on', async () => {
    const ana = `${unique('ana')}@example.com`;
    const evil = `${unique('evil')}@example.com`;
    const m = await create({ players: [{ name: 'Ana', email: ana }, { name: 'Bo' }], options: { seed: 'own-1' } });
    await confirmEmail(m.id, 0, ana);
    const owner = m.tokens[0];
    const device = await handDevice(m.id, owner);

    // 1. A new link for the seat (it would lock the owner out).
    refusedToDevice(await api('POST', `/api/matches/${m.id}/seat-link`, { token: device }), /^Only the seat’s own link may make a new link for it\. This device was handed the seat/);
    const inSpanish = await api('POST', `/api/matches/${m.id}/seat-link`, { token: device, headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    refusedToDevice(inSpanish, /^Solo el enlace propio del puesto puede crearle un enlace nuevo\./);

    // 2. The seat's address, to the device's own, then its confirmation; nor any other setting of where the seat's mail goes.
    refusedToDevice(await api('PATCH', `/api/matches/${m.id}/contact`, { token: device, body: { email: evil } }), /may change where its emails and notifications go/);
    for (const body of [{ email: null }, { webhook: 'https://hooks.example.com/x' }, { notify: 'none' }, { lang: 'es' }]) {
      expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: device, body })).status, JSON.stringify(body)).toBe(403);
    }
    refusedToDevice(await api('POST', `/api/matches/${m.id}/contact/confirmation`, { token: device }), /may ask for its confirmation mail again/);
    // The address never reached the seat, so a confirmation link for it confirms nothing.
    const confirm = await api('POST', await confirmationLink(m.id, 0, evil), { raw: 'answer=yes' });
    expect(confirm.status).toBe(409);
    const settings = await contactOf(m.id, owner);
    expect({ email: settings.email, emailConfirmed: settings.emailConfirmed, notify: settings.notify, webhook: settings.webhook }).toEqual({ email: ana, emailConfirmed: true, notify: 'turn', webhook: null });

    // 3. Signing out the owner (or any device).
    refusedToDevice(await api('DELETE', `/api/matches/${m.id}/devices`, { token: device }), /may sign out the devices it was handed to/);
    const listed = (await api('GET', `/api/matches/${m.id}/devices`, { token: owner })).body;
    refusedToDevice(await api('DELETE', `/api/matches/${m.id}/devices/${listed.devices[0].id}`, { token: device }), /may sign out/);
    expect((await api('GET', `/api/matches/${m.id}`, { token: owner })).body.you).toBe(0);

    // 4. Handing the seat on to a device of its own.
    refusedToDevice(await api('POST', `/api/matches/${m.id}/handover`, { token: device }), /may hand it to another device/);

    // The device still plays its seat, reads, and writes messages.
    await playUntilActive(m.id, [device, m.tokens[1]], 0);
    const mine = (await api('GET', `/api/matches/${m.id}`, { token: device })).body;
    const played = await api('POST', `/api/matches/${m.id}/actions`, { token: device, body: { command: mine.actions[0], expect: mine.seq } });
    expect([played.status, played.body.you]).toEqual([200, 0]);
    const said = await api('POST', `/api/matches/${m.id}/messages`, { token: device, body: { text: 'hola' } });
    expect(said.status).toBe(201);
    expect((await api('GET', `/api/matches/${m.id}/messages`, { token: device })).body.messages[0].text).toBe('hola');

    // What the device reads of the settings: who it is, and where the mail goes only in short.
    const seen = await contactOf(m.id, device);
    expect({ owner: seen.owner, email: seen.email, emailConfirmed: seen.emailConfirmed }).toEqual({ owner: false, email: `a…@example.com`, emailConfirmed: true });
    expect(JSON.stringify(seen)).not.toContain(ana);
    expect((await api('GET', `/api/matches/${m.id}/devices`, { token: device })).body).toEqual({ seat: 0, owner: false });
    expect((await contactOf(m.id, owner)).owner).toBe(true);
  });

  it('a handed device takes and ends a vacation (part of playing) and reads that it is not the owner; the owner link changes the settings', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'own-2' }, clock: { days: 3, policy: 'remind', vacationDays: 5 } });
    const device = await handDevice(m.id, m.tokens[1]);
    const on = await api('POST', `/api/matches/${m.id}/vacation`, { token: device, body: { days: 2 } });
    expect(on.status).toBe(200);
    expect(on.body.owner).toBe(false);
    expect(on.body.clock.vacation.until).toBeGreaterThan(Date.now());
    const off = await api('DELETE', `/api/matches/${m.id}/vacation`, { token: device });
    expect([off.status, off.body.clock.vacation.until]).toEqual([200, null]);
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: m.tokens[1], body: { lang: 'es' } })).body).toMatchObject({ owner: true, lang: 'es' });
  });

  it('the owner link lists the devices it handed the seat to (when, last seen: noted at most once per 10 minutes, not per command) and signs out one or all', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'own-3' } });
    const owner = m.tokens[1];
    const before = Date.now();
    const laptop = await handDevice(m.id, owner);
    const tablet = await handDevice(m.id, owner);
    const list = async () => (await api('GET', `/api/matches/${m.id}/devices`, { token: owner })).body;
    const first = await list();
    expect(first.owner).toBe(true);
    expect(first.devices).toHaveLength(2);
    for (const d of first.devices) {
      expect(d.id).toMatch(/^[0-9a-f]{16}$/);
      expect(d.handedAt).toBeGreaterThanOrEqual(before);
      expect(d.lastSeenAt).toBeGreaterThanOrEqual(d.handedAt);
      // A device is listed by an id of its own, never by its token.
      expect([laptop, tablet].some((t) => JSON.stringify(d).includes(t))).toBe(false);
    }
    const [laptopId, tabletId] = first.devices.map((d: { id: string }) => d.id);

    // Last seen 9 minutes ago: reading and writing now moves it not at all.
    const seenAt = (id: string) => inStorage(m.id, (sql) => Number(sql.exec('SELECT seen_at FROM device_tokens WHERE device_id = ?', id).one().seen_at));
    const setSeen = (id: string, at: number) => inStorage(m.id, (sql) => sql.exec('UPDATE device_tokens SET seen_at = ? WHERE device_id = ?', at, id));
    const nineAgo = Date.now() - SEEN_EVERY_MS + 60_000;
    await setSeen(laptopId, nineAgo);
    await api('GET', `/api/matches/${m.id}`, { token: laptop });
    await api('GET', `/api/matches/${m.id}/log`, { token: laptop });
    for (let i = 0; i < 3; i++) expect((await api('POST', `/api/matches/${m.id}/messages`, { token: laptop, body: { text: `m${i}` } })).status).toBe(201);
    expect(await seenAt(laptopId)).toBe(nineAgo);
    // Eleven minutes ago: the next request notes it.
    await setSeen(laptopId, Date.now() - SEEN_EVERY_MS - 60_000);
    const asked = Date.now();
    await api('GET', `/api/matches/${m.id}`, { token: laptop });
    expect(await seenAt(laptopId)).toBeGreaterThanOrEqual(asked);
    expect((await list()).devices.find((d: { id: string }) => d.id === laptopId).lastSeenAt).toBeGreaterThanOrEqual(asked);

    // One device signed out: its token is refused, the other plays on.
    const page = await connect(m.id, laptop);
    expect((await api('DELETE', `/api/matches/${m.id}/devices/${laptopId}`, { token: owner })).body).toEqual({ seat: 1, signedOut: 1 });
    expect(await page.closed).toBe(SIGNED_OUT);
    expect((await api('GET', `/api/matches/${m.id}`, { token: laptop })).body.error.code).toBe('bad_token');
    expect((await api('GET', `/api/matches/${m.id}`, { token: tablet })).body.you).toBe(1);
    expect((await list()).devices.map((d: { id: string }) => d.id)).toEqual([tabletId]);
    for (const id of [laptopId, 'nope', 'x'.repeat(300)]) {
      const gone = await api('DELETE', `/api/matches/${m.id}/devices/${id}`, { token: owner });
      expect([gone.status, gone.body.error.code]).toEqual([404, 'no_such_device']);
    }
    expect((await api('DELETE', `/api/matches/${m.id}/devices/${tabletId}`)).status).toBe(401);

    // All of them: the tablet, mid-game, is refused from then on.
    await playUntilActive(m.id, [m.tokens[0], tablet], 1);
    const mine = (await api('GET', `/api/matches/${m.id}`, { token: tablet })).body;
    expect((await api('DELETE', `/api/matches/${m.id}/devices`, { token: owner })).body).toEqual({ seat: 1, signedOut: 1 });
    const late = await api('POST', `/api/matches/${m.id}/actions`, { token: tablet, body: { command: mine.actions[0], expect: mine.seq } });
    expect([late.status, late.body.error.code]).toEqual([403, 'bad_token']);
    expect((await list()).devices).toEqual([]);
    const moved = await api('POST', `/api/matches/${m.id}/actions`, { token: owner, body: { command: mine.actions[0], expect: mine.seq } });
    expect(moved.status).toBe(200);
  });
});
