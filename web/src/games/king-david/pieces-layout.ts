// Where the map draws the things on each area (issue 30), in map units: the stack chips in a row
// under the area's place, the city's square over it with its port's anchor, the cost of a move
// above that, and the Jordan's fords. map.ts draws from these figures and names.ts keeps the
// areas' names off the boxes, so that a name never covers a piece.
import type { KdDrawing, Point } from '../../../../src/games/king-david/data/drawing-types';
import type { AreaView, KdView, StackView } from '../../../../src/games/king-david/view';
import type { Box } from './regions';

/** The chips' row: from 3 to 14 map units under the place, the rect 11 high. */
export const CHIP_TOP = 3;
export const CHIP_HEIGHT = 11;
/** The city's square, 11 a side, from 12 map units over the place to 1 over it. */
export const CITY_SIZE = 11;
export const CITY_TOP = 12;
/** The port's anchor (7 map units high) beside the square: its left and baseline. */
export const PORT_X = 8;
export const PORT_Y = -3.6;
const PORT_SIZE = 7;
/** A move's cost: a circle of radius 6.5 this far over the place. */
export const COST_UP = 17;
export const COST_R = 6.5;
/** A ford's circle. */
export const FORD_R = 3.2;
/** Half the widest stroke drawn round any of them (the known stacks' 1.3, the badge's 1.2). */
const STROKE = 0.7;

/** One chip of a stack: what it reads and where it starts, left of the row's middle. */
export interface Chip {
  st: StackView;
  /** The controlling seat's letter (none for the Neutral Automaton). */
  mark: string;
  label: string;
  /** The chip's left edge and width, the rect being 2 narrower. */
  x: number;
  w: number;
}

/**
 * one chip per country and controller in the area, its count of pieces (armies and leaders
 * together), a star when the viewer sees a leader among them, the row centred under the place.
 */
export function chipRow(area: AreaView, anchor: Point, letter: (seat: number) => string): Chip[] {
  const chips = area.stacks
    .filter((st) => st.count > 0)
    .map((st) => {
      const led = st.pieces?.some((p) => p.type === 'L') ?? false;
      const mark = st.seat >= 0 ? letter(st.seat) : '';
      const label = `${st.count}${led ? '★' : ''}`;
      return { st, mark, label, x: 0, w: Math.max(15, (label.length + (mark ? mark.length + 1 : 0)) * 5 + 5) };
    });
  let x = anchor[0] - chips.reduce((sum, c) => sum + c.w, 0) / 2;
  for (const c of chips) {
    c.x = x;
    x += c.w;
  }
  return chips;
}

/** The areas whose move's cost is drawn: those a listed move enters (`sentences` by `area:` token) that the order prices. */
export function costedAreas(view: KdView, sentences: Record<string, string>): Record<string, number> {
  const costs = view.order?.costs ?? {};
  return Object.fromEntries(Object.entries(costs).filter(([id]) => sentences[`area:${id}`] !== undefined));
}

function grown(b: Box, by: number): Box {
  return { x0: b.x0 - by, y0: b.y0 - by, x1: b.x1 + by, y1: b.y1 + by };
}

/** The box of everything drawn on the map but the regions and their names, as `chipRow`, `costedAreas` and the drawing place them. */
export function pieceBoxes(view: KdView, drawing: KdDrawing, letter: (seat: number) => string, costs: Record<string, number>): Box[] {
  const out: Box[] = [];
  for (const area of view.areas) {
    const facts = drawing.areas[area.id];
    const [x, y] = facts.anchor;
    const chips = chipRow(area, facts.anchor, letter);
    if (chips.length > 0) {
      const last = chips[chips.length - 1];
      out.push(grown({ x0: chips[0].x + 1, y0: y + CHIP_TOP, x1: last.x + last.w - 1, y1: y + CHIP_TOP + CHIP_HEIGHT }, STROKE));
    }
    if (facts.city) out.push(grown({ x0: x - CITY_SIZE / 2, y0: y - CITY_TOP, x1: x + CITY_SIZE / 2, y1: y - CITY_TOP + CITY_SIZE }, STROKE));
    // The anchor glyph is about as wide as it is high.
    if (facts.port) out.push({ x0: x + PORT_X, y0: y + PORT_Y - PORT_SIZE, x1: x + PORT_X + PORT_SIZE * 1.1, y1: y + PORT_Y + PORT_SIZE * 0.25 });
    if (costs[area.id] !== undefined) out.push(grown({ x0: x - COST_R, y0: y - COST_UP - COST_R, x1: x + COST_R, y1: y - COST_UP + COST_R }, STROKE));
  }
  for (const f of drawing.fords) out.push(grown({ x0: f.at[0] - FORD_R, y0: f.at[1] - FORD_R, x1: f.at[0] + FORD_R, y1: f.at[1] + FORD_R }, STROKE));
  return out;
}
