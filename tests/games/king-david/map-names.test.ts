import { describe, expect, it } from 'vitest';
import { DRAWING } from '../../../src/games/king-david/data/drawing';
import { randomBot } from '../../../src/games/king-david/bot';
import { messages } from '../../../src/games/king-david/messages';
import type { KdView } from '../../../src/games/king-david/view';
// The page's own modules: what the map draws on each area and where the names go.
import { EM_PER_CHAR, nameSize, placeNames } from '../../../web/src/games/king-david/names';
import { costedAreas, pieceBoxes } from '../../../web/src/games/king-david/pieces-layout';
import { picks } from '../../../web/src/games/king-david/picks';
import type { Box } from '../../../web/src/games/king-david/regions';
import { playRandom } from '../../support/game-harness';
import { game } from './helpers';
import { drawn, ink, LETTERS, meet, within, ZOOMS } from './map-geometry';

// Issue 30: a name is shown on King David's map only where it fits: at the zoom of the moment its
// box covers no piece drawn on the map and no other name shown, and lies inside its own area. The
// seat's choices are named even in a crowded area (over their own pieces, never over a name).

const DRAWING_AREAS = Object.keys(DRAWING.areas).length;

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
