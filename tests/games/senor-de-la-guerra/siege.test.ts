import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FRISIANS, NORMANS } from '../../../src/games/senor-de-la-guerra/data';
import { clearForced, forceDice } from './forced-dice';
import { build, census, game, go, idsIn, refused, run, text } from './helpers';

vi.mock('../../../src/engine/rng', async (importOriginal) => (await import('./mock-rng')).forcedRng(await importOriginal()));

beforeEach(clearForced);

const peasants = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `p${from + i}`);

describe('T-2: a siege turn', () => {
  const start = (tactics = 7) =>
    build({
      phase: 'siege',
      tactics: [0, tactics],
      zones: {
        east: { normans: ['east-guard'], frisians: peasants(1, 10) },
        rearguard: { frisians: peasants(11, 20) },
        battlements: { normans: ['k1', 'k2', 'priest'] },
      },
    });

  it('T-2 / SG-31 / R-6 / R-8: the Ram costs 2 Tactics and 2 peasants; no Frisian moves that turn', () => {
    let s = start();
    const removedBefore = census(s).removed[FRISIANS];
    expect(s.step).toEqual({ kind: 'siege', side: FRISIANS });
    expect(game.actions(s, 1)).toEqual(['build shields', 'build ram', 'build ladders', 'pass']);
    s = go(s, 'build ram');
    expect(game.actions(s, 1)).toEqual(['lose peasant rearguard', 'lose peasant east']);
    s = go(s, 'lose peasant east', 'lose peasant east');
    expect(s.tactics[FRISIANS]).toBe(5);
    expect(census(s).map[FRISIANS]).toBe(18);
    expect(census(s).removed[FRISIANS] - removedBefore).toBe(2);
    expect(idsIn(s, 'east', FRISIANS)).toEqual(peasants(3, 10));
    expect(s.dead[FRISIANS]).toBe(0);
    // Two structures in one turn: D4 is over.
    expect(refused(s, 'build shields', 1)).toMatch(/^It is not your turn\. The Normans move their pieces/);
    // D5 skipped (no Courage), D6: the Normans move a knight into the East Plain.
    expect(s.step).toEqual({ kind: 'move', side: NORMANS });
    s = go(s, 'move knight battlements', 'to east 1', 'done');
    // D7 is skipped; the East Plain combat runs with no Frisian window (D10) although he has Tactics.
    // Round 3: K1 1, 1, 1; round 4: the guard 1 and 8 peasants 1; then the Draco roll.
    forceDice(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    const { state: t, log } = run(s, 'prince bridge decoys east west');
    expect(text(log)).toMatch(/The Frisians do not move this turn: they are building\./);
    expect(text(log)).toMatch(/Round 4 \(peasants and guards\) in the East Plain/);
    expect(t.turn).toBe(3);
    expect(t.courage[NORMANS]).toBe(1);
    // Turn 3: no second Ram; the Entrance is open to the Frisians.
    expect(t.step).toEqual({ kind: 'siege', side: FRISIANS });
    expect(game.actions(t, 1)).not.toContain('build ram');
    expect(refused(t, 'build ram')).toBe('The Battering Ram is already built; each structure is built once.');
    let u = go(t, 'pass', 'done', 'prince bridge decoys east west');
    expect(u.step).toEqual({ kind: 'move', side: FRISIANS });
    u = go(u, 'move peasant rearguard');
    expect(game.actions(u, 1)).toContain('to entrance 1');
    u = go(u, 'to entrance 1');
    expect(idsIn(u, 'entrance', FRISIANS)).toEqual(['p11']);
  });

  it('T-2 / R-8: in the structure turn the Frisian never gets a movement step nor a Tactics window', () => {
    let s = start();
    s = go(s, 'build shields', 'lose peasant rearguard', 'lose peasant rearguard', 'move knight battlements', 'to east 1', 'done');
    // Rounds 3 and 4 (3 + 1 + 10 dice), then the Draco roll: every prompt after the tiles is the next turn's.
    forceDice(...Array.from({ length: 15 }, () => 1));
    const t = go(s, 'prince bridge decoys east west');
    // With Tactics in hand, the Frisian was never asked: the next prompt is turn 3's D4.
    expect(t.tactics[FRISIANS]).toBe(6);
    expect(t.turn).toBe(3);
    expect(t.step).toEqual({ kind: 'siege', side: FRISIANS });
  });

  it('T-2 / R-7: the Ladders need 3 Tactics; any structure needs 2 peasants', () => {
    const s = start(2);
    expect(game.actions(s, 1)).toEqual(['build shields', 'build ram', 'pass']);
    expect(refused(s, 'build ladders')).toBe('Building the Ladders costs 3 Tactics; you have 2.');
    const one = build({ phase: 'siege', tactics: [0, 7], zones: { rearguard: { frisians: ['p1', 'king'] }, battlements: { normans: ['k1', 'priest'] } } });
    // Nothing is legal: D4 is skipped entirely.
    expect(one.step).toEqual({ kind: 'move', side: NORMANS });
    const two = build({ phase: 'siege', tactics: [0, 7], built: ['shields'], zones: { rearguard: { frisians: ['p1', 'p2'] }, battlements: { normans: ['k1', 'priest'] } } });
    // Both peasants stand in the Rearguard: they are lost without a prompt.
    const after = go(two, 'build ram');
    expect(census(after).removed[FRISIANS] - census(two).removed[FRISIANS]).toBe(2);
    expect(after.step).toEqual({ kind: 'move', side: NORMANS });
  });
});

describe('T-7: armies', () => {
  it('T-7 / SG-1 / R-2 / 5.1: Frisian rolls 3 and 9 add their rows; a Norman 1 gives 5, 6 and 4', () => {
    forceDice(1, 3, 9);
    const s = game.setup({ seats: 2, seed: 'armies' });
    const count = (side: 0 | 1, kind: string) => s.pieces.filter((p) => p.side === side && p.kind === kind).length;
    expect(s.armyRolls).toEqual([[1], [3, 9]]);
    expect([count(FRISIANS, 'spearman'), count(FRISIANS, 'swordsman'), count(FRISIANS, 'archer')]).toEqual([8, 11, 11]);
    expect([count(NORMANS, 'spearman'), count(NORMANS, 'swordsman'), count(NORMANS, 'archer')]).toEqual([5, 6, 4]);
    // SG-3: 20 Norman warriors, 57 Frisians.
    expect(s.pieces.filter((p) => p.side === NORMANS && p.kind !== 'guard' && p.kind !== 'priest')).toHaveLength(20);
    expect(s.pieces.filter((p) => p.side === FRISIANS)).toHaveLength(57);
  });

  it('T-7 / SG-4 / R-25: D3 puts exactly 10 in the Entrance; an 11th is refused', () => {
    forceDice(1, 3, 9);
    let s = game.setup({ seats: 2, seed: 'armies' });
    s = go(s, 'start courage', 'start tactics');
    expect(s.courage).toEqual([9, 4]);
    expect(s.tactics).toEqual([4, 9]);
    s = go(s, 'entrance archer 4', 'entrance swordsman 2');
    expect(refused(s, 'entrance spearman 5')).toBe('Only 4 more warriors fit at the Tower Entrance: exactly 10 go there.');
    s = go(s, 'entrance spearman 4');
    expect(refused(s, 'entrance spearman 1')).toMatch(/^Not now\. /);
    expect(game.actions(s, 0)).toEqual(['priest entrance', 'priest battlements']);
    s = go(s, 'priest battlements');
    expect(idsIn(s, 'entrance', NORMANS).length).toBe(10 + 1);
    expect(idsIn(s, 'battlements', NORMANS).length).toBe(10 + 1 + 1);
  });
});
