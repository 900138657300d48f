import { text } from '../../engine/text';
import { FRISIANS, NORMANS } from './data';
import { combatStep, movePriest, priestDestinations } from './combat';
import { recoverable } from './recovery';
import { buildable, losePeasant, peasantZones } from './siege';
import { say, type Log, type SenorState } from './state';
import { beginPlacement } from './tiles';
import { rollDraco, sweep } from './turn-end';

/**
 * Runs everything automatic until a player must decide, and records that decision as
 * `step`. The phases follow SG-15; the combat phase has its own machine (combat.ts).
 */
export function advance(s: SenorState, log: Log): void {
  for (;;) {
    if (s.result) {
      s.phase = 'over';
      s.step = { kind: 'none' };
      s.selection = null;
      return;
    }
    if (s.relocatePriest) {
      // D18: asked only when there is a choice.
      const zones = priestDestinations(s);
      if (zones.length > 1) {
        s.step = { kind: 'relocate', side: NORMANS };
        return;
      }
      if (zones.length === 1) movePriest(s, zones[0], log);
      else s.relocatePriest = false;
      continue;
    }
    switch (s.phase) {
      case 'start':
        s.step = { kind: 'start', side: s.starts[NORMANS] === null ? NORMANS : FRISIANS };
        return;
      case 'deploy':
      case 'deploy-priest':
        s.step = { kind: s.phase, side: NORMANS };
        return;
      case 'siege':
        // A-3 D4: skipped when nothing is legal under SG-31.
        if (buildable(s).length > 0) {
          s.step = { kind: 'siege', side: FRISIANS };
          return;
        }
        s.phase = 'recover';
        break;
      case 'sacrifice': {
        const zones = peasantZones(s);
        if (s.toLose <= 0 || zones.length === 0) s.phase = 'recover';
        else if (zones.length === 1) losePeasant(s, zones[0], log);
        else {
          s.step = { kind: 'sacrifice', side: FRISIANS };
          return;
        }
        break;
      }
      case 'recover':
        // A-3 D5: skipped when Courage is 0 or no guard can return.
        if (recoverable(s).length > 0) {
          s.step = { kind: 'recover', side: NORMANS };
          return;
        }
        s.phase = 'norman-move';
        break;
      case 'norman-move':
        s.step = { kind: 'move', side: NORMANS };
        return;
      case 'tiles':
        beginPlacement(s, log);
        s.step = { kind: 'tiles', side: NORMANS };
        return;
      case 'frisian-move':
        if (s.builtThisTurn) {
          // SG-15 step 4 / R-8: no Frisian movement in a structure turn.
          say(log, text('sg.log.building'));
          s.phase = 'combat';
          break;
        }
        s.step = { kind: 'move', side: FRISIANS };
        return;
      case 'combat':
        if (combatStep(s, log)) return;
        break;
      case 'sweep':
        sweep(s, log);
        break;
      case 'draco':
        rollDraco(s, log);
        break;
      case 'over':
        s.step = { kind: 'none' };
        return;
    }
  }
}
