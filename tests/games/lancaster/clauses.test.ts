import { describe, expect, it } from 'vitest';
import type { LancasterState } from '../../../src/games/lancaster/state';
import { english } from '../../support/words';
import {
  builtTiles,
  card,
  countyIndex,
  court,
  from,
  game,
  go,
  inCastle,
  inCounty,
  logText,
  look,
  refused,
  run,
  runAs,
  table,
  who,
} from './helpers';

/** Where every knight of a force stands, as plain data, for before/after comparisons. */
function positions(s: LancasterState, force: number): unknown {
  return {
    court: [...s.forces[force].court],
    castle: [...s.forces[force].castle],
    counties: s.counties.map((c) => (c.knight?.force === force ? { ...c.knight } : null)),
    conflicts: s.conflicts.map((c) => c?.spaces.map((x) => (x?.force === force ? [...x.knights] : null)) ?? null),
  };
}

describe('clauses of the rulings digest', () => {
  it('LA-15: a placed knight stays where it is through phase 1 and parliament; it cannot be moved again', () => {
    const s = table(3);
    card(s, 0, 'c05');
    court(s, 0, [1, 2]);
    court(s, 1, [1]);
    court(s, 2, [2]);
    s.laws = ['l03', 'l07', 'l12']; // automatic laws that move nothing
    s.proposals = ['l04', 'l16', 'l17'].map((law) => ({ law, outcome: null, votes: null }));
    s.favour = s.favour.map(() => false); // no favour tile, so no upgrade swap
    for (const p of s.players) {
      p.gold = 0;
      p.squires = 0;
    }
    go(s, from('placement'));
    let state = run(s, 'knight 1 s1').state;
    state = run(state, 'knight 1 kent').state; // no squires to add: taken as 0 (AS-8)
    state = run(state, 'knight 2 c05').state;
    // Seat 0's strength-1 knight is on s1: it may not be placed (moved) a second time.
    expect(who(state)).toBe(0);
    expect(refused(state, 0, 'knight 1 s2')).toBe('You have no knight of strength 1 at court.');
    expect(game.actions(state, 0).every((a) => a.startsWith('knight 2 '))).toBe(true);
    state = run(state, 'knight 2 sussex').state;
    expect(state.phase).toBe('parliament');
    const placed = [0, 1, 2].map((f) => positions(state, f));
    // Three votes, the markers returned and the three laws applied: nothing has moved.
    for (let proposal = 0; proposal < 3; proposal++) {
      for (let seat = 0; seat < 3; seat++) state = runAs(state, seat, 'vote no 0').state;
    }
    expect(state.phase).toBe('counties');
    expect([0, 1, 2].map((f) => positions(state, f))).toEqual(placed);
    expect(state.forces[0].castle[0]).toBe(1);
    expect(state.counties[countyIndex('kent')].knight).toEqual({ force: 1, strength: 1, squires: 0 });
    expect(state.counties[countyIndex('sussex')].knight).toEqual({ force: 0, strength: 2, squires: 0 });
    expect(state.conflicts[0]?.spaces[0]).toEqual({ force: 2, knights: [2] });
  });

  it('LA-16: proposals are voted one at a time, 1 then 2 then 3; each is revealed before the next opens', () => {
    const s = table(3);
    s.laws = ['l03', 'l07', 'l12'];
    s.proposals = ['l04', 'l16', 'l17'].map((law) => ({ law, outcome: null, votes: null }));
    for (const p of s.players) {
      p.gold = 0;
      p.squires = 0;
      p.markers = 0;
    }
    const log = go(s, from('vote').slice(0, 3));
    expect(s.tasks[0]).toMatchObject({ t: 'vote', proposal: 0 });
    expect(logText(log)).toContain('Parliament, proposal 1: Buy voting markers at 1 gold each, as many as you like. Every player votes in secret.');
    expect(logText(log)).not.toContain('Parliament, proposal 2');
    let state = runAs(s, 0, 'vote yes 0').state;
    // Seat 0 cannot go on to proposal 2 while proposal 1 is still open.
    expect(refused(state, 0, 'vote yes 0')).toBe('You have already voted on proposal 1; waiting for the other players.');
    state = runAs(state, 1, 'vote yes 0').state;
    const lines: string[] = [];
    const r = runAs(state, 2, 'vote yes 0');
    lines.push(...r.log.map((l) => english(l.text)));
    state = r.state;
    // Proposal 1 is revealed and passed before proposal 2 opens.
    expect(state.proposals.map((p) => p.outcome)).toEqual(['passed', null, null]);
    expect(state.laws).toEqual(['l07', 'l12', 'l04']);
    expect(state.tasks[0]).toMatchObject({ t: 'vote', proposal: 1 });
    for (const proposal of [1, 2]) {
      for (let seat = 0; seat < 3; seat++) {
        const x = runAs(state, seat, 'vote yes 0');
        lines.push(...x.log.map((l) => english(l.text)));
        state = x.state;
      }
      expect(state.proposals[proposal].outcome).toBe('passed');
    }
    // Each passed law went in at the right in the order voted: 1, then 2, then 3.
    expect(state.laws).toEqual(['l04', 'l16', 'l17']);
    const at = (text: string) => lines.findIndex((l) => l.includes(text));
    expect(at('proposal 1 is passed')).toBeGreaterThanOrEqual(0);
    expect(at('proposal 1 is passed')).toBeLessThan(at('Parliament, proposal 2'));
    expect(at('Parliament, proposal 2')).toBeLessThan(at('proposal 2 is passed'));
    expect(at('proposal 2 is passed')).toBeLessThan(at('Parliament, proposal 3'));
    expect(at('Parliament, proposal 3')).toBeLessThan(at('proposal 3 is passed'));
  });

  it('LA-37: castles count built extension tiles, the setup tile included; gold breaks ties; 8 and 4 PP', () => {
    let state = game.setup({ seats: 3, seed: 'test' });
    state = runAs(state, 0, 'build x3').state;
    state = runAs(state, 1, 'build x4').state;
    state = runAs(state, 2, 'build x5').state;
    // The tile chosen at setup is built and counts.
    expect(state.players.map((p) => p.built.filter((b) => b).length)).toEqual([1, 1, 1]);
    state.players[2].built[0] = true; // seat 2 builds a second tile later in the game
    state.round = 5;
    state.startPlayer = 0;
    state.players.forEach((p, seat) => {
      p.gold = [9, 5, 0][seat];
      p.squires = 2; // equal knights and squires: knighthood splits 12 as 4 each
      p.pp = 0;
    });
    const log = logText(go(state, [{ t: 'endRound' }]));
    expect(log).toContain('Castles (extension tiles built; gold breaks ties): Player 1 1 (9), Player 2 1 (5), and Player 3 2 (0)');
    // Castles: seat 2 (2 tiles) 8; seats 0 and 1 tie on tiles and seat 0 has more gold: 4.
    expect(state.players.map((p) => p.pp)).toEqual([4 + 4, 4 + 0, 4 + 8]);
  });

  it('R-3: a new knight is a strength-1 knight from the reserve to court; without one in the reserve, nothing', () => {
    const s = table(3);
    // Seat 0 holds Norfolk with its 2; its reserve holds 1, 2, 3 and 4.
    inCounty(s, 'norfolk', 0, 2);
    court(s, 0, [1, 1]);
    expect(s.forces[0].reserve).toEqual([1, 2, 3, 4]);
    go(s, [{ t: 'county', county: countyIndex('norfolk') }]);
    let state = run(s, 'reward').state;
    expect(state.forces[0].court).toEqual([1, 1, 1, 2]);
    expect(state.forces[0].reserve).toEqual([2, 3, 4]);
    // Seat 1 holds Norfolk and owns all three strength-1 knights: no substitute knight.
    inCounty(state, 'norfolk', 1, 2);
    court(state, 1, [1, 1, 1]);
    expect(state.forces[1].reserve).toEqual([2, 3, 4]);
    go(state, [{ t: 'county', county: countyIndex('norfolk') }]);
    const r = run(state, 'reward');
    expect(logText(r.log)).toContain('Player 2 has no strength-1 knight in the reserve: the new knight is lost (reward of Norfolk)');
    expect(r.state.forces[1].court).toEqual([1, 1, 1, 2]);
    expect(r.state.forces[1].reserve).toEqual([2, 3, 4]);
  });

  it('R-4: a reward part that cannot be carried out is lost with no substitute; the other parts still come', () => {
    const s = table(3);
    // Seat 0 owns every knight, so nothing can be upgraded; its 3 holds Gloucester.
    court(s, 0, [1, 1, 1, 2, 2, 4]);
    inCounty(s, 'gloucester', 0, 3);
    // Seat 1 has built all six tiles and holds York with its 4.
    inCounty(s, 'york', 1, 4);
    builtTiles(s, 1, ['x1', 'x2', 'x3', 'x4', 'x5', 'x6']);
    s.players.forEach((p) => {
      p.gold = 0;
      p.squires = 0;
      p.markers = 0;
    });
    go(s, [{ t: 'county', county: countyIndex('gloucester') }, { t: 'county', county: countyIndex('york') }]);
    expect(who(s)).toBe(0);
    const a = run(s, 'reward');
    expect(logText(a.log)).toContain('Player 1 has no knight that can be upgraded: the upgrade is lost (reward of Gloucester)');
    // The 2 voting markers still come; nothing replaces the upgrade.
    expect(a.state.players[0]).toMatchObject({ markers: 2, gold: 0, squires: 0, pp: 0 });
    expect(a.state.forces[0].court).toEqual([1, 1, 1, 2, 2, 3, 4]);
    expect(a.state.forces[0].reserve).toEqual([]);
    expect(who(a.state)).toBe(1);
    const b = run(a.state, 'reward');
    expect(logText(b.log)).toContain('Player 2 has built all six extension tiles: the tile is lost (reward of York)');
    // The 2 gold still come; nothing replaces the tile.
    expect(b.state.players[1]).toMatchObject({ gold: 2, squires: 0, markers: 0, pp: 0 });
    expect(b.state.players[1].built).toEqual([true, true, true, true, true, true]);
    expect(b.state.tasks).toEqual([]);
  });

  it('R-27: gold, squires and voting markers are never refused because the 37 pieces have run out', () => {
    const s = table(3);
    s.players.forEach((p) => {
      p.gold = 37;
      p.squires = 37;
      p.markers = 37;
    });
    inCounty(s, 'kent', 0, 1);
    inCounty(s, 'sussex', 1, 2);
    inCastle(s, 2, 2, 1); // s3: 2 voting markers
    for (const c of s.counties) c.nobles = 0; // only the reward is on offer (AS-8)
    const log = logText(go(s, [{ t: 'county', county: 0 }, { t: 'county', county: 2 }, { t: 'castles' }]));
    expect(log).toContain('Player 1 gains 3 squires (reward of Kent)');
    expect(log).toContain('Player 2 gains 3 gold (reward of Sussex)');
    expect(s.players[0].squires).toBe(40);
    expect(s.players[1].gold).toBe(40);
    // Seat 2: s3's 2 markers, then 1 for the lord of the castle (LA-26).
    expect(s.players[2].markers).toBe(37 + 2 + 1);
    expect(s.players.reduce((a, p) => a + p.squires, 0)).toBe(3 * 37 + 3);
  });

  it('R-29: six King\u2019s favour tiles at every player count, 2 to 5', () => {
    for (const seats of [2, 3, 4, 5]) {
      expect(game.setup({ seats, seed: `r29-${seats}` }).favour).toEqual([true, true, true, true, true, true]);
      const s = table(seats);
      card(s, 0, 'c05');
      go(s, [{ t: 'place', seat: 0 }]);
      expect(look(s, null).favour.map((f) => f.faceUp)).toEqual([true, true, true, true, true, true]);
      const { state } = run(s, 'knight 1 c05');
      expect(game.actions(state, 0)).toEqual(['favour 1', 'favour 2', 'favour 3', 'favour 4', 'favour 5', 'favour 6']);
    }
  });

  it('LA-14: a favour tile named by anything but a whole number is refused with words (the "favour 1.5" crash)', () => {
    const s = table(2);
    card(s, 0, 'c05');
    go(s, [{ t: 'place', seat: 0 }]);
    const { state } = run(s, 'knight 1 c05');
    for (const bad of ['favour 1.5', 'favour 1e0', 'favour -1', 'favour 99999999999', 'favour ١', 'favour']) {
      expect(refused(state, 0, bad)).toBe('Name a face-up King’s favour tile by its number, 1 to 6: for example “favour 1”.');
    }
  });

  it('R-36: knights of equal strength are interchangeable: one command per strength and place', () => {
    const s = table(3);
    card(s, 0, 'c05');
    inCounty(s, 'kent', 0, 1);
    court(s, 0, [1, 1, 2]);
    expect(s.forces[0].reserve).toEqual([2, 3, 4]);
    go(s, [{ t: 'place', seat: 0 }]);
    // Two strength-1 knights at court: each destination is offered once, by strength.
    const placements = game.actions(s, 0);
    expect(new Set(placements).size).toBe(placements.length);
    expect(placements.filter((a) => a === 'knight 1 s1')).toHaveLength(1);
    expect(placements.every((a) => /^knight [12] /.test(a))).toBe(true);
    s.favour = [false, false, false, true, false, false]; // only kf4, an upgrade
    const { state } = run(s, 'knight 2 c05');
    // The two 1s at court are one target; the 1 in Kent is another place, so another target.
    expect(game.actions(state, 0)).toEqual(['upgrade 1 court', 'upgrade 1 kent', 'upgrade 2 c05', 'pass']);
    const end = run(state, 'upgrade 1 court').state;
    expect(end.forces[0].court).toEqual([1, 2]);
    expect(end.forces[0].reserve).toEqual([1, 3, 4]);
    expect(end.counties[countyIndex('kent')].knight).toEqual({ force: 0, strength: 1, squires: 0 });
  });
});
