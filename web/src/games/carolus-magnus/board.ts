// The ring of territories (CM-1), drawn as SVG: merged territories as one sector, cubes by
// colour, castles by owner, the emperor; the centre shows the round, the supply and the last roll.
// Each territory is `data-pick="territory:<id>"` (a paladin's target, the emperor's stop) and each
// colour of the centre supply `data-pick="centre:<colour>"` (the colour a crown takes).
import { s } from '../../dom';
import { t } from '../../i18n';
import { COLOURS, SIDE_FILL, castle, cube, cubesOf, die, emperor } from './pieces';
import type { Colour } from '../../../../src/games/carolus-magnus/data';
import { emperorTarget } from './tokens';
import type { CarolusView, TerritoryView } from '../../../../src/games/carolus-magnus/view';
import type { Names } from '../renderer';

const SEGMENTS = 15;
const STEP = 360 / SEGMENTS;
const C = 250;
const OUTER = 246;
const INNER = 140;
const GAP = 1.6;

function point(angle: number, r: number): [number, number] {
  const a = (angle * Math.PI) / 180;
  return [C + r * Math.cos(a), C + r * Math.sin(a)];
}

function f(n: number): string {
  return n.toFixed(2);
}

/** Segment 0 is at the top; angles grow clockwise. */
/** The angles of a sector of the ring: where it starts and ends, and its middle. */
interface Span {
  start: number;
  end: number;
  mid: number;
}

function span(segments: readonly number[]): Span {
  const start = -90 + segments[0] * STEP - STEP / 2 + GAP / 2;
  return { start, end: start + segments.length * STEP - GAP, mid: start + (segments.length * STEP - GAP) / 2 };
}

function sectorPath(a0: number, a1: number, r0: number, r1: number): string {
  const large = a1 - a0 > 180 ? 1 : 0;
  const [x0, y0] = point(a0, r1);
  const [x1, y1] = point(a1, r1);
  const [x2, y2] = point(a1, r0);
  const [x3, y3] = point(a0, r0);
  return `M${f(x0)} ${f(y0)}A${r1} ${r1} 0 ${large} 1 ${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}A${r0} ${r0} 0 ${large} 0 ${f(x3)} ${f(y3)}Z`;
}

function arcPath(a0: number, a1: number, r: number): string {
  const large = a1 - a0 > 180 ? 1 : 0;
  const [x0, y0] = point(a0, r);
  const [x1, y1] = point(a1, r);
  return `M${f(x0)} ${f(y0)}A${r} ${r} 0 ${large} 1 ${f(x1)} ${f(y1)}`;
}

/** Places n pieces in a polar grid inside the sector: rows by radius, columns by angle. */
function slots(n: number, sp: Span, k: number): [number, number][] {
  const width = sp.end - sp.start;
  const cols = Math.max(1, Math.min(n, Math.max(Math.ceil(n / 3), Math.min(2 * k, n))));
  const rows = Math.ceil(n / cols);
  const dA = Math.min(width / cols, 14);
  const radii = rows === 1 ? [200] : rows === 2 ? [186, 216] : [173, 201, 229];
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const col = Math.floor(i / rows);
    const row = i % rows;
    const inCol = Math.min(cols, Math.ceil(n / rows));
    const angle = sp.mid + (col - (inCol - 1) / 2) * dA;
    out.push(point(angle, radii[row]));
  }
  return out;
}

function territory(ter: TerritoryView, view: CarolusView, sideName: (side: number) => string, names: Names): SVGGElement {
  const sp = span(ter.segments);
  const hasEmperor = ter.id === view.emperor;
  const pieces: ((x: string, y: string) => SVGGElement)[] = [];
  const castles = ter.castles;
  if (castles) pieces.push((x, y) => castle(castles.owner, castles.count, x, y, 26, t('cm.ui.castlesOf', { n: castles.count, owner: sideName(castles.owner) }), view.teams ? undefined : names.letter?.(castles.owner)));
  for (const colour of COLOURS) {
    const n = ter.cubes[colour];
    if (n > 0) pieces.push((x, y) => cube(colour, n, x, y, 24));
  }
  const places = slots(pieces.length, sp, ter.segments.length);
  const [lx, ly] = point(sp.mid, 152);
  const label = ter.segments.length > 1 ? t('cm.ui.territoryMerged', { id: ter.id, segments: ter.segments.join(', ') }) : t('cm.ui.territory', { id: ter.id });
  return s(
    'g',
    { class: `territory${hasEmperor ? ' has-emperor' : ''}`, 'data-territory': ter.id, 'data-pick': `territory:${ter.id}` },
    s('title', {}, label),
    s('path', { class: 'land', d: sectorPath(sp.start, sp.end, INNER, OUTER) }),
    castles ? s('path', { class: 'owner-band edge', d: arcPath(sp.start + 0.6, sp.end - 0.6, OUTER - 5) }) : null,
    castles ? s('path', { class: 'owner-band', d: arcPath(sp.start + 0.8, sp.end - 0.8, OUTER - 5), stroke: SIDE_FILL[castles.owner] }) : null,
    s('text', { class: 'territory-id', x: f(lx), y: f(ly) }, String(ter.id)),
    pieces.map((draw, i) => draw(f(places[i][0]), f(places[i][1]))),
  );
}

function centre(view: CarolusView, names: Names): SVGGElement {
  const g = s('g', { class: 'centre', transform: `translate(${C} ${C})` });
  const supply = (c: Colour, i: number) =>
    cube(c, view.centre[c], (i - 2) * 25, 0, 21, { always: true, title: t('cm.ui.centreCubes', { cubes: cubesOf(c, view.centre[c]) }), pick: `centre:${c}` });
  g.append(
    s('text', { class: 'round', y: -50, 'data-testid': 'round' }, t('cm.ui.round', { n: view.round })),
    s('text', { class: 'phase', y: -30, 'data-testid': 'phase' }, t(`cm.ui.phase.${view.phase}`)),
    s('g', { class: 'supply' }, COLOURS.map(supply)),
    s('text', { class: 'caption', y: 24 }, t('cm.ui.centreSupply')),
  );
  if (view.lastRoll) {
    const faces = view.lastRoll.faces;
    g.append(
      s('g', {}, faces.map((face, i) => die(face, (i - (faces.length - 1) / 2) * 24, 48, 19))),
      s('text', { class: 'caption', y: 72 }, t('cm.ui.lastRoll', { name: names.seat(view.lastRoll.seat) })),
    );
  }
  return g;
}

/** The ring as one SVG element; `sideName(side)` names a castle owner. */
export function drawRing(view: CarolusView, names: Names, sideName: (side: number) => string): SVGSVGElement {
  const emperorTer = view.territories.find((ter) => ter.id === view.emperor);
  const [ex, ey] = emperorTer ? point(span(emperorTer.segments).mid, 114) : [C, C];
  return s(
    'svg',
    { class: 'cm-board', viewBox: '0 0 500 500', role: 'img', 'aria-label': t('cm.ui.boardLabel') },
    s('circle', { class: 'table', cx: C, cy: C, r: INNER - 4 }),
    view.territories.map((ter) => territory(ter, view, sideName, names)),
    centre(view, names),
    emperorTer ? emperor(f(ex), f(ey), 30, t('cm.ui.emperorOn', { id: view.emperor })) : null,
  );
}

/** Marks the territory a command would touch (land … N, emperor N). */
export function highlight(svg: SVGSVGElement, view: CarolusView, command: string | null): void {
  for (const el of svg.querySelectorAll('.territory.hl')) el.classList.remove('hl');
  const target = targetOf(view, command);
  if (target !== null) svg.querySelector(`.territory[data-territory="${target}"]`)?.classList.add('hl');
}

function targetOf(view: CarolusView, command: string | null): number | null {
  if (!command) return null;
  const words = command.split(' ');
  if (words[0] === 'land' && words.length === 3) return Number(words[2]);
  if (words[0] === 'emperor' && words.length === 2) return emperorTarget(view, Number(words[1]));
  return null;
}
