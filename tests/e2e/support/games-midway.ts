import type { SeatBot } from '../../../src/engine/bots';
import { carolusMagnusBots } from '../../../src/games/carolus-magnus/bots';
import { kingDavidBots } from '../../../src/games/king-david/bots';
import { lancasterBots } from '../../../src/games/lancaster/bots';
import { princepsBots } from '../../../src/games/princeps-machiavelli/bots';
import { senorBots } from '../../../src/games/senor-de-la-guerra/bots';
import { picks as kingDavidPicks } from '../../../web/src/games/king-david/picks';
import { createMatch, type Created } from './api';
import { playByBotsUntil } from './bots-to-the-end';

/**
 * Each game, the players of a test match of it, and its easy bot (which plays the tests' seats over
 * the API); `onBoard`, for a game whose board makes only some of its moves, says which.
 */
export const GAMES: { game: string; names: string[]; bot: SeatBot<unknown>; onBoard?: (command: string) => boolean }[] = [
  { game: 'carolus-magnus', names: ['Ana', 'Ben'], bot: carolusMagnusBots.easy as SeatBot<unknown> },
  { game: 'senor-de-la-guerra', names: ['Ana', 'Ben'], bot: senorBots.easy as SeatBot<unknown> },
  { game: 'lancaster', names: ['Ana', 'Ben', 'Cy'], bot: lancasterBots.easy as SeatBot<unknown> },
  { game: 'princeps-machiavelli', names: ['Ana', 'Ben', 'Cy'], bot: princepsBots.easy as SeatBot<unknown> },
  // King David's map makes the moves that name an area, a marker or a piece shown as a chip; its
  // other decisions are taken from the list of moves (web/src/games/king-david/picks.ts).
  { game: 'king-david', names: ['Ana', 'Ben'], bot: kingDavidBots.easy as SeatBot<unknown>, onBoard: (c) => kingDavidPicks(c, { order: null, battle: null, siege: null }) !== null },
];

/** A match of `game` played `steps` moves in by its easy bot, and the seat to play next (its page has a board to click: a move the board makes). */
export async function midway(game: (typeof GAMES)[number], seed: string, steps = 12): Promise<{ match: Created; seat: number }> {
  const match = await createMatch(game.game, game.names, seed);
  let n = 0;
  const at = await playByBotsUntil(match, game.bot, seed, (a) => n++ >= steps && !a.waiting && a.actions.some((c) => c !== 'undo' && (game.onBoard?.(c) ?? true)));
  if (!at) throw new Error(`${game.game} ended within ${steps} moves`);
  return { match, seat: at.seat };
}
