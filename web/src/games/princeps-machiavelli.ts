// Princeps Machiavelli on the match page: every row of territories with its cards, the
// independent territories, the seat's hand and offers, the piles and the confrontation in
// progress; moves are made by clicking cards, territories and the move buttons on the table.
import type { PMView } from '../../../src/games/princeps-machiavelli/view';
import { drawBoard } from './princeps-machiavelli/board';
import { marks } from './princeps-machiavelli/marks';
import { picks } from './princeps-machiavelli/picks';
import { strings } from './princeps-machiavelli/strings';
import stylesheet from './princeps-machiavelli.css';
import type { Renderer } from './renderer';

const renderer: Renderer<PMView> = {
  strings,
  stylesheet,
  board: (view, ctx) => drawBoard(view, ctx),
  prompt: (view) => view.prompt,
  help: (view) => view.help ?? null,
  picks: (command) => picks(command),
  marks,
};

export default renderer;
