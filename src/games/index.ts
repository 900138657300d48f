import type { Bot, Game, TimeoutMove } from '../engine/types';
import { carolusMagnus } from './carolus-magnus';
import { randomBot as carolusMagnusBot } from './carolus-magnus/bot';
import { lancaster } from './lancaster';
import { randomBot as lancasterBot } from './lancaster/bot';
import { senorDeLaGuerra } from './senor-de-la-guerra';
import { randomBot as senorDeLaGuerraBot } from './senor-de-la-guerra/bot';
import { timeoutMove as senorDeLaGuerraTimeout } from './senor-de-la-guerra/timeout';

export interface RegisteredGame {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own state type
  game: Game<any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  bot: Bot<any>;
  /** The game's timeout defaults (the deadline policy `bot`); without them the random bot plays. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  timeout?: TimeoutMove<any>;
}

/** The registry: game id -> the game and its legal random bot. */
export const registry: Record<string, RegisteredGame> = {
  [carolusMagnus.id]: { game: carolusMagnus, bot: carolusMagnusBot },
  [lancaster.id]: { game: lancaster, bot: lancasterBot },
  [senorDeLaGuerra.id]: { game: senorDeLaGuerra, bot: senorDeLaGuerraBot, timeout: senorDeLaGuerraTimeout },
};

export function findGame(id: string): RegisteredGame | undefined {
  return Object.prototype.hasOwnProperty.call(registry, id) ? registry[id] : undefined;
}
