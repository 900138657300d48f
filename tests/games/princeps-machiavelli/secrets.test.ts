import { describe, expect, it } from 'vitest';
import type { LogLine } from '../../../src/engine/types';
import { openNegotiation } from '../../../src/games/princeps-machiavelli/negotiation';
import { openPreparation } from '../../../src/games/princeps-machiavelli/preparation';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { english } from '../../support/words';
import { act, actionsFor, game, hand, look, read, table, territory } from './helpers';

/*
 * twin matches from the same table, differing only in one seat's hidden choice, must
 * look the same to every other seat and to a spectator (views, summaries, readable log lines)
 * until the rules reveal the difference.
 */

interface Twin {
  state: PMState;
  log: LogLine[];
}

function step(t: Twin, seat: number, command: string): Twin {
  const r = act(t.state, seat, command);
  return { state: r.state, log: [...t.log, ...r.log] };
}

/** Everything a viewer can read of a twin. */
function seen(t: Twin, viewer: number | null) {
  return {
    view: JSON.stringify(look(t.state, viewer)),
    summary: game.summary(t.state, viewer).map(english),
    log: read(t.log, viewer),
  };
}

function expectSame(a: Twin, b: Twin, viewers: (number | null)[]) {
  for (const v of viewers) expect(seen(a, v), `viewer ${v}`).toEqual(seen(b, v));
}

describe('secrets (A-14, A-15): twin matches', () => {
  it('A-14: a face-down placement: what Player 1 placed on Savoia stays its own until revealed', () => {
    const s = table(3);
    territory(s, 0, 'T01');
    territory(s, 1, 'T05', ['CA02', 'ME01']);
    territory(s, 2, 'T17');
    hand(s, 0, 'CA01', 'SP01');
    openPreparation(s, 0);
    let a: Twin = { state: s, log: [] };
    let b: Twin = { state: s, log: [] };
    a = step(a, 0, 'place ca01 savoia');
    b = step(b, 0, 'place sp01 savoia');
    expectSame(a, b, [null, 1, 2]);
    expect(seen(a, 0)).not.toEqual(seen(b, 0));
    const rest: [number, string][] = [
      [0, 'end'],
      [2, 'end'],
      [1, 'end'],
      [0, 'end'],
      [2, 'end'],
      [1, 'end'],
    ];
    for (const [seat, command] of rest) {
      a = step(a, seat, command);
      b = step(b, seat, command);
      expectSame(a, b, [null, 1, 2]);
    }
  });

  it('A-14, A-12.3: a card in hand: holding Machiavelli or not changes nothing others see, even through a defence the seat answers', () => {
    const make = (mq: boolean) => {
      const s = table(3);
      territory(s, 0, 'T04', ['CA03', 'CI03', mq ? 'SP05' : 'MQ']);
      territory(s, 0, 'T20');
      territory(s, 1, 'T02', ['CA01', 'ME01', 'ME02']);
      territory(s, 2, 'T17');
      hand(s, 0, mq ? 'MQ' : 'SP05');
      return actionsFor(s, 1);
    };
    let a: Twin = { state: make(true), log: [] };
    let b: Twin = { state: make(false), log: [] };
    expectSame(a, b, [null, 1, 2]);
    const steps: [number, string][] = [
      [1, 'attack ca01 mantova'],
      [1, 'add me01'],
      [1, 'add me02'],
      [1, 'declare'],
      [1, 'pass'],
    ];
    for (const [seat, command] of steps) {
      a = step(a, seat, command);
      b = step(b, seat, command);
      expectSame(a, b, [null, 1, 2]);
    }
    // W2 opens in both twins; the options differ, and only the defender knows it.
    expect(game.active(a.state)).toEqual([0]);
    expect(game.active(b.state)).toEqual([0]);
    expect(game.actions(a.state, 0)).toContain('machiavelli');
    expect(game.actions(b.state, 0)).not.toContain('machiavelli');
    a = step(a, 0, 'pass');
    b = step(b, 0, 'pass');
    expectSame(a, b, [null, 1, 2]);
  });

  it('A-14, A-6: a trade offer between two others (and the "done" it clears) leaves the third seat and spectators unaware', () => {
    const s = table(3);
    for (let seat = 0; seat < 3; seat++) territory(s, seat, `T0${seat + 1}`);
    hand(s, 0, 'CA01');
    hand(s, 1, 'ME01');
    openNegotiation(s);
    let a: Twin = { state: s, log: [] };
    let b: Twin = { state: s, log: [] };
    a = step(a, 1, 'done');
    b = step(b, 1, 'done');
    // Twin A: Player 1 makes Player 2 an offer, which clears Player 2's "done"; Player 2 declines.
    for (const [seat, command] of [
      [0, 'offer 2'],
      [0, 'give ca01'],
      [0, 'want mercenary'],
      [0, 'send'],
      [1, 'decline 1 1'],
      [1, 'done'],
    ] as [number, string][]) {
      a = step(a, seat, command);
      expectSame(a, b, [null, 2]);
    }
    for (const [seat, command] of [
      [2, 'done'],
      [0, 'done'],
    ] as [number, string][]) {
      a = step(a, seat, command);
      b = step(b, seat, command);
      expectSame(a, b, [null, 2]);
    }
    expect(a.state.phase).toBe('preparation');
    expect(b.state.phase).toBe('preparation');
  });

  it('A-14: a hand and the identity of face-down cards reach only their owner; counts, face-up cards, the pile and the deck size reach all', () => {
    const s = table(2);
    territory(s, 0, 'T01', ['CA01', 'ME01', 'FO01'], { up: ['FO01'] });
    territory(s, 1, 'T02');
    hand(s, 0, 'SP01', 'MQ');
    s.discard = ['RV01'];
    s.deck = s.deck.filter((c) => c !== 'RV01');
    const mine = look(s, 0);
    const theirs = look(s, 1);
    const spectator = look(s, null);
    expect(mine.hand).toEqual(['MQ', 'PR-N1', 'SP01']);
    expect(theirs.hand).toEqual(['PR-P']);
    expect(spectator.hand).toBeNull();
    expect(mine.players[0].row[0]).toMatchObject({ id: 'T01', stable: true, up: [{ id: 'FO01', exhausted: false }], down: 2, hidden: ['CA01', 'ME01'] });
    expect(theirs.players[0].row[0]).toMatchObject({ id: 'T01', stable: true, up: [{ id: 'FO01', exhausted: false }], down: 2, hidden: null });
    // The printed card (§5.2) comes with it, for the board.
    expect(theirs.players[0].row[0]).toMatchObject({ status: 'noble', wealth: 'agriculture', shields: [{ name: 'Monferrato', sea: false }, { name: 'Mar Ligure', sea: true }] });
    expect(theirs.players[0].handCount).toBe(3);
    expect(theirs.discard).toEqual(['RV01']);
    expect(theirs.deck).toBe(s.deck.length);
    const text = JSON.stringify(theirs) + JSON.stringify(spectator) + game.summary(s, 1).map(english).join(' ');
    for (const secret of ['SP01', 'MQ', 'CA01', 'ME01', 'Machiavelli', 'Spy', s.deck[0]]) expect(text).not.toContain(secret);
    expect(JSON.stringify(spectator)).not.toContain('"rng"');
  });
});
