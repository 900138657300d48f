import type * as Rng from '../../../src/engine/rng';
import { noteRoll, takeForced } from './forced-dice';

/** The engine's RNG with forced d10 results, every d10 noted (see forced-dice.ts); used through vi.mock in scenario files. */
export function forcedRng(real: typeof Rng): typeof Rng {
  return {
    ...real,
    randomInt: (r: Rng.RngState, n: number) => {
      const drawn = real.randomInt(r, n);
      const value = takeForced(n) ?? drawn;
      if (n === 10) noteRoll(value + 1);
      return value;
    },
  };
}
