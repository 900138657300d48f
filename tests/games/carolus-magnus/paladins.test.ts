import { describe, expect, it } from 'vitest';
import { build, game, logText, run, territory, who } from './helpers';

describe('playing paladins', () => {
  it.each([
    [2, 3],
    [3, 4],
    [4, 3],
  ])('CM-8 / R-1: at %i players a turn plays exactly %i paladins, then the emperor step', (seats, size) => {
    let s = build({ seats, reserves: Array.from({ length: seats }, () => ({ red: 9 })) });
    for (let i = 0; i < size; i++) {
      expect(s.step).toEqual({ kind: 'paladin', seat: 0, left: size - i });
      s = run(s, 'land red 5').state;
    }
    expect(s.step).toEqual({ kind: 'emperor', seat: 0, max: 1 });
    expect(territory(s, 5).cubes[0]).toBe(size);
  });

  it('CM-8: paladins, then the emperor, then the dice — as many dice as paladins played', () => {
    let s = build({ seats: 2, reserves: [{ blue: 5 }, { red: 3 }] });
    expect(game.actions(s, 0)).not.toContain('emperor 1');
    s = run(s, 'court blue', 'land blue 3', 'land blue 3').state;
    expect(game.actions(s, 0)).toEqual(['emperor 1']);
    const r = run(s, 'emperor 1');
    expect(r.state.lastRoll?.seat).toBe(0);
    expect(r.state.lastRoll?.faces).toHaveLength(3);
    expect(logText(r.log)).toMatch(/^Player 1 rolls: \w+, \w+, and \w+\.$/m);
  });

  it('R-7: a player with a short reserve plays what they have and rolls that many dice', () => {
    let s = build({ seats: 3, reserves: [{ green: 2 }, { red: 4 }, { red: 4 }] });
    expect(s.step).toEqual({ kind: 'paladin', seat: 0, left: 2 });
    s = run(s, 'court green', 'court green').state;
    expect(s.step.kind).toBe('emperor');
    s = run(s, 'emperor 1').state;
    expect(s.lastRoll?.faces).toHaveLength(2);
  });

  it('R-7: a player with an empty reserve goes straight to the emperor and rolls no dice', () => {
    const s = build({ seats: 2, reserves: [{}, { red: 3 }] });
    expect(s.step).toEqual({ kind: 'emperor', seat: 0, max: 1 });
    const r = run(s, 'emperor 1');
    expect(r.state.lastRoll).toEqual({ seat: 0, faces: [] });
    expect(r.state.rng).toEqual(s.rng);
    expect(who(r.state)).toBe(1);
  });

  it('CM-9: a paladin goes to the own court or onto any territory, merged or not, by its id', () => {
    const s = build({
      seats: 2,
      territories: [{ segments: [13, 14, 0, 1], owner: 1, castles: 2 }, ...Array.from({ length: 11 }, (_, i) => ({ segments: [i + 2] }))],
      reserves: [{ yellow: 1, pink: 2 }, {}],
    });
    const legal = game.actions(s, 0);
    expect(legal).toContain('court yellow');
    expect(legal).toContain('court pink');
    expect(legal).not.toContain('court red');
    expect(legal).toContain('land pink 0');
    expect(legal).toContain('land yellow 12');
    expect(legal).not.toContain('land pink 13');
    expect(legal).toHaveLength(2 + 2 * 12);
    const after = run(s, 'land pink 0', 'court yellow', 'land pink 7').state;
    expect(territory(after, 0).cubes).toEqual([0, 0, 0, 0, 1]);
    expect(territory(after, 7).cubes).toEqual([0, 0, 0, 0, 1]);
    expect(after.courts[0]).toEqual([0, 1, 0, 0, 0]);
    expect(after.reserves[0]).toEqual([0, 0, 0, 0, 0]);
  });

  it('CM-10: a court cube gives control when its owner has strictly more than every other player', () => {
    const s = build({ seats: 3, reserves: [{ blue: 4 }, {}, {}], courts: [{}, { blue: 1 }, {}] });
    const r = run(s, 'court blue');
    expect(r.state.control[3]).toBeNull();
    const r2 = run(r.state, 'court blue');
    expect(r2.state.control[3]).toBe(0);
    expect(logText(r2.log)).toContain('Player 1 takes the blue clan marker: nobody has as many blue paladins in court.');
  });

  it('CM-10 scenario 4: A controls red with 3, B reaches 3 and A keeps red, B reaches 4 and takes it', () => {
    let s = build({
      seats: 2,
      discs: [2, 1],
      reserves: [{ blue: 3 }, { red: 3 }],
      courts: [{ red: 3 }, { red: 2 }],
      control: { red: 0 },
    });
    expect(who(s)).toBe(1);
    s = run(s, 'court red').state;
    expect(s.courts[1][0]).toBe(3);
    expect(s.control[0]).toBe(0);
    s = run(s, 'court red').state;
    expect(s.control[0]).toBe(1);
  });

  it('CM-10: a tie for a colour nobody has controlled leaves it uncontrolled', () => {
    const s = build({ seats: 2, reserves: [{ pink: 3 }, {}], courts: [{}, { pink: 1 }] });
    expect(run(s, 'court pink').state.control[4]).toBeNull();
  });

  it('CM-10: at 4 players control is individual — partners compete for colours too', () => {
    const s = build({
      seats: 4,
      reserves: [{ green: 3 }, {}, {}, {}],
      courts: [{ green: 1 }, {}, { green: 2 }, {}],
      control: { green: 2 },
    });
    let after = run(s, 'court green').state;
    expect(after.control[2]).toBe(2);
    after = run(after, 'court green').state;
    expect(after.control[2]).toBe(0);
  });

  it('CM-9: played paladins never move again (no command moves a placed cube)', () => {
    const s = build({ seats: 2, reserves: [{ red: 1 }, {}] });
    const after = run(s, 'land red 4').state;
    const verbs = new Set(game.actions(after, 0).map((a) => a.split(' ')[0]));
    expect([...verbs]).toEqual(['emperor']);
  });
});
