import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchExport } from '../../src/match/log/export';
import { verifyExport, verifyFork } from '../../src/match/log/verify';
import { playAlongBots, storedEvents } from '../support/bots';
import { board, boardAt, fork, replayOrigin, viewOf } from '../support/forks';
import { api, createMatch, playToEnd, seededRandom, type TestMatch } from '../support/http';
import { stubOf } from '../support/notify';
import { connect } from '../support/sockets';
import { MAX_FORKS_LISTED } from '../../src/match/fork/source';

/** A whole match is a few hundred requests: seconds alone, a minute or more on a loaded machine. */
const FULL_MATCH_MS = 300_000;
const AT = 20;


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
      // Its turn has waited since the what-if began, not since the origin's entry was written ("Your matches").
      expect(now.at).toBeGreaterThan(exported.events[AT - 1].at);
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

  it('the origin lists its what-ifs, and its open pages hear of a new one; a what-if links back to its origin, in every view of it', async () => {
    const page = await connect(origin.id);
    const made = await fork(origin.id, { at: 5, players: [{ name: 'Ana' }, { bot: 'easy' }, { bot: 'good', name: 'Robo' }] });
    expect(made.status).toBe(201);
    expect(made.body.seats.map((s: any) => [s.seat, s.name])).toEqual([[0, 'Ana']]);
    expect(made.body.bots).toEqual([
      { seat: 1, name: 'P1', level: 'easy' },
      { seat: 2, name: 'Robo', level: 'good' },
    ]);
    expect(await page.next()).toEqual({ type: 'update', seq: exported.events.length, status: 'finished' });
    page.ws.close();
    const listed = (await viewOf(origin.id)).forks;
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ id: made.body.id, at: 5 })]));
    // Seats see the list too.
    expect((await viewOf(origin.id, origin.tokens[1])).forks.map((f: any) => f.id)).toContain(made.body.id);
    expect((await boardAt(made.body.id, 3)).origin).toEqual({ id: origin.id, at: 5 });
    // A what-if of a what-if is a what-if too, once the first has ended; it names its own origin.
    expect((await fork(made.body.id, { at: 5 })).body.error.code).toBe('not_finished');
  });

  it(`a match lists its newest ${MAX_FORKS_LISTED} what-ifs: past that the oldest leaves the list`, async () => {
    const m = await createMatch('carolus-magnus', 2, 'fork-many');
    await playToEnd(m, 'fork-many-play');
    const first = await fork(m.id, { at: 1 });
    expect(first.status).toBe(201);
    const stub = stubOf(m.id);
    for (let i = 0; i < MAX_FORKS_LISTED; i++) await stub.noteFork({ id: `listed${String(i).padStart(12, '0')}`, at: 2, createdAt: Date.now() });
    const listed = (await viewOf(m.id)).forks;
    expect(listed).toHaveLength(MAX_FORKS_LISTED);
    expect(listed.map((f: any) => f.id)).not.toContain(first.body.id);
    expect(listed.at(-1).id).toBe(`listed${String(MAX_FORKS_LISTED - 1).padStart(12, '0')}`);
    // The what-if itself stays, and still names its origin.
    expect((await viewOf(first.body.id)).origin).toEqual({ id: m.id, at: 1 });
  }, FULL_MATCH_MS);

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


  it('no body, token or entry makes a 500: each answer is a what-if or a clear refusal', async () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    const players = fc.array(fc.record({ name: fc.oneof(fc.string(), json), bot: fc.oneof(fc.constantFrom('easy', 'good', 'hard'), json) }, { requiredKeys: [] }), { maxLength: 5 });
    const bodies = fc.oneof(json, fc.record({ at: fc.oneof(fc.integer({ min: -5, max: exported.events.length + 5 }), json), players: fc.oneof(players, json), hotseat: fc.oneof(fc.boolean(), json) }, { requiredKeys: [] }));
    const tokens = fc.oneof(fc.constant(undefined), fc.constantFrom(...origin.tokens), fc.string({ maxLength: 40 }));
    await fc.assert(
      fc.asyncProperty(bodies, tokens, async (body, token) => {
        const r = await api('POST', `/api/matches/${origin.id}/fork`, { token, raw: JSON.stringify(body) });
        expect(r.status).toBeLessThan(500);
        if (r.status === 201) expect(r.body.origin.id).toBe(origin.id);
        else expect([typeof r.body?.error?.code, typeof r.body?.error?.message]).toEqual(['string', 'string']);
      }),
      { numRuns: 80, seed: 20261126 },
    );
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
