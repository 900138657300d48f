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
/** A Preparation ends sooner than an action turn: a card or two per submission is plenty. */
const PREPARATION_END = 0.6;

export const randomBot: Bot<PMState> = (s, seat, random) => {
  const legal = listActions(s, seat);
  if (legal.length === 0) return '';
  const verbs = legal.map((c) => c.split(' ', 1)[0]);
  let open = 0;
  for (const v of verbs) if (!(v in CLOSING)) open += RARE.has(v) ? 0.01 : 1;
  const closing = (v: string) => (v === 'end' && s.phase === 'preparation' ? PREPARATION_END : CLOSING[v]);
  const weights = verbs.map((v) => (v in CLOSING ? Math.max(1, open) * closing(v) : RARE.has(v) ? 0.01 : 1));
  let r = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < legal.length; i++) {
    r -= weights[i];
    if (r < 0) return legal[i];
  }
  return legal[legal.length - 1];
};
