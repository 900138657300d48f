import { playBots } from '../bots/turns';
import type { Task, TimerName } from '../clock/scheduler';
import { checkRulesVersion } from '../log/rules-version';
import type { MatchParts } from '../notices/parts';
import { hasBots } from '../records/bot-seats';
import { retain } from '../retention/expiry';
import type { Match } from './match';

/**
 * The match's one alarm (clock/scheduler.ts): what it does when the object wakes, and the timer
 * each concern runs on it.
 */

/** Whether the match has timers that an alarm must serve (outbox rows, clocks, forfeited seats, bots). */
function hasTimers(p: MatchParts): boolean {
  const meta = p.store.meta();
  return p.outbox.nextDue() !== null || (meta !== null && (!!meta.clock || !!p.store.snapshot()?.forfeited || hasBots(meta)));
}

/**
 * When the object starts, before any request: the alarm it had, the log replayed if a deploy
 * changed the game's rules (log/rules-version.ts), and the timers looked at again if the alarm was lost.
 */
export async function wake(m: Match): Promise<void> {
  const stored = await m.scheduler.load();
  if (checkRulesVersion(m.store)) m.scheduler.at('index', m.index.dueAfterCommit());
  // Timers survive restarts: the alarm is stored, and if it is missing the work is looked at now.
  // Missing means lost, or running: getAlarm() answers null once the alarm's handler has begun,
  // and an object started by its own alarm is built then. So the earliest time armed here is
  // now: a later one would be taken by the alarm that started the object as its own time
  // (scheduler.fire), which would do that time's work at once (an idle match ended, an open one
  // deleted, right after the index write the alarm was for).
  if (stored === null) {
    if (hasTimers(m)) m.scheduler.at('clock', Date.now());
    // A match from before the retention timer, or one whose alarm was lost, gets it back when
    // the timer runs now and says when it looks again.
    if (m.store.meta()) m.scheduler.at('retention', Date.now());
  }
}

/** Each timer over this match; `rebuilt` builds the object's match anew once retention deleted it. */
export function timers(m: Match, rebuilt: () => void): Record<TimerName, Task> {
  return {
    index: (now) => m.index.run(now),
    clock: (now) => {
      const next = m.timekeeper.run(now);
      // Reminders queued by the clock (deadline plays arm their own, as commits).
      m.notifier.flush(m.scheduler);
      return next;
    },
    outbox: (now) => m.notifier.run(now),
    bots: (now) => playBots(m, (step, at) => m.committer.commit(step, at), now),
    // Last: it may delete the match, and the parts with it.
    retention: (now) => retain(m, now, m.committer, rebuilt),
  };
}

/** The alarm fired: the timers that are due run (clock/scheduler.ts). */
export async function fire(m: Match, rebuilt: () => void): Promise<void> {
  await m.scheduler.fire(timers(m, rebuilt));
}
