import { seatRef, text } from '../../engine/text';
import { normaliseCommand, play } from '../../engine/play';
import { UNDO, type MatchContext } from '../core/answers';
import { setupOptions } from '../core/context';
import { mayTakeBack, rebuild } from './history';
import { done, refuse, type Outcome } from '../core/outcome';
import type { EventRow, Snapshot } from './records';
import { inEnglish } from '../../text/catalogues';

/** What one accepted command writes: one event row and the new snapshot (DESIGN.md §10). */
export interface Step {
  event: EventRow;
  snapshot: Snapshot;
  /** The snapshot the step was taken from. */
  before: Snapshot;
}

/** The snapshot an undo of the last effective move returns to, when it is still in memory. */
export type TakeBack = (target: number) => Snapshot | null;

/**
 * Decides a command against the current snapshot without writing anything. An undo returns to
 * the snapshot before its target (kept in memory, see TakeBacks); after a restart it replays the
 * log, read through `events`, to learn whether the step before may be taken back too.
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
): Outcome<Step> {
  const command = normaliseCommand(rawCommand);
  const seq = snap.seq + 1;
  if (command === UNDO) {
    if (!snap.undo || snap.undo.seat !== seat) {
      return refuse(422, 'cannot_undo', text('core.cannotUndo'));
    }
    const target = snap.undo.target;
    const event: EventRow = { seq, kind: 'undo', seat, command: null, target, lines: [{ text: text('core.undo', { seat: seatRef(seat), entry: target }) }], secret: false, idem, at: now };
    const back = takeBack(target);
    if (back) return done({ event, snapshot: { ...back, seq, ...(snap.forfeited ? { forfeited: snap.forfeited } : {}), sealed: null }, before: snap });
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
  return done({ event, snapshot: { seq, state: after, undo, ...(snap.forfeited ? { forfeited: snap.forfeited } : {}) }, before: snap });
}

/** Whether a retried request (same idempotency key) repeats the command it was first used for. */
export function sameCommand(first: EventRow, rawCommand: string): boolean {
  const command = normaliseCommand(rawCommand);
  return first.kind === 'undo' ? command === UNDO : first.command === command;
}
