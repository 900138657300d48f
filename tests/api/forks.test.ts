import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchExport } from '../../src/match/log/export';
import { verifyExport, verifyFork } from '../../src/match/log/verify';
import { afterBots, playAlongBots, storedEvents } from '../support/bots';
import { api, createMatch, playToEnd, seededRandom, type TestMatch } from '../support/http';

/** A whole match is a few hundred requests: seconds alone, a minute or more on a loaded machine. */
const FULL_MATCH_MS = 300_000;
const AT = 20;

const fork = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => api('POST', `/api/matches/${id}/fork`, { body, headers });
const viewOf = async (id: string, token?: string) => (await api('GET', `/api/matches/${id}`, { token })).body;
const boardAt = async (id: string, seq: number, token?: string) => (await api('GET', `/api/matches/${id}/at/${seq}`, { token })).body;

/**
 * What a reader sees of the board: the view, the board in words and the result (not `active`: a
 * finished match's replays name nobody on turn).
 */
const board = (v: any) => ({ view: v.view, summary: v.summary, result: v.result ?? null });

/** Plays the entries of `origin` after `from` up to `to` in the what-if, each by its seat's link there. */
async function replayOrigin(origin: MatchExport, forkTokens: string[], forkId: string, from: number, to: number): Promise<void> {
  for (const e of origin.events.filter((x) => x.seq > from && x.seq <= to)) {
    expect(e.kind).toBe('move');
    const r = await api('POST', `/api/matches/${forkId}/actions`, { token: forkTokens[e.seat as number], body: { command: e.command } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
}

describe('play from here: a what-if of a finished Carolus Magnus match (issue 26)', () => {
  let origin: TestMatch;
  let exported: MatchExport;

  beforeAll(async () => {
    origin = await createMatch('carolus-magnus', 3, 'fork-origin');
    const { last } = await playToEnd(origin, 'fork-origin-play');
    expect(last.status).toBe('finished');
    exported = (await api('GET', `/api/matches/${origin.id}/export`)).body;
    expect(exported.events.length).toBeGreaterThan(AT + 20);
  }, FULL_MATCH_MS);

  it('before the end nobody may fork (409), not even a seat: it would show the seed and the hidden things', async () => {
    const running = await createMatch('carolus-magnus', 2, 'fork-running');
    const seat = running.tokens[0];
    for (const token of [undefined, seat]) {
      const r = await api('POST', `/api/matches/${running.id}/fork`, { token, body: { at: 0 } });
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe('not_finished');
      expect(r.body.error.message).toMatch(/once it has ended/);
    }
    const es = await fork(running.id, { at: 0 }, { 'accept-language': 'es' });
    expect(es.body.error.message).toMatch(/cuando ha terminado/);
    // A running match lists no what-ifs, and says nothing of any.
    expect((await viewOf(running.id)).forks).toBeUndefined();
  });

  it(`forked at entry ${AT}: the what-if starts at that entry, and its board there is the origin's for every seat and the spectator`, async () => {
    const r = await fork(origin.id, { at: AT });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.origin).toEqual({ id: origin.id, at: AT, url: `https://pbm.test/m/${origin.id}` });
    expect(r.body.commitment).toBe(origin.commitment);
    // Without `players`, the origin's people play on, each with a new link.
    expect(r.body.seats.map((s: any) => [s.seat, s.name])).toEqual([
      [0, 'P0'],
      [1, 'P1'],
      [2, 'P2'],
    ]);
    const forkTokens: string[] = r.body.seats.map((s: any) => s.token);
    expect(forkTokens.some((t) => origin.tokens.includes(t))).toBe(false);
    const id: string = r.body.id;
    const readers: [string | undefined, string | undefined][] = [[undefined, undefined], ...origin.tokens.map((t, i): [string, string] => [t, forkTokens[i]])];
    for (const [theirs, ours] of readers) {
      const then = await boardAt(origin.id, AT, theirs);
      const now = await viewOf(id, ours);
      expect(now.status).toBe('active');
      expect(now.seq).toBe(AT);
      expect(now.origin).toEqual({ id: origin.id, at: AT });
      expect(board(now)).toEqual(board(then));
      expect(board(await boardAt(id, AT, ours))).toEqual(board(then));
      // Its history up to there is the origin's, entry by entry, as each reader reads it.
      const ourLog = (await api('GET', `/api/matches/${id}/log`, { token: ours })).body;
      const theirLog = (await api('GET', `/api/matches/${origin.id}/log`, { token: theirs })).body;
      const strip = (e: any) => ({ seq: e.seq, seat: e.seat, kind: e.kind, command: e.command, lines: e.lines, undone: e.undone });
      expect(ourLog.entries.map(strip)).toEqual(theirLog.entries.slice(0, AT).map(strip));
      expect(ourLog.setup).toEqual(theirLog.setup);
    }
    // The dice go on as they would have: the origin's next moves, played in the what-if, give the origin's boards.
    await replayOrigin(exported, forkTokens, id, AT, AT + 15);
    for (const seq of [AT + 1, AT + 8, AT + 15]) {
      for (const [theirs, ours] of readers) expect(board(await boardAt(id, seq, ours))).toEqual(board(await boardAt(origin.id, seq, theirs)));
    }
  });

  it('the origin lists its what-ifs; a what-if links back to its origin, in every view of it', async () => {
    const made = await fork(origin.id, { at: 5, players: [{ name: 'Ana' }, { bot: 'easy' }, { bot: 'good', name: 'Robo' }] });
    expect(made.status).toBe(201);
    expect(made.body.seats.map((s: any) => [s.seat, s.name])).toEqual([[0, 'Ana']]);
    expect(made.body.bots).toEqual([
      { seat: 1, name: 'P1', level: 'easy' },
      { seat: 2, name: 'Robo', level: 'good' },
    ]);
    const listed = (await viewOf(origin.id)).forks;
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ id: made.body.id, at: 5 })]));
    // Seats see the list too.
    expect((await viewOf(origin.id, origin.tokens[1])).forks.map((f: any) => f.id)).toContain(made.body.id);
    expect((await boardAt(made.body.id, 3)).origin).toEqual({ id: origin.id, at: 5 });
    // A what-if of a what-if is a what-if too, once the first has ended; it names its own origin.
    expect((await fork(made.body.id, { at: 5 })).body.error.code).toBe('not_finished');
  });

  it('bad requests are refused with a clear error, and nothing is made', async () => {
    const last = exported.events.length;
    const cases: [Record<string, unknown>, number, string, RegExp][] = [
      [{ at: last + 1 }, 404, 'no_such_entry', new RegExp(`entries 0 to ${last}; there is no entry ${last + 1}`)],
      [{ at: last }, 422, 'ended_there', new RegExp(`over at entry ${last}`)],
      [{ at: -1 }, 400, 'invalid_request', /^at: /],
      [{ at: 2.5 }, 400, 'invalid_request', /^at: /],
      [{}, 400, 'invalid_request', /^at: /],
      [{ at: 3, players: [{ name: 'Ana' }] }, 400, 'bad_players', /3 seats/],
      [{ at: 3, players: [{ bot: 'good' }, { bot: 'easy' }, { bot: 'good' }] }, 400, 'no_person', /at least one seat to a person/],
      [{ at: 3, players: [{ bot: 'hard' }, {}, {}] }, 400, 'invalid_request', /^players\.0\.bot: /],
      [{ at: 3, players: [{ email: 'a@example.com' }, {}, {}] }, 400, 'invalid_request', /^players\.0: /],
      [{ at: 3, hotseat: 'yes' }, 400, 'invalid_request', /^hotseat: /],
    ];
    const before = (await viewOf(origin.id)).forks.length;
    for (const [body, status, code, message] of cases) {
      const r = await fork(origin.id, body);
      expect([r.status, r.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
      expect(r.body.error.message).toMatch(message);
    }
    expect((await fork('aaaaaaaaaaaaaaaaaaaa', { at: 0 })).status).toBe(404);
    expect((await api('POST', `/api/matches/${origin.id}/fork`, { raw: '{"at":' })).body.error.code).toBe('malformed_json');
    expect((await viewOf(origin.id)).forks.length).toBe(before);
  });

  it('a what-if with bots plays on to its end; its export says it is a what-if and verifies, alone and against its origin', async () => {
    const r = await fork(origin.id, { at: AT, players: [{ name: 'Ana' }, { bot: 'good' }, { bot: 'easy' }] });
    expect(r.status).toBe(201);
    const id: string = r.body.id;
    const token: string = r.body.seats[0].token;
    const { last, moves } = await playAlongBots(id, token, seededRandom('fork-bots'));
    expect(last.status).toBe('finished');
    expect(moves).toBeGreaterThan(3);
    const events = await storedEvents(id);
    expect(events.filter((e) => e.seq > AT && e.kind === 'move').map((e) => e.seat)).toEqual(expect.arrayContaining([0, 1, 2]));

    const x: MatchExport = (await api('GET', `/api/matches/${id}/export`)).body;
    expect(Object.keys(x).slice(0, 3)).toEqual(['format', 'id', 'fork']);
    expect(x.fork).toEqual({
      origin: origin.id,
      at: AT,
      whatIf: {
        en: `A what-if: played on from entry ${AT} of match ${origin.id}. It is not the real match.`,
        es: `Un «¿y si…?»: seguida desde la entrada ${AT} de la partida ${origin.id}. No es la partida real.`,
      },
    });
    expect([x.commitment, x.secret, x.salts]).toEqual([exported.commitment, exported.secret, exported.salts]);
    expect(x.players.map((p) => p.bot)).toEqual([null, 'good', 'easy']);
    const alone = await verifyExport(x);
    expect(alone.checks.filter((c) => !c.ok)).toEqual([]);
    expect(alone.checks.find((c) => c.name === 'what-if')?.detail).toMatch(new RegExp(`entry ${AT} of match ${origin.id}`));
    const both = await verifyFork(x, exported);
    expect(both.checks.filter((c) => !c.ok)).toEqual([]);
    expect(both.ok).toBe(true);
    // A what-if whose first entries are not its origin's is caught.
    const forged = { ...x, events: x.events.map((e) => (e.seq === 7 ? { ...e, command: 'forged' } : e)) };
    const caught = await verifyFork(forged, exported);
    expect(caught.ok).toBe(false);
    expect(caught.checks.find((c) => c.name === 'origin prefix')?.ok).toBe(false);
  }, FULL_MATCH_MS);

  it('a hot-seat link plays every person’s seat in turn on one device; a seat is named after `~`', async () => {
    const r = await fork(origin.id, { at: AT, hotseat: true, players: [{ name: 'Ana' }, { name: 'Bo' }, { bot: 'easy' }] });
    expect(r.status).toBe(201);
    expect(r.body.seats).toEqual([]);
    expect(r.body.hotseat).toEqual({ seats: [0, 1], url: `https://pbm.test/m/${r.body.id}#${r.body.hotseat.token}`, token: r.body.hotseat.token });
    const id: string = r.body.id;
    const hot: string = r.body.hotseat.token;
    const played = new Set<number>();
    for (let i = 0; i < 30 && played.size < 2; i++) {
      const v = await afterBots(id, hot);
      expect(v.status).toBe('active');
      expect(v.hotseat.seats).toEqual([0, 1]);
      // The token acts as the seat whose turn it is.
      expect(v.hotseat.ready[0]).toBe(v.you);
      expect(v.active).toContain(v.you);
      const command = v.actions.find((a: string) => a !== 'undo');
      const moved = await api('POST', `/api/matches/${id}/actions`, { token: hot, body: { command, expect: v.seq } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.you).toBe(v.you);
      played.add(v.you);
    }
    expect([...played].sort()).toEqual([0, 1]);
    const moves = (await storedEvents(id)).filter((e) => e.seq > AT && e.kind === 'move');
    expect(new Set(moves.map((e) => e.seat))).toEqual(new Set([0, 1, 2]));

    // Named after `~`: that seat's own view, whoever is on turn; it moves only on its turn.
    const now = await afterBots(id, hot);
    const other = now.you === 0 ? 1 : 0;
    const theirs = await viewOf(id, `${hot}~${other}`);
    expect(theirs.you).toBe(other);
    expect(theirs.actions).toEqual([]);
    const refused = await api('POST', `/api/matches/${id}/actions`, { token: `${hot}~${other}`, body: { command: now.actions[0] } });
    expect(refused.status).toBe(409);
    // Not a bot's seat, nor one the match does not have; nor another's token with a seat; nor the seats' settings.
    for (const seat of [2, 7]) {
      const no = await api('GET', `/api/matches/${id}`, { token: `${hot}~${seat}` });
      expect([no.status, no.body.error.code]).toEqual([403, 'not_hot_seat']);
    }
    expect((await api('GET', `/api/matches/${id}`, { token: `${origin.tokens[0]}~0` })).status).toBe(403);
    expect((await api('PATCH', `/api/matches/${id}/contact`, { token: hot, body: { email: 'x@example.com' } })).body.error.code).toBe('owner_only');
    // Nobody else is told the device's seats or who may act.
    expect((await viewOf(id)).hotseat).toBeUndefined();
  });

  it('forking counts against the per-client limit of creations', async () => {
    const ip = '192.0.2.77';
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 25_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    for (let i = 0; i < 30; i++) expect((await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2 }, headers: { 'cf-connecting-ip': ip } })).status).toBe(201);
    const r = await fork(origin.id, { at: 1 }, { 'cf-connecting-ip': ip });
    expect([r.status, r.body.error.code]).toEqual([429, 'too_many_requests']);
  });
});

describe('play from here inside a secret step: a what-if of a finished Lancaster match (issue 26)', () => {
  it('forked between two seats’ sealed votes: every reader’s board and numbering at the fork are the origin’s, and the vote goes on from there', async () => {
    const origin = await createMatch('lancaster', 3, 'fork-lancaster');
    expect((await playToEnd(origin, 'fork-lancaster-play')).last.status).toBe('finished');
    const events = await storedEvents(origin.id);
    // An entry of a sealed step that another seat's secret submission follows: the step is still under way there.
    const at = events.find((e, i) => e.secret && events[i + 1]?.secret && events[i + 1].seat !== e.seat && e.kind === 'move')?.seq;
    expect(at).toBeDefined();
    const exported: MatchExport = (await api('GET', `/api/matches/${origin.id}/export`)).body;
    const r = await fork(origin.id, { at });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const id: string = r.body.id;
    const forkTokens: string[] = r.body.seats.map((s: any) => s.token);
    const readers: [string | undefined, string | undefined][] = [[undefined, undefined], ...origin.tokens.map((t, i): [string, string] => [t, forkTokens[i]])];
    for (const [theirs, ours] of readers) {
      const now = await viewOf(id, ours);
      expect(now.seq).toBe(at);
      expect(board(now)).toEqual(board(await boardAt(origin.id, at as number, theirs)));
      const log = (await api('GET', `/api/matches/${id}/log`, { token: ours })).body;
      expect(log.entries.map((e: any) => e.seq)).toEqual(Array.from({ length: at as number }, (_, i) => i + 1));
    }
    // The seat whose vote came next in the origin votes the same in the what-if, and once the vote
    // resolves (the next public entry) every reader's board is the origin's. (The numbers differ
    // from here: the what-if runs, and its new secret entries are blank to the others until its end.)
    const to = events.find((e) => e.seq > (at as number) && !e.secret)?.seq as number;
    await replayOrigin(exported, forkTokens, id, at as number, to);
    for (const [theirs, ours] of readers) expect(board(await viewOf(id, ours))).toEqual(board(await boardAt(origin.id, to, theirs)));
  }, FULL_MATCH_MS);
});
