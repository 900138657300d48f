import type { BotLevel } from '../../engine/bots';
import { findGame } from '../../games';
import { isBotSeat, withBot } from '../bots/seats';
import { loadContext } from '../core/context';
import { seatName } from '../core/words';
import { seatRef, text } from '../../engine/text';
import type { EventRow } from '../log/records';
import type { Step } from '../log/steps';
import { decide } from '../log/steps';
import type { MatchStore } from '../log/store';

/** Commits a step like any move (the room's commit: event, snapshot, notifications, timers). */
export type Commit = (step: Step, now: number) => void;

/** At most this many bot steps in one turn: a safety net, no game needs as many. */
const MAX_BOT_STEPS = 200;

/** The seat's bot plays its whole turn (DESIGN.md §7: the deadline policy, or a forfeited seat). */
export function botTurn(store: MatchStore, commit: Commit, seat: number, now: number): void {
  const entry = findGame(store.meta()?.game ?? '');
  for (let i = 0; entry && i < MAX_BOT_STEPS; i++) {
    const c = loadContext(store);
    const snap = store.snapshot();
    if (!c || !snap || c.status !== 'active' || !c.game.active(snap.state).includes(seat) || c.game.actions(snap.state, seat).length === 0) return;
    if (c.game.waiting?.(snap.state, seat)) return;
    // The game's timeout defaults when it declares them (its rulings say what a late seat does);
    // else its random bot, whose dice need not be provable: the log keeps and replays the command.
    const command = entry.timeout
      ? entry.timeout(snap.state, seat)
      : entry.bot(snap.state, seat, () => crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32);
    const step = decide(c, snap, () => store.events(), seat, command, null, now);
    if (!step.ok) {
      console.error(`bot for seat ${seat} chose "${command}": ${JSON.stringify(step.message)}`);
      return;
    }
    // A secret step keeps its seat to itself until the end, this line too.
    const { event } = step.value;
    if (i === 0) event.lines.unshift({ text: text('core.botPlays', { seat: seatRef(seat) }), ...(event.secret ? { to: [seat] } : {}) });
    commit(step.value, now);
  }
}

/** The seat forfeits on time: a log entry, and the result leaves it out (DESIGN.md §7). */
export function forfeit(store: MatchStore, commit: Commit, seat: number, now: number): void {
  const c = loadContext(store);
  const snap = store.snapshot();
  if (!c || !snap || (snap.forfeited ?? []).includes(seat)) return;
  const seq = snap.seq + 1;
  const event: EventRow = {
    seq,
    kind: 'forfeit',
    seat,
    command: null,
    target: null,
    lines: [{ text: text('core.forfeits', { seat: seatRef(seat) }) }],
    secret: false,
    idem: null,
    at: now,
  };
  commit({ event, snapshot: { seq, state: snap.state, undo: null, forfeited: [...(snap.forfeited ?? []), seat], blanks: snap.blanks }, before: snap }, now);
}

/**
 * The bot a seat is handed to under the takeover policy: `good`, so that the others go on against
 * an opponent that plays to win, as the player who left would have (an `easy` one would hand the
 * match to whoever sits next to it).
 */
export const TAKEOVER_LEVEL: BotLevel = 'good';

/**
 * The seat's player forfeits on time and a bot plays the seat from now on (the takeover policy):
 * a log entry tells everyone, in words, and the match goes on; the seat is not counted out, its
 * bot plays to the end (bots/turns.ts). The meta and the entry are written in one synchronous run,
 * one output-gated batch, like a commit and its timer (clock/scheduler.ts).
 */
export function takeover(store: MatchStore, commit: Commit, seat: number, now: number): void {
  const c = loadContext(store);
  const snap = store.snapshot();
  if (!c || !snap || isBotSeat(c.meta, seat) || (snap.forfeited ?? []).includes(seat)) return;
  const seq = snap.seq + 1;
  // The player's name as it was (the seat reads as a bot's from now on).
  const name = seatName(c, seat);
  const event: EventRow = { seq, kind: 'takeover', seat, command: null, target: null, lines: [{ text: text('core.takeover', { name }) }], secret: false, idem: null, at: now };
  store.putMeta(withBot(c.meta, seat, TAKEOVER_LEVEL));
  commit({ event, snapshot: { seq, state: snap.state, undo: null, ...(snap.forfeited ? { forfeited: snap.forfeited } : {}), blanks: snap.blanks }, before: snap }, now);
}
