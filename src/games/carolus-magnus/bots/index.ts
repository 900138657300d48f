import type { GameBots } from '../../../engine/bots';
import type { CarolusView } from '../view';
import { easyBot } from './easy';
import { goodBot } from './good';

/** The seat bots of Carolus Magnus (issue 26). */
export const carolusMagnusBots: GameBots<CarolusView> = { easy: easyBot, good: goodBot };
