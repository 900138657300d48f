import { fail, type Failure } from '../../engine/types';
import { activeSeats, listActions } from './actions';
import { BOTH_PRICE, COUNTIES, EXTENSIONS, FAVOURS } from './data';
import { parseLoc } from './knights';
import { parseDestination, placementProblem, squireRange } from './placement';
import { describeTask } from './prompts';
import { allyOf, isAlly, plural, type LancasterState, type Task } from './state';

/*
 * Why a command that `actions()` does not list is refused, in words a player understands. The
 * messages go only to the seat that sent the command, so they may speak of its own purse.
 */

const VERBS: Record<string, string[]> = {
  setup: ['build'],
  vote: ['vote'],
  castles: ['use', 'upgrade', 'pass'],
  place: ['knight', 'ally'],
  squires: ['squires'],
  favour: ['favour'],
  upgrade: ['upgrade', 'pass'],
  noble: ['noble', 'pass'],
  exchange: ['buy', 'pass'],
  build: ['build', 'pass'],
  countyChoice: ['noble', 'reward', 'both', 'pass'],
  passage: ['passage', 'pass'],
  start: ['start'],
  ransom: ['free', 'pass'],
};

function quote(text: string): string {
  return text.length > 30 ? `"${text.slice(0, 30)}…"` : `"${text}"`;
}

const NUMBER = /^\d{1,6}$/;

export function explainRefusal(s: LancasterState, seat: number, text: string): Failure {
  const task = s.tasks[0];
  if (!task || s.result) return fail('game_over', 'The game is over');
  if (!activeSeats(s).includes(seat)) return fail('not_your_turn', `It is not your turn: waiting for ${describeTask(s, seat)}`);
  if (task.t === 'setup' && s.setupChoice[seat] !== null) return fail('already_chosen', 'You have already chosen your first extension tile; waiting for the other players');
  if (task.t === 'vote' && s.votes[seat] !== null) {
    return fail('already_voted', `You have already voted on proposal ${task.proposal + 1}; waiting for the other players`);
  }
  const words = text.split(' ');
  const hint = `waiting for ${describeTask(s, seat)}`;
  if (!(VERBS[task.t] ?? []).includes(words[0])) return fail('wrong_step', `${quote(text)} is not a command for now; ${hint}`);
  const specific = explainDetail(s, seat, task, words);
  if (specific) return specific;
  const some = listActions(s, seat).slice(0, 6).join(', ');
  return fail('illegal_command', `${quote(text)} is not a legal command now; ${hint}; for example: ${some}`);
}

function explainDetail(s: LancasterState, seat: number, task: Task, words: string[]): Failure | null {
  switch (task.t) {
    case 'vote':
      return explainVote(s, seat, words);
    case 'squires': {
      if (words.length !== 2 || !NUMBER.test(words[1])) return fail('bad_arguments', 'Write squires <number>, e.g. squires 1');
      const [min, max] = squireRange(s, task);
      return fail('bad_squires', `Add from ${min} to ${max} squires to the knight entering ${COUNTIES[task.county].title} (LA-10, LA-11)`);
    }
    case 'place':
      return explainPlacement(s, seat, words);
    case 'countyChoice':
      return explainCounty(s, task, words[0]);
    case 'upgrade':
      return explainUpgrade(s, task.force, words);
    case 'castles': {
      const step = s.castle[seat];
      if (words[0] === 'upgrade' && step?.upgrading) return explainUpgrade(s, step.upgrading === 'ac2' ? (allyOf(s, seat) ?? seat) : seat, words);
      if (words[0] === 'use') return explainUse(s, seat, words[1] ?? '');
      return null;
    }
    case 'favour': {
      // Only a whole number names a tile: "1.5" or "1e0" must not index the table.
      const tile = /^[1-9]$/.test(words[1] ?? '') ? Number(words[1]) : 0;
      if (tile >= 1 && tile <= FAVOURS.length) return fail('favour_taken', `King's favour ${FAVOURS[tile - 1].id} is already taken this round (LA-14)`);
      return fail('bad_arguments', `Write favour <tile>, a face-up tile from 1 to ${FAVOURS.length}`);
    }
    case 'build': {
      const tile = EXTENSIONS.findIndex((x) => x.id === words[1]);
      if (tile >= 0 && s.players[seat].built[tile]) return fail('already_built', `Extension ${words[1]} is already built`);
      return null;
    }
    case 'start':
      return fail('bad_seat', `Name a seat from 0 to ${s.seats - 1}, e.g. start 0`);
    case 'ransom':
      return explainRansom(s, seat, task.slot, words);
    default:
      return null;
  }
}

function explainVote(s: LancasterState, seat: number, words: string[]): Failure {
  if (words.length !== 3 || !['yes', 'no'].includes(words[1]) || !NUMBER.test(words[2])) {
    return fail('bad_arguments', 'Write vote yes <markers> or vote no <markers>, e.g. vote yes 1');
  }
  const held = s.players[seat].markers;
  return fail('too_many_markers', `You hold ${plural(held, 'voting marker')}; commit from 0 to ${held}`);
}

function explainPlacement(s: LancasterState, seat: number, words: string[]): Failure | null {
  if (words.length !== 3 || !/^[1-4]$/.test(words[1])) return fail('bad_arguments', 'Write knight <strength> <place>, e.g. knight 2 stafford');
  const force = words[0] === 'ally' ? allyOf(s, seat) : seat;
  if (force === null) return fail('no_ally', 'Only the 2-player game has allies (§4)');
  const strength = Number(words[1]);
  const whose = words[0] === 'ally' ? 'Your ally has' : 'You have';
  if (!s.forces[force].court.includes(strength)) return fail('not_at_court', `${whose} no knight of strength ${strength} at court`);
  const loc = parseDestination(s, force, words[2]);
  if (!loc) {
    if (words[0] === 'ally' && /^(s[1-3]|x[1-6])$/.test(words[2])) return fail('not_your_castle', 'Ally knights may not enter your castle (AL-5)');
    if (words[0] === 'knight' && /^ac[12]$/.test(words[2])) return fail('not_your_castle', "Your knights may not enter your ally's castle (AL-5)");
    return fail('unknown_place', `${quote(words[2])} is not a county, castle space or conflict on the board`);
  }
  const problem = placementProblem(s, force, strength, loc);
  return problem ? fail('illegal_placement', problem) : null;
}

function explainCounty(s: LancasterState, task: Extract<Task, { t: 'countyChoice' }>, choice: string): Failure | null {
  const c = COUNTIES[task.county];
  const ally = isAlly(s, task.force);
  if (choice === 'both' && ally) return fail('ally_has_no_gold', 'An ally has no gold and you may not pay for it: both is impossible (AL-10)');
  if (choice === 'both') return fail('too_little_gold', `Both costs ${BOTH_PRICE} gold; you have ${s.players[task.seat].gold}`);
  if (choice === 'reward' && ally) return fail('ally_cannot_use', `An ally cannot use ${c.text} (AL-10)`);
  return null;
}

function explainUpgrade(s: LancasterState, force: number, words: string[]): Failure | null {
  if (words[0] !== 'upgrade') return null;
  if (words.length !== 3 || !/^[1-4]$/.test(words[1])) return fail('bad_arguments', 'Write upgrade <strength> <place>, e.g. upgrade 1 court');
  const strength = Number(words[1]);
  if (strength === 4) return fail('no_upgrade', 'A strength-4 knight cannot be upgraded (R-1)');
  if (!s.forces[force].reserve.includes(strength + 1)) {
    return fail('no_upgrade', `The strength-${strength + 1} knight is not in the reserve, so a strength-${strength} knight cannot be upgraded (R-1)`);
  }
  if (!parseLoc(s, force, words[2])) return fail('unknown_place', `${quote(words[2])} is not a place on the board or the court`);
  return null;
}

function explainUse(s: LancasterState, seat: number, id: string): Failure | null {
  const tile = EXTENSIONS.findIndex((x) => x.id === id);
  if (tile < 0) return null;
  if (!s.players[seat].built[tile]) return fail('not_built', `Extension ${id} is not built`);
  const effect = EXTENSIONS[tile].effect;
  if (effect.kind === 'gain') return fail('automatic', `Extension ${id} (${EXTENSIONS[tile].text}) was resolved automatically (LA-25)`);
  if (!s.castle[seat]?.items.includes(tile)) return fail('used', `Extension ${id} has nothing left to do this round (LA-25)`);
  return fail('cannot_use', `Extension ${id} (${EXTENSIONS[tile].text}) cannot be used now`);
}

function explainRansom(s: LancasterState, seat: number, slot: number, words: string[]): Failure | null {
  if (words[0] !== 'free') return null;
  const k = Number(words[1]);
  const card = s.conflicts[slot];
  const stack = card?.spaces.find((x) => x !== null && x.force === seat)?.knights ?? [];
  if (!stack.includes(k)) return fail('no_prisoner', `You have no strength-${words[1] ?? ''} prisoner on ${card?.id ?? 'that card'}`);
  return fail('too_little_gold', `Freeing a strength-${k} knight costs ${k} gold; you have ${s.players[seat].gold} (R-23)`);
}
