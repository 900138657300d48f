import { describe, expect, it } from 'vitest';
import { majority, strengths } from '../../../src/games/carolus-magnus/emperor';
import { english } from '../../support/words';
import { build, game, logText, run, territory } from './helpers';

describe('the emperor', () => {
  it('CM-11: the emperor moves clockwise 1 to N steps, N being the disc played', () => {
    const s = build({ seats: 2, discs: [4, 5], reserves: [{}, {}], emperor: 3 });
    expect(game.actions(s, 0)).toEqual(['emperor 1', 'emperor 2', 'emperor 3', 'emperor 4']);
    expect(run(s, 'emperor 4').state.emperor).toBe(7);
  });

  it('CM-11: a merged territory is one step, and the ring wraps from 14 to 0', () => {
    const s = build({
      seats: 2,
      discs: [3, 5],
      reserves: [{}, {}],
      territories: [{ segments: [0, 1, 2], owner: 1, castles: 2 }],
      emperor: 14,
    });
    expect(run(s, 'emperor 1').state.emperor).toBe(0);
    expect(run(s, 'emperor 2').state.emperor).toBe(3);
    expect(run(s, 'emperor 3').state.emperor).toBe(4);
  });

  it('R-9: the emperor may go all the way round the ring; the territory it left is resolved again as a stop', () => {
    // Five territories and disc 5: "emperor 5" comes back to territory 0, where red (seat 0) now leads.
    const s = build({
      seats: 2,
      discs: [5, 4],
      turn: 1,
      reserves: [{ red: 1 }, {}],
      emperor: 0,
      territories: [
        { segments: [0, 1, 2], cubes: { red: 1 } },
        { segments: [3, 4, 5], owner: 1, castles: 1 },
        { segments: [6, 7, 8] },
        { segments: [9, 10, 11], owner: 1, castles: 1 },
        { segments: [12, 13, 14] },
      ],
    });
    const ready = run(s, 'court red').state;
    expect(ready.control[0]).toBe(0);
    expect(game.actions(ready, 0)).toEqual(['emperor 1', 'emperor 2', 'emperor 3', 'emperor 4', 'emperor 5']);
    expect(english(game.describe!(ready, 0, 'emperor 5').text)).toBe('Move the emperor all the way round (5 steps), back to territory 0');
    expect(english(game.describe!(ready, 0, 'emperor 2').text)).toBe('Move the emperor 2 steps, to territory 6');
    const r = run(ready, 'emperor 5');
    expect(r.state.emperor).toBe(0);
    expect(territory(r.state, 0)).toMatchObject({ owner: 0, castles: 1 });
    expect(logText(r.log)).toContain('Player 1 moves the emperor all the way round (5 steps), back to territory 0, which is checked again.');
    expect(logText(r.log)).toContain('Player 1 has the most strength in territory 0 and builds a castle there.');
  });

  it('CM-12: strength counts cubes of controlled colours plus own castles', () => {
    const s = build({
      seats: 3,
      territories: [{ segments: [4], cubes: { red: 2, blue: 1, pink: 3 }, owner: 2, castles: 1 }],
      control: { red: 0, blue: 2, green: 1 },
    });
    expect(strengths(s, territory(s, 4))).toEqual([2, 0, 2]);
  });

  it('CM-12 / R-2: at 4 players a team counts colours controlled by either partner and its castles', () => {
    const s = build({
      seats: 4,
      territories: [{ segments: [4], cubes: { red: 2, blue: 1, pink: 3, green: 1 }, owner: 1, castles: 2 }],
      control: { red: 0, blue: 2, pink: 3, green: 1 },
    });
    expect(strengths(s, territory(s, 4))).toEqual([3, 6]);
  });

  it('CM-13: a strict majority builds one castle; a tie or no strength builds nothing', () => {
    expect(majority([0, 0])).toBeNull();
    expect(majority([2, 2, 1])).toBeNull();
    expect(majority([1, 3, 2])).toBe(1);
    const s = build({
      seats: 2,
      discs: [3, 4],
      reserves: [{}, {}],
      emperor: 0,
      control: { red: 0, blue: 1 },
      territories: [
        { segments: [1], cubes: { red: 2, blue: 1 } },
        { segments: [2], cubes: { red: 1, blue: 1 } },
        { segments: [3], cubes: { green: 4 } },
      ],
    });
    const built = run(s, 'emperor 1');
    expect(territory(built.state, 1)).toMatchObject({ owner: 0, castles: 1 });
    expect(built.state.supply).toEqual([9, 10]);
    expect(logText(built.log)).toContain('Player 1 has the most strength in territory 1 and builds a castle there.');
    expect(territory(run(s, 'emperor 2').state, 2)).toMatchObject({ owner: null, castles: 0 });
    expect(territory(run(s, 'emperor 3').state, 3)).toMatchObject({ owner: null, castles: 0 });
  });

  it('CM-13 / R-3 / R-4: building is automatic and goes to the majority even when another player moved the emperor', () => {
    const s = build({
      seats: 3,
      reserves: [{}, {}, {}],
      emperor: 9,
      control: { pink: 2 },
      territories: [{ segments: [10], cubes: { pink: 1 } }],
    });
    const after = run(s, 'emperor 1').state;
    expect(territory(after, 10)).toMatchObject({ owner: 2, castles: 1 });
    expect(after.supply).toEqual([8, 8, 7]);
  });

  it('CM-14 scenario 1: white gains green in court and replaces the black castle (3 to 1)', () => {
    // White is seat 0, black seat 1. Territory 5: 2 green, 1 red, one black castle.
    const s = build({
      seats: 2,
      discs: [3, 4],
      emperor: 3,
      reserves: [{ green: 2, red: 1 }, {}],
      courts: [{ green: 1, red: 2 }, { green: 2 }],
      control: { green: 1, red: 0 },
      territories: [{ segments: [5], cubes: { green: 2, red: 1 }, owner: 1, castles: 1 }],
    });
    expect(strengths(s, territory(s, 5))).toEqual([1, 3]);
    const r = run(s, 'court green', 'court green', 'court red', 'emperor 2');
    expect(r.state.control[2]).toBe(0);
    expect(territory(r.state, 5)).toMatchObject({ owner: 0, castles: 1 });
    expect(r.state.supply).toEqual([9, 10]);
    expect(logText(r.log)).toContain('Player 1 takes territory 5, 3 to 1: the castle of Player 2 is replaced.');
  });

  it('CM-14 / CM-16 scenario 2: the counter-attack takes 3 castles 7 to 6 and merges both neighbours into 5 castles', () => {
    // White (seat 0) has B = 2 and D = 6; black (seat 1) has A = {0, 1} and C = {3, 4, 5}.
    const s = build({
      seats: 2,
      discs: [3, 4],
      emperor: 0,
      reserves: [{ yellow: 3, red: 2 }, {}],
      courts: [
        { red: 7, pink: 8, yellow: 5, blue: 6, green: 3 },
        { red: 6, pink: 5, yellow: 6, blue: 8, green: 5 },
      ],
      control: { red: 0, pink: 0, yellow: 1, blue: 1, green: 1 },
      territories: [
        { segments: [0, 1], cubes: { blue: 2, green: 1 }, owner: 1, castles: 2 },
        { segments: [2], cubes: { red: 1 }, owner: 0, castles: 1 },
        { segments: [3, 4, 5], cubes: { green: 2, blue: 1, yellow: 3, red: 2, pink: 1 }, owner: 1, castles: 3 },
        { segments: [6], cubes: { pink: 1 }, owner: 0, castles: 1 },
      ],
    });
    expect(strengths(s, territory(s, 3))).toEqual([3, 9]);
    const r = run(s, 'court yellow', 'court yellow', 'land yellow 3', 'emperor 2');
    expect(r.state.control[1]).toBe(0);
    const merged = territory(r.state, 2);
    expect(merged).toMatchObject({ segments: [2, 3, 4, 5, 6], owner: 0, castles: 5 });
    expect(merged.cubes).toEqual([3, 4, 2, 1, 2]);
    expect(r.state.emperor).toBe(2);
    expect(r.state.territories).toHaveLength(10);
    expect(r.state.supply).toEqual([5, 8]);
    const text = logText(r.log);
    expect(text).toContain('Player 1 takes territory 3, 7 to 6: the 3 castles of Player 2 are replaced.');
    expect(text).toContain('Territories 2, 3, and 6 merge into territory 2.');
  });

  it('CM-14: no change when the owner is still strongest or on a tie, and no castle is added', () => {
    const base = {
      seats: 2,
      discs: [2, 4],
      reserves: [{}, {}],
      emperor: 7,
      control: { red: 0, blue: 1 },
    };
    const strongest = build({ ...base, territories: [{ segments: [8], cubes: { red: 3, blue: 1 }, owner: 0, castles: 1 }] });
    expect(territory(run(strongest, 'emperor 1').state, 8)).toMatchObject({ owner: 0, castles: 1 });
    const tie = build({ ...base, territories: [{ segments: [8], cubes: { red: 1, blue: 3 }, owner: 0, castles: 2 }] });
    const after = run(tie, 'emperor 1').state;
    expect(territory(after, 8)).toMatchObject({ owner: 0, castles: 2 });
    expect(after.supply).toEqual(tie.supply);
  });

  it('CM-14: at 3 players the strictly strongest non-owner takes over; a tie between challengers does nothing', () => {
    const base = { seats: 3, reserves: [{}, {}, {}], emperor: 7, control: { red: 0, blue: 1, green: 2 } };
    const take = build({ ...base, territories: [{ segments: [8], cubes: { red: 1, blue: 4, green: 3 }, owner: 0, castles: 2 }] });
    expect(territory(run(take, 'emperor 1').state, 8)).toMatchObject({ owner: 1, castles: 2 });
    const tied = build({ ...base, territories: [{ segments: [8], cubes: { red: 1, blue: 4, green: 4 }, owner: 0, castles: 2 }] });
    expect(territory(run(tied, 'emperor 1').state, 8)).toMatchObject({ owner: 0, castles: 2 });
  });

  it('CM-14 / R-2: at 4 players castles are the team’s and a team takeover uses both partners’ colours', () => {
    const s = build({
      seats: 4,
      reserves: [{}, {}, {}, {}],
      emperor: 7,
      control: { red: 0, pink: 2, blue: 1 },
      territories: [{ segments: [8], cubes: { red: 2, pink: 2, blue: 1 }, owner: 1, castles: 2 }],
    });
    const r = run(s, 'emperor 1');
    expect(territory(r.state, 8)).toMatchObject({ owner: 0, castles: 2 });
    expect(r.state.supply).toEqual([8, 10]);
    expect(logText(r.log)).toContain(
      'Black team (Player 1 and Player 3) takes territory 8, 4 to 3: the 2 castles of White team (Player 2 and Player 4) are replaced.',
    );
  });

  it('CM-16: merging chains over several neighbours on both sides and is not re-checked', () => {
    const s = build({
      seats: 2,
      reserves: [{}, {}],
      emperor: 5,
      control: { red: 0, blue: 1 },
      territories: [
        { segments: [4], owner: 0, castles: 1 },
        { segments: [5, 6], cubes: { blue: 9 }, owner: 0, castles: 2 },
        { segments: [7], cubes: { red: 1 } },
        { segments: [8], owner: 0, castles: 1 },
        { segments: [9], owner: 1, castles: 1 },
      ],
    });
    const r = run(s, 'emperor 1');
    // Blue (seat 1) is far stronger in the merged territory, but it is not re-checked.
    expect(territory(r.state, 4)).toMatchObject({ segments: [4, 5, 6, 7, 8], owner: 0, castles: 5 });
    expect(r.state.emperor).toBe(4);
    expect(territory(r.state, 9)).toMatchObject({ owner: 1, castles: 1 });
    expect(logText(r.log)).toContain('Territories 4, 5, 7, and 8 merge into territory 4.');
  });

  it('CM-16: merging across segments 14 and 0 keeps the ring in order; the merged territory is named 0', () => {
    const s = build({
      seats: 2,
      reserves: [{}, {}],
      emperor: 13,
      control: { red: 0 },
      territories: [
        { segments: [14], cubes: { red: 1 } },
        { segments: [0, 1], owner: 0, castles: 2 },
      ],
    });
    const after = run(s, 'emperor 1').state;
    expect(after.territories[0]).toMatchObject({ id: 0, segments: [14, 0, 1], owner: 0, castles: 3 });
    expect(after.territories.map((t) => t.id)).toEqual([0, ...Array.from({ length: 12 }, (_, i) => i + 2)]);
    expect(after.emperor).toBe(0);
    expect(game.actions(after, 1).includes('land red 14')).toBe(false);
  });

  it('CM-16 / R-5: merging also follows a takeover', () => {
    const s = build({
      seats: 2,
      reserves: [{}, {}],
      emperor: 2,
      control: { red: 0, blue: 1 },
      territories: [
        { segments: [3], cubes: { red: 3 }, owner: 1, castles: 1 },
        { segments: [4], owner: 0, castles: 1 },
      ],
    });
    const after = run(s, 'emperor 1').state;
    expect(territory(after, 3)).toMatchObject({ segments: [3, 4], owner: 0, castles: 2 });
  });

  it('CM-17: castles are checked only where the emperor stops', () => {
    const s = build({
      seats: 2,
      discs: [4, 5],
      reserves: [{}, {}],
      emperor: 0,
      control: { red: 0, blue: 1 },
      territories: [
        { segments: [1], cubes: { red: 1 } },
        { segments: [2], cubes: { red: 5 }, owner: 1, castles: 1 },
        { segments: [4], cubes: { blue: 1 } },
      ],
    });
    const after = run(s, 'emperor 4').state;
    expect(territory(after, 1).owner).toBeNull();
    expect(territory(after, 2)).toMatchObject({ owner: 1, castles: 1 });
    expect(territory(after, 4)).toMatchObject({ owner: 1, castles: 1 });
  });
});
