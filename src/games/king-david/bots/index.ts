import type { GameBots } from '../../../engine/bots';
import type { KdView } from '../view';
import { easyBot } from './easy';
import { goodBot } from './good';

/** The Campaigns of King David's seat bots (engine/bots.ts): each decides from its seat's view and listed commands. */
export const kingDavidBots: GameBots<KdView> = { easy: easyBot, good: goodBot };
