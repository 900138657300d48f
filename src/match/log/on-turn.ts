import { isBotSeat } from '../records/bot-seats';
import type { MatchContext } from './answers';
import { loadContext } from './context';
import type { MatchStore } from './store';

/** The match at some point: a snapshot, or a viewer's frame of it. */
type Standing = { state: unknown; forfeited?: readonly number[] };

/**
 * Whether the seat's player must act now. A seat that already made its secret submission in a
 * simultaneous step stays active with no commands: it is waiting, not on turn. A bot's seat is
 * never a player's turn: the match plays it (bots/turns.ts), with no clock and nobody to tell.
 */
export function isYourTurn(c: MatchContext<unknown>, snap: Standing, seat: number): boolean {
  return (
    c.status === 'active' &&
    !isBotSeat(c.meta, seat) &&
    c.game.active(snap.state).includes(seat) &&
    !(snap.forfeited ?? []).includes(seat) &&
    c.game.actions(snap.state, seat).length > 0 &&
    !c.game.waiting?.(snap.state, seat)
  );
}

/** The seats on turn now (active, not forfeited, with commands); none unless the match is active. */
export function seatsOnTurn(c: MatchContext<unknown>, snap: Standing): number[] {
  return c.status === 'active' ? c.game.active(snap.state).filter((s) => isYourTurn(c, snap, s)) : [];
}

/** Whether the seat's player must act in the match as it stands now. */
export function onTurnNow(store: MatchStore, seat: number): boolean {
  const c = loadContext(store);
  const snap = store.snapshot();
  return !!c && !!snap && isYourTurn(c, snap, seat);
}
