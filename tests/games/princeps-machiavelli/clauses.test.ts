import { describe, expect, it } from 'vitest';
import { openDraw } from '../../../src/games/princeps-machiavelli/draw';
import { openPreparation } from '../../../src/games/princeps-machiavelli/preparation';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { act, acts, actionsFor, cardsOn, faceUp, game, hand, independent, look, read, refused, table, territory } from './helpers';

/*
 * One test per clause of the rulings that no other test named (rulings-coverage.test.ts keeps it
 * so): the action table, revealing, declaring an uprising, domestic actions, the public discard
 * pile, the order inside a Preparation, cards sent home, and the defence against uprisings.
 */

/** The commands of an action turn, grouped by the command card that would act: card word → verbs. */
function verbsByCard(s: PMState, seat: number): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const c of game.actions(s, seat)) {
    const [verb, card] = c.split(' ');
    if (card === undefined) continue;
    out[card] = [...new Set([...(out[card] ?? []), verb])].sort();
  }
  return out;
}

/** The targets a command card is offered for one verb. */
function targetsOf(s: PMState, seat: number, verb: string, card: string): string[] {
  return game
    .actions(s, seat)
    .filter((c) => c.startsWith(`${verb} ${card} `))
    .map((c) => c.split(' ')[2]);
}

/** Seat 0 holds every kind of command card, each with every card it could use. */
function everyAction(): PMState {
  const s = table(3, { princes: ['PR-N1', 'PR-P', 'PR-H'] });
  territory(s, 0, 'T12', ['PR-N1', 'CI01', 'ME01', 'RV01', 'CJ01', 'FO01', 'CL01', 'LR01', 'SP01'], { stable: false });
  territory(s, 0, 'T14', ['CO01', 'RV02', 'CJ02', 'FO02', 'CL02', 'LR02', 'SP02', 'EP01']);
  territory(s, 0, 'T02', ['CA01', 'ME02', 'RV03', 'SP03']);
  territory(s, 1, 'T08');
  territory(s, 1, 'T13');
  territory(s, 1, 'T04');
  territory(s, 2, 'T20');
  territory(s, 2, 'T24');
  independent(s, 'T09', ['CJ03']);
  hand(s, 0, 'MQ');
  return actionsFor(s, 0);
}

describe('clauses of the rulings no other test names', () => {
  it('PM-20: the actions, who performs them, the card each uses and what each may target; reactions are no actions', () => {
    const s = everyAction();
    // The Prince (on destabilised Firenze) may do everything; the Counsellor (on stable Urbino)
    // every political action but Legal Reform there; the Captain only attack.
    expect(verbsByCard(s, 0)).toEqual({
      'pr-n1': ['attack', 'colonists', 'conspire', 'fortify', 'reform', 'revolt', 'spy', 'stabilise'],
      co01: ['colonists', 'fortify', 'revolt', 'spy'],
      ca01: ['attack'],
    });
    // Attack and Revolt: a bordering territory of another player, or an independent one; Conspiracy: not an independent one.
    expect(targetsOf(s, 0, 'attack', 'pr-n1')).toEqual(['bologna', 'romagna', 'siena']);
    expect(targetsOf(s, 0, 'revolt', 'pr-n1')).toEqual(['bologna', 'romagna', 'siena']);
    expect(targetsOf(s, 0, 'conspire', 'pr-n1')).toEqual(['bologna', 'siena']);
    expect(targetsOf(s, 0, 'revolt', 'co01')).toEqual(['romagna']);
    expect(targetsOf(s, 0, 'attack', 'ca01')).toEqual(['mantova']);
    // Spy: any territory in another player's row, bordering or not.
    expect(targetsOf(s, 0, 'spy', 'co01')).toEqual(['bologna', 'siena', 'mantova', 'puglia', 'corsica']);
    // Fortify, Colonists, Legal Reform and Stabilise act on the command card's own territory: no target.
    for (const verb of ['fortify', 'colonists', 'reform', 'stabilise']) expect(game.actions(s, 0)).toContain(`${verb} pr-n1`);
    // Exemplary Punishment and Machiavelli are reactions: no action turn offers them.
    expect(game.actions(s, 0).filter((c) => /ep01|mq|punish|machiavelli/.test(c))).toEqual([]);
    // Each action uses a card of the acting card's own stack: the Counsellor fortifies Urbino with FO02.
    const { state } = act(s, 0, 'fortify co01');
    expect(faceUp(state, 'T14')).toEqual(['CO01', 'FO02']);
    expect(faceUp(state, 'T12')).toEqual([]);
  });

  it('PM-21: declaring an action turns face up the acting card and the cards it uses, and nothing else; lying on a territory reveals nothing', () => {
    const s = everyAction();
    const revolt = act(s, 0, 'revolt co01 romagna').state;
    expect(faceUp(revolt, 'T14')).toEqual(['CO01', 'RV02']);
    const conspiracy = act(s, 0, 'conspire pr-n1 bologna').state;
    expect(faceUp(conspiracy, 'T12')).toEqual(['PR-N1', 'CJ01']);
    const colonists = act(s, 0, 'colonists pr-n1').state;
    expect(faceUp(colonists, 'T12')).toEqual(['PR-N1', 'CL01']);
    // A card used up goes face up onto the discard pile; the acting card turns face up.
    const reform = act(s, 0, 'reform pr-n1').state;
    expect([faceUp(reform, 'T12'), reform.discard]).toEqual([['PR-N1'], ['LR01']]);
    const spy = act(s, 0, 'spy co01 puglia').state;
    expect([faceUp(spy, 'T14'), spy.discard]).toEqual([['CO01'], ['SP02']]);
    const stabilise = act(s, 0, 'stabilise pr-n1').state;
    expect(faceUp(stabilise, 'T12')).toEqual(['PR-N1']);
    // The Captain's attack shows the Captain and its group; the Revolt lying with them stays hidden.
    const attack = acts(s, [0, 'attack ca01 mantova'], [0, 'add me02'], [0, 'declare']).state;
    expect(faceUp(attack, 'T02')).toEqual(['CA01', 'ME02']);
    expect(look(attack, 1).players[0].row.find((t) => t.id === 'T02')?.down).toBe(2);
  });

  it('PM-21: cards placed face down stay face down through a whole round in which nobody uses them', () => {
    const s = table(2);
    territory(s, 0, 'T01');
    territory(s, 1, 'T20');
    hand(s, 0, 'CA01', 'SP01');
    openPreparation(s, 0);
    let t = acts(s, [0, 'place ca01 savoia'], [0, 'place sp01 savoia'], [0, 'end'], [1, 'end'], [0, 'end'], [1, 'end']).state;
    for (const seat of [0, 1]) t = act(t, seat, 'draw').state;
    for (const seat of [0, 1]) t = act(t, seat, 'done').state;
    expect([t.round, t.phase]).toEqual([2, 'preparation']);
    expect(faceUp(t, 'T01')).toEqual([]);
    expect(look(t, 1).players[0].row[0]).toMatchObject({ id: 'T01', up: [], down: 2, hidden: null });
  });

  it('PM-21, PM-25: an attack on a territory with no defending army reveals none of the cards lying there', () => {
    const s = table(2);
    territory(s, 0, 'T03', ['CA01', 'ME01']);
    territory(s, 1, 'T24', ['CA03', 'SP04']);
    territory(s, 1, 'T20');
    actionsFor(s, 0);
    // By sea with one army: A = 0 against an unled, unarmed Corsica: the attack fails.
    const { state } = acts(s, [0, 'attack ca01 corsica'], [0, 'add me01'], [0, 'declare'], [0, 'pass'], [1, 'pass']);
    expect(cardsOn(state, 'T24')).toEqual(['CA03', 'SP04']);
    expect(faceUp(state, 'T24')).toEqual([]);
  });

  it('PM-34: an uprising is declared by a ready Counsellor or Prince with one uprising card of its stack, at a bordering target; no sea penalty', () => {
    const s = table(3, { princes: ['PR-N1', 'PR-P', 'PR-E'] });
    territory(s, 0, 'T03', ['CO01', 'RV01', 'RV02', 'CJ01']);
    territory(s, 0, 'T02', ['CA01', 'RV03']);
    territory(s, 1, 'T24');
    territory(s, 1, 'T10', ['CL01'], { up: ['CL01'] });
    territory(s, 1, 'T11');
    territory(s, 2, 'T01');
    actionsFor(s, 0);
    // A Captain has no political action, even with a Revolt in its stack.
    expect(game.actions(s, 0).filter((c) => c.includes('ca01') && !c.startsWith('attack'))).toEqual([]);
    // Genova borders Corsica (by sea), Lucca (Colonists: no uprising) and Savoia (a lone territory: protected).
    expect(targetsOf(s, 0, 'revolt', 'co01')).toEqual(['corsica']);
    expect(targetsOf(s, 0, 'conspire', 'co01')).toEqual(['corsica']);
    expect(refused(s, 0, 'revolt co01 savoia')).toBeTruthy();
    expect(refused(s, 0, 'revolt co01 lucca')).toBeTruthy();
    expect(refused(s, 0, 'revolt co01 pisa')).toBeTruthy();
    const { state, log } = act(s, 0, 'revolt co01 corsica');
    // One Revolt only (the first in canonical order), face up with the Counsellor, which is exhausted.
    expect(faceUp(state, 'T03')).toEqual(['CO01', 'RV01']);
    expect(state.exhausted).toEqual(['CO01']);
    // No sea penalty: U = 1 + 1 (a Revolt in Free Corsica); D = 0 + 1 (the Popular Prince).
    expect(state.actions?.conflict).toMatchObject({ kind: 'revolt', strength: 2, defence: 1, bySea: false, cards: ['RV01'] });
    expect(read(log, 2)).toContain('Uprising 2 against defence 1: the uprising would succeed.');
    // An exhausted commander declares nothing more.
    const after = acts(state, [0, 'pass'], [1, 'pass']).state;
    expect(game.actions(after, 0).filter((c) => c.includes('co01'))).toEqual([]);
    expect(cardsOn(after, 'T03')).toEqual(['CO01', 'RV02', 'CJ01']);
  });

  it('PM-44: a domestic action is done on the acting card’s own territory with a card of its own stack; Exemplary Punishment is the exception', () => {
    const s = table(2, { princes: ['PR-N1', 'PR-P'] });
    territory(s, 0, 'T12', ['CO01'], { stable: false });
    territory(s, 0, 'T11', ['CA01', 'FO01', 'CL01', 'LR01', 'SP01']);
    territory(s, 0, 'T13', ['CO02', 'FO02', 'CL02'], { stable: false });
    territory(s, 1, 'T20');
    territory(s, 1, 'T21');
    actionsFor(s, 0);
    // The Counsellor on destabilised Firenze has no card to act with; the cards on Pisa lie with a Captain.
    expect(verbsByCard(s, 0)).toEqual({ co02: ['colonists', 'fortify'] });
    const fortified = act(s, 0, 'fortify co02').state;
    expect(faceUp(fortified, 'T13')).toEqual(['CO02', 'FO02']);
    expect(cardsOn(fortified, 'T11')).toEqual(['CA01', 'FO01', 'CL01', 'LR01', 'SP01']);
    const settled = act(s, 0, 'colonists co02').state;
    expect(settled.rows[0].map((t) => [t.id, t.stable])).toEqual([
      ['T12', false],
      ['T11', true],
      ['T13', true],
    ]);
    // The exception (PM-50): a Punishment protects any territory of its owner from another one.
    const d = table(2, { princes: ['PR-N1', 'PR-P'] });
    territory(d, 0, 'T12', ['CO01', 'CJ01']);
    territory(d, 1, 'T08');
    territory(d, 1, 'T20', ['CO02', 'EP01']);
    const w2 = acts(actionsFor(d, 0), [0, 'conspire co01 bologna'], [0, 'pass']).state;
    expect(game.actions(w2, 1)).toContain('punish ep01');
  });

  it('R-10: the discard pile is public, in the order the cards were discarded', () => {
    const s = table(3);
    for (let seat = 0; seat < 3; seat++) territory(s, seat, `T0${seat + 1}`);
    hand(s, 0, 'SP01', 'CA01');
    hand(s, 1, 'ME05');
    hand(s, 2, 'RV02');
    s.discard = ['LR03'];
    openDraw(s);
    const { state, log } = acts(s, [2, 'discard rv02'], [2, 'draw'], [0, 'discard sp01'], [0, 'discard ca01'], [0, 'draw'], [1, 'discard me05'], [1, 'draw']);
    // Processed in turn order from the starting player (Player 1, then Player 3, then Player 2),
    // each seat's discards in canonical order, on top of the pile; everyone sees it all.
    for (const viewer of [null, 0, 1, 2]) expect(look(state, viewer).discard).toEqual(['LR03', 'CA01', 'SP01', 'RV02', 'ME05']);
    expect(read(log, null).filter((l) => l.includes(' discards '))).toEqual([
      'Player 1 discards a Captain and a Spy and draws 4 cards.',
      'Player 3 discards a Revolt and draws 4 cards.',
      'Player 2 discards a Mercenary Army and draws 4 cards.',
    ]);
  });

  it('R-15: a Preparation is applied as withdrawals, then new territories, then placements, and checked only as a whole', () => {
    const s = table(2);
    territory(s, 0, 'T01', ['CA01', 'ME01'], { up: ['CA01', 'ME01'] });
    territory(s, 1, 'T20');
    hand(s, 0, 'T05', 'CI01', 'ME02');
    openPreparation(s, 0);
    // In any order of commands: place armies where no leader is yet, add a territory, withdraw and re-place.
    const { state } = acts(s, [0, 'place ci01 savoia'], [0, 'place me02 savoia']);
    // Three armies with the Captain are fine; but the draft is only checked at the end.
    expect(game.actions(state, 0)).toContain('end');
    const moved = acts(state, [0, 'territory venezia'], [0, 'withdraw ca01'], [0, 'place ca01 venezia']);
    // Savoia now holds three armies and no leader: the submission cannot end, and says why.
    expect(game.actions(moved.state, 0)).not.toContain('end');
    expect(refused(moved.state, 0, 'end')).toBe('Savoia would hold 3 army cards without a Captain or your Prince.');
    const fixed = acts(moved.state, [0, 'withdraw me01'], [0, 'withdraw me02'], [0, 'place me01 venezia'], [0, 'end']).state;
    // The same as withdrawing first, adding Venezia, then placing: the withdrawn Captain and Mercenary are face down again.
    expect(fixed.rows[0].map((t) => [t.id, t.stable, t.cards])).toEqual([
      ['T01', true, [{ id: 'CI01', up: false }]],
      [
        'T05',
        true,
        [
          { id: 'CA01', up: false },
          { id: 'ME01', up: false },
        ],
      ],
    ]);
    expect(fixed.hands[0]).toEqual(['ME02', 'PR-N1']);
    // The same submission in the rulings' order gives the same table and hand.
    const ordered = acts(s, [0, 'withdraw ca01'], [0, 'withdraw me01'], [0, 'territory venezia'], [0, 'place ci01 savoia'], [0, 'place ca01 venezia'], [0, 'place me01 venezia'], [0, 'end']).state;
    expect([ordered.rows[0], ordered.hands[0]]).toEqual([fixed.rows[0], fixed.hands[0]]);
  });

  it('R-32: cards sent home in the Actions phase can next be placed in the following Preparation', () => {
    const s = table(2, { length: { mode: 'rounds', rounds: 6 } });
    // Player 1's Captain loses an attack by sea and goes home (PM-32).
    territory(s, 0, 'T11', ['CA01', 'CI01', 'CO01']);
    territory(s, 1, 'T24', ['CA03', 'ME05', 'ME06']);
    territory(s, 1, 'T20');
    actionsFor(s, 0);
    const lost = acts(s, [0, 'attack ca01 corsica'], [0, 'add ci01'], [0, 'declare'], [0, 'pass'], [1, 'pass']).state;
    expect(lost.hands[0]).toEqual(['CA01', 'CI01', 'PR-N1']);
    // No command of this Actions phase puts them back on the table.
    expect(game.actions(lost, 0).filter((c) => /ca01|ci01/.test(c))).toEqual([]);
    // Through the next Draw and Negotiation, then the next Preparation offers them.
    let t = acts(lost, [0, 'end'], [1, 'end']).state;
    expect(t.round).toBe(2);
    for (const seat of [0, 1]) t = act(t, seat, 'draw').state;
    for (const seat of [0, 1]) t = act(t, seat, 'done').state;
    expect(t.phase).toBe('preparation');
    const preparing = game.active(t)[0];
    if (preparing !== 0) t = act(t, preparing, 'end').state;
    expect(game.actions(t, 0)).toEqual(expect.arrayContaining(['place ca01 pisa', 'place ci01 pisa']));
  });

  it('R-34: against an uprising the armies count as in combat, the Fortification against a Revolt only, and the Prince’s bonus on all its territories', () => {
    const s = table(2, { princes: ['PR-N1', 'PR-E'] });
    territory(s, 0, 'T12', ['CO01', 'RV01', 'CJ01']);
    territory(s, 0, 'T05', ['PR-N1', 'RV02']);
    // The Ecclesiastical Prince lies on Puglia, far away; Siena is led and holds two armies and a fixed fort.
    territory(s, 1, 'T13', ['CA02', 'CI02', 'ME02', 'FO01'], { up: ['FO01'] });
    territory(s, 1, 'T20', ['PR-E']);
    // Romagna is unled: one army defends, however many lie there would be refused in a Preparation.
    territory(s, 1, 'T09', ['CI03']);
    actionsFor(s, 0);
    const revolt = act(s, 0, 'revolt co01 siena').state.actions?.conflict;
    // Free Siena: U = 2; D = 2 armies + 1 fort + 1 Ecclesiastical.
    expect(revolt).toMatchObject({ strength: 2, defence: 4, defenders: ['CI02', 'ME02'] });
    const conspiracy = act(s, 0, 'conspire co01 siena').state.actions?.conflict;
    // The fort does not count against a Conspiracy: D = 2 armies + 1 Ecclesiastical.
    expect(conspiracy).toMatchObject({ strength: 1, defence: 3, defenders: ['CI02', 'ME02'] });
    const unled = act(s, 0, 'revolt pr-n1 romagna').state.actions?.conflict;
    // Venezia borders Romagna by sea only: no penalty; Noble Romagna gives no Revolt bonus.
    expect(unled).toMatchObject({ strength: 1, defence: 2, defenders: ['CI03'], bySea: false });
  });
});
