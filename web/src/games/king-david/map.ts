// The map of the ancient Levant (issue 15): the regions of the 79 areas drawn from
// data/drawing.ts (served at /api/games/king-david/drawing), coloured by the country that controls
// them, with the sea, the lakes, the rivers, the Jordan's fords, cities with their fortification
// level, ports, and on each area the stacks: counts of pieces per country for everyone (leaders
// among them), and a mark for the viewer's own and allied stacks (their pieces, leaders named,
// are listed in the area panel).
import { s } from '../../dom';
import { t } from '../../i18n';
import { COUNTRY_COLOUR, countryColour } from './colours';
import { chipRow, CHIP_HEIGHT, CHIP_TOP, CITY_SIZE, CITY_TOP, COST_R, COST_UP, costedAreas, FORD_R, PORT_X, PORT_Y } from './pieces-layout';
import type { KdDrawing, Point } from '../../../../src/games/king-david/data/drawing-types';
import type { AreaView, KdView } from '../../../../src/games/king-david/view';
import type { BoardContext } from '../renderer';

/** What the map is drawn with: the board's context, the fixed drawing, and the sentence of the move each area would make. */
export interface MapContext extends BoardContext {
  drawing: KdDrawing;
  sentences: Record<string, string>;
}

type AreaFacts = KdDrawing['areas'][string];

/**
 * A-2: the chips of `chipRow`; on the viewer's own and allied stacks, whose pieces the view lists,
 * a star says a leader is with them. The controlling seat's letter leads the count (issue 30: a
 * country's colour alone does not say whose stack it is); the Neutral Automaton's stacks have none.
 */
function stackChips(area: AreaView, anchor: Point, letter: (seat: number) => string): SVGGElement[] {
  return chipRow(area, anchor, letter).map(({ st, mark, label, x, w }) =>
    s(
      'g',
      { class: `kd-stack${st.pieces ? ' known' : ''}`, 'data-country': st.country, 'data-seat': st.seat, transform: `translate(${x + 1} ${anchor[1] + CHIP_TOP})` },
      s('title', {}, st.pieces ? st.pieces.map((p) => (p.type === 'L' ? t(`kd.leader.${p.id}`) : `${t(`kd.type.${p.type}`)} ${p.strength}`)).join(', ') : t('kd.ui.stackCount', { country: t(`kd.country.${st.country}`), n: st.count })),
      s('rect', { width: w - 2, height: CHIP_HEIGHT, rx: 2, fill: countryColour(st.country), stroke: '#222', 'stroke-width': 0.6 }),
      s('text', { x: (w - 2) / 2, y: 8.4, 'text-anchor': 'middle', class: 'kd-count' }, mark ? s('tspan', { class: 'kd-stack-letter', 'data-letter': mark }, `${mark}\u2009`) : null, label),
    ),
  );
}

function city(area: AreaView, facts: AreaFacts): SVGGElement {
  const [x, y] = facts.anchor;
  return s(
    'g',
    { class: 'kd-city', transform: `translate(${x} ${y})` },
    s('rect', { x: -CITY_SIZE / 2, y: -CITY_TOP, width: CITY_SIZE, height: CITY_SIZE, rx: 1.5, class: 'kd-city-box' }),
    s('text', { x: 0, y: -3.6, 'text-anchor': 'middle', class: 'kd-level' }, area.level === null ? '' : String(area.level)),
    facts.port ? s('text', { x: PORT_X, y: PORT_Y, class: 'kd-port' }, '⚓') : null,
  );
}

/** KD-19: what entering a destination of the moving group costs, on the area, before the tap sends it. */
function costBadge(n: number, anchor: Point): SVGGElement {
  return s(
    'g',
    { class: 'kd-mp', transform: `translate(${anchor[0]} ${anchor[1] - COST_UP})` },
    s('title', {}, t('kd.ui.mpBadge', { n })),
    s('circle', { r: COST_R }),
    s('text', { y: 3, 'text-anchor': 'middle' }, String(n)),
  );
}

/** A lake's or river's name in the page's language: its key is made from its name in the drawing as src/games/king-david/names.ts makes it. */
function waterName(name: string): string {
  return t(`kd.water.${name.toLowerCase().replace(/[^a-z]+/g, '-')}`);
}

function title(area: AreaView, ctx: MapContext): string {
  const name = t(`kd.area.${area.id}`);
  const holder = t(`kd.country.${area.control}`);
  const stacks = area.stacks.map((st) => t('kd.ui.stackCount', { country: t(`kd.country.${st.country}`), n: st.count })).join('; ');
  return `${name} · ${holder}${stacks ? ` · ${stacks}` : ''}${ctx.sentences[`area:${area.id}`] ? `\n${ctx.sentences[`area:${area.id}`]}` : ''}`;
}

/** The map as SVG; `ctx.drawing` holds the fixed drawing, `ctx.sentences` the move each area would make. */
export function drawMap(view: KdView, ctx: MapContext): SVGSVGElement {
  const d = ctx.drawing;
  const engaged = view.battle?.area ?? view.siege?.area ?? null;
  const regions = view.areas.map((area) => {
    const facts = d.areas[area.id];
    return s(
      'g',
      { class: `kd-area${area.id === engaged ? ' engaged' : ''}${view.order?.at === area.id ? ' moving' : ''}`, 'data-pick': `area:${area.id}`, 'data-area': area.id },
      s('title', {}, title(area, ctx)),
      s('path', { d: facts.path, class: 'kd-region', fill: countryColour(area.control), 'data-home': facts.country }),
    );
  });
  // Only the areas a listed move enters carry their cost (the mover's own view has the costs).
  const costs = costedAreas(view, ctx.sentences);
  const pieces = view.areas.map((area) => {
    const facts = d.areas[area.id];
    const cost = costs[area.id] !== undefined ? costBadge(costs[area.id], facts.anchor) : null;
    return s(
      'g',
      { class: 'kd-pieces', 'data-area': area.id },
      facts.city ? city(area, facts) : null,
      stackChips(area, facts.anchor, (seat) => ctx.names.letter?.(seat) ?? ''),
      cost,
    );
  });
  // Sized and shown by names.ts at each zoom; the text stays on every area for the page's words.
  const names = view.areas.map((area) => {
    const facts = d.areas[area.id];
    return s('text', { x: facts.anchor[0], y: facts.anchor[1] + 22, 'text-anchor': 'middle', class: 'kd-label', 'data-area': area.id }, t(facts.city ? `kd.city.${area.id}` : `kd.area.${area.id}`));
  });
  const arrow = view.order && view.order.from !== view.order.at ? orderArrow(d, view.order) : null;
  return s(
    'svg',
    { class: 'kd-map', viewBox: `0 0 ${d.width} ${d.height}`, role: 'img', 'aria-label': t('kd.ui.mapLabel') },
    s('defs', {}, s('marker', { id: 'kd-arrow', viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 5, markerHeight: 5, orient: 'auto-start-reverse' }, s('path', { d: 'M0 0L10 5L0 10Z', class: 'kd-arrowhead' }))),
    s('rect', { x: -2000, y: -2000, width: d.width + 4000, height: d.height + 4000, class: 'kd-sea' }),
    s('path', { d: d.land, class: 'kd-land' }),
    s('g', { class: 'kd-regions' }, regions),
    s('g', { class: 'kd-barriers' }, d.barriers.map((b) => s('path', { d: b.path, class: 'kd-barrier' }))),
    s('g', { class: 'kd-rivers' }, d.rivers.map((r) => s('path', { d: r.path, class: `kd-river${r.name === 'Jordan' ? ' jordan' : ''}` }, s('title', {}, waterName(r.name))))),
    s('g', { class: 'kd-lakes' }, d.lakes.map((l) => s('path', { d: l.path, class: 'kd-lake' }, s('title', {}, waterName(l.name))))),
    s('g', { class: 'kd-roads' }, d.links.map(([a, b]) => road(d, a, b))),
    s('g', { class: 'kd-fords' }, d.fords.map((f) => s('circle', { cx: f.at[0], cy: f.at[1], r: FORD_R, class: 'kd-ford' }, s('title', {}, t('kd.ui.ford'))))),
    arrow,
    s('g', { class: 'kd-all-pieces' }, pieces),
    s('g', { class: 'kd-labels' }, names),
  );
}

function road(d: KdDrawing, a: string, b: string): SVGPathElement {
  const [x1, y1] = d.areas[a].anchor;
  const [x2, y2] = d.areas[b].anchor;
  return s('path', { d: `M${x1} ${y1}L${x2} ${y2}`, class: 'kd-road' }, s('title', {}, t('kd.ui.road', { a: t(`kd.area.${a}`), b: t(`kd.area.${b}`) })));
}

function orderArrow(d: KdDrawing, order: NonNullable<KdView['order']>): SVGPathElement {
  const [x1, y1] = d.areas[order.from].anchor;
  const [x2, y2] = d.areas[order.at].anchor;
  return s('path', { d: `M${x1} ${y1}L${x2} ${y2}`, class: 'kd-order', 'marker-end': 'url(#kd-arrow)' });
}

export { COUNTRY_COLOUR };
