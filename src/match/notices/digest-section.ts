import { unsubscribeToken } from '../../notify/addresses';
import { renderDigestPart } from '../../notify/templates';
import { shownDeadline } from '../clock/clock';
import { loadContext } from '../log/context';
import { buildNotice, worthSending } from './notices';
import type { MatchParts } from './parts';
import { isConfirmed } from '../seats/contacts';
import { markTold } from './told';
import { titleIn } from '../../text/catalogues';

/** This match's section of a player's daily digest, and what it told (to mark once it went out). */
export interface DigestSectionOut {
  title: string;
  text: string;
  html: string;
  seq: number;
  messageId: number;
  /** Whether `seq` is numbered as after the end (told.ts). */
  ended: boolean;
  /** The service's address as this match knows it (PUBLIC_URL, or where it was created). */
  origin: string;
}

/**
 * Renders the seat's section of its digest from what the seat may see: what happened since it
 * was last told, new messages, the board, its commands and its link. Null when the seat no longer
 * takes the digest at that address, or there is nothing new.
 */
export async function digestSection(p: MatchParts, seatNo: number, email: string): Promise<DigestSectionOut | null> {
  const c = loadContext(p.store);
  const frame = p.frames.of(seatNo);
  const seat = c?.seats[seatNo];
  const contact = p.contacts.get(seatNo);
  const cfg = p.notifier.config();
  if (!c || !frame || !seat || !cfg.secret || contact.notify !== 'digest') return null;
  if (!seat.email || seat.email.toLowerCase() !== email.trim().toLowerCase() || !isConfirmed(contact, seat.email)) return null;
  const notice = buildNotice({
    c,
    frame,
    history: (after) => p.frames.log(seatNo, after),
    lastMove: p.frames.lastMoveOf(seatNo),
    setup: p.frames.setupLines(seatNo),
    messages: p.messages.readableBy(seatNo, contact.toldMessage, c.status === 'finished').filter((m) => m.from !== seatNo),
    contact,
    seat,
    kind: 'digest',
    detail: {},
    deadline: c.meta.clock ? shownDeadline(c.meta.clock, p.clocks.get(seatNo)) : null,
    link: await p.notifier.seatLink(cfg, c.meta.id, contact),
    matchLink: `${cfg.origin}/m/${c.meta.id}`,
    canReply: false,
  });
  if (!worthSending(notice, contact.toldSeq, frame.seq)) return null;
  const unsubscribe = `${cfg.origin}/api/unsubscribe/${await unsubscribeToken(cfg.secret, { match: c.meta.id, seat: seatNo })}`;
  const part = renderDigestPart(notice, unsubscribe);
  return { title: `${titleIn(c.game, contact.lang)} — ${notice.match}`, ...part, seq: frame.seq, messageId: p.messages.lastId(), ended: c.status === 'finished', origin: cfg.origin };
}

/**
 * The digest with this seat's section went out: the next one starts from here. `ended` is the
 * section's: the match may have ended since the section was written.
 */
export function digestDelivered(p: MatchParts, seatNo: number, seq: number, messageId: number, now: number, ended: boolean): void {
  p.store.atomically(() => {
    markTold(p.store, p.contacts, seatNo, { seq, messageId, endedThen: ended }, now);
    p.outbox.record(seatNo, 'digest', 'email', 'sent', now, null);
  });
}

/** The digest could not be sent (it is tried again on the next run): the seat sees why. */
export function digestFailed(p: MatchParts, seatNo: number, error: string, now: number): void {
  p.outbox.record(seatNo, 'digest', 'email', 'failed', now, error);
}
