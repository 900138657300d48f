import { names, text, type Text } from '../../engine/text';
import { listCommands } from './flow';
import { top } from './handler';
import type { KdState } from './state';

/** Steps with a help line of their own; any other step with a decision gets the general one. */
const HELPED = new Set([
  'place', 'diplomacy', 'initiative', 'window', 'combat', 'battle', 'allocate', 'retreat',
  'sieges', 'siege', 'rolloff', 'attempt', 'build', 'recruit', 'handfate', 'overstack',
]);

/**
 * "What can I do now?" for one viewer (issue 11): how to make the pending decision on the map or
 * with the buttons under it, or that there is nothing to do. It depends only on the viewer's own
 * list of moves, so it never says who else a step or a marker window awaits.
 */
const stepHelp = names('kd.help.');

export function helpFor(s: KdState, viewer: number | null): Text {
  const f = top(s);
  if (s.result || !f) return text('kd.help.over');
  if (viewer === null) return text('kd.help.watch');
  if (listCommands(s, viewer).length === 0) return text('kd.help.wait');
  if (f.k === 'countries') return text('kd.help.country');
  if (f.k === 'movement') return text(f.order ? 'kd.help.order' : 'kd.help.movement');
  return HELPED.has(f.k) ? stepHelp(f.k) : text('kd.help.choose');
}
