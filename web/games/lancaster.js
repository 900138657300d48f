// Lancaster on the match page: counties, conflicts, King's favour and parliament as SVG panels,
// each player's castle and round table, and labels for the command groups.
import { t } from '../js/i18n.js';
import { drawBoard, highlight } from './lancaster/board.js';
import { drawPlayers } from './lancaster/players.js';
import { strings } from './lancaster/strings.js';

export default {
  strings,
  stylesheet: '/games/lancaster.css',
  board: (view, ctx) => drawBoard(view, ctx),
  players: (view, ctx) => drawPlayers(view, ctx),
  prompt: (view) => view.prompt,
  groupLabel: (key) => {
    const label = t(`lan.group.${key}`);
    return label === `lan.group.${key}` ? null : label;
  },
  highlight,
};
