// The areas' names on the page's map (issue 30): sized for the zoom of the moment, each put where
// names.ts finds it a spot, or hidden. Their widths are measured once per name in the map's font.
import type { KdDrawing } from '../../../../src/games/king-david/data/drawing-types';
import { EM_PER_CHAR, nameSize, placeNames, type NameScene } from './names';

/** The page's measure of a text's width in ems, in the map's font (a canvas, so the names need not be laid out). */
function measurer(family: string): (text: string) => number {
  const ctx = document.createElement('canvas').getContext('2d');
  const known = new Map<string, number>();
  return (text) => {
    let w = known.get(text);
    if (w === undefined) {
      if (ctx) ctx.font = `600 100px ${family}`;
      // A little more than measured: the map's small text is laid out by its own rounding.
      w = ctx ? (ctx.measureText(text).width / 100) * 1.04 : text.length * EM_PER_CHAR;
      known.set(text, w);
    }
    return w;
  };
}

const fitted = new WeakMap<SVGSVGElement, { size: number; ems: (text: string) => number }>();

/** Sizes the names for the map's present zoom and shows each where it fits (a pan, or a zoom to the same size of names, keeps them as they are). */
export function fitNames(svg: SVGSVGElement, drawing: KdDrawing, scene: NameScene): void {
  const px = svg.getScreenCTM()?.a ?? 0; // CSS px per map unit now
  const group = svg.querySelector<SVGGElement>('.kd-labels');
  if (!group || !px) return;
  const size = nameSize(px);
  const last = fitted.get(svg);
  if (last?.size === size) return;
  const ems = last?.ems ?? measurer(getComputedStyle(svg).fontFamily);
  fitted.set(svg, { size, ems });
  group.setAttribute('font-size', String(size));
  const labels = [...group.querySelectorAll<SVGTextElement>('.kd-label')];
  const texts = Object.fromEntries(labels.map((l) => [l.dataset.area ?? '', l.textContent ?? '']));
  const spots = placeNames(drawing, texts, scene, size, ems);
  for (const label of labels) {
    const spot = spots[label.dataset.area ?? ''];
    if (spot) {
      label.setAttribute('x', spot.x.toFixed(2));
      label.setAttribute('y', spot.y.toFixed(2));
    }
    label.classList.toggle('fits', spot !== null);
  }
}
