import { COUNTERS, type ArmyType } from '../data/counters';
import { battleDie, LEVEL_DIE, SIEGE_DIE } from '../data/tables';
import type { PieceView } from '../view';

/**
 * What a force is worth in a fight (KD-27 to KD-30, KD-37), in expected hits: its power (the
 * hits it scores per round: each army's strength plus the mean of its die) and its toughness (the
 * hits it takes to destroy: each step absorbs its die's faces). A stack others see only as a count
 * is reckoned at its country's average counter, leaders counted as armies (the cautious guess).
 */

export interface Force {
  power: number;
  tough: number;
  armies: number;
}

export const NO_FORCE: Force = { power: 0, tough: 0, armies: 0 };

function dieMean(type: ArmyType, hills: boolean): number {
  return (battleDie(type, hills) + 1) / 2;
}

function steps(p: PieceView): number {
  return p.reduced === null || p.isReduced ? 1 : 2;
}

export function isArmy(p: PieceView): boolean {
  return p.type !== 'L';
}

/** The force of pieces whose faces the seat sees. */
export function forceOf(pieces: readonly PieceView[], hills: boolean): Force {
  let power = 0;
  let tough = 0;
  let armies = 0;
  for (const p of pieces) {
    if (!isArmy(p)) continue;
    const type = p.type as ArmyType;
    power += p.strength + dieMean(type, hills);
    tough += steps(p) * battleDie(type, hills);
    armies++;
  }
  return { power, tough, armies };
}

/** A country's average counter at full strength, in clear and in hills. */
const AVERAGE: Record<string, [Force, Force]> = {};
for (const hills of [false, true]) {
  const by: Record<string, { power: number; tough: number; n: number }> = {};
  for (const c of COUNTERS) {
    const x = (by[c.country] ??= { power: 0, tough: 0, n: 0 });
    x.power += c.full + dieMean(c.type, hills);
    x.tough += (c.reduced === null ? 1 : 2) * battleDie(c.type, hills);
    x.n++;
  }
  for (const [country, x] of Object.entries(by)) (AVERAGE[country] ??= [NO_FORCE, NO_FORCE])[hills ? 1 : 0] = { power: x.power / x.n, tough: x.tough / x.n, armies: 1 };
}

/** The force of `count` hidden pieces of a country. */
export function guessForce(country: string, count: number, hills: boolean): Force {
  const avg = AVERAGE[country]?.[hills ? 1 : 0] ?? { power: 4.5, tough: 12, armies: 1 };
  return { power: avg.power * count, tough: avg.tough * count, armies: count };
}

export function addForces(a: Force, b: Force): Force {
  return { power: a.power + b.power, tough: a.tough + b.tough, armies: a.armies + b.armies };
}

/**
 * A field battle fought to the end in expected values (KD-28): both sides strike at once each
 * round, and a side's power falls with what it has left. Returns what each side keeps, as a
 * share of its toughness (0: destroyed). `carry` is the hits already on each side's marker.
 */
export function battle(att: Force, def: Force, carry: [number, number] = [0, 0], rounds = 8): [number, number] {
  if (att.tough <= 0 || def.tough <= 0) return [att.tough > 0 ? 1 : 0, def.tough > 0 ? 1 : 0];
  let a = att.tough;
  let d = def.tough;
  let extraA = carry[0];
  let extraD = carry[1];
  for (let r = 0; r < rounds && a > 0 && d > 0; r++) {
    const hitA = (att.power * a) / att.tough + extraA;
    const hitD = (def.power * d) / def.tough + extraD;
    extraA = 0;
    extraD = 0;
    d -= hitA;
    a -= hitD;
  }
  return [Math.max(0, a / att.tough), Math.max(0, d / def.tough)];
}

/** Φ, the standard normal distribution (Abramowitz and Stegun 7.1.26 through erf). */
function normal(z: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

const D6_MEAN = (SIEGE_DIE + 1) / 2;
const D6_VAR = (SIEGE_DIE * SIEGE_DIE - 1) / 12;

/**
 * KD-37 / R-6: the chance that `armies` besiegers take a city at `level` in one siege of two
 * rounds (each army rolls a d6; each level absorbs 10 hits), after `carried` hits. Armies lost to
 * the city's dice (a level rolls a d10, a besieger step absorbs 6) roll fewer dice in round 2.
 */
export function siegeChance(armies: number, level: number, carried = 0, rounds = 2): number {
  if (armies <= 0) return 0;
  if (level <= 0) return 1;
  const lost = Math.min(armies, (level * (LEVEL_DIE + 1)) / 2 / SIEGE_DIE / 2);
  const dice = armies + (rounds > 1 ? armies - lost : 0);
  const need = level * 10 - carried;
  return normal((dice * D6_MEAN - need + 0.5) / Math.sqrt(dice * D6_VAR));
}
