import type { Withheld } from '../../engine/types';
import { NORMANS } from './data';
import { normanArrangementBlock } from './movement';
import { sideOf, zoneWord, type SenorState } from './state';

/**
 * The step-closing commands not listed now, and why (issue 30). Señor lists `done` and `pass`
 * whenever their step is the side's, but for one: the Normans may not end a movement step while
 * a zone is over the SG-5 cap or the priest stands without a Norman warrior (SG-13, A-6). Both
 * are facts of the Normans' own pieces on the open board. A half-made move (a group picked, its
 * zone not yet) lists `back` in place of `done`, for no rule: nothing is said then.
 */
export function withheld(s: SenorState, seat: number): Withheld[] {
  if (s.result || s.step.kind !== 'move' || s.step.side !== NORMANS || sideOf(s, seat) !== NORMANS || s.selection) return [];
  const block = normanArrangementBlock(s);
  return block ? [{ command: 'done', reason: block.reason, where: zoneWord(block.zone) }] : [];
}
