import type { Bindings } from '../../bindings';
import { DAY_MS, MAX_OVERDUE_REMINDERS } from '../clock/clock';
import { loadContext } from '../log/context';
import type { MatchParts } from '../notices/parts';

/**
 * How long a match is kept (README, "How long data is kept"). The match's own alarm looks after
 * it: an open match nobody joined is deleted after OPEN_MATCH_DAYS; a finished match nobody read
 * after UNREAD_FINISHED_DAYS; an active match whose every seat has been idle past its forfeit
 * horizon ends, every seat forfeiting, and is then kept like any finished match. Deleting removes
 * the object's storage and the match's rows of the D1 index. Each span can be set per deployment
 * (OPEN_MATCH_DAYS, UNREAD_FINISHED_DAYS, IDLE_MATCH_DAYS variables, in days).
 */

/** An open match nobody joined is deleted this many days after it was created. */
export const OPEN_MATCH_DAYS = 30;
/** A finished match nobody read (the page, the log, the export) is deleted after this many days. */
export const UNREAD_FINISHED_DAYS = 365;
/** An active match without a time control ends when nobody has moved for this many days. */
export const IDLE_MATCH_DAYS = 90;
/** A read of a finished match is noted at most this often: a write on every read would cost more than it tells. */
export const READ_NOTE_MS = DAY_MS;

const LAST_READ = 'last-read';

export interface Retention {
  openMs: number;
  finishedMs: number;
  idleMs: number;
}

function days(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return (value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 ? n : fallback) * DAY_MS;
}

export function retention(env: Bindings): Retention {
  return {
    openMs: days(env.OPEN_MATCH_DAYS, OPEN_MATCH_DAYS),
    finishedMs: days(env.UNREAD_FINISHED_DAYS, UNREAD_FINISHED_DAYS),
    idleMs: days(env.IDLE_MATCH_DAYS, IDLE_MATCH_DAYS),
  };
}

/** What the retention timer does now (or nothing), and when it looks again. */
export interface RetentionPlan {
  act: 'delete' | 'end' | null;
  due: number | null;
}

/** When the last entry of the log was written (or the match began), for the idle horizon. */
function lastMoveAt(p: MatchParts, fallback: number): number {
  const [row] = p.ctx.storage.sql.exec('SELECT at FROM events ORDER BY seq DESC LIMIT 1').toArray();
  return row ? Math.max(fallback, Number(row.at)) : fallback;
}

/**
 * The forfeit horizon of an active match: with a time control, the time per move and every
 * reminder that may follow the deadline (after them the clock does nothing more, whatever its
 * policy); without one, IDLE_MATCH_DAYS. A seat on vacation is not idle until its vacation ends.
 */
export function idleHorizonMs(p: MatchParts): number {
  const rule = p.store.meta()?.clock ?? null;
  return rule ? rule.perMoveMs * (1 + MAX_OVERDUE_REMINDERS) : retention(p.env).idleMs;
}

function idleDue(p: MatchParts, startedAt: number): number {
  const horizon = idleHorizonMs(p);
  let since = lastMoveAt(p, startedAt);
  for (const s of p.store.seats()) since = Math.max(since, p.clocks.get(s.seat).vacationUntil ?? 0);
  return since + horizon;
}

export function retentionPlan(p: MatchParts, now: number): RetentionPlan {
  const c = loadContext(p.store);
  if (!c) return { act: null, due: null };
  const r = retention(p.env);
  let due: number;
  let act: 'delete' | 'end';
  if (c.status === 'open') {
    due = c.meta.createdAt + r.openMs;
    act = 'delete';
  } else if (c.status === 'finished') {
    const read = p.store.getJson<number>(LAST_READ) ?? 0;
    due = Math.max(read, lastMoveAt(p, c.meta.startedAt ?? c.meta.createdAt)) + r.finishedMs;
    act = 'delete';
  } else if (c.status === 'active') {
    due = idleDue(p, c.meta.startedAt ?? c.meta.createdAt);
    act = 'end';
  } else {
    // A frozen match waits for its game's rules to be fixed; nothing is deleted under it.
    return { act: null, due: null };
  }
  return due <= now ? { act, due: null } : { act: null, due };
}

/** The status each match's retention timer was last planned for (a match's parts live as long as its object). */
const plannedFor = new WeakMap<MatchParts, string | null>();

/**
 * After a write: asks the retention timer for its time. Worked out only when no time is asked
 * for yet or the match's status changed: otherwise a write can only move the horizon later (the
 * idle clock starts again, a read keeps a finished match longer), the earlier time stands, and
 * the timer looks again when it fires. This spares every command the plan's reads of the log
 * and of each seat's clock.
 */
export function planRetention(p: MatchParts, now: number): void {
  const status = loadContext(p.store)?.status ?? null;
  if (p.scheduler.dueAt('retention') !== null && plannedFor.get(p) === status) return;
  plannedFor.set(p, status);
  p.scheduler.at('retention', retentionPlan(p, now).due ?? now);
}

/** Someone read a finished match: it is kept a while longer (noted at most once a day). */
export function noteRead(p: MatchParts, now: number): void {
  if (loadContext(p.store)?.status !== 'finished') return;
  const last = p.store.getJson<number>(LAST_READ);
  if (last === null || now - last >= READ_NOTE_MS) p.store.putJson(LAST_READ, now);
}
