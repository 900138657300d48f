import { describe, expect, it } from 'vitest';
import { runInDurableObject } from 'cloudflare:test';
import { MAX_MESSAGE_LENGTH, MAX_MESSAGE_PAGE, MESSAGE_ID, Messages, MESSAGES_PER_MATCH_PER_DAY, MESSAGES_PER_MINUTE } from '../../src/match/live/messages';
import { api, type Reply } from '../support/http';
import { confirmEmail, create, stubOf, unique, waitForMail } from '../support/notify';

const post = (id: string, token: string | undefined, body: unknown) => api('POST', `/api/matches/${id}/messages`, { token, body });
/** What the seat may read, oldest first (the API answers a page, newest first). */
const read = async (id: string, token: string) => [...(await api('GET', `/api/matches/${id}/messages`, { token })).body.messages].reverse() as { from: number; to: number[] | null; text: string }[];

/** Every page of `GET /messages` for this reader (undefined: a spectator), following `next`. */
async function pages(id: string, token: string | undefined, limit: number) {
  const out: { id: string; text: string }[][] = [];
  let before: string | null = null;
  do {
    const r: Reply = await api('GET', `/api/matches/${id}/messages?limit=${limit}${before ? `&before=${before}` : ''}`, { token });
    expect(r.status).toBe(200);
    out.push(r.body.messages);
    before = r.body.next;
  } while (before !== null && out.length < 20);
  return out;
}

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
    await confirmEmail(m.id, 1, b);
    const before = (await api('GET', `/api/matches/${m.id}`)).body.active.includes(1) ? 1 : 0;
    if (before) await waitForMail(b);
    await post(m.id, m.tokens[0], { text: '<script>alert(1)</script> & deal?', to: [1] });
    const mails = await waitForMail(b, before + 1);
    const mail = mails[before];
    expect(mail.text).toContain('A (private): <script>alert(1)</script> & deal?');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; deal?');
    expect(mail.html).not.toContain('<script>');
  });

  it('message ids are random, not a count: no reader learns how many private messages it could not read', async () => {
    const m = await create({ seats: 3, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], options: { seed: 'msg-ids' } });
    const first = (await post(m.id, m.tokens[0], { text: 'one' })).body.id;
    for (let i = 0; i < 3; i++) await post(m.id, m.tokens[1], { text: `private ${i}`, to: [2] });
    const second = (await post(m.id, m.tokens[0], { text: 'two' })).body.id;
    const seen = (await api('GET', `/api/matches/${m.id}/messages`)).body.messages as { id: string; text: string }[];
    expect(seen.map((x) => x.text)).toEqual(['two', 'one']);
    expect(seen.map((x) => x.id)).toEqual([second, first]);
    for (const id of [first, second]) expect(id).toMatch(MESSAGE_ID);
    expect(first).not.toBe(second);
  });

  it('GET /messages pages, newest first, with a cursor; each reader pages through what it may read', async () => {
    const m = await create({ seats: 3, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], options: { seed: 'msg-pages' } });
    const written: { text: string; to?: number[] }[] = [];
    for (let i = 0; i < 8; i++) written.push(i % 3 === 1 ? { text: `secret ${i}`, to: [1] } : { text: `open ${i}` });
    for (const w of written) expect((await post(m.id, m.tokens[0], w)).status).toBe(201);
    const newestFirst = (reader: number | null) => written.filter((w) => !w.to || (reader !== null && (reader === 0 || w.to.includes(reader)))).map((w) => w.text).reverse();
    for (const [reader, token] of [[0, m.tokens[0]], [1, m.tokens[1]], [2, m.tokens[2]], [null, undefined]] as const) {
      const all = await pages(m.id, token, 3);
      expect(all.flat().map((x) => x.text)).toEqual(newestFirst(reader));
      expect(all.slice(0, -1).every((p) => p.length === 3)).toBe(true);
    }
    // The default page, and the limits of a page.
    expect((await api('GET', `/api/matches/${m.id}/messages`, { token: m.tokens[1] })).body).toMatchObject({ next: null });
    for (const q of ['limit=0', 'limit=abc', 'limit=-1', 'limit=2.5', 'limit=', 'before=nope', `before=${'0'.repeat(16)}`]) {
      const r = await api('GET', `/api/matches/${m.id}/messages?${q}`, { token: m.tokens[1] });
      expect([q, r.status, r.body.error.code]).toEqual([q, 400, q.startsWith('limit') ? 'bad_limit' : 'bad_cursor']);
    }
    // A private message's id is no cursor for someone who may not read it.
    const secret = (await pages(m.id, m.tokens[1], 50))[0].find((x) => x.text.startsWith('secret'))!;
    expect((await api('GET', `/api/matches/${m.id}/messages?before=${secret.id}`)).body.error.code).toBe('bad_cursor');
    expect((await api('GET', `/api/matches/${m.id}/messages?before=${secret.id}`, { token: m.tokens[1] })).status).toBe(200);
  });

  it(`a page stops at ${MAX_MESSAGE_PAGE} messages: a larger limit gives a full page and the cursor to the rest`, async () => {
    const m = await create({ players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'msg-clamp' } });
    const stored = MAX_MESSAGE_PAGE + 5;
    await runInDurableObject(stubOf(m.id), (_room, state) => {
      for (let i = 0; i < stored; i++) {
        state.storage.sql.exec('INSERT INTO messages (seat, recipients, text, seq, at, ref) VALUES (?, NULL, ?, 0, ?, ?)', i % 2, `old ${i}`, Date.now(), `${i}`.padStart(16, 'b'));
      }
    });
    for (const limit of [MAX_MESSAGE_PAGE, MAX_MESSAGE_PAGE + 1, 1000, '9'.repeat(40)]) {
      const r = await api('GET', `/api/matches/${m.id}/messages?limit=${limit}`, { token: m.tokens[0] });
      expect([limit, r.status, r.body.messages.length]).toEqual([limit, 200, MAX_MESSAGE_PAGE]);
      expect(r.body.messages[0].text).toBe(`old ${stored - 1}`);
      const rest = await api('GET', `/api/matches/${m.id}/messages?limit=${limit}&before=${r.body.next}`, { token: m.tokens[0] });
      expect(rest.body).toMatchObject({ next: null });
      expect(rest.body.messages.map((x: { text: string }) => x.text)).toEqual([4, 3, 2, 1, 0].map((i) => `old ${i}`));
    }
    const wrong = await api('GET', `/api/matches/${m.id}/messages?limit=many`, { token: m.tokens[0] });
    expect([wrong.status, wrong.body.error.code, wrong.body.error.message]).toEqual([400, 'bad_limit', `"limit" is a whole number of messages from 1 (a page holds at most ${MAX_MESSAGE_PAGE}).`]);
  });

  it(`a match takes at most ${MESSAGES_PER_MATCH_PER_DAY} messages in 24 hours, all seats together: 429 past it`, async () => {
    const m = await create({ players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'msg-day' } });
    // The day's messages so far, written straight into the match's storage.
    await runInDurableObject(stubOf(m.id), (_room, state) => {
      for (let i = 0; i < MESSAGES_PER_MATCH_PER_DAY - 1; i++) {
        state.storage.sql.exec('INSERT INTO messages (seat, recipients, text, seq, at, ref) VALUES (?, NULL, ?, 0, ?, ?)', i % 2, `old ${i}`, Date.now() - 3_600_000, `${i}`.padStart(16, 'a'));
      }
    });
    expect((await post(m.id, m.tokens[0], { text: 'the last one today' })).status).toBe(201);
    const refused = await post(m.id, m.tokens[1], { text: 'one more' });
    expect([refused.status, refused.body.error.code]).toEqual([429, 'match_messages_full']);
    expect((await read(m.id, m.tokens[1])).at(-1)?.text).toBe('the last one today');
    // A day later those no longer count.
    await runInDurableObject(stubOf(m.id), (_room, state) => {
      state.storage.sql.exec('UPDATE messages SET at = at - ?', 86_400_000);
    });
    expect((await post(m.id, m.tokens[1], { text: 'one more' })).status).toBe(201);
  });

  it('messages stored before ids were random get one when the match wakes', async () => {
    const m = await create({ players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'msg-old' } });
    const ids = await runInDurableObject(stubOf(m.id), (_room, state) => {
      state.storage.sql.exec('DROP TABLE messages');
      state.storage.sql.exec('CREATE TABLE messages (id INTEGER PRIMARY KEY AUTOINCREMENT, seat INTEGER NOT NULL, recipients TEXT, text TEXT NOT NULL, seq INTEGER NOT NULL, at INTEGER NOT NULL)');
      state.storage.sql.exec(`INSERT INTO messages (seat, recipients, text, seq, at) VALUES (0, NULL, 'from before', 0, ?), (1, '[0]', 'also', 0, ?)`, Date.now(), Date.now());
      const messages = new Messages(state.storage.sql);
      return messages.readableBy(0, 0, false).map((x) => x.id);
    });
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(MESSAGE_ID);
  });
});
