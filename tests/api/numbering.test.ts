import { env, evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MatchStore } from '../../src/match/log/store';
import { api, createMatch, playToEnd, type TestMatch } from '../support/http';
import { connect } from '../support/sockets';
import { nextChoice, send } from '../support/twins';

/**
 * Each reader's own numbering over HTTP (DESIGN.md §3, issue 12): the undo of a step that showed
 * the others nothing shows them nothing either; at the end every reader's numbering becomes the
 * log's, and the log says how each reader numbered its entries before; a match stored before the
 * counts were kept gets them from its log.
 */

const stub = (m: TestMatch) => env.MATCH.get(env.MATCH.idFromName(m.id));
const read = async (m: TestMatch, path: string, viewer?: number) => (await api('GET', `/api/matches/${m.id}${path}`, { token: viewer === undefined ? undefined : m.tokens[viewer] })).body;
const PREFER = ['done', 'pass', 'end', 'stop'];

describe('the undo of a blank entry is blank', () => {
  it('A-2: a moving group drops a piece (a secret step) and the seat takes it back: the others number neither entry, and the seat reads the undo in its own numbering', async () => {
    const m = await createMatch('king-david', 3, 'numbering-undo');
    let seat = -1;
    for (let step = 0; step < 400 && seat < 0; step++) {
      const next = await nextChoice(m);
      const group = next.actions.find((c) => c.startsWith('group '));
      if (!group) {
        await send(m, next.seat, PREFER.find((c) => next.actions.includes(c)) ?? next.actions[0]);
        continue;
      }
      const then: string[] = (await send(m, next.seat, group)).actions;
      const drop = then.find((c) => c.startsWith('drop '));
      if (!drop) {
        await send(m, next.seat, 'undo');
        await send(m, next.seat, 'end');
        continue;
      }
      seat = next.seat;
      const others = [undefined, 0, 1, 2].filter((x) => x !== seat);
      const before = await Promise.all(others.map(async (x) => [await read(m, '', x), await read(m, '/log', x)]));
      const own = (await read(m, '', seat)).seq as number;
      await send(m, seat, drop);
      expect((await send(m, seat, 'undo')).actions).toContain(drop);
      // The others: the same view and log as before the drop, entry numbers included.
      expect(await Promise.all(others.map(async (x) => [await read(m, '', x), await read(m, '/log', x)]))).toEqual(before);
      // The seat: two more entries; the undo names the drop by the seat's own number, in its line too.
      const log = await read(m, '/log', seat);
      expect(log.seq).toBe(own + 2);
      const [dropped, undo] = log.entries.slice(-2);
      expect(dropped).toMatchObject({ seq: own + 1, command: drop, undone: true });
      expect(undo).toMatchObject({ seq: own + 2, kind: 'undo', target: own + 1 });
      expect(undo.lines[0]).toMatchObject({ key: 'core.undo', params: { entry: own + 1 } });
    }
    expect(seat, 'a group that could drop a piece').toBeGreaterThanOrEqual(0);
  }, 240_000);
});

describe('the end: every reader numbers as the log does', () => {
  it('AS-4: a Lancaster match with secret votes, to its end: the pages’ numbers before it are their own, then the log’s; the log says each entry’s number before; at/:seq answers for every entry', async () => {
    const m = await createMatch('lancaster', 2, 'numbering-end');
    const pages = [await connect(m.id, m.tokens[1]), await connect(m.id)];
    const { last } = await playToEnd(m, 'numbering-end-bot');
    expect(last.status).toBe('finished');
    for (const p of pages) await p.settle();
    const n: number = (await read(m, '/export')).events.length;
    for (const [i, viewer] of [1, undefined].entries()) {
      const view = await read(m, '', viewer);
      const log = await read(m, '/log', viewer);
      expect(view.seq).toBe(n);
      expect(log.seq).toBe(n);
      expect(log.entries.map((e: { seq: number }) => e.seq)).toEqual(Array.from({ length: n }, (_, k) => k + 1));
      // Before the end the reader numbered only what it saw: 1, 2, 3… in the log's order.
      const was = log.entries.filter((e: { was?: number }) => e.was !== undefined).map((e: { was: number }) => e.was);
      expect(was).toEqual(Array.from({ length: was.length }, (_, k) => k + 1));
      const updates = pages[i].heard.filter((x) => x.type === 'update');
      const running = updates.filter((u) => u.status === 'active').map((u) => u.seq);
      expect(running).toEqual([...running].sort((x, y) => x - y));
      expect(Math.max(...running)).toBeLessThanOrEqual(Math.max(...was));
      expect(updates.at(-1)).toEqual({ type: 'update', seq: n, status: 'finished' });
      if (viewer === undefined) expect(was.length, 'the votes showed a spectator nothing before the end').toBeLessThan(n);
      for (let k = 0; k <= n; k += Math.max(1, Math.floor(n / 12))) expect((await api('GET', `/api/matches/${m.id}/at/${k}`, { token: viewer === undefined ? undefined : m.tokens[viewer] })).status).toBe(200);
      expect((await read(m, `/at/${n}`, viewer)).result).toEqual(view.result);
    }
    for (const p of pages) p.ws.close(1000);
  }, 300_000);
});

describe('a match stored before the counts were kept', () => {
  it('AS-9 LA-3: its counts are worked out once from the log (the snapshot’s, and a sealed step’s base), and every reader reads the same numbers as before', async () => {
    const m = await createMatch('lancaster', 3, 'numbering-old');
    const tiles: string[] = (await read(m, '', 0)).actions;
    await send(m, 0, tiles[0]);
    await send(m, 1, tiles[1]);
    const everyone = async () => Promise.all([0, 1, 2, undefined].map(async (x) => [await read(m, '', x), await read(m, '/log', x)]));
    const forget = () =>
      runInDurableObject(stub(m), (_room, state) => {
        const stored = state.storage.sql.exec('SELECT blanks, sealed FROM snapshot').one();
        const sealed = stored.sealed === null ? null : JSON.parse(String(stored.sealed));
        if (sealed) delete sealed.base.blanks;
        state.storage.sql.exec('UPDATE snapshot SET blanks = NULL, sealed = ?', sealed && JSON.stringify(sealed));
        return { blanks: JSON.parse(String(stored.blanks)), sealed: stored.sealed === null ? null : JSON.parse(String(stored.sealed)) };
      });
    const stored = () => runInDurableObject(stub(m), (_room, state) => new MatchStore(state.storage).snapshot());

    const seen = await everyone();
    const kept = await forget();
    expect(kept.sealed.base.blanks).toEqual([0, 0, 0, 0]);
    await evictDurableObject(stub(m));
    expect(await everyone()).toEqual(seen);
    expect(await stored()).toMatchObject({ blanks: kept.blanks, sealed: kept.sealed });

    // The step resolves; the plain snapshot's counts are lost too, and found again.
    await send(m, 2, tiles[2]);
    const after = await everyone();
    expect(after.map(([view]) => view.seq)).toEqual([2, 2, 1, 1]);
    const plain = await forget();
    expect(plain.blanks).toEqual([1, 1, 2, 2]);
    await evictDurableObject(stub(m));
    expect(await everyone()).toEqual(after);
    expect((await stored())?.blanks).toEqual(plain.blanks);
  });
});
