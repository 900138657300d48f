import type { Catalogue } from '../../engine/text';
import { board } from './text/board';
import { log } from './text/log';
import type { Pairs } from './text/pairs';
import { refusals } from './text/refusals';
import { steps } from './text/steps';
import { things } from './text/things';

function catalogue(...parts: Pairs[]): Catalogue {
  const out: Catalogue = { en: {}, es: {} };
  for (const part of parts) {
    for (const [key, [en, es]] of Object.entries(part)) {
      out.en[key] = en;
      out.es[key] = es;
    }
  }
  return out;
}

/**
 * Everything Lancaster says, in English and Spanish (ICU MessageFormat, keys prefixed `la.`):
 * the names of its things, the log, the prompts and help, the sentences of the moves, the
 * refusals and the board in words. Spanish uses the rulebook's own terms (caballero, escudero,
 * corte, tropas de reserva, consejo, fortalecer, ficha de voto, Travesía a Francia).
 */
export const messages: Catalogue = catalogue(things, log, steps, refusals, board);
