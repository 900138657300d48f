import type { GameBots } from '../../../engine/bots';
import type { LancasterView } from '../view';
import { easyBot } from './easy';
import { goodBot } from './good';

/** Lancaster's seat bots (issue 26): random legal play, and a heuristic that plays to win. */
export const lancasterBots: GameBots<LancasterView> = { easy: easyBot, good: goodBot };
