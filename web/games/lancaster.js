// Lancaster on the match page: the board (status, choices, the viewer's court and castle,
// counties, conflicts and King's favour, parliament) where every legal move is made by clicking,
// each player's side of the table, and labels for the command groups.
import { t } from '../js/i18n.js';
import { drawBoard } from './lancaster/board.js';
import { drawPlayers } from './lancaster/players.js';
import { strings } from './lancaster/strings.js';
import { marks, picks } from './lancaster/tokens.js';

export default {
  strings,
  stylesheet: '/games/lancaster.css',
  board: (view, ctx) => drawBoard(view, ctx),
  players: (view, ctx) => drawPlayers(view, ctx),
  prompt: (view) => view.prompt,
  help: (view) => view.help,
  groupLabel: (key) => {
    const label = t(`lan.group.${key}`);
    return label === `lan.group.${key}` ? null : label;
  },
  picks,
  marks,
};
