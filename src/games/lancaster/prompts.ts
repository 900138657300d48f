import { BOTH_PRICE, COUNTIES } from './data';
import { allyCanUse, rewardWarning } from './counties';
import { forceName, isAlly, listWords, seatName, type LancasterState, type Task } from './state';

/*
 * What the game waits for, in words, for a given viewer. Nothing here may depend on another
 * seat's secret: a vote in progress reads the same whoever has voted (AS-4), and no option that
 * depends on hidden gold or squires is named (AS-5).
 */

const EXCHANGES: Record<string, string> = {
  l04: 'buy voting markers at 1 gold each (L04)',
  l05: 'hand in pairs of 1 squire + 1 gold for 3 PP each (L05)',
  l16: 'buy PP at 1 gold each (L16)',
  l17: 'hand in squires for 1 PP each (L17)',
};

function describePrompt(s: LancasterState, task: Extract<Task, { seat: number }>): string {
  const who = seatName(task.seat);
  switch (task.t) {
    case 'place':
      return `${who} to place a knight (knight <strength> <place>${s.allies ? ', or ally <strength> <place>' : ''})`;
    case 'squires':
      return `${who} to choose the squires going with the strength-${task.strength} knight into ${COUNTIES[task.county].title} (squires <number>)`;
    case 'favour':
      return `${forceName(s, task.force)}'s knight to take a King's favour tile, chosen by ${who} (favour <tile>)`;
    case 'upgrade':
      return `${who} to choose ${isAlly(s, task.force) ? 'an ally knight' : 'a knight'} to upgrade for ${task.label} (upgrade <strength> <place>, or pass)`;
    case 'noble':
      return isAlly(s, task.force)
        ? `${who} to choose a noble to remove from the game for the ally (noble <county>, or pass)`
        : `${who} to choose a noble to take (noble <county>, or pass)`;
    case 'exchange':
      return `${who} to ${EXCHANGES[task.law] ?? task.law} (buy <number>, or pass)`;
    case 'build':
      return `${who} to choose an extension tile to build for ${task.label} (build <tile>, or pass)`;
    case 'countyChoice': {
      const c = COUNTIES[task.county];
      if (isAlly(s, task.force)) {
        const reward = allyCanUse(task.county) ? `, reward (${c.text})` : '';
        return `${who} to choose for the ally in ${c.title}: noble (removed from the game)${reward} or pass`;
      }
      const warning = rewardWarning(s, task.force, task.county);
      const note = warning ? `; note: ${warning}, so that part of the reward would be lost (R-7)` : '';
      return `${who} to choose in ${c.title}: noble, reward (${c.text}), both (pay ${BOTH_PRICE} gold) or pass${note}`;
    }
    case 'passage':
      return `${who} to choose a conflict for the Passage to France (passage <card>, or pass)`;
    case 'start':
      return `${who} (Surrey) to name the next start player (start <seat>)`;
    case 'ransom':
      return `${who} to free prisoners from ${s.conflicts[task.slot]?.id ?? ''} at 1 gold per strength point (free <strength>, or pass)`;
  }
}

/** The pending decision in words; `viewer` only adds what that seat itself did (null = spectator). */
export function describeTask(s: LancasterState, viewer: number | null): string {
  const task = s.tasks[0];
  if (!task || s.result) return 'nothing: the game is over';
  switch (task.t) {
    case 'setup': {
      const mine = viewer !== null && s.setupChoice[viewer] !== null ? '; you have chosen' : '';
      return `every player to choose a first extension tile in secret (build <tile>)${mine}`;
    }
    case 'vote': {
      const mine = viewer !== null && s.votes[viewer] !== null ? '; you have voted' : '';
      return `every player to vote on proposal ${task.proposal + 1} in secret (vote yes <markers> or vote no <markers>)${mine}`;
    }
    case 'castles': {
      const seats = s.castle.flatMap((c, seat) => (c ? [seatName(seat)] : []));
      return `${listWords(seats)} to resolve ${seats.length === 1 ? 'a castle' : 'their castles'} (use <tile>, or pass)`;
    }
    default:
      return 'seat' in task ? describePrompt(s, task) : 'the game to continue';
  }
}
