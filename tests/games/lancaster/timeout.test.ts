import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/games';
import { randomBot } from '../../../src/games/lancaster/bot';
import { timeoutMove } from '../../../src/games/lancaster/timeout';
import type { LancasterState } from '../../../src/games/lancaster/state';
import { playRandom } from '../../support/game-harness';
import { card, court, from, game, go, inCounty, runAs, table } from './helpers';

/** What the timeout defaults say a late seat plays, from its listed commands. */
function expected(s: LancasterState, seat: number): string {
  const legal = game.actions(s, seat);
  if (s.tasks[0]?.t === 'vote') return 'vote no 0';
  if (legal.includes('pass')) return 'pass';
  if (s.tasks[0]?.t === 'start') return `start ${s.startPlayer}`;
  return legal[0];
}

describe('timeout defaults (the deadline policy "bot")', () => {
  it('AS-1: the registry plays Lancaster’s timeout defaults, not its random bot', () => {
    expect(registry.lancaster.timeout).toBe(timeoutMove);
  });

  it('LA-17 / R-17: a late voter votes no with 0 voting markers, whatever it holds', () => {
    const s = table(3);
    s.players[1].markers = 3;
    go(s, from('vote'));
    expect(game.actions(s, 1)).toContain('vote yes 3');
    expect(timeoutMove(s, 1)).toBe('vote no 0');
    const { state } = runAs(s, 1, timeoutMove(s, 1));
    expect(state.votes[1]).toEqual({ yes: false, markers: 0 });
  });

  it('R-5: a late player passes wherever passing is legal (a county’s noble and reward, a castle, a ransom)', () => {
    const s = table(3);
    inCounty(s, 'kent', 0, 1);
    go(s, from('county').slice(0, 1));
    expect(game.actions(s, 0)).toEqual(['noble', 'reward', 'pass']);
    expect(timeoutMove(s, 0)).toBe('pass');
    const ransom = table(3);
    card(ransom, 2, 'c10', [[0, [1]]]);
    ransom.players[0].gold = 5;
    go(ransom, [{ t: 'conflict', slot: 2 }]);
    expect(game.actions(ransom, 0)).toEqual(['free 1', 'pass']);
    expect(timeoutMove(ransom, 0)).toBe('pass');
  });

  it('LA-24: a late Surrey holder leaves the start-player marker where it is', () => {
    const s = table(3, { start: 2 });
    inCounty(s, 'surrey', 1, 2);
    s.counties[8].nobles = 0;
    go(s, from('county').slice(8, 9));
    expect(game.actions(s, 1)).toEqual(['start 0', 'start 1', 'start 2']);
    expect(timeoutMove(s, 1)).toBe('start 2');
  });

  it('LA-9 / LA-10: a late placer sends its weakest knight to the first legal space, with the fewest squires', () => {
    const s = table(3);
    court(s, 0, [1, 2]);
    go(s, from('placement'));
    expect(timeoutMove(s, 0)).toBe('knight 1 kent');
    const { state } = runAs(s, 0, 'knight 1 kent');
    expect(timeoutMove(state, 0)).toBe('squires 0');
  });

  it('AS-1: across whole games the defaults are what every late seat plays, always listed, and a game of defaults ends', () => {
    for (const seats of [2, 3, 4, 5]) {
      playRandom(game, randomBot, { seats, seed: `timeout-${seats}` }, ({ before, seat }) => {
        const command = timeoutMove(before, seat);
        expect(game.actions(before, seat)).toContain(command);
        expect(command).toBe(expected(before, seat));
        // Deterministic: asking twice gives the same command.
        expect(timeoutMove(before, seat)).toBe(command);
      });
      const ended = playRandom(game, (s, seat) => timeoutMove(s, seat), { seats, seed: `timeout-only-${seats}` });
      expect(game.result(ended.state)?.winners.length).toBeGreaterThan(0);
    }
  });
});
