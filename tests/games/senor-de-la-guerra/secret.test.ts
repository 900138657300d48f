import { describe, expect, it } from 'vitest';
import { canUndo } from '../../../src/engine/undo';
import { play } from '../../../src/engine/play';
import type { LogLine } from '../../../src/engine/types';
import { randomBot } from '../../../src/games/senor-de-la-guerra/bot';
import { ZONES } from '../../../src/games/senor-de-la-guerra/data';
import type { SenorState } from '../../../src/games/senor-de-la-guerra/state';
import type { SenorView } from '../../../src/games/senor-de-la-guerra/view';
import { game, randomGame, readable, seededRandom } from './helpers';
import { english } from '../../support/words';

const word = (z: number) => ZONES[z].word;

/** The same placement with the Prince swapped onto the first decoy's zone (null when there is no decoy). */
function swapPrince(command: string): string | null {
  const w = command.split(' ');
  if (w[0] !== 'prince' || w.length < 4) return null;
  const prince = w[1];
  const decoys = w.slice(3);
  const zones = [prince, ...decoys];
  const newPrince = decoys[0];
  const rest = zones.filter((z) => z !== newPrince).sort((a, b) => ZONES.findIndex((x) => x.word === a) - ZONES.findIndex((x) => x.word === b));
  return ['prince', newPrince, w[2], ...rest].join(' ');
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

function revealed(s: SenorState): number {
  return s.tiles.revealedDecoys.length + (s.tiles.princeFound ? 1 : 0) + (s.result ? 1 : 0);
}

/**
 * Plays game A with the random bot and game B with the same commands, except that every tile
 * placement puts the Prince on another tile's zone. Until the first tile is turned over, the
 * Frisian and the spectator must not be able to tell the games apart.
 */
function twinGames(seed: string, normans: number): { compared: number; differed: boolean } {
  const options = { normans };
  const frisian = 1 - normans;
  let a = game.setup({ seats: 2, seed, options });
  let b = game.setup({ seats: 2, seed, options });
  const random = seededRandom(`twin:${seed}`);
  let compared = 0;
  let differed = false;
  let swapped = false;
  while (!game.result(a) && compared < 3000) {
    const seat = game.active(a)[0];
    const command = randomBot(a, seat, random);
    const other = swapPrince(command);
    const ra = play(game, a, seat, command);
    const rb = play(game, b, seat, other ?? command);
    if (!ra.ok || !rb.ok) throw new Error(`${command}: ${ra.ok ? '' : ra.message} ${rb.ok ? '' : rb.message}`);
    if (command.startsWith('prince')) {
      // the command that places the Prince is hidden from the other seat.
      expect(ra.value.secret).toBe(true);
      swapped ||= other !== null;
    }
    if (revealed(ra.value.state) > 0 || revealed(rb.value.state) > 0) break;
    a = ra.value.state;
    b = rb.value.state;
    for (const viewer of [frisian, null]) {
      const va = game.view(a, viewer) as SenorView;
      // Plain comparisons: expect() is too slow to call thousands of times.
      check(JSON.stringify(va) === JSON.stringify(game.view(b, viewer)), `views differ for ${viewer} after ${command}`);
      check(game.summary(a, viewer).join('\n') === game.summary(b, viewer).join('\n'), `summaries differ for ${viewer} after ${command}`);
      check(readable(ra.value.log, viewer).join('\n') === readable(rb.value.log, viewer).join('\n'), `log lines differ after ${command}`);
      check(va.tiles.prince === undefined, 'the Prince is in a hidden view');
    }
    if (swapped && JSON.stringify(game.view(a, normans)) !== JSON.stringify(game.view(b, normans))) differed = true;
    compared++;
  }
  return { compared, differed };
}

describe('the Prince stays hidden (A-7, A-8)', () => {
  it('A-7 / SG-34: twin games differing only in the Prince’s zone look identical to the Frisian and to spectators until the first reveal', () => {
    let differed = 0;
    let steps = 0;
    for (let i = 0; i < 24; i++) {
      const r = twinGames(`twin-${i}`, i % 2);
      steps += r.compared;
      if (r.differed) differed++;
    }
    // The Normans' own views did differ: the test compared games that really hid different things.
    expect(differed).toBeGreaterThan(12);
    expect(steps).toBeGreaterThan(1000);
  });

  it('A-7: the Prince’s zone reaches only the Normans — in views, summaries and log lines', () => {
    let s = game.setup({ seats: 2, seed: 'hidden' });
    const random = seededRandom('hidden');
    const lines: LogLine[] = [];
    while (s.tiles.prince === null && !s.result) {
      const seat = game.active(s)[0];
      const r = play(game, s, seat, randomBot(s, seat, random));
      if (!r.ok) throw new Error(english(r.message));
      s = r.value.state;
      lines.push(...r.value.log);
    }
    const prince = word(s.tiles.prince ?? 0);
    expect((game.view(s, 0) as SenorView).tiles.prince).toBe(prince);
    expect((game.view(s, 1) as SenorView).tiles.prince).toBeUndefined();
    expect((game.view(s, null) as SenorView).tiles.prince).toBeUndefined();
    expect(game.summary(s, 0).join('\n')).toMatch(/The Prince is in/);
    expect(game.summary(s, 1).join('\n')).not.toMatch(/Prince is/);
    const told = lines.filter((l) => /Prince in/.test(english(l.text)));
    expect(told.length).toBe(1);
    expect(told[0].to).toEqual([0]);
    expect(readable(lines, 1).join('\n')).not.toMatch(/Prince in/);
  });

  it('T-19 / A-9: no tile has an identifier; after the end every view shows all tiles and the seed', () => {
    let ended = 0;
    for (let i = 0; i < 10; i++) {
      const { state } = randomGame(`t19-${i}`);
      const views = [0, 1, null].map((seat) => game.view(state, seat) as SenorView);
      for (const v of views) {
        expect(v.seed).toBe(`t19-${i}`);
        expect(v.tiles).toEqual(views[0].tiles);
        expect(Object.keys(v.tiles).sort()).toEqual(['decoys', 'discarded', 'inHand', 'inPlay', 'moves', 'prince', 'revealedDecoys', 'zones']);
      }
      if (state.tiles.prince !== null) {
        expect(views[1].tiles.prince).toBe(word(state.tiles.prince));
        ended++;
      }
    }
    expect(ended).toBeGreaterThan(5);
    // Before the end the seed is not shown.
    const early = game.setup({ seats: 2, seed: 'early' });
    expect((game.view(early, 1) as SenorView).seed).toBeUndefined();
  });
});

describe('undo never takes back something shown (A-5, A-7)', () => {
  it('A-5: revealing a sealed answer or a tile makes the step impossible to undo; ordinary steps stay undoable', () => {
    let sealed = 0;
    let ordinary = 0;
    for (let i = 0; i < 20; i++) {
      randomGame(`undo-${i}`, (before, after, seat) => {
        if (after.reveals > before.reveals) {
          expect(game.undoable?.(before, after, seat)).toBe(false);
          expect(canUndo(game, before, after, seat)).toBe(false);
          sealed++;
        } else if (game.undoable?.(before, after, seat)) ordinary++;
      });
    }
    expect(sealed).toBeGreaterThan(20);
    expect(ordinary).toBeGreaterThan(100);
  });
});
