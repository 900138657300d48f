import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearForced, d6, forcedLeft } from './forced';
import { play } from '../../../src/engine/play';
import { timeoutMove } from '../../../src/games/king-david/bot';
import { actionPhase, game, go, piecesIn, position, refused, run, seatOf, top, words } from './helpers';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

describe('movement', () => {
  it('A-2: dropping a piece off a moving group is a secret step (its command names the piece); moving and stopping are not', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], armies: { HEB: ['JUD-I32-1', 'JUD-C32-1'] } });
    let s = actionPhase(s0).state;
    const J = seatOf(s, 'JUD');
    s = go(s, J, 'group heb').state;
    const dropped = play(game, s, J, 'drop jud-c32-1');
    expect(dropped.ok).toBe(true);
    if (!dropped.ok) return;
    expect(dropped.value.secret).toBe(true);
    // Whatever it says goes to the moving seat only.
    expect(dropped.value.log.every((l) => l.to?.length === 1 && l.to[0] === J)).toBe(true);
    const to = game.actions(dropped.value.state, J).find((c) => c.startsWith('to ')) as string;
    const moved = play(game, dropped.value.state, J, to);
    expect(moved.ok).toBe(true);
    expect(moved.ok && moved.value.secret).toBeFalsy();
  });

  it('KD-20 / R-28: a group may not exceed 4 armies without a leader, nor end where friendly armies would pass the limit', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], armies: { HEB: ['JUD-I32-1', 'JUD-I32-2', 'JUD-I32-3', 'JUD-I32-4', 'JUD-I32-5'], BET: ['JUD-M21-1', 'JUD-M21-2', 'JUD-M21-3', 'JUD-M21-4'] } });
    let s = actionPhase(s0).state;
    const J = seatOf(s, 'JUD');
    s = go(s, J, 'group heb').state;
    expect(game.actions(s, J).filter((c) => c.startsWith('to '))).toEqual([]);
    s = go(s, J, 'drop jud-i32-1').state;
    const moves = game.actions(s, J).filter((c) => c.startsWith('to '));
    // Bethlehem already holds 4 friendly armies: it is full.
    expect(moves).toEqual(['to adu', 'to kei', 'to deb', 'to mao', 'to wil']);
    expect(refused(s, J, 'to bet')).toMatch(/may not enter Bethlehem/);
  });

  it('R-28 / KD-20 / A-16: a group may pass through an area where it could not stop, if it can go on; it may not stop there, nor drop a piece there that would not fit', () => {
    // David and five infantries in Lachish; Keilah holds four Judean militia: 4 + 5 armies pass David's 4 + 3.
    const s0 = position({
      countries: ['JUD', 'PHI'],
      armies: { LAC: ['JUD-I32-1', 'JUD-I32-2', 'JUD-I32-3', 'JUD-I32-4', 'JUD-I32-5'], KEI: ['JUD-M21-1', 'JUD-M21-2', 'JUD-M21-3', 'JUD-M21-4'] },
      leaders: { DAVID: 'LAC' },
    });
    let s = actionPhase(s0).state;
    const J = seatOf(s, 'JUD');
    s = go(s, J, 'group lac').state;
    expect(game.actions(s, J)).toContain('to kei');
    s = go(s, J, 'to kei').state;
    // In Keilah the group may only go on (its infantries have 1 of their 2 MP left).
    expect(game.actions(s, J)).not.toContain('stop');
    expect(game.actions(s, J).filter((c) => c.startsWith('drop '))).toEqual([]);
    expect(game.actions(s, J).filter((c) => c.startsWith('to ')).sort()).toEqual(['to adu', 'to deb', 'to heb', 'to lac']);
    // out of time, the group goes on to the first area where it may stop.
    expect(timeoutMove(s, J)).toBe('to heb');
    expect(refused(s, J, 'stop')).toBe('The group is passing through Keilah: it may not stop there, the area being full; it must go on.');
    expect(refused(s, J, 'drop jud-i32-1')).toMatch(/may not stay in Keilah/);
    // In Hebron the infantries' MP are spent: the group stops by itself.
    s = go(s, J, 'to heb').state;
    expect(top(s)).toMatchObject({ k: 'movement', order: null });
    expect(piecesIn(s, 'HEB')).toEqual(['DAVID', 'JUD-I32-1', 'JUD-I32-2', 'JUD-I32-3', 'JUD-I32-4', 'JUD-I32-5']);
    expect(piecesIn(s, 'KEI')).toHaveLength(4);
    // With three militia in Keilah, one infantry may stay there (4 armies, David gone on); David may not
    // stay (the infantries, no longer doubled, could not go on).
    let t = actionPhase(position({ countries: ['JUD', 'PHI'], armies: { LAC: ['JUD-I32-1', 'JUD-I32-2', 'JUD-I32-3', 'JUD-I32-4', 'JUD-I32-5'], KEI: ['JUD-M21-1', 'JUD-M21-2', 'JUD-M21-3'] }, leaders: { DAVID: 'LAC' } })).state;
    t = run(t, [[J, 'group lac'], [J, 'to kei']]).state;
    expect(game.actions(t, J)).not.toContain('stop');
    expect(game.actions(t, J)).toContain('drop jud-i32-1');
    expect(game.actions(t, J)).not.toContain('drop david');
    t = run(t, [[J, 'drop jud-i32-1'], [J, 'to heb']]).state;
    expect(piecesIn(t, 'KEI')).toEqual(['JUD-I32-1', 'JUD-M21-1', 'JUD-M21-2', 'JUD-M21-3']);
    // Without a leader, four infantries (1 MP) may not enter a full area: they could not go on.
    let u = actionPhase(position({ countries: ['JUD', 'PHI'], armies: { LAC: ['JUD-I32-1', 'JUD-I32-2', 'JUD-I32-3', 'JUD-I32-4'], KEI: ['JUD-M21-1'] } })).state;
    u = go(u, J, 'group lac').state;
    expect(game.actions(u, J)).not.toContain('to kei');
  });

  it('KD-22 / R-24 / KD-23: enemy armies stop a move; an enemy city without armies does not; a lone enemy leader outside his city rolls for his fate and does not stop it', () => {
    const s0 = position({ countries: ['JUD', 'PHI', 'ARA'], armies: { ELA: ['JUD-C32-1'], ASK: ['PHI-M1-1'], BAS: ['ARA-M1-1'] }, leaders: { HADADEZER: 'TIM' } });
    let s = actionPhase(s0).state;
    const J = seatOf(s, 'JUD');
    s = go(s, J, 'group ela').state;
    // Timnah: Hadadezer alone there (not in a city of Aram): fate roll 2 — he escapes to Aram's nearest stack.
    d6(2);
    const r = go(s, J, 'to tim');
    expect(forcedLeft()).toBe(0);
    expect(words(r.log)).toContain('Hadadezer is left without armies and rolls 2 for his fate.');
    expect(words(r.log)).toContain('Hadadezer escapes to Bashan.');
    // The chariot goes on: Timnah had no enemy army (Gath, a Philistine city, would not stop it either).
    expect(top(r.state)?.k).toBe('movement');
    expect(game.actions(r.state, J)).toContain('to gez');
  });

  it('KD-23 / R-22: a lone leader in a city his country holds is inside it: armies entering do not make him roll', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], armies: { ZIK: ['PHI-I32-1'] }, leaders: { JOAB: 'LAC' } });
    let s = actionPhase(s0, ).state;
    const P = seatOf(s, 'PHI');
    s = go(s, game.active(s)[0], 'end').state;
    s = go(s, P, 'group zik').state;
    const r = go(s, P, 'to lac');
    expect(words(r.log).some((l) => l.includes('fate'))).toBe(false);
    expect(r.state.leaders.JOAB).toEqual({ at: 'LAC', status: 'map' });
  });

  it('R-24: a leader without armies may not enter an area holding enemy armies', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], armies: { GAT: ['PHI-I32-1'] }, leaders: { JOAB: 'ADU' } });
    let s = actionPhase(s0).state;
    const J = seatOf(s, 'JUD');
    s = go(s, J, 'group adu').state;
    expect(game.actions(s, J)).not.toContain('to gat');
    expect(refused(s, J, 'to gat')).toBe('A leader without armies may not enter Gath: enemy armies are there.');
  });

  it('R-26 / KD-21: a leader doubles his armies and himself; alone he has 3 MP in all', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], armies: { HEB: ['JUD-I32-1'] }, leaders: { JOAB: 'HEB' } });
    let s = actionPhase(s0).state;
    const J = seatOf(s, 'JUD');
    s = run(s, [[J, 'group heb'], [J, 'to kei'], [J, 'to lac']]).state;
    // The infantry has used its doubled 2 MP: it cannot go on; Joab can, but only alone.
    expect(game.actions(s, J).filter((c) => c.startsWith('to '))).toEqual([]);
    s = go(s, J, 'drop jud-i32-1').state;
    // Joab alone: 2 spent of his 3.
    expect(game.actions(s, J).filter((c) => c.startsWith('to '))).toEqual(['to adu', 'to kei', 'to deb', 'to gat', 'to zik', 'to ask']);
    s = go(s, J, 'to adu').state;
    expect(top(s)?.k === 'movement' && (top(s) as { order: unknown }).order).toBeNull();
    expect(piecesIn(s, 'ADU')).toEqual(['JOAB']);
  });

  it('R-30: a piece that moved may not move again in the same Movement section', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], armies: { HEB: ['JUD-I32-1'], DEB: ['JUD-I32-2'] } });
    let s = actionPhase(s0).state;
    const J = seatOf(s, 'JUD');
    s = run(s, [[J, 'group heb'], [J, 'to kei']]).state;
    expect(game.actions(s, J)).toEqual(['group deb', 'end']);
  });

  it('KD-24 / R-29: a sea leg costs nothing, goes port to port between ports of the mover or of an ally who permits it, once per piece', () => {
    const s0 = position({ countries: ['TYR', 'PHI', 'JUD'], armies: { ACH: ['TYR-I32-1'] } });
    const T = seatOf(s0, 'TYR');
    const P = seatOf(s0, 'PHI');
    s0.alliances = [{ a: T, b: P, joint: false, host: null, breaking: false }];
    s0.pastAllies = ['0-1'];
    let s = actionPhase(s0).state;
    s = go(s, T, 'group ach').state;
    const seas = game.actions(s, T).filter((c) => c.startsWith('sea '));
    // Tyre's six ports and Philistia's four, but not neutral Dor.
    expect(seas.sort()).toEqual(['sea acc', 'sea asd', 'sea ask', 'sea byb', 'sea gaz', 'sea jop', 'sea sid', 'sea tyr', 'sea zar']);
    s = go(s, T, 'sea gaz').state;
    // Land MP is still there after the sea leg, and no second sea leg.
    expect(game.actions(s, T)).toContain('to rap');
    expect(game.actions(s, T).some((c) => c.startsWith('sea '))).toBe(false);
    // Without permission Philistia's ports are closed.
    const closed = structuredClone(s0);
    closed.noPorts[P] = [T];
    let c = actionPhase(closed).state;
    c = go(c, T, 'group ach').state;
    expect(game.actions(c, T).filter((x) => x.startsWith('sea ')).sort()).toEqual(['sea acc', 'sea byb', 'sea sid', 'sea tyr', 'sea zar']);
  });

  it('KD-43 / R-15: Vacillating Force names an area with phasing armies: they may not move this section nor attack this slot', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], armies: { HEB: ['JUD-I32-1'], ZIK: ['JUD-I32-2'], GAZ: ['PHI-I32-1'] }, hands: { PHI: [3] } });
    let s = actionPhase(s0).state;
    const J = seatOf(s, 'JUD');
    const P = seatOf(s, 'PHI');
    // W-MS: Philistia (any player) may play it.
    expect(game.actions(s, P)).toEqual(['play vacillating', 'pass', 'pass always']);
    s = go(s, P, 'play vacillating').state;
    expect(game.actions(s, P)).toEqual(['area heb', 'area zik', 'back']);
    s = go(s, P, 'area zik').state;
    expect(game.actions(s, J)).toEqual(['group heb', 'end']);
  });

  it('KD-65 / R-53: Royal Death stops the named country’s own units moving or attacking for the Action phase', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], armies: { HEB: ['JUD-I32-1'], GAZ: ['PHI-I32-1'] }, leaders: { JOAB: 'HEB' }, hands: { PHI: [25] } });
    let s = actionPhase(s0).state;
    const P = seatOf(s, 'PHI');
    const J = seatOf(s, 'JUD');
    // W-AS opens at the start of the Action phase, polled from initiative place 1.
    expect(game.actions(s, P)).toEqual(['play royal-death', 'pass', 'pass always']);
    expect(game.actions(s, J)).toEqual([]);
    s = run(s, [[P, 'play royal-death'], [P, 'country judah']]).state;
    // Judah's Movement section has nothing it may move (its leader neither): it ends by itself.
    expect(s.act?.royalDeath).toEqual(['JUD']);
    expect(game.active(s)).toEqual([P]);
    expect(s.slot?.actors).toEqual([P]);
  });
});
