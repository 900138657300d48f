import { env, evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { readMatchIndex } from '../../src/db/queries';
import { describe, expect, it } from 'vitest';
import { findGame } from '../../src/games';
import { sha256Hex } from '../../src/match/records/crypto';
import { rngSeedOf } from '../../src/match/log/dice';
import { rebuild } from '../../src/match/log/history';
import { MatchStore } from '../../src/match/log/store';
import { verifyExport } from '../../src/match/log/verify';
import { api, createMatch, playToEnd } from '../support/http';
import { english } from '../support/words';

/** A whole match is a few hundred requests: seconds alone, and on a loaded 2-core machine a minute or more. */
const FULL_MATCH_MS = 300_000;

describe('full Carolus Magnus matches over HTTP, played by the random bot', () => {
  for (const seats of [2, 3, 4]) {
    it(`${seats} players: plays to a CM-20/21/22 (R-8) result, exports and verifies`, async () => {
      const m = await createMatch('carolus-magnus', seats, `full-${seats}`);
      const { steps, last } = await playToEnd(m, `bot-${seats}`);
      expect(steps).toBeGreaterThan(10);
      expect(last.status).toBe('finished');
      expect(last.result.reason.key).toMatch(/^cm\.reason\.(?:allCastles|most|colours|shared)$/);
      expect(english(last.result.reason).length).toBeGreaterThan(0);
      expect(last.result.winners.length).toBeGreaterThan(0);
      expect(last.actions).toEqual([]);

      // After the end anyone may export; the secret matches the commitment published at creation.
      const exp = (await api('GET', `/api/matches/${m.id}/export`)).body;
      expect(exp.secret).toBe(`full-${seats}`);
      expect(await sha256Hex(exp.secret)).toBe(m.commitment);
      expect(exp.final.result).toEqual(last.result);
      const verdict = await verifyExport(exp);
      expect(verdict.checks.filter((c) => !c.ok)).toEqual([]);
      expect(verdict.ok).toBe(true);

      // The seed is the committed secret mixed with the salts, and the snapshot is the log replayed.
      const stub = env.MATCH.get(env.MATCH.idFromName(m.id));
      const meta = await runInDurableObject(stub, async (_instance, state) => new MatchStore(state.storage).meta()!);
      expect(meta.rngSeed).toBe(await rngSeedOf(exp.secret, exp.salts));
      await expectSnapshotIsReplay('carolus-magnus', m.id, seats);

      // The D1 index ends up showing the result.
      let row = await readMatchIndex(env.DB, m.id);
      for (let i = 0; i < 250 && row?.status !== 'finished'; i++) {
        await new Promise((r) => setTimeout(r, 20));
        row = await readMatchIndex(env.DB, m.id);
      }
      expect(row).toMatchObject({ status: 'finished', seq: last.seq, active: [] });
      expect(JSON.parse(row!.result!)).toEqual(last.result);

      // A reloaded object still knows the match is over.
      await evictDurableObject(stub);
      const again = (await api('GET', `/api/matches/${m.id}`)).body;
      expect(again.status).toBe('finished');
      expect(again.result).toEqual(last.result);
    }, FULL_MATCH_MS);
  }
});

/** DESIGN.md §5: the log is the truth and the snapshot a cache; replaying the stored log gives the snapshot. */
async function expectSnapshotIsReplay(game: string, id: string, seats: number) {
  const stub = env.MATCH.get(env.MATCH.idFromName(id));
  await runInDurableObject(stub, async (_instance, state) => {
    const store = new MatchStore(state.storage);
    const meta = store.meta()!;
    const replayed = rebuild(findGame(game)!.game, { seats, seed: meta.rngSeed!, options: meta.options }, store.events());
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(replayed.snapshot.state).toEqual(store.snapshot()!.state);
  });
}

describe('full Lancaster matches over HTTP at every player count, played by the random bot', () => {
  for (const seats of [2, 3, 4, 5]) {
    it(`${seats} players: secret first tiles and votes, five rounds, scores and winners; export verifies`, async () => {
      const m = await createMatch('lancaster', seats, `lancaster-${seats}`);
      const { last } = await playToEnd(m, `lancaster-bot-${seats}`);
      expect(last.status).toBe('finished');
      expect(last.result.scores).toHaveLength(seats);
      expect(last.result.winners.length).toBeGreaterThan(0);
      const exp = (await api('GET', `/api/matches/${m.id}/export`)).body;
      const verdict = await verifyExport(exp);
      expect(verdict.checks.filter((c) => !c.ok)).toEqual([]);
      await expectSnapshotIsReplay('lancaster', m.id, seats);
    }, FULL_MATCH_MS);
  }
});

describe('full El Señor de la Guerra matches over HTTP, played by the random bot', () => {
  for (const seed of ['senor-full', 'senor-full-2', 'senor-full-3']) {
    it(`2 players (${seed}): ends on one of the rulebook’s victory conditions; export verifies`, async () => {
      const m = await createMatch('senor-de-la-guerra', 2, seed);
      const { last } = await playToEnd(m, `${seed}-bot`);
      expect(last.status).toBe('finished');
      expect(last.result.winners).toHaveLength(1);
      // SG-39 / SG-40: the reason names the condition met (sg.won.f1 … sg.won.n4).
      expect(last.result.reason.key).toMatch(/^sg\.won\.[fn][1-4]$/);
      const exp = (await api('GET', `/api/matches/${m.id}/export`)).body;
      const verdict = await verifyExport(exp);
      expect(verdict.checks.filter((c) => !c.ok)).toEqual([]);
      await expectSnapshotIsReplay('senor-de-la-guerra', m.id, 2);
    }, FULL_MATCH_MS);
  }
});
