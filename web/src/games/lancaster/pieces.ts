// Pieces of Lancaster drawn in SVG: knights as shields in their seat's colour, squires, nobleman
// tiles, and wrapped text (SVG does not wrap by itself).
import { s, type Child } from '../../dom';

/** A coordinate as a number, or already written with its decimals. */
type Coord = number | string;

/** One colour per seat, as the wooden knights; the ink is what reads on top of it. */
export const SEAT_FILL = ['#c0392b', '#1f5fae', '#2e8b57', '#e0b020', '#7b4aa0'];
const SEAT_INK = ['#fff', '#fff', '#fff', '#2e2300', '#fff'];

/** The seat's colour for text on parchment: the yellow is darkened to stay readable. */
const SEAT_TEXT = ['#a93226', '#1f5fae', '#23703f', '#806000', '#6a3d91'];

export function seatFill(seat: number): string {
  return SEAT_FILL[seat] ?? '#777';
}

export function seatText(seat: number): string {
  return SEAT_TEXT[seat] ?? '#555';
}

/** A knight of `strength` centred on (x, y); an ally's knight is white with its seat's rim. */
export function knight(seat: number, strength: number | '', x: Coord, y: Coord, size = 24, { ally = false, title = '', letter = '' } = {}): SVGGElement {
  const w = size;
  const hh = size * 1.15;
  const d = `M${-w / 2} ${-hh / 2}H${w / 2}V${hh * 0.05}Q${w / 2} ${hh * 0.34} 0 ${hh / 2}Q${-w / 2} ${hh * 0.34} ${-w / 2} ${hh * 0.05}Z`;
  return s(
    'g',
    { class: `knight${ally ? ' ally' : ''}`, transform: `translate(${x} ${y})`, 'data-seat': seat, 'data-strength': strength },
    title ? s('title', {}, title) : null,
    s('path', {
      d,
      fill: ally ? '#fff' : seatFill(seat),
      stroke: ally ? seatFill(seat) : 'rgba(0,0,0,.55)',
      'stroke-width': ally ? 2.4 : 1.2,
      'stroke-linejoin': 'round',
    }),
    s('text', { class: 'strength', y: -hh * 0.04, fill: ally ? seatFill(seat) : SEAT_INK[seat] ?? '#fff', 'font-size': size * 0.62 }, String(strength)),
    // The owner's letter on a tag at the shield's corner (issue 30: seats told apart by more than colour),
    // a word apart from the strength (the space is not drawn: SVG draws only the text of its <text>).
    letter ? ' ' : null,
    letter
      ? s(
          'g',
          { class: 'knight-letter', 'data-letter': letter, transform: `translate(${w / 2} ${-hh / 2})` },
          s('circle', { r: size / 4, fill: '#fff', stroke: '#111', 'stroke-width': 0.8 }),
          s('text', { y: 0.5, fill: '#111', 'font-size': size * 0.34, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, letter),
        )
      : null,
  );
}

/** An empty knight space: a dashed shield outline. */
export function emptySpace(x: Coord, y: Coord, size = 24, label = ''): SVGGElement {
  const w = size;
  const hh = size * 1.15;
  const d = `M${-w / 2} ${-hh / 2}H${w / 2}V${hh * 0.05}Q${w / 2} ${hh * 0.34} 0 ${hh / 2}Q${-w / 2} ${hh * 0.34} ${-w / 2} ${hh * 0.05}Z`;
  return s(
    'g',
    { class: 'space-empty', transform: `translate(${x} ${y})` },
    s('path', { d, fill: 'none', stroke: '#a8976a', 'stroke-width': 1.2, 'stroke-dasharray': '3 2' }),
    label ? s('text', { class: 'space-label', y: -hh * 0.04 }, label) : null,
  );
}

/** The squires that went with a county knight: a small round badge "+n". */
export function squires(n: number, x: Coord, y: Coord, title: string): SVGGElement {
  return s(
    'g',
    { class: 'squires', transform: `translate(${x} ${y})` },
    s('title', {}, title),
    s('circle', { r: 8.5, fill: '#fff', stroke: '#6d5d36', 'stroke-width': 1.2 }),
    s('text', { class: 'squire-count', y: 0.5 }, `+${n}`),
  );
}

/** A nobleman tile: a small upright tile with a crown. */
export function nobleTile(x: Coord, y: Coord, { letter = '', lord = false } = {}): SVGGElement {
  return s(
    'g',
    { class: `noble${lord ? ' lord' : ''}`, transform: `translate(${x} ${y})` },
    s('rect', { x: -6, y: -7.5, width: 12, height: 15, rx: 2, fill: lord ? '#f2d37a' : '#efe0b8', stroke: '#8a7443', 'stroke-width': 1 }),
    letter
      ? s('text', { class: 'noble-letter', y: 0.5 }, letter)
      : s('path', { d: 'M-4 2.5L-4.5 -3L-2 -0.5L0 -4L2 -0.5L4.5 -3L4 2.5Z', fill: '#b8860b', stroke: '#5a3d00', 'stroke-width': 0.6 }),
  );
}

/** Splits text into lines of about `chars` characters, at spaces; explicit "\n" breaks too. */
export function wrap(text: string, chars: number): string[] {
  const out: string[] = [];
  for (const para of String(text).split('\n')) {
    let line = '';
    for (const word of para.split(' ')) {
      if (line && line.length + 1 + word.length > chars) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    out.push(line);
  }
  return out;
}

/** A block of wrapped text whose first baseline is at (x, y). */
export function textBlock(lines: readonly Child[], x: Coord, y: Coord, { cls = '', lineHeight = 13, anchor = 'start' } = {}): SVGTextElement {
  return s(
    'text',
    { class: cls, x, y, 'text-anchor': anchor },
    // A space between the lines (drawn at a line's end, so unseen) keeps their words apart for axe and screen readers.
    lines.map((line, i) => [i === 0 ? null : ' ', s('tspan', { x, dy: i === 0 ? 0 : lineHeight }, line)]),
  );
}

/** A small standalone SVG holding one piece, for the HTML parts of the page. */
export function icon(piece: SVGElement, width = 20, height = width): SVGSVGElement {
  return s('svg', { class: 'lan-icon', width, height, viewBox: `${-width / 2} ${-height / 2} ${width} ${height}`, 'aria-hidden': 'true' }, piece);
}
