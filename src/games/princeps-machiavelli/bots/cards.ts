import { kindOf, type Kind } from '../data';
import { mine, type Board } from './board';

/*
 * What a card in hand is worth to the good bot, in one currency, for choosing discards (PM-8) and
 * judging trades. A territory card is a territory in the row next Preparation (PM-12);
 * Machiavelli wins one confrontation (PM-52); leaders and counsellors make cards usable; a Spy's
 * sight is of no use to a bot that reads only its view.
 */

const BASE: Record<Kind, number> = {
  territory: 10,
  machiavelli: 7,
  prince: 0,
  captain: 5,
  counsellor: 4,
  citizen: 3.2,
  mercenary: 3,
  colonists: 3,
  fortification: 2.5,
  revolt: 2.5,
  conspiracy: 2,
  reform: 1,
  punishment: 1,
  spy: 0.3,
};

/** Below this a card is worth less than a fresh draw to the good bot, whatever the deck holds. */
export const JUNK = 1.5;

export function cardValue(b: Board, card: string): number {
  const kind = kindOf(card);
  if (!kind) return 0;
  // PM-47: a Legal Reform settles a destabilised territory.
  if (kind === 'reform' && mine(b).some((t) => !t.stable)) return 2.5;
  // PM-41: in a game of three or more, a territory made independent helps every other seat too.
  if (kind === 'conspiracy' && b.view.players.length > 2) return 1.4;
  return BASE[kind];
}

/** The least valuable cards first (ties in canonical order), for discards and trades. */
export function cheapestFirst(b: Board, cards: readonly string[]): string[] {
  return [...cards].sort((x, y) => cardValue(b, x) - cardValue(b, y) || (x < y ? -1 : x > y ? 1 : 0));
}
