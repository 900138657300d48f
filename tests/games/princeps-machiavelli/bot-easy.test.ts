import { describe, expect, it } from 'vitest';
import { sightOf } from '../../../src/engine/bots';
import { randomFrom } from '../../../src/engine/rng';
import { princepsBots } from '../../../src/games/princeps-machiavelli/bots';
import { isArmy, isLeader } from '../../../src/games/princeps-machiavelli/data';
import { openDraw } from '../../../src/games/princeps-machiavelli/draw';
import { openNegotiation } from '../../../src/games/princeps-machiavelli/negotiation';
import { openPreparation } from '../../../src/games/princeps-machiavelli/preparation';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { act, acts, game, hand, table, territory } from './helpers';

/*
 * The easy bot never loops (issue 26): each step it takes is one it never takes back, so every
 * step it is in ends within one command per card it could move. Each case runs under many random
 * streams, the bound checked every time.
 */

const easy = princepsBots.easy;
const STREAMS = 12;

/** Plays `seat` with the easy bot until `over` holds; fails past `bound` commands. */
function until(s: PMState, seat: number, over: (s: PMState) => boolean, bound: number, random: () => number): { state: PMState; commands: string[] } {
  let state = s;
  const commands: string[] = [];
  while (!over(state)) {
    if (commands.length >= bound) throw new Error(`still going after ${bound} commands: ${commands.join(', ')}`);
    const c = easy(sightOf(game, state, seat), random);
    commands.push(c);
    state = act(state, seat, c).state;
  }
  return { state, commands };
}

describe('the easy bot', () => {
  it('PM-8, A-4: it marks at least the discards it must, never unmarks one, and draws within one command per card in hand', () => {
    for (let k = 0; k < STREAMS; k++) {
      const s = table(2);
      territory(s, 0, 'T01');
      territory(s, 1, 'T02');
      hand(s, 0, 'CA01', 'CA02', 'CI01', 'CI02', 'ME01', 'ME02', 'SP01', 'SP02', 'RV01', 'CJ01', 'T05');
      openDraw(s);
      // HS 12 against a draw target of 5: seven discards are due.
      expect(sightOf(game, s, 0).view.draw?.mustDiscard).toBe(7);
      const { state, commands } = until(s, 0, (x) => x.draw?.submitted[0] === true, s.hands[0].length, randomFrom(`easy-draw-${k}`));
      expect(commands.at(-1)).toBe('draw');
      expect(commands.every((c) => c.startsWith('discard ') || c === 'draw')).toBe(true);
      expect(state.draw?.marks[0].length).toBeGreaterThanOrEqual(7);
    }
  });

  it('A-6 … A-9: however many offers another seat sends, it answers each and is done again within a few commands', () => {
    for (let k = 0; k < STREAMS; k++) {
      const random = randomFrom(`easy-negotiation-${k}`);
      let s = table(2);
      territory(s, 0, 'T01');
      territory(s, 1, 'T02');
      hand(s, 0, 'CA01', 'CI01', 'SP01', 'SP02', 'SP03', 'T05');
      hand(s, 1, 'ME01', 'SP04');
      openNegotiation(s);
      for (let offer = 0; offer < 20; offer++) {
        // Each cycle: the easy seat settles down, then the other seat wakes it with a new offer.
        s = until(s, 0, (x) => x.negotiation?.done[0] === true, 30, random).state;
        for (const o of s.negotiation?.offers.filter((x) => x.to === 1) ?? []) s = act(s, 1, `decline 1 ${o.id}`).state;
        s = acts(s, [1, 'offer 1'], [1, 'want spy'], [1, 'send']).state;
        expect(s.negotiation?.done[0]).toBe(false);
      }
      s = until(s, 0, (x) => x.negotiation?.done[0] === true, 30, random).state;
      expect(s.negotiation?.offers.filter((o) => o.to === 0)).toEqual([]);
      expect(act(s, 1, 'done').state.phase).toBe('preparation');
    }
  });

  it('PM-12, PM-13: its Preparation ends within one command per card in hand, a second army never going where no leader lies', () => {
    for (let k = 0; k < STREAMS; k++) {
      const s = table(2);
      territory(s, 0, 'T01');
      territory(s, 0, 'T02');
      territory(s, 1, 'T03');
      hand(s, 0, 'CI01', 'CI02', 'CI03', 'ME01', 'ME02', 'SP01', 'T05');
      openPreparation(s, 0);
      const bound = s.hands[0].length + 1;
      const { state, commands } = until(s, 0, (x) => x.preparation?.turn !== 0, bound, randomFrom(`easy-prep-${k}`));
      expect(commands.at(-1)).toBe('end');
      for (const t of state.rows[0]) {
        const cards = t.cards.map((c) => c.id);
        if (cards.filter(isArmy).length >= 2) expect(cards.some(isLeader)).toBe(true);
      }
    }
  });
});
