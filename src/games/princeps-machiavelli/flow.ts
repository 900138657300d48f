import { seatRef, text } from '../../engine/text';
import { allSubmitted, openDraw, processDraws } from './draw';
import { allDone, closeNegotiation, openNegotiation } from './negotiation';
import { openPreparation } from './preparation';
import { finishGame } from './scoring';
import { nextSeat, type Log, type PMState } from './state';

/*
 * The round (PM-6): Draw, Negotiation, Preparation, Actions, then the end check (PM-57) or the
 * next round with the next starting player (PM-1).
 */

export function beginRound(s: PMState, log: Log): void {
  log.push({ text: text('pm.log.round', { round: s.round, player: seatRef(s.starter) }) });
  openDraw(s);
  advance(s, log);
}

/** Runs what needs no decision: a step whose submissions are all in resolves at once. */
export function advance(s: PMState, log: Log): void {
  if (s.phase === 'draw' && allSubmitted(s)) {
    processDraws(s, log);
    openNegotiation(s);
    log.push({ text: text('pm.log.negotiationOpens') });
  }
  if (s.phase === 'negotiation' && allDone(s)) {
    closeNegotiation(s, log);
    openPreparation(s, 0);
    log.push({ text: text('pm.log.preparationOpens') });
  }
}

/** the next seat prepares; after the last, the Actions phase opens. */
export function endPreparation(s: PMState, log: Log): void {
  const turn = (s.preparation?.turn ?? 0) + 1;
  if (turn < s.seats) {
    openPreparation(s, turn);
    return;
  }
  s.preparation = null;
  s.phase = 'actions';
  // PM-17: exhaustion is cleared at the start of every Actions phase.
  s.exhausted = [];
  s.actions = { turn: 0, attack: null, conflict: null };
  log.push({ text: text('pm.log.actionsOpen') });
}

/** "end turn" passes to the next player; after the last, the round ends. */
export function endActionTurn(s: PMState, log: Log): void {
  const turn = (s.actions?.turn ?? 0) + 1;
  if (turn < s.seats) {
    s.actions = { turn, attack: null, conflict: null };
    return;
  }
  s.actions = null;
  // §1.3, PM-57: the game ends after a complete Actions phase.
  const over = s.length.mode === 'rounds' ? s.round >= s.length.rounds : s.lastRound;
  if (over) {
    finishGame(s, log);
    return;
  }
  s.round += 1;
  s.starter = nextSeat(s, s.starter);
  beginRound(s, log);
}
