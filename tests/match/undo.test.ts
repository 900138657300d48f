import { env, evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/types';
import { mayTakeBack } from '../../src/match/log/history';
import { api, createMatch, type TestMatch } from '../support/http';

/** Plays the first listed command until the active seat may place a paladin (CM-8 step 1). */
async function untilPaladinStep(m: TestMatch) {
  for (let i = 0; i < 50; i++) {
    const seat: number = (await api('GET', `/api/matches/${m.id}`)).body.active[0];
    const mine = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[seat] })).body;
    if (mine.actions.some((a: string) => a.startsWith('court '))) return { seat, view: mine };
    await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command: mine.actions[0] } });
  }
  throw new Error('never reached a paladin step');
}

async function act(m: TestMatch, seat: number, command: string) {
  return api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command } });
}

describe('undo (DESIGN.md §5): a new log entry that replay skips', () => {
  it('a seat takes back its own paladin steps of the current turn, one by one', async () => {
    const m = await createMatch('carolus-magnus', 2, 'undo-1');
    const { seat, view: before } = await untilPaladinStep(m);
    expect(before.actions).not.toContain('undo');
    const first = await act(m, seat, before.actions.find((a: string) => a.startsWith('court '))!);
    expect(first.status).toBe(200);
    expect(first.body.actions).toContain('undo');
    const second = await act(m, seat, first.body.actions.find((a: string) => a.startsWith('land '))!);
    expect(second.body.actions).toContain('undo');

    // The other seat may not undo someone else's step.
    const other = await act(m, 1 - seat, 'undo');
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('cannot_undo');

    const back1 = await act(m, seat, 'undo');
    expect(back1.status).toBe(200);
    expect(back1.body.view).toEqual(first.body.view);
    expect(back1.body.actions).toContain('undo');
    const back2 = await act(m, seat, 'undo');
    expect(back2.body.view).toEqual(before.view);
    expect(back2.body.actions).not.toContain('undo');
    expect(back2.body.seq).toBe(before.seq + 4);

    const log = (await api('GET', `/api/matches/${m.id}/log`)).body.entries;
    const tail = log.slice(-4);
    expect(tail.map((e: any) => e.kind)).toEqual(['move', 'move', 'undo', 'undo']);
    expect(tail.map((e: any) => e.undone)).toEqual([true, true, false, false]);
    expect(tail[2].target).toBe(tail[1].seq);
    expect(tail[3].target).toBe(tail[0].seq);

    // Replay skips what was undone: the view at the last entry equals the live one.
    const replayed = await api('GET', `/api/matches/${m.id}/at/${back2.body.seq}`, { token: m.tokens[seat] });
    expect(replayed.body.view).toEqual(back2.body.view);
  });

  it('no undo once the dice are rolled (the emperor step ends the turn and rolls)', async () => {
    const m = await createMatch('carolus-magnus', 2, 'undo-2');
    const { seat } = await untilPaladinStep(m);
    let view = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[seat] })).body;
    while (!view.actions.some((a: string) => a.startsWith('emperor '))) {
      view = (await act(m, seat, view.actions.find((a: string) => a !== 'undo'))).body;
    }
    const after = await act(m, seat, view.actions.find((a: string) => a.startsWith('emperor '))!);
    expect(after.status).toBe(200);
    expect(after.body.actions).not.toContain('undo');
    const r = await act(m, seat, 'undo');
    expect([409, 422]).toContain(r.status);
    expect((await api('GET', `/api/matches/${m.id}`)).body.seq).toBe(after.body.seq);
  });
});

describe('undo after a restart of the object', () => {
  it('the steps held in memory are gone, and the log replayed says the same: each step comes back in turn', async () => {
    const m = await createMatch('carolus-magnus', 2, 'undo-3');
    const { seat, view: before } = await untilPaladinStep(m);
    const first = await act(m, seat, before.actions.find((a: string) => a.startsWith('court '))!);
    const second = await act(m, seat, first.body.actions.find((a: string) => a.startsWith('land '))!);
    expect(second.body.actions).toContain('undo');
    await evictDurableObject(env.MATCH.get(env.MATCH.idFromName(m.id)));
    const back1 = await act(m, seat, 'undo');
    expect([back1.body.view, back1.body.actions]).toEqual([first.body.view, first.body.actions]);
    const back2 = await act(m, seat, 'undo');
    expect([back2.body.view, back2.body.actions]).toEqual([before.view, before.actions]);
  });
});

describe('DESIGN.md §5: a step is taken back only within its seat’s own turn', () => {
  // Two seats; a step either keeps the turn (`stay`), passes it (`pass`) or opens a step where both act (`both`).
  type S = { active: number[]; n: number };
  const game: Game<S> = {
    id: 'turns',
    title: 'Turns',
    rulesVersion: '1',
    seats: { min: 2, max: 2 },
    setup: () => ({ active: [0], n: 0 }),
    active: (s) => s.active,
    actions: () => ['stay', 'pass', 'both'],
    apply: (s, seat, c) => ({ ok: true, value: { state: { n: s.n + 1, active: c === 'stay' ? [seat] : c === 'pass' ? [1 - seat] : [0, 1] }, log: [] } }),
    view: (s) => s,
    summary: () => [],
    result: () => null,
  };
  const after = (s: S, command: string) => (game.apply(s, 0, command) as { value: { state: S } }).value.state;
  const alone: S = { active: [0], n: 0 };
  const together: S = { active: [0, 1], n: 0 };

  it('alone on turn before and after: the step may be undone', () => {
    expect(mayTakeBack(game, alone, after(alone, 'stay'), 0)).toBe(true);
  });

  it('not once the turn passed, nor when the step opened a step where others act too, nor inside one', () => {
    expect(mayTakeBack(game, alone, after(alone, 'pass'), 0)).toBe(false);
    expect(mayTakeBack(game, alone, after(alone, 'both'), 0)).toBe(false);
    expect(mayTakeBack(game, together, after(together, 'stay'), 0)).toBe(false);
  });
});
