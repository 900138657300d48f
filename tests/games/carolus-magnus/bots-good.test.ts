import { describe, expect, it } from 'vitest';
import { sightOf } from '../../../src/engine/bots';
import { randomFrom } from '../../../src/engine/rng';
import { carolusMagnusBots } from '../../../src/games/carolus-magnus/bots';
import type { CarolusState } from '../../../src/games/carolus-magnus/state';
import { atOpening, build, game, run, territory, who } from './helpers';

/** The good bot's command for the seat on turn. */
function good(s: CarolusState, seed = 'good'): string {
  return carolusMagnusBots.good(sightOf(game, s, who(s)), randomFrom(seed));
}

/** Lets the good bot play the rest of the turn of the seat on turn (its paladins and the emperor, CM-8). */
function goodTurn(s: CarolusState): { state: CarolusState; commands: string[] } {
  const seat = who(s);
  const commands: string[] = [];
  let state = s;
  while (state.step.kind === 'paladin' || state.step.kind === 'emperor') {
    if (who(state) !== seat) break;
    const command = good(state);
    commands.push(command);
    const wasEmperor = state.step.kind === 'emperor';
    state = run(state, command).state;
    if (wasEmperor) break;
  }
  return { state, commands };
}

describe('Carolus Magnus: the good bot plays to win', () => {
  it('CM-13 / CM-14: with a build and a takeover in reach, it moves the emperor to the takeover', () => {
    const s = build({
      seats: 2,
      discs: [4, 5],
      reserves: [{}, {}],
      emperor: 0,
      control: { red: 0 },
      territories: [
        { segments: [2], cubes: { red: 1 } },
        { segments: [4], cubes: { red: 3 }, owner: 1, castles: 1 },
      ],
    });
    expect(game.actions(s, 0)).toContain('emperor 2');
    expect(good(s)).toBe('emperor 4');
    expect(territory(run(s, 'emperor 4').state, 4)).toMatchObject({ owner: 0, castles: 1 });
  });

  it('CM-10 / CM-12 / CM-14: it wins a colour in court and the emperor then takes the castle that colour holds', () => {
    const s = build({
      seats: 2,
      discs: [2, 5],
      reserves: [{ yellow: 3 }, { blue: 3 }],
      courts: [{ yellow: 1 }, { yellow: 1 }],
      control: { yellow: 1 },
      emperor: 0,
      territories: [{ segments: [2], cubes: { yellow: 2 }, owner: 1, castles: 1 }],
    });
    const { state, commands } = goodTurn(s);
    expect(commands).toContain('court yellow');
    expect(commands.at(-1)).toBe('emperor 2');
    expect(state.control[1]).toBe(0);
    expect(territory(state, 2)).toMatchObject({ owner: 0, castles: 1 });
  });

  it('CM-11 / CM-5: it plays a disc that reaches the takeover waiting four steps away', () => {
    const s = atOpening({
      seats: 2,
      emperor: 0,
      control: { red: 0 },
      territories: [{ segments: [4], cubes: { red: 3 }, owner: 1, castles: 2 }],
    });
    expect(who(s)).toBe(0);
    expect(['disc 4', 'disc 5']).toContain(good(s));
  });
});
