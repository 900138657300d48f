import { listOf, text } from '../../engine/text';
import { allied, armiesIn, friendlyArmies, friendlyToSeat, leaderSeat, leadersIn } from './board';
import { AREA } from './data/map';
import { COUNTER, COUNTRY_WORD, TYPE_ORDER } from './data/counters';
import { battleDie } from './data/tables';
import { roll } from './dice';
import { armyName, leaderName, who } from './names';
import type { Battle, KdState, Log, Roll, SideName } from './state';

/** Field battles (KD-26 to KD-33, R-31, R-32, R-51): who fights, dice, totals. */

export const SIDES: readonly SideName[] = ['att', 'def'];

export function sideIndex(side: SideName): 0 | 1 {
  return side === 'att' ? 0 : 1;
}

export function otherSide(side: SideName): SideName {
  return side === 'att' ? 'def' : 'att';
}

/** KD-43 / KD-65 / R-15 / R-53: phasing armies that may attack (not vacillating, not under Royal Death). */
export function canAttack(s: KdState, id: string): boolean {
  const a = s.armies[id];
  if (!s.slot || !s.slot.actors.includes(a.ctl) || s.slot.stuck.includes(id)) return false;
  return !(a.role === 'own' && (s.act?.royalDeath ?? []).includes(COUNTER[id].country as never));
}

/** the enemy armies in an area, split into groups hostile to each other. */
export function enemyGroups(s: KdState, area: string): string[][] {
  const actors = s.slot?.actors ?? [];
  const phasing = armiesIn(s, area).filter((id) => actors.includes(s.armies[id].ctl));
  const enemies = armiesIn(s, area).filter((id) => !actors.includes(s.armies[id].ctl) && !phasing.some((p) => friendlyArmies(s, s.armies[p], s.armies[id])));
  const groups: string[][] = [];
  for (const id of enemies) {
    const g = groups.find((x) => friendlyArmies(s, s.armies[x[0]], s.armies[id]));
    if (g) g.push(id);
    else groups.push([id]);
  }
  return groups;
}

/** the defending side's leader: most armies there, ties to the better initiative; -1 for the Automaton. */
export function sideLeader(s: KdState, armies: readonly string[]): number {
  const seats = [...new Set(armies.map((id) => s.armies[id].ctl))];
  if (seats.includes(-1)) return -1;
  const count = (seat: number) => armies.filter((id) => s.armies[id].ctl === seat).length;
  return seats.sort((a, b) => count(b) - count(a) || s.initiative.indexOf(a) - s.initiative.indexOf(b))[0];
}

/** The word naming an enemy group in `battle <area> <word>`: its side leader's country or its minor. */
export function groupWord(s: KdState, armies: readonly string[]): string {
  const leader = sideLeader(s, armies);
  const c = leader >= 0 ? (s.country[leader] as string) : COUNTER[armies[0]].country;
  return COUNTRY_WORD[c as keyof typeof COUNTRY_WORD];
}

/** Starts a battle: both sides' pieces, revealed to everyone (A-11). */
export function newBattle(s: KdState, area: string, defenders: string[]): Battle {
  const actors = s.slot?.actors ?? [];
  const attackers = armiesIn(s, area).filter((id) => canAttack(s, id));
  const attSeats = actors.filter((x) => attackers.some((id) => s.armies[id].ctl === x));
  const defLeader = sideLeader(s, defenders);
  const defSeats = [defLeader, ...new Set(defenders.map((id) => s.armies[id].ctl).filter((x) => x !== defLeader))];
  const leadersOf = (seats: number[]) => leadersIn(s, area).filter((l) => seats.some((x) => x >= 0 && (leaderSeat(s, l) === x || allied(s, leaderSeat(s, l), x))));
  return {
    area,
    seats: [attSeats, defSeats],
    armies: [attackers, defenders],
    leaders: [leadersOf(attSeats), defLeader >= 0 ? leadersOf(defSeats) : []],
    round: 1,
    lost: {},
    carry: [0, 0],
    mods: [0, 0],
    surprise: 0,
    ambush: 0,
    revolted: [],
    bribed: {},
    dead: [[], []],
    rolls: {},
    stage: 'cr',
    first: null,
    fought: [...new Set([...attSeats, ...defSeats.filter((x) => x >= 0)])],
    retreated: null,
  };
}

/** The armies fighting on a side now: its own still there (not revolted or bribed away) and those bribed over. */
export function fighters(s: KdState, b: Battle, side: SideName): string[] {
  const i = sideIndex(side);
  const own = b.armies[i].filter((id) => s.armies[id].at === b.area && !b.revolted.includes(id) && !(id in b.bribed));
  const over = Object.keys(b.bribed).filter((id) => b.bribed[id] === side && s.armies[id].at === b.area && !b.revolted.includes(id));
  return [...own, ...over];
}

/** §6: a side's dice in the order phalanx, chariot, infantry, militia, then counter id. */
export function diceOrder(ids: readonly string[]): string[] {
  return [...ids].sort((x, y) => TYPE_ORDER.indexOf(COUNTER[x].type) - TYPE_ORDER.indexOf(COUNTER[y].type) || (x < y ? -1 : x > y ? 1 : 0));
}

/** KD-27 / KD-28 step 2: one die per army, by type and the battle area's terrain. */
export function rollSide(s: KdState, b: Battle, side: SideName): Roll {
  const hills = AREA[b.area].terrain === 'H';
  const sides = diceOrder(fighters(s, b, side)).map((id) => battleDie(COUNTER[id].type, hills));
  return { who: side, sides, dice: sides.map((n) => roll(s, n)) };
}

export function strength(s: KdState, id: string): number {
  const c = COUNTER[id];
  return s.armies[id].reduced && c.reduced !== null ? c.reduced : c.full;
}

/** KD-28 step 3 / R-9 / R-11: dice (each modified, never below 0) + strengths + carried hits. */
export function sideTotal(s: KdState, b: Battle, side: SideName): number {
  const i = sideIndex(side);
  const r = b.rolls[side];
  const dice = (r?.dice ?? []).reduce((sum, d) => sum + Math.max(0, d + b.mods[i]), 0);
  const str = fighters(s, b, side).reduce((sum, id) => sum + strength(s, id), 0);
  return dice + str + b.carry[i];
}

export function revealLine(s: KdState, b: Battle) {
  const side = (i: 0 | 1) =>
    listOf([...b.leaders[i].map((l) => leaderName(l)), ...diceOrder(b.armies[i]).map((id) => armyName(id, s.armies[id].reduced))]);
  return text('kd.log.battle', { area: text(`kd.area.${b.area}`), att: who(s.country[b.seats[0][0]] ?? null, b.seats[0][0]), def: who(b.seats[1][0] >= 0 ? (s.country[b.seats[1][0]] ?? null) : null, b.seats[1][0]), attackers: side(0), defenders: side(1) });
}

export function rollLine(s: KdState, b: Battle, side: SideName, log: Log): void {
  const r = b.rolls[side];
  const seat = b.seats[sideIndex(side)][0];
  log.push({ text: text('kd.log.dice', { who: who(seat >= 0 ? (s.country[seat] ?? null) : null, seat), dice: listOf(r?.dice ?? []) }) });
}

/** Whether the side still has any army of its own in the battle area. */
export function sideStands(s: KdState, b: Battle, side: SideName): boolean {
  return fighters(s, b, side).length > 0;
}

/** Seat of a side for decisions, and whether an army is friendly to a retreating side. */
export function friendlyToSide(s: KdState, b: Battle, side: SideName, id: string): boolean {
  const seat = b.seats[sideIndex(side)][0];
  return seat >= 0 ? friendlyToSeat(s, seat, s.armies[id]) : s.armies[id].ctl === -1;
}
