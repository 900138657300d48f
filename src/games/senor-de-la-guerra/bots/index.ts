import type { GameBots } from '../../../engine/bots';
import type { SenorView } from '../view';
import { easyBot } from './easy';
import { goodBot } from './good';

/**
 * The seat bots of El Señor de la Guerra (issue 26). Each sees only its seat's view and listed
 * commands. The only secrets are the Prince's tile (the Normans' own) and a sealed answer given
 * first (A-5, A-7): the Frisian bot weighs every face-down tile alike, and neither bot ever needs
 * the other side's sealed answer.
 */
export const senorBots: GameBots<SenorView> = { easy: easyBot, good: goodBot };
