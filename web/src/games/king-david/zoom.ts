// Pan and zoom for the map (issue 15: usable at 390 px without pinching the page): buttons, a
// drag to pan, the wheel on a desktop, two fingers on a phone. The map's viewBox carries the
// zoom, so the SVG keeps its hit areas; the zoom survives each re-render of the board. When the
// seat's turn brings choices on the map, `frame` shows them (issue 30), close enough on a phone for
// each to be a 44 × 44 px target (WCAG 2.5.5).
import { h } from '../../dom';
import { t } from '../../i18n';
import type { Point } from '../../../../src/games/king-david/data/drawing-types';
import type { Box } from './regions';

const MIN = 1;
const MAX = 6;
/** A drag shorter than this (pixels) is a click, not a pan. */
const SLOP = 6;

/** The zoom, kept across renders: the scale and the centre of the view in map units (null: the middle). */
const state: { scale: number; cx: number | null; cy: number | null } = { scale: 1, cx: null, cy: null };
/** What each map does after its view changed (its names fitted to the new zoom). */
const followers = new WeakMap<SVGSVGElement, () => void>();

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}

function apply(svg: SVGSVGElement, width: number, height: number): void {
  const w = width / state.scale;
  const hgt = height / state.scale;
  const cx = clamp(state.cx ?? width / 2, w / 2, width - w / 2);
  const cy = clamp(state.cy ?? height / 2, hgt / 2, height - hgt / 2);
  state.cx = cx;
  state.cy = cy;
  svg.setAttribute('viewBox', `${cx - w / 2} ${cy - hgt / 2} ${w} ${hgt}`);
  svg.dataset.zoom = state.scale.toFixed(2);
  followers.get(svg)?.();
}

function zoomBy(svg: SVGSVGElement, width: number, height: number, factor: number, at?: Point | null): void {
  const before = state.scale;
  state.scale = clamp(state.scale * factor, MIN, MAX);
  if (at && state.scale !== before) {
    // Keep the point under the cursor where it is.
    const k = before / state.scale;
    state.cx = at[0] + ((state.cx ?? width / 2) - at[0]) * k;
    state.cy = at[1] + ((state.cy ?? height / 2) - at[1]) * k;
  }
  apply(svg, width, height);
}

function toMap(svg: SVGSVGElement, clientX: number, clientY: number): Point | null {
  const screen = svg.getScreenCTM();
  if (!screen) return null;
  const p = new DOMPoint(clientX, clientY).matrixTransform(screen.inverse());
  return [p.x, p.y];
}

/** Makes `svg` (a map of width × height units) pan and zoom; returns the control buttons. `onView` runs after each change of the view. */
export function zoomable(svg: SVGSVGElement, width: number, height: number, onView?: () => void): HTMLElement {
  if (onView) followers.set(svg, onView);
  apply(svg, width, height);
  const pointers = new Map<number, { x: number; y: number; x0: number; y0: number }>();
  let dragged = false;
  let pinch: { d: number; scale: number } | null = null;
  svg.addEventListener('pointerdown', (e) => {
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY, x0: e.clientX, y0: e.clientY });
    dragged = false;
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { d: Math.hypot(a.x - b.x, a.y - b.y), scale: state.scale };
    }
  });
  svg.addEventListener('pointermove', (e) => {
    const p = pointers.get(e.pointerId);
    if (!p) return;
    const dx = e.clientX - p.x;
    const dy = e.clientY - p.y;
    p.x = e.clientX;
    p.y = e.clientY;
    if (pointers.size === 2 && pinch) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      state.scale = clamp((pinch.scale * d) / (pinch.d || d), MIN, MAX);
      apply(svg, width, height);
      dragged = true;
      return;
    }
    if (!dragged && Math.hypot(e.clientX - p.x0, e.clientY - p.y0) < SLOP) return;
    if (!dragged) svg.setPointerCapture?.(e.pointerId);
    dragged = true;
    const unit = (width / state.scale) / svg.getBoundingClientRect().width;
    state.cx = (state.cx ?? width / 2) - dx * unit;
    state.cy = (state.cy ?? height / 2) - dy * unit;
    apply(svg, width, height);
  });
  const up = (e: PointerEvent) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
  };
  svg.addEventListener('pointerup', up);
  svg.addEventListener('pointercancel', up);
  // A pan ends with a click on whatever is under the finger: that click is not a move.
  svg.addEventListener(
    'click',
    (e) => {
      if (dragged) {
        e.stopPropagation();
        e.preventDefault();
        dragged = false;
      }
    },
    true,
  );
  svg.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      zoomBy(svg, width, height, e.deltaY < 0 ? 1.25 : 0.8, toMap(svg, e.clientX, e.clientY));
    },
    { passive: false },
  );
  const button = (label: string, title: string, act: () => void) => {
    const b = h('button', { type: 'button', class: 'small secondary', title, 'aria-label': title }, label);
    b.addEventListener('click', act);
    return b;
  };
  return h(
    'div',
    { class: 'kd-zoom' },
    button('+', t('kd.ui.zoomIn'), () => zoomBy(svg, width, height, 1.5)),
    button('−', t('kd.ui.zoomOut'), () => zoomBy(svg, width, height, 1 / 1.5)),
    button('⤢', t('kd.ui.zoomFit'), () => {
      state.scale = 1;
      state.cx = null;
      state.cy = null;
      apply(svg, width, height);
    }),
  );
}

/** Centres the map on a point and zooms in at least to `scale` (an engagement, the moving group). */
export function focus(svg: SVGSVGElement, width: number, height: number, [x, y]: Point, scale: number): void {
  if (state.scale < scale) state.scale = scale;
  state.cx = x;
  state.cy = y;
  apply(svg, width, height);
}

/** Below this width (CSS px) the map is on a phone: its targets are zoomed to a finger's size. */
const NARROW = 600;
/** WCAG 2.5.5 asks for targets of 44 CSS px on each side: a little more, so that rounding never makes one less. */
const TARGET = 46;
/** The closest framing needs no more, but for a finger. */
const CONTEXT = 3;

/**
 * Shows `box` (the choices on the map) whole, with a margin. On a phone the view zooms in further
 * if needed, until the smallest choice (`smallest`, map units on its shorter side) is TARGET px:
 * the view is then centred on `centre` (the moving group), or on the box. Needs the map on the page.
 */
export function frame(svg: SVGSVGElement, width: number, height: number, box: Box, smallest: number, centre: Point | null): void {
  const rect = svg.getBoundingClientRect();
  if (!rect.width) return;
  const unit = Math.min(rect.width / width, rect.height / height); // CSS px per map unit at scale 1
  const margin = 24;
  const fit = Math.min(width / (box.x1 - box.x0 + 2 * margin), height / (box.y1 - box.y0 + 2 * margin));
  const need = rect.width < NARROW ? TARGET / (unit * smallest) : MIN;
  // A few choices close together are shown with the land around them, not filling the map.
  state.scale = clamp(Math.max(Math.min(fit, CONTEXT), need), MIN, MAX);
  const fits = need <= fit;
  [state.cx, state.cy] = fits || !centre ? [(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2] : centre;
  apply(svg, width, height);
}
