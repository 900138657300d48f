import type { Phrase } from '../../engine/text';
import { clockView } from '../clock/deadlines';
import { matchView, type LogEntry, type LogNote, type MatchContext, type MatchView } from '../log/answers';
import { loadContext, notFound, setupOptions } from '../log/context';
import { buildExport, type MatchExport } from '../log/export';
import { rebuild } from '../log/history';
import { renameNotes } from '../log/naming';
import { withForks } from '../fork/view';
import { plainFrame, type Frame } from '../log/sealed';
import type { MatchParts } from '../notices/parts';
import { done, jsonOutcome, refuse, type JsonText, type Outcome } from '../records/outcome';
import { noteRead } from '../retention/retention';

/**
 * What a seat's link (or a spectator, with none) reads of the match: the present, the history,
 * the past at any entry, the export. Each reader reads its own frame (log/frames.ts), numbered in
 * its own numbering; a read of a finished match keeps it a while longer (retention/retention.ts).
 */

export async function view(p: MatchParts, token: string | undefined): Promise<Outcome<JsonText<MatchView>>> {
  const who = await p.holders.reader(token);
  if (!who.ok) return who;
  const c = loadContext(p.store);
  if (!c) return notFound();
  noteRead(p, Date.now());
  const seat = who.value?.seat ?? null;
  return jsonOutcome(done(withForks(p, c, answer(p, c, seat, p.frames.of(seat)), who.value)));
}

/**
 * The view of the present as `viewer` may know it (its frame: during a sealed step, the match
 * before it plus its own entries), with its commands and the time control.
 */
export function answer(p: MatchParts, c: MatchContext<unknown>, viewer: number | null, frame: Frame | null): MatchView {
  const view = matchView(c, frame?.state ?? null, frame?.seq ?? 0, viewer, { undoSeat: frame?.undoSeat ?? null }, frame?.forfeited);
  view.clock = clockView(p.clocks, c, frame, viewer);
  // When the viewer's last known entry was written: how long a turn has waited ("Your matches").
  if (frame) view.at = frame.own.at(-1)?.at ?? p.store.lastShownTime(frame.shared, viewer, c.status === 'finished') ?? c.meta.startedAt;
  return view;
}

/** The history a reader may read: set-up's lines, its entries, and the lines around the game (the match named, log/naming.ts). */
export async function log(p: MatchParts, token: string | undefined): Promise<Outcome<JsonText<{ seq: number; setup: Phrase[]; entries: LogEntry[]; notes: LogNote[] }>>> {
  const who = await p.holders.seat(token, false);
  if (!who.ok) return who;
  if (!loadContext(p.store)) return notFound();
  noteRead(p, Date.now());
  const { frames } = p;
  return jsonOutcome(done({ seq: frames.of(who.value)?.seq ?? 0, setup: frames.setupLines(who.value), entries: frames.log(who.value), notes: renameNotes(p.store) }));
}

/** The viewer's view as it was after entry `seq` of its own numbering (replay; no commands offered). */
export async function at(p: MatchParts, token: string | undefined, seq: number): Promise<Outcome<JsonText<MatchView>>> {
  const who = await p.holders.seat(token, false);
  if (!who.ok) return who;
  const c = loadContext(p.store);
  if (!c) return notFound();
  const last = p.frames.of(who.value)?.seq;
  if (last === undefined || !Number.isInteger(seq) || seq < 0 || seq > last) {
    return refuse(404, 'no_such_entry', `The log has entries 0 to ${last ?? 0}; there is no entry ${seq}.`);
  }
  noteRead(p, Date.now());
  const past = frameAt(p, c, who.value, seq);
  if (!past.ok) return past;
  return jsonOutcome(done(matchView(c, past.value.state, seq, who.value, null, past.value.forfeited)));
}

export async function exportMatch(p: MatchParts, token: string | undefined): Promise<Outcome<JsonText<MatchExport>>> {
  const who = await p.holders.seat(token, false);
  if (!who.ok) return who;
  const c = loadContext(p.store);
  if (!c) return notFound();
  if (c.status !== 'finished' && who.value === null) {
    return refuse(401, 'missing_token', 'Until the match ends, only its players may export it.');
  }
  noteRead(p, Date.now());
  const frame = p.frames.of(who.value);
  // Before the end a seat exports what it may read, in its own numbering.
  const { entries, numberOf } = p.frames.readable(who.value);
  return jsonOutcome(done(buildExport(c, entries, numberOf, frame?.seq ?? 0, frame?.state ?? null, who.value)));
}

/** The match as `viewer` knew it after its entry `seq`, in its own numbering (at most its frame's). */
export function frameAt(p: MatchParts, c: MatchContext<unknown>, viewer: number | null, seq: number): Outcome<Frame> {
  const { store, frames } = p;
  const frame = frames.of(viewer) as Frame;
  if (seq === frame.seq) return done(frame);
  if (seq > frame.sharedSeq) return done(frames.of(viewer, seq - frame.sharedSeq) as Frame);
  const sealed = store.snapshot()?.sealed;
  if (sealed && seq === frame.sharedSeq) return done({ ...frame, seq, state: sealed.base.state, forfeited: sealed.base.forfeited, undoSeat: null, own: [] });
  const r = rebuild(c.game, setupOptions(c.meta), frames.upTo(viewer, seq));
  return r.ok ? done({ ...plainFrame(r.snapshot, viewer, true), seq }) : refuse(409, 'frozen', c.meta.frozen ?? r.message);
}
