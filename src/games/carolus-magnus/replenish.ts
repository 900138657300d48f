import { randomInt } from '../../engine/rng';
import { listOf, seatRef, text } from '../../engine/text';
import { COLOURS, DIE_FACES, type Face } from './data';
import { updateControl } from './paladins';
import { say, type CarolusState, type Log } from './state';
import { colourName, cubesOf, faceName } from './words';

export type Choice = 'crown' | 'exhausted';

/** A colour the roller must choose before the rest of the roll resolves (the `take` step). */
export interface Pending {
  why: Choice;
  /** CM-19: the colour rolled that the centre lacks. */
  lacking?: number;
}

/** CM-8 step 3 / R-7: one die per paladin played this turn. */
export function rollDice(s: CarolusState, seat: number, log: Log): void {
  const faces: Face[] = [];
  for (let i = 0; i < s.played; i++) faces.push(DIE_FACES[randomInt(s.rng, DIE_FACES.length)]);
  s.lastRoll = { seat, faces };
  s.faces = [...faces];
  if (faces.length === 0) say(log, text('cm.log.noDice', { player: seatRef(seat) }));
  else say(log, text('cm.log.roll', { player: seatRef(seat), faces: listOf(faces.map(faceName)) }));
}

/**
 * CM-18: turns the rolled faces into cubes, in rolled order. Returns the choice the player
 * must make before the rest can be resolved, or null once every face is done.
 */
export function resolveFaces(s: CarolusState, seat: number, log: Log): Pending | null {
  while (s.faces.length > 0) {
    const face = s.faces[0];
    s.faces = s.faces.slice(1);
    if (face === 'crown') {
      if (takeOptions(s, 'crown').length > 0) return { why: 'crown' };
      say(log, text('cm.log.crownGivesNothing'));
      continue;
    }
    const c = COLOURS.indexOf(face);
    if (s.centre[c] === 0 && !returnFromCourts(s, c, log)) {
      // CM-19 with k = 0: any colour still in the centre, as if a crown had been rolled.
      if (takeOptions(s, 'exhausted').length > 0) return { why: 'exhausted', lacking: c };
      say(log, text('cm.log.dieGivesNothing', { colour: colourName(c) }));
      continue;
    }
    takeCube(s, seat, c);
  }
  return null;
}

/**
 * Colours a `take` may name. A crown (CM-18) may name any colour the centre has, or one it
 * lacks if CM-19 would refill it (every court holds some); the CM-19 fallback choice is
 * limited to colours still in the centre.
 */
export function takeOptions(s: CarolusState, why: Choice): number[] {
  const out: number[] = [];
  for (let c = 0; c < COLOURS.length; c++) {
    if (s.centre[c] > 0 || (why === 'crown' && smallestCourt(s, c) > 0)) out.push(c);
  }
  return out;
}

/** The `take` step: a set-up crown (CM-3), a rolled crown (CM-18) or the CM-19 fallback. */
export function chooseColour(s: CarolusState, seat: number, c: number, why: Choice, log: Log): void {
  if (s.centre[c] === 0) returnFromCourts(s, c, log);
  takeCube(s, seat, c);
  const step = s.step;
  if (why === 'exhausted' && step.kind === 'take' && step.lacking !== undefined) {
    say(log, text('cm.log.takeInstead', { player: seatRef(seat), colour: colourName(c), lacking: colourName(step.lacking) }));
  } else {
    say(log, text(s.phase === 'setup' ? 'cm.log.takeStart' : 'cm.log.takeCrown', { player: seatRef(seat), colour: colourName(c) }));
  }
}

function takeCube(s: CarolusState, seat: number, c: number): void {
  s.centre[c]--;
  s.reserves[seat][c]++;
}

function smallestCourt(s: CarolusState, c: number): number {
  return Math.min(...s.courts.map((court) => court[c]));
}

/**
 * CM-19: every player returns k cubes of the colour from court, k being the smallest count in
 * any court, so each returns the same number. False when k is 0.
 */
function returnFromCourts(s: CarolusState, c: number, log: Log): boolean {
  const k = smallestCourt(s, c);
  if (k === 0) {
    say(log, text('cm.log.noReturn', { colour: colourName(c) }));
    return false;
  }
  for (const court of s.courts) court[c] -= k;
  s.centre[c] += k * s.seats;
  say(log, text('cm.log.return', { colour: colourName(c), cubes: cubesOf(c, k) }));
  // CM-19: control is re-evaluated; an equal return never changes who is strictly ahead.
  updateControl(s, c, log);
  return true;
}
