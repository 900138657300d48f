import type { ClockView, MatchContext } from '../log/answers';
import { shownDeadline, type Clocks } from './clock';
import { seatsOnTurn } from '../log/on-turn';
import type { Frame } from '../log/sealed';

/**
 * The time control and the deadlines of the seats on turn, as `viewer` may see them in its
 * frame. When several seats act at once (a simultaneous step, secret or not: nobody can tell
 * before a submission), each seat sees its own deadline only and a spectator none, so that
 * nobody learns from the clock who has already submitted (DESIGN.md §3).
 */
export function clockView(clocks: Clocks, c: MatchContext<unknown>, frame: Frame | null, viewer: number | null): ClockView | null {
  const rule = c.meta.clock;
  if (!rule) return null;
  const onTurn = frame ? seatsOnTurn(c, frame) : [];
  const together = frame !== null && c.game.active(frame.state).length > 1;
  return {
    hoursPerMove: rule.perMoveMs / 3_600_000,
    policy: rule.policy,
    deadlines: onTurn
      .filter((seat) => !together || seat === viewer)
      .map((seat) => {
        const clock = clocks.get(seat);
        return { seat, deadline: shownDeadline(rule, clock), vacationUntil: clock.vacationUntil };
      }),
  };
}
