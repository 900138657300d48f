/**
 * Generates the drawing of the King David map (issue 15) once, from real geography:
 * `npx tsx scripts/kd-map/generate.ts` writes src/games/king-david/data/drawing.ts.
 *
 * Each area is the Voronoi cell of its anchor (d3-delaunay), clipped to the land west of the
 * drawn frame and east of the Mediterranean coast, cut back where it would reach too far from its
 * anchor (the desert), and with the lakes taken out (polygon-clipping). Rivers are drawn from
 * their courses; the Jordan's fords sit on the river between the two areas they join. The page
 * draws these paths; nothing is computed at run time.
 */
import { Delaunay } from 'd3-delaunay';
import { writeFileSync } from 'node:fs';
import clipping, { type MultiPolygon, type Pair, type Polygon } from 'polygon-clipping';
import { AREAS, edgeBetween } from '../../src/games/king-david/data/map';
import type { KdDrawing } from '../../src/games/king-david/data/drawing-types';
import { insideRings } from '../../web/src/games/king-david/regions';
import { ANCHORS, COAST, FRAME, LAKES, RIVERS, type LatLon } from './geography';

/**
 * The projection: degrees to map units (longitude scaled by the cosine of the middle latitude),
 * then a fish-eye around the hills of Judah and Benjamin, where most areas are small, so that the
 * middle of the map is larger and Egypt, Tadmor and the desert closer in: distances from the
 * centre grow as a power of the true distance.
 */
const LON_FACTOR = Math.cos((32.7 * Math.PI) / 180);
const CENTRE: LatLon = [32.05, 35.35];
const POWER = 0.62;
/** Map units per (true) degree at one degree from the centre. */
const SCALE = 210;
/** No area reaches further than this from its anchor (map units): the desert stays open. */
const REACH = 105;

const round = (n: number) => Math.round(n * 10) / 10;

function flat([lat, lon]: LatLon): Pair {
  const dx = (lon - CENTRE[1]) * LON_FACTOR;
  const dy = CENTRE[0] - lat;
  const r = Math.hypot(dx, dy);
  const k = r === 0 ? 0 : (SCALE * r ** POWER) / r;
  return [dx * k, dy * k];
}

/** A straight course between two points bends under the fish-eye: add points along it. */
function densify(line: LatLon[], step = 0.05): LatLon[] {
  const out: LatLon[] = [line[0]];
  for (let i = 0; i + 1 < line.length; i++) {
    const [a, b] = [line[i], line[i + 1]];
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let k = 1; k <= n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
  }
  return out;
}

/** The frame's outline, whose projection bounds the map (its edges bulge under the fish-eye). */
const corners = densify([
  [FRAME.north, FRAME.west],
  [FRAME.north, FRAME.east],
  [FRAME.south, FRAME.east],
  [FRAME.south, FRAME.west],
  [FRAME.north, FRAME.west],
]).map(flat);
const X0 = Math.min(...corners.map((c) => c[0]));
const Y0 = Math.min(...corners.map((c) => c[1]));

function project(p: LatLon): Pair {
  const [x, y] = flat(p);
  return [round(x - X0), round(y - Y0)];
}

const WIDTH = round(Math.max(...corners.map((c) => c[0])) - X0);
const HEIGHT = round(Math.max(...corners.map((c) => c[1])) - Y0);


function ring(points: Pair[]): Pair[] {
  const r = [...points];
  const [x0, y0] = r[0];
  const [x1, y1] = r[r.length - 1];
  if (x0 !== x1 || y0 !== y1) r.push([x0, y0]);
  return r;
}

/** The land: the coast from south to north, then the frame's north, east and south edges. */
const coast = densify(COAST).map(project);
const land: Polygon = [
  ring([
    ...coast,
    ...densify([[FRAME.north, COAST[COAST.length - 1][1]], [FRAME.north, FRAME.east], [FRAME.south, FRAME.east], [FRAME.south, FRAME.west], [COAST[0][0], FRAME.west]]).map(project),
  ]),
];
const lakes: Polygon[] = LAKES.map((l) => [ring(densify(l.outline, 0.02).map(project))]);

function disc([cx, cy]: Pair, r: number, sides = 32): Polygon {
  return [ring(Array.from({ length: sides }, (_, i) => [round(cx + r * Math.cos((2 * Math.PI * i) / sides)), round(cy + r * Math.sin((2 * Math.PI * i) / sides))] as Pair))];
}

function pathOf(shape: MultiPolygon): string {
  return shape
    .flatMap((poly) => poly.map((r) => `M${r.slice(0, -1).map(([x, y]) => `${round(x)} ${round(y)}`).join('L')}Z`))
    .join('');
}

function area2(shape: MultiPolygon): number {
  let a = 0;
  for (const poly of shape) {
    poly.forEach((r, k) => {
      let s = 0;
      for (let i = 0; i + 1 < r.length; i++) s += r[i][0] * r[i + 1][1] - r[i + 1][0] * r[i][1];
      a += (k === 0 ? 1 : -1) * Math.abs(s / 2);
    });
  }
  return a;
}

function inside([x, y]: Pair, shape: MultiPolygon): boolean {
  return insideRings(x, y, shape.flat());
}

/** The point of a polyline nearest to p. */
function nearestOn(line: Pair[], [px, py]: Pair): Pair {
  let best: Pair = line[0];
  let bestD = Infinity;
  for (let i = 0; i + 1 < line.length; i++) {
    const [ax, ay] = line[i];
    const [bx, by] = line[i + 1];
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
    const q: Pair = [ax + t * dx, ay + t * dy];
    const d = (q[0] - px) ** 2 + (q[1] - py) ** 2;
    if (d < bestD) [best, bestD] = [q, d];
  }
  return [round(best[0]), round(best[1])];
}

const ids = AREAS.map((a) => a.id);
const missing = ids.filter((id) => !ANCHORS[id]);
if (missing.length) throw new Error(`no anchor for ${missing.join(', ')}`);
const designed = new Set(AREAS.flatMap((a) => a.adj.map((e) => `${a.id}-${e.to}`)));
const landShape: MultiPolygon = [land];

/**
 * How well regions around these points show the designed map: each designed adjacency whose
 * regions touch counts 1, each pair that touches without being adjacent costs 0.6, and moving a
 * point away from its true place costs by the square of the distance.
 */
function score(pts: Pair[], home: Pair[]): number {
  const v = Delaunay.from(pts).voronoi([0, 0, WIDTH, HEIGHT]);
  let s = 0;
  pts.forEach((p, i) => {
    for (const j of v.neighbors(i)) {
      if (j < i) continue;
      const near = Math.hypot(p[0] - pts[j][0], p[1] - pts[j][1]) <= 2 * REACH;
      if (designed.has(`${ids[i]}-${ids[j]}`)) s += near ? 1 : 0;
      else if (near) s -= 0.6;
    }
    s -= ((p[0] - home[i][0]) ** 2 + (p[1] - home[i][1]) ** 2) / 400;
  });
  return s;
}

/**
 * Real geography, nudged: a deterministic local search moves anchors a little (never off the
 * land or into a lake) while that makes the regions agree better with the designed adjacency.
 */
function nudge(home: Pair[]): Pair[] {
  let pts = home.map((p) => [...p] as Pair);
  let best = score(pts, home);
  let seed = 12345;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let step = 0; step < 12000; step++) {
    const i = Math.floor(random() * pts.length);
    const r = 4 + random() * 18;
    const a = random() * 2 * Math.PI;
    const q: Pair = [round(pts[i][0] + r * Math.cos(a)), round(pts[i][1] + r * Math.sin(a))];
    if (!inside(q, landShape) || lakes.some((l) => inside(q, [l]))) continue;
    const trial = pts.map((p, k) => (k === i ? q : p));
    const s = score(trial, home);
    if (s > best) [pts, best] = [trial, s];
  }
  return pts;
}

const points = nudge(ids.map((id) => project(ANCHORS[id])));
const voronoi = Delaunay.from(points).voronoi([0, 0, WIDTH, HEIGHT]);

const areas: KdDrawing['areas'] = {};
ids.forEach((id, i) => {
  const cell = voronoi.cellPolygon(i) as Pair[];
  let shape = clipping.intersection([ring(cell)], land, disc(points[i], REACH));
  shape = clipping.difference(shape, ...lakes);
  if (!shape.length || !inside(points[i], shape)) throw new Error(`${id}: its anchor is not on its land`);
  const a = AREAS[i];
  areas[id] = { path: pathOf(shape), anchor: points[i], country: a.country, terrain: a.terrain, city: a.city !== null, port: a.city?.port ?? false };
});

// How well the regions show the designed map: designed edges whose cells touch.
const touching = new Set<string>();
ids.forEach((id, i) => {
  for (const j of voronoi.neighbors(i)) touching.add(`${id}-${ids[j]}`);
});
const edges = AREAS.flatMap((a) => a.adj.map((e) => `${a.id}-${e.to}`));
const shown = edges.filter((e) => touching.has(e)).length;
/** Designed adjacencies whose regions do not touch: drawn as a road between the two places. */
const links = AREAS.flatMap((a) => a.adj.filter((e) => a.id < e.to && !touching.has(`${a.id}-${e.to}`)).map((e) => [a.id, e.to] as [string, string]));
/** Regions that touch without being adjacent: their common border is drawn as a barrier. */
const barriers: { between: [string, string]; path: string }[] = [];
ids.forEach((id, i) => {
  for (const j of voronoi.neighbors(i)) {
    const other = ids[j];
    if (id > other || edgeBetween(id, other)) continue;
    const a = voronoi.cellPolygon(i) as Pair[];
    const b = new Set((voronoi.cellPolygon(j) as Pair[]).map(([x, y]) => `${round(x)} ${round(y)}`));
    const shared = [...new Set(a.map(([x, y]) => `${round(x)} ${round(y)}`))].filter((k) => b.has(k));
    if (shared.length !== 2) continue;
    const [p, q] = shared.map((k) => k.split(' ').map(Number) as Pair);
    // The part of the common edge that is drawn: on land and within both regions' reach.
    const shows = (t: number) => {
      const x: Pair = [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
      return inside(x, landShape) && [i, j].every((k) => Math.hypot(x[0] - points[k][0], x[1] - points[k][1]) <= REACH);
    };
    const steps = 40;
    const ts = Array.from({ length: steps + 1 }, (_, k) => k / steps).filter(shows);
    if (ts.length < 2) continue;
    const at = (t: number): Pair => [round(p[0] + (q[0] - p[0]) * t), round(p[1] + (q[1] - p[1]) * t)];
    const [a0, a1] = [at(ts[0]), at(ts[ts.length - 1])];
    barriers.push({ between: [id, other], path: `M${a0[0]} ${a0[1]}L${a1[0]} ${a1[1]}` });
  }
});

const jordan = RIVERS.filter((r) => r.name === 'Jordan').flatMap((r) => densify(r.course, 0.02).map(project));
const fords = AREAS.flatMap((a) =>
  a.adj
    .filter((e) => e.kind === 'ford' && a.id < e.to)
    .map((e) => {
      const [ax, ay] = areas[a.id].anchor;
      const [bx, by] = areas[e.to].anchor;
      return { between: [a.id, e.to] as [string, string], at: nearestOn(jordan, [(ax + bx) / 2, (ay + by) / 2]) };
    }),
);
for (const f of fords) if (edgeBetween(f.between[1], f.between[0])?.kind !== 'ford') throw new Error(`ford ${f.between.join('-')} is one-sided`);

const drawing = {
  width: WIDTH,
  height: HEIGHT,
  land: pathOf([land]),
  lakes: LAKES.map((l, k) => ({ name: l.name, path: pathOf([lakes[k]]) })),
  rivers: RIVERS.map((r) => ({ name: r.name, path: `M${densify(r.course, 0.03).map(project).map(([x, y]) => `${x} ${y}`).join('L')}` })),
  fords,
  links,
  barriers,
  areas,
};

const out = `/**
 * The drawing of the map (issue 15), generated by scripts/kd-map/generate.ts from the real
 * geography in scripts/kd-map/geography.ts: do not edit by hand, run the script again.
 * Each area is the region around the place it names (a Voronoi cell clipped to the coast and
 * cut back in the desert, lakes taken out), in map units of a projection that enlarges the
 * middle of the map (see the script). ${shown} of the ${edges.length} designed adjacencies are regions that touch.
 */
import type { KdDrawing } from './drawing-types';

export const DRAWING: KdDrawing = ${JSON.stringify(drawing)};
`;
writeFileSync(new URL('../../src/games/king-david/data/drawing.ts', import.meta.url), out);
console.log(`drawing.ts: ${ids.length} areas, ${WIDTH}×${HEIGHT} units, ${shown}/${edges.length} designed adjacencies touch (${links.length} drawn as roads), ${barriers.length} barriers, ${fords.length} fords`);
