import { seatRef, text, type Text } from '../../engine/text';
import { DRACO_ARRIVES, FRISIANS, MAP_ZONES, NORMANS, VICTORY, ZONES, type Side } from './data';
import { piece } from './pieces';
import { say, seatOf, type Log, type SenorState } from './state';
import { zonesT, zoneT } from './words';

/** SG-39 (F1–F4) and SG-40 (N1–N4). */
export type Condition = 'F1' | 'F2' | 'F3' | 'F4' | 'N1' | 'N2' | 'N3' | 'N4';

/** SG-41: the checkpoints and the conditions each looks at. */
export interface Checkpoint {
  /** Names the checkpoint in the catalogue (sg.check.*). */
  name: 'round' | 'combat' | 'sweep' | 'draco';
  conditions: readonly Condition[];
}
export const AFTER_ROUND: Checkpoint = { name: 'round', conditions: ['F3', 'F4', 'N3', 'N4'] };
export const AFTER_COMBAT: Checkpoint = { name: 'combat', conditions: ['F1', 'F2', 'N2'] };
export const AFTER_SWEEP: Checkpoint = { name: 'sweep', conditions: ['F1', 'F2'] };
export const AFTER_DRACO: Checkpoint = { name: 'draco', conditions: ['N1'] };

function isDead(s: SenorState, id: string, side: Side): boolean {
  return piece(s, id, side)?.status === 'dead';
}

/** SG-39 F2 / R-18: 4 of Z1–Z5 controlled, the Entrance or the Battlements among them. */
export function zonesWin(s: SenorState): boolean {
  const held = MAP_ZONES.filter((z) => s.controlled[z] && ZONES[z].countsForF2);
  return held.length >= VICTORY.zones && held.some((z) => ZONES[z].tower);
}

function holds(s: SenorState, c: Condition): boolean {
  switch (c) {
    case 'F1':
      return s.tiles.princeFound;
    case 'F2':
      return zonesWin(s);
    case 'F3':
      return isDead(s, 'chrysagon', NORMANS);
    case 'F4':
      return s.dead[NORMANS] >= VICTORY.normanDead;
    case 'N1':
      return s.draco >= DRACO_ARRIVES;
    case 'N2':
      return s.courage[NORMANS] >= VICTORY.courage;
    case 'N3':
      return isDead(s, 'king', FRISIANS);
    case 'N4':
      return s.dead[FRISIANS] >= VICTORY.frisianDead;
  }
}

/** The numbers a condition's sentence names. */
function conditionParams(s: SenorState, c: Condition): Record<string, number> {
  switch (c) {
    case 'F2':
      return { n: MAP_ZONES.filter((z) => s.controlled[z]).length };
    case 'F4':
      return { n: s.dead[NORMANS] };
    case 'N2':
      return { n: s.courage[NORMANS] };
    case 'N4':
      return { n: s.dead[FRISIANS] };
    default:
      return {};
  }
}

/**
 * The result's reason: the condition met, the checkpoint and the turn; on a tie, the
 * Frisian condition met at the same check and the R-24 tie-break. Keys sg.won.<condition>.
 */
function reason(s: SenorState, c: Condition, checkpoint: Checkpoint, tie: Condition | undefined): Text {
  const also = tie ? text('sg.tie', { condition: text(`sg.condition.${tie.toLowerCase()}`, conditionParams(s, tie)) }) : '';
  return text(`sg.won.${c.toLowerCase()}`, { ...conditionParams(s, c), check: text(`sg.check.${checkpoint.name}`), turn: s.turn, tie: also });
}

/**
 * SG-41: one checkpoint. The first check at which a condition holds ends the game; when both
 * sides meet one at the same check, the Normans win.
 */
export function checkVictory(s: SenorState, checkpoint: Checkpoint, log: Log): void {
  if (s.result) return;
  const met = checkpoint.conditions.filter((c) => holds(s, c));
  if (met.length === 0) return;
  const norman = met.find((c) => c.startsWith('N'));
  const frisian = met.find((c) => c.startsWith('F'));
  if (norman) s.result = { winners: [seatOf(s, NORMANS)], reason: reason(s, norman, checkpoint, frisian) };
  else if (frisian) s.result = { winners: [seatOf(s, FRISIANS)], reason: reason(s, frisian, checkpoint, undefined) };
  s.phase = 'over';
  s.step = { kind: 'none' };
  s.selection = null;
  // the winner, the condition and the checkpoint.
  if (s.result) say(log, text('sg.log.gameOver', { winner: seatRef(s.result.winners[0]), reason: s.result.reason }));
  revealAll(s, log);
}

/** at the end every tile is shown to everyone. */
function revealAll(s: SenorState, log: Log): void {
  const { prince, decoys } = s.tiles;
  if (prince === null) return;
  say(log, text('sg.log.revealAll', { prince: zoneT(prince, 'in'), n: decoys.length, decoys: zonesT(decoys, 'in') }));
}
