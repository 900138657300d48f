import { DRAWING } from '../../../src/games/king-david/data/drawing';
import type { KdView } from '../../../src/games/king-david/view';
import { EM_PER_CHAR } from '../../../web/src/games/king-david/names';
import { chipRow, CHIP_HEIGHT, CHIP_TOP, CITY_SIZE, CITY_TOP, COST_R, COST_UP, FORD_R, PORT_X, PORT_Y } from '../../../web/src/games/king-david/pieces-layout';
import type { Box } from '../../../web/src/games/king-david/regions';

// The tests' own geometry of King David's map (issue 30), read from the drawing apart from the
// page's modules that they check: the zooms the page shows, what it draws on each area, the
// regions' outlines, and whether boxes meet.

/** CSS px per map unit at the whole map: the map 345 px wide on a 375 px phone, 640 px on a 1280 px desktop (measured in Chromium, tests/e2e/king-david-frame.test.ts). */
export const PHONE = 345 / DRAWING.width;
export const DESKTOP = 640 / DRAWING.width;
/** The zooms the page can show: zoom.ts's buttons (×1.5), wheel (×1.25) and framing land anywhere from 1 to 6. */
export const ZOOMS = [...[1, 1.5, 2.25, 3, 4, 6].map((z) => [`phone ×${z}`, PHONE * z] as const), ...[1, 1.5].map((z) => [`desktop ×${z}`, DESKTOP * z] as const)];
export const LETTERS = 'ABCDE';

/** The name's ink as drawn: `text-anchor: middle` on x, the baseline at y (capitals over it, descenders under). */
export function ink(x: number, y: number, text: string, size: number): Box {
  const wide = text.length * EM_PER_CHAR * size;
  return { x0: x - wide / 2, y0: y - 0.75 * size, x1: x + wide / 2, y1: y + 0.2 * size };
}

/** What the map draws on an area, box by box, from the same layout the page draws it with (map.ts). */
export function drawn(view: KdView, costs: Record<string, number>): { what: string; box: Box }[] {
  const out: { what: string; box: Box }[] = [];
  for (const area of view.areas) {
    const [x, y] = DRAWING.areas[area.id].anchor;
    for (const c of chipRow(area, [x, y], (seat) => LETTERS[seat])) out.push({ what: `${area.id}'s ${c.st.country} stack`, box: { x0: c.x + 1, y0: y + CHIP_TOP, x1: c.x + c.w - 1, y1: y + CHIP_TOP + CHIP_HEIGHT } });
    if (DRAWING.areas[area.id].city) out.push({ what: `${area.id}'s city`, box: { x0: x - CITY_SIZE / 2, y0: y - CITY_TOP, x1: x + CITY_SIZE / 2, y1: y - CITY_TOP + CITY_SIZE } });
    // The port's anchor, 7 units high, from its left edge and baseline.
    if (DRAWING.areas[area.id].port) out.push({ what: `${area.id}'s port`, box: { x0: x + PORT_X, y0: y + PORT_Y - 7, x1: x + PORT_X + 7, y1: y + PORT_Y } });
    if (costs[area.id] !== undefined) out.push({ what: `${area.id}'s cost`, box: { x0: x - COST_R, y0: y - COST_UP - COST_R, x1: x + COST_R, y1: y - COST_UP + COST_R } });
  }
  for (const f of DRAWING.fords) out.push({ what: 'a ford', box: { x0: f.at[0] - FORD_R, y0: f.at[1] - FORD_R, x1: f.at[0] + FORD_R, y1: f.at[1] + FORD_R } });
  return out;
}


export const meet = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Each region's outline as points (its path's M/L numbers in pairs; a lake inside is another ring). */
const RINGS = Object.fromEntries(
  Object.entries(DRAWING.areas).map(([id, { path }]) => [
    id,
    path
      .split('M')
      .filter(Boolean)
      .map((r) => {
        const n = (r.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
        return Array.from({ length: n.length / 2 }, (_, i) => [n[2 * i], n[2 * i + 1]] as [number, number]);
      }),
  ]),
);

function insideRegion([x, y]: [number, number], rs: [number, number][][]): boolean {
  let hit = false;
  for (const r of rs) for (let i = 0, j = r.length - 1; i < r.length; j = i++) if (r[i][1] > y !== r[j][1] > y && x < ((r[j][0] - r[i][0]) * (y - r[i][1])) / (r[j][1] - r[i][1]) + r[i][0]) hit = !hit;
  return hit;
}

/** The box's corners and points along its sides lie in the area's region, and no corner of the region is in the box. */
export function within(b: Box, id: string): boolean {
  const rs = RINGS[id];
  const along: [number, number][] = [];
  for (let k = 0; k <= 8; k++) {
    const fx = b.x0 + ((b.x1 - b.x0) * k) / 8;
    const fy = b.y0 + ((b.y1 - b.y0) * k) / 8;
    along.push([fx, b.y0], [fx, b.y1], [b.x0, fy], [b.x1, fy]);
  }
  return along.every((p) => insideRegion(p, rs)) && !rs.flat().some(([x, y]) => x > b.x0 && x < b.x1 && y > b.y0 && y < b.y1);
}
