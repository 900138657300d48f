// Carolus Magnus on the match page: the ring as SVG with, under it, the side of the table the
// player acts from; the players' courts and reserves; every legal command made by clicks (the
// tokens and the clicks of each command: ./carolus-magnus/tokens.ts).
import type { CarolusView } from '../../../src/games/carolus-magnus/view';
import { h } from '../dom';
import { t } from '../i18n';
import { drawRing, highlight } from './carolus-magnus/board';
import { drawHand } from './carolus-magnus/hand';
import { legend } from './carolus-magnus/legend';
import { placeName } from './carolus-magnus/names';
import { drawPlayers, sideNamer } from './carolus-magnus/players';
import { strings } from './carolus-magnus/strings';
import { marks, picks } from './carolus-magnus/tokens';
import stylesheet from './carolus-magnus.css';
import type { Renderer } from './renderer';

export { marks, picks };

const renderer: Renderer<CarolusView> = {
  strings,
  stylesheet,
  board: (view, ctx) => h('div', { class: 'cm-table' }, drawRing(view, ctx.names, sideNamer(view, ctx.names)), legend(), drawHand(view, ctx)),
  players: (view, ctx) => drawPlayers(view, ctx),
  prompt: (view) => view.prompt ?? null,
  help: (view) => view.help ?? null,
  groupLabel: (key) => {
    const label = t(`cm.ui.group.${key}`);
    return label === `cm.ui.group.${key}` ? null : label;
  },
  picks,
  placeName,
  marks,
  highlight,
};

export default renderer;
