import { text } from '../../engine/text';
import { broadcast } from '../live/live';
import { notFound } from '../log/context';
import { MAX_RENAMES, renameCount, writeName } from '../log/naming';
import type { MatchParts } from '../notices/parts';
import { botSeatRefusal } from '../records/bot-seats';
import { done, refuse, type Outcome } from '../records/outcome';
import { changeRefused, noteChange } from '../seats/change-limit';

/**
 * A seat's owner names the match (issue 31; what a name is, log/naming.ts): the name is checked
 * and trimmed by the API. The same name again changes nothing; a rename counts against the
 * seat's changes of the hour (seats/change-limit.ts) and the match's MAX_RENAMES. The index
 * learns the name ("Your matches", find my matches) and the pages open on the match hear it.
 */
export async function rename(p: MatchParts, token: string | undefined, name: string): Promise<Outcome<{ name: string }>> {
  const who = await p.holders.owner(token, 'rename');
  if (!who.ok) return who;
  const { seat } = who.value;
  const meta = p.store.meta();
  if (!meta) return notFound();
  // A seat a bot plays now (taken over at a deadline) is the match's: its old link only reads.
  const bot = botSeatRefusal(meta, seat);
  if (bot) return bot;
  if (meta.name === name) return done({ name });
  const sql = p.ctx.storage.sql;
  const now = Date.now();
  const limited = changeRefused(sql, seat, now);
  if (limited) return limited;
  if (renameCount(p.store) >= MAX_RENAMES) return refuse(409, 'too_many_renames', text('core.tooManyRenames', { max: MAX_RENAMES }));
  p.store.atomically(() => {
    writeName(p.store, seat, name, now);
    noteChange(sql, seat, now);
  });
  p.scheduler.at('index', p.index.dueAfterCommit(now));
  broadcast(p.ctx, { type: 'named', name });
  return done({ name });
}
