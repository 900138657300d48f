import type { GameBots } from '../engine/bots';
import type { Bot, Game, TimeoutMove } from '../engine/types';
import { carolusMagnus } from './carolus-magnus';
import { kingDavid } from './king-david';
import { randomBot as kingDavidBot, timeoutMove as kingDavidTimeout } from './king-david/bot';
import { kingDavidBots } from './king-david/bots';
import { randomBot as carolusMagnusBot } from './carolus-magnus/bot';
import { carolusMagnusBots } from './carolus-magnus/bots';
import { timeoutMove as carolusMagnusTimeout } from './carolus-magnus/timeout';
import { lancaster } from './lancaster';
import { randomBot as lancasterBot } from './lancaster/bot';
import { lancasterBots } from './lancaster/bots';
import { timeoutMove as lancasterTimeout } from './lancaster/timeout';
import { princepsMachiavelli } from './princeps-machiavelli';
import { randomBot as princepsMachiavelliBot } from './princeps-machiavelli/bot';
import { princepsBots } from './princeps-machiavelli/bots';
import { timeoutMove as princepsMachiavelliTimeout } from './princeps-machiavelli/timeout';
import { senorDeLaGuerra } from './senor-de-la-guerra';
import { randomBot as senorDeLaGuerraBot } from './senor-de-la-guerra/bot';
import { senorBots } from './senor-de-la-guerra/bots';
import { timeoutMove as senorDeLaGuerraTimeout } from './senor-de-la-guerra/timeout';

export interface RegisteredGame {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own state type
  game: Game<any>;
  /** A state-level random player for the engine's tests and benches (it reads the state: never a seat's bot). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  bot: Bot<any>;
  /** The bots that fill seats, by level (engine/bots.ts): they see only their seat's view and commands. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  bots: GameBots<any>;
  /** The game's timeout defaults (the deadline policy `bot`); without them the random bot plays. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  timeout?: TimeoutMove<any>;
}

/** The registry: game id -> the game and its legal random bot. */
export const registry: Record<string, RegisteredGame> = {
  [carolusMagnus.id]: { game: carolusMagnus, bot: carolusMagnusBot, bots: carolusMagnusBots, timeout: carolusMagnusTimeout },
  [lancaster.id]: { game: lancaster, bot: lancasterBot, bots: lancasterBots, timeout: lancasterTimeout },
  [senorDeLaGuerra.id]: { game: senorDeLaGuerra, bot: senorDeLaGuerraBot, bots: senorBots, timeout: senorDeLaGuerraTimeout },
  [kingDavid.id]: { game: kingDavid, bot: kingDavidBot, bots: kingDavidBots, timeout: kingDavidTimeout },
  [princepsMachiavelli.id]: { game: princepsMachiavelli, bot: princepsMachiavelliBot, bots: princepsBots, timeout: princepsMachiavelliTimeout },
};

export function findGame(id: string): RegisteredGame | undefined {
  return Object.prototype.hasOwnProperty.call(registry, id) ? registry[id] : undefined;
}
