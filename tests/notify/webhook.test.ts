import { describe, expect, it } from 'vitest';
import { guessFormat, postWebhook, WEBHOOK_TIMEOUT_MS, webhookBody } from '../../src/notify/channels/webhook';
import { checkWebhook } from '../../src/notify/webhook-address';
import { api } from '../support/http';
import { checkWebhookFully, DEFAULT_DOH } from '../../src/notify/webhook-dns';
import { activeSeat, create, eventually, hooksAt, letTimePass, outboxOf, playUntilActive, setDns, unique } from '../support/notify';

const DAY = 86_400_000;

describe('webhook addresses: HTTPS to a public host only', () => {
  const refused: [string, string][] = [
    ['http://hooks.example.com/x', 'scheme'],
    ['ftp://hooks.example.com/x', 'scheme'],
    ['https://127.0.0.1/x', 'loopback'],
    ['https://127.1.2.3:8443/x', 'loopback'],
    ['https://2130706433/x', 'loopback'],
    ['https://localhost/x', 'loopback'],
    ['https://api.localhost/x', 'loopback'],
    ['https://[::1]/x', 'loopback'],
    ['https://10.0.0.8/x', 'private'],
    ['https://172.20.1.1/x', 'private'],
    ['https://192.168.1.10/x', 'private'],
    ['https://100.64.0.1/x', 'private'],
    ['https://[fd12:3456::1]/x', 'private'],
    ['https://[::ffff:10.0.0.1]/x', 'private'],
    ['https://169.254.1.1/x', 'link-local'],
    ['https://[fe80::1]/x', 'link-local'],
    ['https://169.254.169.254/latest/meta-data', 'metadata'],
    ['https://metadata.google.internal/computeMetadata', 'metadata'],
    ['https://[fd00:ec2::254]/x', 'metadata'],
    // IPv6 forms that carry a private IPv4 address inside, and the old site-local range.
    ['https://[::127.0.0.1]/x', 'loopback'],
    ['https://[::ffff:127.0.0.1]/x', 'loopback'],
    ['https://[::a00:1]/x', 'private'],
    ['https://[::8.8.8.8]/x', 'reserved'],
    ['https://[::ffff:0:a9fe:a9fe]/x', 'metadata'],
    ['https://[64:ff9b::a9fe:a9fe]/x', 'metadata'],
    ['https://[64:ff9b::10.1.2.3]/x', 'private'],
    ['https://[64:ff9b::7f00:1]/x', 'loopback'],
    ['https://[64:ff9b:1::808:808]/x', 'private'],
    ['https://[2002:a9fe:a9fe::1]/x', 'metadata'],
    ['https://[2002:c0a8:101::1]/x', 'private'],
    ['https://[2002:808:808::1]/x', 'reserved'],
    ['https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/x', 'reserved'],
    ['https://[fec0::1]/x', 'private'],
    ['https://[feff:ffff::1]/x', 'private'],
    ['https://[0:0:0:0:0:0:0:1]/x', 'loopback'],
    ['https://0.0.0.0/x', 'reserved'],
    ['https://224.0.0.1/x', 'reserved'],
    ['https://printer.local/x', 'local-name'],
    ['https://intranet/x', 'local-name'],
    ['not a url', 'malformed'],
  ];

  it.each(refused)('%s is refused (%s)', (url, refusal) => {
    const r = checkWebhook(url, false);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.refusal).toBe(refusal);
  });

  it('public HTTPS hosts pass; plain http://localhost only with the local-development switch', () => {
    expect(checkWebhook('https://discord.com/api/webhooks/1/abc', false).ok).toBe(true);
    expect(checkWebhook('https://8.8.8.8/hook', false).ok).toBe(true);
    // Public IPv6, and a public IPv4 address through NAT64 or written as mapped.
    expect(checkWebhook('https://[2606:4700:4700::1111]/hook', false).ok).toBe(true);
    expect(checkWebhook('https://[64:ff9b::808:808]/hook', false).ok).toBe(true);
    expect(checkWebhook('https://[::ffff:8.8.8.8]/hook', false).ok).toBe(true);
    expect(checkWebhook('http://localhost:8788/hook', false).ok).toBe(false);
    expect(checkWebhook('http://localhost:8788/hook', true).ok).toBe(true);
    expect(checkWebhook('http://10.0.0.1/hook', true).ok).toBe(false);
  });

  it('the API refuses such a webhook with 422, at creation and later, and changes nothing', async () => {
    const bad = await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, players: [{ name: 'A', webhook: 'https://169.254.169.254/x' }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({ code: 'webhook_refused', message: expect.stringMatching(/metadata/) });
    const m = await create({ players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'hook-0' } });
    const before = (await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[0] })).body;
    const patched = await api('PATCH', `/api/matches/${m.id}/contact`, { token: m.tokens[0], body: { webhook: 'https://192.168.0.1/hook' } });
    expect(patched.status).toBe(422);
    expect((await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[0] })).body).toEqual(before);
  });
});

describe('webhook host names are resolved: a name is refused for the addresses it points at', () => {
  it('at creation and on PATCH, a name pointing at a private, loopback or metadata address is refused with 422', async () => {
    const cases: [string, string][] = [
      [`${unique('intra')}.example.com`, '10.1.2.3'],
      [`${unique('loop')}.example.com`, '127.0.0.1'],
      [`${unique('meta')}.example.com`, '169.254.169.254'],
      [`${unique('six')}.example.com`, 'fd00::7'],
      [`${unique('nat64')}.example.com`, '64:ff9b::a9fe:a9fe'],
      [`${unique('compat')}.example.com`, '::7f00:1'],
      [`${unique('sixtofour')}.example.com`, '2002:a00:1::1'],
      [`${unique('site')}.example.com`, 'fec0::5'],
    ];
    const m = await create({ players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'hook-dns-1' } });
    const before = (await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[0] })).body;
    for (const [name, address] of cases) {
      await setDns(name, address);
      const url = `https://${name}/hook`;
      const created = await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, players: [{ name: 'A', webhook: url }] } });
      expect([created.status, created.body.error.code]).toEqual([422, 'webhook_refused']);
      expect(created.body.error.message).toContain(`${name} resolves to ${address}`);
      const patched = await api('PATCH', `/api/matches/${m.id}/contact`, { token: m.tokens[0], body: { webhook: url } });
      expect(patched.status).toBe(422);
    }
    const nowhere = `${unique('nx')}.example.com`;
    await setDns(nowhere, 'none');
    const unresolved = await api('PATCH', `/api/matches/${m.id}/contact`, { token: m.tokens[0], body: { webhook: `https://${nowhere}/x` } });
    expect([unresolved.status, unresolved.body.error.message]).toEqual([422, `The webhook's host name ${nowhere} has no address. (unresolved)`]);
    expect((await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[0] })).body).toEqual(before);
  });

  it('a name that turns private after it was saved ("rebinding") is refused at delivery, and nothing reaches it', async () => {
    const name = `${unique('rebind')}.example.com`;
    const path = `/ok/${unique('rebind')}`;
    await setDns(name, '93.184.216.34');
    const m = await create({ players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'hook-dns-2' } });
    const { seat } = await activeSeat(m.id, m.tokens);
    await setDns(name, '192.168.1.20');
    const saved = await api('PATCH', `/api/matches/${m.id}/contact`, { token: m.tokens[seat], body: { webhook: `https://${name}${path}` } });
    expect(saved.status).toBe(422);
    // Saved while public; it then points inside: the delivery check looks again, right before the call.
    await setDns(name, '93.184.216.34');
    expect((await api('PATCH', `/api/matches/${m.id}/contact`, { token: m.tokens[seat], body: { webhook: `https://${name}${path}` } })).status).toBe(200);
    await setDns(name, '192.168.1.20');
    await expect(postWebhook({ url: `https://${name}${path}`, format: 'json', payload: { text: 'x' } }, false, DEFAULT_DOH)).rejects.toThrow(
      `${name} resolves to 192.168.1.20`,
    );
    expect(await hooksAt(path)).toEqual([]);
  });

  it('an address written or resolving as IPv6 with a private IPv4 address inside is refused right before delivery too', async () => {
    const path = `/ok/${unique('embedded')}`;
    for (const literal of ['[::127.0.0.1]', '[64:ff9b::a9fe:a9fe]', '[2002:a00:1::1]', '[fec0::1]']) {
      await expect(postWebhook({ url: `https://${literal}${path}`, format: 'json', payload: { text: 'x' } }, false, DEFAULT_DOH)).rejects.toThrow(/may not point at/);
    }
    const name = `${unique('turns')}.example.com`;
    await setDns(name, '2606:4700:4700::1111');
    expect((await checkWebhookFully(`https://${name}${path}`, false, DEFAULT_DOH, true)).ok).toBe(true);
    await setDns(name, '64:ff9b::a9fe:a9fe');
    await expect(postWebhook({ url: `https://${name}${path}`, format: 'json', payload: { text: 'x' } }, false, DEFAULT_DOH)).rejects.toThrow(
      `${name} resolves to 64:ff9b::a9fe:a9fe`,
    );
    expect(await hooksAt(path)).toEqual([]);
  });

  it('a resolver that cannot be asked: saving is allowed, delivery fails and will be retried', async () => {
    const name = `${unique('down')}.example.com`;
    await setDns(name, 'down');
    const m = await create({ players: [{ name: 'A', webhook: `https://${name}/ok/x` }, { name: 'B' }], options: { seed: 'hook-dns-3' } });
    // create() has already checked the 201: the address was saved.
    expect((await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[0] })).body.webhook).toBe(`https://${name}/ok/x`);
    await expect(postWebhook({ url: `https://${name}/ok/x`, format: 'json', payload: { text: 'x' } }, false, DEFAULT_DOH)).rejects.toThrow(`Could not look up ${name}`);
  });
});

describe('webhook delivery', () => {
  it('the active seat webhook receives the JSON notice (no seat token in it)', async () => {
    const path = `/ok/${unique('json')}`;
    const m = await create({ players: [{ name: 'A', webhook: `https://hooks.example.com${path}` }, { name: 'B', webhook: `https://hooks.example.com${path}` }], options: { seed: 'hook-1' } });
    const { seat } = await activeSeat(m.id, m.tokens);
    const [hit] = await eventually(() => hooksAt(path), (h) => h.length >= 1);
    expect(hit.method).toBe('POST');
    expect(hit.headers['content-type']).toBe('application/json');
    const body = JSON.parse(hit.body);
    expect(body).toMatchObject({ type: 'turn', match: m.id, game: 'carolus-magnus', seat, yourTurn: true, url: `https://pbm.test/m/${m.id}` });
    expect(body.actions.length).toBeGreaterThan(0);
    for (const t of m.tokens) expect(hit.body).not.toContain(t);
  });

  it('Discord and Slack shapes: text only, mentions off, Slack markup escaped', () => {
    const payload = { text: 'Ana <@everyone> & co' };
    expect(guessFormat('https://discord.com/api/webhooks/1/x')).toBe('discord');
    expect(guessFormat('https://hooks.slack.com/services/T/B/x')).toBe('slack');
    expect(guessFormat('https://example.com/hook')).toBe('json');
    expect(webhookBody({ url: 'x', format: 'discord', payload })).toEqual({ content: 'Ana <@everyone> & co', allowed_mentions: { parse: [] } });
    expect(webhookBody({ url: 'x', format: 'slack', payload })).toEqual({ text: 'Ana &lt;@everyone&gt; &amp; co' });
    expect((webhookBody({ url: 'x', format: 'discord', payload: { text: 'y'.repeat(3000) } }) as { content: string }).content).toHaveLength(2000);
  });

  it('a failing webhook: the move goes through at once, and the seat sees the last error', async () => {
    const path = `/fail/${unique('down')}`;
    const m = await create({ players: [{ name: 'A', webhook: `https://hooks.example.com${path}`, webhookFormat: 'slack' }, { name: 'B', webhook: `https://hooks.example.com${path}`, webhookFormat: 'slack' }], options: { seed: 'hook-2' } });
    const { seat, command } = await activeSeat(m.id, m.tokens);
    const [hit] = await eventually(() => hooksAt(path), (h) => h.length >= 1);
    expect(Object.keys(JSON.parse(hit.body))).toEqual(['text']);
    const moved = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command } });
    expect(moved.status).toBe(200);
    const contact = await eventually(
      async () => (await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[seat] })).body,
      (b) => b.lastError !== null,
    );
    expect(contact.lastError).toMatchObject({ channel: 'webhook', message: 'The webhook answered HTTP 500.' });
    expect(contact.deliveries[0]).toMatchObject({ channel: 'webhook', state: 'queued', attempts: 1 });
  });
});

describe('a webhook digest', () => {
  it('comes at most once a day per match, saying what happened since the last', async () => {
    const path = `/ok/${unique('digest')}`;
    const url = `https://hooks.example.com${path}`;
    const m = await create({ players: [{ name: 'A', webhook: url, notify: 'digest' }, { name: 'B', webhook: url, notify: 'digest' }], options: { seed: 'hook-digest' } });
    const first = await activeSeat(m.id, m.tokens);
    const [hit] = await eventually(() => hooksAt(path), (h) => h.length >= 1);
    expect(JSON.parse(hit.body)).toMatchObject({ type: 'digest', seat: first.seat, yourTurn: true });
    await playUntilActive(m.id, m.tokens, 1 - first.seat);
    await playUntilActive(m.id, m.tokens, first.seat);
    const waiting = (await outboxOf(m.id)).filter((r) => r.seat === first.seat && r.state === 'pending');
    expect(waiting.map((r) => r.kind)).toEqual(['digest']);
    expect(waiting[0].due_at).toBeGreaterThan(Date.now() + DAY - 60_000);
    await letTimePass(m.id, DAY);
    const hits = await eventually(() => hooksAt(path), (h) => h.filter((x) => JSON.parse(x.body).seat === first.seat).length >= 2);
    const second = hits.filter((x) => JSON.parse(x.body).seat === first.seat)[1];
    const other = first.seat === 0 ? 'B' : 'A';
    const text: string = JSON.parse(second.body).text;
    // The other seat's moves, each line naming who did what.
    expect(text.split('What happened since we last wrote:\n\n')[1]).toMatch(new RegExp(`^  - ${other} plays disc \\d\\.$`, 'm'));
  });
});

describe('webhook timeouts', () => {
  it('a receiver that does not answer in time is given up on, with a clear error', async () => {
    const started = Date.now();
    await expect(postWebhook({ url: `https://hooks.example.com/slow/${unique('t')}`, format: 'json', payload: { text: 'x' } }, false, null)).rejects.toThrow(
      `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s.`,
    );
    expect(Date.now() - started).toBeLessThan(WEBHOOK_TIMEOUT_MS + 5000);
  });
});
