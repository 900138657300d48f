import { listOf, seatRef, text } from '../../engine/text';
import { gain, pay, score } from './goods';
import { conflictsJoined, countiesHeld, deployed, recruit } from './knights';
import { lawText } from './names';
import { say, turnOrder, type LancasterState, type Log, type Task } from './state';

/*
 * LA-21 and §3: the three current laws apply left to right, each completely before the next.
 * Decisions come one player at a time in turn order (LW-3, AS-7); allies get nothing (AL-9), and
 * only a player's own knights count (LW-2).
 */

type ExchangeTask = Extract<Task, { t: 'exchange' }>;

function strengthsDeployed(s: LancasterState, seat: number): number[] {
  return deployed(s, seat).map((k) => k.strength);
}

/** LW-1 / R-19: the players holding the most of something, with at least 1. */
function majority(s: LancasterState, amount: (seat: number) => number): number[] {
  const best = Math.max(...turnOrder(s).map(amount));
  if (best < 1) return [];
  return turnOrder(s).filter((seat) => amount(seat) === best);
}

function announce(seats: number[], what: 'gold' | 'squires', log: Log): void {
  // AS-5: only who qualifies is announced, never the amounts; R-19: holding none never qualifies.
  if (seats.length === 0) say(log, text('la.log.majorityNone', { what }));
  else say(log, text('la.log.majority', { players: listOf(seats.map(seatRef)), n: seats.length, what }));
}

/** Applies the current law in position `index` (0 = left): automatic effects now, decisions as prompts in turn order. */
export function applyLaw(s: LancasterState, index: number, log: Log): void {
  const id = s.laws[index];
  const law = text('la.why.law');
  say(log, text('la.log.lawApplies', { n: index + 1, law: lawText(id) }));
  const order = turnOrder(s);
  const prompts: Task[] = [];
  switch (id) {
    case 'l01': {
      const seats = majority(s, (seat) => s.players[seat].gold);
      announce(seats, 'gold', log);
      for (const seat of seats) prompts.push({ t: 'upgrade', seat, force: seat, why: 'l01', label: law });
      break;
    }
    case 'l02': {
      const seats = majority(s, (seat) => s.players[seat].squires);
      announce(seats, 'squires', log);
      for (const seat of seats) recruit(s, seat, log, law);
      break;
    }
    case 'l03':
      for (const seat of order) score(s, seat, 3 * Math.floor(countiesHeld(s, seat) / 2), law, log);
      break;
    case 'l04':
    case 'l05':
    case 'l16':
    case 'l17':
      for (const seat of order) prompts.push({ t: 'exchange', seat, law: id });
      break;
    case 'l06':
      for (const seat of order) {
        const left = Math.floor(conflictsJoined(s, seat) / 2);
        if (left > 0) prompts.push({ t: 'build', seat, left, label: law });
      }
      break;
    case 'l07':
      for (const seat of order) gain(s, seat, 0, strengthsDeployed(s, seat).filter((k) => k === 2).length, 0, law, log);
      break;
    case 'l08':
      for (const seat of order) {
        const pairs = Math.floor(conflictsJoined(s, seat) / 2);
        gain(s, seat, pairs, pairs, pairs, law, log);
      }
      break;
    case 'l09':
      for (const seat of order) {
        if (!strengthsDeployed(s, seat).includes(2)) prompts.push({ t: 'upgrade', seat, force: seat, why: 'l09', label: law });
      }
      break;
    case 'l10':
      for (const seat of order) {
        if (strengthsDeployed(s, seat).includes(3)) prompts.push({ t: 'upgrade', seat, force: seat, why: 'l10', label: law });
      }
      break;
    case 'l11':
      for (const seat of order) score(s, seat, 5 * Math.floor(s.players[seat].built.filter((b) => b).length / 3), law, log);
      break;
    case 'l12':
      for (const seat of order) score(s, seat, 3 * conflictsJoined(s, seat), law, log);
      break;
    case 'l13':
      for (const seat of order) score(s, seat, 8 * Math.floor(countiesHeld(s, seat) / 3), law, log);
      break;
    case 'l14':
      for (const seat of order) {
        if (strengthsDeployed(s, seat).filter((k) => k === 1).length === 3) score(s, seat, 5, law, log);
      }
      break;
    case 'l15':
      // the lord of the castle does not count; LW-4: the recruits arrive at court.
      for (const seat of order) {
        for (let i = 0; i < Math.floor(s.players[seat].nobles.length / 3); i++) recruit(s, seat, log, law);
      }
      break;
    case 'l18':
      for (const seat of order) {
        const ks = strengthsDeployed(s, seat);
        if ([1, 2, 3, 4].every((k) => ks.includes(k))) score(s, seat, 6, law, log);
      }
      break;
  }
  s.tasks.unshift(...prompts);
}

/** LW-3: how many units the player can afford in an exchange law. */
function affordable(s: LancasterState, task: ExchangeTask): number {
  const p = s.players[task.seat];
  switch (task.law) {
    case 'l04':
    case 'l16':
      return p.gold;
    case 'l05':
      return Math.min(p.gold, p.squires);
    default:
      return p.squires;
  }
}

/** `buy <n>` from 1 to what he can afford, or `pass`; nothing to ask when he can afford none (AS-8). */
export function exchangeOptions(s: LancasterState, task: ExchangeTask): string[] {
  const max = affordable(s, task);
  if (max === 0) return [];
  return [...Array.from({ length: max }, (_, i) => `buy ${i + 1}`), 'pass'];
}

export function exchange(s: LancasterState, task: ExchangeTask, n: number, log: Log): void {
  const law = text('la.why.law');
  const seat = task.seat;
  if (n === 0) {
    say(log, text('la.log.exchangeNone', { player: seatRef(seat) }));
    return;
  }
  switch (task.law) {
    case 'l04':
      pay(s, seat, n, 0, law, log);
      gain(s, seat, 0, 0, n, law, log);
      break;
    case 'l05':
      pay(s, seat, n, n, law, log);
      score(s, seat, 3 * n, law, log);
      break;
    case 'l16':
      pay(s, seat, n, 0, law, log);
      score(s, seat, n, law, log);
      break;
    case 'l17':
      pay(s, seat, 0, n, law, log);
      score(s, seat, n, law, log);
      break;
  }
}
