import { expect } from 'vitest';
import { CASTLES_PER_SIDE } from '../../../src/games/carolus-magnus/data';
import type { CarolusState } from '../../../src/games/carolus-magnus/state';
import { english } from '../../support/words';
import { counts, game } from './helpers';

/**
 * The checks every whole game of Carolus Magnus must pass, however it was played (random
 * play in properties.test.ts, seat bots in bots-matches.test.ts).
 */

/** CM-2 / CM-4: 40 cubes of each colour and every side's castles, none negative: null, or what is wrong. */
export function conservation(s: CarolusState): string | null {
  const c = counts(s);
  if (!c.cubes.every((n) => n === 40)) return `cubes ${c.cubes.join(',')}`;
  if (!c.castles.every((n) => n === CASTLES_PER_SIDE[s.seats])) return `castles ${c.castles.join(',')}`;
  const all = [s.centre, ...s.courts, ...s.reserves, s.supply, ...s.territories.map((t) => t.cubes)].flat();
  return all.every((n) => Number.isInteger(n) && n >= 0) ? null : 'a negative or broken count';
}

/** CM-20 / CM-21 / CM-22 / R-8: a finished game has a result with its reason in words, and nobody may act. */
export function checkEnded(s: CarolusState, seats: number): void {
  const result = game.result(s);
  const reason = result?.reason;
  expect(typeof reason === 'object' ? reason.key : reason).toMatch(/^cm\.reason\.(?:allCastles|most|colours|shared)$/);
  // CM-20 ends with a side's supply empty; CM-21 / CM-22 name why the board was scored.
  if (typeof reason === 'object' && reason.key !== 'cm.reason.allCastles') {
    expect((reason.params?.cause as { key: string }).key).toMatch(/^cm\.cause\.(?:territories|frozen|quiet)$/);
  } else {
    expect(s.supply).toContain(0);
  }
  expect(english(reason ?? '').length).toBeGreaterThan(0);
  expect(result?.winners.length).toBeGreaterThan(0);
  expect(game.active(s)).toEqual([]);
  for (let seat = 0; seat < seats; seat++) expect(game.actions(s, seat)).toEqual([]);
}
