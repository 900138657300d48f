import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/games/princeps-machiavelli/bot';
import { TERRITORIES, cardWord } from '../../../src/games/princeps-machiavelli/data';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import type { PMView } from '../../../src/games/princeps-machiavelli/view';
import { notMadeByClicks } from '../../support/board-clicks';
import { playRandom, readySeats } from '../../support/game-harness';
// The page's own modules: the clicks each command is made of, and what each token shows now.
import { TERRITORY_WORDS, marks } from '../../../web/src/games/princeps-machiavelli/marks';
import { picks } from '../../../web/src/games/princeps-machiavelli/picks';
import { openPreparation } from '../../../src/games/princeps-machiavelli/preparation';
import { act, game, hand, look, table, territory } from './helpers';

/** The view as the page receives it (JSON). */
function pageView(s: PMState, seat: number | null): PMView {
  return JSON.parse(JSON.stringify(look(s, seat))) as PMView;
}

describe('the board makes every listed command (issue 14: picks and marks of web/src/games/princeps-machiavelli)', () => {
  it('the page knows every territory by its notation word', () => {
    expect(TERRITORY_WORDS).toEqual(Object.fromEntries(TERRITORIES.map((t) => [t.id, cardWord(t.id)])));
  });

  for (const seats of [2, 3, 4, 5]) {
    it(`A-2, A-11: ${seats} players: at every step of a whole random game, every seat that may act makes each of its listed commands by clicks alone`, () => {
      const verbs = new Set<string>();
      playRandom(game, randomBot, { seats, seed: `board-picks-${seats}` }, ({ before }) => {
        for (const seat of readySeats(game, before)) {
          const listed = game.actions(before, seat);
          for (const c of listed) verbs.add(c.split(' ')[0]);
          expect(notMadeByClicks(listed, picks), `seat ${seat}, round ${before.round}, ${before.phase}`).toEqual([]);
        }
      });
      // The random game went through the decisions of every phase, each checked above.
      for (const v of ['discard', 'draw', 'offer', 'give', 'want', 'send', 'done', 'place', 'end', 'attack', 'pass']) expect(verbs).toContain(v);
    });
  }

  it('A-10, A-14: marks: a face-down placement changes the territory for all, and shows the card only to its owner', () => {
    const s = table(2);
    territory(s, 0, 'T01');
    territory(s, 1, 'T02');
    hand(s, 0, 'CA01');
    openPreparation(s, 0);
    const before = [marks(pageView(s, 0)), marks(pageView(s, 1)), marks(pageView(s, null))];
    expect(before[0]['card:ca01']).toBe('hand');
    expect(before[1]['card:ca01']).toBeUndefined();
    const after = act(act(s, 0, 'place ca01 savoia').state, 0, 'end').state;
    const [mine, theirs, spectator] = [marks(pageView(after, 0)), marks(pageView(after, 1)), marks(pageView(after, null))];
    expect(mine['card:ca01']).toBe('T01|down');
    expect(theirs['card:ca01']).toBeUndefined();
    for (const [was, now] of [[before[0], mine], [before[1], theirs], [before[2], spectator]]) {
      expect(now['terr:savoia']).not.toBe(was['terr:savoia']);
      expect(now['terr:milano']).toBe(was['terr:milano']);
      expect(now['player:1']).not.toBe(was['player:1']);
    }
    // Player 2 sees what a spectator sees, plus its own hand (its Prince).
    const { 'card:pr-p': own, ...table2 } = theirs;
    expect(own).toBe('hand');
    expect(table2).toEqual(spectator);
  });
});
