import type { Bot } from '../../engine/types';
import { listActions } from './actions';
import type { SenorState } from './state';

/** A uniformly random legal command, drawn with the caller's `random()`. */
export const randomBot: Bot<SenorState> = (s, seat, random) => {
  const legal = listActions(s, seat);
  return legal[Math.min(legal.length - 1, Math.floor(random() * legal.length))] ?? '';
};
