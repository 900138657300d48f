import { writeFork, type ForkCreated, type ForkInput } from '../fork/create';
import { forkSource as sourceOf, noteFork as listFork, type ForkNote, type ForkSource } from '../fork/source';
import { tellEach } from '../live/live';
import { loadContext } from '../log/context';
import { NOT_STARTED } from '../notices/turns';
import { done, refuse, type Outcome } from '../records/outcome';
import { noteRead } from '../retention/retention';
import type { Match } from './match';

/**
 * What-ifs, "play from here" on a finished match (issue 26; the fork/ layer): the origin hands
 * out what a what-if starts from and lists the what-ifs made of it; a new object becomes one,
 * its set-up told and timed as a created match's.
 */

/** What a what-if of this finished match at its entry `at` starts from (409 before the end); a read that keeps the match. */
export function forkSource(m: Match, at: number): Outcome<ForkSource> {
  const source = sourceOf(m, at);
  if (source.ok) noteRead(m, Date.now());
  return source;
}

/** Lists a what-if made from this match; its pages open now hear of it. */
export function noteFork(m: Match, note: ForkNote): void {
  listFork(m, note);
  const status = loadContext(m.store)?.status ?? 'finished';
  tellEach(m.ctx, (reader) => ({ type: 'update', seq: m.frames.seqOf(reader), status }));
}

/** Makes this new object a what-if (fork/create.ts): the origin's entries up to the fork, then play goes on. */
export async function createFork(m: Match, input: ForkInput): Promise<Outcome<ForkCreated>> {
  return m.ctx.blockConcurrencyWhile(async () => {
    if (m.store.meta()) return refuse(409, 'match_exists', 'A match with this id already exists.');
    const now = Date.now();
    const created = await writeFork(m, input, now, () => m.committer.inCommit(NOT_STARTED, null, now));
    m.committer.afterTransaction(now);
    return done(created);
  });
}
