import type { TimeoutMove } from '../../engine/types';
import { canonical, cardWord } from './data';
import { listActions } from './commands';
import { mustDiscard } from './draw';
import type { PMState } from './state';

/**
 * A-3's defaults when a seat's time runs out, one listed command at a time (the platform plays
 * them until the seat has nothing left to do):
 *   Draw: no voluntary discard; the mandatory ones in descending canonical order, never the Prince.
 *   Negotiation: declared "done" (a draft being put together is dropped first).
 *   Preparation: no change.  Action turn: end turn (an attack being put together is called off).
 *   W1: no Machiavelli, k = 0.  W2: pass, k = 0.
 */
export const timeoutMove: TimeoutMove<PMState> = (s, seat) => {
  const legal = listActions(s, seat);
  const pickFirst = (...commands: string[]) => commands.find((c) => legal.includes(c)) ?? legal[0] ?? '';
  switch (s.phase) {
    case 'draw': {
      if (!s.draw) return pickFirst('draw');
      const prince = s.princes[seat];
      const wanted = s.hands[seat].filter((c) => c !== prince).sort(canonical).reverse().slice(0, mustDiscard(s, seat));
      const marks = s.draw.marks[seat];
      const extra = marks.find((c) => !wanted.includes(c));
      if (extra) return pickFirst(`keep ${cardWord(extra)}`);
      const missing = wanted.find((c) => !marks.includes(c));
      if (missing) return pickFirst(`discard ${cardWord(missing)}`);
      return pickFirst('draw');
    }
    case 'negotiation':
      return pickFirst('cancel', 'back', 'done');
    case 'preparation':
      return pickFirst('reset', 'end');
    default:
      return pickFirst('cancel', 'pass', 'end');
  }
};
