import { describe, expect, it } from 'vitest';
import { DRAWING } from '../../../src/games/king-david/data/drawing';
import { randomBot } from '../../../src/games/king-david/bot';
import { messages } from '../../../src/games/king-david/messages';
import type { KdView } from '../../../src/games/king-david/view';
// The page's own modules: where the names go, and the boxes of what is drawn on each area.
import { EM_PER_CHAR, nameSize, placeNames, type NameSpot } from '../../../web/src/games/king-david/names';
import { costedAreas, pieceBoxes } from '../../../web/src/games/king-david/pieces-layout';
import { picks } from '../../../web/src/games/king-david/picks';
import type { Box } from '../../../web/src/games/king-david/regions';
import { playRandom } from '../../support/game-harness';
import { game } from './helpers';
import { drawn, ink, LETTERS, meet, within, ZOOMS } from './map-geometry';

// Issue 30, after the review of the map's screenshots ("Valley of Elah", "Jerusalem", "Ziklag"
// written across a river): a name on King David's map crosses no river and no road wherever its
// area has a spot for it that crosses none at that size, and never covers a stack. The lines are
// read here from the drawing, with the strokes king-david.css draws them with.

const grow = (b: Box, dx: number, dy: number): Box => ({ x0: b.x0 - dx, y0: b.y0 - dy, x1: b.x1 + dx, y1: b.y1 + dy });

interface Line {
  a: [number, number];
  b: [number, number];
  /** Half the stroke: the Jordan 2.6 wide, the other rivers and the roads 1.3. */
  half: number;
  what: string;
}

const LINES: Line[] = [
  ...DRAWING.rivers.flatMap(({ name, path }) => {
    const p = path
      .slice(1)
      .split('L')
      .map((xy) => xy.trim().split(/\s+/).map(Number) as [number, number]);
    return p.slice(1).map((b, i) => ({ a: p[i], b, half: name === 'Jordan' ? 1.3 : 0.65, what: `the ${name}` }));
  }),
  ...DRAWING.links.map(([a, b]) => ({ a: DRAWING.areas[a].anchor, b: DRAWING.areas[b].anchor, half: 0.65, what: `the road ${a}–${b}` })),
];

/**
 * Whether the line's stroke reaches into the box, taken as the box grown by half the stroke: the
 * segment's own box meets it, and the grown box's corners do not all lie on one side of the
 * segment's line (separating axes).
 */
function crosses(box: Box, { a, b, half }: Line): boolean {
  const g = grow(box, half, half);
  if (Math.max(a[0], b[0]) <= g.x0 || Math.min(a[0], b[0]) >= g.x1 || Math.max(a[1], b[1]) <= g.y0 || Math.min(a[1], b[1]) >= g.y1) return false;
  const side = ([x, y]: [number, number]) => Math.sign((b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]));
  const sides = new Set(([[g.x0, g.y0], [g.x1, g.y0], [g.x0, g.y1], [g.x1, g.y1]] as [number, number][]).map(side));
  return sides.size > 1 || sides.has(0);
}

/**
 * Whether the area has a spot for a name of `shape` (its box round the middle of its baseline)
 * that crosses no line, covers none of `blocks` and has its ink inside the area, sampled on a fine
 * grid. names.ts tries spots at most 1/24 of the area's box apart (0.4 em across, 0.3 em down at
 * the least), and its ink reaches a little further than this test's estimate: a spot found here
 * with half a step and 0.1 em to spare each way has one of names.ts's spots beside it.
 */
function clearSpot(id: string, text: string, size: number, shape: Box, blocks: Box[]): [number, number] | null {
  const xs = DRAWING.areas[id].path.match(/-?\d+(?:\.\d+)?/g)!.map(Number);
  const box = { x0: Math.min(...xs.filter((_, i) => i % 2 === 0)), x1: Math.max(...xs.filter((_, i) => i % 2 === 0)), y0: Math.min(...xs.filter((_, i) => i % 2 === 1)), y1: Math.max(...xs.filter((_, i) => i % 2 === 1)) };
  const dx = Math.max(0.4 * size, (box.x1 - box.x0) / 24) / 2 + 0.1 * size;
  const dy = Math.max(0.3 * size, (box.y1 - box.y0) / 24) / 2 + 0.1 * size;
  const lines = LINES.filter((l) => crosses(grow(box, 2 * size, 2 * size), l));
  for (let x = box.x0; x <= box.x1; x += dx / 2) {
    for (let y = box.y0; y <= box.y1; y += dy / 2) {
      const covered = grow({ x0: x + shape.x0, y0: y + shape.y0, x1: x + shape.x1, y1: y + shape.y1 }, dx, dy);
      if (blocks.some((b) => meet(b, covered)) || lines.some((l) => crosses(covered, l))) continue;
      if (within(grow(ink(x, y, text, size), dx, dy), id)) return [x, y];
    }
  }
  return null;
}

describe('King David’s names on the map keep off its rivers, roads and stacks (issue 30)', () => {
  it('in states of a random 3-player match, at each size of the names on a phone and a desktop, in English and Spanish, a name crosses no river or road where its area has a spot that crosses none, and none covers a stack', () => {
    const texts = (lang: 'en' | 'es') => Object.fromEntries(Object.entries(DRAWING.areas).map(([id, f]) => [id, messages[lang][f.city ? `kd.city.${id}` : `kd.area.${id}`]]));
    const words = { en: texts('en'), es: texts('es') };
    const views: { view: KdView; first: string[]; costs: Record<string, number> }[] = [];
    let step = 0;
    playRandom(game, randomBot, { seats: 3, seed: 'kd-names-lines-0', options: { short: 3 } }, ({ after }) => {
      const seat = game.active(after).find((x) => game.actions(after, x).length > 0);
      // Every 40th state: the board from its set-up to its last turn, stacks moved and grown.
      if (seat === undefined || step++ % 40 !== 0) return;
      const view = game.view(after, seat) as KdView;
      const sentences: Record<string, string> = {};
      for (const command of game.actions(after, seat)) {
        const token = picks(command, view)?.[0];
        if (token?.startsWith('area:')) sentences[token] = command;
      }
      views.push({ view, first: Object.keys(sentences).map((t) => t.slice(5)).sort(), costs: costedAreas(view, sentences) });
    });
    expect(views.length).toBeGreaterThan(5);
    let crossingNames = 0;
    let checked = 0;
    for (const { view, first, costs } of views) {
      const stacks = drawn(view, costs).filter((d) => d.what.endsWith(' stack'));
      const obstacles = pieceBoxes(view, DRAWING, (s) => LETTERS[s], costs);
      // With the seat's choices named first (as the page does on its turn) and without (as it does on another's).
      for (const order of [first, []]) {
        for (const lang of ['en', 'es'] as const) {
          for (const [screen, px] of ZOOMS) {
            const size = nameSize(px);
            const spots = placeNames(DRAWING, words[lang], { obstacles, first: order }, size, (text) => text.length * EM_PER_CHAR);
            const shown = Object.entries(spots).filter((e): e is [string, NameSpot] => e[1] !== null);
            for (const [id, spot] of shown) {
              const where = `${lang}, ${screen}, turn ${view.turn}${order.length ? ', choices first' : ''}: ${id}'s name "${words[lang][id]}"`;
              // A crowded choice's name lies over its own pieces by design (names.ts): only the others are held to this.
              if (spot.over) continue;
              checked++;
              expect(stacks.filter((s) => meet(s.box, spot.box)).map((s) => s.what), `${where} covers no stack`).toEqual([]);
              const crossed = LINES.filter((l) => crosses(spot.box, l));
              if (crossed.length === 0) continue;
              crossingNames++;
              const shape = { x0: spot.box.x0 - spot.x, y0: spot.box.y0 - spot.y, x1: spot.box.x1 - spot.x, y1: spot.box.y1 - spot.y };
              const others = shown.filter(([other]) => other !== id).map(([, s]) => s.box);
              const clear = clearSpot(id, words[lang][id], size, shape, [...obstacles, ...others]);
              expect(clear, `${where} crosses ${[...new Set(crossed.map((l) => l.what))].join(', ')}, yet its area has room clear of them at ${clear?.map((v) => v.toFixed(1)).join(', ')}`).toBeNull();
            }
          }
        }
      }
    }
    console.log(`${views.length} states: ${checked} names shown checked, ${crossingNames} across a river or road for want of a clear spot`);
  });
});
