import { DRACO_ARRIVES, FRISIANS, MAP_ZONES, NORMANS, VICTORY, ZONES, type Side } from './data';
import { piece } from './pieces';
import { say, seatOf, theZone, type Log, type SenorState } from './state';

/** SG-39 (F1–F4) and SG-40 (N1–N4). */
export type Condition = 'F1' | 'F2' | 'F3' | 'F4' | 'N1' | 'N2' | 'N3' | 'N4';

/** SG-41: the checkpoints and the conditions each looks at. */
export interface Checkpoint {
  name: string;
  conditions: readonly Condition[];
}
export const AFTER_ROUND: Checkpoint = { name: 'the check after a round', conditions: ['F3', 'F4', 'N3', 'N4'] };
export const AFTER_COMBAT: Checkpoint = { name: 'the end-of-combat check', conditions: ['F1', 'F2', 'N2'] };
export const AFTER_SWEEP: Checkpoint = { name: 'the check after the sweep', conditions: ['F1', 'F2'] };
export const AFTER_DRACO: Checkpoint = { name: 'the check after the Draco roll', conditions: ['N1'] };

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

function reason(s: SenorState, c: Condition): string {
  switch (c) {
    case 'F1':
      return 'SG-39 F1: the Frisians found the Prince';
    case 'F2':
      return `SG-39 F2: the Frisians control ${VICTORY.zones} zones, the tower among them`;
    case 'F3':
      return 'SG-39 F3: Chrysagon is dead';
    case 'F4':
      return `SG-39 F4: ${s.dead[NORMANS]} Norman warriors are dead`;
    case 'N1':
      return 'SG-40 N1: Draco has arrived';
    case 'N2':
      return `SG-40 N2: the Normans hold ${s.courage[NORMANS]} Courage`;
    case 'N3':
      return 'SG-40 N3: the Frisian King is dead';
    case 'N4':
      return `SG-40 N4: ${s.dead[FRISIANS]} Frisian warriors are dead`;
  }
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
  if (norman) {
    const tie = frisian ? ` (R-24: the Frisians met ${frisian} at the same check; the Normans win ties)` : '';
    s.result = { winners: [seatOf(s, NORMANS)], reason: reason(s, norman) + tie };
  } else if (frisian) {
    s.result = { winners: [seatOf(s, FRISIANS)], reason: reason(s, frisian) };
  }
  s.phase = 'over';
  s.step = { kind: 'none' };
  s.selection = null;
  // the winner, the condition and the checkpoint.
  say(log, `Game over at ${checkpoint.name} in turn ${s.turn}. ${s.result?.reason}.`);
  revealAll(s, log);
}

/** at the end every tile is shown to everyone. */
function revealAll(s: SenorState, log: Log): void {
  const { prince, decoys } = s.tiles;
  if (prince === null) return;
  const decoyText = decoys.length > 0 ? `; decoys in ${decoys.map(theZone).join(' and ')}` : '';
  say(log, `The tiles are turned over: the Prince was in ${theZone(prince)}${decoyText}.`);
}
