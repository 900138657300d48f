import { loadContext } from '../core/context';
import { seatsOnTurn } from './notices';
import type { Notifier } from './notifier';
import type { MatchStore } from '../log/store';
import type { Timekeeper } from '../clock/timekeeper';
import type { PushSubscriptions } from '../seats/push-subscriptions';

/** The match's log and who listens to it: the parts that say whether a turn is followed. */
export interface Followed {
  store: MatchStore;
  pushes: PushSubscriptions;
}

/** Who is on turn (active, with commands, not forfeited), and the match's status. */
export interface Activity {
  onTurn: number[];
  status: string;
}

export const NOT_STARTED: Activity = { onTurn: [], status: 'open' };

/**
 * Whether anything follows turns in this match: someone to tell (an address, a webhook, a device
 * with push on), a clock, or a forfeited seat. When nothing does, a step costs no more than its
 * event and snapshot.
 */
function followed({ store, pushes }: Followed): boolean {
  const meta = store.meta();
  return !!meta?.clock || !!store.snapshot()?.forfeited || store.seats().some((s) => s.email !== null || s.webhook !== null) || pushes.any();
}

export function activity(p: Followed): Activity {
  const { store } = p;
  const c = loadContext(store);
  const snap = store.snapshot();
  if (!c || !snap || c.status !== 'active' || !followed(p)) return { onTurn: [], status: c?.status ?? 'open' };
  return { onTurn: seatsOnTurn(c, snap), status: c.status };
}

/**
 * Inside the transaction of a step (DESIGN.md §7): each seat whose turn has just come is told,
 * and everyone is told when the match ends. The clock is per move: it starts for each seat whose
 * turn has come, and again for the seat that just moved if it is still to move. A forfeited
 * seat's bot is due at once. Returns when the clock timer should look, or null.
 */
export function afterStep(p: Followed, notifier: Notifier, timekeeper: Timekeeper, before: Activity, actor: number | null, now: number): number | null {
  const { store } = p;
  const c = loadContext(store);
  const snap = store.snapshot();
  if (!c || !snap) return null;
  const after = activity(p);
  const ended = before.status !== 'finished' && after.status === 'finished';
  // Even with nobody to tell now: a seat may give an address after the end.
  if (ended) notifier.matchEnded();
  if (!followed(p)) return null;
  const newly = after.onTurn.filter((s) => !before.onTurn.includes(s));
  for (const seat of ended ? c.seats.map((s) => s.seat) : newly) notifier.tell(seat, 'turn', now);
  const restart = actor !== null && after.onTurn.includes(actor) && !newly.includes(actor) ? [...newly, actor] : newly;
  const active = after.status === 'active' ? c.game.active(snap.state) : [];
  const botDue = active.some((s) => (snap.forfeited ?? []).includes(s) && c.game.actions(snap.state, s).length > 0 && !c.game.waiting?.(snap.state, s));
  const clockAt = timekeeper.onTurns(c, restart, now);
  return botDue ? now : clockAt;
}
