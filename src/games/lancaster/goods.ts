import { seatRef, text, type Text } from '../../engine/text';
import { goodsText } from './names';
import { say, type LancasterState, type Log } from './state';

/**
 * A player gains from the unlimited supply. AS-5: every gain of gold and squires goes into
 * the public log with its amount, as it would be seen at the table. `why` names the source.
 */
export function gain(s: LancasterState, seat: number, gold: number, squires: number, markers: number, why: Text, log: Log): void {
  const p = s.players[seat];
  p.gold += gold;
  p.squires += squires;
  p.markers += markers;
  if (gold + squires + markers > 0) say(log, text('la.log.gains', { player: seatRef(seat), goods: goodsText(gold, squires, markers), why }));
}

/** A player pays into the supply; the caller has checked that he can. Public, like every gain (AS-5). */
export function pay(s: LancasterState, seat: number, gold: number, squires: number, why: Text, log: Log): void {
  const p = s.players[seat];
  p.gold -= gold;
  p.squires -= squires;
  if (gold + squires > 0) say(log, text('la.log.pays', { player: seatRef(seat), goods: goodsText(gold, squires), why }));
}

export function score(s: LancasterState, seat: number, pp: number, why: Text, log: Log): void {
  if (pp <= 0) return;
  s.players[seat].pp += pp;
  say(log, text('la.log.scores', { player: seatRef(seat), n: pp, why }));
}
