import { randomInt } from '../../engine/rng';
import { DIE_SIDES } from './data';
import type { SenorState } from './state';

/** the server rolls every die, from the RNG kept in the state. */
export function rollD10(s: SenorState): number {
  return randomInt(s.rng, DIE_SIDES) + 1;
}
