import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isValidPick, poolsIn, validSets } from '../../../src/games/senor-de-la-guerra/casualty-sets';
import { FRISIANS, NORMANS } from '../../../src/games/senor-de-la-guerra/data';
import type { SenorView } from '../../../src/games/senor-de-la-guerra/view';
import { clearForced, forceDice, forcedLeft } from './forced-dice';
import type { LogLine } from '../../../src/engine/types';
import { build, game, go, idsIn, text, tiedWith, won, zone, type Spec } from './helpers';
import { english } from '../../support/words';

vi.mock('../../../src/engine/rng', async (importOriginal) => (await import('./mock-rng')).forcedRng(await importOriginal()));

beforeEach(clearForced);

describe('combat scenarios', () => {
  it('T-5 / SG-24 / R-15 / SG-41: the King dies with the only valid set; N3 ends the game after round 1', () => {
    // Round 1: A1 8, A2 9.
    forceDice(8, 9);
    const s = build({ zones: { east: { normans: ['bors', 'a1', 'a2'], frisians: ['king', 'p1'] } } });
    // D17 is skipped: {P1, King} is the only valid set and is applied at once.
    expect(won(s.result)).toBe('sg.won.n3');
    expect(s.result?.winners).toEqual([0]);
    expect(s.combat?.round).toBe(1);
    expect(forcedLeft()).toBe(0);
    // The legality function: {King} alone is invalid for 2 hits (and would be for 1).
    const pools = [
      { kind: 'king' as const, count: 1, absorbs: 1, leader: true },
      { kind: 'peasant' as const, count: 1, absorbs: 1, leader: false },
    ];
    expect(isValidPick(pools, { king: 1 }, 2)).toBe(false);
    expect(isValidPick(pools, { king: 1 }, 1)).toBe(false);
    expect(isValidPick(pools, { king: 1, peasant: 1 }, 2)).toBe(true);
    expect(game.active(s)).toEqual([]);
  });

  it('T-6 / R-24: Chrysagon and the King fall together; the Normans win the tie', () => {
    // Round 3: Chrysagon 7, 8, 1, 1 (2 hits); the King 9, 9, 9 (10 with his own +1: 3 hits).
    forceDice(7, 8, 1, 1, 9, 9, 9);
    const s = build({
      built: ['ram'],
      dead: { normans: ['entrance-guard'] },
      zones: { entrance: { normans: ['chrysagon'], frisians: ['king'] } },
    });
    const v = game.view(s, null) as SenorView;
    expect(v.combat?.round).toBe(3);
    expect(s.pieces.find((p) => p.id === 'chrysagon')?.status).toBe('dead');
    expect(s.pieces.find((p) => p.id === 'king')?.status).toBe('dead');
    expect(s.result?.winners).toEqual([0]);
    expect(won(s.result)).toBe('sg.won.n3');
    expect(tiedWith(s.result)).toBe('sg.condition.f3');
    expect(english(s.result?.reason ?? '')).toMatch(/The Frisians met a condition at the same check \(Chrysagon is dead\); a tie goes to the Normans\./);
  });

  it('T-6 / R-24: F4 and N4 reached in the same round is a Norman win', () => {
    // Round 1: A1 10, A2 1; FA1 10, FA2 1. One hit each way, one counted warrior lost each.
    forceDice(10, 1, 10, 1);
    const s = build({ deadCount: [10, 21], zones: { east: { normans: ['a1', 'a2'], frisians: ['fa1', 'fa2'] } } });
    expect(s.dead).toEqual([11, 22]);
    expect(s.result?.winners).toEqual([0]);
    expect(won(s.result)).toBe('sg.won.n4');
    expect(tiedWith(s.result)).toBe('sg.condition.f4');
    expect(english(s.result?.reason ?? '')).toBe(
      '22 Frisian warriors are dead (checked after a round, turn 2). The Frisians met a condition at the same check (11 Norman warriors are dead); a tie goes to the Normans.',
    );
  });

  it('T-8 / R-14: a knight absorbs 2 hits, or 1 if only 1 remains', () => {
    const spec: Spec = { zones: { west: { normans: ['chrysagon', 'k1'], frisians: ['fa1', 'fa2', 'fa3', 'fa4'] } } };
    forceDice(1, 1, 1, 1);
    const pools = poolsIn(build(spec), zone('west'), NORMANS);
    expect(pools.map((p) => p.kind)).toEqual(['chrysagon', 'knight']);
    // Sets as counts [chrysagon, knight].
    expect(validSets(pools, 1)).toEqual([[0, 1]]);
    expect(validSets(pools, 2)).toEqual([[0, 1]]);
    expect(validSets(pools, 3)).toEqual([[1, 1]]);
    // In play: four Frisian archers hit; Chrysagon cancels one; 3 net hits take K1 and Chrysagon.
    forceDice(9, 9, 9, 9);
    const s = build(spec);
    expect(idsIn(s, 'west', NORMANS)).toEqual([]);
    expect(won(s.result)).toBe('sg.won.f3');
    expect(s.result?.winners).toEqual([1]);
  });

  it('T-8 / R-14: one or two net hits take only the knight', () => {
    for (const [dice, left] of [
      [[9, 9, 1, 1], ['chrysagon']],
      [[9, 9, 9, 1], ['chrysagon']],
    ] as const) {
      // Round 1, then round 3 (Chrysagon 4 dice, K1 3 dice if alive) with misses, and the Draco roll.
      forceDice(...dice, 1, 1, 1, 1, 1);
      const s = build({ zones: { west: { normans: ['chrysagon', 'k1'], frisians: ['fa1', 'fa2', 'fa3', 'fa4'] } } });
      expect(idsIn(s, 'west', NORMANS)).toEqual(left);
      expect(s.result).toBeNull();
    }
  });

  describe('T-9 / SG-21 / R-12: modifiers', () => {
    /** Round 3 misses everywhere (Bors 5 dice, the King 3), then round 4: the guard 1 and P1 `natural`. */
    function roundFour(where: 'east' | 'bridge', natural: number, courage = 0) {
      forceDice(1, 1, 1, 1, 1, 1, 1, 1, 1, natural);
      const s = build({
        built: ['shields'],
        courage: [0, courage],
        zones: { [where]: { normans: ['bors', `${where}-guard`], frisians: ['king', 'p1'] } },
      });
      expect(s.combat?.round).toBe(4);
      return s;
    }
    const peasantDie = (s: ReturnType<typeof build>) => (game.view(s, null) as SenorView).combat?.dice.find((d) => d.piece === 'p1');

    it('T-9: in a Plain with the King and the Shields a natural 7 becomes 9, a hit', () => {
      expect(peasantDie(roundFour('east', 7))).toMatchObject({ natural: 7, modified: 9, hit: true });
    });

    it('T-9: a natural 6 becomes 8, a miss, or 9 and a hit with Courage on dice', () => {
      const s = roundFour('east', 6, 1);
      expect(peasantDie(s)).toMatchObject({ natural: 6, modified: 8, hit: false });
      expect(s.step).toEqual({ kind: 'boost', side: FRISIANS });
      expect(peasantDie(go(s, 'courage dice'))).toMatchObject({ modified: 9, hit: true });
    });

    it('T-9: a natural 10 becomes 12, a hit (no cap at 10)', () => {
      expect(peasantDie(roundFour('east', 10))).toMatchObject({ natural: 10, modified: 12, hit: true });
    });

    it('T-9: on the Bridge, with the King only, a natural 7 becomes 8, a miss', () => {
      // Courage 1 keeps the round open at D13, which a die one short of its threshold asks.
      const s = roundFour('bridge', 7, 1);
      expect(peasantDie(s)).toMatchObject({ natural: 7, modified: 8, hit: false });
      expect(s.step).toEqual({ kind: 'boost', side: FRISIANS });
    });
  });

  it('T-15 / SG-40 N2 / R-3: a clean combat takes Courage from 14 to 15 and wins', () => {
    // Round 3: Bors 10, 10, 1, 1, 1 (2 hits); P1 takes them both; the combat ends early.
    forceDice(10, 10, 1, 1, 1);
    const s = build({ courage: [14, 0], zones: { bridge: { normans: ['bors'], frisians: ['p1'] } } });
    expect(s.courage[NORMANS]).toBe(15);
    expect(won(s.result)).toBe('sg.won.n2');
  });

  it('T-16 / SG-39 F4 / R-17: the 11th dead warrior loses; a guard does not count', () => {
    const dead = { normans: ['west-guard', 'bridge-guard', 'battlements-guard'] };
    // Round 1: A1 1; FA1 10.
    forceDice(1, 10);
    const s = build({ deadCount: [10, 0], dead, zones: { east: { normans: ['a1'], frisians: ['fa1'] } } });
    expect(s.dead[NORMANS]).toBe(11);
    expect(won(s.result)).toBe('sg.won.f4');
    // The East guard dies instead: the count stays at 10 and the game goes on.
    forceDice(10);
    const g = build({ deadCount: [10, 0], dead, zones: { east: { normans: ['east-guard'], frisians: ['fa1'] }, bridge: { normans: ['a1'] } } });
    expect(g.pieces.find((p) => p.id === 'east-guard')?.status).toBe('dead');
    expect(g.dead[NORMANS]).toBe(10);
    expect(g.result).toBeNull();
  });

  it('T-18 / SG-14 / R-21 / R-3: mutual destruction gives no control, no reveal and no bonus', () => {
    // Round 3: W1 7, 1 (1 hit); FW1 10, 10 (2 hits − Bridge = 1). Then the Draco roll.
    forceDice(7, 1, 10, 10, 1);
    const s = build({ prince: 'east', decoys: ['bridge', 'west'], zones: { bridge: { normans: ['w1'], frisians: ['fw1'] } } });
    expect(s.controlled[zone('bridge')]).toBe(false);
    expect(s.tiles.decoys).toEqual([zone('west'), zone('bridge')]);
    expect(s.tiles.revealedDecoys).toEqual([]);
    expect(s.courage[NORMANS]).toBe(0);
    expect(s.dead).toEqual([1, 1]);
    expect(s.turn).toBe(3);
  });

  it('SG-25 / R-3: a combat ends early once a side has no combatant; a clean win earns Courage', () => {
    // Round 1: A1 10; FA1 1. Then the Draco roll.
    forceDice(10, 1, 1);
    const log: LogLine[] = [];
    const s = build({ zones: { west: { normans: ['a1'], frisians: ['fa1'] } } }, log);
    expect(text(log)).toMatch(/One side has no combatant left in the West Plain: the combat ends\./);
    expect(text(log)).not.toMatch(/Round 2/);
    expect(s.courage[NORMANS]).toBe(1);
    expect(s.controlled[zone('west')]).toBe(false);
    expect(forcedLeft()).toBe(0);
  });
});
