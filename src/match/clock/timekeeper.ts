import type { MatchContext } from '../core/answers';
import { isBotSeat } from '../bots/seats';
import { endVacation, nextEvent, startTurn, type Clocks, type SeatClock } from './clock';
import { loadContext } from '../core/context';
import type { Notifier } from '../notices/notifier';
import type { MatchStore } from '../log/store';

/** What the clock may do to the match at a deadline; the room commits these like any step. */
export interface DeadlinePlays {
  botTurn(seat: number, now: number): void;
  forfeit(seat: number, now: number): void;
  /** The seat forfeits to a bot that plays it from then on. */
  takeover(seat: number, now: number): void;
}

/**
 * The clock timer (DESIGN.md §7): reminders before a seat's deadline, the match's policy at the
 * deadline (remind again, the bot plays, the seat forfeits, or a bot takes the seat over), the end
 * of vacations, and the bot's moves for seats that forfeited. Seats that bots play have no clock:
 * their turns come from the bots' own timer (bots/turns.ts).
 */
export class Timekeeper {
  constructor(
    private readonly store: MatchStore,
    private readonly clocks: Clocks,
    private readonly notifier: Notifier,
    private readonly plays: DeadlinePlays,
  ) {}

  /** Inside a commit: the clocks of these seats start now. Returns when to look again. */
  onTurns(c: MatchContext<unknown>, seats: number[], now: number): number | null {
    const rule = c.meta.clock ?? null;
    if (!rule) return null;
    let next: number | null = null;
    for (const seat of seats) {
      const clock = startTurn(this.clocks.get(seat), now);
      this.clocks.put(clock);
      next = earliest(next, nextEvent(rule, clock)?.at ?? null);
    }
    return next;
  }

  /** The timer: applies everything due, as long as it changes the match (bounded). */
  run(now: number): number | null {
    for (let round = 0; round < 50; round++) {
      const r = this.step(now);
      if (!r.changed) return r.next;
    }
    return now + 1000;
  }

  private step(now: number): { changed: boolean; next: number | null } {
    const c = loadContext(this.store);
    const snap = this.store.snapshot();
    if (!c || !snap || (!c.meta.clock && !snap.forfeited)) return { changed: false, next: null };
    const active = c.status === 'active' ? c.game.active(snap.state) : [];
    let next: number | null = null;
    for (const seat of active) {
      // A seat that has submitted in a simultaneous step waits for the others: no clock runs for it.
      if (c.game.actions(snap.state, seat).length === 0 || c.game.waiting?.(snap.state, seat)) continue;
      if ((snap.forfeited ?? []).includes(seat)) {
        this.plays.botTurn(seat, now);
        return { changed: true, next: null };
      }
      const rule = c.meta.clock;
      if (!rule || isBotSeat(c.meta, seat)) continue;
      let clock = this.clocks.get(seat);
      const before = JSON.stringify(clock);
      let reminded = false;
      for (let ev = nextEvent(rule, clock); ev && ev.at <= now; ev = nextEvent(rule, clock)) {
        if (ev.event === 'vacation-end') clock = endVacation(clock, ev.at, true);
        else if (ev.event === 'reminder') {
          clock = { ...clock, reminded: clock.reminded + 1 };
          reminded = true;
        } else if (rule.policy === 'remind') {
          clock = { ...clock, overdue: clock.overdue + 1 };
          reminded = false;
          this.notifier.tell(seat, 'overdue', now);
        } else {
          this.clocks.put(clock);
          // Told first: once a bot has taken the seat over, its player is told nothing more.
          this.notifier.tell(seat, rule.policy, now);
          if (rule.policy === 'bot') this.plays.botTurn(seat, now);
          else if (rule.policy === 'takeover') this.plays.takeover(seat, now);
          else this.plays.forfeit(seat, now);
          return { changed: true, next: null };
        }
      }
      if (JSON.stringify(clock) !== before) this.clocks.put(clock);
      // Only the latest reminder is sent when several fell due together.
      if (reminded) this.notifier.tell(seat, 'reminder', now);
      next = earliest(next, nextEvent(rule, clock)?.at ?? null);
    }
    next = earliest(next, this.endIdleVacations(active, now));
    return { changed: false, next };
  }

  /** Vacations of seats that are not on turn end on time too (their unused days come back). */
  private endIdleVacations(active: number[], now: number): number | null {
    let next: number | null = null;
    for (const seat of this.store.seats().map((s) => s.seat)) {
      if (active.includes(seat)) continue;
      const clock: SeatClock = this.clocks.get(seat);
      if (clock.vacationUntil === null) continue;
      if (clock.vacationUntil <= now) this.clocks.put(endVacation(clock, clock.vacationUntil, false));
      else next = earliest(next, clock.vacationUntil);
    }
    return next;
  }
}

function earliest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}
