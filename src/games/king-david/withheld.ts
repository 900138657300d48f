import { text } from '../../engine/text';
import type { Withheld } from '../../engine/types';
import { top } from './handler';
import { canStop } from './moves';
import { areaName } from './names';
import type { KdState } from './state';

/**
 * The step-closing commands not listed now, and why (issue 30). King David lists every other
 * step's closing command (done, end, pass, continue) whenever the step is the seat's; only a
 * group on the move may be kept from stopping: R-28, it passes through an area it would
 * overstack, and must go on. The reason is the mover's alone (the group's make-up is A-2's).
 */
export function withheld(s: KdState, seat: number): Withheld[] {
  const f = top(s);
  if (s.result || f?.k !== 'movement' || f.seat !== seat || !f.order || f.order.entering) return [];
  const o = f.order;
  if (!o.left || canStop(s, seat, o.members, o.at)) return [];
  return [{ command: 'stop', reason: text('kd.refuse.cannotStop', { area: areaName(o.at) }), where: o.at }];
}
