import { describe, expect, it } from 'vitest';
import type { LogLine } from '../../../src/engine/types';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { act, actionsFor, cardsOn, conservationProblem, faceUp, game, hand, read, refused, rowOf, table, territory, zeroRng } from './helpers';

/** Declares an attack by seat 0 and answers both windows; returns the state and every line. */
function attack(s: PMState, leader: string, target: string, armies: string[], w1 = 'pass', w2: string | null = 'pass'): { state: PMState; log: LogLine[] } {
  const log: LogLine[] = [];
  let t = s;
  for (const c of [`attack ${leader} ${target}`, ...armies.map((a) => `add ${a}`), 'declare', w1]) {
    const r = act(t, 0, c);
    t = r.state;
    log.push(...r.log);
  }
  if (w2 !== null) {
    const r = act(t, 1, w2);
    t = r.state;
    log.push(...r.log);
  }
  return { state: t, log };
}

function ts1(o: { thirdMercenary?: boolean } = {}): PMState {
  const s = table(2);
  territory(s, 0, 'T03', ['CA01', 'ME01', 'ME02', ...(o.thirdMercenary ? ['ME03'] : [])]);
  territory(s, 1, 'T24', ['FO01', 'CI01'], { up: ['FO01'] });
  territory(s, 1, 'T20');
  return actionsFor(s, 0);
}

function ts6(): PMState {
  const s = table(2);
  territory(s, 0, 'T12', ['PR-N1', 'CI01', 'ME01', 'ME02']);
  territory(s, 1, 'T13', ['CA02', 'CI02', 'CI03']);
  territory(s, 1, 'T20');
  return actionsFor(s, 0);
}

describe('Combat (PM-22 … PM-33)', () => {
  it('TS-1, PM-22, PM-24, PM-26, PM-30, PM-32: a Captain and two Mercenaries by sea against a fort lose', () => {
    const { state, log } = attack(ts1(), 'ca01', 'corsica', ['me01', 'me02']);
    expect(read(log, null)).toEqual(
      expect.arrayContaining([
        'Player 1 attacks Corsica by sea from Genova with the Captain and 2 Mercenary Armies (the attack counts 1 less).',
        'Defending Corsica: a Citizen Army, and its Fortification.',
        'Attack 1 against defence 2: the defender would win.',
      ]),
    );
    expect(state.discard).toEqual(['ME01', 'ME02']);
    expect(state.hands[0]).toEqual(['CA01', 'PR-N1']);
    expect(cardsOn(state, 'T03')).toEqual([]);
    expect(cardsOn(state, 'T24')).toEqual(['FO01', 'CI01']);
    expect(faceUp(state, 'T24')).toEqual(['FO01', 'CI01']);
    expect(conservationProblem(state)).toBeNull();
  });

  it('TS-2, PM-33, R-26: three Mercenaries by sea tie: one army each at random; next round two armies fail against the bare fort with no losses', () => {
    const s = ts1({ thirdMercenary: true });
    s.rng = zeroRng(3, 1);
    const { state, log } = attack(s, 'ca01', 'corsica', ['me01', 'me02', 'me03']);
    expect(read(log, null)).toContain('Attack 2 against defence 2: a tie.');
    expect(state.discard).toEqual(['CI01', 'ME01']);
    expect(cardsOn(state, 'T03')).toEqual(['CA01', 'ME02', 'ME03']);
    expect(state.exhausted).toContain('CA01');
    expect(cardsOn(state, 'T24')).toEqual(['FO01']);
    expect(rowOf(state, 1)).toContain('T24');
    // The next round's Actions phase: exhaustion cleared (PM-17).
    const next = actionsFor(state, 0);
    const again = attack(next, 'ca01', 'corsica', ['me02', 'me03']);
    expect(read(again.log, null)).toContain('Attack 1 against defence 1: the attack would fail.');
    expect(read(again.log, null)).toContain('The attack on Corsica fails: no garrison, no losses.');
    expect(cardsOn(again.state, 'T03')).toEqual(['CA01', 'ME02', 'ME03']);
    expect(cardsOn(again.state, 'T24')).toEqual(['FO01']);
    expect(again.state.discard).toEqual(['CI01', 'ME01']);
  });

  it('TS-5, PM-25, PM-33, PM-29, R-28, R-17: a land tie costs one army each, picked at random; everything else stays, face up', () => {
    const s = table(2, { princes: ['PR-N1', 'PR-E'] });
    territory(s, 0, 'T02', ['CA01', 'CI02', 'ME03']);
    territory(s, 1, 'T05', ['PR-E', 'CI03', 'CI04']);
    territory(s, 1, 'T20');
    actionsFor(s, 0);
    s.rng = zeroRng(2, 2);
    const { state, log } = attack(s, 'ca01', 'venezia', ['ci02', 'me03']);
    expect(read(log, null)).toEqual(expect.arrayContaining(['Defending Venezia: 2 Citizen Armies and the Ecclesiastical Prince.', 'Attack 2 against defence 2: a tie.']));
    expect(state.discard).toEqual(['CI02', 'CI03']);
    expect(cardsOn(state, 'T02')).toEqual(['CA01', 'ME03']);
    expect(cardsOn(state, 'T05')).toEqual(['PR-E', 'CI04']);
    expect(faceUp(state, 'T05')).toEqual(['PR-E', 'CI04']);
  });

  it('TS-6, PM-30, PM-31, PM-51, R-27, R-30: the defender loses and sacrifices two Citizens, each removing an attacking army at random; the attacker takes Siena destabilised', () => {
    const s = ts6();
    s.rng = zeroRng(3, 2);
    const { state, log } = attack(s, 'pr-n1', 'siena', ['ci01', 'me01', 'me02'], 'pass', 'sacrifice 2');
    expect(read(log, null)).toEqual(
      expect.arrayContaining([
        'Attack 3 against defence 2: the attacker would win.',
        'Player 2 loses: no Mercenary Army discarded, 2 Citizen Armies sacrificed, none fled to hand; a Captain back to hand.',
        'A sacrifice removes the Citizen Army of Player 1, picked at random.',
        'A sacrifice removes the Mercenary Army of Player 1, picked at random.',
      ]),
    );
    expect(state.discard).toEqual(['CI02', 'CI01', 'CI03', 'ME01']);
    expect(state.hands[1]).toEqual(['CA02', 'PR-P']);
    expect(rowOf(state, 0)).toEqual(['T12', 'T13']);
    expect(state.rows[0][1]).toEqual({ id: 'T13', stable: false, cards: [{ id: 'PR-N1', up: true }, { id: 'ME02', up: true }] });
    expect(rowOf(state, 1)).toEqual(['T20']);
    expect(conservationProblem(state)).toBeNull();
  });

  it('TS-7, PM-30, PM-32: the attacker loses by sea and sacrifices two Citizens; the leader goes home', () => {
    const s = table(2);
    territory(s, 0, 'T11', ['CA01', 'CI01', 'CI02']);
    territory(s, 1, 'T24', ['CA03', 'ME05', 'ME06']);
    territory(s, 1, 'T20');
    actionsFor(s, 0);
    s.rng = zeroRng(2, 1);
    const { state, log } = attack(s, 'ca01', 'corsica', ['ci01', 'ci02'], 'sacrifice 2');
    expect(read(log, null)).toContain('Attack 1 against defence 2: the defender would win.');
    expect(state.discard).toEqual(['CI01', 'ME05', 'CI02', 'ME06']);
    expect(state.hands[0]).toEqual(['CA01', 'PR-N1']);
    expect(cardsOn(state, 'T24')).toEqual(['CA03']);
    expect(rowOf(state, 1)).toEqual(['T24', 'T20']);
  });

  it('TS-8, PM-28, R-26: empty targets: by sea with one army fails; by land it is taken; a bare fort holds with no losses; both windows still open', () => {
    const base = () => {
      const s = table(2);
      territory(s, 0, 'T01', ['CA01', 'ME01']);
      territory(s, 1, 'T20');
      return s;
    };
    const sea = base();
    territory(sea, 1, 'T24');
    const a = attack(actionsFor(sea, 0), 'ca01', 'corsica', ['me01']);
    expect(read(a.log, null)).toContain('Attack 0 against defence 0: the attack would fail.');
    expect(cardsOn(a.state, 'T01')).toEqual(['CA01', 'ME01']);
    expect(rowOf(a.state, 1)).toContain('T24');

    const land = base();
    territory(land, 1, 'T02');
    let t = actionsFor(land, 0);
    for (const c of ['attack ca01 milano', 'add me01', 'declare']) t = act(t, 0, c).state;
    expect(game.active(t)).toEqual([0]);
    t = act(t, 0, 'pass').state;
    // W2 opens although the defender has no real choice.
    expect(game.active(t)).toEqual([1]);
    expect(game.actions(t, 1)).toEqual(['pass']);
    t = act(t, 1, 'pass').state;
    expect(t.rows[0].map((x) => [x.id, x.stable])).toEqual([
      ['T01', true],
      ['T02', false],
    ]);
    expect(cardsOn(t, 'T02')).toEqual(['CA01', 'ME01']);

    const fort = base();
    territory(fort, 1, 'T02', ['FO01'], { up: ['FO01'] });
    const f = attack(actionsFor(fort, 0), 'ca01', 'milano', ['me01']);
    expect(read(f.log, null)).toContain('Attack 1 against defence 1: the attack would fail.');
    expect(cardsOn(f.state, 'T01')).toEqual(['CA01', 'ME01']);
    expect(cardsOn(f.state, 'T02')).toEqual(['FO01']);
  });

  it('TS-9(a), PM-52, R-44: the defender’s Machiavelli repels the attack outright; no sacrifice, the defender loses nothing', () => {
    const s = ts6();
    hand(s, 1, 'MQ');
    const { state, log } = attack(s, 'pr-n1', 'siena', ['ci01', 'me01', 'me02'], 'sacrifice 1', 'machiavelli');
    expect(read(log, null)).toContain('Player 2 plays Machiavelli and wins the confrontation outright.');
    expect(state.discard).toEqual(['MQ', 'ME01', 'ME02']);
    expect(state.hands[0]).toEqual(['CI01', 'PR-N1']);
    expect(cardsOn(state, 'T13')).toEqual(['CA02', 'CI02', 'CI03']);
  });

  it('TS-9(b), PM-52, A-12.3: the attacker’s Machiavelli in W1 wins outright and W2 does not open', () => {
    const s = ts1();
    hand(s, 0, 'MQ');
    const { state, log } = attack(s, 'ca01', 'corsica', ['me01', 'me02'], 'machiavelli', null);
    expect(read(log, null)).toContain('Player 1 plays Machiavelli and wins the confrontation outright.');
    expect(state.actions?.conflict).toBeNull();
    expect(game.active(state)).toEqual([0]);
    expect(state.hands[1]).toEqual(['CI01', 'PR-P']);
    expect(state.rows[0].find((x) => x.id === 'T24')).toEqual({
      id: 'T24',
      stable: false,
      cards: [
        { id: 'FO01', up: true },
        { id: 'CA01', up: true },
        { id: 'ME01', up: true },
        { id: 'ME02', up: true },
      ],
    });
    expect(state.discard).toEqual(['MQ']);
  });

  it('TS-14, PM-23, R-23: an attack may not leave two or more unled armies on the origin', () => {
    const s = table(2);
    territory(s, 0, 'T02', ['CA01', 'ME01', 'ME02', 'ME03']);
    territory(s, 1, 'T04');
    territory(s, 1, 'T20');
    let t = act(actionsFor(s, 0), 0, 'attack ca01 mantova').state;
    t = act(t, 0, 'add me01').state;
    expect(game.actions(t, 0)).not.toContain('declare');
    expect(refused(t, 0, 'declare')).toBe('This attack would leave two or more armies on Milano without a Captain or Prince.');
    t = act(t, 0, 'add me02').state;
    expect(game.actions(t, 0)).toContain('declare');
    expect(act(t, 0, 'declare').state.actions?.conflict?.strength).toBe(2);
  });

  it('TS-15, PM-22, R-20: a shared land shield makes a land border; only sea shields make it by sea; uprisings have no sea penalty', () => {
    const s = table(2);
    territory(s, 0, 'T05', ['CA01', 'ME01', 'CO01', 'RV01']);
    territory(s, 1, 'T07');
    territory(s, 1, 'T09');
    actionsFor(s, 0);
    const land = act(act(act(s, 0, 'attack ca01 ferrara').state, 0, 'add me01').state, 0, 'declare').state;
    expect(land.actions?.conflict).toMatchObject({ bySea: false, strength: 1 });
    const sea = act(act(act(s, 0, 'attack ca01 romagna').state, 0, 'add me01').state, 0, 'declare').state;
    expect(sea.actions?.conflict).toMatchObject({ bySea: true, strength: 0 });
    const revolt = act(s, 0, 'revolt co01 romagna').state;
    expect(revolt.actions?.conflict).toMatchObject({ kind: 'revolt', bySea: false, strength: 1 });
  });

  it('PM-31, R-29: a conquest sends the defender’s other cards home, discards settled Colonists and keeps the Fortification', () => {
    const s = table(2);
    territory(s, 0, 'T02', ['CA01', 'ME01', 'ME02']);
    territory(s, 1, 'T04', ['CO02', 'SP03', 'FO01', 'CL01', 'CL02'], { up: ['FO01', 'CL01'] });
    territory(s, 1, 'T20');
    const { state, log } = attack(actionsFor(s, 0), 'ca01', 'mantova', ['me01', 'me02']);
    expect(read(log, null)).toEqual(
      expect.arrayContaining([
        '3 cards of Player 2 on Mantova go back to their hand.',
        'Discarded from Mantova: a Colonists card.',
        'Player 1 conquers Mantova, destabilised; a Captain and 2 Mercenary Armies move onto it.',
      ]),
    );
    expect(state.hands[1]).toEqual(['CL02', 'CO02', 'PR-P', 'SP03']);
    expect(state.discard).toEqual(['CL01']);
    expect(cardsOn(state, 'T04')).toEqual(['FO01', 'CA01', 'ME01', 'ME02']);
    // the identities of the face-down cards going home are not told to others.
    expect(read(log, null).join(' ')).not.toContain('Spy');
  });

  it('PM-25, R-25: an unled territory defends with its single army; a led one with all its armies', () => {
    const s = table(2);
    territory(s, 0, 'T02', ['CA01', 'ME01', 'ME02', 'ME03']);
    territory(s, 1, 'T04', ['CI01', 'SP01']);
    territory(s, 1, 'T05', ['CA02', 'CI02', 'CI03', 'SP02']);
    actionsFor(s, 0);
    const one = act(act(act(s, 0, 'attack ca01 mantova').state, 0, 'add me01').state, 0, 'add me02').state;
    const c1 = act(act(one, 0, 'add me03').state, 0, 'declare').state.actions?.conflict;
    expect(c1?.defenders).toEqual(['CI01']);
    expect(c1?.defence).toBe(1);
    const two = act(act(act(act(act(s, 0, 'attack ca01 venezia').state, 0, 'add me01').state, 0, 'add me02').state, 0, 'add me03').state, 0, 'declare').state;
    expect(two.actions?.conflict?.defenders).toEqual(['CI02', 'CI03']);
    expect(faceUp(two, 'T05')).toEqual(['CA02', 'CI02', 'CI03']);
  });

  it('PM-17, PM-23, R-24: a leader acts once per round and stays exhausted after moving; armies may join another leader’s attack', () => {
    const s = table(2);
    territory(s, 0, 'T02', ['CA01', 'CA02', 'ME01', 'ME02']);
    territory(s, 1, 'T04');
    territory(s, 1, 'T05', ['CI01']);
    territory(s, 1, 'T20');
    const first = attack(actionsFor(s, 0), 'ca01', 'venezia', ['me01']);
    // A tie: ME01 or CI01 removed; CA01 stays exhausted.
    expect(game.actions(first.state, 0).some((c) => c.startsWith('attack ca01'))).toBe(false);
    expect(refused(first.state, 0, 'attack ca01 mantova')).toBe('This round the Captain has already acted.');
    const second = attack(first.state, 'ca02', 'mantova', cardsOn(first.state, 'T02').filter((c) => c.startsWith('ME')).map((c) => c.toLowerCase()));
    expect(rowOf(second.state, 0)).toEqual(['T02', 'T04']);
    expect(second.state.exhausted).toEqual(['CA01', 'CA02']);
    expect(cardsOn(second.state, 'T04')[0]).toBe('CA02');
  });

  it('PM-32, R-31: against an independent territory a lost attack discards Mercenaries and sends Citizens home, no sacrifice; no W2 opens', () => {
    const s = table(2);
    territory(s, 0, 'T07', ['CA01', 'CI01', 'ME01']);
    territory(s, 1, 'T20');
    territory(s, 1, 'T21');
    s.independents.push({ id: 'T08', stable: true, cards: [] });
    s.deck = s.deck.filter((c) => c !== 'T08' && c !== 'CJ01' && c !== 'FO02');
    s.independents[0].cards = [
      { id: 'CJ01', up: true },
      { id: 'FO02', up: true },
    ];
    actionsFor(s, 0);
    let t = act(act(act(s, 0, 'attack ca01 bologna').state, 0, 'add ci01').state, 0, 'declare').state;
    expect(t.actions?.conflict?.defence).toBe(2);
    expect(game.actions(t, 0)).toEqual(['pass']);
    const r = act(t, 0, 'pass');
    t = r.state;
    expect(read(r.log, null)).toContain('Player 1 loses: no Mercenary Army discarded, no Citizen Army sacrificed, 1 fled to hand; a Captain back to hand.');
    expect(game.active(t)).toEqual([0]);
    expect(t.hands[0]).toEqual(['CA01', 'CI01', 'PR-N1']);
    expect(cardsOn(t, 'T08')).toEqual(['CJ01', 'FO02']);
    expect(conservationProblem(t)).toBeNull();
  });

  it('PM-23: the leader and the attacking group turn face up; the other cards on the origin stay hidden', () => {
    const s = table(2);
    territory(s, 0, 'T02', ['CA01', 'ME01', 'SP01', 'CO01']);
    territory(s, 1, 'T04');
    territory(s, 1, 'T20');
    const t = act(act(act(actionsFor(s, 0), 0, 'attack ca01 mantova').state, 0, 'add me01').state, 0, 'declare').state;
    expect(faceUp(t, 'T02')).toEqual(['CA01', 'ME01']);
  });
});
