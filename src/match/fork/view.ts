import type { MatchContext, MatchView } from '../log/answers';
import type { MatchParts } from '../notices/parts';
import type { Holder } from '../seats/holders';
import { hotSeatView } from '../seats/hot-seat';
import { forksOf } from './source';

/**
 * What the views and the export say of what-ifs (issue 26): a finished match lists the what-ifs
 * played from it; a hot-seat link is told its seats and which of them may act; a what-if's own
 * `origin` is in every view of it (log/answers.ts) and in its export (log/fork-export.ts).
 */
export function withForks(p: MatchParts, c: MatchContext<unknown>, view: MatchView, holder: Holder | null): MatchView {
  if (c.status === 'finished') view.forks = forksOf(p);
  const hot = holder !== null && holder.hash === c.meta.hotseat?.hash ? hotSeatView(p.store, c.meta) : null;
  if (hot) view.hotseat = hot;
  // The entries before a what-if's start were written in its origin: its own wait starts with it.
  if (c.meta.fork && typeof view.at === 'number' && c.meta.startedAt !== null) view.at = Math.max(view.at, c.meta.startedAt);
  return view;
}
