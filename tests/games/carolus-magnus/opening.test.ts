import { describe, expect, it } from 'vitest';
import { atOpening, game, logText, run, settle, who } from './helpers';

describe('opening phase', () => {
  it.each([2, 3, 4])('CM-5: at %i players discs are played clockwise from the start player', (seats) => {
    let s = atOpening({ seats, startPlayer: seats - 1 });
    const order: number[] = [];
    for (let i = 0; i < seats; i++) {
      order.push(who(s));
      s = run(s, `disc ${i + 1}`).state;
    }
    expect(order).toEqual(Array.from({ length: seats }, (_, i) => (seats - 1 + i) % seats));
    expect(s.phase).toBe('action');
  });

  it('CM-5: a played disc leaves the hand; after the fifth round every player takes all five back', () => {
    let s = atOpening({ seats: 2, round: 5, hands: [[2], [5]], reserves: [{}, { pink: 5 }] });
    s = run(s, 'disc 2', 'disc 5').state;
    expect(s.hands).toEqual([[], []]);
    const r = run(s, 'emperor 1', 'court pink', 'court pink', 'court pink', 'emperor 1');
    const after = settle(r.state);
    expect(after.round).toBe(6);
    expect(after.phase).toBe('opening');
    expect(after.hands).toEqual([
      [1, 2, 3, 4, 5],
      [1, 2, 3, 4, 5],
    ]);
    expect(logText(r.log)).toContain('Every player takes their five discs back.');
  });

  it('CM-6: a disc already played this round may not be played again while another is in hand', () => {
    let s = atOpening({ seats: 3 });
    s = run(s, 'disc 3').state;
    expect(game.actions(s, 1)).toEqual(['disc 1', 'disc 2', 'disc 4', 'disc 5']);
    const r = game.apply(s, 1, 'disc 3');
    expect(r).toMatchObject({ ok: false, code: 'disc_taken' });
    s = run(s, 'disc 4').state;
    expect(game.actions(s, 2)).toEqual(['disc 1', 'disc 2', 'disc 5']);
  });

  it('CM-6 / R-6: a player whose discs all equal played ones must still play one', () => {
    let s = atOpening({ seats: 4, round: 4, hands: [[2, 4], [2, 4], [4, 2], [2, 5]] });
    s = run(s, 'disc 4', 'disc 2').state;
    expect(game.actions(s, 2)).toEqual(['disc 2', 'disc 4']);
    s = run(s, 'disc 4').state;
    expect(game.actions(s, 3)).toEqual(['disc 5']);
    s = run(s, 'disc 5').state;
    // Equal discs: the one played first counts lower and acts first.
    expect(s.turnOrder).toEqual([1, 0, 2, 3]);
  });

  it('CM-6 / CM-7 scenario 3: both players hold only disc 4 in round 5; the first to play it acts first and starts round 6', () => {
    // Seat 0 keeps paladins in reserve (more than a turn's worth) so the round ends normally.
    let s = atOpening({ seats: 2, round: 5, startPlayer: 1, hands: [[4], [4]], reserves: [{ red: 5 }, {}] });
    expect(game.actions(s, 1)).toEqual(['disc 4']);
    s = run(s, 'disc 4').state;
    expect(game.actions(s, 0)).toEqual(['disc 4']);
    s = run(s, 'disc 4').state;
    expect(s.turnOrder).toEqual([1, 0]);
    expect(who(s)).toBe(1);
    s = settle(run(s, 'emperor 1', 'court red', 'court red', 'court red', 'emperor 1').state);
    expect(s.round).toBe(6);
    expect(s.startPlayer).toBe(1);
    expect(who(s)).toBe(1);
  });

  it('CM-7: the player of the lowest disc starts the next round', () => {
    let s = atOpening({ seats: 3, startPlayer: 0, reserves: [{}, {}, { red: 9 }] });
    s = run(s, 'disc 4', 'disc 5', 'disc 2').state;
    expect(s.turnOrder).toEqual([2, 0, 1]);
    s = settle(run(s, 'court red', 'court red', 'court red', 'court red', 'emperor 1').state);
    s = run(s, 'emperor 1', 'emperor 1').state;
    expect(s.round).toBe(2);
    expect(s.startPlayer).toBe(2);
    expect(s.step).toEqual({ kind: 'disc', seat: 2 });
  });

  it('CM-8: players act in increasing disc order', () => {
    let s = atOpening({ seats: 4, startPlayer: 2 });
    s = run(s, 'disc 5', 'disc 1', 'disc 3', 'disc 2').state;
    // Seat 2 played 5, seat 3 played 1, seat 0 played 3, seat 1 played 2.
    expect(s.turnOrder).toEqual([3, 1, 0, 2]);
    expect(who(s)).toBe(3);
  });
});
