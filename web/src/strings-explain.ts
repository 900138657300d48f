// The page's words for what it explains of the game (issue 30): the breakdown under the result,
// why a closing command is not offered, and each seat's letter.
import type { Catalogue } from '../../src/engine/text';

export const EXPLAIN_STRINGS: Catalogue = {
  en: {
    resultDetails: 'How it was decided',
    cannotFinishYet: 'Why you cannot finish this step yet',
    withheldMarked: 'The place each reason is about is marked with “!” on the board.',
  },
  es: {
    resultDetails: 'Cómo se decidió',
    cannotFinishYet: 'Por qué aún no puedes terminar este paso',
    withheldMarked: 'El lugar de cada motivo está marcado con «!» en el tablero.',
  },
};
