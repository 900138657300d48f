import { plural, say, seatName, type LancasterState, type Log } from './state';

/** "2 gold", "3 squires", "1 gold and 1 squire". */
export function goods(gold: number, squires: number, markers = 0): string {
  const parts: string[] = [];
  if (gold > 0) parts.push(`${gold} gold`);
  if (squires > 0) parts.push(plural(squires, 'squire'));
  if (markers > 0) parts.push(plural(markers, 'voting marker'));
  if (parts.length === 0) return 'nothing';
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * A player gains from the unlimited supply. AS-5: every gain of gold and squires goes into
 * the public log with its amount, as it would be seen at the table.
 */
export function gain(s: LancasterState, seat: number, gold: number, squires: number, markers: number, why: string, log: Log): void {
  const p = s.players[seat];
  p.gold += gold;
  p.squires += squires;
  p.markers += markers;
  if (gold + squires + markers > 0) say(log, `${seatName(seat)} gains ${goods(gold, squires, markers)} (${why})`);
}

/** A player pays into the supply; the caller has checked that he can. Public, like every gain (AS-5). */
export function pay(s: LancasterState, seat: number, gold: number, squires: number, why: string, log: Log): void {
  const p = s.players[seat];
  p.gold -= gold;
  p.squires -= squires;
  if (gold + squires > 0) say(log, `${seatName(seat)} pays ${goods(gold, squires)} (${why})`);
}

export function score(s: LancasterState, seat: number, pp: number, why: string, log: Log): void {
  if (pp <= 0) return;
  s.players[seat].pp += pp;
  say(log, `${seatName(seat)} scores ${pp} PP (${why})`);
}
