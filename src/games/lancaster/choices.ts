import { COUNTIES, EXTENSIONS } from './data';
import { locName, parseLoc, upgrade, upgradeTargets } from './knights';
import { forceName, isAlly, say, seatName, type LancasterState, type Log, type Task } from './state';

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
export function upgradeLost(s: LancasterState, task: UpgradeTask): string {
  return `${forceName(s, task.force)} has no knight that can be upgraded: the upgrade is lost (${task.label}, R-4)`;
}

export function doUpgrade(s: LancasterState, task: UpgradeTask, words: string[], log: Log): void {
  if (words[0] === 'pass') {
    say(log, `${forceName(s, task.force)} declines the upgrade (${task.label})`);
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

export function nobleLost(): string {
  return 'No nobleman tile can be taken: the favour is lost (R-9)';
}

/**
 * LA-22 / R-10: the county's top noble goes to the player's first free round-table seat; an ally's
 * noble leaves the game instead (AL-8, AL-10, R-33).
 */
export function takeNoble(s: LancasterState, force: number, county: number, why: string, log: Log): void {
  s.counties[county].nobles--;
  const title = COUNTIES[county].title;
  if (isAlly(s, force)) {
    say(log, `${seatName(force % s.seats)} removes a ${title} noble from the game for the ally (${why})`);
    return;
  }
  const p = s.players[force];
  p.nobles.push(county);
  say(log, `${seatName(force)} seats the ${title} noble at round-table seat ${p.nobles.length} (${why})`);
}

export function doNoble(s: LancasterState, task: NobleTask, words: string[], log: Log): void {
  if (words[0] === 'pass') {
    say(log, `${forceName(s, task.force)} declines the nobleman tile (R-5)`);
    return;
  }
  const county = COUNTIES.findIndex((c) => c.name === words[1]);
  if (county >= 0) takeNoble(s, task.force, county, "King's favour kf6", log);
}

/** any unbuilt tile of the player's stock. */
export function buildOptions(s: LancasterState, task: BuildTask): string[] {
  const tiles = EXTENSIONS.flatMap((x, i) => (s.players[task.seat].built[i] ? [] : [`build ${x.id}`]));
  return tiles.length > 1 ? [...tiles, 'pass'] : tiles;
}

export function buildLost(task: BuildTask): string {
  return `${seatName(task.seat)} has built all six extension tiles: the tile is lost (${task.label}, R-4)`;
}

export function build(s: LancasterState, seat: number, tile: number, why: string, log: Log): void {
  s.players[seat].built[tile] = true;
  const x = EXTENSIONS[tile];
  say(log, `${seatName(seat)} builds extension ${x.id} (${x.name}: ${x.text}) (${why})`);
}

export function doBuild(s: LancasterState, task: BuildTask, words: string[], log: Log): void {
  if (words[0] === 'pass') {
    say(log, `${seatName(task.seat)} declines to build (${task.label})`);
    return;
  }
  build(s, task.seat, EXTENSIONS.findIndex((x) => x.id === words[1]), task.label, log);
  if (task.left > 1) s.tasks.unshift({ ...task, left: task.left - 1 });
}
