// Lancaster on the match page: the board (status, choices, the viewer's court and castle,
// counties, conflicts and King's favour, parliament) where every legal move is made by clicking,
// each player's side of the table, and labels for the command groups.
import type { LancasterView } from '../../../src/games/lancaster/view';
import { t } from '../i18n';
import { drawBoard } from './lancaster/board';
import { placeName } from './lancaster/names';
import { drawPlayers } from './lancaster/players';
import { strings } from './lancaster/strings';
import { marks, picks } from './lancaster/tokens';
import stylesheet from './lancaster.css';
import type { Renderer } from './renderer';

const renderer: Renderer<LancasterView> = {
  strings,
  stylesheet,
  board: (view, ctx) => drawBoard(view, ctx),
  players: (view, ctx) => drawPlayers(view, ctx),
  prompt: (view) => view.prompt,
  help: (view) => view.help,
  groupLabel: (key) => {
    const label = t(`lan.group.${key}`);
    return label === `lan.group.${key}` ? null : label;
  },
  picks,
  placeName,
  marks,
};

export default renderer;
