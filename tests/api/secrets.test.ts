import { createExecutionContext, env, evictDurableObject, runInDurableObject, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { findGame } from '../../src/games';
import { rebuild } from '../../src/match/log/history';
import { MatchStore } from '../../src/match/log/store';
import { api, createMatch, type TestMatch } from '../support/http';
import { create, outboxOf } from '../support/notify';
import { connect, type LivePage } from '../support/sockets';
import { nextChoice, readable, send, stepBoth } from '../support/twins';

/**
 * The raw body of a GET as `seat` (undefined: a spectator) receives it, with the two things
 * twins cannot share written out: the match id and the time of each log entry.
 */
async function raw(m: TestMatch, path: string, seat?: number): Promise<string> {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = seat === undefined ? {} : { authorization: `Bearer ${m.tokens[seat]}` };
  const res = await worker.fetch(new Request(`https://pbm.test/api/matches/${m.id}${path}`, { headers }), env as never, ctx);
  await waitOnExecutionContext(ctx);
  return (await res.text()).replaceAll(m.id, '<match>').replace(/"at":\d+/g, '"at":"<time>"');
}

/** Everything `seat` can read of a match over HTTP now: its view, its log, its export, and the past at its last two entries. */
async function everything(m: TestMatch, seat?: number): Promise<Record<string, string>> {
  const seq: number = JSON.parse(await raw(m, '', seat)).seq;
  const out: Record<string, string> = { view: await raw(m, '', seat), log: await raw(m, '/log', seat), [`at/${seq}`]: await raw(m, `/at/${seq}`, seat) };
  if (seq > 0) out[`at/${seq - 1}`] = await raw(m, `/at/${seq - 1}`, seat);
  if (seat !== undefined) out.export = await raw(m, '/export', seat);
  return out;
}

/** A command sent with the entry the seat saw, as a page sends it; the raw answer (a retry gets the same), its times written out as in raw(). */
async function sendSeen(m: TestMatch, seat: number, command: string): Promise<string> {
  const seen = JSON.parse(await raw(m, '', seat)).seq;
  const body = { command, expect: seen, id: `sealed-${seat}` };
  const r = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body });
  expect(r.status).toBe(200);
  expect((await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body })).body).toEqual(r.body);
  return JSON.stringify(r.body).replaceAll(m.id, '<match>').replace(/"at":\d+/g, '"at":"<time>"');
}

/** Pages of seats 1 and 2 and of a spectator, live on match `m`. */
async function pagesOf(m: TestMatch): Promise<LivePage[]> {
  return [await connect(m.id, m.tokens[1]), await connect(m.id, m.tokens[2]), await connect(m.id)];
}

async function transcripts(pages: LivePage[]): Promise<unknown[]> {
  for (const p of pages) await p.settle();
  return pages.map((p) => p.heard);
}

/**
 * AS-4 / AS-9 and DESIGN.md §3: twins that differ only in whether seat 0 has submitted in a
 * simultaneous secret step. Every other seat and a spectator get byte for byte the same answers
 * from every route (view, log, at/:seq, export), the same live messages, and their own next
 * command is judged against what they saw (expect) and answered alike.
 */
async function expectSealed(a: TestMatch, b: TestMatch, submission: string, next: string) {
  const pagesA = await pagesOf(a);
  const pagesB = await pagesOf(b);
  const before = await everything(a, 1);

  await sendSeen(a, 0, submission);
  // Seat 0 sees its own submission; nobody else sees a thing.
  expect(await raw(a, '', 0)).not.toBe(await raw(b, '', 0));
  for (const seat of [1, 2, undefined]) expect(await everything(a, seat)).toEqual(await everything(b, seat));
  expect(await everything(a, 1)).toEqual(before);
  expect(await transcripts(pagesA)).toEqual(await transcripts(pagesB));

  // Seat 1 submits in both twins: same answer (its seq, its view, no stale refusal), and still nothing for the others.
  expect(await sendSeen(a, 1, next)).toBe(await sendSeen(b, 1, next));
  for (const seat of [1, 2, undefined]) expect(await everything(a, seat)).toEqual(await everything(b, seat));
  expect(await transcripts(pagesA)).toEqual(await transcripts(pagesB));
  // Seat 1's page heard of its own entry only; seat 2's and the spectator's heard nothing.
  expect(pagesA.map((p) => p.heard.filter((m) => m.type === 'update'))).toEqual([[{ type: 'update', seq: JSON.parse(before.view).seq + 1, status: 'active' }], [], []]);
  for (const p of [...pagesA, ...pagesB]) p.ws.close(1000);
}

describe('a secret submission in a simultaneous step is invisible until the step resolves (issue 16, AS-4)', () => {
  it('AS-9 LA-3: the first extension tile: whether seat 0 has chosen changes nothing seats 1, 2 and spectators can read or hear', async () => {
    const a = await createMatch('lancaster', 3, 'twin-tile');
    const b = await createMatch('lancaster', 3, 'twin-tile');
    const tiles: string[] = (await api('GET', `/api/matches/${a.id}`, { token: a.tokens[0] })).body.actions;
    expect(tiles.every((t) => t.startsWith('build '))).toBe(true);
    await expectSealed(a, b, tiles[0], tiles[1]);

    // A restarted object knows the step is still sealed (its snapshot says so, as a replay of the log does).
    for (const m of [a, b]) await evictDurableObject(env.MATCH.get(env.MATCH.idFromName(m.id)));
    for (const seat of [1, 2, undefined]) expect(await everything(a, seat)).toEqual(await everything(b, seat));
    const sealed = await runInDurableObject(env.MATCH.get(env.MATCH.idFromName(a.id)), (_room, state) => {
      const store = new MatchStore(state.storage);
      const meta = store.meta()!;
      const replayed = rebuild(findGame('lancaster')!.game, { seats: 3, seed: meta.rngSeed!, options: meta.options }, store.events());
      return { stored: store.snapshot()!.sealed, replayed: replayed.ok ? replayed.snapshot.sealed : 'no replay' };
    });
    expect(sealed.stored).toMatchObject({ from: 1, waiting: [0, 1, 2], submitted: [0, 1] });
    expect(sealed.replayed).toEqual(sealed.stored);

    // When the last seat chooses, the step resolves: every entry appears to those it shows
    // something, numbered in each reader's own numbering. The others' choices show seat 2 and a
    // spectator nothing (their lines are their own seats'), so neither counts them; seat 0 reads
    // its own and seat 2's (its lines reveal every tile; who chose what stays secret until the end).
    await send(a, 2, tiles[2]);
    const log = (await api('GET', `/api/matches/${a.id}/log`, { token: a.tokens[2] })).body;
    expect(log.seq).toBe(1);
    expect(log.entries.map((e: { seq: number; seat: number | null }) => [e.seq, e.seat])).toEqual([[1, 2]]);
    expect((await api('GET', `/api/matches/${a.id}`)).body.seq).toBe(1);
    const first = (await api('GET', `/api/matches/${a.id}/log`, { token: a.tokens[0] })).body;
    expect(first.entries.map((e: { seq: number; seat: number | null }) => [e.seq, e.seat])).toEqual([
      [1, 0],
      [2, null],
    ]);
  });

  it('LA-17 AS-4: a parliament vote: twins differing only in whether seat 0 has voted look alike to everyone else', async () => {
    const a = await createMatch('lancaster', 3, 'twin-vote');
    const b = await createMatch('lancaster', 3, 'twin-vote');
    for (let i = 0; i < 300; i++) {
      const mine = (await api('GET', `/api/matches/${a.id}`, { token: a.tokens[0] })).body;
      if (mine.actions.some((x: string) => x.startsWith('vote '))) break;
      await stepBoth(a, b);
    }
    const votes: string[] = (await api('GET', `/api/matches/${a.id}`, { token: a.tokens[0] })).body.actions;
    expect(votes.every((v) => v.startsWith('vote '))).toBe(true);
    await expectSealed(a, b, votes.at(-1) as string, 'vote no 0');
    // Until the end, seat 1's export holds nothing of seat 0's vote.
    expect(await raw(a, '/export', 1)).not.toContain(votes.at(-1));
  });

  it('deadlines in a simultaneous step: each seat sees its own, a spectator none; a submission moves nobody else’s clock or mail', async () => {
    const emails = ['a', 'b', 'c'].map((x) => `${x}-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const m = await create({ game: 'lancaster', seats: 3, players: emails.map((email, i) => ({ name: `P${i}`, email })), options: { seed: 'sealed-clock' }, clock: { hours: 10 } });
    const clockOf = async (seat?: number) => (await api('GET', `/api/matches/${m.id}`, { token: seat === undefined ? undefined : m.tokens[seat] })).body.clock;
    const clocks = [await clockOf(0), await clockOf(1), await clockOf(2)];
    clocks.forEach((clock, seat) => {
      expect(clock.deadlines).toHaveLength(1);
      expect(clock.deadlines[0]).toMatchObject({ seat, vacationUntil: null });
      expect(clock.deadlines[0].deadline).toBeGreaterThan(Date.now() + 9 * 3_600_000);
    });
    expect((await clockOf()).deadlines).toEqual([]);
    const mail = async (seat: number) => (await outboxOf(m.id)).filter((r) => r.seat === seat).map(({ kind, state }) => ({ kind, state }));
    const told = [await mail(1), await mail(2)];

    const tile = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[0] })).body.actions[0];
    expect((await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[0], body: { command: tile } })).status).toBe(200);
    expect((await clockOf(0)).deadlines).toEqual([]);
    expect(await clockOf(1)).toEqual(clocks[1]);
    expect(await clockOf(2)).toEqual(clocks[2]);
    expect((await clockOf()).deadlines).toEqual([]);
    expect([await mail(1), await mail(2)]).toEqual(told);
  });
});

describe('El Señor de la Guerra: the Prince stays the Norman’s secret (issue 5)', () => {
  // The Prince is placed in a step of the Normans alone (not a simultaneous step): the Frisians
  // know the Normans are placing tiles; what they must not learn is where the Prince went.
  it('twins differing only in where the Normans put the Prince look the same to the Frisians and spectators', async () => {
    const a = await createMatch('senor-de-la-guerra', 2, 'twin-prince');
    const b = await createMatch('senor-de-la-guerra', 2, 'twin-prince');
    // End each decision quickly (done / pass) so that the turn reaches the tile placement.
    const last = (all: string[]) => {
      const x = all.filter((c) => c !== 'undo');
      return x.find((c) => c === 'done') ?? x.find((c) => c === 'pass') ?? x[x.length - 1];
    };
    let choice = await nextChoice(a);
    for (let i = 0; i < 40 && !choice.actions.some((x) => x.startsWith('prince ')); i++) {
      await stepBoth(a, b, last);
      choice = await nextChoice(a);
    }
    const placements = choice.actions.filter((x) => x.startsWith('prince '));
    const here = placements[0];
    const there = placements.find((x) => x.split(' ')[1] !== here.split(' ')[1])!;
    expect(there).toBeDefined();
    await send(a, choice.seat, here);
    await send(b, choice.seat, there);
    const frisians = 1 - choice.seat;
    expect(await readable(a, choice.seat)).not.toEqual(await readable(b, choice.seat));
    expect(await readable(a, frisians)).toEqual(await readable(b, frisians));
    expect(await readable(a)).toEqual(await readable(b));
    // The Frisians' next decisions (their movement) still show no trace of the Prince.
    for (let i = 0; i < 5; i++) {
      const next = await nextChoice(a);
      if (next.seat !== frisians) break;
      await stepBoth(a, b, last);
      expect(await readable(a, frisians)).toEqual(await readable(b, frisians));
    }
    const page = (await api('GET', `/api/matches/${a.id}/export`, { token: a.tokens[frisians] })).body;
    expect(JSON.stringify(page)).not.toContain(here);
  });
});
