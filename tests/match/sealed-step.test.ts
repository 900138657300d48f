import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/types';
import { sealAfter } from '../../src/match/log/sealed';
import type { EventRow, Snapshot } from '../../src/match/records/records';

/**
 * A game for this test only: two seats talk at the same time, each says "done" (secret) and may
 * "resume" until both are done, like Princeps Machiavelli's negotiation; then only seat 0
 * acts. Its view shows the phase and the seat's own word only.
 */
type Talk = { phase: 'talk' | 'act'; done: boolean[] };
const talk: Game<Talk> = {
  id: 'talk-test',
  title: 'Talk',
  rulesVersion: '1',
  seats: { min: 2, max: 2 },
  setup: () => ({ phase: 'talk', done: [false, false] }),
  active: (s) => (s.phase === 'talk' ? [0, 1] : [0]),
  actions: (s, seat) => (s.phase === 'act' ? (seat === 0 ? ['move'] : []) : [s.done[seat] ? 'resume' : 'done']),
  apply: (s, seat, command) => {
    if (!talk.actions(s, seat).includes(command)) return { ok: false, code: 'illegal', message: 'no' };
    const done = s.done.map((d, i) => (i === seat ? command === 'done' : d));
    return { ok: true, value: { state: done.every(Boolean) ? { phase: 'act', done } : { phase: 'talk', done }, log: [], secret: true } };
  },
  view: (s, seat) => ({ phase: s.phase, mine: seat === null ? null : s.done[seat] }),
  summary: () => [],
  result: () => null,
};

function step(before: Snapshot, seat: number, command: string): { event: EventRow; after: Snapshot } {
  const r = talk.apply(before.state as Talk, seat, command);
  if (!r.ok) throw new Error(r.code);
  const seq = before.seq + 1;
  const event: EventRow = { seq, kind: 'move', seat, command, target: null, lines: [], secret: true, idem: null, at: 0 };
  return { event, after: { seq, state: r.value.state, undo: null, blanks: [0, 0, 0] } };
}

describe('which entries a sealed step holds back (DESIGN.md §3, issue 16 AS-4)', () => {
  it('AS-4: a secret submission that leaves the others’ view and commands as they were is sealed', () => {
    const start: Snapshot = { seq: 0, state: talk.setup({ seats: 2, seed: 'x' }), undo: null, blanks: [0, 0, 0] };
    // Seat 0 is done: seat 1 still talks, seat 0 may resume. Nothing seat 1 sees changed, but the seats
    // still to decide are not those that have not submitted (seat 0 can resume): not a one-decision step.
    const first = step(start, 0, 'done');
    expect(sealAfter(talk, start, first.event, first.after, false)).toBeNull();
  });

  it('AS-4: the submission that resolves the step is not sealed, even when the next phase waits for the very seats still to submit', () => {
    const before: Snapshot = { seq: 1, state: { phase: 'talk', done: [true, false] } satisfies Talk, undo: null, blanks: [0, 0, 0] };
    // Seat 1's "done" ends the talk; the next phase waits for seat 0 alone, the seat that had not
    // submitted this time. Seat 0 sees the phase change: the step is over, nothing is held back.
    const last = step(before, 1, 'done');
    expect(talk.active(last.after.state as Talk)).toEqual([0]);
    expect(sealAfter(talk, before, last.event, last.after, false)).toBeNull();
  });

  it('AS-4: a one-decision secret step (seat 0 done while seat 1 still talks, no take-back) is sealed until seat 1 decides', () => {
    const once: Game<Talk> = { ...talk, actions: (s, seat) => (s.phase === 'act' ? (seat === 0 ? ['move'] : []) : s.done[seat] ? [] : ['done']) };
    const start: Snapshot = { seq: 0, state: once.setup({ seats: 2, seed: 'x' }), undo: null, blanks: [0, 0, 0] };
    const first = step(start, 0, 'done');
    const sealed = sealAfter(once, start, first.event, first.after, false);
    expect(sealed).toMatchObject({ from: 1, waiting: [0, 1], submitted: [0], base: { state: start.state } });
    const second = step({ ...first.after, sealed }, 1, 'done');
    expect(sealAfter(once, { ...first.after, sealed }, second.event, second.after, false)).toBeNull();
  });
});
