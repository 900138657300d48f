// Carolus Magnus on the match page: the ring as SVG, the players' courts and reserves, and
// labels for the command groups (take, disc, court, land, emperor).
import { h } from '../js/dom.js';
import { t } from '../js/i18n.js';
import { drawBoard, highlight } from './carolus-magnus/board.js';
import { drawPlayers } from './carolus-magnus/players.js';
import { COLOURS, cube, icon } from './carolus-magnus/pieces.js';
import { strings } from './carolus-magnus/strings.js';

export default {
  strings,
  stylesheet: '/games/carolus-magnus.css',
  board: (view, ctx) => drawBoard(view, ctx.names),
  players: (view, ctx) => drawPlayers(view, ctx),
  prompt: (view) => view.prompt,
  groupLabel: (key) => {
    const label = t(`cm.group.${key}`);
    return label === `cm.group.${key}` ? null : label;
  },
  /** A cube beside any colour named in a command, so "land red 7" shows a red cube. */
  commandLabel: (text) => {
    const words = text.split(' ');
    const colour = words.find((w) => COLOURS.includes(w));
    return colour ? h('span', { class: 'with-icon' }, icon(cube(colour, 1, 0, 0, 14), 14), text) : null;
  },
  highlight,
};
