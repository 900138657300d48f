import type { TimeoutMove } from '../../engine/types';
import { COLOURS } from './data';
import { legalDiscs } from './opening';
import { takeOptions } from './replenish';
import type { CarolusState } from './state';

/**
 * The timeout defaults (the deadline policy `bot`), in the rulings' spirit: a late seat makes the
 * plainest legal choice and no gamble —
 *  - a colour to take (CM-3, CM-18, CM-19): the first colour in order (red, yellow, green, blue,
 *    pink) the step allows;
 *  - a disc (CM-5, CM-6): the lowest disc it may play;
 *  - a paladin (CM-9): to its own court before any territory, the first colour in order it holds;
 *  - the emperor (CM-11): the smallest move, 1 step.
 */
export const timeoutMove: TimeoutMove<CarolusState> = (s, seat) => {
  const step = s.step;
  if (step.kind === 'none' || step.seat !== seat) return '';
  switch (step.kind) {
    case 'take':
      return `take ${COLOURS[takeOptions(s, step.why)[0]]}`;
    case 'disc':
      return `disc ${legalDiscs(s, seat)[0]}`;
    case 'paladin':
      return `court ${COLOURS[s.reserves[seat].findIndex((n) => n > 0)]}`;
    case 'emperor':
      return 'emperor 1';
  }
};
