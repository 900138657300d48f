// El Señor de la Guerra on the match page: the six zones as SVG (warriors by kind and side,
// guards, the priest, the tiles, the siege structures, the Draco track), the combat being
// fought, each side's card, and labels for the command groups. The Prince is drawn only where
// the view names his zone (the Normans' view, or everyone's after the end, A-7, A-9). Every
// legal command is made by clicking the map and the choices above it (./senor-de-la-guerra/tokens.ts).
import type { SenorView } from '../../../src/games/senor-de-la-guerra/view';
import { h } from '../dom';
import { t } from '../i18n';
import { drawBoard, highlight } from './senor-de-la-guerra/board';
import { drawChoices } from './senor-de-la-guerra/choices';
import { drawCombat } from './senor-de-la-guerra/combat';
import { drawSides } from './senor-de-la-guerra/sides';
import { placeName } from './senor-de-la-guerra/names';
import { strings } from './senor-de-la-guerra/strings';
import { anyOrderFrom, marks, picks } from './senor-de-la-guerra/tokens';
import stylesheet from './senor-de-la-guerra.css';
import type { Renderer } from './renderer';

export { anyOrderFrom, marks, picks };

const renderer: Renderer<SenorView> = {
  strings,
  stylesheet,
  board: (view, ctx) => h('div', { class: 'sg-table' }, drawChoices(view), drawBoard(view, ctx.names)),
  players: (view, ctx) => h('div', { class: 'sg-panels' }, drawCombat(view), drawSides(view, ctx)),
  prompt: (view) => (view.waitingFor ? view.prompt : null),
  // What to click now, said to the seat that must answer only (the others have nothing to click).
  help: (view) => (view.you && view.you === view.waitingFor ? view.help : null),
  groupLabel: (key) => {
    const label = t(`sg.group.${key}`);
    return label === `sg.group.${key}` ? null : label;
  },
  picks,
  placeName,
  anyOrderFrom,
  marks,
  highlight,
};

export default renderer;
