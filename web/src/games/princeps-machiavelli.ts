// Princeps Machiavelli on the match page: every row of territories with its cards, the
// independent territories, the seat's hand and offers, the piles and the confrontation in
// progress; moves are made by clicking cards, territories and the move buttons on the table.
import type { PMView } from '../../../src/games/princeps-machiavelli/view';
import { t } from '../i18n';
import { drawBoard } from './princeps-machiavelli/board';
import { marks } from './princeps-machiavelli/marks';
import { placeName } from './princeps-machiavelli/names';
import { picks } from './princeps-machiavelli/picks';
import { strings } from './princeps-machiavelli/strings';
import { groupKey, groupStrings } from './princeps-machiavelli/groups';
import stylesheet from './princeps-machiavelli.css';
import type { Renderer } from './renderer';

const renderer: Renderer<PMView> = {
  strings: { en: { ...strings.en, ...groupStrings.en }, es: { ...strings.es, ...groupStrings.es } },
  stylesheet,
  board: (view, ctx) => drawBoard(view, ctx),
  prompt: (view) => view.prompt,
  help: (view) => view.help ?? null,
  groupLabel: (verb) => {
    const key = groupKey(verb);
    return key === null ? null : t(key);
  },
  picks: (command) => picks(command),
  placeName,
  marks,
};

export default renderer;
