import { createExecutionContext, env, runInDurableObject, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { MatchStore } from '../../src/match/log/store';
import type { Sealed } from '../../src/match/log/records';
import { api, seededRandom } from '../support/http';
import { afterBots, onTurn, storedEvents } from '../support/bots';
import { stubOf } from '../support/notify';
import { connect } from '../support/sockets';

const NAMES = ['Ana', 'Ada', 'Bo', 'Cy'];

interface Twin {
  id: string;
  /** Seat tokens; a bot's seat has none. */
  tokens: (string | undefined)[];
}

/** Lancaster for four with a fixed seed: Ana, then the others as bots (`bots`) or as people. */
async function lancaster(bots: boolean): Promise<Twin> {
  const players = NAMES.map((name, seat) => (bots && seat > 0 ? { name, bot: 'good' } : { name }));
  const r = await api('POST', '/api/matches', { body: { game: 'lancaster', seats: 4, players, options: { seed: 'bots-twins' } } });
  expect(r.status).toBe(201);
  const tokens: (string | undefined)[] = [];
  for (const s of r.body.seats as { seat: number; token: string }[]) tokens[s.seat] = s.token;
  return { id: r.body.id, tokens };
}

/**
 * A GET as `seat` (undefined: a spectator) receives it, with what twins cannot share written out:
 * the match id, the times, and whether a seat is a bot's (twin B has people in the bots' seats).
 */
async function raw(m: Twin, path: string, seat?: number): Promise<string> {
  const ctx = createExecutionContext();
  const token = seat === undefined ? undefined : m.tokens[seat];
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await worker.fetch(new Request(`https://pbm.test/api/matches/${m.id}${path}`, { headers }), env as never, ctx);
  await waitOnExecutionContext(ctx);
  return (await res.text())
    .replaceAll(m.id, '<match>')
    .replace(/"at":\d+/g, '"at":"<time>"')
    .replace(/"bot":"(?:easy|good)"/g, '"bot":null');
}

/** Everything `seat` can read of a match over HTTP now: its view, its log, its export, the past at its last two entries. */
async function everything(m: Twin, seat?: number): Promise<Record<string, string>> {
  const seq: number = JSON.parse(await raw(m, '', seat)).seq;
  const out: Record<string, string> = { view: await raw(m, '', seat), log: await raw(m, '/log', seat), [`at/${seq}`]: await raw(m, `/at/${seq}`, seat) };
  if (seq > 0) out[`at/${seq - 1}`] = await raw(m, `/at/${seq - 1}`, seat);
  if (seat !== undefined) out.export = await raw(m, '/export', seat);
  return out;
}

async function sealedOf(id: string): Promise<Sealed | null> {
  return runInDurableObject(stubOf(id), (_room, state) => new MatchStore(state.storage).snapshot()?.sealed ?? null);
}

/** Plays the people of twin `b` through the entries twin `a` wrote up to `upTo` (the bots' moves by the people in their seats). */
async function replay(a: Twin, b: Twin, upTo: number): Promise<void> {
  for (const e of (await storedEvents(a.id)).filter((x) => x.seq <= upTo)) {
    expect(e.kind).toBe('move');
    const r = await api('POST', `/api/matches/${b.id}/actions`, { token: b.tokens[e.seat], body: { command: e.command } });
    expect(r.status, `${e.seat}: ${e.command}`).toBe(200);
  }
}

/**
 * Twin A has bots in seats 1 to 3 that have made their secret submissions; twin B has people
 * there who have not (the same match otherwise). The person in seat 0 and a spectator read
 * exactly the same from every route: a bot's submission reveals nothing a person's would not.
 */
async function expectUnseen(a: Twin, b: Twin) {
  for (const seat of [0, undefined]) expect(await everything(a, seat)).toEqual(await everything(b, seat));
}

describe('bots in a simultaneous secret step reveal nothing (issue 26, AS-4, AS-9, LA parliament)', () => {
  it('AS-9: the bots’ secret set-up choices: the person and a spectator see what they would see before anyone chose', async () => {
    const a = await lancaster(true);
    await afterBots(a.id);
    const sealed = await sealedOf(a.id);
    expect(sealed?.submitted).toEqual([1, 2, 3]);
    const events = await storedEvents(a.id);
    expect(events.map((e) => [e.seat, e.secret])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
    await expectUnseen(a, await lancaster(false));
  });

  it('the parliament vote: the bots vote in secret and the person’s page hears nothing of it', async () => {
    const a = await lancaster(true);
    const token = a.tokens[0] as string;
    const page = await connect(a.id, token);
    const random = seededRandom('bots-twins-vote');
    let sealed: Sealed | null = null;
    for (let moves = 0; moves < 200; moves++) {
      const view = await afterBots(a.id, token);
      sealed = await sealedOf(a.id);
      // The bots have voted and the person has not: the step the others must not see into.
      if (sealed && view.view.phase === 'parliament' && !sealed.submitted.includes(0)) break;
      expect(onTurn(view), `entry ${view.seq}`).toBe(true);
      const choices = (view.actions as string[]).filter((c) => c !== 'undo');
      const r = await api('POST', `/api/matches/${a.id}/actions`, { token, body: { command: choices[Math.floor(random() * choices.length)] } });
      expect(r.status).toBe(200);
    }
    expect(sealed?.submitted.sort()).toEqual([1, 2, 3]);
    const held = (await storedEvents(a.id)).filter((e) => e.seq >= (sealed as Sealed).from);
    expect(held.map((e) => [e.seat, e.secret, e.command?.startsWith('vote ')])).toEqual(held.map((e) => [e.seat, true, true]));
    expect(held.map((e) => e.seat).sort()).toEqual([1, 2, 3]);

    const b = await lancaster(false);
    await replay(a, b, (sealed as Sealed).from - 1);
    await expectUnseen(a, b);
    // The page heard one update for the entry it shows, and nothing once the bots voted.
    await page.settle();
    const seq = JSON.parse(await raw(a, '', 0)).seq;
    expect(page.heard.filter((m) => m.type === 'update' && m.seq === seq)).toHaveLength(1);
    expect(page.heard.at(-1)?.type).toBe('pong');
    expect(page.heard.filter((m) => m.type === 'update').at(-1)?.seq).toBe(seq);
    page.ws.close(1000);
  });
});
