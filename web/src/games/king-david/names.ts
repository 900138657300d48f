// The areas' names on the map (issue 30): drawn at a size that reads on the screen at any zoom, and
// shown only where they fit at the zoom of the moment: a name's box lies inside its area's region
// and covers no piece, city, port, cost or ford drawn on the map (pieces-layout.ts) and no other
// name shown, and where the area has room it crosses no river or road either (lines.ts). A name
// goes under its area's stacks if it fits there, else to the free spot of its area nearest that;
// where there is none it is not drawn (the area's tooltip and its name for a screen reader still
// say it), unless the area is one of the seat's choices. At the whole map on a phone almost none
// fit; zoomed in, most do.
// Plain geometry on the boxes the drawing knows, with no page (fit-names.ts puts it on the map).
import type { KdDrawing } from '../../../../src/games/king-david/data/drawing-types';
import { CHIP_HEIGHT, CHIP_TOP } from './pieces-layout';
import { crossing, mapLines, segmentsNear } from './lines';
import { boxInside, overlap, regions, type Box } from './regions';

/** The names' size on the screen, in CSS px. */
const NAME_PX = 11;
/**
 * The names' size in map units when the map shows `px` CSS px per unit: NAME_PX on the screen,
 * in steps of 1/16 of an octave (within 2.2 % of it) so that a pinch or the wheel meets sizes
 * already worked out.
 */
export function nameSize(px: number): number {
  return 2 ** (Math.round(16 * Math.log2(NAME_PX / px)) / 16);
}

/** A name's width per character, in ems, where the page cannot measure it (a wide sans-serif's average). */
export const EM_PER_CHAR = 0.62;
/** A name's ink over and under its baseline, in ems (capitals, descenders), and the box it covers: its halo round the ink, or the font's line box where that is larger. */
const ASCENT = 0.78;
const DESCENT = 0.25;
const HALO = 0.14;
const COVER_UP = 0.98;
const COVER_DOWN = 0.4;
/** The most spots tried across and down an area. */
const STEPS = 24;

/** Where a name is drawn: the middle of its baseline, and the box it covers. */
export interface NameSpot {
  x: number;
  y: number;
  box: Box;
  /** A choice's name put over the pieces of its crowded area (no free spot there). */
  over?: boolean;
}

/** What the names are placed among: the boxes of the things drawn on the map, and the areas named first (the seat's choices). */
export interface NameScene {
  obstacles: Box[];
  first: string[];
}

/** Each area's region's bounding box. */
export function areaBoxes(drawing: KdDrawing): Record<string, Box> {
  return Object.fromEntries(Object.entries(regions(drawing)).map(([id, r]) => [id, r.box]));
}

/** The box around some areas' regions. */
export function boxAround(drawing: KdDrawing, ids: string[]): Box {
  const all = regions(drawing);
  const list = ids.map((id) => all[id].box);
  return { x0: Math.min(...list.map((b) => b.x0)), y0: Math.min(...list.map((b) => b.y0)), x1: Math.max(...list.map((b) => b.x1)), y1: Math.max(...list.map((b) => b.y1)) };
}

/** The box a name `wide` map units long covers (its halo, the font's line box), its baseline's middle at x, y, at `size` map units. */
function nameBox(x: number, y: number, wide: number, size: number): Box {
  return { x0: x - wide / 2 - HALO * size, y0: y - COVER_UP * size, x1: x + wide / 2 + HALO * size, y1: y + COVER_DOWN * size };
}

/**
 * Places the names (`texts`, by area) at `size` map units, `ems` giving a text's width in ems:
 * the seat's choices first, then the areas from the smallest (the fewest spots) up. Each takes
 * the spot nearest the middle under its stacks where its ink lies inside its region and its box
 * meets no obstacle and no name placed before it, and crosses no river or road (else, of those
 * spots, the one crossing the least of them); null where there is none, but for a choice,
 * which then takes the spot that meets no name and hides the least of its pieces (`over`).
 */
export function placeNames(drawing: KdDrawing, texts: Record<string, string>, scene: NameScene, size: number, ems: (text: string) => number): Record<string, NameSpot | null> {
  const all = regions(drawing);
  const span = (b: Box) => (b.x1 - b.x0) * (b.y1 - b.y0);
  const first = scene.first.filter((id) => texts[id] !== undefined);
  const rest = Object.keys(texts)
    .filter((id) => !first.includes(id))
    .sort((a, b) => span(all[a].box) - span(all[b].box) || (a < b ? -1 : 1));
  const placed: Box[] = [];
  const out: Record<string, NameSpot | null> = {};
  for (const id of [...first, ...rest]) {
    const wide = ems(texts[id]) * size;
    const near = (b: Box) => overlap(b, all[id].box);
    const blocks = [...scene.obstacles.filter(near), ...placed.filter(near)];
    const spots = spotsInside(drawing, id, wide, size);
    const free = spots.find((spot) => !blocks.some((b) => overlap(b, spot.box)));
    // A choice is named even where its area is crowded: the list of moves names it ("Move a group
    // from Hebron"), so the map must too: where it hides the least of its pieces, never over a name.
    const crowded = free || !first.includes(id) ? undefined : leastCovering(spots.filter((spot) => !placed.some((b) => overlap(b, spot.box))).map((spot) => ({ ...spot, over: true })), blocks);
    out[id] = free ?? crowded ?? null;
    if (out[id]) placed.push(out[id].box);
  }
  return out;
}

/** Of spots nearest first, the one that hides the least of what is drawn (the first of those). */
function leastCovering(spots: NameSpot[], drawn: Box[]): NameSpot | undefined {
  const covered = (box: Box) => drawn.reduce((sum, b) => sum + Math.max(0, Math.min(box.x1, b.x1) - Math.max(box.x0, b.x0)) * Math.max(0, Math.min(box.y1, b.y1) - Math.max(box.y0, b.y0)), 0);
  let best: { spot: NameSpot; hidden: number } | undefined;
  for (const spot of spots) {
    const hidden = covered(spot.box);
    if (!best || hidden < best.hidden) best = { spot, hidden };
  }
  return best?.spot;
}

const inside = new WeakMap<KdDrawing, Map<string, NameSpot[]>>();

/**
 * Where a name `wide` map units long at `size` can go in the area, its ink inside the region: on
 * a grid over the region's box, first those whose box crosses no river or road (lines.ts), nearest
 * first to the middle under the stacks (the place's anchor), then the others, the least crossed
 * first. A river is no reason to hide a name: a small area one runs through would go unnamed at
 * every zoom, while a name across a thin line still reads (its halo is drawn over the line).
 * They depend on the zoom only, not on the board: kept for the zooms last seen, so that a zoom
 * step back to a size seen pays for no geometry.
 */
function spotsInside(drawing: KdDrawing, id: string, wide: number, size: number): NameSpot[] {
  let known = inside.get(drawing);
  if (!known) inside.set(drawing, (known = new Map()));
  const key = `${id} ${wide} ${size}`;
  let spots = known.get(key);
  if (spots) return spots;
  if (known.size > 5000) known.clear();
  const region = regions(drawing)[id];
  const { x0, y0, x1, y1 } = region.box;
  const [ax, ay] = drawing.areas[id].anchor;
  const wantY = ay + CHIP_TOP + CHIP_HEIGHT + COVER_UP * size + 0.7;
  // The lines that may meet a name here: near the region's box grown by what a name's box covers beyond its ink (at most 0.2 em).
  const lines = segmentsNear(mapLines(drawing), { x0: x0 - size / 4, y0: y0 - size / 4, x1: x1 + size / 4, y1: y1 + size / 4 });
  const all: { spot: NameSpot; away: number; crossed: number }[] = [];
  if (wide <= x1 - x0 && (ASCENT + DESCENT) * size <= y1 - y0) {
    for (const x of steps(x0 + wide / 2, x1 - wide / 2, Math.max(size * 0.4, (x1 - x0) / STEPS))) {
      for (const y of steps(y0 + ASCENT * size, y1 - DESCENT * size, Math.max(size * 0.3, (y1 - y0) / STEPS))) {
        if (!boxInside({ x0: x - wide / 2, y0: y - ASCENT * size, x1: x + wide / 2, y1: y + DESCENT * size }, region)) continue;
        const box = nameBox(x, y, wide, size);
        all.push({ spot: { x, y, box }, away: Math.hypot(x - ax, y - wantY), crossed: crossing(box, lines) });
      }
    }
  }
  spots = all.sort((a, b) => a.crossed - b.crossed || a.away - b.away).map((s) => s.spot);
  known.set(key, spots);
  return spots;
}

/** From lo to hi by about `step`, both ends included (just lo when hi is below it). */
function steps(lo: number, hi: number, step: number): number[] {
  if (hi <= lo) return [lo];
  const n = Math.ceil((hi - lo) / step);
  return Array.from({ length: n + 1 }, (_, i) => lo + ((hi - lo) * i) / n);
}
