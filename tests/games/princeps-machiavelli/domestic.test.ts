import { describe, expect, it } from 'vitest';
import { act, actionsFor, cardsOn, faceUp, game, read, refused, table, territory } from './helpers';

describe('Domestic policy (PM-44 … PM-49) and who may act (PM-17 … PM-21)', () => {
  it('TS-16, PM-49, R-43: the Prince on a destabilised territory stabilises it and is exhausted', () => {
    const s = table(2);
    territory(s, 0, 'T13', ['PR-N1'], { stable: false });
    territory(s, 1, 'T20');
    actionsFor(s, 0);
    const { state, log } = act(s, 0, 'stabilise pr-n1');
    expect(state.rows[0][0].stable).toBe(true);
    expect(state.exhausted).toEqual(['PR-N1']);
    expect(faceUp(state, 'T13')).toEqual(['PR-N1']);
    expect(read(log, 1)).toEqual(['Player 1’s Prince spends its action in Siena: it is stable again.']);
    expect(game.actions(state, 0)).toEqual(['end']);
  });

  it('TS-16, PM-47, R-40: a Legal Reform needs a destabilised territory; it stabilises it and is discarded', () => {
    const s = table(2);
    territory(s, 0, 'T11', ['CO01', 'LR01']);
    territory(s, 0, 'T12', ['CO02', 'LR02'], { stable: false });
    territory(s, 1, 'T20');
    actionsFor(s, 0);
    expect(game.actions(s, 0)).not.toContain('reform co01');
    expect(refused(s, 0, 'reform co01')).toBe('Pisa is already stable.');
    const { state } = act(s, 0, 'reform co02');
    expect(state.rows[0][1].stable).toBe(true);
    expect(state.discard).toEqual(['LR02']);
    expect(cardsOn(state, 'T12')).toEqual(['CO02']);
  });

  it('TS-16, PM-46, R-39: Colonists on destabilised Pisa are fixed face up and make it stable', () => {
    const s = table(2);
    territory(s, 0, 'T11', ['CO01', 'CL01'], { stable: false });
    territory(s, 1, 'T20');
    actionsFor(s, 0);
    const { state } = act(s, 0, 'colonists co01');
    expect(state.rows[0][0].stable).toBe(true);
    expect(faceUp(state, 'T11')).toEqual(['CO01', 'CL01']);
  });

  it('PM-45, R-38: a Fortification is fixed face up; a second one cannot be fixed on the same territory', () => {
    const s = table(2);
    territory(s, 0, 'T02', ['CO01', 'CO02', 'FO01', 'FO02']);
    territory(s, 1, 'T20');
    actionsFor(s, 0);
    const { state, log } = act(s, 0, 'fortify co01');
    expect(faceUp(state, 'T02')).toEqual(['CO01', 'FO01']);
    expect(read(log, 1)).toEqual(['Player 1 fortifies Milano with the Counsellor: the Fortification is fixed face up.']);
    expect(game.actions(state, 0).filter((c) => c.startsWith('fortify'))).toEqual([]);
  });

  it('PM-17, PM-18, PM-19: a Captain uses no political card; a Counsellor neither attacks nor stabilises; action cards must lie in the actor’s own stack', () => {
    const s = table(2);
    territory(s, 0, 'T02', ['CA01', 'FO01', 'ME01'], { stable: false });
    territory(s, 0, 'T04', ['CO01', 'ME02']);
    territory(s, 0, 'T05', ['FO02']);
    territory(s, 1, 'T07');
    territory(s, 1, 'T20');
    actionsFor(s, 0);
    const options = game.actions(s, 0);
    expect(options).toContain('attack ca01 ferrara');
    expect(options).not.toContain('fortify ca01');
    expect(options.some((c) => c.startsWith('attack co01'))).toBe(false);
    expect(options.some((c) => c.startsWith('stabilise'))).toBe(false);
    expect(options.some((c) => c.startsWith('fortify'))).toBe(false);
    expect(refused(s, 0, 'fortify ca01')).toBe('Only a Counsellor or your Prince can use political cards, not the Captain.');
    expect(refused(s, 0, 'attack co01 ferrara')).toBe('Only a Captain or your Prince can lead an attack, not the Counsellor.');
    expect(refused(s, 0, 'stabilise co01')).toBe('Only your Prince can stabilise a territory without a card.');
    expect(refused(s, 0, 'fortify co01')).toBe('Nothing on Mantova lets you do that now.');
  });

  it('PM-17, R-18: a command card in hand cannot act', () => {
    const s = table(2);
    territory(s, 0, 'T13', [], { stable: false });
    territory(s, 1, 'T20');
    actionsFor(s, 0);
    expect(game.actions(s, 0)).toEqual(['end']);
    expect(refused(s, 0, 'stabilise pr-n1')).toBe('You have not placed the Noble Prince on any of your territories.');
  });

  it('PM-48, R-41: a Spy looks at any territory of another player, bordering or not; the cards stay face down; only the spy’s owner learns them', () => {
    const s = table(3);
    territory(s, 0, 'T01', ['CO01', 'SP01']);
    territory(s, 1, 'T22', ['CA02', 'MQ']);
    territory(s, 1, 'T20');
    territory(s, 2, 'T21', ['FO01'], { up: ['FO01'] });
    actionsFor(s, 0);
    expect(game.actions(s, 0).filter((c) => c.startsWith('spy'))).toEqual(['spy co01 sicilia', 'spy co01 puglia', 'spy co01 calabria']);
    const { state, log } = act(s, 0, 'spy co01 sicilia');
    expect(read(log, 0)).toContain('Your Spy reports the face-down cards on Sicilia: a Captain and Machiavelli.');
    expect(read(log, 2)).toEqual(['Player 1 sends a Spy with the Counsellor from Savoia to look at the face-down cards on Sicilia (Player 2).']);
    expect(faceUp(state, 'T22')).toEqual([]);
    const calabria = act(s, 0, 'spy co01 calabria');
    expect(read(calabria.log, 0)).toContain('Your Spy reports the face-down cards on Calabria: no cards.');
  });
});
