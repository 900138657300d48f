// The areas' regions as polygons (issue 30: a name is shown inside its area): their rings, read
// once from the drawing's paths, and whether a box lies wholly inside one.
import type { KdDrawing, Point } from '../../../../src/games/king-david/data/drawing-types';

/** A box on the map, in map units. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A region: its rings (the outline, and any lake cut out of it) and the box around them. */
export interface Region {
  rings: Point[][];
  box: Box;
}

const cache = new WeakMap<KdDrawing, Record<string, Region>>();

/** Each area's region, from its path (absolute M/L commands closed by Z, as the generator writes them). */
export function regions(drawing: KdDrawing): Record<string, Region> {
  let out = cache.get(drawing);
  if (!out) {
    out = {};
    for (const [id, facts] of Object.entries(drawing.areas)) {
      const rings = facts.path
        .split('M')
        .filter((r) => r.trim())
        .map((r) => {
          const nums = (r.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
          const ring: Point[] = [];
          for (let i = 0; i + 1 < nums.length; i += 2) ring.push([nums[i], nums[i + 1]]);
          return ring;
        });
      const points = rings.flat();
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      out[id] = { rings, box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) } };
    }
    cache.set(drawing, out);
  }
  return out;
}

/** Even-odd rule over all the rings: inside the outline and outside any hole (scripts/kd-map reads it too, on the shapes it draws the areas from). */
export function insideRings(x: number, y: number, rings: readonly (readonly Point[])[]): boolean {
  let hit = false;
  for (const r of rings) {
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [xi, yi] = r[i];
      const [xj, yj] = r[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
    }
  }
  return hit;
}

/** Whether the segment a–b meets the box (Liang–Barsky clipping of the segment to the box). */
function meets([ax, ay]: Point, [bx, by]: Point, b: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  for (const [p, q] of [
    [-dx, ax - b.x0],
    [dx, b.x1 - ax],
    [-dy, ay - b.y0],
    [dy, b.y1 - ay],
  ]) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}

/** Whether the box lies wholly inside the region: its middle is inside and no edge of any ring crosses or enters it. */
export function boxInside(b: Box, region: Region): boolean {
  if (b.x0 < region.box.x0 || b.y0 < region.box.y0 || b.x1 > region.box.x1 || b.y1 > region.box.y1) return false;
  if (!insideRings((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2, region.rings)) return false;
  for (const r of region.rings) {
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) if (meets(r[j], r[i], b)) return false;
  }
  return true;
}

/** Whether two boxes overlap by more than touching. */
export function overlap(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}
