// El Señor de la Guerra on the match page: the six zones as SVG (warriors by kind and side,
// guards, the priest, the tiles, the siege structures, the Draco track), the combat being
// fought, each side's card, and labels for the command groups. The Prince is drawn only where
// the view names his zone (the Normans' view, or everyone's after the end, A-7, A-9). Every
// legal command is made by clicking the map and the choices above it (./senor-de-la-guerra/tokens.js).
import { h } from '../dom';
import { t } from '../i18n';
import { drawBoard, highlight } from './senor-de-la-guerra/board';
import { drawChoices } from './senor-de-la-guerra/choices';
import { drawCombat } from './senor-de-la-guerra/combat';
import { GLYPH_OF, icon, kindIcon, structure } from './senor-de-la-guerra/pieces';
import { drawSides } from './senor-de-la-guerra/sides';
import { strings } from './senor-de-la-guerra/strings';
import { anyOrderFrom, marks, picks } from './senor-de-la-guerra/tokens';
import stylesheet from './senor-de-la-guerra.css';

export { anyOrderFrom, marks, picks };

/** The side of the page's seat, for the colour of the icons on its command buttons. */
let side = 'normans';

/** An icon for the piece or structure a command names: "move archer east", "build ram". */
function commandIcon(words) {
  if (words[0] === 'build' && words[1]) return icon(structure(words[1], 0, 0, 14), 16);
  const kind = words[0] === 'lose' ? 'peasant' : ['move', 'entrance', 'casualty'].includes(words[0]) ? words[1] : null;
  return kind && GLYPH_OF[kind] ? kindIcon(side, kind, 16) : null;
}

export default {
  strings,
  stylesheet,
  board: (view) => {
    side = view.you ?? side;
    return h('div', { class: 'sg-table' }, drawChoices(view), drawBoard(view));
  },
  players: (view, ctx) => h('div', { class: 'sg-panels' }, drawCombat(view), drawSides(view, ctx)),
  prompt: (view) => (view.waitingFor ? view.prompt : null),
  // What to click now, said to the seat that must answer only (the others have nothing to click).
  help: (view) => (view.you && view.you === view.waitingFor ? view.help : null),
  groupLabel: (key) => {
    const label = t(`sg.group.${key}`);
    return label === `sg.group.${key}` ? null : label;
  },
  commandLabel: (text) => {
    const mark = commandIcon(text.split(' '));
    return mark ? h('span', { class: 'with-icon' }, mark, text) : null;
  },
  picks,
  anyOrderFrom,
  marks,
  highlight,
};
