import { play } from '../../../src/engine/play';
import { randomFrom } from '../../../src/engine/rng';
import { registry } from '../../../src/games';
import type { KdState } from '../../../src/games/king-david/state';
import { rngSeedOf } from '../../../src/match/log/dice';

export interface PreludeMove {
  seat: number;
  command: string;
}

/**
 * King David's match created with `seed` and one seat per name (the server's own dice), played
 * here by the game's random bot (`botSeed`) from its set-up, each command kept for the browser
 * test to send first, until `found` sees, before a seat's next command, the moment the test wants;
 * `missing` is thrown when the game ends or `limit` commands pass without it.
 */
export async function kingDavidPrelude<T>(
  seed: string,
  names: readonly string[],
  botSeed: string,
  limit: number,
  found: (s: KdState, seat: number, moves: readonly PreludeMove[]) => T | undefined,
  missing: string,
): Promise<{ moves: PreludeMove[] } & T> {
  const { game, bot } = registry['king-david'];
  let s = game.setup({ seats: names.length, seed: await rngSeedOf(seed, names.map(() => '')), options: {} }) as KdState;
  const random = randomFrom(botSeed);
  const moves: PreludeMove[] = [];
  for (let n = 0; n < limit && !game.result(s); n++) {
    const seat = game.active(s).find((x) => game.actions(s, x).length > 0);
    if (seat === undefined) break;
    const moment = found(s, seat, moves);
    if (moment !== undefined) return { moves, ...moment };
    const command = bot(s, seat, random);
    moves.push({ seat, command });
    const r = play(game, s, seat, command);
    if (!r.ok) throw new Error(`prelude: ${command} refused`);
    s = r.value.state as KdState;
  }
  throw new Error(missing);
}
