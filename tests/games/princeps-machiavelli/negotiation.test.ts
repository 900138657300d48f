import { describe, expect, it } from 'vitest';
import { openNegotiation } from '../../../src/games/princeps-machiavelli/negotiation';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { timeoutMove } from '../../../src/games/princeps-machiavelli/timeout';
import { act, acts, conservationProblem, game, hand, look, read, refused, table, territory } from './helpers';

function negotiating(seats: number): PMState {
  const s = table(seats);
  for (let seat = 0; seat < seats; seat++) territory(s, seat, `T0${seat + 1}`);
  openNegotiation(s);
  return s;
}

describe('Phase 2: Negotiation (PM-11, A-6 … A-9)', () => {
  it('TS-17, A-6, A-7, A-9: an offer clears the recipient’s done; the accepted swap is announced with counts only; a second offer of the same card lapses; the rest lapse at the end', () => {
    const s = negotiating(3);
    hand(s, 0, 'CA01', 'SP01');
    hand(s, 1, 'ME04');
    hand(s, 2, 'SP02');
    let t = act(s, 1, 'done').state;
    expect(t.negotiation?.done).toEqual([false, true, false]);
    const sent = acts(t, [0, 'offer 2'], [0, 'give ca01'], [0, 'want mercenary'], [0, 'send']);
    t = sent.state;
    expect(t.negotiation?.done[1]).toBe(false);
    expect(read(sent.log, 1)).toEqual(['Player 1 offers Player 2 (offer 1): gives a Captain, asks for a Mercenary Army.']);
    expect(read(sent.log, 2)).toEqual([]);
    // A second pending offer that also gives CA01, to Player 3.
    t = acts(t, [0, 'offer 3'], [0, 'give ca01'], [0, 'give sp01'], [0, 'send']).state;
    // Player 3 makes one too, which will lapse when everyone is done.
    t = acts(t, [2, 'offer 1'], [2, 'give sp02'], [2, 'send']).state;
    expect(game.actions(t, 1)).toContain('accept 1 1');
    t = act(t, 1, 'accept 1 1').state;
    expect(game.actions(t, 1)).toEqual(['pick me04', 'back']);
    const swap = act(t, 1, 'pick me04');
    t = swap.state;
    expect(t.hands[0]).toEqual(['ME04', 'PR-N1', 'SP01']);
    expect(t.hands[1]).toEqual(['CA01', 'PR-P']);
    for (const viewer of [null, 0, 1, 2]) expect(read(swap.log, viewer)).toContain('Player 1 and Player 2 exchanged 1 card for 1 card.');
    expect(read(swap.log, 0)).toContain('Trade done: Player 1 gave a Captain; Player 2 gave a Mercenary Army.');
    expect(read(swap.log, 2).join(' ')).not.toContain('Captain');
    expect(read(swap.log, 2)).toContain('Offer 1 from Player 1 to Player 3 lapses.');
    expect(t.negotiation?.offers.map((o) => [o.from, o.to])).toEqual([[2, 0]]);
    const end = acts(t, [0, 'done'], [1, 'done'], [2, 'done']);
    expect(read(end.log, 0)).toContain('Offer 1 from Player 3 to Player 1 lapses.');
    expect(read(end.log, 1)).not.toContain('Offer 1 from Player 3 to Player 1 lapses.');
    expect(end.state.phase).toBe('preparation');
    expect(end.state.negotiation).toBeNull();
    expect(conservationProblem(end.state)).toBeNull();
  });

  it('A-6, A-14: an offer and its content reach only the two players; a third sees nothing change', () => {
    const s = negotiating(3);
    hand(s, 0, 'CA01');
    const spectator = JSON.stringify(look(s, null));
    const third = JSON.stringify(look(s, 2));
    const r = acts(s, [0, 'offer 2'], [0, 'give ca01'], [0, 'want spy'], [0, 'send']);
    expect(JSON.stringify(look(r.state, 2))).toBe(third);
    expect(JSON.stringify(look(r.state, null))).toBe(spectator);
    expect(look(r.state, 1).negotiation?.offers).toEqual([{ id: 1, from: 0, to: 1, give: ['CA01'], want: ['spy'] }]);
    expect(r.log.every((l) => l.to !== undefined && l.to.every((x) => x === 0 || x === 1))).toBe(true);
    const step = game.apply(s, 0, 'offer 2');
    expect(step.ok && step.value.secret).toBe(true);
  });

  it('A-6, R-12: any card in hand but the Prince, territory cards and Machiavelli included; a want is a kind or a named territory', () => {
    const s = negotiating(2);
    hand(s, 0, 'T05', 'MQ');
    hand(s, 1, 'T12', 'CA02');
    let t = act(s, 0, 'offer 2').state;
    const options = game.actions(t, 0);
    expect(options).toEqual(expect.arrayContaining(['give mq', 'give venezia', 'want captain', 'want territory', 'want firenze']));
    expect(options).not.toContain('give pr-n1');
    expect(options.some((c) => c.startsWith('want prince'))).toBe(false);
    // A territory in a row cannot be asked for by name.
    expect(options).not.toContain('want savoia');
    expect(refused(t, 0, 'give pr-n1')).toBe('A Prince is never traded.');
    expect(refused(t, 0, 'want prince')).toBe('A Prince is never traded.');
    expect(game.actions(t, 0)).not.toContain('send');
    t = acts(t, [0, 'give mq'], [0, 'give venezia'], [0, 'want firenze'], [0, 'want captain'], [0, 'send']).state;
    t = acts(t, [1, 'accept 1 1']).state;
    expect(game.actions(t, 1)).toEqual(['pick firenze', 'back']);
    t = acts(t, [1, 'pick firenze'], [1, 'pick ca02']).state;
    expect(t.hands[0]).toEqual(['CA02', 'PR-N1', 'T12']);
    expect(t.hands[1]).toEqual(['MQ', 'PR-P', 'T05']);
  });

  it('A-6: a one-sided offer (a gift) is accepted at once; an offer asking what the recipient lacks cannot be accepted', () => {
    const s = negotiating(2);
    hand(s, 0, 'SP01');
    let t = acts(s, [0, 'offer 2'], [0, 'give sp01'], [0, 'send']).state;
    t = act(t, 1, 'accept 1 1').state;
    expect(t.hands[1]).toContain('SP01');
    t = acts(t, [0, 'offer 2'], [0, 'want machiavelli'], [0, 'send']).state;
    expect(game.actions(t, 1)).not.toContain('accept 1 2');
    expect(game.actions(t, 1)).toContain('decline 1 2');
    expect(refused(t, 1, 'accept 1 2')).toBe('You do not hold cards that answer everything this offer asks for.');
    const d = act(t, 1, 'decline 1 2');
    expect(read(d.log, 0)).toEqual(['Player 2 declines offer 2 from Player 1.']);
  });

  it('TS-13, A-7, PM-10: a trade that would bring a player to 13 cards is refused and the offer stays pending', () => {
    const s = negotiating(2);
    hand(s, 0, 'CA01', 'CA02', 'CA03', 'CA04', 'CA05', 'CO01', 'CO02', 'CO03', 'CO04', 'CO05', 'SP01');
    hand(s, 1, 'ME01');
    expect(s.hands[0]).toHaveLength(12);
    const t = acts(s, [0, 'offer 2'], [0, 'want mercenary'], [0, 'send']).state;
    expect(game.actions(t, 1)).not.toContain('accept 1 1');
    expect(refused(t, 1, 'accept 1 1')).toBe('This trade would bring Player 1 to 13 cards; no hand may hold more than 12.');
    expect(t.negotiation?.offers).toHaveLength(1);
  });

  it('A-7: the proposer may withdraw a pending offer at any time; an answer in progress goes with it', () => {
    const s = negotiating(2);
    hand(s, 0, 'SP01');
    hand(s, 1, 'ME01');
    let t = acts(s, [0, 'offer 2'], [0, 'give sp01'], [0, 'want mercenary'], [0, 'send'], [1, 'accept 1 1']).state;
    const w = act(t, 0, 'withdraw 2 1');
    t = w.state;
    expect(read(w.log, 1)).toEqual(['Player 1 withdraws offer 1 to Player 2.']);
    expect(t.negotiation?.drafts[1]).toBeNull();
    expect(game.actions(t, 1)).toContain('done');
  });

  it('A-9: done can be taken back while the phase is open; the phase ends only when all are done at once', () => {
    const s = negotiating(2);
    let t = act(s, 0, 'done').state;
    expect(game.actions(t, 0)).toEqual(['resume']);
    t = act(t, 0, 'resume').state;
    t = act(t, 1, 'done').state;
    expect(t.phase).toBe('negotiation');
    t = act(t, 0, 'done').state;
    expect(t.phase).toBe('preparation');
  });

  it('A-9, A-14: a seat’s "done" is its own business: nobody else’s view shows it', () => {
    const s = negotiating(3);
    const others = [null, 1, 2].map((v) => JSON.stringify(look(s, v)));
    const t = act(s, 0, 'done').state;
    expect([null, 1, 2].map((v) => JSON.stringify(look(t, v)))).toEqual(others);
    expect(look(t, 0).negotiation?.done).toBe(true);
    expect(game.active(t)).toEqual([0, 1, 2]);
  });

  it('A-3: the timeout default declares done, dropping a draft first', () => {
    const s = negotiating(2);
    hand(s, 0, 'SP01');
    const t = acts(s, [0, 'offer 2'], [0, 'give sp01']).state;
    expect(timeoutMove(t, 0)).toBe('cancel');
    const u = act(t, 0, 'cancel').state;
    expect(timeoutMove(u, 0)).toBe('done');
  });

  it('A-5, A-13: the standing preference and orders are set while negotiating, privately', () => {
    const s = negotiating(2);
    const r = acts(s, [0, 'autodraw on'], [0, 'orders sacrifice all'], [0, 'orders machiavelli losing']);
    expect(r.state.noDiscards).toEqual([true, false]);
    expect(r.state.orders[0]).toEqual({ sacrifice: 'all', machiavelli: 'losing', punishment: 'never' });
    expect(r.log.every((l) => l.to?.length === 1 && l.to[0] === 0)).toBe(true);
    expect(look(r.state, 1).settings).toEqual({ noDiscards: false, orders: null });
    expect(look(r.state, null).settings).toBeNull();
    const off = act(r.state, 0, 'orders off').state;
    expect(off.orders[0]).toBeNull();
  });
});
