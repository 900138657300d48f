import { describe, expect, it } from 'vitest';
import { clientKey } from '../../src/api/rate-limit';
import { api } from '../support/http';
import { freshWindow } from '../support/rate-window';

/** A /64 of the documentation range (RFC 3849) no other test uses. */
const net = () => `2001:db8:${Array.from(crypto.getRandomValues(new Uint16Array(2)), (n) => n.toString(16)).join(':')}`;

const body = { game: 'carolus-magnus', seats: 2 };
const create = (ip: string) => api('POST', '/api/matches', { body, headers: { 'cf-connecting-ip': ip } });

describe('per-client limits key an IPv6 client on its /64', () => {
  it('the key: an IPv4 address, the /64 of an IPv6 one however written, an IPv4-mapped address as its IPv4 client', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(clientKey(' 2001:db8:1:2::1 ')).toBe('2001:db8:1:2::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    // Not an address (only possible off Cloudflare): counted as written.
    expect(clientKey('not an address')).toBe('not an address');
  });

  it('40 creations from 40 addresses of one /64: 30 pass, then 429; another /64 and an IPv4 client are not affected', async () => {
    await freshWindow();
    const mine = net();
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) statuses.push((await create(`${mine}:${i.toString(16)}:0:0:${i.toString(16)}`)).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(201));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    const refused = await create(`${mine}::abcd`);
    expect([refused.status, refused.body.error.code]).toEqual([429, 'too_many_requests']);
    expect((await create(`${net()}::1`)).status).toBe(201);
    expect((await create('192.0.2.200')).status).toBe(201);
  });

  it('joining, redeeming a hand-over code and asking for the sign-in mail count against the same /64', async () => {
    await freshWindow();
    const mine = net();
    const open = await api('POST', '/api/matches', { body: { ...body, players: [{ name: 'Ana' }] } });
    expect(open.status).toBe(201);
    const invite = new URL(open.body.invite).hash.slice(1);
    for (let i = 0; i < 30; i++) expect((await create(`${mine}::${(i + 1).toString(16)}`)).status).toBe(201);
    const other = `${mine}:ffff:ffff:ffff:fffe`;
    const headers = { 'cf-connecting-ip': other };
    const tries = [
      await api('POST', `/api/matches/${open.body.id}/join`, { body: { code: invite, name: 'Bo' }, headers }),
      await api('POST', '/api/handover', { body: { code: 'K7QM3-XPA2Q' }, headers }),
      await api('POST', '/api/signin', { body: { email: 'ana@example.com' }, headers }),
    ];
    expect(tries.map((r) => [r.status, r.body.error?.code])).toEqual(Array(3).fill([429, 'too_many_requests']));
    // The same requests from another /64 go through to their own answers.
    const elsewhere = { 'cf-connecting-ip': `${net()}::1` };
    expect((await api('POST', '/api/handover', { body: { code: 'K7QM3-XPA2Q' }, headers: elsewhere })).status).toBe(403);
    expect((await api('POST', '/api/signin', { body: { email: 'ana@example.com' }, headers: elsewhere })).status).toBe(202);
  });

  it('an IPv4 client and its IPv4-mapped IPv6 form are one client', async () => {
    await freshWindow();
    const v4 = `198.51.100.${1 + (crypto.getRandomValues(new Uint8Array(1))[0] % 250)}`;
    for (let i = 0; i < 15; i++) expect((await create(v4)).status).toBe(201);
    for (let i = 0; i < 15; i++) expect((await create(`::ffff:${v4}`)).status).toBe(201);
    expect((await create(v4)).status).toBe(429);
  });
});
