// The words a screen reader hears on the match page (issue 30, "pages anyone can use"). Merged
// into STRINGS by strings.ts, so that every key is checked to render in both languages.
import type { Catalogue } from '../../src/engine/text';

export const A11Y_STRINGS: Catalogue = {
  en: {
    boardTitle: 'Board',
  },
  es: {
    boardTitle: 'Tablero',
  },
};
