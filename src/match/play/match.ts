import type { Bindings } from '../../bindings';
import { deadlinePlays } from '../clock/deadline-plays';
import { Timekeeper } from '../clock/timekeeper';
import type { Commit } from '../log/steps';
import { buildParts, type MatchParts } from '../notices/parts';
import { Committer } from './commit';

/** One match over its object's storage: its parts, the commits that write its steps, and its clock's hands. */
export interface Match extends MatchParts {
  committer: Committer;
  timekeeper: Timekeeper;
}

/**
 * The match put together over `ctx`'s storage (again after a deletion): the parts, then the clock,
 * whose deadline plays commit their steps like any other (the committer, which starts the
 * clocks of the seats a step puts on turn, is built after it).
 */
export function assemble(ctx: DurableObjectState, env: Bindings): Match {
  const p = buildParts(ctx, env);
  const commit: Commit = (step, now) => {
    committer.commit(step, now);
  };
  const timekeeper = new Timekeeper(p.store, p.clocks, p.notifier, deadlinePlays(p.store, commit));
  const committer = new Committer(p, timekeeper);
  return Object.assign(p, { committer, timekeeper });
}
