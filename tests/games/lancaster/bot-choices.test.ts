import { describe, expect, it } from 'vitest';
import { goodAgainstEasy } from '../../../scripts/bot-arena';
import { sightOf } from '../../../src/engine/bots';
import { randomFrom } from '../../../src/engine/rng';
import { registry } from '../../../src/games';
import { lancasterBots } from '../../../src/games/lancaster/bots';
import type { LancasterState } from '../../../src/games/lancaster/state';
import { card, countyIndex, from, game, go, inCounty, table } from './helpers';

/* What the good bot makes of a few decisions whose right answer the rulings make plain. */

/** The good bot's command, which must not hang on the order the commands are listed in. */
function good(s: LancasterState, seat: number): string {
  const sight = sightOf(game, s, seat);
  const chosen = lancasterBots.good(sight, randomFrom('choices'));
  expect(lancasterBots.good({ ...sight, actions: [...sight.actions].reverse() }, randomFrom('choices'))).toBe(chosen);
  return chosen;
}

/** A 2-player parliament (nothing hidden, AL-1) on L12 against L04, with two conflict cards held by `holder`. */
function voteOnL12(holder: number): LancasterState {
  const s = table(2);
  s.laws = ['l04', 'l07', 'l03'];
  s.proposals = ['l12', 'l16', 'l17'].map((law) => ({ law, outcome: null, votes: null }));
  card(s, 0, 'c04', [[holder, [1]]]);
  card(s, 1, 'c05', [[holder, [2]]]);
  go(s, from('vote'));
  return s;
}

describe('the good bot’s choices', () => {
  it('LA-17 / LA-19: it votes for L12 (3 PP per conflict joined) in place of L04 when it fights on two cards, and against it when only its rival does', () => {
    expect(game.actions(voteOnL12(0), 0)).toEqual(['vote yes 0', 'vote yes 1', 'vote no 0', 'vote no 1']);
    expect(good(voteOnL12(0), 0)).toMatch(/^vote yes [01]$/);
    expect(good(voteOnL12(1), 0)).toMatch(/^vote no [01]$/);
  });

  it('LA-24: holding Surrey, it names itself the next start player', () => {
    const s = table(3);
    inCounty(s, 'surrey', 1, 2);
    s.players[1].nobles = [countyIndex('surrey')];
    go(s, from('county'));
    expect(game.actions(s, 1)).toEqual(['start 0', 'start 1', 'start 2']);
    expect(good(s, 1)).toBe('start 1');
  });

  it('R-14 / LA-28: its Hampshire knight crosses to the card it makes England win, not to an empty one it cannot', () => {
    const s = table(3);
    card(s, 0, 'c01');
    card(s, 1, 'c04', [[0, [3]]]);
    inCounty(s, 'hampshire', 0, 2);
    s.phase = 'counties';
    go(s, [{ t: 'passage', seat: 0, force: 0, county: countyIndex('hampshire') }]);
    expect(game.actions(s, 0)).toEqual(['passage c01', 'passage c04', 'pass']);
    expect(good(s, 0)).toBe('passage c04');
  });

  it('R-23 / LA-36: after round 5’s second defeat it frees its prisoner: at court it counts for knighthood, while gold only breaks a tie (LA-37)', () => {
    const s = table(3, { round: 5 });
    card(s, 2, 'c10', [[0, [2]]]);
    s.players[0].gold = 4;
    go(s, [{ t: 'conflict', slot: 2 }]);
    expect(game.actions(s, 0)).toEqual(['free 2', 'pass']);
    expect(good(s, 0)).toBe('free 2');
  });

  it('LA-40: in seeded matches it beats easy bots, at 2 players (allies) and at 3', () => {
    const clock = () => 0;
    expect(goodAgainstEasy(registry.lancaster, 2, 4, clock).share).toBeGreaterThanOrEqual(0.75);
    expect(goodAgainstEasy(registry.lancaster, 3, 3, clock).share).toBeGreaterThanOrEqual(2 / 3);
  });
});
