import type { MatchContext } from '../core/answers';
import { shownDeadline, type ClockView } from './clock';
import { seatsOnTurn } from '../notices/notices';
import type { MatchParts } from '../core/parts';

export function clockView(p: MatchParts, c: MatchContext<unknown>): ClockView | null {
  const rule = p.store.meta()?.clock;
  if (!rule) return null;
  const snap = p.store.snapshot();
  const onTurn = snap ? seatsOnTurn(c, snap) : [];
  return {
    hoursPerMove: rule.perMoveMs / 3_600_000,
    policy: rule.policy,
    deadlines: onTurn.map((seat) => {
      const clock = p.clocks.get(seat);
      return { seat, deadline: shownDeadline(rule, clock), vacationUntil: clock.vacationUntil };
    }),
  };
}
