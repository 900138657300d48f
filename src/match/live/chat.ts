import { DAY_MS } from '../clock/clock';
import type { Scheduler } from '../clock/scheduler';
import { loadContext } from '../log/context';
import type { Frames } from '../log/frames';
import type { MatchStore } from '../log/store';
import { done, refuse, type Outcome } from '../records/outcome';
import type { Holders } from '../seats/holders';
import { broadcast } from './live';
import { canRead, cleanText, MESSAGES_PER_MATCH_PER_DAY, MESSAGES_PER_MINUTE, type MatchMessage, type MessagePage, type Messages } from './messages';

/**
 * Who tells the seats a message is for: the notices' notifier, a layer above (a message only
 * says whom it is for), inside the write, and its timer armed after it.
 */
export interface MessageTeller {
  tell(seat: number, kind: 'message', now: number): void;
  flush(scheduler: Scheduler): void;
}

/** What players' messages are kept in, read by, and told through. */
export interface ChatParts {
  ctx: DurableObjectState;
  store: MatchStore;
  frames: Frames;
  messages: Messages;
  holders: Holders;
  scheduler: Scheduler;
  notifier: MessageTeller;
}

/**
 * A player writes to everyone or privately to some seats (DESIGN.md §7). The message is stored
 * with the match (never in the game state or the log) and each seat it is for is told.
 */
export async function postMessage(p: ChatParts, token: string | undefined, input: { text: string; to?: number[] }): Promise<Outcome<MatchMessage>> {
  const who = await p.holders.seat(token, true);
  if (!who.ok) return who;
  const seat = who.value;
  const meta = p.store.meta();
  if (!meta) return refuse(404, 'unknown_match', 'There is no match with this id.');
  const text = cleanText(input.text);
  if (text === '') return refuse(400, 'empty_message', 'The message is empty.');
  let to: number[] | null = null;
  if (input.to !== undefined) {
    to = [...new Set(input.to)].sort((a, b) => a - b);
    const bad = to.find((s) => s < 0 || s >= meta.seats);
    if (bad !== undefined) return refuse(422, 'bad_recipient', `There is no seat ${bad} in this match (seats 0 to ${meta.seats - 1}).`);
    if (to.every((s) => s === seat)) return refuse(422, 'bad_recipient', 'Name at least one other seat, or leave "to" out to write to everyone.');
  }
  const now = Date.now();
  if (p.messages.sentSince(seat, now - 60_000) >= MESSAGES_PER_MINUTE) {
    return refuse(429, 'too_many_messages', `At most ${MESSAGES_PER_MINUTE} messages a minute; wait a little.`);
  }
  if (p.messages.writtenSince(now - DAY_MS) >= MESSAGES_PER_MATCH_PER_DAY) {
    return refuse(429, 'match_messages_full', `This match has had ${MESSAGES_PER_MATCH_PER_DAY} messages in the last 24 hours, its most; write again later.`);
  }
  const message = p.store.atomically(() => {
    // Each reader's entry number now (its frame's: a message must not tell of a sealed step's
    // entries, nor of entries blank to its reader), and the log's for after the end.
    const readers = [...p.store.seats().map((s) => p.frames.seqOf(s.seat)), p.frames.seqOf(null)];
    const m = p.messages.add({ from: seat, to, text, at: now }, { log: p.store.snapshot()?.seq ?? 0, readers });
    for (const s of p.store.seats()) if (s.seat !== seat && canRead(m, s.seat)) p.notifier.tell(s.seat, 'message', now);
    return m;
  });
  p.notifier.flush(p.scheduler);
  broadcast(p.ctx, { type: 'message', id: message.id }, (s) => canRead(message, s));
  return done(message);
}

/** A page of the messages the seat may read, newest first (`before`: the `next` of the page before); a spectator (no token) reads those written to everyone. */
export async function readMessages(p: ChatParts, token: string | undefined, before: string | null, limit: number): Promise<Outcome<MessagePage>> {
  const who = await p.holders.seat(token, false);
  if (!who.ok) return who;
  if (!p.store.meta()) return refuse(404, 'unknown_match', 'There is no match with this id.');
  const page = p.messages.page(who.value, before, limit, loadContext(p.store)?.status === 'finished');
  return page ? done(page) : refuse(400, 'bad_cursor', 'This page cursor is not one of this match’s messages that you may read; start again without it.');
}
