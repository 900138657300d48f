import { seatRef, text } from '../../engine/text';
import { DISCS } from './data';
import { say, total, type CarolusState, type Log } from './state';

/**
 * Starts a round's opening phase. CM-5: discs come back when every hand is empty (R-10: the
 * hands are full from the set-up, so this happens after every fifth round).
 */
export function beginRound(s: CarolusState, log: Log): void {
  if (s.hands.every((h) => h.length === 0)) {
    s.hands = s.hands.map(() => [...DISCS]);
    say(log, text('cm.log.discsBack'));
  }
  s.phase = 'opening';
  s.discs = s.discs.map(() => null);
  s.discOrder = [];
  s.turnOrder = [];
  s.turn = 0;
  // once every reserve is empty, the rounds that follow whole are counted.
  s.emptyAtStart = s.reserves.every((r) => total(r) === 0);
  s.castlesChanged = false;
  say(log, text('cm.log.round', { round: s.round, player: seatRef(s.startPlayer) }));
}

/** CM-5: discs are played clockwise from the round's starting player. */
export function nextOpener(s: CarolusState): number {
  return (s.startPlayer + s.discOrder.length) % s.seats;
}

/**
 * CM-6: a disc must differ from those already played this round, unless every disc left in
 * hand equals one of them, in which case any disc in hand may be played.
 */
export function legalDiscs(s: CarolusState, seat: number): number[] {
  const hand = [...s.hands[seat]].sort((a, b) => a - b);
  const fresh = hand.filter((d) => !s.discs.includes(d));
  return fresh.length > 0 ? fresh : hand;
}

export function playDisc(s: CarolusState, seat: number, disc: number, log: Log): void {
  s.hands[seat] = s.hands[seat].filter((d) => d !== disc);
  s.discs[seat] = disc;
  s.discOrder.push(seat);
  say(log, text('cm.log.disc', { player: seatRef(seat), disc }));
}

/**
 * CM-8 with CM-6: lowest disc first; of two equal discs the one played first counts lower.
 * `discOrder` is play order and the sort is stable, so ties keep it.
 */
export function actionOrder(s: CarolusState): number[] {
  return [...s.discOrder].sort((a, b) => (s.discs[a] ?? 0) - (s.discs[b] ?? 0));
}
