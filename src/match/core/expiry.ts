import { seatRef, text } from '../../engine/text';
import { deleteMatchIndex } from '../../db/queries';
import { DAY_MS } from '../clock/clock';
import { broadcast } from '../live/live';
import { activity, type Activity } from '../notices/turns';
import { loadContext } from './context';
import type { MatchParts } from './parts';
import { idleHorizonMs } from './retention';

/** The room's bookkeeping around a commit: inside the transaction, and after it. */
export interface CommitHooks {
  inCommit(before: Activity, now: number): void;
  afterCommit(now: number): void;
}

/**
 * Every seat has been idle past the forfeit horizon (retention.ts): each forfeits, in one
 * transaction, so that the match ends with no winner (a seat left alone would win by forfeit).
 * One log entry per seat, as a deadline's forfeit writes, so that a replay finds them all.
 */
export function endIdle(p: MatchParts, now: number, hooks: CommitHooks): void {
  const snap = p.store.snapshot();
  if (!snap || loadContext(p.store)?.status !== 'active') return;
  const before = activity(p);
  const forfeited = [...(snap.forfeited ?? [])];
  let seq = snap.seq;
  const days = Math.max(1, Math.round(idleHorizonMs(p) / DAY_MS));
  p.store.atomically(() => {
    for (const { seat } of p.store.seats()) {
      if (forfeited.includes(seat)) continue;
      seq++;
      forfeited.push(seat);
      const lines = [...(seq === snap.seq + 1 ? [{ text: text('core.idleEnd', { days }) }] : []), { text: text('core.forfeits', { seat: seatRef(seat) }) }];
      p.store.appendEvent({ seq, kind: 'forfeit', seat, command: null, target: null, lines, secret: false, idem: null, at: now });
    }
    // A forfeit is public: nobody's count of blank entries moves.
    p.store.putSnapshot({ seq, state: snap.state, undo: null, forfeited, blanks: snap.blanks });
    hooks.inCommit(before, now);
  });
  hooks.afterCommit(now);
  broadcast(p.ctx, { type: 'update', seq, status: loadContext(p.store)?.status ?? 'finished' });
}

/**
 * Deletes the match: its rows of the D1 index first (a failure throws, and the timer tries again
 * later), then the pages still connected are let go, then all of its storage and its alarm.
 * Returns false when there was no match here. The caller builds its parts anew afterwards.
 */
export async function deleteMatch(p: MatchParts): Promise<boolean> {
  const id = p.store.meta()?.id;
  if (!id) return false;
  await deleteMatchIndex(p.env.DB, id);
  for (const ws of p.ctx.getWebSockets()) ws.close(1000, 'The match was deleted.');
  p.scheduler.clear();
  await p.ctx.storage.deleteAlarm();
  await p.ctx.storage.deleteAll();
  return true;
}
