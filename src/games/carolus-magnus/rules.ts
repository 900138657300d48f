import { listOf, seatRef, text } from '../../engine/text';
import { moveEmperor } from './emperor';
import { checkEmptyReserves } from './empty-reserves';
import { actionOrder, beginRound, nextOpener, playDisc } from './opening';
import { paladinsLeft, toCourt, toLand } from './paladins';
import { chooseColour, resolveFaces, rollDice } from './replenish';
import { say, type CarolusState, type Log, type Move } from './state';

/** Carries out a legal move on a state the caller has already copied, then runs the game on. */
export function perform(s: CarolusState, seat: number, move: Move, log: Log): void {
  switch (move.verb) {
    case 'take':
      chooseColour(s, seat, move.colour, s.step.kind === 'take' ? s.step.why : 'crown', log);
      if (s.phase === 'setup') s.crowns = s.crowns.slice(1);
      break;
    case 'disc':
      playDisc(s, seat, move.disc, log);
      break;
    case 'court':
      toCourt(s, seat, move.colour, log);
      break;
    case 'land':
      toLand(s, seat, move.colour, move.territory, log);
      break;
    case 'emperor':
      moveEmperor(s, seat, move.steps, log);
      // CM-20 / CM-21 end the game at once, before any dice are rolled.
      if (!s.result) {
        rollDice(s, seat, log);
        s.stage = 'dice';
      }
      break;
  }
  advance(s, log);
}

/**
 * Runs everything automatic until a player must decide, and records that decision as `step`:
 * set-up crowns, then each round's discs (CM-5), then each player's turn (CM-8).
 */
export function advance(s: CarolusState, log: Log): void {
  for (;;) {
    if (s.result) {
      s.phase = 'over';
      s.step = { kind: 'none' };
      return;
    }
    if (s.phase === 'setup') {
      if (s.crowns.length > 0) {
        s.step = { kind: 'take', seat: s.crowns[0], why: 'crown' };
        return;
      }
      beginRound(s, log);
    } else if (s.phase === 'opening') {
      if (s.discOrder.length < s.seats) {
        s.step = { kind: 'disc', seat: nextOpener(s) };
        return;
      }
      startActions(s, log);
    } else if (turnStep(s, log)) {
      return;
    }
  }
}

function startActions(s: CarolusState, log: Log): void {
  s.turnOrder = actionOrder(s);
  s.phase = 'action';
  s.turn = 0;
  s.stage = 'paladins';
  s.played = 0;
  const order = s.turnOrder.map((seat) => text('cm.orderEntry', { player: seatRef(seat), disc: s.discs[seat] ?? 0 }));
  say(log, text('cm.log.order', { order: listOf(order) }));
}

/** Moves the current turn on by one stage; true when it stopped at a player's decision. */
function turnStep(s: CarolusState, log: Log): boolean {
  const seat = s.turnOrder[s.turn];
  if (s.stage === 'paladins') {
    const left = paladinsLeft(s, seat);
    if (left > 0) {
      s.step = { kind: 'paladin', seat, left };
      return true;
    }
    if (s.played === 0) say(log, text('cm.log.noPaladins', { player: seatRef(seat) }));
    s.stage = 'emperor';
  }
  if (s.stage === 'emperor') {
    s.step = { kind: 'emperor', seat, max: s.discs[seat] ?? 1 };
    return true;
  }
  if (s.stage === 'dice') {
    const pending = resolveFaces(s, seat, log);
    if (pending) {
      s.step = { kind: 'take', seat, ...pending };
      return true;
    }
    s.stage = 'done';
  }
  s.turn++;
  if (s.turn < s.turnOrder.length) {
    s.stage = 'paladins';
    s.played = 0;
    return false;
  }
  endRound(s, log);
  return false;
}

function endRound(s: CarolusState, log: Log): void {
  checkEmptyReserves(s, log);
  if (s.result) return;
  // CM-7: whoever played the lowest disc (CM-6 order) starts the next round.
  s.startPlayer = s.turnOrder[0];
  s.round++;
  beginRound(s, log);
}
