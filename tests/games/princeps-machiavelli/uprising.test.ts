import { describe, expect, it } from 'vitest';
import type { LogLine } from '../../../src/engine/types';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { act, actionsFor, cardsOn, conservationProblem, faceUp, game, read, refused, rowOf, table, territory, zeroRng } from './helpers';

/** Seat 0 declares an uprising; both windows pass (W2 only against a player). */
function uprising(s: PMState, command: string, w2: string | null = 'pass'): { state: PMState; log: LogLine[] } {
  const log: LogLine[] = [];
  let r = act(s, 0, command);
  log.push(...r.log);
  r = act(r.state, 0, 'pass');
  log.push(...r.log);
  if (w2 !== null) {
    r = act(r.state, 1, w2);
    log.push(...r.log);
  }
  return { state: r.state, log };
}

function ts3(o: { citizenOnBologna?: boolean } = {}): PMState {
  const s = table(2, { princes: ['PR-N1', 'PR-H'] });
  territory(s, 0, 'T12', ['CO01', 'CJ01']);
  territory(s, 0, 'T07', ['CA02', 'CI01', 'CI02', 'CI03']);
  territory(s, 1, 'T08', ['FO02', 'SP02', ...(o.citizenOnBologna ? ['CI05'] : [])], { up: ['FO02'] });
  territory(s, 1, 'T20');
  return actionsFor(s, 0);
}

describe('Uprisings (PM-34 … PM-43)', () => {
  it('TS-3, PM-35, PM-36, PM-41: a Conspiracy in a Noble territory of a Hereditary Prince makes it independent with the conspirators and the fort', () => {
    const { state, log } = uprising(ts3(), 'conspire co01 bologna');
    expect(read(log, null)).toEqual(
      expect.arrayContaining([
        'Player 1 plots a Conspiracy in Bologna from Firenze with the Counsellor.',
        // the Fortification does not count against a Conspiracy.
        'No army defends Bologna.',
        'Player 2’s Hereditary Prince adds 1 to the defence.',
        'Uprising 2 against defence 1: the uprising would succeed.',
        'The Conspiracy succeeds: Bologna becomes an independent territory, held by the conspirators.',
      ]),
    );
    expect(state.independents).toEqual([
      {
        id: 'T08',
        stable: true,
        cards: [
          { id: 'CJ01', up: true },
          { id: 'FO02', up: true },
        ],
      },
    ]);
    expect(state.hands[1]).toEqual(['PR-H', 'SP02']);
    expect(cardsOn(state, 'T12')).toEqual(['CO01']);
    expect(state.exhausted).toEqual(['CO01']);
    expect(rowOf(state, 1)).toEqual(['T20']);
    expect(conservationProblem(state)).toBeNull();
  });

  it('TS-3, PM-42, PM-33, R-31: attacking the conspirators: a land tie costs the attacker one army and opens no W2; three armies win and take the fort', () => {
    const independent = uprising(ts3(), 'conspire co01 bologna').state;
    independent.rng = zeroRng(2);
    let t = act(act(act(independent, 0, 'attack ca02 bologna').state, 0, 'add ci01').state, 0, 'add ci02').state;
    t = act(t, 0, 'declare').state;
    expect(t.actions?.conflict).toMatchObject({ strength: 2, defence: 2, bySea: false, defender: null });
    const tie = act(t, 0, 'pass');
    expect(game.active(tie.state)).toEqual([0]);
    expect(read(tie.log, null)).toContain('Player 1 loses the Citizen Army, picked at random.');
    expect(tie.state.discard).toEqual(['CI01']);
    expect(cardsOn(tie.state, 'T08')).toEqual(['CJ01', 'FO02']);
    expect(cardsOn(tie.state, 'T07')).toEqual(['CA02', 'CI02', 'CI03']);

    let w = act(independent, 0, 'attack ca02 bologna').state;
    for (const c of ['add ci01', 'add ci02', 'add ci03', 'declare', 'pass']) w = act(w, 0, c).state;
    expect(w.independents).toEqual([]);
    expect(w.discard).toEqual(['CJ01']);
    expect(w.rows[0].find((x) => x.id === 'T08')).toEqual({
      id: 'T08',
      stable: false,
      cards: ['FO02', 'CA02', 'CI01', 'CI02', 'CI03'].map((id) => ({ id, up: true })),
    });
  });

  it('TS-4, PM-38: a Conspiracy stopped by a tie is discarded and nothing else changes; the lone Citizen turns face up', () => {
    const { state, log } = uprising(ts3({ citizenOnBologna: true }), 'conspire co01 bologna');
    expect(read(log, null)).toContain('Uprising 2 against defence 2: the uprising would fail.');
    expect(read(log, null)).toContain('The Conspiracy in Bologna fails and is discarded.');
    expect(state.discard).toEqual(['CJ01']);
    expect(cardsOn(state, 'T08')).toEqual(['FO02', 'SP02', 'CI05']);
    expect(faceUp(state, 'T08')).toEqual(['FO02', 'CI05']);
    expect(rowOf(state, 1)).toEqual(['T08', 'T20']);
  });

  it('TS-10, PM-50, R-42: an Exemplary Punishment on another territory cancels the Conspiracy; the Counsellor turns face up, not exhausted', () => {
    const s = table(2);
    territory(s, 0, 'T01', ['CO01', 'CJ01']);
    territory(s, 1, 'T02', ['SP02']);
    territory(s, 1, 'T04', ['CO02', 'EP01']);
    actionsFor(s, 0);
    let t = act(act(s, 0, 'conspire co01 milano').state, 0, 'pass').state;
    expect(game.actions(t, 1)).toEqual(['pass', 'punish ep01']);
    const r = act(t, 1, 'punish ep01');
    t = r.state;
    expect(read(r.log, null)).toContain(
      'Player 2 answers with an Exemplary Punishment from Mantova (the Counsellor turns face up): the Conspiracy in Milano is cancelled.',
    );
    expect(t.discard).toEqual(['EP01', 'CJ01']);
    expect(faceUp(t, 'T04')).toEqual(['CO02']);
    expect(t.exhausted).toEqual(['CO01']);
    expect(cardsOn(t, 'T02')).toEqual(['SP02']);
    expect(rowOf(t, 1)).toEqual(['T02', 'T04']);

    // Without a Counsellor or Prince beside it the Punishment cannot be played.
    const bare = table(2);
    territory(bare, 0, 'T01', ['CO01', 'CJ01']);
    territory(bare, 1, 'T02');
    territory(bare, 1, 'T04', ['EP01']);
    actionsFor(bare, 0);
    const u = act(act(bare, 0, 'conspire co01 milano').state, 0, 'pass').state;
    expect(game.actions(u, 1)).toEqual(['pass']);
    expect(refused(u, 1, 'punish ep01')).toBe('The Exemplary Punishment on Mantova needs your Counsellor or Prince on that same territory.');
  });

  it('TS-11, PM-35, PM-36, PM-40, R-6, R-36: Revolts against a Popular Prince’s Free territory and an Ecclesiastical Prince’s Oriental one', () => {
    const popular = (fort: boolean) => {
      const s = table(2, { princes: ['PR-N1', 'PR-P'] });
      territory(s, 0, 'T01', ['CO01', 'RV01']);
      territory(s, 1, 'T03', fort ? ['FO01'] : [], { up: ['FO01'] });
      territory(s, 1, 'T20');
      return actionsFor(s, 0);
    };
    const won = uprising(popular(false), 'revolt co01 genova');
    expect(read(won.log, null)).toContain('Uprising 2 against defence 1: the uprising would succeed.');
    expect(won.state.rows[0].map((x) => [x.id, x.stable, x.cards.map((c) => c.id)])).toEqual([
      ['T01', true, ['CO01']],
      ['T03', false, []],
    ]);
    expect(won.state.discard).toEqual(['RV01']);
    const forted = uprising(popular(true), 'revolt co01 genova');
    expect(read(forted.log, null)).toContain('Uprising 2 against defence 2: the uprising would fail.');
    expect(forted.state.discard).toEqual(['RV01']);
    expect(rowOf(forted.state, 1)).toEqual(['T03', 'T20']);

    const s = table(2, { princes: ['PR-N1', 'PR-E'] });
    territory(s, 0, 'T13', ['CO01', 'RV01']);
    territory(s, 1, 'T17');
    territory(s, 1, 'T20');
    const roma = uprising(actionsFor(s, 0), 'revolt co01 roma');
    expect(read(roma.log, null)).toContain('Uprising 1 against defence 1: the uprising would fail.');
    expect(rowOf(roma.state, 1)).toEqual(['T17', 'T20']);
  });

  it('TS-11, PM-46, R-33: no uprising may be declared against a territory with Colonists', () => {
    const s = table(2);
    territory(s, 0, 'T01', ['CO01', 'RV01', 'CJ01']);
    territory(s, 1, 'T03', ['CL01'], { up: ['CL01'] });
    territory(s, 1, 'T20');
    actionsFor(s, 0);
    expect(game.actions(s, 0).filter((c) => c.includes('genova'))).toEqual([]);
    expect(refused(s, 0, 'revolt co01 genova')).toBe('Colonists protect Genova: no Revolt or Conspiracy may target it.');
    expect(refused(s, 0, 'conspire co01 genova')).toBe('Colonists protect Genova: no Revolt or Conspiracy may target it.');
  });

  it('TS-12, PM-54, R-22, PM-48: a player’s last territory cannot be attacked, revolted or conspired against; a Spy may look', () => {
    const s = table(2);
    territory(s, 0, 'T10', ['CA01', 'ME01', 'CO01', 'RV01', 'CJ01', 'SP01']);
    territory(s, 1, 'T11', ['CI01', 'EP01']);
    actionsFor(s, 0);
    const options = game.actions(s, 0);
    expect(options.filter((c) => c.endsWith(' pisa'))).toEqual(['spy co01 pisa']);
    const lone = 'Player 2 holds only Pisa: a player’s last territory cannot be attacked, nor targeted by a Revolt or a Conspiracy.';
    expect(refused(s, 0, 'attack ca01 pisa')).toBe(lone);
    expect(refused(s, 0, 'revolt co01 pisa')).toBe(lone);
    expect(refused(s, 0, 'conspire co01 pisa')).toBe(lone);
    const { state, log } = act(s, 0, 'spy co01 pisa');
    expect(read(log, 0)).toContain('Your Spy reports the face-down cards on Pisa: a Citizen Army and an Exemplary Punishment.');
    expect(read(log, 1).join(' ')).not.toContain('Citizen');
    expect(read(log, null).join(' ')).not.toContain('Citizen');
    expect(faceUp(state, 'T11')).toEqual([]);
    expect(state.discard).toEqual(['SP01']);
  });

  it('PM-39, R-35, PM-37, A-12.3: a successful uprising against defending armies discards the Mercenaries and sends the rest home; no sacrifice is offered', () => {
    // A Noble Prince gives no bonus (PM-36): U = 2 in Free Genova against its one Mercenary.
    const s = table(2, { princes: ['PR-N1', 'PR-N2'] });
    territory(s, 0, 'T01', ['CO01', 'RV01']);
    territory(s, 1, 'T03', ['ME01', 'SP02']);
    territory(s, 1, 'T20');
    let t = act(actionsFor(s, 0), 0, 'revolt co01 genova').state;
    expect(game.actions(t, 0)).toEqual(['pass']);
    t = act(t, 0, 'pass').state;
    expect(game.actions(t, 1)).toEqual(['pass']);
    const r = act(t, 1, 'pass');
    expect(read(r.log, null)).toContain('Player 2 loses Genova: a Mercenary Army discarded; 1 card goes back to hand.');
    expect(r.state.hands[1]).toEqual(['PR-N2', 'SP02']);
    expect(r.state.discard).toEqual(['ME01', 'RV01']);
  });

  it('PM-40, PM-43, R-33, R-37: a Revolt may take an independent territory (no W2); a Conspiracy may not target one', () => {
    const s = table(2);
    territory(s, 0, 'T12', ['CO01', 'RV01', 'CJ02']);
    territory(s, 1, 'T20');
    territory(s, 1, 'T21');
    s.independents.push({ id: 'T11', stable: true, cards: [{ id: 'CJ01', up: true }] });
    s.deck = s.deck.filter((c) => c !== 'T11' && c !== 'CJ01');
    actionsFor(s, 0);
    expect(refused(s, 0, 'conspire co01 pisa')).toBe('Pisa is independent: a Conspiracy cannot target it.');
    // Pisa is Free: U = 2 against the conspirators' 1.
    const { state } = uprising(s, 'revolt co01 pisa', null);
    expect(state.independents).toEqual([]);
    expect(state.rows[0].map((x) => [x.id, x.stable])).toEqual([
      ['T12', true],
      ['T11', false],
    ]);
    expect(state.discard).toEqual(['CJ01', 'RV01']);
    expect(conservationProblem(state)).toBeNull();
  });

  it('PM-52, R-44: Machiavelli in an uprising: the attacker’s makes it succeed; the defender’s discards it', () => {
    const base = () => {
      const s = table(2, { princes: ['PR-N1', 'PR-E'] });
      territory(s, 0, 'T13', ['CO01', 'RV01']);
      territory(s, 1, 'T17', ['CI01']);
      territory(s, 1, 'T20');
      return actionsFor(s, 0);
    };
    const a = base();
    a.hands[0].push('MQ');
    a.deck = a.deck.filter((c) => c !== 'MQ');
    const won = act(act(a, 0, 'revolt co01 roma').state, 0, 'machiavelli').state;
    expect(rowOf(won, 0)).toEqual(['T13', 'T17']);
    expect(won.hands[1]).toEqual(['CI01', 'PR-E']);
    const d = base();
    d.hands[1].push('MQ');
    d.deck = d.deck.filter((c) => c !== 'MQ');
    const lost = uprising(d, 'revolt co01 roma', 'machiavelli').state;
    expect(rowOf(lost, 1)).toEqual(['T17', 'T20']);
    expect(lost.discard).toEqual(['MQ', 'RV01']);
  });
});
