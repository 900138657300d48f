import { seatRef, text, type Text } from '../../engine/text';
import { COUNTIES, EXTENSIONS } from './data';
import { locName, parseLoc, upgrade, upgradeTargets } from './knights';
import { countyName, extensionEffect, extensionName } from './names';
import { controller, forceName, isAlly, say, type LancasterState, type Log, type Task } from './state';

/*
 * Decisions shared by several rules: which knight to upgrade, which noble to take
 * (R-10, AL-8) and which extension tile to build. Every one of them may be declined with
 * `pass`; a free gain with a single possibility is taken without asking (AS-8).
 */

type UpgradeTask = Extract<Task, { t: 'upgrade' }>;
type NobleTask = Extract<Task, { t: 'noble' }>;
type BuildTask = Extract<Task, { t: 'build' }>;

function upgradeScope(why: UpgradeTask['why']): 'owned' | 'deployed' | 'three' {
  // L01 upgrades a deployed knight; L10 only exchanges the deployed 3 for the 4; the rest any owned one.
  if (why === 'l01') return 'deployed';
  if (why === 'l10') return 'three';
  return 'owned';
}

export function upgradeOptions(s: LancasterState, task: UpgradeTask): string[] {
  const targets = upgradeTargets(s, task.force, upgradeScope(task.why));
  if (targets.length === 0) return [];
  return [...targets.map((k) => `upgrade ${k.strength} ${locName(s, task.force, k.loc)}`), 'pass'];
}

/** Said when an upgrade has no target. */
export function upgradeLost(s: LancasterState, task: UpgradeTask): Text {
  return text('la.log.upgradeLost', { force: forceName(s, task.force, true), why: task.label });
}

export function doUpgrade(s: LancasterState, task: UpgradeTask, words: string[], log: Log): void {
  if (words[0] === 'pass') {
    say(log, text('la.log.declineUpgrade', { force: forceName(s, task.force, true), why: task.label }));
    return;
  }
  const loc = parseLoc(s, task.force, words[2]);
  if (loc) upgrade(s, task.force, Number(words[1]), loc, log, task.label);
}

/** counties with a tile left whose noble the player lacks; for an ally, any (AL-8). */
function nobleChoices(s: LancasterState, force: number): number[] {
  const out: number[] = [];
  s.counties.forEach((c, county) => {
    if (c.nobles === 0) return;
    if (!isAlly(s, force) && s.players[force].nobles.includes(county)) return;
    out.push(county);
  });
  return out;
}

export function nobleOptions(s: LancasterState, task: NobleTask): string[] {
  const counties = nobleChoices(s, task.force).map((c) => `noble ${COUNTIES[c].name}`);
  // AS-8: a player's single possible noble is a free gain; an ally's removal is always a choice.
  if (counties.length === 0 || (counties.length === 1 && !isAlly(s, task.force))) return counties;
  return [...counties, 'pass'];
}

/** the tile is taken, its effect lost. */
export function nobleLost(): Text {
  return text('la.log.nobleLost');
}

/**
 * LA-22 / R-10: the county's top noble goes to the player's first free round-table seat; an ally's
 * noble leaves the game instead (AL-8, AL-10, R-33).
 */
export function takeNoble(s: LancasterState, force: number, county: number, log: Log): void {
  s.counties[county].nobles--;
  if (isAlly(s, force)) {
    say(log, text('la.log.nobleRemoved', { player: seatRef(controller(s, force)), county: countyName(county) }));
    return;
  }
  const p = s.players[force];
  p.nobles.push(county);
  say(log, text('la.log.nobleSeated', { player: seatRef(force), county: countyName(county), n: p.nobles.length }));
}

export function doNoble(s: LancasterState, task: NobleTask, words: string[], log: Log): void {
  if (words[0] === 'pass') {
    // any part of a reward may be declined.
    say(log, text('la.log.declineNoble', { force: forceName(s, task.force, true) }));
    return;
  }
  const county = COUNTIES.findIndex((c) => c.name === words[1]);
  if (county >= 0) takeNoble(s, task.force, county, log);
}

/** any unbuilt tile of the player's stock. */
export function buildOptions(s: LancasterState, task: BuildTask): string[] {
  const tiles = EXTENSIONS.flatMap((x, i) => (s.players[task.seat].built[i] ? [] : [`build ${x.id}`]));
  return tiles.length > 1 ? [...tiles, 'pass'] : tiles;
}

/** nothing left to build. */
export function buildLost(task: BuildTask): Text {
  return text('la.log.buildLost', { player: seatRef(task.seat), why: task.label });
}

export function build(s: LancasterState, seat: number, tile: number, why: Text, log: Log): void {
  s.players[seat].built[tile] = true;
  say(log, text('la.log.build', { player: seatRef(seat), ext: extensionName(tile), effect: extensionEffect(tile), why }));
}

export function doBuild(s: LancasterState, task: BuildTask, words: string[], log: Log): void {
  if (words[0] === 'pass') {
    say(log, text('la.log.declineBuild', { player: seatRef(task.seat), why: task.label }));
    return;
  }
  build(s, task.seat, EXTENSIONS.findIndex((x) => x.id === words[1]), task.label, log);
  if (task.left > 1) s.tasks.unshift({ ...task, left: task.left - 1 });
}
