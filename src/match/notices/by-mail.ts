import { understand, type Listed, type Parsed, type Understood } from '../../notify/reply-parser';
import { mailWords } from '../../notify/i18n';
import { LANGS, listOf, type Lang } from '../../engine/text';
import { inEnglish, titlesOf } from '../../text/catalogues';
import { matchName } from '../log/naming';
import { loadContext, notFound } from '../log/context';
import { describeMoves, UNDO } from '../log/answers';
import { readerFor } from '../log/words';
import { sha256Hex } from '../records/crypto';
import { done, refuse, type Outcome } from '../records/outcome';
import type { MatchParts } from './parts';
import { isConfirmed } from '../seats/contacts';

/** An emailed move, already matched to its seat by the signed reply address. */
export interface MailMove {
  seat: number;
  /** The log entry the answered email was written at (null: an address from before turns were signed). */
  turn: number | null;
  sender: string;
  parsed: Parsed;
  messageId: string | null;
}

/** What became of an emailed move: played, refused, or answered as a reply to an earlier turn. */
export interface MailMoved {
  played: boolean;
  earlier: boolean;
  message: string;
}

/** Plays a command for the seat; a refusal comes back in the seat's language. */
export type Act = (seat: number, input: { command: string; id?: string; expect?: number }) => Outcome<unknown>;

/**
 * A move that came by email (DESIGN.md §7). Only mail from the seat's own address counts; the
 * sender gets a confirmation with the new board, or the error with the legal commands. The
 * mail's Message-ID makes a redelivered mail harmless, like a retried request; the turn signed
 * into the reply address makes a reply to an older email (or the same reply sent again under a
 * new Message-ID) harmless too: it is answered with the match as it is now, and nothing is played.
 */
export async function mailMove(p: MatchParts, m: MailMove, act: Act): Promise<Outcome<MailMoved>> {
  const row = p.store.seats()[m.seat];
  if (!p.store.meta() || !row) return notFound();
  if (!row.email || row.email.toLowerCase() !== m.sender.trim().toLowerCase()) {
    return refuse(403, 'wrong_sender', `Mail for seat ${m.seat} must come from that seat's address.`);
  }
  // Nothing is sent to an address its owner has not confirmed, answers included.
  if (!isConfirmed(p.contacts.get(m.seat), row.email)) return refuse(403, 'unconfirmed_sender', `The address of seat ${m.seat} is not confirmed.`);
  const inReplyTo = m.messageId ?? undefined;
  const say = mailWords(p.contacts.get(m.seat).lang);
  if (!m.parsed.ok) {
    p.notifier.tell(m.seat, 'refused', Date.now(), { error: say(m.parsed.message.key, m.parsed.message.params), inReplyTo });
    p.notifier.flush(p.scheduler);
    return done({ played: false, earlier: false, message: m.parsed.reason });
  }
  const id = m.messageId ? `mail:${(await sha256Hex(m.messageId)).slice(0, 40)}` : undefined;
  // The same mail delivered again means what it meant the first time, whatever is listed now.
  const first = id ? p.store.eventByIdem(m.seat, id) : null;
  // Otherwise a reply plays only on the turn its email was written for, as `expect` does for a page.
  // The turn is counted as the seat sees the match (its frame: a sealed step of others is not in it yet).
  if (!first && (m.turn === null || m.turn !== p.frames.of(m.seat)?.seq)) return earlier(p, m, m.parsed.command, inReplyTo);
  const meant: Understood = first ? { ok: true, command: first.kind === 'undo' ? UNDO : (first.command ?? '') } : understand(m.parsed.command, listedMoves(p, m.seat));
  if (!meant.ok && meant.commands.length > 1) {
    const error = say('mail.reply.ambiguous', { commands: listOf(meant.commands) });
    p.notifier.tell(m.seat, 'refused', Date.now(), { command: m.parsed.command, error, inReplyTo });
    p.notifier.flush(p.scheduler);
    return done({ played: false, earlier: false, message: `ambiguous: ${meant.commands.join(', ')}` });
  }
  // Words that name no listed move go to the game as written: it says why it refuses them.
  const command = meant.ok ? meant.command : m.parsed.command;
  const r = act(m.seat, { command, ...(m.turn === null ? {} : { expect: m.turn }), ...(id ? { id } : {}) });
  if (!r.ok && r.code === 'stale') return earlier(p, m, command, inReplyTo);
  const error = r.ok ? null : inEnglish('', r.message);
  p.notifier.tell(m.seat, r.ok ? 'confirm' : 'refused', Date.now(), { command, ...(error === null ? {} : { error }), inReplyTo });
  p.notifier.flush(p.scheduler);
  return done({ played: r.ok, earlier: false, message: error ?? 'played' });
}

/** A reply to an email of an earlier turn: nothing is played, and the seat is sent the match as it is now. */
function earlier(p: MatchParts, m: MailMove, command: string, inReplyTo: string | undefined): Outcome<MailMoved> {
  p.notifier.tell(m.seat, 'earlier', Date.now(), { command, inReplyTo });
  p.notifier.flush(p.scheduler);
  return done({ played: false, earlier: true, message: 'this email was for an earlier turn' });
}

/**
 * The seat's listed commands with their sentences in every language (what its turn email lists),
 * and taking back a step, which the game refuses by itself when it is not allowed.
 */
function listedMoves(p: MatchParts, seat: number): Listed[] {
  const c = loadContext(p.store);
  const snap = p.store.snapshot();
  if (!c || !snap || c.status !== 'active') return [];
  const moves = describeMoves(c.game, snap.state, seat, [...c.game.actions(snap.state, seat), UNDO]);
  const readers = LANGS.map((lang) => readerFor(c, lang));
  return moves.map((move) => ({ command: move.command, sentences: move.text === move.command ? [] : readers.map((read) => read(move.text)) }));
}

/** The seats of one match an address holds, with their links, and the game's and the match's names in each language. */
export interface SeatLinks {
  titles: Record<Lang, string>;
  /** The match's name as each language reads it (its given name, else its players and date). */
  names: Record<Lang, string>;
  status: string;
  seats: { seat: number; name: string | null; link: string }[];
}

/** "Find my matches": the seats of this match held by `email`, with their links. */
export async function seatLinks(p: MatchParts, email: string): Promise<SeatLinks> {
  const c = loadContext(p.store);
  if (!c) return { titles: { en: '', es: '' }, names: { en: '', es: '' }, status: 'unknown', seats: [] };
  const cfg = p.notifier.config();
  const seats: { seat: number; name: string | null; link: string }[] = [];
  for (const s of c.seats) {
    if (!s.email || s.email.toLowerCase() !== email.toLowerCase()) continue;
    // Only an address its owner confirmed for the seat receives the seat's link.
    if (!isConfirmed(p.contacts.get(s.seat), s.email)) continue;
    const link = await p.notifier.seatLink(cfg, c.meta.id, p.contacts.get(s.seat));
    if (link) seats.push({ seat: s.seat, name: s.name, link });
  }
  return { titles: titlesOf(c.game), names: { en: matchName(c, 'en'), es: matchName(c, 'es') }, status: c.status, seats };
}

/** The unsubscribe link of an email (its signature already checked): no more notifications. */
export function unsubscribe(p: MatchParts, seat: number): Outcome<{ seat: number; name: string | null }> {
  const row = p.store.seats()[seat];
  if (!p.store.meta() || !row) return notFound();
  p.contacts.put({ ...p.contacts.get(seat), notify: 'none' });
  return done({ seat, name: row.name });
}
