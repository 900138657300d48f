import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { findGame } from '../../src/games';
import { rebuild } from '../../src/match/log/history';
import { MatchStore } from '../../src/match/log/store';
import { verifyExport } from '../../src/match/log/verify';
import { api, seededRandom, type TestMatch } from '../support/http';
import { create as createWith, eventually, letTimePass } from '../support/notify';
import { english } from '../support/words';

/** A whole match is several hundred requests: seconds alone, a minute or more on a loaded 2-core machine. */
const FULL_MATCH_MS = 300_000;
const GAME = 'king-david';

/*
 * A player picking among the listed commands at random, weighted as the engine's random bot
 * weighs them (src/games/king-david/bot.ts), so that a match moves on: settings and gifts are
 * rare, ending a step is common.
 */
const WEIGHT: Record<string, number> = { give: 0.05, ports: 0.05, autopass: 0.05, renegotiate: 0.05, break: 0.02, propose: 0.3, back: 0.1, done: 2, pass: 3, end: 1.5, to: 1.2, sea: 1.2, stop: 1.2, drop: 0.25 };

function choose(actions: string[], random: () => number): string {
  const weights = actions.map((c) => (c === 'pass always' ? 0.1 : (WEIGHT[c.split(' ', 1)[0]] ?? 1)));
  let r = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < actions.length; i++) if ((r -= weights[i]) < 0) return actions[i];
  return actions[actions.length - 1];
}

async function create(seats: number, seed: string, options: Record<string, unknown> = {}): Promise<TestMatch> {
  const players = Array.from({ length: seats }, (_, i) => ({ name: `P${i}`, salt: `salt-${i}` }));
  const r = await api('POST', '/api/matches', { body: { game: GAME, seats, players, options: { seed, ...options } } });
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.id, commitment: r.body.commitment, tokens: r.body.seats.map((s: { token: string }) => s.token), body: r.body };
}

/**
 * Plays the match over HTTP to its end. In a marker window every seat is active and only the
 * polled one has commands, so each step asks the active seats in turn for their lists.
 */
async function playToEnd(m: TestMatch, seed: string, maxSteps = 6_000): Promise<{ steps: number; last: any; longest: number }> {
  const random = seededRandom(seed);
  let current = (await api('GET', `/api/matches/${m.id}`)).body;
  let steps = 0;
  let longest = 0;
  while (current.status === 'active') {
    if (steps++ > maxSteps) throw new Error(`no end after ${maxSteps} steps`);
    const order = [...(current.active as number[])].sort(() => random() - 0.5);
    let mine: any = null;
    for (const seat of order) {
      const v = current.you === seat ? current : (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[seat] })).body;
      if (v.actions.some((a: string) => a !== 'undo')) {
        mine = v;
        break;
      }
    }
    if (!mine) throw new Error(`no active seat has a command at entry ${current.seq}`);
    const actions = (mine.actions as string[]).filter((a) => a !== 'undo');
    longest = Math.max(longest, actions.length);
    const command = choose(actions, random);
    const res = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[mine.you], body: { command, expect: mine.seq, id: `step-${steps}` } });
    if (res.status !== 200) throw new Error(`"${command}" by seat ${mine.you} refused: ${res.status} ${JSON.stringify(res.body)}`);
    current = res.body;
  }
  return { steps, last: current, longest };
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

/** What a spectator reads of the whole match: every log line, rendered in English. */
async function spectatorLog(id: string): Promise<{ keys: string[]; words: string }> {
  const log = (await api('GET', `/api/matches/${id}/log`)).body;
  const lines = log.entries.flatMap((e: { lines: { key: string; text?: string }[] }) => e.lines);
  return { keys: lines.map((l: { key: string }) => l.key), words: JSON.stringify(log.entries) };
}

describe('full King David matches over HTTP', () => {
  const cases = [
    { seats: 2, options: {}, reasons: /^kd\.result\.(?:turns|endgame)$/ },
    { seats: 5, options: { short: 3 }, reasons: /^kd\.result\.(?:automatic|endgame|turns)$/ },
  ];
  for (const { seats, options, reasons } of cases) {
    it(`KD-82 / KD-83 / KD-84 / A-2: ${seats} players${'short' in options ? ' (short game from turn 3)' : ''} play to a result by the rules; the export verifies and the log replays`, async () => {
      const m = await create(seats, `kd-full-${seats}`, options);
      const { steps, last, longest } = await playToEnd(m, `kd-bot-${seats}`);
      expect(steps).toBeGreaterThan(100);
      expect(last.status).toBe('finished');
      expect(last.result.reason.key).toMatch(reasons);
      expect(english(last.result.reason).length).toBeGreaterThan(0);
      expect(last.result.winners.length).toBeGreaterThan(0);
      expect(last.actions).toEqual([]);
      // Commands stay small: each list fits an email (the engine's property tests bound it at 40).
      expect(longest).toBeLessThanOrEqual(40);

      const exp = (await api('GET', `/api/matches/${m.id}/export`)).body;
      const verdict = await verifyExport(exp);
      expect(verdict.checks.filter((c) => !c.ok)).toEqual([]);
      await expectSnapshotIsReplay(m.id, seats);

      // a spectator's history holds the public story and no line meant for some seats only.
      const { keys } = await spectatorLog(m.id);
      for (const k of ['kd.log.track', 'kd.log.reveal', 'kd.log.phase']) expect(keys).toContain(k);
      const own = (await api('GET', `/api/matches/${m.id}/log`, { token: m.tokens[0] })).body;
      const ownKeys = own.entries.flatMap((e: { lines: { key: string }[] }) => e.lines.map((l) => l.key));
      const privateOnly = ownKeys.filter((k: string) => !keys.includes(k));
      expect(privateOnly.length).toBeGreaterThan(0);
    }, FULL_MATCH_MS);
  }

  it('KD-84 / R-57: a bad short-game option is refused with a clear message', async () => {
    const r = await api('POST', '/api/matches', { body: { game: GAME, seats: 3, options: { short: 9 } } });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('bad_options');
    expect(r.body.error.message).not.toMatch(/kd\.|KD-|R-\d/);
  });

  it('A-2: an unlisted command is refused with the game’s words (422) and changes nothing', async () => {
    const m = await create(2, 'kd-refuse');
    const seat = (await api('GET', `/api/matches/${m.id}`)).body.active[0] as number;
    const before = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[seat] })).body;
    const r = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command: 'siege jerusalem' } });
    expect(r.status).toBe(422);
    expect(r.body.error.message.length).toBeGreaterThan(10);
    expect(r.body.error.message).not.toMatch(/kd\.|KD-|R-\d/);
    expect((await api('GET', `/api/matches/${m.id}`, { token: m.tokens[seat] })).body.seq).toBe(before.seq);
  });

  it('A-16: under the "bot" deadline policy a late seat plays the game’s timeout default (the first free country), not a random move', async () => {
    const m = await createWith({ game: GAME, seats: 3, players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], options: { seed: 'kd-clock' }, clock: { hours: 1, policy: 'bot' } });
    // Two deadlines pass: the first chooser among three countries, then the second among two.
    // (workerd may fire the alarm the test sets on its own before the test runs it: wait for each entry.)
    const log = async () => (await api('GET', `/api/matches/${m.id}/log`)).body.entries as { seat: number; command: string; lines: { key: string }[] }[];
    await letTimePass(m.id, 3_600_000 + 1000);
    await eventually(log, (e) => e.length >= 1);
    await letTimePass(m.id, 3_600_000 + 1000);
    const entries = await eventually(log, (e) => e.length >= 2);
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.lines.some((l) => l.key === 'core.botPlays'))).toBe(true);
    // The same match in the engine: each bot command is the registry's timeout default, and the first listed.
    const stub = env.MATCH.get(env.MATCH.idFromName(m.id));
    const meta = await runInDurableObject(stub, async (_instance, state) => new MatchStore(state.storage).meta()!);
    const { game, timeout } = findGame(GAME)!;
    let s = game.setup({ seats: 3, seed: meta.rngSeed!, options: meta.options });
    for (const e of entries) {
      expect(game.actions(s, e.seat).length).toBeGreaterThan(1);
      expect(e.command).toBe(timeout!(s, e.seat));
      expect(e.command).toBe(game.actions(s, e.seat)[0]);
      const r = game.apply(s, e.seat, e.command);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.value.state;
    }
  });
});
