import { text, type Text } from '../../engine/text';
import { fail, type Failure } from '../../engine/types';
import { activeSeats } from './actions';
import { BOTH_PRICE, EXTENSIONS, FAVOURS } from './data';
import { parseLoc } from './knights';
import { conflictName, countyName, countyReward, extensionEffect, extensionName, favourText } from './names';
import { parseDestination, placementProblem, squireRange } from './placement';
import { promptText } from './prompts';
import { allyOf, isAlly, type LancasterState, type Task } from './state';

/*
 * Why a command that `actions()` does not list is refused, in words a player understands. The
 * messages go only to the seat that sent the command, so they may speak of its own purse. They
 * never repeat the command itself: what a player typed may be anything.
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

const NUMBER = /^\d{1,6}$/;

const refuse = (code: string, key: string, params?: Parameters<typeof text>[1]): Failure => fail(code, text(key, params));

export function explainRefusal(s: LancasterState, seat: number, command: string): Failure {
  const task = s.tasks[0];
  if (!task || s.result) return refuse('game_over', 'la.refuse.over');
  const prompt = promptText(s, seat);
  if (!activeSeats(s).includes(seat)) return refuse('not_your_turn', 'la.refuse.notYourTurn', { prompt });
  if (task.t === 'setup' && s.setupChoice[seat] !== null) return refuse('already_chosen', 'la.refuse.alreadyChosen');
  if (task.t === 'vote' && s.votes[seat] !== null) return refuse('already_voted', 'la.refuse.alreadyVoted', { proposal: task.proposal + 1 });
  const words = command.split(' ');
  if (!(VERBS[task.t] ?? []).includes(words[0])) return refuse('wrong_step', 'la.refuse.wrongStep', { prompt });
  return explainDetail(s, seat, task, words) ?? refuse('illegal_command', 'la.refuse.illegal', { prompt });
}

function explainDetail(s: LancasterState, seat: number, task: Task, words: string[]): Failure | null {
  switch (task.t) {
    case 'vote':
      return explainVote(s, seat, words);
    case 'squires': {
      if (words.length !== 2 || !NUMBER.test(words[1])) return refuse('bad_arguments', 'la.refuse.squiresHow');
      // LA-10 / LA-11: enough to beat the occupant, at most what he has.
      const [min, max] = squireRange(s, task);
      return refuse('bad_squires', 'la.refuse.squiresRange', { min, max, county: countyName(task.county) });
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
      // LA-14: a face-down tile is taken for the rest of the round.
      if (tile >= 1 && tile <= FAVOURS.length) return refuse('favour_taken', 'la.refuse.favourTaken', { favour: favourText(tile - 1) });
      return refuse('bad_arguments', 'la.refuse.favourHow', { n: FAVOURS.length });
    }
    case 'build': {
      const tile = EXTENSIONS.findIndex((x) => x.id === words[1]);
      if (tile >= 0 && s.players[seat].built[tile]) return refuse('already_built', 'la.refuse.alreadyBuilt', { ext: extensionName(tile) });
      return null;
    }
    case 'start':
      return refuse('bad_seat', 'la.refuse.startHow');
    case 'ransom':
      return explainRansom(s, seat, task.slot, words);
    default:
      return null;
  }
}

function explainVote(s: LancasterState, seat: number, words: string[]): Failure {
  if (words.length !== 3 || !['yes', 'no'].includes(words[1]) || !NUMBER.test(words[2])) return refuse('bad_arguments', 'la.refuse.voteHow');
  // LA-17: from 0 up to the markers held.
  return refuse('too_many_markers', 'la.refuse.tooManyMarkers', { held: s.players[seat].markers });
}

function explainPlacement(s: LancasterState, seat: number, words: string[]): Failure | null {
  if (words.length !== 3 || !/^[1-4]$/.test(words[1])) return refuse('bad_arguments', 'la.refuse.placeHow');
  const force = words[0] === 'ally' ? allyOf(s, seat) : seat;
  // §4: allies exist only with 2 players.
  if (force === null) return refuse('no_ally', 'la.refuse.noAlly');
  const strength = Number(words[1]);
  if (!s.forces[force].court.includes(strength)) {
    return refuse('not_at_court', 'la.refuse.notAtCourt', { ally: words[0] === 'ally' ? 'yes' : 'no', n: strength });
  }
  const loc = parseDestination(s, force, words[2]);
  if (!loc) {
    // AL-5: each force only in its own castle.
    if (words[0] === 'ally' && /^(s[1-3]|x[1-6])$/.test(words[2])) return refuse('not_your_castle', 'la.refuse.allyNotInYourCastle');
    if (words[0] === 'knight' && /^ac[12]$/.test(words[2])) return refuse('not_your_castle', 'la.refuse.notInAllyCastle');
    return refuse('unknown_place', 'la.refuse.unknownPlace');
  }
  const problem = placementProblem(s, force, strength, loc);
  return problem ? fail('illegal_placement', problem) : null;
}

function explainCounty(s: LancasterState, task: Extract<Task, { t: 'countyChoice' }>, choice: string): Failure | null {
  const ally = isAlly(s, task.force);
  // AL-10: the ally has no gold and the player may not pay for it.
  if (choice === 'both' && ally) return refuse('ally_has_no_gold', 'la.refuse.allyNoGold');
  // both costs 3 gold.
  if (choice === 'both') return refuse('too_little_gold', 'la.refuse.bothGold', { price: BOTH_PRICE, gold: s.players[task.seat].gold });
  if (choice === 'reward' && ally) return refuse('ally_cannot_use', 'la.refuse.allyCannotUse', { reward: countyReward(task.county) });
  return null;
}

function explainUpgrade(s: LancasterState, force: number, words: string[]): Failure | null {
  if (words[0] !== 'upgrade') return null;
  if (words.length !== 3 || !/^[1-4]$/.test(words[1])) return refuse('bad_arguments', 'la.refuse.upgradeHow');
  const strength = Number(words[1]);
  // never past 4, never skipping a level.
  if (strength === 4) return refuse('no_upgrade', 'la.refuse.noUpgradeFour');
  if (!s.forces[force].reserve.includes(strength + 1)) return refuse('no_upgrade', 'la.refuse.noUpgradeReserve', { n: strength, next: strength + 1 });
  if (!parseLoc(s, force, words[2])) return refuse('unknown_place', 'la.refuse.unknownKnightPlace');
  return null;
}

function explainUse(s: LancasterState, seat: number, id: string): Failure | null {
  const tile = EXTENSIONS.findIndex((x) => x.id === id);
  if (tile < 0) return null;
  const ext: Text = extensionName(tile);
  if (!s.players[seat].built[tile]) return refuse('not_built', 'la.refuse.notBuilt', { ext });
  // LA-25: free gains are automatic.
  if (EXTENSIONS[tile].effect.kind === 'gain') return refuse('automatic', 'la.refuse.automatic', { ext, effect: extensionEffect(tile) });
  if (!s.castle[seat]?.items.includes(tile)) return refuse('used', 'la.refuse.used', { ext });
  return refuse('cannot_use', 'la.refuse.cannotUse', { ext, effect: extensionEffect(tile) });
}

function explainRansom(s: LancasterState, seat: number, slot: number, words: string[]): Failure | null {
  if (words[0] !== 'free') return null;
  if (words.length !== 2 || !/^[1-4]$/.test(words[1])) return refuse('bad_arguments', 'la.refuse.ransomHow');
  const k = Number(words[1]);
  const card = s.conflicts[slot];
  const place = conflictName(card?.id ?? '');
  const stack = card?.spaces.find((x) => x !== null && x.force === seat)?.knights ?? [];
  if (!stack.includes(k)) return refuse('no_prisoner', 'la.refuse.noPrisoner', { n: k, place });
  // 1 gold per strength point.
  return refuse('too_little_gold', 'la.refuse.ransomGold', { n: k, gold: s.players[seat].gold });
}
