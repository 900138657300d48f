// The areas' names on the map (issue 30): drawn at a size that reads on the screen at any zoom, and
// shown only on areas wide enough for them at the zoom of the moment (at the whole map on a phone
// almost none fit; zoomed to the choices, most do).
import type { KdDrawing } from '../../../../src/games/king-david/data/drawing-types';
import type { Box } from './zoom';

/** The names' size on the screen, in CSS px. */
const NAME_PX = 11;
/** A name's width per character, in ems (a sans-serif's average, with room to spare). */
const EM_PER_CHAR = 0.56;
/** Below the anchor: the stack chips (drawn from 3 to 14 map units under it), then the name if it fits there. */
const CHIPS_BOTTOM = 14;
/** Above the anchor: a city's square (drawn from 12 map units over it). */
const CITY_TOP = 13;

const boxes = new WeakMap<KdDrawing, Record<string, Box>>();

/** Each area's region's bounding box, from its path (absolute M/L commands, as the generator writes them). */
export function areaBoxes(drawing: KdDrawing): Record<string, Box> {
  let out = boxes.get(drawing);
  if (!out) {
    out = {};
    for (const [id, facts] of Object.entries(drawing.areas)) {
      const nums = (facts.path.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
      const xs = nums.filter((_, i) => i % 2 === 0);
      const ys = nums.filter((_, i) => i % 2 === 1);
      out[id] = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
    }
    boxes.set(drawing, out);
  }
  return out;
}

/** The box around some areas' regions. */
export function boxAround(drawing: KdDrawing, ids: string[]): Box {
  const all = areaBoxes(drawing);
  const list = ids.map((id) => all[id]);
  return { x0: Math.min(...list.map((b) => b.x0)), y0: Math.min(...list.map((b) => b.y0)), x1: Math.max(...list.map((b) => b.x1)), y1: Math.max(...list.map((b) => b.y1)) };
}

/** Sizes the names for the map's present zoom and shows those that fit across their area. */
export function fitNames(svg: SVGSVGElement, drawing: KdDrawing): void {
  const px = svg.getScreenCTM()?.a ?? 0; // CSS px per map unit now
  const group = svg.querySelector<SVGGElement>('.kd-labels');
  if (!group || !px) return;
  const size = NAME_PX / px;
  group.setAttribute('font-size', size.toFixed(2));
  const all = areaBoxes(drawing);
  for (const label of group.querySelectorAll<SVGTextElement>('.kd-label')) {
    const id = label.dataset.area ?? '';
    const box = all[id];
    const wide = (label.textContent ?? '').length * EM_PER_CHAR * size;
    const [, y] = drawing.areas[id].anchor;
    // Under the stack chips if the region goes down that far, else over the city's square (or the
    // place); in a region too low for both (Keilah), under the chips, across its lower border.
    const below = y + CHIPS_BOTTOM + size;
    const above = y - (drawing.areas[id].city ? CITY_TOP : 2);
    const overflow = (edge: number) => (edge <= 0 ? 0 : edge);
    const at = [below, above].sort((a, b) => overflow(a - box.y1 - size * 0.3) + overflow(box.y0 - (a - size)) - (overflow(b - box.y1 - size * 0.3) + overflow(box.y0 - (b - size))))[0];
    const spill = overflow(at - box.y1 - size * 0.3) + overflow(box.y0 - (at - size));
    label.setAttribute('y', at.toFixed(1));
    label.classList.toggle('fits', spill <= size * 1.5 && wide <= box.x1 - box.x0);
  }
}
