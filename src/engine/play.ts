import { seatRef, text } from './text';
import { fail, type Applied, type Game, type Result } from './types';

/**
 * The one door through which a command reaches a game: refuses commands once the game is over
 * or from a seat that is not active, then lets the game judge the command itself.
 * The codes `game_over` and `not_your_turn` are the platform's; everything else is the game's.
 */
export function play<S>(game: Game<S>, s: S, seat: number, command: string): Result<Applied<S>> {
  if (game.result(s)) return fail('game_over', text('core.gameOver'));
  if (!game.active(s).includes(seat)) {
    return fail('not_your_turn', text('core.notYourTurn', { seat: seatRef(seat) }));
  }
  const normalised = normaliseCommand(command);
  if (normalised === '') return fail('empty_command', text('core.emptyCommand'));
  return game.apply(s, seat, normalised);
}

/** Normalises a command the way `play` does, for comparing with `actions()`. */
export function normaliseCommand(command: string): string {
  return command.trim().replace(/\s+/g, ' ').toLowerCase();
}
