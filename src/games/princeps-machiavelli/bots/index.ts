import type { GameBots } from '../../../engine/bots';
import type { PMView } from '../view';
import { easyBot } from './easy';
import { goodBot } from './good';

/** Princeps Machiavelli's seat bots (engine/bots.ts): each decides from its seat's view and listed commands. */
export const princepsBots: GameBots<PMView> = { easy: easyBot, good: goodBot };
