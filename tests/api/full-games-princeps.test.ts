import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { findGame } from '../../src/games';
import { rebuild } from '../../src/match/log/history';
import { MatchStore } from '../../src/match/log/store';
import { verifyExport } from '../../src/match/log/verify';
import { api, createMatch, seededRandom, type TestMatch } from '../support/http';
import { create, letTimePass } from '../support/notify';

/** A whole match is a few hundred requests: seconds alone, and on a loaded 2-core machine a minute or more. */
const FULL_MATCH_MS = 300_000;
const GAME = 'princeps-machiavelli';

/*
 * A player picking among the listed commands at random, as the bot does: the commands that close
 * a step weigh a share of all the others, so that a match reaches its end in a few hundred moves.
 */
const CLOSING: Record<string, number> = { done: 10, draw: 10, declare: 2, send: 2, end: 0.3 };
const RARE = new Set(['resume', 'reset', 'cancel', 'back', 'keep', 'ungive', 'unwant', 'drop', 'orders', 'autodraw', 'withdraw']);

function choose(actions: string[], phase: string, random: () => number): string {
  const verbs = actions.map((c) => c.split(' ', 1)[0]);
  const open = verbs.reduce((n, v) => n + (v in CLOSING ? 0 : RARE.has(v) ? 0.01 : 1), 0);
  const weights = verbs.map((v) => (v in CLOSING ? Math.max(1, open) * (v === 'end' && phase === 'preparation' ? 0.6 : CLOSING[v]) : RARE.has(v) ? 0.01 : 1));
  let r = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < actions.length; i++) if ((r -= weights[i]) < 0) return actions[i];
  return actions[actions.length - 1];
}

/** Plays the match over HTTP to its end; a seat waiting with its "done" is picked rarely. */
async function playToEnd(m: TestMatch, seed: string, maxSteps = 5_000): Promise<{ steps: number; last: any }> {
  const random = seededRandom(seed);
  let current = (await api('GET', `/api/matches/${m.id}`)).body;
  let steps = 0;
  while (current.status === 'active') {
    if (steps++ > maxSteps) throw new Error(`no end after ${maxSteps} steps`);
    const views: any[] = [];
    for (const seat of current.active as number[]) {
      const v = current.you === seat ? current : (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[seat] })).body;
      if (v.actions.length > 0) views.push(v);
    }
    if (views.length === 0) throw new Error(`nobody can act at entry ${current.seq}`);
    const weights = views.map((v) => (v.view.negotiation?.done ? 0.05 : 1));
    let r = random() * weights.reduce((a, b) => a + b, 0);
    const mine = views.find((_, i) => (r -= weights[i]) < 0) ?? views[views.length - 1];
    const command = choose(mine.actions, mine.view.phase, random);
    const res = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[mine.you], body: { command, expect: mine.seq, id: `step-${steps}` } });
    if (res.status !== 200) throw new Error(`"${command}" by seat ${mine.you} refused: ${res.status} ${JSON.stringify(res.body)}`);
    current = res.body;
  }
  return { steps, last: current };
}

/** DESIGN.md §5: replaying the stored log gives the snapshot. */
async function expectSnapshotIsReplay(id: string, seats: number) {
  const stub = env.MATCH.get(env.MATCH.idFromName(id));
  await runInDurableObject(stub, async (_instance, state) => {
    const store = new MatchStore(state.storage);
    const meta = store.meta()!;
    const replayed = rebuild(findGame(GAME)!.game, { seats, seed: meta.rngSeed!, options: meta.options }, store.events());
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(replayed.snapshot.state).toEqual(store.snapshot()!.state);
  });
}

describe('full Princeps Machiavelli matches over HTTP at every player count', () => {
  for (const seats of [2, 3, 4, 5]) {
    it(`${seats} players: five rounds of draws, trades, preparations and actions; scores, winners; the export verifies`, async () => {
      const m = await createMatch(GAME, seats, `princeps-${seats}`);
      const { steps, last } = await playToEnd(m, `princeps-bot-${seats}`);
      expect(steps).toBeGreaterThan(50);
      expect(last.status).toBe('finished');
      expect(last.result.scores).toHaveLength(seats);
      expect(last.result.winners.length).toBeGreaterThan(0);
      expect(last.view.round).toBe(5);
      const exp = (await api('GET', `/api/matches/${m.id}/export`)).body;
      const verdict = await verifyExport(exp);
      expect(verdict.checks.filter((c) => !c.ok)).toEqual([]);
      await expectSnapshotIsReplay(m.id, seats);
      // a spectator's history holds no line meant for one player.
      const log = (await api('GET', `/api/matches/${m.id}/log`)).body;
      const keys = log.entries.flatMap((e: { lines: { key: string }[] }) => e.lines.map((l) => l.key));
      expect(keys).toContain('pm.log.drew');
      for (const own of ['pm.log.youDrew', 'pm.log.spyReport', 'pm.log.drawSubmitted', 'pm.log.tradedCards', 'pm.log.offerSent', 'pm.log.prepPlace']) {
        expect(keys).not.toContain(own);
      }
    }, FULL_MATCH_MS);
  }

  it('§1.3: a match with length deck plays until a Draw phase empties the deck', async () => {
    const r = await api('POST', '/api/matches', { body: { game: GAME, seats: 2, players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'princeps-deck', length: 'deck' } } });
    expect(r.status).toBe(201);
    const m = { id: r.body.id, commitment: r.body.commitment, tokens: r.body.seats.map((s: { token: string }) => s.token), body: r.body };
    const { last } = await playToEnd(m, 'princeps-deck-bot');
    expect(last.status).toBe('finished');
    expect(last.view.deck).toBe(0);
    expect(last.view.lastRound).toBe(true);
  }, FULL_MATCH_MS);

  it('§1.3: a bad length is refused with a clear message', async () => {
    const r = await api('POST', '/api/matches', { body: { game: GAME, seats: 3, options: { length: 'rounds:20' } } });
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({ code: 'bad_options', message: 'The option length is rounds:N, with N from 5 to 12 (rounds:5 when not given), or deck.' });
  });

  it('A-2: an unlisted command is refused with the game’s words (422) and changes nothing', async () => {
    const m = await createMatch(GAME, 2, 'princeps-refuse');
    const before = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[0] })).body;
    const r = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[0], body: { command: 'attack ca01 firenze' } });
    expect(r.status).toBe(422);
    expect(r.body.error.message).toMatch(/^“attack ca01 firenze” is not a command you can give now; for example: /);
    expect((await api('GET', `/api/matches/${m.id}`, { token: m.tokens[0] })).body.seq).toBe(before.seq);
  });

  it('A-3, A-9: under the "bot" deadline policy a late seat is declared done; a seat already done waits and no bot plays for it', async () => {
    const m = await create({ game: GAME, seats: 2, players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'princeps-clock' }, clock: { hours: 1, policy: 'bot' } });
    for (const seat of [0, 1]) {
      const r = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command: 'draw' } });
      expect(r.status).toBe(200);
    }
    const done = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[0], body: { command: 'done' } });
    expect(done.body.actions).toEqual(['resume']);
    // The seat that is done is not on turn: no deadline runs for it. In a simultaneous step each
    // seat sees its own deadline only, and a spectator none (AS-4).
    const deadlines = async (token?: string) => (await api('GET', `/api/matches/${m.id}`, { token })).body.clock.deadlines.map((d: { seat: number }) => d.seat);
    expect(await deadlines(m.tokens[0])).toEqual([]);
    expect(await deadlines(m.tokens[1])).toEqual([1]);
    expect(await deadlines()).toEqual([]);
    await letTimePass(m.id, 3_600_000 + 1000);
    const view = (await api('GET', `/api/matches/${m.id}`)).body;
    expect(view.view.phase).toBe('preparation');
    const entries = (await api('GET', `/api/matches/${m.id}/log`, { token: m.tokens[1] })).body.entries;
    const bot = entries.filter((e: { lines: { key: string }[] }) => e.lines.some((l) => l.key === 'core.botPlays'));
    expect(bot).toHaveLength(1);
    expect(bot[0]).toMatchObject({ seat: 1, command: 'done' });
  });
  it('A-8: in any phase a player writes to one, several or all; only sender and recipients read it, and the game does not change', async () => {
    const m = await createMatch(GAME, 3, 'princeps-messages');
    const read = async (token?: string) => ((await api('GET', `/api/matches/${m.id}/messages`, { token })).body.messages as { text: string }[]).map((x) => x.text).sort();
    const seen = async () => Promise.all([undefined, ...m.tokens].map(async (token) => (await api('GET', `/api/matches/${m.id}`, { token })).body));
    const say = async (seat: number, text: string, to?: number[]) => {
      const before = await seen();
      const r = await api('POST', `/api/matches/${m.id}/messages`, { token: m.tokens[seat], body: { text, ...(to ? { to } : {}) } });
      expect(r.status).toBe(201);
      // A message is no move: every seat's view, commands and entry number stay as they were.
      expect(await seen()).toEqual(before);
    };
    expect((await api('GET', `/api/matches/${m.id}`)).body.view.phase).toBe('draw');
    await say(0, 'Keep your Captain, Bo.', [1]);
    for (const seat of [0, 1, 2]) expect((await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command: 'draw' } })).status).toBe(200);
    expect((await api('GET', `/api/matches/${m.id}`)).body.view.phase).toBe('negotiation');
    await say(1, 'Alliance against P0?', [2, 0]);
    await say(2, 'Peace to all.');
    expect(await read(m.tokens[0])).toEqual(['Alliance against P0?', 'Keep your Captain, Bo.', 'Peace to all.']);
    expect(await read(m.tokens[1])).toEqual(['Alliance against P0?', 'Keep your Captain, Bo.', 'Peace to all.']);
    expect(await read(m.tokens[2])).toEqual(['Alliance against P0?', 'Peace to all.']);
    expect(await read()).toEqual(['Peace to all.']);
  });
});
