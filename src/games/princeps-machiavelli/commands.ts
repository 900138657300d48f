import { drawOptions, performDraw } from './draw';
import { advance, endActionTurn, endPreparation } from './flow';
import { negotiationOptions, performNegotiation } from './negotiation';
import { performPreparation, preparationOptions, preparingSeat } from './preparation';
import { performSettings } from './settings';
import { actingSeat, performTurn, turnOptions } from './turn';
import { answerWindow, windowOptions, windowSeat } from './windows';
import type { Log, PMState } from './state';

/*
 * Who acts and with what: the Draw and Negotiation steps are simultaneous, every seat
 * active until the step ends (a seat that has submitted waits with no commands); Preparation and
 * action turns are one seat at a time; a confrontation's window belongs to its side.
 */

export function activeSeats(s: PMState): number[] {
  if (s.result) return [];
  switch (s.phase) {
    case 'draw':
    case 'negotiation':
      return Array.from({ length: s.seats }, (_, i) => i);
    case 'preparation': {
      const seat = preparingSeat(s);
      return seat === null ? [] : [seat];
    }
    case 'actions': {
      const c = s.actions?.conflict;
      const seat = c ? windowSeat(c) : actingSeat(s);
      return seat === null ? [] : [seat];
    }
    default:
      return [];
  }
}

export function listActions(s: PMState, seat: number): string[] {
  if (s.result || !Number.isInteger(seat) || seat < 0 || seat >= s.seats) return [];
  switch (s.phase) {
    case 'draw':
      return drawOptions(s, seat);
    case 'negotiation':
      return negotiationOptions(s, seat);
    case 'preparation':
      return preparationOptions(s, seat);
    case 'actions':
      return s.actions?.conflict ? windowOptions(s, seat) : turnOptions(s, seat);
    default:
      return [];
  }
}

/**
 * Whether a step's command and seat stay hidden from the others (Applied.secret): everything in
 * the simultaneous steps, the private drafts of Preparation and of an attack, and the windows'
 * answers until the resolution tells what it must (A-12.6, A-14).
 */
export function isSecret(s: PMState, words: string[]): boolean {
  switch (s.phase) {
    case 'draw':
    case 'negotiation':
      return true;
    case 'preparation':
      return words[0] !== 'end';
    case 'actions':
      return !!s.actions?.conflict || ['attack', 'add', 'drop', 'cancel'].includes(words[0]);
    default:
      return false;
  }
}

/** Carries out a listed command on a copied state, then whatever follows without a decision. */
export function perform(s: PMState, seat: number, words: string[], log: Log): void {
  switch (s.phase) {
    case 'draw':
      performDraw(s, seat, words, log);
      break;
    case 'negotiation':
      if (words[0] === 'autodraw' || words[0] === 'orders') performSettings(s, seat, words, log);
      else performNegotiation(s, seat, words, log);
      break;
    case 'preparation':
      performPreparation(s, seat, words, log);
      if (words[0] === 'end') endPreparation(s, log);
      break;
    case 'actions':
      if (s.actions?.conflict) answerWindow(s, seat, words, log);
      else {
        performTurn(s, seat, words, log);
        if (words[0] === 'end') endActionTurn(s, log);
      }
      break;
  }
  advance(s, log);
}
