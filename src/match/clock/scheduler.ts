/**
 * One Durable Object alarm drives every timer of a match (DESIGN.md §5, §7): the index write,
 * the outbox, the clocks (reminders, deadlines, vacations), the bots' turns and how long the match is kept. Each timer says when it wants to
 * run; the alarm is armed for the earliest. When it fires, each due timer runs and says when it
 * wants to run next. The due times themselves live in storage (the outbox and clock rows) or are
 * cheap to redo (the index), so after a restart the alarm simply runs every timer once.
 */

export type TimerName = 'index' | 'outbox' | 'clock' | 'bots' | 'retention';

/** A timer's work; returns when it next wants to run, or null. */
export type Task = (now: number) => Promise<number | null> | number | null;

export class Scheduler {
  private readonly due = new Map<TimerName, number>();
  /** When the armed alarm fires, or null when none is armed. */
  private armed: number | null = null;
  /** Until the first alarm after a (re)start, which timers are due is not known: run them all. */
  private fresh = true;

  constructor(private readonly ctx: DurableObjectState) {}

  /** Reads the stored alarm (null when none is stored, or while it runs) and returns it. */
  async load(): Promise<number | null> {
    this.armed = await this.ctx.storage.getAlarm();
    return this.armed;
  }

  /**
   * Asks for `name` to run at `at` (or earlier, if it already asked). Synchronous: the alarm is
   * set in the same output-gated batch as the writes around it, so a commit and its timer are
   * never separated by a crash.
   */
  at(name: TimerName, at: number): void {
    const current = this.due.get(name);
    if (current === undefined || at < current) this.due.set(name, at);
    if (this.armed === null || at < this.armed) {
      this.armed = at;
      void this.ctx.storage.setAlarm(at);
    }
  }

  /** The match was deleted: no timer is due and no alarm is armed. */
  clear(): void {
    this.due.clear();
    this.armed = null;
  }

  /** When `name` is due (for tests and status answers). */
  dueAt(name: TimerName): number | null {
    return this.due.get(name) ?? null;
  }

  /** The alarm handler: runs the due timers, each guarded from the others, then re-arms. */
  async fire(tasks: Record<TimerName, Task>): Promise<void> {
    // An alarm run early (by hand, in tests) does the work it was armed for. `armed` is never
    // later than the alarm now running: a started object that found none arms nothing later
    // than now before its first alarm (play/alarm.ts, wake).
    const now = Math.max(Date.now(), this.armed ?? 0);
    this.armed = null;
    const all = this.fresh;
    this.fresh = false;
    for (const name of Object.keys(tasks) as TimerName[]) {
      const due = this.due.get(name);
      if (!all && (due === undefined || due > now)) continue;
      this.due.delete(name);
      let next: number | null;
      try {
        next = await tasks[name](now);
      } catch (e) {
        console.error(`timer ${name} failed`, e);
        next = now + 60_000;
      }
      // A request made while the task ran stands next to what the task asks for.
      if (next !== null) this.at(name, next);
    }
    const earliest = Math.min(...this.due.values());
    if (Number.isFinite(earliest) && (this.armed === null || earliest < this.armed)) {
      this.armed = earliest;
      await this.ctx.storage.setAlarm(earliest);
    }
  }
}
