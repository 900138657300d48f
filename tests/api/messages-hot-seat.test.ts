import { beforeAll, describe, expect, it } from 'vitest';
import { afterBots } from '../support/bots';
import { fork, viewOf } from '../support/forks';
import { api, createMatch, playToEnd, type TestMatch } from '../support/http';

/** A whole match is a few hundred requests: seconds alone, a minute or more on a loaded machine. */
const FULL_MATCH_MS = 300_000;
const AT = 12;

const post = (id: string, token: string | undefined, body: unknown) => api('POST', `/api/matches/${id}/messages`, { token, body });
const read = async (id: string, token?: string) => {
  const r = await api('GET', `/api/matches/${id}/messages`, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return [...r.body.messages].reverse() as { from: number; to: number[] | null; text: string }[];
};

// The sender of a message is always the seat the token stands for, never anything in the body: a
// hot-seat link (issue 26) writes as the seat on turn, or as the one of its seats named after `~`
// (the seat its page shows), and never as a seat that is not its device's.
describe('messages of a hot-seat device', () => {
  let origin: TestMatch;

  beforeAll(async () => {
    origin = await createMatch('carolus-magnus', 2, 'msg-hot-origin');
    expect((await playToEnd(origin, 'msg-hot-play')).last.status).toBe('finished');
  }, FULL_MATCH_MS);

  it('writes as the seat named after `~` (the one its page shows), else as the seat on turn; reads as that seat', async () => {
    const made = await fork(origin.id, { at: AT, hotseat: true, players: [{ name: 'Ana' }, { name: 'Bo' }] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id: string = made.body.id;
    const hot: string = made.body.hotseat.token;
    const on: number = (await viewOf(id, hot)).you;
    const other = 1 - on;

    const plain = await post(id, hot, { text: 'From whoever is on turn' });
    expect([plain.status, plain.body.from, plain.body.to]).toEqual([201, on, null]);
    const named = await post(id, `${hot}~${other}`, { text: 'Psst', to: [on] });
    expect([named.status, named.body.from, named.body.to]).toEqual([201, other, [on]]);
    // `to` names the others of the sending seat: the seat shown alone is no recipient.
    const self = await post(id, `${hot}~${other}`, { text: 'To me', to: [other] });
    expect([self.status, self.body.error.code]).toEqual([422, 'bad_recipient']);
    // A body cannot choose its sender: a `from` in it is no part of a message.
    const claimed = await post(id, `${hot}~${on}`, { text: 'Claimed', from: other });
    expect([claimed.status, claimed.body.from]).toEqual([201, on]);

    expect((await read(id, `${hot}~${on}`)).map((m) => [m.from, m.text])).toEqual([
      [on, 'From whoever is on turn'],
      [other, 'Psst'],
      [on, 'Claimed'],
    ]);
    expect((await read(id, `${hot}~${other}`)).map((m) => m.text)).toEqual(['From whoever is on turn', 'Psst', 'Claimed']);
    expect((await read(id)).map((m) => m.text)).toEqual(['From whoever is on turn', 'Claimed']);
  });

  it('a `~seat` the device does not play (a bot’s, or none of the match’s) is refused with a 403 in words, and nothing is stored', async () => {
    const made = await fork(origin.id, { at: AT, hotseat: true, players: [{ name: 'Ana' }, { bot: 'easy' }] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id: string = made.body.id;
    const hot: string = made.body.hotseat.token;
    expect(made.body.hotseat.seats).toEqual([0]);
    await afterBots(id, hot);
    for (const seat of [1, 7, 99]) {
      const sent = await post(id, `${hot}~${seat}`, { text: `As seat ${seat}` });
      expect([sent.status, sent.body.error.code], `~${seat}`).toEqual([403, 'not_hot_seat']);
      expect(sent.body.error.message).toContain('plays only the seats of the people at its device');
      const reading = await api('GET', `/api/matches/${id}/messages`, { token: `${hot}~${seat}` });
      expect([reading.status, reading.body.error.code]).toEqual([403, 'not_hot_seat']);
    }
    // Another match's seat link named with a seat holds nothing here; a malformed `~` is no token.
    const others: [string, number, string][] = [
      [`${origin.tokens[0]}~0`, 403, 'bad_token'],
      [`${hot}~`, 401, 'bad_authorization'],
      [`${hot}~123`, 401, 'bad_authorization'],
      [`${hot}~0~1`, 401, 'bad_authorization'],
    ];
    for (const [token, status, code] of others) {
      const sent = await post(id, token, { text: 'Who am I?' });
      expect([sent.status, sent.body.error.code], token).toEqual([status, code]);
    }
    expect(await read(id, hot)).toEqual([]);
    const own = await post(id, `${hot}~0`, { text: 'Hello, bot' });
    expect([own.status, own.body.from]).toEqual([201, 0]);
  });
});
