import { describe, expect, it } from 'vitest';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { timeoutMove } from '../../../src/games/princeps-machiavelli/timeout';
import { act, acts, actionsFor, cardsOn, game, hand, look, read, rowOf, table, territory, zeroRng } from './helpers';

/** Seat 0's Firenze (Prince, 2 Citizens, a Mercenary) against seat 1's Siena (Captain, 2 Citizens). */
function battle(o: { defenderMachiavelli?: boolean; attackerMachiavelli?: boolean } = {}): PMState {
  const s = table(3);
  territory(s, 0, 'T12', ['PR-N1', 'CI01', 'CI04', 'ME01']);
  territory(s, 1, 'T13', ['CA02', 'CI02', 'CI03']);
  territory(s, 1, 'T20');
  territory(s, 2, 'T21');
  if (o.defenderMachiavelli) hand(s, 1, 'MQ');
  if (o.attackerMachiavelli) hand(s, 0, 'MQ');
  actionsFor(s, 0);
  return acts(s, [0, 'attack pr-n1 siena'], [0, 'add ci01'], [0, 'add ci04'], [0, 'add me01'], [0, 'declare']).state;
}

describe('The windows of a confrontation (A-12, A-13)', () => {
  it('A-12.2, PM-27: W1 offers the attacker no card or Machiavelli if held, and a sacrifice up to its attacking Citizen Armies', () => {
    expect(game.actions(battle(), 0)).toEqual(['pass', 'sacrifice 1', 'sacrifice 2']);
    expect(game.actions(battle({ attackerMachiavelli: true }), 0)).toEqual(['pass', 'sacrifice 1', 'sacrifice 2', 'machiavelli']);
    // nobody else has a window.
    expect(game.active(battle())).toEqual([0]);
    expect(game.actions(battle(), 2)).toEqual([]);
  });

  it('A-12.3: W2 follows W1 and offers the defender its own choices only', () => {
    const t = act(battle({ defenderMachiavelli: true }), 0, 'sacrifice 2').state;
    expect(game.active(t)).toEqual([1]);
    expect(game.actions(t, 1)).toEqual(['pass', 'sacrifice 1', 'sacrifice 2', 'machiavelli']);
  });

  it('A-12.6, A-14: the attacker’s commit is secret until the resolution; the defender sees only A, D and the provisional outcome', () => {
    const s = battle();
    const r = game.apply(s, 0, 'sacrifice 2');
    if (!r.ok) throw new Error('refused');
    expect(r.value.secret).toBe(true);
    expect(r.value.log.every((l) => l.to?.length === 1 && l.to[0] === 0)).toBe(true);
    const pass = act(s, 0, 'pass').state;
    expect(JSON.stringify(look(r.value.state, 1))).toBe(JSON.stringify(look(pass, 1)));
    expect(look(pass, 1).confrontation).toMatchObject({ strength: 3, defence: 2, outcome: 'win', window: 'w2' });
  });

  it('A-12.3, A-12.6: the log never says what a side could have played: holding Machiavelli and passing reads like holding nothing', () => {
    const run = (mq: boolean) => {
      const s = battle({ defenderMachiavelli: mq });
      s.rng = zeroRng(3, 3);
      return acts(s, [0, 'pass'], [1, 'pass']).log;
    };
    expect(read(run(true), null)).toEqual(read(run(false), null));
    expect(read(run(true), 0)).toEqual(read(run(false), 0));
    expect(read(run(true), 2)).toEqual(read(run(false), 2));
  });

  it('A-13: standing orders answer W2 at once: sacrifice all, Machiavelli when losing', () => {
    const s = battle({ defenderMachiavelli: true });
    s.orders[1] = { sacrifice: 'all', machiavelli: 'never', punishment: 'never' };
    s.rng = zeroRng(3, 2);
    const r = act(s, 0, 'pass');
    expect(r.state.actions?.conflict).toBeNull();
    // The defender lost and sacrificed both Citizens.
    expect(read(r.log, null)).toContain('Player 2 loses: no Mercenary Army discarded, 2 Citizen Armies sacrificed, none fled to hand; a Captain back to hand.');
    const m = battle({ defenderMachiavelli: true });
    m.orders[1] = { sacrifice: 'none', machiavelli: 'losing', punishment: 'never' };
    const played = act(m, 0, 'pass');
    expect(read(played.log, null)).toContain('Player 2 plays Machiavelli and wins the confrontation outright.');
    expect(rowOf(played.state, 1)).toEqual(['T13', 'T20']);
  });

  it('A-13: "Machiavelli when losing" keeps the card when the defender is not losing', () => {
    const s = table(2);
    territory(s, 0, 'T02', ['CA01', 'ME01']);
    territory(s, 1, 'T04', ['CA02', 'CI02', 'CI03']);
    territory(s, 1, 'T20');
    hand(s, 1, 'MQ');
    s.orders[1] = { sacrifice: 'none', machiavelli: 'losing', punishment: 'never' };
    actionsFor(s, 0);
    const r = acts(s, [0, 'attack ca01 mantova'], [0, 'add me01'], [0, 'declare'], [0, 'pass']);
    expect(r.state.hands[1]).toContain('MQ');
    expect(cardsOn(r.state, 'T04')).toEqual(['CA02', 'CI02', 'CI03']);
  });

  it('A-13: "Punishment whenever legal" answers a Conspiracy at once', () => {
    const s = table(2);
    territory(s, 0, 'T01', ['CO01', 'CJ01']);
    territory(s, 1, 'T02');
    territory(s, 1, 'T04', ['PR-P', 'EP01']);
    s.orders[1] = { sacrifice: 'none', machiavelli: 'never', punishment: 'legal' };
    actionsFor(s, 0);
    const r = acts(s, [0, 'conspire co01 milano'], [0, 'pass']);
    expect(read(r.log, null)).toContain(
      'Player 2 answers with an Exemplary Punishment from Mantova (the Popular Prince turns face up): the Conspiracy in Milano is cancelled.',
    );
    expect(r.state.discard).toEqual(['EP01', 'CJ01']);
    expect(game.active(r.state)).toEqual([0]);
  });

  it('A-3: the timeout defaults: W1 and W2 pass; an action turn ends, an attack being put together is called off first', () => {
    const s = battle({ defenderMachiavelli: true });
    expect(timeoutMove(s, 0)).toBe('pass');
    const w2 = act(s, 0, 'pass').state;
    expect(timeoutMove(w2, 1)).toBe('pass');
    const t = table(2);
    territory(t, 0, 'T02', ['CA01', 'ME01']);
    territory(t, 1, 'T04');
    territory(t, 1, 'T20');
    actionsFor(t, 0);
    const draft = act(t, 0, 'attack ca01 mantova').state;
    expect(timeoutMove(draft, 0)).toBe('cancel');
    expect(timeoutMove(act(draft, 0, 'cancel').state, 0)).toBe('end');
  });
});
