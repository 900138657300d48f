// The lines drawn across King David's areas (the rivers and the roads of the non-touching
// adjacencies, map.ts), as segments with their strokes' half widths, so that names.ts keeps the
// areas' names off them as it keeps them off the pieces. The Jordan's fords are boxes among the
// pieces' (pieces-layout.ts).
import type { KdDrawing, Point } from '../../../../src/games/king-david/data/drawing-types';
import type { Box } from './regions';

/** Half the strokes of king-david.css: a river 1.3 wide, the Jordan 2.6, a road 1.3. */
const RIVER = 0.65;
const JORDAN = 1.3;
const ROAD = 0.65;

/** A straight piece of a line drawn on the map, and half its stroke's width. */
export interface Segment {
  a: Point;
  b: Point;
  half: number;
}

const cache = new WeakMap<KdDrawing, Segment[]>();

/** Every river's and road's segments, read once from the drawing (rivers as absolute M/L paths, as the generator writes them). */
export function mapLines(drawing: KdDrawing): Segment[] {
  let out = cache.get(drawing);
  if (!out) {
    out = [];
    for (const river of drawing.rivers) {
      const nums = (river.path.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
      const half = river.name === 'Jordan' ? JORDAN : RIVER;
      for (let i = 2; i + 1 < nums.length; i += 2) out.push({ a: [nums[i - 2], nums[i - 1]], b: [nums[i], nums[i + 1]], half });
    }
    for (const [a, b] of drawing.links) out.push({ a: drawing.areas[a].anchor, b: drawing.areas[b].anchor, half: ROAD });
    cache.set(drawing, out);
  }
  return out;
}

/** The segments that may meet a box (their own boxes, stroke included, overlap it). */
export function segmentsNear(segments: Segment[], b: Box): Segment[] {
  return segments.filter(({ a, b: e, half }) => Math.min(a[0], e[0]) - half < b.x1 && Math.max(a[0], e[0]) + half > b.x0 && Math.min(a[1], e[1]) - half < b.y1 && Math.max(a[1], e[1]) + half > b.y0);
}

/**
 * How long a stretch of the segments runs inside the box, each stroke's width counted by growing
 * the box by its half (the segment clipped to the box's two slabs): 0 when the box is clear of
 * them all. Plain arithmetic, nothing allocated: it runs for every spot tried at each new zoom.
 */
export function crossing(b: Box, segments: Segment[]): number {
  let sum = 0;
  for (const { a, b: e, half } of segments) {
    const dx = e[0] - a[0];
    const dy = e[1] - a[1];
    let t0 = 0;
    let t1 = 1;
    if (dx === 0) {
      if (a[0] < b.x0 - half || a[0] > b.x1 + half) continue;
    } else {
      const ta = (b.x0 - half - a[0]) / dx;
      const tb = (b.x1 + half - a[0]) / dx;
      t0 = Math.max(t0, Math.min(ta, tb));
      t1 = Math.min(t1, Math.max(ta, tb));
    }
    if (dy === 0) {
      if (a[1] < b.y0 - half || a[1] > b.y1 + half) continue;
    } else {
      const ta = (b.y0 - half - a[1]) / dy;
      const tb = (b.y1 + half - a[1]) / dy;
      t0 = Math.max(t0, Math.min(ta, tb));
      t1 = Math.min(t1, Math.max(ta, tb));
    }
    // A segment that only touches the grown box counts as crossing it a little, so that a clear spot is truly clear.
    if (t0 <= t1) sum += Math.max((t1 - t0) * Math.hypot(dx, dy), 1e-3);
  }
  return sum;
}
