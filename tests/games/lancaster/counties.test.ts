import { describe, expect, it } from 'vitest';
import type { LancasterState } from '../../../src/games/lancaster/state';
import { card, countyIndex, court, from, game, go, inCounty, logText, look, refused, run, table, who } from './helpers';
import { english } from '../../support/words';

// Rulebook colours: yellow = seat 0, red = seat 1, blue = seat 2.
const YELLOW = 0;
const RED = 1;

/** Only the county step of a 3-player table. */
function counties(arrange: (s: LancasterState) => void, seats = 3): LancasterState {
  const s = table(seats);
  for (const p of s.players) {
    p.gold = 0;
    p.squires = 0;
    p.markers = 0;
  }
  arrange(s);
  go(s, from('county').slice(0, 9));
  return s;
}

describe('phase 3a: counties', () => {
  it('LA-22 / R-2 T-8: Stafford with both: 3 gold, the noble to the first free seat, the county knight upgraded', () => {
    const s = counties((s) => {
      inCounty(s, 'stafford', YELLOW, 1);
      s.players[YELLOW].gold = 3;
      s.players[YELLOW].nobles = [0];
    });
    expect(game.actions(s, YELLOW)).toEqual(['noble', 'reward', 'both', 'pass']);
    let { state } = run(s, 'both');
    expect(state.players[YELLOW].gold).toBe(0);
    expect(state.players[YELLOW].nobles).toEqual([0, countyIndex('stafford')]);
    expect(game.actions(state, YELLOW)).toContain('upgrade 1 stafford');
    state = run(state, 'upgrade 1 stafford').state;
    // The knight, now the strength-2, goes home; the strength-1 is in the reserve.
    expect(state.counties[countyIndex('stafford')].knight).toBeNull();
    expect(state.forces[YELLOW].court).toEqual([2, 2]);
    expect(state.forces[YELLOW].reserve).toEqual([1, 1, 1, 3, 4]);
  });

  it('LA-24 / R-15 T-9: Surrey pays 2 squires and 2 gold; the named start player takes the marker at once', () => {
    const s = counties((s) => {
      inCounty(s, 'surrey', RED, 2);
      s.players[RED].nobles = [countyIndex('surrey')];
    });
    // The noble is not open to red, so the reward is simply taken (AS-8).
    expect(who(s)).toBe(RED);
    expect(game.actions(s, RED)).toEqual(['start 0', 'start 1', 'start 2']);
    expect(s.players[RED]).toMatchObject({ gold: 2, squires: 2 });
    const { state, log } = run(s, 'start 1');
    expect(state.startPlayer).toBe(RED);
    expect(logText(log)).toContain('Player 2 (Surrey) names Player 2 start player; the marker passes at once');
  });

  it('LA-24 / R-16: the new marker holder starts the castle step’s turn order', () => {
    const s = table(3);
    inCounty(s, 'surrey', RED, 2);
    for (const p of s.players) p.nobles = [countyIndex('surrey')];
    go(s, from('county'));
    const { log } = run(s, 'start 2');
    const castleLines = log.filter((l) => english(l.text).includes('(round table and lord of the castle)')).map((l) => english(l.text).slice(0, 8));
    expect(castleLines).toEqual(['Player 3', 'Player 1', 'Player 2']);
  });

  it('LA-24: with nobody in Surrey the marker stays', () => {
    const s = counties((s) => (s.startPlayer = 2));
    expect(s.startPlayer).toBe(2);
  });

  it('LA-22: counties resolve in letter order; LA-23: the knight goes home and its squires to the supply', () => {
    const s = counties((s) => {
      inCounty(s, 'sussex', 0, 2, 2);
      inCounty(s, 'kent', 1, 1);
      for (const p of s.players) p.nobles = [0, 2];
    });
    expect(s.tasks).toEqual([]);
    expect(s.players.map((p) => [p.gold, p.squires])).toEqual([[3, 0], [0, 3], [0, 0]]);
    expect(s.counties.every((c) => c.knight === null)).toBe(true);
    expect(s.forces[0].court).toEqual([1, 2]);
  });

  it('R-6 / R-35: the noble is closed when already held or when the county has no tile left', () => {
    const s = counties((s) => {
      inCounty(s, 'kent', 0, 1);
      s.counties[0].nobles = 0;
      inCounty(s, 'norfolk', 1, 2);
      s.players[1].gold = 5;
    });
    // Kent resolved by itself (3 squires); Norfolk offers the choice.
    expect(s.players[0].squires).toBe(3);
    expect(who(s)).toBe(1);
    const { state } = run(s, 'noble');
    expect(state.players[1].nobles).toEqual([countyIndex('norfolk')]);
    expect(state.forces[1].court).toEqual([1, 2]);
  });

  it('R-7: both is allowed with a lost reward part, and the prompt warns of it', () => {
    const s = counties((s) => {
      inCounty(s, 'norfolk', 0, 2);
      s.forces[0].reserve = s.forces[0].reserve.filter((k) => k !== 1);
      s.forces[0].court.push(1, 1);
      s.players[0].gold = 3;
    });
    expect(english(look(s, 0).prompt)).toBe(
      'Your knight holds Norfolk: take its noble (to your round table), its reward (a new strength-1 knight), both for 3 gold, or neither. Note: no strength-1 knight is in the reserve, so that part of the reward would be lost.',
    );
    // Others read who decides, not the warning.
    expect(english(look(s, 1).prompt)).toBe('Player 1 chooses the noble or the reward of Norfolk.');
    const { state, log } = run(s, 'both');
    expect(logText(log)).toContain('Player 1 has no strength-1 knight in the reserve: the new knight is lost (reward of Norfolk)');
    expect(state.players[0].nobles).toEqual([countyIndex('norfolk')]);
  });

  it('R-37: gold gained at one county pays for both at a later one', () => {
    const s = counties((s) => {
      inCounty(s, 'sussex', 0, 2);
      inCounty(s, 'york', 0, 4);
      s.players[0].nobles = [countyIndex('sussex')];
    });
    expect(s.players[0].gold).toBe(3);
    expect(game.actions(s, 0)).toContain('both');
  });

  it('R-5: declining noble and reward still sends the knight home', () => {
    const s = counties((s) => inCounty(s, 'kent', 0, 1, 1));
    const { state } = run(s, 'pass');
    expect(state.players[0].squires).toBe(0);
    expect(state.forces[0].court).toEqual([1, 2]);
  });

  it('R-20: Warwick builds a tile of the player’s choice; a single unbuilt tile is built by itself', () => {
    const s = counties((s) => {
      inCounty(s, 'warwick', 0, 3);
      s.players[0].nobles = [countyIndex('warwick')];
      s.players[0].built = [true, true, true, false, true, true];
    });
    expect(s.players[0].built[3]).toBe(true);
  });

  it('R-14 T-18: the Passage to France: the Hampshire knight crosses to a free space without favour; squires lost', () => {
    const s = counties((s) => {
      inCounty(s, 'hampshire', 0, 2, 2);
      card(s, 0, 'c05', [[1, [1]]]);
      card(s, 1, 'c06');
      s.players[0].nobles = [countyIndex('hampshire')];
    });
    expect(game.actions(s, 0)).toEqual(['passage c05', 'passage c06', 'pass']);
    const favour = [...s.favour];
    const { state, log } = run(s, 'passage c05');
    expect(state.conflicts[0]?.spaces[1]).toEqual({ force: 0, knights: [2] });
    expect(state.favour).toEqual(favour);
    expect(state.counties[countyIndex('hampshire')].knight).toBeNull();
    expect(logText(log)).toContain('Player 1’s strength-2 knight crosses from Hampshire to the conflict at Cherbourg (space 2), without a King’s favour tile; its 2 squires go to the supply');
    // In 3c it counts for England and for its owner's rank.
    const after = go(state, [{ t: 'conflict', slot: 0 }]);
    expect(logText(after)).toContain('At Cherbourg, England 3 against France 5: France wins at the first attempt; ranks: 1. Player 1 (2) and 2. Player 2 (1)');
    expect(state.players[0].pp).toBe(3);
  });

  it('R-14: with no card able to take the knight, the Passage is lost and the knight goes home', () => {
    const s = counties((s) => {
      inCounty(s, 'hampshire', 0, 1);
      s.players[0].nobles = [countyIndex('hampshire')];
    });
    expect(s.forces[0].court).toEqual([1, 2]);
    expect(s.tasks).toEqual([]);
  });

  it('LA-22: the county’s choice is refused when it is not on offer, with a reason', () => {
    const s = counties((s) => inCounty(s, 'kent', 0, 1));
    expect(refused(s, 0, 'both')).toBe('Both costs 3 gold; you have 0.');
    expect(refused(s, 0, 'free 1')).toMatch(/^That is not a move for this step\. Your knight holds Kent: /);
    expect(refused(s, 0, 'knight 1 kent')).toBe('That is not a move for this step. Your knight holds Kent: take its noble (to your round table), its reward (3 squires), both for 3 gold, or neither.');
  });
});

describe('counties held by allies (2 players)', () => {
  it('AL-10 T-19: an ally in Gloucester upgrades an ally knight; the voting markers are lost', () => {
    const s = counties((s) => {
      court(s, 2, []);
      inCounty(s, 'gloucester', 2, 3);
    }, 2);
    expect(game.actions(s, 0)).toEqual(['noble', 'reward', 'pass']);
    let { state, log } = run(s, 'reward');
    expect(logText(log)).toContain('An ally cannot use 2 voting markers: that part of the reward is lost');
    expect(game.actions(state, 0)).toEqual(['upgrade 3 gloucester', 'pass']);
    state = run(state, 'upgrade 3 gloucester').state;
    expect(state.players[0].markers).toBe(0);
    expect(state.forces[2].court).toEqual([4]);
  });

  it('AL-10 / R-33: the ally’s noble leaves the game; both is never offered', () => {
    const s = counties((s) => {
      inCounty(s, 'kent', 3, 2);
      s.players[1].gold = 9;
    }, 2);
    expect(who(s)).toBe(1);
    expect(game.actions(s, 1)).toEqual(['noble', 'pass']);
    expect(refused(s, 1, 'both')).toBe('An ally has no gold and you may not pay for it, so it cannot take both.');
    expect(refused(s, 1, 'reward')).toBe('An ally cannot use this reward (3 squires).');
    const { state } = run(s, 'noble');
    expect(state.counties[0].nobles).toBe(1);
    expect(state.players[1].nobles).toEqual([]);
  });

  it('AL-10: an ally county with nothing usable and no noble is passed over', () => {
    const s = counties((s) => {
      inCounty(s, 'sussex', 2, 2);
      s.counties[countyIndex('sussex')].nobles = 0;
    }, 2);
    expect(s.tasks).toEqual([]);
    expect(s.players[0].gold).toBe(0);
  });

  it('AL-11 / R-32: an ally in Surrey: the player names the start player; the resources are lost', () => {
    const s = counties((s) => {
      inCounty(s, 'surrey', 3, 2);
      s.counties[countyIndex('surrey')].nobles = 0;
    }, 2);
    expect(who(s)).toBe(1);
    const { state } = run(s, 'start 0');
    expect(state.startPlayer).toBe(0);
    expect(state.players[1]).toMatchObject({ gold: 0, squires: 0 });
  });

  it('R-31 / AL-15: the ally’s Passage to France uses the ally’s own space or the topmost free one', () => {
    const s = counties((s) => {
      inCounty(s, 'hampshire', 2, 2);
      s.counties[countyIndex('hampshire')].nobles = 0;
      card(s, 0, 'c05', [[0, [1]]]);
    }, 2);
    const { state } = run(s, 'passage c05');
    expect(state.conflicts[0]?.spaces[1]).toEqual({ force: 2, knights: [2] });
  });
});
