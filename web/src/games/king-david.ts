// The Campaigns of King David on the match page (issue 15): the map of the Levant with its pan
// and zoom, the phase track, the step's decisions under the map and the players' tables beside
// it. The map's fixed drawing comes once from the server (/api/games/king-david/drawing).
import type { KdDrawing } from '../../../src/games/king-david/data/drawing-types';
import type { KdView } from '../../../src/games/king-david/view';
import { h } from '../dom';
import { t } from '../i18n';
import { drawMap } from './king-david/map';
import { areaDetails, drawPanels, stepPanels, trackPanel } from './king-david/panels';
import { marks, picks } from './king-david/picks';
import { strings } from './king-david/strings';
import { groupKey, groupStrings } from './king-david/groups';
import { focus, zoomable } from './king-david/zoom';
import stylesheet from './king-david.css';
import type { BoardContext, Renderer } from './renderer';

const drawing: KdDrawing = await fetch('/api/games/king-david/drawing').then((r) => r.json());
let focusedOn: string | null = null;

/** The sentence of the move each area would make now (shown in its tooltip). */
function areaSentences(view: KdView, ctx: BoardContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of ctx.moves ?? []) {
    const [token] = picks(m.command, view);
    if (token.startsWith('area:')) out[token] = out[token] ? `${out[token]} / ${ctx.names.text(m.text)}` : ctx.names.text(m.text);
  }
  return out;
}

function board(view: KdView, ctx: BoardContext): HTMLElement {
  const map = drawMap(view, { ...ctx, drawing, sentences: areaSentences(view, ctx) });
  const zoom = zoomable(map, drawing.width, drawing.height);
  // An engagement or a moving group brings the map to it, once.
  const spot = view.battle?.area ?? view.siege?.area ?? view.order?.at ?? null;
  if (spot && spot !== focusedOn) focus(map, drawing.width, drawing.height, drawing.areas[spot].anchor, 2.5);
  focusedOn = spot;
  const details = h('div', { class: 'kd-details', 'aria-live': 'polite' });
  // A tap on an area that makes no move shows what is there.
  map.addEventListener('click', (e) => {
    const g = e.target instanceof Element ? e.target.closest<SVGGElement>('.kd-area') : null;
    if (!g || g.classList.contains('pickable')) return;
    const area = view.areas.find((a) => a.id === g.dataset.area);
    if (area) details.replaceChildren(areaDetails(area));
  });
  return h(
    'div',
    { class: 'kd-board', role: 'group', 'aria-label': t('kd.ui.boardLabel') },
    trackPanel(view),
    h('div', { class: 'kd-map-frame' }, map, zoom),
    details,
    stepPanels(view, ctx),
  );
}

const renderer: Renderer<KdView> = {
  strings: { en: { ...strings.en, ...groupStrings.en }, es: { ...strings.es, ...groupStrings.es } },
  stylesheet,
  board,
  players: (view, ctx) => drawPanels(view, ctx),
  prompt: (view) => view.prompt,
  help: (view) => view.help ?? null,
  groupLabel: (verb) => {
    const key = groupKey(verb);
    return key === null ? null : t(key);
  },
  picks,
  marks,
};

export default renderer;
