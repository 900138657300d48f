import { describe, expect, it } from 'vitest';
import { DRAWING } from '../../../src/games/king-david/data/drawing';
import { randomBot } from '../../../src/games/king-david/bot';
import { messages } from '../../../src/games/king-david/messages';
import type { KdView } from '../../../src/games/king-david/view';
// The page's own modules: what the map draws on each area and where the names go.
import { EM_PER_CHAR, nameSize, placeNames } from '../../../web/src/games/king-david/names';
import { chipRow, CHIP_HEIGHT, CHIP_TOP, CITY_SIZE, CITY_TOP, COST_R, COST_UP, costedAreas, FORD_R, pieceBoxes, PORT_X, PORT_Y } from '../../../web/src/games/king-david/pieces-layout';
import { picks } from '../../../web/src/games/king-david/picks';
import type { Box } from '../../../web/src/games/king-david/regions';
import { playRandom } from '../../support/game-harness';
import { game } from './helpers';

// Issue 30: a name is shown on King David's map only where it fits: at the zoom of the moment its
// box covers no piece drawn on the map and no other name shown, and lies inside its own area. The
// seat's choices are named even in a crowded area (over their own pieces, never over a name).

/** CSS px per map unit at the whole map: the map 345 px wide on a 375 px phone, 640 px on a 1280 px desktop (measured in Chromium, tests/e2e/king-david-frame.test.ts). */
const PHONE = 345 / DRAWING.width;
const DESKTOP = 640 / DRAWING.width;
/** The zooms the page can show: zoom.ts's buttons (×1.5), wheel (×1.25) and framing land anywhere from 1 to 6. */
const ZOOMS = [...[1, 1.5, 2.25, 3, 4, 6].map((z) => [`phone ×${z}`, PHONE * z] as const), ...[1, 1.5].map((z) => [`desktop ×${z}`, DESKTOP * z] as const)];
const LETTERS = 'ABCDE';
const DRAWING_AREAS = Object.keys(DRAWING.areas).length;

/** The name's ink as drawn: `text-anchor: middle` on x, the baseline at y (capitals over it, descenders under). */
function ink(x: number, y: number, text: string, size: number): Box {
  const wide = text.length * EM_PER_CHAR * size;
  return { x0: x - wide / 2, y0: y - 0.75 * size, x1: x + wide / 2, y1: y + 0.2 * size };
}

const meet = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** What the map draws on an area, box by box, from the same layout the page draws it with (map.ts). */
function drawn(view: KdView, costs: Record<string, number>): { what: string; box: Box }[] {
  const out: { what: string; box: Box }[] = [];
  for (const area of view.areas) {
    const [x, y] = DRAWING.areas[area.id].anchor;
    for (const c of chipRow(area, [x, y], (seat) => LETTERS[seat])) out.push({ what: `${area.id}'s ${c.st.country} stack`, box: { x0: c.x + 1, y0: y + CHIP_TOP, x1: c.x + c.w - 1, y1: y + CHIP_TOP + CHIP_HEIGHT } });
    if (DRAWING.areas[area.id].city) out.push({ what: `${area.id}'s city`, box: { x0: x - CITY_SIZE / 2, y0: y - CITY_TOP, x1: x + CITY_SIZE / 2, y1: y - CITY_TOP + CITY_SIZE } });
    // The port's anchor, 7 units high, from its left edge and baseline.
    if (DRAWING.areas[area.id].port) out.push({ what: `${area.id}'s port`, box: { x0: x + PORT_X, y0: y + PORT_Y - 7, x1: x + PORT_X + 7, y1: y + PORT_Y } });
    if (costs[area.id] !== undefined) out.push({ what: `${area.id}'s cost`, box: { x0: x - COST_R, y0: y - COST_UP - COST_R, x1: x + COST_R, y1: y - COST_UP + COST_R } });
  }
  for (const f of DRAWING.fords) out.push({ what: 'a ford', box: { x0: f.at[0] - FORD_R, y0: f.at[1] - FORD_R, x1: f.at[0] + FORD_R, y1: f.at[1] + FORD_R } });
  return out;
}

/** Each region's outline as points (its path's M/L numbers in pairs; a lake inside is another ring). */
const RINGS = Object.fromEntries(
  Object.entries(DRAWING.areas).map(([id, { path }]) => [
    id,
    path
      .split('M')
      .filter(Boolean)
      .map((r) => {
        const n = (r.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
        return Array.from({ length: n.length / 2 }, (_, i) => [n[2 * i], n[2 * i + 1]] as [number, number]);
      }),
  ]),
);

function insideRegion([x, y]: [number, number], rs: [number, number][][]): boolean {
  let hit = false;
  for (const r of rs) for (let i = 0, j = r.length - 1; i < r.length; j = i++) if (r[i][1] > y !== r[j][1] > y && x < ((r[j][0] - r[i][0]) * (y - r[i][1])) / (r[j][1] - r[i][1]) + r[i][0]) hit = !hit;
  return hit;
}

/** The box's corners and points along its sides lie in the region, and no corner of the region is in the box. */
function within(b: Box, id: string): boolean {
  const rs = RINGS[id];
  const along: [number, number][] = [];
  for (let k = 0; k <= 8; k++) {
    const fx = b.x0 + ((b.x1 - b.x0) * k) / 8;
    const fy = b.y0 + ((b.y1 - b.y0) * k) / 8;
    along.push([fx, b.y0], [fx, b.y1], [b.x0, fy], [b.x1, fy]);
  }
  return along.every((p) => insideRegion(p, rs)) && !rs.flat().some(([x, y]) => x > b.x0 && x < b.x1 && y > b.y0 && y < b.y1);
}

describe('King David’s names on the map (issue 30: a name is shown only where it fits)', () => {
  for (const seats of [2, 5]) {
    it(`in every state of random ${seats}-player matches, at each zoom of a phone and a desktop, no name shown covers a piece (but a crowded choice, over its own) or another name, each lies in its area, and every choice is named where its name has room`, () => {
      const texts = (lang: 'en' | 'es') => Object.fromEntries(Object.entries(DRAWING.areas).map(([id, f]) => [id, messages[lang][f.city ? `kd.city.${id}` : `kd.area.${id}`]]));
      const words = { en: texts('en'), es: texts('es') };
      const seen = new Set<string>();
      let states = 0;
      const shown: Record<string, number> = {};
      for (const seed of [`kd-names-${seats}-0`]) {
        playRandom(game, randomBot, { seats, seed, options: { short: 3 } }, ({ after }) => {
          const seat = game.active(after).find((x) => game.actions(after, x).length > 0);
          if (seat === undefined) return;
          states++;
          const view = game.view(after, seat) as KdView;
          // As the page does: the areas a listed move is made on are the choices, named first, and carry the cost.
          const sentences: Record<string, string> = {};
          for (const command of game.actions(after, seat)) {
            const token = picks(command, view)?.[0];
            if (token?.startsWith('area:')) sentences[token] = command;
          }
          const costs = costedAreas(view, sentences);
          const first = Object.keys(sentences).map((t) => t.slice(5)).sort();
          const things = drawn(view, costs);
          const scene = { obstacles: pieceBoxes(view, DRAWING, (s) => LETTERS[s], costs), first };
          const key = JSON.stringify([scene, view.areas.map((a) => a.stacks.map((st) => st.count))]);
          if (seen.has(key)) return;
          seen.add(key);
          for (const lang of ['en', 'es'] as const) {
            for (const [screen, px] of ZOOMS) {
              const size = nameSize(px);
              const spots = placeNames(DRAWING, words[lang], scene, size, (text) => text.length * EM_PER_CHAR);
              const boxes: { id: string; box: Box }[] = [];
              // A choice is named, crowded or not (the list of moves names it), unless no spot of its area is clear of the names shown.
              const named = Object.values(spots).flatMap((spot) => (spot ? [spot.box] : []));
              for (const id of first) {
                if (spots[id] !== null) continue;
                // Placed alone among the names shown as its only obstacles: a spot found clear of them (not `over` them) is room it should have had.
                const room = placeNames(DRAWING, { [id]: words[lang][id] }, { obstacles: named, first: [id] }, size, (text) => text.length * EM_PER_CHAR)[id];
                expect(room && !room.over ? room : null, `${seats}p, ${lang}, ${screen}: the choice ${id} is named where its name has room`).toBeNull();
              }
              for (const [id, spot] of Object.entries(spots)) {
                if (!spot) continue;
                shown[screen] = (shown[screen] ?? 0) + 1;
                const box = ink(spot.x, spot.y, words[lang][id], size);
                const where = `${seats}p ${seed}, ${lang}, ${screen} at ${px.toFixed(3)} px/unit: ${id}'s name`;
                expect(within(box, id), `${where} lies in its area`).toBe(true);
                // Only a choice's name may lie over what is drawn (its crowded area has no free spot), and only where there is no free spot.
                const covered = things.find((t) => meet(t.box, box));
                if (spot.over) expect(first, `${where} lies over the pieces only as a choice`).toContain(id);
                else expect(covered?.what, `${where} covers nothing drawn`).toBeUndefined();
                const other = boxes.find((b) => meet(b.box, box));
                expect(other?.id, `${where} covers no other name`).toBeUndefined();
                boxes.push({ id, box });
              }
            }
          }
        });
      }
      const share = Object.fromEntries(Object.entries(shown).map(([screen, n]) => [screen, n / (seen.size * 2 * DRAWING_AREAS)]));
      console.log(`${seats} players: ${states} states, ${seen.size} different maps; share of the names shown:`, share);
      // The rule keeps names where they fit, not only hides them: zoomed in on a phone, most areas are named.
      expect(share['phone ×6']).toBeGreaterThan(0.75);
    });
  }
});
