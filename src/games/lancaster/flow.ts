import { text } from '../../engine/text';
import { EXTENSIONS } from './data';
import { promptOptions, skipNote } from './actions';
import { castleCommand, castlesDone, closeCastles, openCastles } from './castles';
import { doBuild, doNoble, doUpgrade } from './choices';
import { closePrison, ransom, resolveConflict } from './conflicts';
import { chooseCounty, chooseStart, countyHome, crossToFrance, openCounty } from './counties';
import { applyLaw, exchange } from './laws';
import { lawText } from './names';
import { allVoted, castVote, chooseSetupTile, returnMarkers, revealSetup, revealVote } from './parliament';
import { addSquires, nextPlacer, place, takeFavour } from './placement';
import { beginRound, endRound } from './rounds';
import { say, type LancasterState, type Log } from './state';

/**
 * Carries out a command that `actions()` listed, on a state the caller has already copied.
 * The decision being answered is the first task (or the seat's part of a simultaneous step).
 */
export function perform(s: LancasterState, seat: number, text: string, log: Log): void {
  const words = text.split(' ');
  const task = s.tasks[0];
  if (!task) return;
  switch (task.t) {
    case 'setup':
      chooseSetupTile(s, seat, EXTENSIONS.findIndex((x) => x.id === words[1]), log);
      return;
    case 'vote':
      castVote(s, seat, task.proposal, words[1] === 'yes', Number(words[2]), log);
      return;
    case 'castles':
      castleCommand(s, seat, words);
      return;
  }
  if (!('seat' in task)) return;
  s.tasks.shift();
  switch (task.t) {
    case 'place':
      place(s, seat, words, log);
      break;
    case 'squires':
      addSquires(s, task, Number(words[1]), log);
      break;
    case 'favour':
      takeFavour(s, task, Number(words[1]) - 1, log);
      break;
    case 'upgrade':
      doUpgrade(s, task, words, log);
      break;
    case 'noble':
      doNoble(s, task, words, log);
      break;
    case 'exchange':
      exchange(s, task, words[0] === 'pass' ? 0 : Number(words[1]), log);
      break;
    case 'build':
      doBuild(s, task, words, log);
      break;
    case 'countyChoice':
      chooseCounty(s, task, words[0], log);
      break;
    case 'passage':
      crossToFrance(s, task, words, log);
      break;
    case 'start':
      chooseStart(s, seat, Number(words[1]), log);
      break;
    case 'ransom':
      ransom(s, task, words, log);
      break;
  }
}

/**
 * Runs everything automatic until some seat must decide. A prompt with nothing to choose is
 * skipped and a prompt with a single possibility is answered by itself (AS-8).
 */
export function advance(s: LancasterState, log: Log): void {
  for (;;) {
    const task = s.tasks[0];
    if (!task) return;
    switch (task.t) {
      case 'setup':
        if (!s.setupChoice.every((c) => c !== null)) return;
        s.tasks.shift();
        revealSetup(s, log);
        beginRound(s, log);
        break;
      case 'placement': {
        const seat = nextPlacer(s);
        if (seat === null) {
          s.tasks.shift();
          // LA-8 / R-12: the phase ends when no court knight has a legal space left.
          say(log, text('la.log.noPlacement'));
        } else {
          s.tasks.unshift({ t: 'place', seat });
        }
        break;
      }
      case 'vote':
        s.phase = 'parliament';
        if (!task.open) {
          // A new object: tasks are shared between states (cloneState) and never changed in place.
          s.tasks[0] = { ...task, open: true };
          // AS-4: every player votes in secret.
          say(log, text('la.log.voteOpens', { proposal: task.proposal + 1, law: lawText(s.proposals[task.proposal].law) }));
        }
        if (!allVoted(s)) return;
        s.tasks.shift();
        revealVote(s, task.proposal, log);
        break;
      case 'returnMarkers':
        s.tasks.shift();
        returnMarkers(s, log);
        break;
      case 'law':
        s.phase = 'laws';
        s.tasks.shift();
        applyLaw(s, task.index, log);
        break;
      case 'county':
        s.phase = 'counties';
        s.tasks.shift();
        openCounty(s, task.county, log);
        break;
      case 'countyHome':
        s.tasks.shift();
        countyHome(s, task.county, log);
        break;
      case 'castles':
        if (s.phase !== 'castles') {
          s.phase = 'castles';
          openCastles(s);
        }
        if (!castlesDone(s)) return;
        s.tasks.shift();
        closeCastles(s, log);
        break;
      case 'conflict':
        s.phase = 'conflicts';
        s.tasks.shift();
        resolveConflict(s, task.slot, log);
        break;
      case 'prison':
        s.tasks.shift();
        closePrison(s, task.slot, log);
        break;
      case 'endRound':
        s.tasks.shift();
        endRound(s, log);
        break;
      default: {
        // Two are enough to tell whether the seat must choose.
        const options = promptOptions(s, task, 2);
        if (options.length > 1) return;
        if (options.length === 1) {
          perform(s, task.seat, options[0], log);
        } else {
          s.tasks.shift();
          const note = skipNote(s, task);
          if (note) say(log, note);
        }
      }
    }
  }
}
