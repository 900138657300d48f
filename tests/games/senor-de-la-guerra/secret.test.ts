import { describe, expect, it } from 'vitest';
import { canUndo } from '../../../src/engine/undo';
import { play } from '../../../src/engine/play';
import type { LogLine } from '../../../src/engine/types';
import { randomBot } from '../../../src/games/senor-de-la-guerra/bot';
import { ZONES } from '../../../src/games/senor-de-la-guerra/data';
import type { SenorView } from '../../../src/games/senor-de-la-guerra/view';
import { game, randomGame, readable, seededRandom, summaryText } from './helpers';
import { english } from '../../support/words';

const word = (z: number) => ZONES[z].word;

describe('the Prince stays hidden (A-7, A-8)', () => {
  it('A-7: the command that places the tiles is a secret step, hidden from the other seat until the end', () => {
    let placed = 0;
    for (let i = 0; i < 6; i++) {
      randomGame(`secret-${i}`, (before, _after, _seat, command) => {
        if (!command.startsWith('prince ')) return;
        const r = game.apply(before, game.active(before)[0], command);
        expect(r.ok && r.value.secret).toBe(true);
        placed++;
      });
    }
    expect(placed).toBeGreaterThan(6);
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
    expect(summaryText(s, 0)).toMatch(/The Prince is (?:in|on|at) the /);
    expect(summaryText(s, 1)).not.toMatch(/Prince is/);
    const told = lines.filter((l) => /places the Prince (?:in|on|at) the /.test(english(l.text)));
    expect(told.length).toBe(1);
    expect(told[0].to).toEqual([0]);
    expect(readable(lines, 1).join('\n')).not.toMatch(/Prince (?:in|on|at) the /);
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
