import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchExport } from '../../src/match/log/export';
import type { EventRow } from '../../src/match/log/records';
import { afterBots, storedEvents } from '../support/bots';
import { board, boardAt, fork, replayOrigin, viewOf } from '../support/forks';
import { api, createMatch, playToEnd, type TestMatch } from '../support/http';
import { connect } from '../support/sockets';

/** A whole match is a few hundred requests: seconds alone, a minute or more on a loaded machine. */
const FULL_MATCH_MS = 300_000;
const AT = 20;

describe('a hot-seat what-if of a finished Carolus Magnus match (issue 26)', () => {
  let origin: TestMatch;

  beforeAll(async () => {
    origin = await createMatch('carolus-magnus', 3, 'fork-hot-origin');
    expect((await playToEnd(origin, 'fork-hot-play')).last.status).toBe('finished');
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
    // A page of the device connected live is counted as the seat it shows.
    const shown = await afterBots(id, hot);
    const page = await connect(id, hot);
    expect(page.heard.at(-1)).toMatchObject({ type: 'hello', seat: shown.you });
    page.ws.close();
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
});

describe('what-ifs of a finished Lancaster match, inside its secret steps (issue 26)', () => {
  let origin: TestMatch;
  let events: EventRow[];
  let exported: MatchExport;

  beforeAll(async () => {
    origin = await createMatch('lancaster', 3, 'fork-lancaster');
    expect((await playToEnd(origin, 'fork-lancaster-play')).last.status).toBe('finished');
    events = await storedEvents(origin.id);
    exported = (await api('GET', `/api/matches/${origin.id}/export`)).body;
  }, FULL_MATCH_MS);

  it('forked between two seats’ sealed votes: every reader’s board and numbering at the fork are the origin’s, and the vote goes on from there', async () => {
    // An entry of a sealed step that another seat's secret submission follows: the step is still under way there.
    const at = events.find((e, i) => e.kind === 'move' && e.secret && events[i + 1]?.secret && events[i + 1].seat !== e.seat)?.seq as number;
    expect(at).toBeGreaterThan(0);
    const r = await fork(origin.id, { at });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const id: string = r.body.id;
    const forkTokens: string[] = r.body.seats.map((s: any) => s.token);
    const readers: [string | undefined, string | undefined][] = [[undefined, undefined], ...origin.tokens.map((t, i): [string, string] => [t, forkTokens[i]])];
    for (const [theirs, ours] of readers) {
      const now = await viewOf(id, ours);
      expect(now.seq).toBe(at);
      expect(board(now)).toEqual(board(await boardAt(origin.id, at, theirs)));
      const log = (await api('GET', `/api/matches/${id}/log`, { token: ours })).body;
      expect(log.entries.map((e: any) => e.seq)).toEqual(Array.from({ length: at }, (_, i) => i + 1));
    }
    // The seat whose vote came next in the origin votes the same in the what-if, and once the vote
    // resolves (the next public entry) every reader's board is the origin's. (The numbers differ
    // from here: the what-if runs, and its new secret entries are blank to the others until its end.)
    const to = events.find((e) => e.seq > at && !e.secret)?.seq as number;
    await replayOrigin(exported, forkTokens, id, at, to);
    for (const [theirs, ours] of readers) expect(board(await viewOf(id, ours))).toEqual(board(await boardAt(origin.id, to, theirs)));
  });

  it('a hot-seat device in a sealed step: the seats still to submit go in seat order or as picked, each seeing the board as before the step', async () => {
    // A step after the first where all three submit in secret (a parliament vote); the what-if starts just before it.
    const i = events.findIndex((e, k) => k > 0 && !events[k - 1].secret && e.kind === 'move' && e.secret && new Set(events.slice(k, k + 3).filter((x) => x.secret).map((x) => x.seat)).size === 3);
    expect(i).toBeGreaterThan(0);
    const step = events.slice(i, i + 3);
    const at = step[0].seq - 1;
    const r = await fork(origin.id, { at, hotseat: true });
    expect(r.body.hotseat.seats).toEqual([0, 1, 2]);
    const id: string = r.body.id;
    const hot: string = r.body.hotseat.token;
    const as = (seat: number) => `${hot}~${seat}`;
    const first = await viewOf(id, hot);
    expect(first.hotseat.ready).toEqual([0, 1, 2]);
    expect(first.you).toBe(0);
    // The players pick seat 2 to go first: it submits what it did in the origin.
    const commandOf = (seat: number) => step.find((e) => e.seat === seat)?.command as string;
    expect((await api('POST', `/api/matches/${id}/actions`, { token: as(2), body: { command: commandOf(2) } })).status).toBe(200);
    const next = await viewOf(id, hot);
    expect([next.you, next.hotseat.ready]).toEqual([0, [0, 1]]);
    // Sealed: nobody else sees that seat 2 has submitted, the device's other seats included.
    expect((await viewOf(id)).seq).toBe(at);
    for (const seat of [0, 1]) {
      const theirs = await viewOf(id, as(seat));
      expect(theirs.seq).toBe(at);
      expect(board(theirs)).toEqual(board(await boardAt(origin.id, at, origin.tokens[seat])));
    }
    // The token alone acts as seat 0, then seat 1; then the step resolves as it did in the origin.
    for (const seat of [0, 1]) {
      const v = await viewOf(id, hot);
      expect(v.you).toBe(seat);
      expect((await api('POST', `/api/matches/${id}/actions`, { token: hot, body: { command: commandOf(seat), expect: v.seq } })).status).toBe(200);
    }
    const end = step[2].seq;
    for (const seat of [0, 1, 2]) expect(board(await viewOf(id, as(seat)))).toEqual(board(await boardAt(origin.id, end, origin.tokens[seat])));
    expect(board(await viewOf(id))).toEqual(board(await boardAt(origin.id, end)));
  });
});
