import { seatRef, text, type Text } from '../../engine/text';
import { mustDiscard } from './draw';
import { territoryName } from './names';
import { preparingSeat } from './preparation';
import { actingSeat } from './turn';
import { windowSeat } from './windows';
import type { PMState } from './state';

/**
 * What the game waits for, as this viewer may read it. In the simultaneous steps it never says
 * who has already submitted or is done: only the viewer's own standing.
 */
export function prompt(s: PMState, you: number | null): Text {
  if (s.result) return text('pm.prompt.over');
  switch (s.phase) {
    case 'draw': {
      if (you === null || !s.draw) return text('pm.prompt.drawOthers');
      if (s.draw.submitted[you]) return text('pm.prompt.drawWaiting');
      return text('pm.prompt.draw', { n: mustDiscard(s, you) });
    }
    case 'negotiation':
      if (you === null || !s.negotiation) return text('pm.prompt.negotiationOthers');
      return text(s.negotiation.done[you] ? 'pm.prompt.negotiationDone' : 'pm.prompt.negotiation');
    case 'preparation': {
      const seat = preparingSeat(s) ?? 0;
      return seat === you ? text('pm.prompt.prepare') : text('pm.prompt.preparing', { player: seatRef(seat) });
    }
    case 'actions': {
      const c = s.actions?.conflict;
      if (c) {
        const seat = windowSeat(c) ?? c.attacker;
        const target = territoryName(c.target);
        if (seat !== you) return text('pm.prompt.windowOthers', { player: seatRef(seat), target });
        return text(c.window === 'w1' ? 'pm.prompt.w1' : 'pm.prompt.w2', { target, kind: c.kind });
      }
      const seat = actingSeat(s) ?? 0;
      if (seat !== you) return text('pm.prompt.acting', { player: seatRef(seat) });
      return text(s.actions?.attack ? 'pm.prompt.attackDraft' : 'pm.prompt.act', { target: territoryName(s.actions?.attack?.target ?? 'T01') });
    }
    default:
      return text('pm.prompt.over');
  }
}
