import { describe, expect, it } from 'vitest';
import { sightOf } from '../../../src/engine/bots';
import { randomFrom } from '../../../src/engine/rng';
import { kingDavidBots } from '../../../src/games/king-david/bots';
import type { KdState } from '../../../src/games/king-david/state';
import { actionPhase, game, go, position, start, top } from './helpers';

/*
 * The easy bot never loops (issue 26): each step it takes uses something up or ends a step, so
 * every step it is in ends within a bound. Each case runs under many random streams.
 */

const easy = kingDavidBots.easy;
const STREAMS = 12;

/** Plays every seat with the easy bot (a ready seat at random) until `over`; fails past `bound` commands. */
function until(s: KdState, over: (s: KdState) => boolean, bound: number, random: () => number): { state: KdState; played: [number, string, KdState][] } {
  let state = s;
  const played: [number, string, KdState][] = [];
  while (!over(state)) {
    if (played.length >= bound) throw new Error(`still going after ${bound} commands: ${played.map(([seat, c]) => `${seat}:${c}`).join(', ')}`);
    const ready = game.active(state).filter((x) => game.actions(state, x).length > 0);
    const seat = ready[Math.floor(random() * ready.length)];
    const command = easy(sightOf(game, state, seat), random);
    played.push([seat, command, state]);
    state = go(state, seat, command).state;
  }
  return { state, played };
}

describe('the easy bot', () => {
  it('A-3: three easy seats in Diplomacy answer every proposal, propose at most once per pair and end the step within 30 commands, never giving, breaking or toggling', () => {
    const frame = (seats: number) => ({ k: 'diplomacy' as const, stage: 'ransom' as const, done: Array(seats).fill(false), proposals: [], used: [], giving: Array(seats).fill(null) });
    let proposals = 0;
    for (let k = 0; k < STREAMS; k++) {
      const s = start(position({ countries: ['PHI', 'JUD', 'ARA'] }), [{ k: 'turn', stage: 'initiative' }, frame(3)]).state;
      expect(top(s)?.k).toBe('diplomacy');
      const { played } = until(s, (x) => !x.stack.some((f) => f.k === 'diplomacy'), 30, randomFrom(`easy-diplomacy-${k}`));
      const sent = played.filter(([, c]) => c.startsWith('propose ')).map(([seat, c]) => `${seat} ${c.split(' ')[1]}`);
      expect(new Set(sent).size).toBe(sent.length);
      proposals += sent.length;
      expect(played.every(([, c]) => /^(done|propose|accept|decline) /.test(`${c} `))).toBe(true);
    }
    // The streams do meet proposals, so answering them is part of what ended the steps.
    expect(proposals).toBeGreaterThan(0);
  });

  it('A-10, R-30: a Movement section with five stacks ends within six commands per piece, and an order is never called off while a step is listed', () => {
    for (let k = 0; k < STREAMS; k++) {
      const s = actionPhase(
        position({
          countries: ['PHI', 'JUD'],
          armies: { GAZ: ['PHI-C43-1', 'PHI-I32-1', 'PHI-M1-1'], ASD: ['PHI-C32-1', 'PHI-C32-2'], EKR: ['PHI-I21-1', 'PHI-M21-1', 'PHI-M21-2', 'PHI-M1-2'], TIM: ['PHI-C43-2'], JOP: ['PHI-I32-2', 'PHI-I32-3'], HEB: ['JUD-P32-1'] },
        }),
      ).state;
      expect(top(s)?.k).toBe('movement');
      const pieces = 12;
      const { played } = until(s, (x) => !x.stack.some((f) => f.k === 'movement' && f.seat === 0), 6 * pieces, randomFrom(`easy-movement-${k}`));
      for (const [seat, command, before] of played) {
        const order = game.view(before, seat).order;
        const left = !!order && (order.at !== order.from || Object.values(order.spent ?? {}).some((mp) => mp > 0));
        if (command === 'stop' && order && !left) expect(game.actions(before, seat).some((c) => c.startsWith('to ') || c.startsWith('sea '))).toBe(false);
      }
    }
  });

  it('A-7, A-9: in a marker window it plays or passes, never setting auto-pass, and a marker’s target is chosen, never taken back', () => {
    const answers = new Set<string>();
    for (let k = 0; k < STREAMS; k++) {
      let s = position({ countries: ['PHI', 'JUD'], armies: { GAZ: ['PHI-C43-1'], HEB: ['JUD-P32-1'] }, hands: { PHI: [14, 15], JUD: [16] } });
      s = start(s, [{ k: 'turn', stage: 'phases' }, { k: 'phase', stage: 'end' }, { k: 'produce', what: 'food', stage: 'window', mods: {} }]).state;
      expect(top(s)?.k).toBe('window');
      const { played } = until(s, (x) => !x.stack.some((f) => f.k === 'window'), 8, randomFrom(`easy-window-${k}`));
      for (const [, c] of played) answers.add(c.split(' ')[0]);
      expect(played.some(([, c]) => c === 'pass always' || c === 'back')).toBe(false);
    }
    expect([...answers].sort()).toEqual(['country', 'pass', 'play']);
  });
});
