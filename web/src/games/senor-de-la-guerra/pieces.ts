// Pieces of El Señor de la Guerra drawn in SVG: one token per kind of piece (a glyph in the
// side's colour and how many stand there), the tiles, the siege structures and a die.
import { s } from '../../dom';
import type { Structure } from '../../../../src/games/senor-de-la-guerra/data';
import type { SideWord, TileKind } from './tokens';

export { SIDES } from './tokens';

/** A coordinate as a number, or already written with its decimals. */
type Coord = number | string;

/** 5.2, in the order the server lists them (data.ts NORMAN_KINDS, FRISIAN_KINDS). */
export const KINDS: Record<SideWord, string[]> = {
  normans: ['chrysagon', 'bors', 'knight', 'swordsman', 'spearman', 'archer', 'guard', 'priest'],
  frisians: ['king', 'captain', 'swordsman', 'spearman', 'archer', 'peasant'],
};
/** Pieces of which a side has exactly one: drawn without a count. */
export const UNIQUE = new Set(['chrysagon', 'bors', 'king', 'priest']);
/** SG-5: the priest and the guards do not count toward the zone cap. */
export const UNCAPPED = new Set(['guard', 'priest']);

export const SIDE_FILL: Record<SideWord, string> = { normans: '#24507a', frisians: '#a8432c' };

/** Glyphs on a 16 × 16 box centred on 0, drawn in white lines. */
type Glyph = 'crown' | 'star' | 'shieldCross' | 'shieldBand' | 'sword' | 'spear' | 'bow' | 'pitchfork' | 'tower' | 'cross';

const GLYPHS: Record<Glyph, { d: string; fill?: boolean; width?: number }> = {
  crown: { d: 'M-6.5 4.5L-7 -4.5L-3.5 -0.5L0 -6L3.5 -0.5L7 -4.5L6.5 4.5Z', fill: true },
  star: { d: 'M0 -7L2 -2.3L7 -2.2L3.1 1L4.4 6L0 3.2L-4.4 6L-3.1 1L-7 -2.2L-2 -2.3Z', fill: true },
  shieldCross: { d: 'M-5.5 -6.5H5.5V-0.5Q5.5 4.5 0 7Q-5.5 4.5 -5.5 -0.5ZM0 -4.5V4.5M-3.5 -1.5H3.5' },
  shieldBand: { d: 'M-5.5 -6.5H5.5V-0.5Q5.5 4.5 0 7Q-5.5 4.5 -5.5 -0.5ZM-5.5 -4L5.5 3' },
  sword: { d: 'M6 -6L-3.5 3.5M-6 1L-1 6M-3.5 3.5L-6.5 6.5' },
  spear: { d: 'M-6.5 6.5L3 -3M6.5 -6.5L1.5 -4.5L4.5 -1.5Z' },
  bow: { d: 'M-2.5 -7Q7.5 0 -2.5 7M-2.5 -7V7M-7 0H5M5 0L2 -2.5M5 0L2 2.5' },
  pitchfork: { d: 'M0 7.5V-1.5M-4 -7V-1.5H4V-7M0 -7V-1.5' },
  tower: { d: 'M-5.5 7V-6H-3V-3.5H-1V-6H1V-3.5H3V-6H5.5V7Z' },
  cross: { d: 'M0 -7.5V7.5M-4.5 -3H4.5', width: 2.6 },
};

export const GLYPH_OF: Record<string, Glyph> = {
  chrysagon: 'crown',
  king: 'crown',
  bors: 'star',
  knight: 'shieldCross',
  captain: 'shieldBand',
  swordsman: 'sword',
  spearman: 'spear',
  archer: 'bow',
  peasant: 'pitchfork',
  guard: 'tower',
  priest: 'cross',
};

/** A glyph centred on (x, y), `size` units high. */
export function glyph(name: Glyph, x: Coord, y: Coord, size = 16, colour = '#fff'): SVGPathElement {
  const g = GLYPHS[name];
  const k = size / 16;
  return s('path', {
    class: 'glyph',
    d: g.d,
    transform: `translate(${x} ${y}) scale(${k})`,
    fill: g.fill ? colour : 'none',
    stroke: colour,
    'stroke-width': (g.width ?? 1.8) / k,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
  });
}

export const TOKEN_W = 36;
const TOKEN_H = 22;

/**
 * One token for `count` pieces of a kind, centred on (x, y). `title` names them for a hover or
 * a screen reader; `marked` adds the SG-29 mark (moved by Tactics this turn); `letter`, the side's
 * player's letter on a tag at the top left corner (issue 30: sides told apart by more than colour).
 */
export function token(side: SideWord, kind: string, count: number, x: Coord, y: Coord, { title = '', marked = 0, letter = '' } = {}): SVGGElement {
  const unique = UNIQUE.has(kind) && count === 1;
  const w = TOKEN_W;
  const hgt = TOKEN_H;
  return s(
    'g',
    { class: `sg-token side-${side} kind-${kind}${unique ? ' unique' : ''}`, transform: `translate(${x} ${y})`, 'data-side': side, 'data-kind': kind, 'data-count': count },
    title ? s('title', {}, title) : null,
    s('rect', { class: 'token-bg', x: -w / 2, y: -hgt / 2, width: w, height: hgt, rx: 5, fill: SIDE_FILL[side] }),
    glyph(GLYPH_OF[kind], unique ? 0 : -8, 0, 15),
    unique ? null : s('text', { class: 'count', x: 9, y: 1 }, String(count)),
    ' ', // the count and the letter are two words (not drawn: see zones.ts)
    marked > 0 ? s('circle', { class: 'mark', cx: w / 2 - 1, cy: -hgt / 2 + 1, r: 4 }) : null,
    letter
      ? s(
          'g',
          { class: 'token-letter', 'data-letter': letter, transform: `translate(${-w / 2 + 1} ${-hgt / 2 + 1})` },
          s('circle', { r: 6, fill: '#fff', stroke: '#111', 'stroke-width': 0.8 }),
          s('text', { y: 0.5, fill: '#111', 'font-size': 8.5, 'font-weight': 700, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, letter),
        )
      : null,
  );
}

/** A tile 16 units wide: face down, the Prince (gold, a crown) or a decoy (grey, a cross). */
const TILE_CLASS: Record<TileKind, string> = { 'face-down': 'tile-back', prince: 'tile-prince', decoy: 'tile-decoy', found: 'tile-found' };

export function tile(kind: TileKind, x: Coord, y: Coord, title: string): SVGGElement {
  const size = 17;
  const cls = TILE_CLASS[kind];
  let mark: SVGElement | null = null;
  if (kind === 'face-down') mark = s('path', { class: 'tile-pattern', d: 'M-5 -5L5 5M-5 5L5 -5M0 -6V6M-6 0H6' });
  if (kind === 'prince') mark = glyph('crown', 0, 0.5, 12, '#5a3d00');
  if (kind === 'decoy' || kind === 'found') mark = s('path', { class: 'tile-x', d: 'M-4 -4L4 4M-4 4L4 -4' });
  return s(
    'g',
    { class: `sg-tile ${cls}`, transform: `translate(${x} ${y})`, 'data-tile': kind },
    s('title', {}, title),
    s('rect', { x: -size / 2, y: -size / 2, width: size, height: size, rx: 3 }),
    mark,
  );
}

/** Crossed swords: a combat (pending, or `current` in gold). */
export function swords(x: Coord, y: Coord, title: string, current: boolean): SVGGElement {
  return s(
    'g',
    { class: `sg-swords${current ? ' current' : ''}`, transform: `translate(${x} ${y})` },
    s('title', {}, title),
    s('circle', { r: 9 }),
    s('path', { d: 'M-5 -5L5 5M5 -5L-5 5M-5.5 1.5L-1.5 5.5M5.5 1.5L1.5 5.5' }),
  );
}

/** The Frisian banner on a controlled zone. */
export function banner(x: Coord, y: Coord, title: string): SVGGElement {
  return s(
    'g',
    { class: 'sg-banner', transform: `translate(${x} ${y})` },
    s('title', {}, title),
    s('path', { class: 'pole', d: 'M-5 8V-8' }),
    s('path', { class: 'cloth', d: 'M-5 -8H6L3 -4L6 0H-5Z' }),
  );
}

/** The three siege structures (SG-31), as glyphs in a 16-unit box. */
const STRUCTURE_PATHS: Record<Structure, string> = {
  shields: 'M-6 -5Q0 -8 6 -5V0Q6 5 0 7.5Q-6 5 -6 0Z',
  ram: 'M-7.5 -1.5H5.5L7.5 0L5.5 1.5H-7.5ZM-5 1.5V5M3 1.5V5M-7 5H5',
  ladders: 'M-4 7.5L-2 -7.5M4 7.5L6 -7.5M-3.6 4.5H4.4M-3 0H5M-2.4 -4.5H5.6',
};

export function structure(name: Structure, x: Coord, y: Coord, size = 16, built = true): SVGPathElement {
  const k = size / 16;
  return s('path', {
    class: `sg-structure ${name}${built ? ' built' : ''}`,
    'data-structure': name,
    d: STRUCTURE_PATHS[name],
    transform: `translate(${x} ${y}) scale(${k})`,
    'stroke-width': 1.6 / k,
  });
}

/** A small standalone SVG holding one piece, for the HTML parts of the page. */
export function icon(piece: SVGElement | SVGElement[], width = 22, height = width): SVGSVGElement {
  return s('svg', { class: 'sg-icon', width, height, viewBox: `${-width / 2} ${-height / 2} ${width} ${height}`, 'aria-hidden': 'true' }, piece);
}

/** A token-shaped icon of a kind, for the HTML parts. */
export function kindIcon(side: SideWord, kind: string, size = 20): SVGSVGElement {
  return icon([s('rect', { x: -size / 2, y: -size / 2, width: size, height: size, rx: 4, fill: SIDE_FILL[side] }), glyph(GLYPH_OF[kind], 0, 0, size * 0.72)], size + 2);
}
