import { describe, expect, it } from 'vitest';
import { card, countyIndex, court, from, game, go, inCounty, logText, refused, run, table, who } from './helpers';

// The rulebook's colours: blue = seat 0, yellow = seat 1, red = seat 2.
const BLUE = 0;
const YELLOW = 1;
const RED = 2;

describe('phase 1: placing knights', () => {
  it('LA-8: the start player places first, then clockwise, one knight each turn', () => {
    const s = table(3, { start: 1 });
    go(s, from('placement'));
    expect(who(s)).toBe(1);
    let { state } = run(s, 'knight 1 s1');
    expect(who(state)).toBe(2);
    state = run(state, 'knight 1 s1').state;
    expect(who(state)).toBe(0);
  });

  it('LA-8: a player with an empty court is skipped; the last one places one knight after another', () => {
    const s = table(3);
    court(s, 0, [1]);
    court(s, 1, []);
    court(s, 2, [1, 2, 3]);
    go(s, from('placement'));
    let { state } = run(s, 'knight 1 s1');
    expect(who(state)).toBe(2);
    state = run(state, 'knight 1 s1').state;
    expect(who(state)).toBe(2);
    state = run(state, 'knight 2 s2').state;
    expect(who(state)).toBe(2);
    const { state: end, log } = run(state, 'knight 3 s3');
    expect(end.phase).toBe('parliament');
    expect(logText(log)).toContain('No knight can be placed any more: phase 1 ends');
  });

  it('LA-10 / LA-11 / AS-3 T-5: displacement needs a strictly greater total; squires never count toward the minimum', () => {
    const s = table(3);
    go(s, from('placement'));
    let state = run(s, 'knight 2 stafford', 'squires 0').state;
    expect(state.counties[countyIndex('stafford')].knight).toEqual({ force: BLUE, strength: 2, squires: 0 });
    expect(who(state)).toBe(YELLOW);
    // Str-1 with 1 squire ties at 2: refused; with 2 squires it is 3 > 2.
    state.players[YELLOW].squires = 3;
    state = run(state, 'knight 1 stafford').state;
    expect(game.actions(state, YELLOW)).toEqual(['squires 2', 'squires 3']);
    expect(refused(state, YELLOW, 'squires 1')).toBe('Add from 2 to 3 squires to the knight entering Stafford: enough to beat the knight there, and no more than you have.');
    const r = run(state, 'squires 2');
    state = r.state;
    expect(logText(r.log)).toContain('Player 1’s strength-2 knight is displaced from Stafford and returns to court');
    expect(state.counties[countyIndex('stafford')].knight).toEqual({ force: YELLOW, strength: 1, squires: 2 });
    expect(state.players[YELLOW].squires).toBe(1);
    expect(state.forces[BLUE].court).toEqual([1, 2]);
    // Red's turn; then blue gets turns again with the displaced knight.
    state = run(state, 'knight 1 s1').state;
    expect(who(state)).toBe(BLUE);
    expect(game.actions(state, BLUE)).toContain('knight 2 stafford');
  });

  it('LA-11 T-5: a player never displaces his own knight; Gloucester refuses a strength-1 knight', () => {
    const s = table(3);
    inCounty(s, 'stafford', BLUE, 2);
    s.forces[BLUE].court = [1];
    s.forces[BLUE].reserve = [1, 1, 2, 3, 4];
    s.players[BLUE].squires = 4;
    go(s, [{ t: 'place', seat: BLUE }]);
    expect(refused(s, BLUE, 'knight 1 stafford')).toBe('Stafford is held by your own knight: you never displace your own.');
    expect(refused(s, BLUE, 'knight 1 gloucester')).toBe('Gloucester needs a knight of strength 3 or more; squires do not count toward it.');
  });

  it('LA-11 / R-8 T-6: the displaced squires go to the supply and are not refunded', () => {
    const s = table(3);
    inCounty(s, 'kent', BLUE, 2, 1);
    court(s, RED, [3]);
    s.players[RED].squires = 2;
    s.players[BLUE].squires = 5;
    go(s, [{ t: 'place', seat: RED }]);
    let { state } = run(s, 'knight 3 kent');
    expect(game.actions(state, RED)).toEqual(['squires 1', 'squires 2']);
    expect(refused(state, RED, 'squires 0')).toBe('Add from 1 to 2 squires to the knight entering Kent: enough to beat the knight there, and no more than you have.');
    state = run(state, 'squires 1').state;
    expect(state.counties[0].knight).toEqual({ force: RED, strength: 3, squires: 1 });
    expect(state.players[BLUE].squires).toBe(5);
    expect(state.forces[BLUE].court).toEqual([1, 2]);
  });

  it('LA-11: with no squires a tie of strengths cannot displace', () => {
    const s = table(3);
    inCounty(s, 'kent', BLUE, 2);
    court(s, RED, [2]);
    s.players[RED].squires = 0;
    go(s, [{ t: 'place', seat: RED }]);
    expect(refused(s, RED, 'knight 2 kent')).toBe('Kent is held with strength 2; a knight of strength 2 and no squires cannot beat it.');
  });

  it('LA-12 / R-28: only the own castle; extension spaces only on built tiles; one knight per space', () => {
    const s = table(3);
    s.players[BLUE].built[2] = true;
    go(s, [{ t: 'place', seat: BLUE }]);
    const actions = game.actions(s, BLUE);
    expect(actions).toContain('knight 1 x3');
    expect(actions).not.toContain('knight 1 x4');
    expect(refused(s, BLUE, 'knight 1 x4')).toBe('Your Stables is not built: its knight space exists only on a built tile.');
    const { state } = run(s, 'knight 1 s1');
    state.tasks.unshift({ t: 'place', seat: BLUE });
    expect(refused(state, BLUE, 'knight 2 s1')).toBe('There is already a knight on the castle space for 2 squires: one knight per space.');
  });

  it('LA-13: a new participant takes the topmost free space; the same player stacks on his own', () => {
    const s = table(3);
    card(s, 0, 'c05', [null, [YELLOW, [1]]]);
    court(s, BLUE, [1, 2]);
    go(s, [{ t: 'place', seat: BLUE }, { t: 'place', seat: BLUE }]);
    let { state } = run(s, 'knight 1 c05', 'favour 1');
    expect(state.conflicts[0]?.spaces[0]).toEqual({ force: BLUE, knights: [1] });
    state = run(state, 'knight 2 c05', 'favour 2').state;
    expect(state.conflicts[0]?.spaces[0]).toEqual({ force: BLUE, knights: [1, 2] });
  });

  it('LA-13: a full card is closed to a newcomer', () => {
    const s = table(4);
    card(s, 0, 'c05', [[1, [1]], [2, [1]], [3, [1]]]);
    go(s, [{ t: 'place', seat: 0 }]);
    expect(refused(s, 0, 'knight 1 c05')).toBe('No space is free for you in the conflict at Cherbourg: each side holds at most one of its three spaces.');
  });

  it('LA-14 / R-9 T-12: the first six knights take a favour tile each, the seventh none; LA-34 turns them up', () => {
    const s = table(4);
    card(s, 0, 'c11');
    card(s, 1, 'c12');
    court(s, 0, [1, 2]);
    court(s, 1, [1, 2]);
    court(s, 2, [1, 2]);
    court(s, 3, [1]);
    go(s, from('placement'));
    let state = s;
    const took: number[] = [];
    const cards = ['c11', 'c12'];
    for (let i = 0; i < 7; i++) {
      const seat = who(state);
      const strength = state.forces[seat].court[0];
      const up = state.favour.filter((x) => x).length;
      state = run(state, `knight ${strength} ${cards[seat % 2]}`).state;
      // Take the first face-up tile (a single one is taken by itself, AS-8) and decline its choice.
      for (let next = state.tasks[0]; next?.t === 'favour' || next?.t === 'upgrade' || next?.t === 'noble'; next = state.tasks[0]) {
        state = run(state, next.t === 'favour' ? `favour ${state.favour.findIndex((x) => x) + 1}` : 'pass').state;
      }
      if (state.favour.filter((x) => x).length < up) took.push(seat);
    }
    expect(took).toEqual([0, 1, 2, 3, 0, 1]);
    expect(state.favour.every((up) => !up)).toBe(true);
    expect(state.phase).toBe('parliament');
    // LA-34: all six face up again in the next round.
    state.tasks = [{ t: 'endRound' }];
    go(state, state.tasks);
    expect(state.favour.every((up) => up)).toBe(true);
  });

  it('R-11: a favour upgrade may swap a county knight, which then defends with its new strength', () => {
    const s = table(3);
    card(s, 0, 'c05');
    inCounty(s, 'kent', BLUE, 1);
    court(s, BLUE, [2]);
    go(s, [{ t: 'place', seat: BLUE }]);
    s.favour = [false, false, false, true, false, false];
    const { state } = run(s, 'knight 2 c05', 'upgrade 1 kent');
    expect(state.counties[0].knight).toEqual({ force: BLUE, strength: 2, squires: 0 });
    expect(state.forces[BLUE].reserve).toContain(1);
  });

  it('R-10: the favour noble comes from a county of the player’s choice and shrinks its stack', () => {
    const s = table(3);
    card(s, 0, 'c05');
    go(s, [{ t: 'place', seat: BLUE }]);
    s.players[BLUE].nobles = [0];
    const { state } = run(s, 'knight 1 c05', 'favour 6');
    expect(game.actions(state, BLUE)).not.toContain('noble kent');
    const end = run(state, 'noble york').state;
    expect(end.players[BLUE].nobles).toEqual([0, countyIndex('york')]);
    expect(end.counties[countyIndex('york')].nobles).toBe(1);
  });

  it('R-12: a player with no legal destination is skipped', () => {
    const s = table(3);
    court(s, 0, [1]);
    court(s, 1, []);
    court(s, 2, [1]);
    // Seat 0's castle is full and every county and card is closed to a strength-1 knight.
    s.forces[0].castle = [9, 9, 9, null, null, null, null, null, null];
    for (let c = 0; c < 9; c++) s.counties[c].knight = { force: 1, strength: 4, squires: 9 };
    s.players[0].squires = 0;
    go(s, from('placement'));
    expect(who(s)).toBe(2);
  });

  it('LA-9 / AS-8: a single legal placement is made without asking', () => {
    const s = table(3);
    court(s, 0, [1]);
    court(s, 1, []);
    court(s, 2, []);
    s.forces[0].castle = [9, 9, null, null, null, null, null, null, null];
    for (let c = 0; c < 9; c++) s.counties[c].knight = { force: 1, strength: 4, squires: 9 };
    s.players[0].squires = 0;
    const log = go(s, from('placement'));
    expect(logText(log)).toContain('Player 1 places a strength-1 knight on the castle space for 2 voting markers');
    expect(s.phase).toBe('parliament');
  });
});

describe('placing ally knights (2 players)', () => {
  it('AL-4 / AL-5: the player places his own knight or his ally’s; each only in its own castle', () => {
    const s = table(2);
    go(s, from('placement'));
    const actions = game.actions(s, 0);
    expect(actions).toContain('ally 2 ac1');
    expect(actions).toContain('knight 1 s1');
    expect(actions).not.toContain('ally 2 s1');
    expect(actions).not.toContain('knight 1 ac1');
    expect(refused(s, 0, 'ally 2 s1')).toBe('Ally knights may not enter your castle.');
    expect(refused(s, 0, 'knight 1 ac1')).toBe('Your knights may not enter your ally’s castle.');
  });

  it('AL-6: no squires for ally knights; never displace your own ally; strictly stronger displaces the enemy', () => {
    const s = table(2);
    inCounty(s, 'kent', 0, 2);
    inCounty(s, 'norfolk', 2, 2);
    inCounty(s, 'sussex', 1, 2);
    inCounty(s, 'warwick', 3, 3);
    court(s, 2, [3]);
    go(s, [{ t: 'place', seat: 0 }]);
    expect(refused(s, 0, 'ally 3 kent')).toBe('Kent is held by your own knight: you never displace your own.');
    expect(refused(s, 0, 'ally 3 norfolk')).toBe('Norfolk is held by your ally’s knight: you never displace your own.');
    expect(refused(s, 0, 'ally 3 warwick')).toBe('Warwick is held with strength 3; an ally knight of strength 3 needs more than that, and allies take no squires.');
    const { state } = run(s, 'ally 3 sussex');
    // No squire step for an ally.
    expect(state.counties[countyIndex('sussex')].knight).toEqual({ force: 2, strength: 3, squires: 0 });
    expect(state.forces[1].court).toContain(2);
  });

  it('AL-4: a player is skipped only when both courts are empty', () => {
    const s = table(2);
    court(s, 0, []);
    court(s, 1, [1]);
    go(s, from('placement'));
    expect(who(s)).toBe(0);
    expect(game.actions(s, 0).every((a) => a.startsWith('ally 2 '))).toBe(true);
  });

  it('AL-7 / AL-8: an ally knight counts for the favour; gold is lost, an upgrade goes to an ally knight', () => {
    const s = table(2);
    card(s, 0, 'c05');
    go(s, [{ t: 'place', seat: 0 }, { t: 'place', seat: 0 }]);
    const gold = s.players[0].gold;
    let { state, log } = run(s, 'ally 2 c05', 'favour 1');
    expect(logText(log)).toContain('An ally keeps no gold or squires: the favour (2 gold) is lost');
    expect(state.players[0].gold).toBe(gold);
    state.forces[2].court = [1];
    state.forces[2].reserve = [1, 1, 2, 3, 4];
    ({ state } = run(state, 'ally 1 c05', 'favour 4'));
    expect(game.actions(state, 0)).toEqual(['upgrade 2 c05', 'upgrade 1 c05', 'pass']);
    state = run(state, 'upgrade 2 c05').state;
    expect(state.conflicts[0]?.spaces[0]).toEqual({ force: 2, knights: [3, 1] });
  });

  it('AL-8: the ally’s noble favour removes any county’s tile from the game', () => {
    const s = table(2);
    card(s, 0, 'c05');
    go(s, [{ t: 'place', seat: 0 }]);
    s.favour = [false, false, false, false, false, true];
    const { state, log } = run(s, 'ally 2 c05', 'noble york');
    expect(state.counties[countyIndex('york')].nobles).toBe(1);
    expect(state.players[0].nobles).toEqual([]);
    expect(logText(log)).toContain('Player 1 removes a York noble from the game for the ally');
  });
});
