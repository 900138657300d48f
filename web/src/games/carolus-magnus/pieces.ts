// Pieces of Carolus Magnus drawn in SVG: paladin cubes, castles, the emperor, dice.
import { s } from '../../dom';
import { t } from '../../i18n';
import type { Colour, Face } from '../../../../src/games/carolus-magnus/data';

export { COLOURS } from './tokens';

/** A coordinate as a number, or already written with its decimals. */
type Coord = number | string;

export const CUBE_FILL: Record<Colour, string> = { red: '#d33a3a', yellow: '#f2c230', green: '#2f9e57', blue: '#2f6fd1', pink: '#ec84b8' };
const CUBE_INK: Record<Colour, string> = { red: '#fff', yellow: '#3a2f00', green: '#fff', blue: '#fff', pink: '#3a1029' };

/** Castle owners (a seat, or a team at 4 players): black, white and grey, as in the box. */
export const SIDE_COLOURS = ['black', 'white', 'grey'];
export const SIDE_FILL = ['#2b2b33', '#f8f4ea', '#8e8e8e'];
const SIDE_INK = ['#fff', '#222', '#fff'];

/** "2 red" in the page's language. */
export function cubesOf(colour: Colour, n: number): string {
  return t(`cm.ui.cubes.${colour}`, { n });
}

/** A cube of `colour` centred on (x, y); the count is written on it when there is more than one. */
export function cube(
  colour: Colour,
  count: number,
  x: Coord,
  y: Coord,
  size = 22,
  { always = false, title = cubesOf(colour, count), pick = null }: { always?: boolean; title?: string | null; pick?: string | null } = {},
): SVGGElement {
  const half = size / 2;
  return s(
    'g',
    { class: `cube cube-${colour}`, transform: `translate(${x} ${y})`, ...(pick ? { 'data-pick': pick } : {}) },
    title ? s('title', {}, title) : null,
    s('rect', { x: -half, y: -half, width: size, height: size, rx: 4, fill: CUBE_FILL[colour], stroke: 'rgba(0,0,0,.45)', 'stroke-width': 1 }),
    count > 1 || always ? s('text', { class: 'count', y: 1, fill: CUBE_INK[colour], 'font-size': size * 0.6 }, String(count)) : null,
  );
}

/** A castle of `side`, with the number of castles written on it, and its owner's letter on a tag above when given (issue 30). */
export function castle(side: number, count: number, x: Coord, y: Coord, size = 24, title = '', letter?: string): SVGGElement {
  const w = size;
  const hgt = size;
  const top = -hgt / 2;
  const left = -w / 2;
  const m = w / 5;
  const d = [
    `M${left} ${hgt / 2}`,
    `V${top + m}`,
    `H${left + m}V${top}H${left + 2 * m}V${top + m}`,
    `H${left + 3 * m}V${top}H${left + 4 * m}V${top + m}`,
    `H${left + w}V${hgt / 2}Z`,
  ].join('');
  return s(
    'g',
    { class: 'castle', transform: `translate(${x} ${y})` },
    title ? s('title', {}, title) : null,
    s('path', { d, fill: SIDE_FILL[side] ?? '#777', stroke: '#111', 'stroke-width': 1.2, 'stroke-linejoin': 'round' }),
    count > 0 ? s('text', { class: 'count', y: 3, fill: SIDE_INK[side] ?? '#fff', 'font-size': size * 0.5 }, String(count)) : null,
    letter
      ? s(
          'g',
          { class: 'castle-letter', 'data-letter': letter, transform: `translate(${w / 2} ${top})` },
          s('circle', { r: size / 4, fill: '#fff', stroke: '#111', 'stroke-width': 1 }),
          s('text', { y: 1, fill: '#111', 'font-size': size * 0.36, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, letter),
        )
      : null,
  );
}

/** The emperor: a golden crown. */
export function emperor(x: Coord, y: Coord, size = 30, title = ''): SVGGElement {
  const k = size / 30;
  const d = 'M-14 8 L-15 -8 L-7 0 L0 -12 L7 0 L15 -8 L14 8 Z';
  return s(
    'g',
    { class: 'emperor', transform: `translate(${x} ${y}) scale(${k})` },
    title ? s('title', {}, title) : null,
    s('path', { d, fill: '#f2b705', stroke: '#5a3d00', 'stroke-width': 2, 'stroke-linejoin': 'round' }),
    s('rect', { x: -14, y: 8, width: 28, height: 5, rx: 1.5, fill: '#d99a00', stroke: '#5a3d00', 'stroke-width': 2 }),
  );
}

/** One die showing `face` (a colour or "crown"). */
export function die(face: Face, x: Coord, y: Coord, size = 20): SVGGElement {
  const half = size / 2;
  const isCrown = face === 'crown';
  return s(
    'g',
    { class: 'die', transform: `translate(${x} ${y})` },
    s('title', {}, t('cm.ui.die', { face: face === 'crown' ? t('cm.ui.crown') : t(`cm.ui.colour.${face}`) })),
    s('rect', { x: -half, y: -half, width: size, height: size, rx: 5, fill: face === 'crown' ? '#fff8e1' : CUBE_FILL[face], stroke: '#333', 'stroke-width': 1.2 }),
    isCrown ? emperor(0, 0, size * 0.6) : null,
  );
}

/** A small standalone SVG holding one piece, for the HTML parts of the page. */
export function icon(piece: SVGElement, size = 22): SVGSVGElement {
  return s('svg', { class: 'icon', width: size, height: size, viewBox: `${-size / 2 - 1} ${-size / 2 - 1} ${size + 2} ${size + 2}`, 'aria-hidden': 'true' }, piece);
}
