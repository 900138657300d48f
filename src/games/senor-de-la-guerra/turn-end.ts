import { text } from '../../engine/text';
import { DRACO_ARRIVES, dracoSteps, MAP_ZONES } from './data';
import { rollD10 } from './dice';
import { takeControl } from './combat';
import { say, type Log, type SenorState } from './state';
import { AFTER_DRACO, AFTER_SWEEP, checkVictory } from './victory';

/** SG-33 / R-19: after the combat phase, Frisian-held zones without Norman combatants become controlled. */
export function sweep(s: SenorState, log: Log): void {
  for (const z of MAP_ZONES) takeControl(s, z, log, 'sweep');
  checkVictory(s, AFTER_SWEEP, log);
  if (!s.result) s.phase = 'draco';
}

/** SG-38 / R-23: the Draco roll, every turn, then the N1 check. */
export function rollDraco(s: SenorState, log: Log): void {
  const roll = rollD10(s);
  const steps = dracoSteps(roll);
  s.lastDracoRoll = roll;
  s.draco = Math.min(DRACO_ARRIVES, s.draco + steps);
  say(log, text('sg.log.draco', { roll, steps, at: s.draco, max: DRACO_ARRIVES }));
  checkVictory(s, AFTER_DRACO, log);
  if (!s.result) cleanup(s, log);
}

/** SG-15 step 8: clear marks, resolved flags and the structure flag; the next turn begins. */
export function cleanup(s: SenorState, log: Log): void {
  s.pieces = s.pieces.map((p) => (p.marked ? { ...p, marked: false } : p));
  s.resolved = s.resolved.map(() => false);
  s.builtThisTurn = null;
  s.tiles.moves = [];
  s.turn++;
  s.phase = 'siege';
  say(log, text('sg.log.turn', { n: s.turn }));
}
