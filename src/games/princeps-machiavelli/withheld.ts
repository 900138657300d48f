import { text } from '../../engine/text';
import type { Withheld } from '../../engine/types';
import { mustDiscard } from './draw';
import { territoryName } from './names';
import { preparationProblems, preparingSeat } from './preparation';
import { findTerritory } from './table';
import { actingSeat, leavesUnledArmies } from './turn';
import type { PMState } from './state';

/*
 * The commands that close a step and are not listed now, with the rule that keeps each back
 * (issue 30: the page says why "End" is missing, and where):
 *   draw      PM-8 / PM-10: the hand must come down to the draw target first
 *   end       PM-13: a territory holds two or more armies without a Captain or Prince;
 *             PM-10: the hand, Prince included, would be over 12
 *   declare   an attack needs an army (PM-23), and may not leave its origin breaking PM-13
 * Each reason goes only to the seat whose step it is: it may speak of that seat's own cards.
 */

export function withheld(s: PMState, seat: number): Withheld[] {
  if (s.result || !Number.isInteger(seat) || seat < 0 || seat >= s.seats) return [];
  switch (s.phase) {
    case 'draw': {
      const step = s.draw;
      if (!step || step.submitted[seat]) return [];
      const more = mustDiscard(s, seat) - step.marks[seat].length;
      return more > 0 ? [{ command: 'draw', reason: text('pm.refuse.mustDiscard', { n: more }) }] : [];
    }
    case 'preparation': {
      const p = s.preparation;
      if (!p || preparingSeat(s) !== seat) return [];
      return preparationProblems(s, seat, p).map((x) => ({ command: 'end', reason: x.reason, ...(x.territory ? { where: x.territory } : {}) }));
    }
    case 'actions': {
      const attack = s.actions?.attack;
      if (!attack || s.actions?.conflict || actingSeat(s) !== seat) return [];
      if (attack.group.length === 0) return [{ command: 'declare', reason: text('pm.refuse.noArmies'), where: attack.origin }];
      const origin = findTerritory(s, attack.origin)?.territory;
      if (origin && leavesUnledArmies(origin, attack.leader, attack.group)) {
        return [{ command: 'declare', reason: text('pm.refuse.leavesArmies', { territory: territoryName(origin.id) }), where: origin.id }];
      }
      return [];
    }
    default:
      return [];
  }
}
