import { seatRef, text } from '../../engine/text';
import { TURN_SIZE } from './data';
import { say, territoryIndex, total, type CarolusState, type Log } from './state';
import { colourName, territoryName } from './words';

/** CM-8 / R-1 / R-7: paladins still to play this turn — the turn size, or fewer if the reserve is short. */
export function paladinsLeft(s: CarolusState, seat: number): number {
  return Math.min(TURN_SIZE[s.seats] - s.played, total(s.reserves[seat]));
}

/** CM-9: a paladin to the player's own court, then CM-10. */
export function toCourt(s: CarolusState, seat: number, c: number, log: Log): void {
  s.reserves[seat][c]--;
  s.courts[seat][c]++;
  s.played++;
  say(log, text('cm.log.court', { player: seatRef(seat), colour: colourName(c) }));
  updateControl(s, c, log);
}

/** CM-9: a paladin onto any territory, merged or not. */
export function toLand(s: CarolusState, seat: number, c: number, id: number, log: Log): void {
  s.reserves[seat][c]--;
  s.territories[territoryIndex(s, id)].cubes[c]++;
  s.played++;
  say(log, text('cm.log.land', { player: seatRef(seat), colour: colourName(c), territory: territoryName(id) }));
}

/**
 * CM-10: a player with strictly more cubes of the colour in court than every other player
 * controls it; otherwise (a tie, or nobody ahead) the clan marker stays where it is.
 * At 4 players partners compete too: control is individual.
 */
export function updateControl(s: CarolusState, c: number, log: Log): void {
  let leader: number | null = null;
  let best = -1;
  for (let seat = 0; seat < s.seats; seat++) {
    const n = s.courts[seat][c];
    if (n > best) {
      best = n;
      leader = seat;
    } else if (n === best) {
      leader = null;
    }
  }
  if (leader !== null && s.control[c] !== leader) {
    s.control[c] = leader;
    say(log, text('cm.log.control', { player: seatRef(leader), colour: colourName(c) }));
  }
}
