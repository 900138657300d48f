import { env, SELF } from 'cloudflare:test';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/api/app';
import type { Reply } from '../support/http';
import { Contract } from '../support/contract';

// Every operation of the OpenAPI document, reached at least once, with its error answers: each
// answer checked against the document (issue 28). The whole matches are in openapi-contract.test.ts.
const contract = new Contract();
const call = contract.request.bind(contract);
/** The local push service that stands in for a browser's (tests/support/node-services.ts). */
const PUSH = (env as unknown as { PUSH: Fetcher }).PUSH;

function expectAnswer(r: Reply, status: number, code?: string): void {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  if (code !== undefined) expect(r.body.error.code).toBe(code);
}

async function match(game = 'carolus-magnus', extra: Record<string, unknown> = {}) {
  const r = await call('POST', '/api/matches', { body: { game, seats: 2, players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: `routes-${game}` }, ...extra } });
  expectAnswer(r, 201);
  return { id: r.body.id as string, tokens: r.body.seats.map((s: { token: string }) => s.token) as string[] };
}

describe('every route answers as the OpenAPI document says, errors included (issue 28)', () => {
  afterAll(() => {
    // The document's routes, each reached by a request above.
    const reached = new Set([...contract.seen].map((s) => s.split(' ').slice(0, 2).join(' ')));
    const documented = contract.operations.map((o) => `${o.method} ${o.template}`);
    expect(documented.filter((o) => !reached.has(o))).toEqual([]);
  });

  it('the games, their drawings and messages', async () => {
    expectAnswer(await call('GET', '/api/games'), 200);
    expectAnswer(await call('GET', '/api/games/king-david/drawing'), 200);
    expectAnswer(await call('GET', '/api/games/lancaster/drawing'), 404, 'no_drawing');
    expectAnswer(await call('GET', '/api/games/lancaster/messages'), 200);
    expectAnswer(await call('GET', '/api/games/chess/messages'), 404, 'unknown_game');
    expect(contract.problems).toEqual([]);
  });

  it('creating a match: its refusals', async () => {
    const body = { game: 'carolus-magnus', seats: 2 };
    expectAnswer(await call('POST', '/api/matches', { raw: '{' }), 400, 'malformed_json');
    expectAnswer(await call('POST', '/api/matches', { body: { ...body, seats: 'two' } }), 400, 'invalid_request');
    expectAnswer(await call('POST', '/api/matches', { body: { ...body, game: 'chess' } }), 400, 'unknown_game');
    expectAnswer(await call('POST', '/api/matches', { body: { ...body, seats: 9 } }), 400, 'bad_seats');
    expectAnswer(await call('POST', '/api/matches', { body: { ...body, variant: 'x' } }), 400, 'bad_variant');
    expectAnswer(await call('POST', '/api/matches', { body: { ...body, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] } }), 400, 'too_many_players');
    expectAnswer(await call('POST', '/api/matches', { body: { ...body, options: { normans: 1 } } }), 400, 'bad_options');
    expectAnswer(await call('POST', '/api/matches', { body: { ...body, players: [{ bot: 'easy' }, { bot: 'good' }] } }), 400, 'no_person');
    const withBot = await call('POST', '/api/matches', { body: { game: 'lancaster', seats: 3, players: [{ name: 'Ana' }, { bot: 'good' }], options: { seed: 'routes-bot' } } });
    expectAnswer(withBot, 201);
    expect(withBot.body.bots).toEqual([{ seat: 1, name: expect.any(String), level: 'good' }]);
    expect((await call('GET', `/api/matches/${withBot.body.id}`)).body.seats[1].bot).toBe('good');
    expectAnswer(await call('POST', '/api/matches', { body: { ...body, players: [{ name: 'A', webhook: 'https://10.0.0.1/x' }] } }), 422, 'webhook_refused');
    expectAnswer(await call('POST', '/api/matches', { raw: JSON.stringify({ game: 'x'.repeat(MAX_BODY_BYTES) }) }), 413, 'body_too_large');
    const headers = { 'cf-connecting-ip': '203.0.113.28' };
    // 30 a minute per address (wrangler.toml); a minute that turns mid-loop lets up to 30 more through.
    let last: Reply | null = null;
    for (let i = 0; i < 100 && last?.status !== 429; i++) last = await call('POST', '/api/matches', { body, headers });
    expectAnswer(last as Reply, 429, 'too_many_requests');
    expect(contract.problems).toEqual([]);
  });

  it('reading and playing a match: views, commands, the log, past views, the export, live', async () => {
    const m = await match();
    const path = `/api/matches/${m.id}`;
    expectAnswer(await call('GET', path), 200);
    expectAnswer(await call('GET', '/api/matches/0123456789abcdef0123'), 404, 'unknown_match');
    expectAnswer(await call('GET', '/api/matches/not-an-id'), 404, 'unknown_match');
    expectAnswer(await call('GET', path, { headers: { authorization: 'Basic x' } }), 401, 'bad_authorization');
    expectAnswer(await call('GET', path, { token: 'not-a-seat-token' }), 403, 'bad_token');
    const view = (await call('GET', path, { token: m.tokens[0] })).body;
    const [seat] = view.active as number[];
    const other = 1 - seat;
    const token = m.tokens[seat];
    const command = (await call('GET', path, { token })).body.actions[0];
    expectAnswer(await call('POST', `${path}/actions`, { token: m.tokens[other], body: { command } }), 409, 'not_your_turn');
    expectAnswer(await call('POST', `${path}/actions`, { token, body: { command, expect: view.seq + 5 } }), 409, 'stale');
    expectAnswer(await call('POST', `${path}/actions`, { token, body: { command: 'fly away' } }), 422);
    expectAnswer(await call('POST', `${path}/actions`, { token, body: { command: 'undo' } }), 422, 'cannot_undo');
    expectAnswer(await call('POST', `${path}/actions`, { token, body: { command: 5 } }), 400, 'invalid_request');
    expectAnswer(await call('POST', `${path}/actions`, { body: { command } }), 401, 'missing_token');
    expectAnswer(await call('POST', `${path}/actions`, { token, body: { command, id: 'first' } }), 200);
    expectAnswer(await call('POST', `${path}/actions`, { token, body: { command: 'another', id: 'first' } }), 409, 'id_reused');
    expectAnswer(await call('GET', `${path}/log`, { token }), 200);
    expectAnswer(await call('GET', `${path}/at/1`, { token }), 200);
    expectAnswer(await call('GET', `${path}/at/x`), 400, 'bad_seq');
    expectAnswer(await call('GET', `${path}/at/99`), 404, 'no_such_entry');
    expectAnswer(await call('GET', `${path}/export`, { token }), 200);
    expectAnswer(await call('GET', `${path}/export`), 401, 'missing_token');
    expectAnswer(await call('GET', `${path}/live`), 426, 'upgrade_required');
    const res = await SELF.fetch(`https://pbm.test${path}/live`, { headers: { upgrade: 'websocket' } });
    contract.check('GET', `${path}/live`, { status: res.status, body: '', headers: res.headers });
    expect(res.status).toBe(101);
    res.webSocket?.accept();
    res.webSocket?.close(1000, 'done');
    expect(contract.problems).toEqual([]);
  });

  it('an open seat: joining, and what an unstarted match refuses', async () => {
    const r = await call('POST', '/api/matches', { body: { game: 'lancaster', seats: 2, players: [{ name: 'Ana' }], options: { seed: 'routes-open' } } });
    expectAnswer(r, 201);
    const path = `/api/matches/${r.body.id}`;
    expectAnswer(await call('POST', `${path}/actions`, { token: r.body.seats[0].token, body: { command: 'pass' } }), 409, 'not_started');
    expectAnswer(await call('POST', `${path}/join`, { body: { code: 'wrong', name: 'Bo' } }), 403, 'bad_invite');
    const code = new URL(r.body.invite).hash.slice(1);
    expectAnswer(await call('POST', `${path}/join`, { body: { code, name: 'Bo' } }), 201);
    expectAnswer(await call('POST', `${path}/join`, { body: { code, name: 'Cy' } }), 409, 'match_full');
    expectAnswer(await call('POST', '/api/matches/0123456789abcdef0123/join', { body: { code, name: 'Cy' } }), 404, 'unknown_match');
    expect(contract.problems).toEqual([]);
  });

  it('a seat’s settings and clock', async () => {
    const m = await match('lancaster', { clock: { days: 2, policy: 'remind', vacationDays: 3 } });
    const path = `/api/matches/${m.id}`;
    const token = m.tokens[0];
    expectAnswer(await call('GET', `${path}/contact`, { token }), 200);
    expectAnswer(await call('GET', `${path}/contact`), 401, 'missing_token');
    expectAnswer(await call('PATCH', `${path}/contact`, { token, body: { lang: 'es', notify: 'digest' } }), 200);
    expectAnswer(await call('PATCH', `${path}/contact`, { token, body: { lang: 'fr' } }), 400, 'invalid_request');
    expectAnswer(await call('POST', `${path}/contact/confirmation`, { token }), 409, 'no_email');
    expectAnswer(await call('POST', `${path}/vacation`, { token, body: { days: 1 } }), 200);
    expectAnswer(await call('POST', `${path}/vacation`, { token, body: { days: 30 } }), 422, 'vacation_exhausted');
    expectAnswer(await call('DELETE', `${path}/vacation`, { token }), 200);
    const plain = await match();
    expectAnswer(await call('DELETE', `/api/matches/${plain.id}/vacation`, { token: plain.tokens[0] }), 409, 'no_clock');
    expect(contract.problems).toEqual([]);
  });

  it('messages between the players', async () => {
    const m = await match();
    const path = `/api/matches/${m.id}/messages`;
    expectAnswer(await call('POST', path, { token: m.tokens[0], body: { text: 'Good luck!' } }), 201);
    expectAnswer(await call('POST', path, { token: m.tokens[0], body: { text: 'Psst', to: [1] } }), 201);
    expectAnswer(await call('POST', path, { token: m.tokens[0], body: { text: '   ' } }), 400, 'empty_message');
    expectAnswer(await call('POST', path, { token: m.tokens[0], body: { text: 'x', to: [7] } }), 422, 'bad_recipient');
    expectAnswer(await call('GET', path, { token: m.tokens[1] }), 200);
    expectAnswer(await call('GET', `${path}?limit=1`), 200);
    expectAnswer(await call('GET', `${path}?before=nope`), 400, 'bad_cursor');
    expectAnswer(await call('GET', `${path}?limit=0`), 400, 'bad_limit');
    expect(contract.problems).toEqual([]);
  });

  it('handing a seat to another device, signing devices out, a new link', async () => {
    const m = await match();
    const path = `/api/matches/${m.id}`;
    const owner = m.tokens[0];
    const made = await call('POST', `${path}/handover`, { token: owner });
    expectAnswer(made, 201);
    const got = await call('POST', '/api/handover', { body: { code: made.body.code } });
    expectAnswer(got, 201);
    expectAnswer(await call('POST', '/api/handover', { body: { code: made.body.code } }), 410, 'code_used');
    expectAnswer(await call('POST', '/api/handover', { body: { code: 'AAAAA-AAAAA' } }), 403, 'bad_code');
    expectAnswer(await call('POST', '/api/handover', { body: { code: '!' } }), 400, 'bad_code_format');
    const device = got.body.token;
    expectAnswer(await call('POST', `${path}/handover`, { token: device }), 403, 'owner_only');
    expectAnswer(await call('GET', `${path}/devices`, { token: device }), 200);
    const list = await call('GET', `${path}/devices`, { token: owner });
    expectAnswer(list, 200);
    expectAnswer(await call('DELETE', `${path}/devices/0123456789abcdef`, { token: owner }), 404, 'no_such_device');
    expectAnswer(await call('DELETE', `${path}/devices/${list.body.devices[0].id}`, { token: owner }), 200);
    expectAnswer(await call('DELETE', `${path}/devices`, { token: owner }), 200);
    expectAnswer(await call('POST', `${path}/seat-link`, { token: owner }), 201);
    expectAnswer(await call('POST', `${path}/seat-link`, { token: owner }), 403, 'bad_token');
    expect(contract.problems).toEqual([]);
  });

  it('a what-if: refused before the end, and its bad requests (the whole what-if is in openapi-contract.test.ts)', async () => {
    const m = await match();
    const path = `/api/matches/${m.id}/fork`;
    expectAnswer(await call('POST', path, { body: { at: 1 } }), 409, 'not_finished');
    expectAnswer(await call('POST', path, { token: m.tokens[0], body: { at: 0 } }), 409, 'not_finished');
    expectAnswer(await call('POST', path, { body: { at: -1 } }), 400, 'invalid_request');
    expectAnswer(await call('POST', path, { raw: '{"at":' }), 400, 'malformed_json');
    expectAnswer(await call('POST', '/api/matches/0123456789abcdef0123/fork', { body: { at: 1 } }), 404, 'unknown_match');
    expect(contract.problems).toEqual([]);
  });

  it('naming a match: by a seat’s owner link only (issue 31)', async () => {
    const m = await match('carolus-magnus', { name: 'Friday night' });
    const path = `/api/matches/${m.id}/name`;
    expectAnswer(await call('PUT', path, { token: m.tokens[1], body: { name: 'Saturday' } }), 200);
    expectAnswer(await call('PUT', path, { token: m.tokens[1], body: { name: ' ' } }), 400, 'invalid_request');
    expectAnswer(await call('PUT', path, { body: { name: 'Sunday' } }), 401, 'missing_token');
    expectAnswer(await call('PUT', path, { token: 'nope', body: { name: 'Sunday' } }), 403, 'bad_token');
    const handed = await call('POST', '/api/handover', { body: { code: (await call('POST', `/api/matches/${m.id}/handover`, { token: m.tokens[0] })).body.code } });
    expectAnswer(await call('PUT', path, { token: handed.body.token, body: { name: 'Sunday' } }), 403, 'owner_only');
    expectAnswer(await call('PUT', '/api/matches/0123456789abcdef0123/name', { token: m.tokens[0], body: { name: 'Sunday' } }), 404, 'unknown_match');
    const log = await call('GET', `/api/matches/${m.id}/log`);
    expectAnswer(log, 200);
    expect(log.body.notes).toHaveLength(1);
    expect(contract.problems).toEqual([]);
  });

  it('browser push: the key, and a device’s subscription', async () => {
    const m = await match();
    const path = `/api/matches/${m.id}/push`;
    const token = m.tokens[0];
    expectAnswer(await call('GET', '/api/push/key'), 200);
    expectAnswer(await call('GET', path, { token }), 200);
    expectAnswer(await call('DELETE', path, { token }), 404, 'not_subscribed');
    const browser = await (await PUSH.fetch('http://push/new')).json<{ endpoint: string; keys: { p256dh: string; auth: string } }>();
    expectAnswer(await call('PUT', path, { token, body: { endpoint: 'https://10.0.0.2/x', keys: browser.keys } }), 422, 'push_refused');
    expectAnswer(await call('PUT', path, { token, body: { endpoint: browser.endpoint, keys: { p256dh: browser.keys.auth, auth: browser.keys.auth } } }), 400, 'invalid_request');
    expectAnswer(await call('PUT', path, { token, body: { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys } }), 200);
    expectAnswer(await call('DELETE', path, { token }), 200);
    expect(contract.problems).toEqual([]);
  });

  it('the links of emails, "find my matches", the pages and this reference', async () => {
    expectAnswer(await call('POST', '/api/signin', { body: { email: 'ana@example.com' } }), 202);
    expectAnswer(await call('POST', '/api/signin', { body: { email: 'not an address' } }), 400, 'invalid_request');
    expectAnswer(await call('GET', '/api/unsubscribe/nope'), 404, 'bad_unsubscribe_link');
    expectAnswer(await call('POST', '/api/unsubscribe/nope'), 404, 'bad_unsubscribe_link');
    for (const route of ['confirm', 'restore']) {
      expectAnswer(await call('GET', `/api/${route}/nope`), 404);
      expectAnswer(await call('POST', `/api/${route}/nope`, { raw: 'answer=yes', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 404);
    }
    const m = await match();
    for (const page of [`/m/${m.id}`, `/join/${m.id}`, '/rules/lancaster', '/m/not-an-id', '/join/not-an-id', '/rules/NOT_A_GAME']) {
      expect([200, 404]).toContain((await call('GET', page)).status);
    }
    expectAnswer(await call('GET', '/api/openapi.json'), 200);
    const docs = await call('GET', '/api/docs');
    expectAnswer(docs, 200);
    expect(docs.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    expect(contract.problems).toEqual([]);
  });
});
