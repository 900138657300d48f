import type { TwinSpec } from '../../support/game-harness';
import { NORMANS, ZONES } from '../../../src/games/senor-de-la-guerra/data';
import { sideOf, type SenorState } from '../../../src/games/senor-de-la-guerra/state';

const order = (word: string) => ZONES.findIndex((z) => z.word === word);

/** The same placement with the Prince swapped onto the first decoy's zone (null when there is no decoy). */
export function swapPrince(command: string): string | null {
  const w = command.split(' ');
  if (w[0] !== 'prince' || w.length < 4) return null;
  const decoys = w.slice(3);
  const zones = [w[1], ...decoys];
  const prince = decoys[0];
  const rest = zones.filter((z) => z !== prince).sort((a, b) => order(a) - order(b));
  return ['prince', prince, w[2], ...rest].join(' ');
}

/**
 * A-7 / SG-34: twins fork at the Norman's first tile placement, the Prince on another tile's zone;
 * they are compared until a tile is turned over (a reveal, or the end).
 */
export const princeTwins: TwinSpec<SenorState> = {
  fork(s, seat, actions) {
    if (s.step.kind !== 'tiles' || sideOf(s, seat) !== NORMANS) return null;
    // Any placement with a decoy, chosen from the state so that the games fork in different ways.
    const placements = actions.filter((c) => swapPrince(c) !== null);
    const here = placements[s.rng.a % Math.max(1, placements.length)];
    const there = here ? swapPrince(here) : null;
    return here && there && actions.includes(there) ? [here, there] : null;
  },
  revealed: (s) => s.tiles.revealedDecoys.length > 0 || s.tiles.princeFound || s.result !== null,
};
