import { describe, expect, it } from 'vitest';
import { openDraw } from '../../../src/games/princeps-machiavelli/draw';
import { advance } from '../../../src/games/princeps-machiavelli/flow';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { drawTarget, handSize } from '../../../src/games/princeps-machiavelli/table';
import { timeoutMove } from '../../../src/games/princeps-machiavelli/timeout';
import { act, acts, conservationProblem, game, hand, look, read, refused, table, territory } from './helpers';

/** Opens the Draw phase on a prepared table. */
function drawPhase(s: PMState): PMState {
  openDraw(s);
  advance(s, []);
  return s;
}

const TERRITORY_IDS = ['T01', 'T02', 'T03', 'T04', 'T05', 'T06', 'T07', 'T08', 'T09', 'T10', 'T11', 'T12', 'T13', 'T14', 'T15'];

describe('Phase 1: Draw (PM-7 … PM-10, A-4, A-5)', () => {
  it('TS-13, PM-7, R-7, R-8: T = 3 with the Prince on a territory and 4 other cards in hand: HS = 5, DT = 7, draws 2', () => {
    const s = table(2);
    territory(s, 0, 'T01', ['PR-N1']);
    territory(s, 0, 'T02');
    territory(s, 0, 'T03', ['CA01', 'ME01']);
    hand(s, 0, 'SP01', 'RV01', 'CO01', 'CI01');
    territory(s, 1, 'T10');
    expect(handSize(s, 0)).toBe(5);
    expect(drawTarget(s, 0)).toBe(7);
    drawPhase(s);
    const { state } = acts(s, [0, 'draw'], [1, 'draw']);
    expect(state.hands[0]).toHaveLength(6);
    expect(handSize(state, 0)).toBe(7);
    // Cards on territories never count toward the hand.
    expect(state.rows[0][2].cards).toHaveLength(2);
  });

  it('TS-13, PM-7: T = 9 gives DT = 12 (capped at 12 from there on)', () => {
    const s = table(2);
    TERRITORY_IDS.slice(0, 9).forEach((id) => territory(s, 0, id));
    expect(drawTarget(s, 0)).toBe(12);
    TERRITORY_IDS.slice(9, 12).forEach((id) => territory(s, 0, id));
    expect(drawTarget(s, 0)).toBe(12);
  });

  it('TS-13, PM-8, R-9: T = 2 and HS = 8 must discard at least 2, never the Prince; after exactly 2, draws 0', () => {
    const s = table(2);
    territory(s, 0, 'T01');
    territory(s, 0, 'T02');
    hand(s, 0, 'SP01', 'RV01', 'CO01', 'CI01', 'CI02', 'ME01', 'ME02');
    territory(s, 1, 'T10');
    drawPhase(s);
    expect(handSize(s, 0)).toBe(8);
    expect(game.actions(s, 0)).not.toContain('draw');
    expect(game.actions(s, 0)).not.toContain('discard pr-n1');
    expect(refused(s, 0, 'discard pr-n1')).toBe('Your Prince is never discarded.');
    expect(refused(s, 0, 'draw')).toBe('You hold too many cards: mark 2 more cards to discard first.');
    let t = act(s, 0, 'discard sp01').state;
    expect(refused(t, 0, 'draw')).toBe('You hold too many cards: mark 1 more card to discard first.');
    t = act(t, 0, 'discard rv01').state;
    const { state, log } = acts(t, [0, 'draw'], [1, 'draw']);
    expect(state.hands[0]).toEqual(['CI01', 'CI02', 'CO01', 'ME01', 'ME02', 'PR-N1']);
    // PM-8, R-10: discards go face up onto the public pile.
    expect(state.discard).toEqual(['RV01', 'SP01']);
    expect(look(state, 1).discard).toEqual(['RV01', 'SP01']);
    expect(read(log, 1)).toContain('Player 1 discards a Revolt and a Spy and draws no cards.');
  });

  it('PM-8: voluntary discards are allowed, marks can be taken back before submitting', () => {
    const s = drawPhase(table(2));
    territory(s, 0, 'T01');
    hand(s, 0, 'SP01');
    const marked = act(s, 0, 'discard sp01').state;
    expect(game.actions(marked, 0)).toContain('keep sp01');
    const kept = act(marked, 0, 'keep sp01').state;
    expect(kept.draw?.marks[0]).toEqual([]);
    const { state } = acts(marked, [0, 'draw'], [1, 'draw']);
    expect(state.discard).toEqual(['SP01']);
  });

  it('A-4: submissions are simultaneous and secret; they are processed in turn order from the starting player', () => {
    const s = table(3);
    s.starter = 1;
    for (let seat = 0; seat < 3; seat++) territory(s, seat, `T0${seat + 1}`);
    drawPhase(s);
    const top = s.deck.slice(0, 15);
    expect(game.active(s)).toEqual([0, 1, 2]);
    const before = [null, 0, 2].map((v) => JSON.stringify(look(s, v)));
    const one = game.apply(s, 1, 'draw');
    if (!one.ok) throw new Error('refused');
    expect(one.value.secret).toBe(true);
    expect(one.value.log.every((l) => l.to?.length === 1 && l.to[0] === 1)).toBe(true);
    // Nothing another seat can see changes until the step resolves.
    expect([null, 0, 2].map((v) => JSON.stringify(look(one.value.state, v)))).toEqual(before);
    expect(game.actions(one.value.state, 1)).toEqual([]);
    expect(game.active(one.value.state)).toEqual([0, 1, 2]);
    const { state } = acts(one.value.state, [2, 'draw'], [0, 'draw']);
    // Turn order 1, 0, 2 (PM-1): seat 1 draws the first four cards, then seat 0, then seat 2.
    expect(state.hands[1].filter((c) => c !== 'PR-P').sort()).toEqual(top.slice(0, 4).sort());
    expect(state.hands[0].filter((c) => c !== 'PR-N1').sort()).toEqual(top.slice(4, 8).sort());
    expect(state.hands[2].filter((c) => c !== 'PR-H').sort()).toEqual(top.slice(8, 12).sort());
    expect(state.phase).toBe('negotiation');
  });

  it('A-14: everyone reads how many cards each player drew; only the player reads which', () => {
    const s = table(2);
    territory(s, 0, 'T01');
    territory(s, 1, 'T02');
    drawPhase(s);
    const { state, log } = acts(s, [0, 'draw'], [1, 'draw']);
    expect(read(log, null)).toEqual(expect.arrayContaining(['Player 1 draws 4 cards.', 'Player 2 draws 4 cards.']));
    const mine = read(log, 0).filter((l) => l.startsWith('You draw'));
    expect(mine).toHaveLength(1);
    expect(read(log, 1).filter((l) => l.startsWith('You draw'))).toHaveLength(1);
    expect(read(log, null).some((l) => l.startsWith('You draw'))).toBe(false);
    expect(look(state, 1).hand).toEqual(state.hands[1]);
    expect(look(state, 1).players[0].handCount).toBe(5);
  });

  it('A-5: "no voluntary discards" submits an empty list at once when no discard is mandatory, not otherwise', () => {
    const s = table(2);
    territory(s, 0, 'T01');
    territory(s, 1, 'T02');
    drawPhase(s);
    const set = act(s, 0, 'draw always').state;
    expect(set.noDiscards[0]).toBe(true);
    // The next Draw phase: seat 0 has nothing to decide.
    const next = act(set, 1, 'draw').state;
    next.phase = 'draw';
    next.negotiation = null;
    drawPhase(next);
    expect(next.draw?.submitted).toEqual([true, false]);
    expect(game.actions(next, 0)).toEqual([]);
    // With too many cards the seat must choose its mandatory discards itself.
    const full = table(2);
    territory(full, 0, 'T01');
    hand(full, 0, 'SP01', 'SP02', 'SP03', 'SP04', 'SP05');
    full.noDiscards[0] = true;
    drawPhase(full);
    expect(full.draw?.submitted[0]).toBe(false);
    expect(game.actions(full, 0)).not.toContain('draw always');
  });

  it('A-3: the timeout default discards nothing voluntary and the mandatory cards in descending canonical order, never the Prince', () => {
    const s = table(2);
    territory(s, 0, 'T01');
    hand(s, 0, 'CA01', 'SP01', 'ME01', 'RV01', 'CO01', 'CI01');
    drawPhase(s);
    // HS 7, DT 5: two mandatory discards, the last two in canonical order: SP01 then RV01.
    let t = act(s, 0, 'discard ca01').state;
    const played: string[] = [];
    while (game.actions(t, 0).length > 0) {
      const c = timeoutMove(t, 0);
      played.push(c);
      t = act(t, 0, c).state;
    }
    expect(played).toEqual(['keep ca01', 'discard sp01', 'discard rv01', 'draw']);
  });

  it('PM-9: in rounds mode an empty deck is replaced by the shuffled discard pile', () => {
    const s = table(2);
    territory(s, 0, 'T01');
    territory(s, 1, 'T02');
    s.discard = s.deck.splice(2);
    drawPhase(s);
    const { state, log } = acts(s, [0, 'draw'], [1, 'draw']);
    expect(state.hands[0]).toHaveLength(5);
    expect(state.hands[1]).toHaveLength(5);
    expect(read(log, null).some((l) => l.startsWith('The deck is empty: the discard pile is shuffled into a new deck of'))).toBe(true);
    expect(state.lastRound).toBe(false);
    expect(conservationProblem(state)).toBeNull();
  });

  it('TS-19, PM-9, §1.3, R-11: in deck mode the deck runs out during P2’s draw: P2 takes what is left, later players draw nothing; the round is played out, then scoring', () => {
    const run = (length: 'deck' | 'rounds') => {
      const s = table(3, { length: length === 'deck' ? { mode: 'deck' } : { mode: 'rounds', rounds: 5 } });
      s.round = 3;
      s.starter = 2;
      for (let seat = 0; seat < 3; seat++) ['T0', 'T1', 'T2'].forEach((p) => territory(s, seat, `${p}${seat + 1}`));
      s.discard = s.deck.splice(8);
      drawPhase(s);
      return acts(s, [0, 'draw'], [1, 'draw'], [2, 'draw']);
    };
    const deck = run('deck');
    // Turn order 3, 2, 1 (PM-1): P3 draws 6, P2 the last 2, P1 nothing.
    expect(deck.state.hands.map((h) => h.length)).toEqual([1, 3, 7]);
    expect(deck.state.deck).toEqual([]);
    expect(deck.state.lastRound).toBe(true);
    expect(read(deck.log, null)).toContain('The deck is empty: this is the last round.');
    let t = deck.state;
    for (const seat of [0, 1, 2]) t = act(t, seat, 'done').state;
    for (const seat of [2, 1, 0]) t = act(t, seat, 'end').state;
    expect(t.phase).toBe('actions');
    expect(game.result(t)).toBeNull();
    for (const seat of [2, 1]) t = act(t, seat, 'end').state;
    const last = act(t, 0, 'end');
    expect(game.result(last.state)?.winners).toBeDefined();
    expect(last.state.round).toBe(3);

    const rounds = run('rounds');
    expect(rounds.state.hands.map((h) => h.length)).toEqual([7, 7, 7]);
    expect(rounds.state.lastRound).toBe(false);
  });
});
