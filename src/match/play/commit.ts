import { scheduleBots } from '../bots/turns';
import type { Timekeeper } from '../clock/timekeeper';
import { liveReaders, tellEach } from '../live/live';
import type { MatchContext } from '../log/answers';
import { loadContext } from '../log/context';
import { matchResult } from '../log/result';
import { sealAfter, seesTheSame } from '../log/sealed';
import type { Step } from '../log/steps';
import type { MatchParts } from '../notices/parts';
import { activity, afterStep, type Activity } from '../notices/turns';
import { planRetention } from '../retention/retention';

/**
 * Writes the match's steps, and what each write makes due. Every layer that plays a step (a
 * seat's command, a bot, the clock at a deadline, retention ending an idle match, set-up when the
 * last seat is taken) commits through here, so that each is told, timed and indexed alike.
 */
export class Committer {
  /** The clock time asked for inside the current transaction (armed after it). */
  private pendingClock: number | null = null;

  constructor(
    private readonly p: MatchParts,
    private readonly timekeeper: Timekeeper,
  ) {}

  /**
   * Writes one step: the event row and the snapshot (DESIGN.md §5, §10), and in the same
   * transaction what the step makes due: outbox rows for the seats whose turn began, their
   * clocks. Then arms the timers and tells each connected page its new entry number, only when
   * its number (or the match's status) moved: an entry blank to a reader (log/numbering.ts), or
   * another seat's entry of a sealed step (log/sealed.ts), tells that reader's pages nothing.
   */
  commit(step: Step, now: number): MatchContext<unknown> {
    const { store, frames } = this.p;
    const c = loadContext(store) as MatchContext<unknown>;
    const before = activity(this.p);
    const heard = new Map(liveReaders(this.p.ctx).map((r) => [r, frames.seqOf(r)]));
    const { event } = step;
    const ended = matchResult(c.game, step.snapshot.state, step.snapshot.forfeited ?? [], c.meta.seats) !== null;
    const snapshot = { ...step.snapshot, sealed: sealAfter(c.game, step.before, event, step.snapshot, ended) };
    store.atomically(() => {
      store.appendEvent(event);
      store.putSnapshot(snapshot);
      this.inCommit(before, event.kind === 'forfeit' ? null : event.seat, now);
    });
    this.p.takeBacks.committed(event, step.before, snapshot);
    frames.committed(event);
    const held = !!snapshot.sealed;
    // A held entry changes nothing a spectator sees, so the index has nothing to learn.
    this.afterTransaction(now, !held);
    const after = loadContext(store) as MatchContext<unknown>;
    const moved = after.status !== c.status;
    tellEach(this.p.ctx, (reader) => {
      const seq = frames.seqOf(reader);
      if (moved || seq !== heard.get(reader)) return { type: 'update', seq, status: after.status };
      // An entry that shows this reader nothing in the log may still change what its game shows
      // it (a secret pass that puts it on turn): its page is told to look again, at the same number.
      return !held && !seesTheSame(c.game, step.before.state, snapshot.state, reader) ? { type: 'update', seq, status: after.status } : null;
    });
    return after;
  }

  /** Inside a commit: notifications and clocks for what changed (notices/turns.ts). */
  inCommit(before: Activity, actor: number | null, now: number): void {
    const clockAt = afterStep(this.p, this.p.notifier, this.timekeeper, before, actor, now);
    if (clockAt !== null) this.pendingClock = Math.min(this.pendingClock ?? clockAt, clockAt);
  }

  /** After a transaction: arm the alarm for everything it made due (the index when it changed). */
  afterTransaction(now: number, indexed = true): void {
    const { notifier, scheduler, index } = this.p;
    notifier.flush(scheduler);
    if (this.pendingClock !== null) scheduler.at('clock', this.pendingClock);
    this.pendingClock = null;
    if (indexed) scheduler.at('index', index.dueAfterCommit(now));
    scheduleBots(this.p, now);
    planRetention(this.p, now);
  }
}
