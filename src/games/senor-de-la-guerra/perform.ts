import { text } from '../../engine/text';
import { FRISIANS, NORMANS, type Side } from './data';
import { closeWindow, declineCourage, movePriest, spendCourage, startCombat } from './combat';
import { notePick } from './casualties';
import { advance } from './flow';
import { finishMovement, movePieces } from './movement';
import type { Move } from './notation';
import { chooseStart, deploy, deployPriest, logArmies } from './opening';
import { recoverGuard } from './recovery';
import { declare, losePeasant } from './siege';
import { say, type Log, type SenorState } from './state';
import { hasTacticAction, tacticMove } from './tactics';
import { moveTile, placeTiles } from './tiles';
import { playerOf } from './words';

/**
 * Carries out a legal move on a state the caller has already copied, then runs the game on.
 * Returns whether the command must stay hidden from the other seat until the end.
 */
export function perform(s: SenorState, side: Side, move: Move, log: Log): boolean {
  const secret = carryOut(s, side, move, log);
  advance(s, log);
  return secret;
}

function carryOut(s: SenorState, side: Side, move: Move, log: Log): boolean {
  const step = s.step.kind;
  switch (move.verb) {
    case 'start':
      // the army rolls of set-up are the first lines of the game's first step.
      if (side === NORMANS && s.starts[NORMANS] === null && s.starts[FRISIANS] === null) logArmies(s, log);
      chooseStart(s, side, move.set, log);
      return side === NORMANS;
    case 'entrance':
      deploy(s, move.kind, move.n, log);
      return false;
    case 'priest':
      if (step === 'relocate') movePriest(s, move.zone, log);
      else deployPriest(s, move.zone, log);
      return false;
    case 'build':
      declare(s, move.structure, log);
      return false;
    case 'lose':
      losePeasant(s, move.zone, log);
      return false;
    case 'recover':
      recoverGuard(s, move.zone, log);
      return false;
    case 'move':
      s.selection = { kind: move.kind, from: move.zone };
      return false;
    case 'to': {
      const sel = s.selection;
      if (!sel) return false;
      s.selection = null;
      if (step === 'move') movePieces(s, side, sel.kind, sel.from, move.zone, move.n, log);
      else {
        tacticMove(s, side, sel.kind, sel.from, move.zone, move.n, log);
        if (!hasTacticAction(s, side)) closeWindow(s);
      }
      return false;
    }
    case 'back':
      // The group picked is put down again; nothing moved (A-10: how a timeout leaves a half-made move).
      s.selection = null;
      return false;
    case 'tile':
      moveTile(s, move.from, move.to, log);
      if (!hasTacticAction(s, side)) closeWindow(s);
      return false;
    case 'done':
      if (step === 'move') finishMovement(s, side, log);
      else {
        say(log, text('sg.log.closeWindow', { player: playerOf(s, side) }));
        closeWindow(s);
      }
      return false;
    case 'pass':
      return pass(s, side, log);
    case 'prince':
      placeTiles(s, { prince: move.prince, decoys: move.decoys }, log);
      s.phase = 'frisian-move';
      return true;
    case 'fight':
      startCombat(s, move.zone, log);
      return false;
    case 'courage':
      spendCourage(s, side, move.use, log);
      return false;
    case 'casualty': {
      const roll = s.combat?.roll;
      if (!roll) return false;
      const picks = roll.picks[side];
      picks[move.kind] = (picks[move.kind] ?? 0) + 1;
      notePick(s, side, move.kind, picks, log);
      // the Norman answers first, so his picks stay sealed; the Frisian's close the pair.
      return side === NORMANS;
    }
  }
}

function pass(s: SenorState, side: Side, log: Log): boolean {
  switch (s.step.kind) {
    case 'siege':
      say(log, text('sg.log.noStructure', { player: playerOf(s, side) }));
      s.phase = 'recover';
      break;
    case 'recover':
      say(log, text('sg.log.noRecovery', { player: playerOf(s, side) }));
      s.phase = 'norman-move';
      break;
    default:
      declineCourage(s, side, log);
  }
  return false;
}
