import { describe, expect, it } from 'vitest';
import { play } from '../../../src/engine/play';
import type { CarolusState } from '../../../src/games/carolus-magnus';
import { atOpening, build, game, run } from './helpers';
import { english } from '../../support/words';

/** Applies a command that must be refused; checks the message and that the state is untouched. */
function refused(s: CarolusState, seat: number, command: string, code: string, message?: string | RegExp): string {
  const copy = structuredClone(s);
  const r = game.apply(s, seat, command);
  expect(s).toEqual(copy);
  if (r.ok) throw new Error(`${command} was accepted`);
  expect(r.code).toBe(code);
  const words = english(r.message);
  expect(words.length).toBeGreaterThan(0);
  expect(words.length).toBeLessThan(200);
  if (message !== undefined) expect(words).toMatch(message);
  return words;
}

const paladinStep = () =>
  build({
    seats: 2,
    discs: [4, 5],
    reserves: [{ blue: 2, pink: 1 }, { red: 3 }],
    territories: [{ segments: [6, 7], owner: 1, castles: 2 }],
  });

describe('notation and refusals', () => {
  it('CM-9: commands are normalised (case, spaces) before they are matched', () => {
    const s = paladinStep();
    const r = game.apply(s, 0, '  LAND   Blue  6 ');
    expect(r.ok).toBe(true);
    expect(play(game, s, 0, 'Court PINK').ok).toBe(true);
  });

  it('CM-9: an unknown verb, garbage or an empty command is refused with a clear message', () => {
    const s = paladinStep();
    refused(s, 0, 'fly blue 3', 'unknown_command', 'Unknown command “fly blue 3”: the commands are take, disc, court, land, emperor.');
    refused(s, 0, '!!!', 'unknown_command');
    refused(s, 0, '', 'unknown_command');
    refused(s, 0, 'land blue 6 please', 'bad_arguments', 'Write land <colour> <territory>, for example “land red 7”.');
  });

  it('CM-9: a very long command is refused with a short message', () => {
    const s = paladinStep();
    const message = refused(s, 0, 'x'.repeat(100_000), 'unknown_command');
    expect(message).toContain('…');
    refused(s, 0, `land blue ${'9'.repeat(5000)}`, 'bad_number');
  });

  it('CM-9: missing or malformed numbers and colours are named', () => {
    const s = paladinStep();
    refused(s, 0, 'land blue', 'bad_arguments', 'Write land <colour> <territory>, for example “land red 7”.');
    refused(s, 0, 'land', 'bad_arguments');
    refused(s, 0, 'court', 'bad_arguments', 'Write court <colour>, for example “court red”.');
    refused(s, 0, 'land blue seven', 'bad_number', '“seven” is not a territory number.');
    refused(s, 0, 'court purple', 'unknown_colour', '“purple” is not a colour: write one of red, yellow, green, blue, pink.');
    refused(s, 0, 'land blue -1', 'bad_number');
  });

  it('CM-9: a territory that does not exist, or was merged, is named', () => {
    const s = paladinStep();
    refused(s, 0, 'land blue 7', 'no_territory', 'That is no longer a territory of its own: territory 7 merged into territory 6.');
    refused(s, 0, 'land blue 15', 'no_territory', /^There is no territory 15: the territories are 0, 1, 2, 3, 4, 5, 6, 8, /);
    refused(s, 0, 'land blue 06', 'illegal_command', /^“land blue 06” is not a legal command now\. Play 3 more paladins from your reserve: /);
  });

  it('CM-9: a paladin not in reserve is refused', () => {
    const s = paladinStep();
    refused(s, 0, 'court red', 'not_in_reserve', 'You have no red paladins in your reserve.');
    refused(s, 0, 'land yellow 3', 'not_in_reserve', 'You have no yellow paladins in your reserve.');
  });

  it('CM-5 / CM-6: a disc not in hand is refused', () => {
    let s = atOpening({ seats: 2, hands: [[1, 2, 4], [3, 5]] });
    refused(s, 0, 'disc 3', 'disc_not_in_hand', 'Disc 3 is not in your hand.');
    refused(s, 0, 'disc 9', 'disc_not_in_hand', 'Disc 9 is not in your hand.');
    refused(s, 0, 'disc', 'bad_arguments', 'Write disc <number>, for example “disc 3”.');
    s = atOpening({ seats: 2, hands: [[3, 4], [3, 5]] });
    s = run(s, 'disc 3').state;
    refused(s, 1, 'disc 3', 'disc_taken', 'Disc 3 was already played this round: play a different disc.');
  });

  it('CM-11: an emperor move outside 1 … N is refused', () => {
    const s = build({ seats: 2, discs: [4, 5], reserves: [{}, {}] });
    refused(s, 0, 'emperor 5', 'bad_steps', 'Move the emperor 1 to 4 steps.');
    refused(s, 0, 'emperor 0', 'bad_steps', 'Move the emperor 1 to 4 steps.');
    refused(s, 0, 'emperor two', 'bad_number');
  });

  it('CM-8: a command for another step, or from a seat that is not active, is refused', () => {
    const s = paladinStep();
    refused(s, 0, 'emperor 1', 'wrong_step', /^Not now\. Play 3 more paladins from your reserve: /);
    refused(s, 0, 'disc 1', 'wrong_step');
    refused(s, 0, 'take red', 'wrong_step');
    refused(s, 1, 'court red', 'not_your_turn', 'It is not your turn. Player 1 plays paladins from their reserve (3 left this turn).');
    refused(s, 7, 'court blue', 'not_your_turn');
    refused(s, -1, 'court blue', 'not_your_turn');
    expect(play(game, s, 1, 'court red')).toMatchObject({ ok: false, code: 'not_your_turn' });
  });

  it('CM-3 / CM-18: a take names one of the five colours', () => {
    const seed = Array.from({ length: 50 }, (_, i) => `crown-${i}`).find((x) => game.setup({ seats: 2, seed: x }).phase === 'setup');
    const s = game.setup({ seats: 2, seed: seed as string });
    const seat = s.crowns[0];
    refused(s, seat, 'take black', 'unknown_colour', '“black” is not a colour: write one of red, yellow, green, blue, pink.');
    refused(s, seat, 'take', 'bad_arguments', 'Write take <colour>, for example “take red”.');
    refused(s, seat, 'disc 1', 'wrong_step', 'Not now. Your starting roll showed a crown: choose the colour of a paladin to add to your reserve.');
  });
});
