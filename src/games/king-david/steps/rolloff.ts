import { listOf, text } from '../../../engine/text';
import { ALLIANCE_TARGET, COST } from '../data/tables';
import { roll } from '../dice';
import { maxResources, pay } from '../economy';
import type { AttemptFrame, RolloffFrame } from '../frames';
import { pop, push, type Handler } from '../handler';
import { intimidation, minorForce, rolloffParticipants, special } from '../minors';
import { countryName, who } from '../names';
import { allied } from '../board';
import type { KdState, Log } from '../state';
import { patchMinor } from '../shared';

/**
 * Sealed bids: the invasion roll-off of KD-77 / R-45 and the opposition to an
 * Alliance marker (KD-58). Each bidder answers in secret; the bids are revealed together and
 * charged whatever the outcome.
 */

function bids(s: KdState, seat: number): string[] {
  return Array.from({ length: Math.min(COST.maxBid, maxResources(s, seat)) + 1 }, (_, n) => `bid ${n}`);
}

function name(s: KdState, seat: number) {
  return who(s.country[seat] ?? null, seat);
}

/** KD-77: the winner runs the minor's defence and places its whole force inside it. */
function defend(s: KdState, f: RolloffFrame, winner: number, log: Log): void {
  patchMinor(s, f.minor, { status: 'invaded', invader: f.invader, defender: winner });
  log.push({ text: text('kd.log.defends', { who: winner >= 0 ? name(s, winner) : text('kd.automaton'), minor: countryName(f.minor) }) });
  pop(s, f);
  push(s, { k: 'place', seat: winner, rule: 'minor', pieces: minorForce(s, f.minor), country: f.minor });
}

export const rolloffStep: Handler<RolloffFrame> = {
  run(s, f, log) {
    if (f.stage === 'bids' && f.bids.length === 0) {
      f.participants = rolloffParticipants(s, f.invader);
      // with 2 players the other takes control without rolling; with nobody, the Automaton.
      if (f.participants.length === 0) defend(s, f, -1, log);
      else if (s.seats === 2) defend(s, f, f.participants[0], log);
      else f.bids = f.participants.map(() => null);
      return true;
    }
    if (f.stage === 'bids') {
      if (f.bids.some((b) => b === null)) return false;
      log.push({ text: text('kd.log.bribes', { bids: listOf(f.participants.map((seat, i) => text('kd.rollOf', { who: name(s, seat), value: f.bids[i] as number }))) }) });
      f.participants.forEach((seat, i) => pay(s, seat, 0, f.bids[i] as number));
      f.tied = [...f.participants];
      f.stage = 'roll';
      return true;
    }
    // ties re-roll among the tied, keeping their modifiers; bribes are not paid again.
    const totals = f.tied.map((seat) => {
      const die = roll(s, 10);
      const i = f.participants.indexOf(seat);
      return { seat, die, total: die + (f.bids[i] as number) + intimidation(s, seat, f.minor) + special(s, seat, f.minor) };
    });
    log.push({ text: text('kd.log.rolloff', { rolls: listOf(totals.map((t) => text('kd.rollTotal', { who: name(s, t.seat), die: t.die, total: t.total }))) }) });
    const best = Math.max(...totals.map((t) => t.total));
    const top = totals.filter((t) => t.total === best).map((t) => t.seat);
    if (top.length === 1) defend(s, f, top[0], log);
    else f.tied = top;
    return true;
  },
  who: (_s, f) => (f.stage === 'bids' ? f.participants : []),
  list: (s, f, seat) => {
    const i = f.participants.indexOf(seat);
    return f.stage === 'bids' && i >= 0 && f.bids[i] === null ? bids(s, seat) : [];
  },
  perform(_s, f, seat, command, log) {
    f.bids[f.participants.indexOf(seat)] = Number(command.split(' ')[1]);
    log.push({ text: text('kd.log.yourBid', { n: Number(command.split(' ')[1]) }), to: [seat] });
  },
  prompt(s, f, seat) {
    const i = seat === null ? -1 : f.participants.indexOf(seat);
    if (i >= 0 && f.bids[i] === null) return text('kd.prompt.rolloff', { minor: countryName(f.minor), invader: name(s, f.invader) });
    return text('kd.prompt.rolloffWait', { minor: countryName(f.minor) });
  },
  describe: (_s, _f, _seat, command) => ({ text: text('kd.do.bid', { n: Number(command.split(' ')[1]) }) }),
  secret: true,
};

export const attemptStep: Handler<AttemptFrame> = {
  run(s, f, log) {
    if (f.stage === 'bids' && f.bids.length === 0 && f.opponents.length === 0) {
      // the roller's bribe is declared openly and charged whatever the outcome.
      pay(s, f.seat, 0, f.bribe);
      // the opponents are all players not allied with the roller.
      f.opponents = s.initiative.filter((x) => x !== f.seat && !allied(s, x, f.seat));
      f.bids = f.opponents.map(() => null);
      if (f.opponents.length === 0) f.stage = 'roll';
      return true;
    }
    if (f.stage === 'bids') {
      if (f.bids.some((b) => b === null)) return false;
      log.push({ text: text('kd.log.opposition', { bids: listOf(f.opponents.map((seat, i) => text('kd.oppositionOf', { who: name(s, seat), res: f.bids[i]?.res ?? 0, armies: f.bids[i]?.armies ? intimidation(s, seat, f.minor) : 0 }))) }) });
      f.opponents.forEach((seat, i) => pay(s, seat, 0, f.bids[i]?.res ?? 0));
      f.stage = 'roll';
      return true;
    }
    const die = roll(s, 10);
    const against = f.opponents.reduce((sum, seat, i) => sum + (f.bids[i]?.res ?? 0) + (f.bids[i]?.armies ? intimidation(s, seat, f.minor) : 0), 0);
    const total = die + f.bribe + intimidation(s, f.seat, f.minor) + special(s, f.seat, f.minor) - against;
    const m = s.minors[f.minor];
    pop(s, f);
    if (total >= ALLIANCE_TARGET && m.status === 'inactive') {
      patchMinor(s, f.minor, { status: 'allied', ally: f.seat });
      log.push({ text: text('kd.log.allianceMade', { who: name(s, f.seat), minor: countryName(f.minor), die, total }) });
      push(s, { k: 'place', seat: f.seat, rule: 'minor', pieces: minorForce(s, f.minor), country: f.minor });
    } else {
      log.push({ text: text('kd.log.allianceFailed', { who: name(s, f.seat), minor: countryName(f.minor), die, total }) });
    }
    return true;
  },
  who: (_s, f) => (f.stage === 'bids' ? f.opponents : []),
  list(s, f, seat) {
    const i = f.opponents.indexOf(seat);
    if (f.stage !== 'bids' || i < 0 || f.bids[i] !== null) return [];
    const amounts = bids(s, seat).map((b) => b.replace('bid', 'oppose'));
    return intimidation(s, seat, f.minor) > 0 ? [...amounts, ...amounts.map((a) => `${a} armies`)] : amounts;
  },
  perform(_s, f, seat, command, log) {
    const parts = command.split(' ');
    f.bids[f.opponents.indexOf(seat)] = { res: Number(parts[1]), armies: parts[2] === 'armies' };
    log.push({ text: text('kd.log.yourOpposition', { n: Number(parts[1]), armies: parts[2] === 'armies' ? 'yes' : 'no' }), to: [seat] });
  },
  prompt(s, f, seat) {
    const i = seat === null ? -1 : f.opponents.indexOf(seat);
    if (i >= 0 && f.bids[i] === null) return text('kd.prompt.oppose', { who: name(s, f.seat), minor: countryName(f.minor), bribe: f.bribe });
    return text('kd.prompt.opposeWait', { minor: countryName(f.minor) });
  },
  describe: (_s, _f, _seat, command) => ({ text: text('kd.do.oppose', { n: Number(command.split(' ')[1]), armies: command.endsWith('armies') ? 'yes' : 'no' }) }),
  secret: true,
};
