import { describe, expect, it } from 'vitest';
import { english } from '../../support/words';
import { atOpening, build, game, run } from './helpers';

const say = (s: Parameters<typeof game.actions>[0], seat: number, command: string) => {
  const info = game.describe!(s, seat, command);
  return { text: english(info.text), final: info.final ?? false };
};

describe('what each listed command does (describe)', () => {
  it('CM-9: a paladin says where it goes and can be taken back within the turn', () => {
    const s = build({ seats: 2, reserves: [{ red: 1, pink: 1 }, {}] });
    expect(say(s, 0, 'court red')).toEqual({ text: 'Place a red paladin in your court', final: false });
    expect(say(s, 0, 'land pink 7')).toEqual({ text: 'Place a pink paladin in territory 7', final: false });
    // The last paladin of the turn leads to the emperor step of the same seat: still not final.
    const last = run(s, 'court red').state;
    expect(say(last, 0, 'land pink 3').final).toBe(false);
  });

  it('CM-11 / CM-18: moving the emperor names its stop and is final (it rolls the dice, or passes the turn)', () => {
    const s = build({ seats: 2, discs: [2, 4], reserves: [{ red: 1 }, {}], emperor: 3 });
    const emperor = run(s, 'court red').state;
    expect(say(emperor, 0, 'emperor 1')).toEqual({ text: 'Move the emperor 1 step, to territory 4', final: true });
    expect(say(emperor, 0, 'emperor 2')).toEqual({ text: 'Move the emperor 2 steps, to territory 5', final: true });
    // with nothing played no die is rolled, but the turn passes.
    const empty = build({ seats: 2, reserves: [{}, {}] });
    expect(say(empty, 0, 'emperor 1').final).toBe(true);
  });

  it('CM-5 / CM-8: a disc is final when another seat decides next, not when its player acts first at once', () => {
    let s = atOpening({ seats: 2, startPlayer: 0 });
    expect(say(s, 0, 'disc 3')).toEqual({ text: 'Play disc 3 (move the emperor up to 3 steps)', final: true });
    s = run(s, 'disc 3').state;
    // Disc 1 makes seat 1 act first, straight after: it can still take the disc back.
    expect(say(s, 1, 'disc 1')).toEqual({ text: 'Play disc 1 (move the emperor up to 1 step)', final: false });
    expect(say(s, 1, 'disc 5').final).toBe(true);
  });
});
