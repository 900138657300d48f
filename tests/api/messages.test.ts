import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH, MESSAGES_PER_MINUTE } from '../../src/match/live/messages';
import { api } from '../support/http';
import { create, unique, waitForMail } from '../support/notify';

const post = (id: string, token: string | undefined, body: unknown) => api('POST', `/api/matches/${id}/messages`, { token, body });
const read = async (id: string, token: string) => (await api('GET', `/api/matches/${id}/messages`, { token })).body.messages as { from: number; to: number[] | null; text: string }[];

describe('messages between the players of a match', () => {
  it('to everyone or privately; each seat reads only what is for it; not part of the log', async () => {
    const m = await create({ seats: 3, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], options: { seed: 'msg-1' } });
    const logBefore = (await api('GET', `/api/matches/${m.id}/log`)).body;
    const pub = await post(m.id, m.tokens[0], { text: '  Hello all  ' });
    expect(pub.status).toBe(201);
    expect(pub.body).toMatchObject({ from: 0, to: null, text: 'Hello all', seq: 0 });
    expect((await post(m.id, m.tokens[1], { text: 'Alliance, C?', to: [2, 2] })).body.to).toEqual([2]);
    expect((await read(m.id, m.tokens[0])).map((x) => x.text)).toEqual(['Hello all']);
    expect((await read(m.id, m.tokens[1])).map((x) => x.text)).toEqual(['Hello all', 'Alliance, C?']);
    expect((await read(m.id, m.tokens[2])).map((x) => x.text)).toEqual(['Hello all', 'Alliance, C?']);
    expect((await api('GET', `/api/matches/${m.id}/log`)).body).toEqual(logBefore);
    expect(JSON.stringify((await api('GET', `/api/matches/${m.id}/export`, { token: m.tokens[0] })).body)).not.toContain('Hello all');
  });

  it('a spectator reads only what was written to everyone', async () => {
    const m = await create({ seats: 3, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], options: { seed: 'msg-5' } });
    await post(m.id, m.tokens[0], { text: 'Good luck, all' });
    await post(m.id, m.tokens[1], { text: 'Secret pact?', to: [2] });
    const spectator = await api('GET', `/api/matches/${m.id}/messages`);
    expect(spectator.status).toBe(200);
    expect(spectator.body.messages.map((x: { text: string }) => x.text)).toEqual(['Good luck, all']);
    expect(JSON.stringify(spectator.body)).not.toContain('pact');
    expect((await read(m.id, m.tokens[0])).map((x) => x.text)).toEqual(['Good luck, all']);
  });

  it('bad messages get a clear error and are not stored', async () => {
    const m = await create({ players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'msg-2' } });
    const cases: [string | undefined, unknown, number, string][] = [
      [undefined, { text: 'hi' }, 401, 'missing_token'],
      ['wrong', { text: 'hi' }, 403, 'bad_token'],
      [m.tokens[0], { text: '   ' }, 400, 'empty_message'],
      [m.tokens[0], { text: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }, 400, 'invalid_request'],
      [m.tokens[0], { text: 'hi', to: [5] }, 422, 'bad_recipient'],
      [m.tokens[0], { text: 'hi', to: [0] }, 422, 'bad_recipient'],
      [m.tokens[0], { text: 'hi', to: [] }, 400, 'invalid_request'],
      [m.tokens[0], { to: [1] }, 400, 'invalid_request'],
    ];
    for (const [token, body, status, code] of cases) {
      const r = await post(m.id, token, body);
      expect([r.status, r.body.error?.code]).toEqual([status, code]);
    }
    expect(await read(m.id, m.tokens[1])).toEqual([]);
    expect((await api('GET', `/api/matches/${m.id}/messages`, { token: 'wrong' })).status).toBe(403);
    expect((await api('GET', '/api/matches/0123456789abcdef0123/messages', { token: 'x' })).status).toBe(404);
  });

  it('too many messages in a minute: 429', async () => {
    const m = await create({ players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'msg-3' } });
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++) expect((await post(m.id, m.tokens[0], { text: `m${i}` })).status).toBe(201);
    const r = await post(m.id, m.tokens[0], { text: 'one more' });
    expect([r.status, r.body.error.code]).toEqual([429, 'too_many_messages']);
    expect(await read(m.id, m.tokens[1])).toHaveLength(MESSAGES_PER_MINUTE);
  });

  it('the recipient is told by email, with the text escaped in the HTML part', async () => {
    const b = `${unique('b')}@example.com`;
    const m = await create({ players: [{ name: 'A' }, { name: 'B', email: b }], options: { seed: 'msg-4' } });
    const before = (await api('GET', `/api/matches/${m.id}`)).body.active.includes(1) ? 1 : 0;
    if (before) await waitForMail(b);
    await post(m.id, m.tokens[0], { text: '<script>alert(1)</script> & deal?', to: [1] });
    const mails = await waitForMail(b, before + 1);
    const mail = mails[before];
    expect(mail.text).toContain('A (private): <script>alert(1)</script> & deal?');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; deal?');
    expect(mail.html).not.toContain('<script>');
  });
});
