import type * as Rng from '../../../src/engine/rng';
import { takeForced } from './forced-dice';

/** The engine's RNG with forced d10 results (see forced-dice.ts); used through vi.mock in scenario files. */
export function forcedRng(real: typeof Rng): typeof Rng {
  return {
    ...real,
    randomInt: (r: Rng.RngState, n: number) => {
      const drawn = real.randomInt(r, n);
      return takeForced(n) ?? drawn;
    },
  };
}
