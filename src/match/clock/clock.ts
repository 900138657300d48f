/**
 * Time control (DESIGN.md §7): a time per move, reminders before the deadline, the match's
 * policy at the deadline, and vacations that pause a seat's clock. The computations are pure;
 * `Clocks` keeps one row per seat that has had a turn or a vacation.
 */

/**
 * At the deadline: remind again, the seat's timeout defaults play its move ('bot'), the seat
 * forfeits, or the seat forfeits to a `good` bot that plays it from then on ('takeover').
 */
export type DeadlinePolicy = 'remind' | 'bot' | 'forfeit' | 'takeover';

export interface ClockRule {
  perMoveMs: number;
  policy: DeadlinePolicy;
  /** Reminders at these fractions of the time per move. */
  reminders: number[];
  /** Vacation days each seat may take in this match. */
  vacationDays: number;
}

export const DEFAULT_REMINDERS = [0.5, 0.9];
export const DEFAULT_VACATION_DAYS = 14;
/** With the "remind" policy, how many reminders follow the deadline, one per time per move. */
export const MAX_OVERDUE_REMINDERS = 3;
export const DAY_MS = 86_400_000;

export interface SeatClock {
  seat: number;
  /** When the seat's current turn began. */
  since: number;
  /** Vacation time inside the current turn, added to its deadline. */
  paused: number;
  reminded: number;
  overdue: number;
  vacationFrom: number | null;
  vacationUntil: number | null;
  /** Vacation time charged so far in this match. */
  vacationUsed: number;
}

export type ClockEvent = 'vacation-end' | 'reminder' | 'deadline';

export function newClock(seat: number): SeatClock {
  return { seat, since: 0, paused: 0, reminded: 0, overdue: 0, vacationFrom: null, vacationUntil: null, vacationUsed: 0 };
}

/** The deadline of an active seat's move (ignoring a vacation still running). */
export function deadlineOf(rule: ClockRule, c: SeatClock): number {
  return c.since + c.paused + rule.perMoveMs;
}

/**
 * The deadline to show a player: with a vacation running, the clock stands still until it ends,
 * so the deadline moves back by the part of the vacation inside this turn.
 */
export function shownDeadline(rule: ClockRule, c: SeatClock): number {
  const paused = c.vacationFrom !== null && c.vacationUntil !== null ? Math.max(0, c.vacationUntil - Math.max(c.vacationFrom, c.since)) : 0;
  return deadlineOf(rule, c) + paused;
}

/** The next thing that happens to an active seat's clock, or null when nothing more will. */
export function nextEvent(rule: ClockRule, c: SeatClock): { at: number; event: ClockEvent } | null {
  if (c.vacationUntil !== null) return { at: c.vacationUntil, event: 'vacation-end' };
  if (c.reminded < rule.reminders.length) {
    return { at: c.since + c.paused + Math.round(rule.reminders[c.reminded] * rule.perMoveMs), event: 'reminder' };
  }
  if (rule.policy === 'remind' && c.overdue > MAX_OVERDUE_REMINDERS) return null;
  return { at: deadlineOf(rule, c) + c.overdue * rule.perMoveMs, event: 'deadline' };
}

/** A new turn for the seat: its clock starts now (a vacation in progress keeps running). */
export function startTurn(c: SeatClock, now: number): SeatClock {
  return { ...c, since: now, paused: 0, reminded: 0, overdue: 0 };
}

/** Ends the seat's vacation at `at`; the part inside its current turn (if active) pauses the clock. */
export function endVacation(c: SeatClock, at: number, active: boolean): SeatClock {
  if (c.vacationFrom === null || c.vacationUntil === null) return c;
  const end = Math.min(at, c.vacationUntil);
  const inTurn = active ? Math.max(0, end - Math.max(c.vacationFrom, c.since)) : 0;
  const unused = Math.max(0, c.vacationUntil - end);
  return { ...c, paused: c.paused + inTurn, vacationFrom: null, vacationUntil: null, vacationUsed: c.vacationUsed - unused };
}

export function vacationLeft(rule: ClockRule, c: SeatClock): number {
  return Math.max(0, rule.vacationDays * DAY_MS - c.vacationUsed);
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS clocks (
  seat INTEGER PRIMARY KEY, since INTEGER NOT NULL, paused INTEGER NOT NULL, reminded INTEGER NOT NULL,
  overdue INTEGER NOT NULL, vacation_from INTEGER, vacation_until INTEGER, vacation_used INTEGER NOT NULL
);
`;

type Row = Record<string, SqlStorageValue>;

function toClock(r: Row): SeatClock {
  return {
    seat: Number(r.seat),
    since: Number(r.since),
    paused: Number(r.paused),
    reminded: Number(r.reminded),
    overdue: Number(r.overdue),
    vacationFrom: r.vacation_from === null ? null : Number(r.vacation_from),
    vacationUntil: r.vacation_until === null ? null : Number(r.vacation_until),
    vacationUsed: Number(r.vacation_used),
  };
}

export class Clocks {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(SCHEMA);
  }

  get(seat: number): SeatClock {
    const rows = this.sql.exec('SELECT * FROM clocks WHERE seat = ?', seat).toArray();
    return rows.length ? toClock(rows[0]) : newClock(seat);
  }

  put(c: SeatClock): void {
    this.sql.exec(
      `INSERT INTO clocks (seat, since, paused, reminded, overdue, vacation_from, vacation_until, vacation_used)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (seat) DO UPDATE SET since = excluded.since, paused = excluded.paused, reminded = excluded.reminded,
         overdue = excluded.overdue, vacation_from = excluded.vacation_from, vacation_until = excluded.vacation_until,
         vacation_used = excluded.vacation_used`,
      c.seat,
      c.since,
      c.paused,
      c.reminded,
      c.overdue,
      c.vacationFrom,
      c.vacationUntil,
      c.vacationUsed,
    );
  }
}

/**
 * The match's time control as everyone may see it (the `clock` field of the match view): the
 * time per move, the policy at the deadline, and the deadline of each seat whose turn it is.
 * Deadlines are public, as on a chess clock, but in a step where several seats act at once
 * (each sees its own there: deadlines.ts); a seat's contact settings are not.
 */
export interface ClockView {
  hoursPerMove: number;
  policy: ClockRule['policy'];
  deadlines: { seat: number; deadline: number; vacationUntil: number | null }[];
}
