// The areas' names on the page's map (issue 30): sized for the zoom of the moment, each put where
// names.ts finds it a spot, or hidden. Their widths are measured once per name in the map's font.
import type { KdDrawing } from '../../../../src/games/king-david/data/drawing-types';
import { EM_PER_CHAR, nameSize, placeNames, type NameScene } from './names';

const widths = new Map<string, number>();
let canvas: CanvasRenderingContext2D | null | undefined;

/**
 * A text's width in ems in the map's font family, measured once on a canvas (the names need not
 * be laid out); EM_PER_CHAR a character where the family is not known yet (the map not styled).
 */
function measure(family: string, text: string): number {
  const key = `${family}|${text}`;
  let w = widths.get(key);
  if (w === undefined) {
    if (canvas === undefined) canvas = document.createElement('canvas').getContext('2d');
    if (canvas && family) canvas.font = `600 100px ${family}`;
    // A font the canvas refuses leaves its own: then the estimate. A little more than measured: the map's small text has its own rounding.
    w = canvas && family && canvas.font.includes('100px') ? (canvas.measureText(text).width / 100) * 1.04 : text.length * EM_PER_CHAR;
    widths.set(key, w);
  }
  return w;
}

const fitted = new WeakMap<SVGSVGElement, string>();

/** The texts of the names on the map, by area. */
function namesOn(svg: SVGSVGElement): Record<string, string> {
  return Object.fromEntries([...svg.querySelectorAll<SVGTextElement>('.kd-label')].map((l) => [l.dataset.area ?? '', l.textContent ?? '']));
}

/** Sizes the names for the map's present zoom and shows each where it fits (a pan, or a zoom to the same size of names, keeps them as they are). */
export function fitNames(svg: SVGSVGElement, drawing: KdDrawing, scene: NameScene): void {
  const px = svg.getScreenCTM()?.a ?? 0; // CSS px per map unit now
  const group = svg.querySelector<SVGGElement>('.kd-labels');
  if (!group || !px) return;
  const size = nameSize(px);
  const family = getComputedStyle(svg).fontFamily;
  if (fitted.get(svg) === `${size} ${family}`) return;
  fitted.set(svg, `${size} ${family}`);
  group.setAttribute('font-size', String(size));
  const spots = placeNames(drawing, namesOn(svg), scene, size, (text) => measure(family, text));
  for (const label of group.querySelectorAll<SVGTextElement>('.kd-label')) {
    const spot = spots[label.dataset.area ?? ''];
    if (spot) {
      label.setAttribute('x', spot.x.toFixed(2));
      label.setAttribute('y', spot.y.toFixed(2));
    }
    label.classList.toggle('fits', spot !== null);
  }
}
