// Pan and zoom for the map (issue 15: usable at 390 px without pinching the page): buttons, a
// drag to pan, the wheel on a desktop, two fingers on a phone. The map's viewBox carries the
// zoom, so the SVG keeps its hit areas; the zoom survives each re-render of the board.
import { h } from '../../dom';
import { t } from '../../i18n';

const MIN = 1;
const MAX = 6;
/** A drag shorter than this (pixels) is a click, not a pan. */
const SLOP = 6;

const state = { scale: 1, cx: null, cy: null };

function clamp(v, lo, hi) {
  return Math.max(lo, Math.min(hi, v));
}

function apply(svg, width, height) {
  const w = width / state.scale;
  const hgt = height / state.scale;
  state.cx = clamp(state.cx ?? width / 2, w / 2, width - w / 2);
  state.cy = clamp(state.cy ?? height / 2, hgt / 2, height - hgt / 2);
  svg.setAttribute('viewBox', `${state.cx - w / 2} ${state.cy - hgt / 2} ${w} ${hgt}`);
  svg.dataset.zoom = state.scale.toFixed(2);
}

function zoomBy(svg, width, height, factor, at) {
  const before = state.scale;
  state.scale = clamp(state.scale * factor, MIN, MAX);
  if (at && state.scale !== before) {
    // Keep the point under the cursor where it is.
    const k = before / state.scale;
    state.cx = at[0] + (state.cx - at[0]) * k;
    state.cy = at[1] + (state.cy - at[1]) * k;
  }
  apply(svg, width, height);
}

function toMap(svg, clientX, clientY) {
  const p = new DOMPoint(clientX, clientY).matrixTransform(svg.getScreenCTM().inverse());
  return [p.x, p.y];
}

/** Makes `svg` (a map of width × height units) pan and zoom; returns the control buttons. */
export function zoomable(svg, width, height) {
  apply(svg, width, height);
  const pointers = new Map();
  let dragged = false;
  let pinch = null;
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
    state.cx -= dx * unit;
    state.cy -= dy * unit;
    apply(svg, width, height);
  });
  const up = (e) => {
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
  const button = (label, title, act) => {
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
export function focus(svg, width, height, [x, y], scale) {
  if (state.scale < scale) state.scale = scale;
  state.cx = x;
  state.cy = y;
  apply(svg, width, height);
}
