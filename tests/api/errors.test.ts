import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { MAX_BODY_BYTES } from '../../src/api/app';
import { api, createMatch } from '../support/http';
import { freshWindow } from '../support/rate-window';
import { english } from '../support/words';

async function snapshotOf(id: string, token?: string) {
  const view = await api('GET', `/api/matches/${id}`, { token });
  const log = await api('GET', `/api/matches/${id}/log`, { token });
  return { view: view.body, log: log.body };
}

function expectError(r: { status: number; body: any }, status: number, code?: string) {
  expect(r.status).toBe(status);
  expect(typeof r.body.error.message).toBe('string');
  expect(r.body.error.message.length).toBeGreaterThan(5);
  if (code) expect(r.body.error.code).toBe(code);
}

describe('bad requests get their status code and a message, and change nothing', () => {
  it('wrong, missing and malformed tokens: 403, 401, 401', async () => {
    const m = await createMatch('carolus-magnus', 2, 'errors-1');
    const before = await snapshotOf(m.id);
    const seat = before.view.active[0];
    const command = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[seat] })).body.actions[0];
    expectError(await api('POST', `/api/matches/${m.id}/actions`, { token: 'not-a-real-token', body: { command } }), 403, 'bad_token');
    expectError(await api('POST', `/api/matches/${m.id}/actions`, { body: { command } }), 401, 'missing_token');
    expectError(
      await api('POST', `/api/matches/${m.id}/actions`, { headers: { authorization: 'Basic abc' }, body: { command } }),
      401,
      'bad_authorization',
    );
    expectError(await api('GET', `/api/matches/${m.id}`, { token: 'wrong' }), 403, 'bad_token');
    // A token of another match is a wrong token here.
    const other = await createMatch('carolus-magnus', 2, 'errors-other');
    expectError(await api('POST', `/api/matches/${m.id}/actions`, { token: other.tokens[seat], body: { command } }), 403);
    expect(await snapshotOf(m.id)).toEqual(before);
  });

  it('a spectator sees no commands and cannot act', async () => {
    const m = await createMatch('carolus-magnus', 2, 'errors-2');
    const spectator = (await api('GET', `/api/matches/${m.id}`)).body;
    expect(spectator.you).toBeNull();
    expect(spectator.actions).toEqual([]);
    expectError(await api('POST', `/api/matches/${m.id}/actions`, { body: { command: 'disc 1' } }), 401);
  });

  it('malformed JSON and invalid bodies: 400', async () => {
    const m = await createMatch('carolus-magnus', 2, 'errors-3');
    const before = await snapshotOf(m.id);
    const t = m.tokens[0];
    expectError(await api('POST', `/api/matches/${m.id}/actions`, { token: t, raw: '{"command": ' }), 400, 'malformed_json');
    expectError(await api('POST', `/api/matches/${m.id}/actions`, { token: t, body: { command: 42 } }), 400, 'invalid_request');
    expectError(await api('POST', `/api/matches/${m.id}/actions`, { token: t, body: [1, 2] }), 400, 'invalid_request');
    expectError(await api('POST', `/api/matches/${m.id}/actions`, { token: t, body: { command: 'disc 1', expect: -1 } }), 400);
    expectError(await api('POST', '/api/matches', { raw: 'nonsense' }), 400, 'malformed_json');
    expectError(await api('POST', '/api/matches', { body: { game: 'chess', seats: 2 } }), 400, 'unknown_game');
    expectError(await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 5 } }), 400, 'bad_seats');
    expectError(await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, variant: 'x' } }), 400, 'bad_variant');
    expectError(
      await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] } }),
      400,
      'too_many_players',
    );
    expectError(
      await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, players: [{ name: 'a', email: 'nope' }] } }),
      400,
      'invalid_request',
    );
    expectError(await api('GET', `/api/matches/${m.id}/at/abc`), 400, 'bad_seq');
    expect(await snapshotOf(m.id)).toEqual(before);
  });

  it('unknown match and unknown route: 404', async () => {
    expectError(await api('GET', '/api/matches/0123456789abcdef0123'), 404, 'unknown_match');
    expectError(await api('GET', '/api/matches/not-an-id'), 404, 'unknown_match');
    expectError(await api('POST', '/api/matches/0123456789abcdef0123/actions', { token: 'abc', body: { command: 'disc 1' } }), 404);
    expectError(await api('GET', '/api/matches/0123456789abcdef0123/log'), 404);
    expectError(await api('GET', '/api/matches/0123456789abcdef0123/export'), 404);
    expectError(await api('GET', '/api/nothing-here'), 404, 'not_found');
  });

  it('a damaged match or invite link gets an HTML page that says so, in English and Spanish', async () => {
    for (const path of ['/m/not-a-match-id', '/join/0123', '/m/0123456789ABCDEF0123']) {
      const r = await api('GET', path);
      expect(r.status).toBe(404);
      expect(typeof r.body).toBe('string');
      expect(r.body).toContain('<h1>No such match</h1>');
      expect(r.body).toContain('Este enlace no lleva a ninguna partida');
      expect(r.body).toContain('href="/"');
      expect(r.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('an oversized body: 413', async () => {
    const m = await createMatch('carolus-magnus', 2, 'errors-5');
    const before = await snapshotOf(m.id);
    const big = JSON.stringify({ command: 'x'.repeat(MAX_BODY_BYTES + 10) });
    expectError(await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[0], raw: big }), 413, 'body_too_large');
    expectError(await api('POST', '/api/matches', { raw: big }), 413);
    expect(await snapshotOf(m.id)).toEqual(before);
  });

  it('a chunked body over the limit is read to its end before the 413 (a half-read request took the local wrangler dev down)', async () => {
    const m = await createMatch('carolus-magnus', 2, 'errors-5b');
    const before = await snapshotOf(m.id);
    const CHUNK = 2048;
    const CHUNKS = 40;
    for (const path of [`/api/matches/${m.id}/actions`, '/api/matches', '/api/signin', `/api/matches/${m.id}/contact`]) {
      let pulled = 0;
      // No Content-Length: the body comes as a stream of chunks, as with Transfer-Encoding: chunked.
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled === CHUNKS) return controller.close();
          pulled++;
          controller.enqueue(new TextEncoder().encode('x'.repeat(CHUNK)));
        },
      });
      const method = path.endsWith('/contact') ? 'PATCH' : 'POST';
      const request = new Request(`https://pbm.test${path}`, { method, body, headers: { 'content-type': 'application/json', authorization: `Bearer ${m.tokens[0]}` } });
      expect(request.headers.get('content-length')).toBeNull();
      const ctx = createExecutionContext();
      const res = await worker.fetch(request as never, env as never, ctx);
      await waitOnExecutionContext(ctx);
      expect([path, res.status, ((await res.json()) as { error: { code: string } }).error.code]).toEqual([path, 413, 'body_too_large']);
      expect([path, pulled]).toEqual([path, CHUNKS]);
    }
    expect(await snapshotOf(m.id)).toEqual(before);
  });

  it('a command out of turn: 409; an illegal command: 422 with the game message', async () => {
    const m = await createMatch('carolus-magnus', 2, 'errors-6');
    const before = await snapshotOf(m.id);
    const active: number = before.view.active[0];
    const idle = 1 - active;
    const idleView = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[idle] })).body;
    expect(idleView.actions).toEqual([]);
    const activeView = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[active] })).body;
    expectError(
      await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[idle], body: { command: activeView.actions[0] } }),
      409,
      'not_your_turn',
    );
    const illegal = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[active], body: { command: 'fly to the moon' } });
    expectError(illegal, 422);
    expectError(await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[active], body: { command: '' } }), 422);
    expectError(await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[active], body: { command: 'undo' } }), 422, 'cannot_undo');
    expect(await snapshotOf(m.id)).toEqual(before);
  });

  it('before the end only seats may export, and the secret stays hidden', async () => {
    const m = await createMatch('carolus-magnus', 2, 'errors-7');
    expectError(await api('GET', `/api/matches/${m.id}/export`), 401);
    const exp = await api('GET', `/api/matches/${m.id}/export`, { token: m.tokens[1] });
    expect(exp.status).toBe(200);
    expect(exp.body.secret).toBeNull();
    expect(JSON.stringify(exp.body)).not.toContain('errors-7');
  });

  it('too many creations from one address: 429', async () => {
    await freshWindow();
    const headers = { 'cf-connecting-ip': '203.0.113.7' };
    const body = { game: 'carolus-magnus', seats: 2 };
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await api('POST', '/api/matches', { body, headers })).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses).toContain(429);
    const refused = await api('POST', '/api/matches', { body, headers });
    expectError(refused, 429, 'too_many_requests');
    // Another address is not affected.
    expect((await api('POST', '/api/matches', { body, headers: { 'cf-connecting-ip': '203.0.113.8' } })).status).toBe(201);
  });
});

describe('set-up options are checked at creation (400), never at set-up', () => {
  it('El Señor de la Guerra: options.normans chooses the Normans’ seat; anything else is refused', async () => {
    const players = [{ name: 'A' }, { name: 'B' }];
    const swapped = await api('POST', '/api/matches', { body: { game: 'senor-de-la-guerra', seats: 2, players, options: { normans: 1 } } });
    expect(swapped.status).toBe(201);
    const view = (await api('GET', `/api/matches/${swapped.body.id}`)).body;
    expect(view.seats.map((s: any) => english(s.role))).toEqual(['Frisians', 'Normans']);
    for (const options of [{ normans: 2 }, { normans: 'yes' }, { colour: 'red' }]) {
      const r = await api('POST', '/api/matches', { body: { game: 'senor-de-la-guerra', seats: 2, players, options } });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('bad_options');
    }
    const cm = await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, options: { speed: 'fast' } } });
    expect(cm.status).toBe(400);
    expect(cm.body.error.message).toMatch(/takes no options/);
  });
});
