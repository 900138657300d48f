import { text, type Text } from '../../engine/text';
import { preparingSeat } from './preparation';
import { actingSeat } from './turn';
import { windowSeat } from './windows';
import type { PMState } from './state';

/**
 * "What can I do now?" for one viewer (issue 11): how to make the pending decision on the table,
 * or why there is nothing to do. It reads only the viewer's own standing and public facts, so it
 * tells nobody whether another seat has submitted or is done.
 */
export function helpFor(s: PMState, you: number | null): Text {
  if (s.result) return text('pm.help.over');
  if (you === null) return text('pm.help.watch');
  switch (s.phase) {
    case 'draw':
      if (!s.draw) return text('pm.help.wait');
      return text(s.draw.submitted[you] ? 'pm.help.sealed' : 'pm.help.draw');
    case 'negotiation':
      if (!s.negotiation) return text('pm.help.wait');
      return text(s.negotiation.done[you] ? 'pm.help.negotiationDone' : 'pm.help.negotiation');
    case 'preparation':
      return text(preparingSeat(s) === you ? 'pm.help.prepare' : 'pm.help.wait');
    case 'actions': {
      const c = s.actions?.conflict;
      if (c) {
        if (windowSeat(c) !== you) return text('pm.help.wait');
        return text(c.window === 'w1' ? 'pm.help.w1' : 'pm.help.w2');
      }
      if (actingSeat(s) !== you) return text('pm.help.wait');
      return text(s.actions?.attack ? 'pm.help.attackDraft' : 'pm.help.act');
    }
    default:
      return text('pm.help.wait');
  }
}
