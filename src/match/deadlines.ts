import type { MatchContext } from './answers';
import { shownDeadline, type ClockRule } from './clock';
import { seatsOnTurn } from './notices';
import type { MatchParts } from './parts';

/**
 * The match's time control as everyone may see it (the `clock` field of the match view): the
 * time per move, the policy at the deadline, and the deadline of each seat whose turn it is.
 * Deadlines are public, as on a chess clock; a seat's contact settings are not.
 */
export interface ClockView {
  hoursPerMove: number;
  policy: ClockRule['policy'];
  deadlines: { seat: number; deadline: number; vacationUntil: number | null }[];
}

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
