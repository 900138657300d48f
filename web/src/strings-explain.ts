// The page's words for what it explains of the game (issue 30): the breakdown under the result,
// why a closing command is not offered, and each seat's letter.
import type { Catalogue } from '../../src/engine/text';

export const EXPLAIN_STRINGS: Catalogue = {
  en: {
    resultDetails: 'How it was decided',
  },
  es: {
    resultDetails: 'Cómo se decidió',
  },
};
