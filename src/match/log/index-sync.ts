import { writeMatchIndex, type IndexedMatch } from '../../db/queries';
import type { Bindings } from '../../bindings';
import type { MatchStore } from './store';

/** Persisted only while D1 is failing, so that the failure is visible and the retries back off. */
export interface IndexFailure {
  failures: number;
  lastError: string;
}

const KEY = 'index-failure';
/** Commits within this window share one D1 write. */
export const INDEX_DELAY_MS = 1000;
const MAX_BACKOFF_MS = 10 * 60_000;

/**
 * Keeps the D1 index in step with the match (DESIGN.md §5). The object is the truth; after a
 * commit the scheduler's alarm is armed in the same output-gated write batch as the commit, so
 * the index update can be neither lost by a crash nor delay the answer. When the alarm fires,
 * the current row goes to D1; a failure is recorded and retried with backoff until D1 agrees.
 * Several quick steps (a turn of four paladins) make a single D1 write.
 */
export class IndexSync {
  /** The seats last written to D1 by this instance: rewritten only when they change. */
  private writtenPlayers: string | null = null;

  constructor(
    private readonly env: Bindings,
    private readonly store: MatchStore,
    private readonly row: () => IndexedMatch | null,
  ) {}

  failure(): IndexFailure | null {
    return this.store.getJson<IndexFailure>(KEY);
  }

  /** When the index should be written after a commit made now. */
  dueAfterCommit(now = Date.now()): number {
    return now + INDEX_DELAY_MS;
  }

  /** Writes the current row; on failure returns when to try again. */
  async run(now: number): Promise<number | null> {
    const row = this.row();
    if (!row) return null;
    const players = JSON.stringify(row.players);
    try {
      await writeMatchIndex(this.env.DB, row, players !== this.writtenPlayers);
      this.writtenPlayers = players;
      if (this.failure()) this.store.deleteJson(KEY);
      return null;
    } catch (e) {
      const failures = (this.failure()?.failures ?? 0) + 1;
      this.store.putJson(KEY, { failures, lastError: e instanceof Error ? e.message : String(e) });
      return now + Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures, 20));
    }
  }
}
