import { describe, expect, it } from 'vitest';
import type { CarolusView } from '../../../src/games/carolus-magnus/view';
import { english } from '../../support/words';
import { build, counts, game, logText, run, seedRolling, who } from './helpers';

describe('replenishing', () => {
  it('CM-18: the dice bring one cube of each rolled colour from the centre into the reserve', () => {
    const seed = seedRolling(['green', 'blue', 'green']);
    const s = build({ seats: 2, seed, reserves: [{ red: 3 }, { red: 3 }] });
    const r = run(s, 'court red', 'court red', 'court red', 'emperor 1');
    expect(r.state.reserves[0]).toEqual([0, 0, 2, 1, 0]);
    expect(r.state.centre[2]).toBe(s.centre[2] - 2);
    expect(r.state.lastRoll).toEqual({ seat: 0, faces: ['green', 'blue', 'green'] });
    expect(logText(r.log)).toContain('Player 1 rolls: green, blue, and green.');
    expect(who(r.state)).toBe(1);
  });

  it('CM-18: a crown is a take step for the roller, and the rest of the roll follows the choice in order', () => {
    const seed = seedRolling(['crown', 'yellow']);
    const s = build({ seats: 4, seed, reserves: [{ red: 2 }, {}, {}, {}] });
    let after = run(s, 'court red', 'court red', 'emperor 1').state;
    expect(after.step).toEqual({ kind: 'take', seat: 0, why: 'crown' });
    expect(english((game.view(after, 0) as CarolusView).prompt)).toBe('You rolled a crown: choose the colour of a paladin to take from the centre.');
    expect(english((game.view(after, 1) as CarolusView).prompt)).toBe('Player 1 rolled a crown and chooses a colour to take from the centre.');
    expect(english((game.view(after, 0) as CarolusView).help)).toBe('Click a colour in the centre supply to take a paladin of that colour.');
    expect(game.actions(after, 0)).toEqual(['take red', 'take yellow', 'take green', 'take blue', 'take pink']);
    expect(after.reserves[0]).toEqual([0, 0, 0, 0, 0]);
    const r = run(after, 'take pink');
    after = r.state;
    expect(after.reserves[0]).toEqual([0, 1, 0, 0, 1]);
    expect(logText(r.log)).toContain('Player 1 takes a pink paladin for a crown.');
    expect(who(after)).toBe(1);
  });

  it('CM-19: an exhausted colour makes every player return the smallest court count, then the cube is taken; control is unchanged', () => {
    const seed = seedRolling(['red']);
    const s = build({
      seats: 3,
      seed,
      reserves: [{ blue: 1 }, {}, {}],
      courts: [{ red: 2 }, { red: 4 }, { red: 3 }],
      control: { red: 1 },
      territories: [{ segments: [9], cubes: { red: 31 } }],
    });
    expect(s.centre[0]).toBe(0);
    const r = run(s, 'court blue', 'emperor 1');
    expect(r.state.courts.map((c) => c[0])).toEqual([0, 2, 1]);
    expect(r.state.reserves[0][0]).toBe(1);
    expect(r.state.centre[0]).toBe(5);
    expect(r.state.control[0]).toBe(1);
    expect(logText(r.log)).toContain('No red paladins are left in the centre: every player returns 2 red from their court.');
    expect(counts(r.state).cubes).toEqual([40, 40, 40, 40, 40]);
  });

  it('CM-19: with a court lacking the colour (k = 0) the player takes any colour still in the centre', () => {
    const seed = seedRolling(['red']);
    const s = build({
      seats: 2,
      seed,
      reserves: [{ blue: 1 }, {}],
      courts: [{}, { red: 4 }],
      territories: [{ segments: [9], cubes: { red: 36, pink: 40 } }],
    });
    const rolled = run(s, 'court blue', 'emperor 1');
    const after = rolled.state;
    expect(after.step).toEqual({ kind: 'take', seat: 0, why: 'exhausted', lacking: 0 });
    expect(logText(rolled.log)).toContain('No red paladins are left in the centre, and not every court holds one to return.');
    expect(english((game.view(after, 0) as CarolusView).prompt)).toBe(
      'You rolled red, but the centre has none left and not every court holds one to return: choose another colour.',
    );
    expect(game.actions(after, 0)).toEqual(['take yellow', 'take green', 'take blue']);
    expect(english(game.describe!(after, 0, 'take green').text)).toBe('Take a green paladin instead of red');
    const refused = game.apply(after, 0, 'take red');
    expect(refused).toMatchObject({ ok: false, code: 'colour_unavailable' });
    expect(english(refused.ok ? '' : refused.message)).toBe('The centre has no red paladins left to take.');
    const r = run(after, 'take green');
    expect(r.state.reserves[0]).toEqual([0, 0, 1, 0, 0]);
    expect(r.state.courts[1][0]).toBe(4);
    expect(logText(r.log)).toContain('Player 1 takes a green paladin instead of red, which the centre lacks.');
  });

  it('CM-18 / CM-19: a crown may name an exhausted colour every court holds, which triggers the return', () => {
    const seed = seedRolling(['crown']);
    const s = build({
      seats: 2,
      seed,
      reserves: [{ blue: 1 }, {}],
      courts: [{ red: 1 }, { red: 2 }],
      territories: [{ segments: [9], cubes: { red: 37 } }],
    });
    const after = run(s, 'court blue', 'emperor 1').state;
    expect(game.actions(after, 0)).toContain('take red');
    const r = run(after, 'take red');
    expect(r.state.courts.map((c) => c[0])).toEqual([0, 1]);
    expect(r.state.reserves[0][0]).toBe(1);
    expect(r.state.centre[0]).toBe(1);
  });

  it('CM-19: at 4 players k is the smallest count over all four courts', () => {
    const seed = seedRolling(['red']);
    const s = build({
      seats: 4,
      seed,
      reserves: [{ blue: 1 }, {}, {}, {}],
      courts: [{ red: 3 }, { red: 2 }, { red: 5 }, { red: 4 }],
      territories: [{ segments: [9], cubes: { red: 26 } }],
    });
    const after = run(s, 'court blue', 'emperor 1').state;
    expect(after.courts.map((c) => c[0])).toEqual([1, 0, 3, 2]);
    expect(after.centre[0]).toBe(7);
  });

  it('CM-19: when the centre is empty a die or crown gives nothing', () => {
    const seed = seedRolling(['crown', 'red']);
    const s = build({
      seats: 2,
      seed,
      reserves: [{ blue: 2 }, { red: 1 }],
      territories: [{ segments: [9], cubes: { red: 39, yellow: 40, green: 40, blue: 38, pink: 40 } }],
    });
    expect(s.centre).toEqual([0, 0, 0, 0, 0]);
    const r = run(s, 'court blue', 'court blue', 'emperor 1');
    expect(r.state.reserves[0]).toEqual([0, 0, 0, 0, 0]);
    expect(logText(r.log)).toContain('The centre is empty: the crown gives nothing.');
    expect(logText(r.log)).toContain('The centre is empty: the red die gives nothing.');
    expect(who(r.state)).toBe(1);
  });
});
