// The Campaigns of King David on the match page (issue 15): the map of the Levant with its pan
// and zoom, the phase track, what the step's decisions are about under the map and the players'
// tables beside it. The map's fixed drawing comes once from the server (/api/games/king-david/drawing).
import type { KdDrawing } from '../../../src/games/king-david/data/drawing-types';
import type { KdView } from '../../../src/games/king-david/view';
import { h } from '../dom';
import { t } from '../i18n';
import { drawMap } from './king-david/map';
import { areaDetails, drawPanels, stepPanels, trackPanel } from './king-david/panels';
import { marks, picks } from './king-david/picks';
import { strings } from './king-david/strings';
import { areaBoxes, boxAround, type NameScene } from './king-david/names';
import { fitNames } from './king-david/fit-names';
import { placeName } from './king-david/place-names';
import { costedAreas, pieceBoxes } from './king-david/pieces-layout';
import { groupKey, groupStrings } from './king-david/groups';
import { focus, frame, zoomable } from './king-david/zoom';
import stylesheet from './king-david.css';
import type { BoardContext, Renderer } from './renderer';

const drawing: KdDrawing = await fetch('/api/games/king-david/drawing').then((r) => r.json());
let focusedOn: string | null = null;
/** The choices on the map the view was last framed on (issue 30: once per set of choices). */
let framedOn: string | null = null;

/** The areas a listed move is made on (the seat's choices on the map). */
function choiceAreas(view: KdView, ctx: BoardContext): string[] {
  const areas = new Set<string>();
  for (const m of ctx.moves ?? []) {
    const token = picks(m.command, view)?.[0];
    if (token?.startsWith('area:')) areas.add(token.slice(5));
  }
  return [...areas].sort();
}

/**
 * Brings the seat's choices into view when they come (its turn starts, its group moved on): the
 * box around them, on a phone close enough for a finger, centred then on the moving group or on
 * the choice nearest the middle of the others.
 */
function frameChoices(map: SVGSVGElement, view: KdView, areas: string[]): void {
  const box = boxAround(drawing, areas);
  const all = areaBoxes(drawing);
  const smallest = Math.min(...areas.map((id) => Math.min(all[id].x1 - all[id].x0, all[id].y1 - all[id].y0)));
  const mid: [number, number] = [(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2];
  const nearest = (id: string) => Math.hypot(drawing.areas[id].anchor[0] - mid[0], drawing.areas[id].anchor[1] - mid[1]);
  const centre = view.order ? drawing.areas[view.order.at].anchor : drawing.areas[[...areas].sort((a, b) => nearest(a) - nearest(b))[0]].anchor;
  frame(map, drawing.width, drawing.height, box, smallest, centre);
}

/** The sentence of the move each area would make now (shown in its tooltip). */
function areaSentences(view: KdView, ctx: BoardContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of ctx.moves ?? []) {
    const token = picks(m.command, view)?.[0];
    if (token?.startsWith('area:')) out[token] = out[token] ? `${out[token]} / ${ctx.names.text(m.text)}` : ctx.names.text(m.text);
  }
  return out;
}

function board(view: KdView, ctx: BoardContext): HTMLElement {
  const sentences = areaSentences(view, ctx);
  const map = drawMap(view, { ...ctx, drawing, sentences });
  const choices = choiceAreas(view, ctx);
  // The names keep off everything drawn on the map; the seat's choices are named first.
  const scene: NameScene = { obstacles: pieceBoxes(view, drawing, (seat) => ctx.names.letter?.(seat) ?? '', costedAreas(view, sentences)), first: choices };
  const zoom = zoomable(map, drawing.width, drawing.height, () => fitNames(map, drawing, scene));
  const key = choices.join(' ') || null;
  if (key && key !== framedOn) {
    // Framing measures the map on the page: it is put there after this returns.
    requestAnimationFrame(() => {
      if (!map.isConnected || framedOn === key) return;
      frameChoices(map, view, choices);
      framedOn = key;
    });
  } else if (!key) {
    framedOn = null;
    // Otherwise an engagement or a moving group brings the map to it, once.
    const spot = view.battle?.area ?? view.siege?.area ?? view.order?.at ?? null;
    if (spot && spot !== focusedOn) focus(map, drawing.width, drawing.height, drawing.areas[spot].anchor, 2.5);
    focusedOn = spot;
  }
  requestAnimationFrame(() => fitNames(map, drawing, scene));
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
  placeName: (token, view, names) => placeName(token, view, names, drawing),
  marks,
};

export default renderer;
