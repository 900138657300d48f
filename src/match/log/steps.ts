import { seatRef, text } from '../../engine/text';
import { normaliseCommand, play } from '../../engine/play';
import { UNDO, type MatchContext } from './answers';
import { setupOptions } from './context';
import { mayTakeBack, rebuild } from './history';
import { done, refuse, type Outcome } from '../records/outcome';
import type { EventRow, Snapshot } from '../records/records';
import { inEnglish } from '../../text/catalogues';
import { undoSeenAs, withEntry } from './numbering';

/** What one accepted command writes: one event row and the new snapshot (DESIGN.md §10). */
export interface Step {
  event: EventRow;
  snapshot: Snapshot;
  /** The snapshot the step was taken from. */
  before: Snapshot;
}

/**
 * Commits a step like any move: the event, the snapshot, and what the step makes due
 * (notifications, timers; play/commit.ts). Handed down to the layers that play steps of their own.
 */
export type Commit = (step: Step, now: number) => void;

/** The snapshot an undo of the last effective move returns to, when it is still in memory. */
export type TakeBack = (target: number) => Snapshot | null;

/**
 * Decides a command against the current snapshot without writing anything. An undo returns to
 * the snapshot before its target (kept in memory, see TakeBacks); after a restart it replays the
 * log, read through `events`, to learn whether the step before may be taken back too. An undo is
 * seen by those who saw its target (`entry` reads the target's row): taking back a secret step
 * shows the others nothing, its number included (numbering.ts).
 */
export function decide<S>(
  c: MatchContext<S>,
  snap: Snapshot,
  events: () => EventRow[],
  seat: number,
  rawCommand: string,
  idem: string | null,
  now: number,
  takeBack: TakeBack = () => null,
  entry: (seq: number) => EventRow | null = (seq) => events().find((e) => e.seq === seq) ?? null,
): Outcome<Step> {
  const command = normaliseCommand(rawCommand);
  const seq = snap.seq + 1;
  if (command === UNDO) {
    if (!snap.undo || snap.undo.seat !== seat) {
      return refuse(422, 'cannot_undo', text('core.cannotUndo'));
    }
    const target = snap.undo.target;
    // The line keeps the log's number of the target; each reader reads it in its own (answers.ts).
    const { secret, to } = undoSeenAs(entry(target), seat);
    const line = { text: text('core.undo', { seat: seatRef(seat), entry: target }), ...(to ? { to } : {}) };
    const event: EventRow = { seq, kind: 'undo', seat, command: null, target, lines: [line], secret, idem, at: now };
    const back = takeBack(target);
    const blanks = withEntry(snap.blanks, event);
    if (back) return done({ event, snapshot: { ...back, seq, ...(snap.forfeited ? { forfeited: snap.forfeited } : {}), sealed: null, blanks }, before: snap });
    const r = rebuild(c.game, setupOptions(c.meta), [...events(), event]);
    if (!r.ok) return refuse(409, 'frozen', `The log no longer replays: ${inEnglish(c.meta.game, r.message)}`);
    return done({ event, snapshot: r.snapshot, before: snap });
  }
  const before = snap.state as S;
  const r = play(c.game, before, seat, command);
  if (!r.ok) return refuse(r.code === 'not_your_turn' ? 409 : 422, r.code, r.message);
  const after = r.value.state;
  const event: EventRow = { seq, kind: 'move', seat, command, target: null, lines: r.value.log, secret: r.value.secret === true, idem, at: now };
  const undo = mayTakeBack(c.game, before, after, seat) ? { seat, target: seq } : null;
  const blanks = withEntry(snap.blanks, event);
  return done({ event, snapshot: { seq, state: after, undo, ...(snap.forfeited ? { forfeited: snap.forfeited } : {}), blanks }, before: snap });
}

/** Whether a retried request (same idempotency key) repeats the command it was first used for. */
export function sameCommand(first: EventRow, rawCommand: string): boolean {
  const command = normaliseCommand(rawCommand);
  return first.kind === 'undo' ? command === UNDO : first.command === command;
}
