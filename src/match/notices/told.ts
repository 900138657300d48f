import { loadContext } from '../log/context';
import { seqBeforeEnd } from '../log/numbering';
import type { MatchStore } from '../log/store';
import type { Contacts } from '../seats/contacts';

/**
 * What each seat was last told (`toldSeq`) is its own number of that entry (log/numbering.ts),
 * so that the next notification starts right after it. Once the match ends every reader numbers
 * the whole log, so a number kept from before the end would point at an earlier entry and the
 * next digest or message would tell some entries again: at the end, each is moved to the log's
 * number of the same entry.
 */

function ended(store: MatchStore): boolean {
  return loadContext(store)?.status === 'finished';
}

/** Inside the transaction of the step that ended the match. */
export function renumberTold(store: MatchStore, contacts: Contacts): void {
  const told = store.seats().map((s) => contacts.get(s.seat)).filter((c) => c.toldSeq > 0);
  if (!told.length) return;
  const events = store.events();
  for (const c of told) contacts.put({ ...c, toldSeq: seqBeforeEnd(events, c.seat, c.toldSeq) });
}

/**
 * A notification that went out told the seat up to its entry `seq` and message `messageId`,
 * numbered as they were when it was written (`endedThen`): the seat's row as it is now (its
 * settings may have changed meanwhile) moves on to them, never back.
 */
export function markTold(store: MatchStore, contacts: Contacts, seat: number, told: { seq: number; messageId: number; endedThen: boolean }, now: number): void {
  const seq = !told.endedThen && ended(store) ? seqBeforeEnd(store.events(), seat, told.seq) : told.seq;
  const c = contacts.get(seat);
  contacts.put({ ...c, toldSeq: Math.max(c.toldSeq, seq), toldMessage: Math.max(c.toldMessage, told.messageId), lastSentAt: now });
}
