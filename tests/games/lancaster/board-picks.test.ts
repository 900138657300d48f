import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/games/lancaster/bot';
import type { LancasterState } from '../../../src/games/lancaster/state';
import type { LancasterView } from '../../../src/games/lancaster/view';
import { notMadeByClicks } from '../../support/board-clicks';
import { playRandom, readySeats } from '../../support/game-harness';
// The page's own module (web/src/games/lancaster/tokens.ts): the clicks each command is made of.
import { marks, picks } from '../../../web/src/games/lancaster/tokens';
import { game, go, inCastle, look, run, table } from './helpers';

/** Phase 3b at 2 players with the ally castle arranged (knights of the ally, force 2). */
function allyCastle(arrange: (s: LancasterState) => void): LancasterState {
  const s = table(2);
  arrange(s);
  go(s, [{ t: 'castles' }]);
  return s;
}

/** The view as the page receives it (JSON). */
function pageView(s: LancasterState, seat: number): LancasterView {
  return JSON.parse(JSON.stringify(look(s, seat))) as LancasterView;
}

describe('the board makes every listed command (issue 14: picks of web/src/games/lancaster/tokens.ts)', () => {
  for (const seats of [2, 3, 4, 5]) {
    it(`${seats} players: at every step of a whole random game, every seat that may act makes each of its listed commands by clicks alone`, () => {
      const verbs = new Set<string>();
      playRandom(game, randomBot, { seats, seed: `board-picks-${seats}` }, ({ before }) => {
        for (const seat of readySeats(game, before)) {
          const listed = game.actions(before, seat);
          for (const c of listed) verbs.add(c.split(' ')[0]);
          const view = pageView(before, seat);
          expect(notMadeByClicks(listed, (c) => picks(c, view)), `seat ${seat}, round ${before.round}, ${before.phase}`).toEqual([]);
        }
      });
      // The game went through every kind of decision: each verb of the notation was listed (and checked).
      const every = ['build', 'buy', 'favour', 'knight', 'noble', 'pass', 'reward', 'squires', 'start', 'upgrade', 'use', 'vote'];
      const bySeats = seats === 2 ? ['ally'] : ['both', 'free', 'passage'];
      expect([...verbs].sort()).toEqual([...every, ...bySeats].sort());
    });
  }

  it('AL-3 / AL-12: both orders of the ally castle’s spaces, and each upgrade after them, are clicks on the seat’s own castle and courts', () => {
    const s = allyCastle((s) => {
      inCastle(s, 2, 0, 1);
      inCastle(s, 2, 1, 2);
    });
    const listed = game.actions(s, 0);
    expect(listed).toEqual(['use ac1', 'use ac2', 'pass']);
    const view = pageView(s, 0);
    expect(listed.map((c) => picks(c, view))).toEqual([['castle:0:ac1'], ['castle:0:ac2'], ['pass']]);
    const upgrading = run(s, 'use ac2').state;
    const after = game.actions(upgrading, 0);
    const upgradingView = pageView(upgrading, 0);
    expect(notMadeByClicks(after, (c) => picks(c, upgradingView))).toEqual([]);
    // The ally's knights are its own tokens, not the seat's: its court, and the ally castle's spaces.
    expect(after.map((c) => picks(c, pageView(upgrading, 0)))).toEqual(after.map((c) => (c === 'pass' ? ['pass'] : [expect.stringMatching(/^(allycourt:\d|castle:0:ac[12])$/)])));
  });

  it('a listed command the board cannot make is found', () => {
    const s = allyCastle((s) => inCastle(s, 2, 0, 1));
    const view = pageView(s, 0);
    expect(notMadeByClicks(['use ac1', 'fly 3'], (c) => picks(c, view))).toEqual(['"fly 3" has no clicks']);
    expect(notMadeByClicks(['squires 1', 'squires 1 2'], (c) => picks(c, view))).toEqual(['"squires 1 2" has the same clicks as "squires 1"', '"squires 1" has the same clicks as "squires 1 2"']);
  });
});

describe('marks of what the last move changed (issue 14: marks of web/src/games/lancaster/tokens.ts)', () => {
  /** The clicked tokens that had no marks, or neither changed nor left the board between two views. */
  function unmarked(before: LancasterView, after: LancasterView, clicked: readonly string[]): string[] {
    const [a, b] = [marks(before) as Record<string, string>, marks(after) as Record<string, string>];
    return clicked.filter((k) => !(k in a) || (k in b && a[k] === b[k]));
  }

  /** Moves whose every click names a place or piece the move changes (or takes off the board). */
  const MARKED = /^(?:(?:knight|ally) \d (?:c\d\d|s\d|x\d|ac\d)|favour \d|upgrade .*|free \d|passage c\d\d|noble [a-z]+|build x\d)$/;

  it('at every step of whole random games at 2-5 players, a move marks what it was clicked on as changed', () => {
    const seen = new Set<string>();
    for (const seats of [2, 3, 4, 5]) {
      // A knight sent to a county shows there once its squires are chosen (LA-10).
      const toCounty = new Map<number, { view: LancasterView; clicked: string[] }>();
      playRandom(game, randomBot, { seats, seed: `board-marks-${seats}` }, ({ before, after, seat, command }) => {
        const v0 = pageView(before, seat);
        const v1 = pageView(after, seat);
        const clicked = (picks(command, v0) ?? []) as string[];
        const secret = before.phase === 'setup'; // AS-9: the first tile shows when every seat has chosen
        if (MARKED.test(command) && !secret) {
          expect(unmarked(v0, v1, clicked), `${seats}p seat ${seat}: ${command}`).toEqual([]);
          seen.add(command.split(' ')[0]);
        }
        if (/^(?:knight|ally) \d [a-z]{4,}$/.test(command)) toCounty.set(seat, { view: v0, clicked });
        if (command.startsWith('squires ') && toCounty.has(seat)) {
          const placed = toCounty.get(seat) as { view: LancasterView; clicked: string[] };
          expect(unmarked(placed.view, v1, placed.clicked), `${seats}p seat ${seat}: the knight to ${placed.clicked[1]}, then ${command}`).toEqual([]);
          toCounty.delete(seat);
          seen.add('county');
        }
      });
    }
    expect([...seen].sort()).toEqual(['ally', 'build', 'county', 'favour', 'free', 'knight', 'noble', 'passage', 'upgrade']);
  });
});
