import type { Bot } from '../../engine/types';
import { listActions } from './commands';
import type { PMState } from './state';

/**
 * A legal random bot. A uniform choice would spend whole games building and dropping trade
 * offers, so each command that closes a step weighs a share of all the others: a Preparation
 * places a few cards, an action turn takes an action or two, a negotiation soon ends.
 */
const CLOSING: Record<string, number> = { done: 10, draw: 10, declare: 2, send: 2, end: 0.3 };
const RARE = new Set(['resume', 'reset', 'cancel', 'back', 'keep', 'ungive', 'unwant', 'drop', 'orders', 'autodraw', 'withdraw']);

export const randomBot: Bot<PMState> = (s, seat, random) => {
  const legal = listActions(s, seat);
  if (legal.length === 0) return '';
  const verb = (c: string) => c.split(' ')[0];
  const open = legal.reduce((sum, c) => sum + (verb(c) in CLOSING ? 0 : RARE.has(verb(c)) ? 0.05 : 1), 0);
  const weight = (c: string) => (verb(c) in CLOSING ? Math.max(1, open) * CLOSING[verb(c)] : RARE.has(verb(c)) ? 0.05 : 1);
  const total = legal.reduce((sum, c) => sum + weight(c), 0);
  let r = random() * total;
  for (const c of legal) {
    r -= weight(c);
    if (r < 0) return c;
  }
  return legal[legal.length - 1];
};
