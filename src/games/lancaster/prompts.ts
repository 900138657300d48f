import { keys, listOf, names, seatRef, text, type Text } from '../../engine/text';
import { BOTH_PRICE } from './data';
import { allyCanUse, rewardWarning } from './counties';
import { conflictName, countyName, countyReward, lawText } from './names';
import { squireRange } from './placement';
import { allyOf, isAlly, type LancasterState, type Prompt } from './state';

/*
 * What the game waits for, in words, for a given viewer: the prompt (what is being decided, and
 * why) and the help (what the viewer can do about it now). Nothing here may depend on another
 * seat's secret: a vote in progress reads the same whoever has voted (AS-4), and a prompt for
 * another seat names no amount behind its screen (AS-5).
 */

const promptKeys = keys('la.prompt.');
const helps = names('la.help.');

/** The decision of a single seat, as its own seat reads it. */
function promptForYou(s: LancasterState, task: Prompt): Text {
  switch (task.t) {
    case 'place':
      return text('la.prompt.placeYou', { ally: allyOf(s, task.seat) === null ? 'no' : 'yes' });
    case 'squires': {
      const [min] = squireRange(s, task);
      return text('la.prompt.squiresYou', { n: task.strength, county: countyName(task.county), min });
    }
    case 'favour':
      return text('la.prompt.favourYou', { ally: isAlly(s, task.force) ? 'yes' : 'no' });
    case 'upgrade':
      return text('la.prompt.upgradeYou', { ally: isAlly(s, task.force) ? 'yes' : 'no', why: task.label });
    case 'noble':
      return text(isAlly(s, task.force) ? 'la.prompt.nobleAllyYou' : 'la.prompt.nobleYou');
    case 'exchange':
      return text('la.prompt.exchangeYou', { law: task.law });
    case 'build':
      return text('la.prompt.buildYou', { why: task.label });
    case 'countyChoice': {
      const county = countyName(task.county);
      const reward = countyReward(task.county);
      if (isAlly(s, task.force)) return text('la.prompt.countyAllyYou', { county, reward, usable: allyCanUse(task.county) ? 'yes' : 'no' });
      const warning = rewardWarning(s, task.force, task.county);
      // "both" stays open when a part of the reward would be lost; the prompt says so.
      if (warning) return text('la.prompt.countyYouWarning', { county, reward, price: BOTH_PRICE, warning });
      return text('la.prompt.countyYou', { county, reward, price: BOTH_PRICE });
    }
    case 'passage':
      return text('la.prompt.passageYou');
    case 'start':
      return text('la.prompt.startYou');
    case 'ransom':
      return text('la.prompt.ransomYou', { place: conflictName(s.conflicts[task.slot]?.id ?? '') });
  }
}

/** The decision of a single seat, as everyone else reads it: no amount from behind a screen. */
function promptForOthers(s: LancasterState, task: Prompt): Text {
  const player = seatRef(task.seat);
  switch (task.t) {
    case 'squires':
      return text('la.prompt.squires', { player, n: task.strength, county: countyName(task.county) });
    case 'countyChoice':
    case 'passage':
      return text(promptKeys(task.t), { player, county: countyName(task.county) });
    case 'ransom':
      return text('la.prompt.ransom', { player, place: conflictName(s.conflicts[task.slot]?.id ?? '') });
    default:
      return text(promptKeys(task.t), { player });
  }
}

/** The pending decision in words for `viewer` (null = spectator). */
export function promptText(s: LancasterState, viewer: number | null): Text {
  const task = s.tasks[0];
  if (!task || s.result) return text('la.prompt.over');
  switch (task.t) {
    case 'setup':
      return text(viewer !== null && s.setupChoice[viewer] !== null ? 'la.prompt.setupDone' : 'la.prompt.setup');
    case 'vote': {
      const args = { proposal: task.proposal + 1, law: lawText(s.proposals[task.proposal].law) };
      return text(viewer !== null && s.votes[viewer] !== null ? 'la.prompt.voteDone' : 'la.prompt.vote', args);
    }
    case 'castles': {
      const step = viewer === null ? null : s.castle[viewer];
      if (step?.upgrading) return text('la.prompt.castleUpgradeYou', { ally: step.upgrading === 'ac2' ? 'yes' : 'no' });
      if (step) return text('la.prompt.castlesYou', { ally: step.ally.length > 0 ? 'yes' : 'no' });
      const players = s.castle.flatMap((c, seat) => (c ? [seatRef(seat)] : []));
      return text('la.prompt.castles', { players: listOf(players), n: players.length });
    }
    default:
      if (!('seat' in task)) return text('la.prompt.continue');
      return viewer === task.seat ? promptForYou(s, task) : promptForOthers(s, task);
  }
}

/** "What can I do now?" for `viewer`: how to make the pending decision on the board, or why to wait. */
export function helpText(s: LancasterState, viewer: number | null): Text {
  const task = s.tasks[0];
  if (!task || s.result) return text('la.help.over');
  if (viewer === null) return text('la.help.watch');
  switch (task.t) {
    case 'setup':
      return text(s.setupChoice[viewer] === null ? 'la.help.setup' : 'la.help.sealed');
    case 'vote':
      return text(s.votes[viewer] === null ? 'la.help.vote' : 'la.help.sealed');
    case 'castles': {
      const step = s.castle[viewer];
      if (!step) return text('la.help.wait');
      return text(step.upgrading ? 'la.help.upgrade' : 'la.help.castles');
    }
    default:
      if (!('seat' in task) || task.seat !== viewer) return text('la.help.wait');
      return helps(task.t);
  }
}
