import { describe, expect, it } from 'vitest';
import { findGame } from '../../../src/games';
import { randomBot } from '../../../src/games/king-david/bot';
import type { KdState } from '../../../src/games/king-david/state';
import { game, go, position, seatOf, start } from './helpers';

/**
 * the defaults a late seat plays are always listed commands, and a seat's run of defaults
 * ends: the deadline bot plays them one after another while the seat has commands, so a default
 * that is not listed would leave the seat stuck (issue 13: "the bot plays nothing"), and one that
 * leaves the seat's list unchanged would be played again and again.
 */
const timeout = findGame('king-david')!.timeout!;

function diplomacy(s: KdState): KdState {
  return start(s, [{ k: 'diplomacy', stage: 'talk', done: s.country.map(() => false), proposals: [], used: [], giving: s.country.map(() => null) }]).state;
}

/** Plays the seat's timeout defaults while it has commands, as the deadline bot does; returns the commands. */
function lateTurn(s: KdState, seat: number): { state: KdState; played: string[] } {
  const played: string[] = [];
  let state = s;
  for (let i = 0; i < 100 && game.actions(state, seat).length > 0 && !state.result; i++) {
    const command = timeout(state, seat);
    played.push(command);
    state = go(state, seat, command).state;
  }
  expect(game.actions(state, seat), `the late turn ${played.join(', ')} does not end`).toEqual([]);
  return { state, played };
}

describe('A-16 timeouts that the deadline bot can always play', () => {
  it('A-16 / A-3: a late seat in Diplomacy is DONE; one already DONE with a proposal pending declines it and has nothing left to do', () => {
    let s = diplomacy(position({ countries: ['JUD', 'PHI', 'ARA'] }));
    const [J, P] = [seatOf(s, 'JUD'), seatOf(s, 'PHI')];
    s = go(s, J, 'done').state;
    s = go(s, P, 'propose judah separate').state;
    // The proposal cleared Judah's DONE: its late turn is DONE, then the proposal is declined.
    const late = lateTurn(s, J);
    expect(late.played).toEqual(['done', 'decline philistia']);
    expect(late.state.alliances).toEqual([]);
  });

  it('A-16 / R-49: a late seat in Diplomacy with a gift half made (an ally named, no amount) gives it up and is DONE', () => {
    let s = diplomacy(position({ countries: ['JUD', 'PHI', 'ARA'], stocks: { JUD: [10, 10] } }));
    const [J, P] = [seatOf(s, 'JUD'), seatOf(s, 'PHI')];
    s = go(s, J, 'propose philistia separate').state;
    s = go(s, P, 'accept judah').state;
    s = go(s, J, 'give philistia').state;
    expect(game.actions(s, J)).not.toContain('done');
    const late = lateTurn(s, J);
    expect(late.played).toEqual(['back', 'done']);
    expect([late.state.food[J], late.state.res[J]]).toEqual([10, 10]);
  });

  it('A-16 / A-15 / R-49: a late seat in its Build step with a gift half made gives it up and builds nothing', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], stocks: { JUD: [10, 10] } });
    s0.alliances = [{ a: 0, b: 1, joint: false, host: null, breaking: false }];
    s0.pastAllies = ['0-1'];
    const J = seatOf(s0, 'JUD');
    let s = start(s0, [{ k: 'build', seat: J, step: 1, fortified: [], rebuilt: [], adding: null, giving: null }]).state;
    s = go(s, J, 'give philistia').state;
    expect(game.actions(s, J)).not.toContain('done');
    const late = lateTurn(s, J);
    expect(late.played).toEqual(['back', 'done']);
    expect([late.state.food[J], late.state.res[J]]).toEqual([10, 10]);
    expect(late.state.stack).toEqual([]);
  });

  it('A-16: in games where seats play at random and late seats play their defaults, every late turn is listed and ends', () => {
    for (const seats of [2, 3, 5]) {
      let s = game.setup({ seats, seed: `a16-${seats}` });
      let x = 17 + seats;
      const random = () => ((x = (x * 48271) % 2147483647) / 2147483647);
      let lateTurns = 0;
      for (let i = 0; i < 4000 && !s.result; i++) {
        const ready = game.active(s).filter((seat) => game.actions(s, seat).length > 0);
        const seat = ready[Math.floor(random() * ready.length)];
        if (random() < 0.3) {
          s = lateTurn(s, seat).state;
          lateTurns++;
        } else s = go(s, seat, randomBot(s, seat, random)).state;
      }
      expect(lateTurns).toBeGreaterThan(50);
      expect(s.result !== null || game.active(s).length > 0).toBe(true);
    }
  });
});
