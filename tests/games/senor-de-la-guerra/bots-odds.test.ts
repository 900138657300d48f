import { describe, expect, it } from 'vitest';
import { randomFrom } from '../../../src/engine/rng';
import { BRIDGE, EAST, ENTRANCE } from '../../../src/games/senor-de-la-guerra/data';
import { odds } from '../../../src/games/senor-de-la-guerra/bots/odds';

/** The good bot's combat odds (bots/odds.ts) against what the rules make of a few fights. */
describe('El Señor de la Guerra: the good bot’s combat odds', () => {
  const random = randomFrom('odds');
  const tower = { chrysagon: 1, bors: 1, knight: 2, swordsman: 2, spearman: 2, archer: 2, guard: 1, priest: 1 };

  it('SG-14 / SG-22: a lone guard on a Plain falls to ten Frisians, a full tower zone with Chrysagon and the priest holds against them', () => {
    const host = { captain: 4, swordsman: 4, archer: 2 };
    expect(odds({ zone: EAST, normans: { guard: 1 }, frisians: host, shields: false }, 400, random).control).toBeGreaterThan(0.95);
    const siege = odds({ zone: ENTRANCE, normans: tower, frisians: host, shields: false }, 400, random);
    expect(siege.control).toBeLessThan(0.05);
    expect(siege.frisianDead).toBeGreaterThan(siege.normanDead);
  });

  it('SG-22 / SG-32: the Bridge cancels a hit a round and the Shields add to Frisian dice only on the Plains', () => {
    const weak = { spearman: 3 };
    const plain = odds({ zone: EAST, normans: { guard: 1 }, frisians: weak, shields: false }, 2000, random).control;
    const bridge = odds({ zone: BRIDGE, normans: { guard: 1 }, frisians: weak, shields: false }, 2000, random).control;
    const shielded = odds({ zone: EAST, normans: { guard: 1 }, frisians: weak, shields: true }, 2000, random).control;
    const shieldedBridge = odds({ zone: BRIDGE, normans: { guard: 1 }, frisians: weak, shields: true }, 2000, random).control;
    expect(bridge).toBeLessThan(plain - 0.2);
    expect(shielded).toBeGreaterThan(plain + 0.1);
    expect(Math.abs(shieldedBridge - bridge)).toBeLessThan(0.05);
  });

  it('SG-41 / R-24: a King who falls is the Normans’ win (T-5: the King and a peasant against Bors and two archers), the last Norman dead count the Frisians’', () => {
    const t5 = odds({ zone: EAST, normans: { bors: 1, archer: 2 }, frisians: { king: 1, peasant: 1 }, shields: false }, 2000, random);
    expect(t5.normansWin).toBeGreaterThan(0.3);
    expect(t5.normansWin).toBeCloseTo(t5.king, 5);
    const f4 = odds({ zone: EAST, normans: { archer: 1 }, frisians: { captain: 6 }, shields: false, dead: { normans: 10, frisians: 0 } }, 500, random);
    expect(f4.frisiansWin).toBeGreaterThan(0.9);
  });
});
