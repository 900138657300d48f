import { listOf, seatRef, text, type Text } from '../../engine/text';
import { BOTH_PRICE, COUNTIES, SURREY } from './data';
import { takeNoble } from './choices';
import { gain, pay } from './goods';
import { conflictAt, recruit, toCourt, upgradeTargets } from './knights';
import { countyName, countyReward, goodsText } from './names';
import { joinConflict, spaceOnCard } from './placement';
import { controller, forceArgs, forceName, isAlly, say, type LancasterState, type Log, type Task } from './state';

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
    if (county === SURREY) say(log, text('la.log.surreyEmpty', { player: seatRef(s.startPlayer) }));
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
export function countyLost(s: LancasterState, task: ChoiceTask): Text {
  return text('la.log.countyLostAlly', { player: seatRef(task.seat), county: countyName(task.county), reward: countyReward(task.county) });
}

/** the warning shown with `both` when the reward part would be lost. */
export function rewardWarning(s: LancasterState, force: number, county: number): Text | null {
  const f = s.forces[force];
  switch (COUNTIES[county].reward) {
    case 'upgrade':
    case 'upgradeMarkers':
      return upgradeTargets(s, force, 'owned').length > 0 ? null : text('la.warn.noUpgrade');
    case 'knight':
      return f.reserve.includes(1) ? null : text('la.warn.noRecruit');
    case 'build':
    case 'buildGold':
      return isAlly(s, force) || s.players[force].built.some((b) => !b) ? null : text('la.warn.allBuilt');
    case 'passage':
      return s.conflicts.some((_, slot) => spaceOnCard(s, force, slot) >= 0) ? null : text('la.warn.noPassage');
    default:
      return null;
  }
}

export function chooseCounty(s: LancasterState, task: ChoiceTask, choice: string, log: Log): void {
  const county = countyName(task.county);
  const force = forceName(s, task.force, true);
  switch (choice) {
    case 'noble':
      say(log, text('la.log.countyNoble', { force, county }));
      takeNoble(s, task.force, task.county, log);
      break;
    case 'reward':
      say(log, text('la.log.countyReward', { force, county }));
      reward(s, task, log);
      break;
    case 'both':
      say(log, text('la.log.countyBoth', { force, county }));
      pay(s, task.seat, BOTH_PRICE, 0, text('la.why.both', { county }), log);
      takeNoble(s, task.force, task.county, log);
      reward(s, task, log);
      break;
    default:
      // neither; the knight still goes home.
      say(log, text('la.log.countyNeither', { force, county }));
  }
}

/** §7.3 and, for an ally, AL-10: the reward's parts, free gains at once and choices as prompts. */
function reward(s: LancasterState, task: ChoiceTask, log: Log): void {
  const { seat, force, county } = task;
  const c = COUNTIES[county];
  const ally = isAlly(s, force);
  const label = text('la.why.countyReward', { county: countyName(county) });
  // AL-10: the parts an ally cannot use are lost.
  const lostForAlly = (what: Text) => say(log, text('la.log.lostForAlly', { what }));
  const upgradeTask: Task = { t: 'upgrade', seat, force, why: 'county', label };
  const aTile = text('la.anExtension');
  switch (c.reward) {
    case 'squires3':
      if (ally) lostForAlly(goodsText(0, 3));
      else gain(s, seat, 0, 3, 0, label, log);
      break;
    case 'gold3':
      if (ally) lostForAlly(goodsText(3, 0));
      else gain(s, seat, 3, 0, 0, label, log);
      break;
    case 'upgrade':
      s.tasks.unshift(upgradeTask);
      break;
    case 'upgradeMarkers':
      if (ally) lostForAlly(goodsText(0, 0, 2));
      else gain(s, seat, 0, 0, 2, label, log);
      s.tasks.unshift(upgradeTask);
      break;
    case 'knight':
      recruit(s, force, log, label);
      break;
    case 'build':
      if (ally) lostForAlly(aTile);
      else s.tasks.unshift({ t: 'build', seat, left: 1, label });
      break;
    case 'buildGold':
      if (ally) {
        lostForAlly(text('la.list', { items: listOf([aTile, goodsText(2, 0)]) }));
        break;
      }
      gain(s, seat, 2, 0, 0, label, log);
      s.tasks.unshift({ t: 'build', seat, left: 1, label });
      break;
    case 'passage':
      s.tasks.unshift({ t: 'passage', seat, force, county });
      break;
    case 'surrey':
      if (ally) lostForAlly(goodsText(2, 2));
      else gain(s, seat, 2, 2, 0, label, log);
      break;
  }
}

/** every card that can take the knight under LA-13, in either row, or `pass`. */
export function passageOptions(s: LancasterState, task: PassageTask): string[] {
  const cards = s.conflicts.flatMap((card, slot) => (card && spaceOnCard(s, task.force, slot) >= 0 ? [`passage ${card.id}`] : []));
  return cards.length > 0 ? [...cards, 'pass'] : [];
}

/** no card can take the knight. */
export function passageLost(): Text {
  return text('la.log.passageLost');
}

/** the Hampshire knight crosses to a conflict without a favour tile; its squires are lost. */
export function crossToFrance(s: LancasterState, task: PassageTask, words: string[], log: Log): void {
  if (words[0] === 'pass') {
    say(log, text('la.log.declinePassage', { force: forceName(s, task.force, true) }));
    return;
  }
  const c = s.counties[task.county];
  const slot = s.conflicts.findIndex((card) => card?.id === words[1]);
  if (!c.knight || slot < 0) return;
  const knight = c.knight;
  c.knight = null;
  const space = joinConflict(s, task.force, knight.strength, slot);
  say(log, text('la.log.passage', { ...forceArgs(s, task.force), n: knight.strength, conflict: conflictAt(words[1]), space, squires: knight.squires }));
}

/** LA-23: the knight returns to court and its squires go to the supply (unless it crossed, R-14). */
export function countyHome(s: LancasterState, county: number, log: Log): void {
  const c = s.counties[county];
  if (!c.knight) return;
  const knight = c.knight;
  c.knight = null;
  toCourt(s, knight.force, knight.strength);
  say(log, text('la.log.home', { ...forceArgs(s, knight.force), county: countyName(county), squires: knight.squires }));
}

/** LA-24: any seat, himself included. */
export function startOptions(s: LancasterState): string[] {
  return Array.from({ length: s.seats }, (_, seat) => `start ${seat}`);
}

/** LA-24 / R-15: the marker passes at once. */
export function chooseStart(s: LancasterState, seat: number, next: number, log: Log): void {
  s.startPlayer = next;
  say(log, text('la.log.start', { player: seatRef(seat), next: seatRef(next) }));
}
