import { BOTH_PRICE, COUNTIES, SURREY } from './data';
import { takeNoble } from './choices';
import { gain, pay } from './goods';
import { recruit, toCourt, upgradeTargets } from './knights';
import { joinConflict, spaceOnCard } from './placement';
import { controller, forceName, isAlly, plural, say, seatName, type LancasterState, type Log, type Task } from './state';

/*
 * Phase 3a (LA-22 … LA-24, AS-6 step 1): counties A to I, one prompt per county for its holder:
 * `noble`, `reward`, `both` or `pass`; then the reward's own choices; then the knight goes home.
 * After Surrey its holder names the next start player (`start <seat>`).
 */

type ChoiceTask = Extract<Task, { t: 'countyChoice' }>;
type PassageTask = Extract<Task, { t: 'passage' }>;

/** The county's resolution as tasks: the holder's choice, the way home, and Surrey's start choice. */
export function openCounty(s: LancasterState, county: number, log: Log): void {
  const knight = s.counties[county].knight;
  if (!knight) {
    // LA-24: with nobody in Surrey the marker stays where it is.
    if (county === SURREY) say(log, `Nobody holds Surrey: ${seatName(s.startPlayer)} keeps the start-player marker (LA-24)`);
    return;
  }
  const seat = controller(s, knight.force);
  const tasks: Task[] = [
    { t: 'countyChoice', seat, force: knight.force, county },
    { t: 'countyHome', county },
  ];
  // R-15 / AL-11: the start choice comes besides the reward, whatever was chosen.
  if (county === SURREY) tasks.push({ t: 'start', seat });
  s.tasks.unshift(...tasks);
}

/** R-6 / R-35 (AL-10 for an ally): the noble is open when a tile is left and not yet held. */
function nobleOpen(s: LancasterState, force: number, county: number): boolean {
  if (s.counties[county].nobles === 0) return false;
  return isAlly(s, force) || !s.players[force].nobles.includes(county);
}

/** AL-10: the only reward parts an ally can use. */
export function allyCanUse(county: number): boolean {
  return ['upgrade', 'upgradeMarkers', 'knight', 'passage'].includes(COUNTIES[county].reward);
}

/**
 * LA-22 / R-5 / R-7: the holder's options. Without an open noble the reward is simply taken
 * (AS-8: a free gain); its own choices still offer `pass`.
 */
export function countyOptions(s: LancasterState, task: ChoiceTask): string[] {
  const ally = isAlly(s, task.force);
  const usable = !ally || allyCanUse(task.county);
  if (!nobleOpen(s, task.force, task.county)) return usable ? ['reward'] : [];
  const out = ['noble'];
  if (usable) out.push('reward');
  // AL-10: the ally has no gold and the player may not pay for it.
  if (!ally && s.players[task.seat].gold >= BOTH_PRICE) out.push('both');
  out.push('pass');
  return out;
}

/** Said when an ally's county offers nothing it can use (AL-10). */
export function countyLost(s: LancasterState, task: ChoiceTask): string {
  const c = COUNTIES[task.county];
  return `${forceName(s, task.force)} holds ${c.title}: an ally cannot use ${c.text}, and no noble is left (AL-10)`;
}

/** the warning shown with `both` when the reward part would be lost. */
export function rewardWarning(s: LancasterState, force: number, county: number): string | null {
  const f = s.forces[force];
  switch (COUNTIES[county].reward) {
    case 'upgrade':
    case 'upgradeMarkers':
      return upgradeTargets(s, force, 'owned').length > 0 ? null : 'no knight can be upgraded';
    case 'knight':
      return f.reserve.includes(1) ? null : 'no strength-1 knight is in the reserve';
    case 'build':
    case 'buildGold':
      return isAlly(s, force) || s.players[force].built.some((b) => !b) ? null : 'all six extension tiles are built';
    case 'passage':
      return s.conflicts.some((_, slot) => spaceOnCard(s, force, slot) >= 0) ? null : 'no conflict has a space for the knight';
    default:
      return null;
  }
}

export function chooseCounty(s: LancasterState, task: ChoiceTask, choice: string, log: Log): void {
  const title = COUNTIES[task.county].title;
  const who = forceName(s, task.force);
  switch (choice) {
    case 'noble':
      say(log, `${who} takes the noble of ${title}`);
      takeNoble(s, task.force, task.county, title, log);
      break;
    case 'reward':
      say(log, `${who} takes the reward of ${title}`);
      reward(s, task, log);
      break;
    case 'both':
      say(log, `${who} takes both the noble and the reward of ${title}`);
      pay(s, task.seat, BOTH_PRICE, 0, `${title}, both`, log);
      takeNoble(s, task.force, task.county, title, log);
      reward(s, task, log);
      break;
    default:
      say(log, `${who} declines both the noble and the reward of ${title} (R-5)`);
  }
}

/** §7.3 and, for an ally, AL-10: the reward's parts, free gains at once and choices as prompts. */
function reward(s: LancasterState, task: ChoiceTask, log: Log): void {
  const { seat, force, county } = task;
  const c = COUNTIES[county];
  const ally = isAlly(s, force);
  const label = `${c.title} reward`;
  const lostForAlly = (what: string) => say(log, `An ally cannot use ${what}: lost (AL-10)`);
  const upgradeTask: Task = { t: 'upgrade', seat, force, why: 'county', label };
  switch (c.reward) {
    case 'squires3':
      if (ally) lostForAlly('squires');
      else gain(s, seat, 0, 3, 0, label, log);
      break;
    case 'gold3':
      if (ally) lostForAlly('gold');
      else gain(s, seat, 3, 0, 0, label, log);
      break;
    case 'upgrade':
      s.tasks.unshift(upgradeTask);
      break;
    case 'upgradeMarkers':
      if (ally) lostForAlly('voting markers');
      else gain(s, seat, 0, 0, 2, label, log);
      s.tasks.unshift(upgradeTask);
      break;
    case 'knight':
      recruit(s, force, log, label);
      break;
    case 'build':
      if (ally) lostForAlly('an extension tile');
      else s.tasks.unshift({ t: 'build', seat, left: 1, label });
      break;
    case 'buildGold':
      if (ally) {
        lostForAlly('an extension tile or gold');
        break;
      }
      gain(s, seat, 2, 0, 0, label, log);
      s.tasks.unshift({ t: 'build', seat, left: 1, label });
      break;
    case 'passage':
      s.tasks.unshift({ t: 'passage', seat, force, county });
      break;
    case 'surrey':
      if (ally) lostForAlly('squires or gold');
      else gain(s, seat, 2, 2, 0, label, log);
      break;
  }
}

/** every card that can take the knight under LA-13, in either row, or `pass`. */
export function passageOptions(s: LancasterState, task: PassageTask): string[] {
  const cards = s.conflicts.flatMap((card, slot) => (card && spaceOnCard(s, task.force, slot) >= 0 ? [`passage ${card.id}`] : []));
  return cards.length > 0 ? [...cards, 'pass'] : [];
}

export function passageLost(s: LancasterState, task: PassageTask): string {
  return `No conflict has a space for ${forceName(s, task.force)}'s knight: the Passage to France is lost (R-14)`;
}

/** the Hampshire knight crosses to a conflict without a favour tile; its squires are lost. */
export function crossToFrance(s: LancasterState, task: PassageTask, words: string[], log: Log): void {
  if (words[0] === 'pass') {
    say(log, `${forceName(s, task.force)} declines the Passage to France (R-5)`);
    return;
  }
  const c = s.counties[task.county];
  const slot = s.conflicts.findIndex((card) => card?.id === words[1]);
  if (!c.knight || slot < 0) return;
  const knight = c.knight;
  c.knight = null;
  const where = joinConflict(s, task.force, knight.strength, slot);
  const lost = knight.squires > 0 ? `; its ${plural(knight.squires, 'squire')} go to the supply` : '';
  say(log, `${forceName(s, task.force)}'s strength-${knight.strength} knight crosses to conflict ${words[1]} (${where}), without King's favour${lost} (R-14)`);
}

/** LA-23: the knight returns to court and its squires go to the supply (unless it crossed, R-14). */
export function countyHome(s: LancasterState, county: number, log: Log): void {
  const c = s.counties[county];
  if (!c.knight) return;
  const knight = c.knight;
  c.knight = null;
  toCourt(s, knight.force, knight.strength);
  const lost = knight.squires > 0 ? `; ${plural(knight.squires, 'squire')} go${knight.squires === 1 ? 'es' : ''} to the supply` : '';
  say(log, `${forceName(s, knight.force)}'s knight returns from ${COUNTIES[county].title} to court${lost}`);
}

/** LA-24: any seat, himself included. */
export function startOptions(s: LancasterState): string[] {
  return Array.from({ length: s.seats }, (_, seat) => `start ${seat}`);
}

/** LA-24 / R-15: the marker passes at once. */
export function chooseStart(s: LancasterState, seat: number, next: number, log: Log): void {
  s.startPlayer = next;
  say(log, `${seatName(seat)} (Surrey) names ${seatName(next)} start player; the marker passes at once (LA-24)`);
}
