import { text } from '../../engine/text';
import { armiesIn, friendlyToSeat, leaderFriendly, leaderSeat, leadersIn } from './board';
import { AREA, areasOf } from './data/map';
import { COUNTER, LEADER } from './data/counters';
import { push } from './handler';
import { leaderName } from './names';
import type { Army, KdState, Log } from './state';
import { setLeader } from './shared';

/** Leaders' fate, capture and escape (KD-23, KD-33, KD-34, R-22 to R-25). */

/** KD-23 / R-24: a lone leader in a city his country holds is inside it. */
export function insideCity(s: KdState, leader: string): boolean {
  const at = s.leaders[leader].at as string;
  return !!AREA[at].city && s.control[at] === LEADER[leader].country;
}

/** Whether the leader has armies of his side with him. */
export function accompanied(s: KdState, leader: string): boolean {
  const seat = leaderSeat(s, leader);
  return armiesIn(s, s.leaders[leader].at as string).some((id) => friendlyToSeat(s, seat, s.armies[id]));
}

/**
 * when enemy armies enter or are placed in an area whose only pieces of a player are
 * leaders, each such leader not inside his own city makes the fate roll.
 */
export function loneLeaderFates(s: KdState, by: Army, area: string, inSection: boolean): void {
  for (const l of leadersIn(s, area)) {
    const owner = leaderSeat(s, l);
    const friend = by.ctl >= 0 && by.role !== 'defence' ? leaderFriendly(s, by.ctl, l) : owner === by.ctl;
    if (friend || accompanied(s, l) || insideCity(s, l)) continue;
    if (s.stack.some((f) => f.k === 'fate' && f.leader === l)) continue;
    push(s, { k: 'fate', leader: l, stage: 'roll', roll: 0, window: inSection });
  }
}

/** the nearest areas (over passable land edges) holding an army of the leader's own country. */
export function nearestStacks(s: KdState, leader: string): string[] {
  const country = LEADER[leader].country;
  const start = s.leaders[leader].at as string;
  const has = (a: string) => armiesIn(s, a).some((id) => COUNTER[id].country === country && s.armies[id].role === 'own');
  const seen = new Set([start]);
  let frontier = [start];
  while (frontier.length) {
    const found = frontier.filter(has);
    if (found.length) return found;
    const next: string[] = [];
    for (const a of frontier) {
      for (const e of AREA[a].adj) {
        if (e.kind === 'impassable' || seen.has(e.to)) continue;
        seen.add(e.to);
        next.push(e.to);
      }
    }
    frontier = next;
  }
  return [];
}

/** failing a stack, the controlled home cities. */
export function homeCitiesHeld(s: KdState, leader: string): string[] {
  const country = LEADER[leader].country;
  return areasOf(country)
    .filter((a) => a.city && s.control[a.id] === country)
    .map((a) => a.id);
}

export function capture(s: KdState, leader: string, log: Log): void {
  setLeader(s, leader, { at: null, status: 'captive' });
  if (!s.captives.includes(leader)) s.captives.push(leader);
  log.push({ text: text('kd.log.captured', { leader: leaderName(leader) }) });
}

export function kill(s: KdState, leader: string, log: Log): void {
  setLeader(s, leader, { at: null, status: 'dead' });
  log.push({ text: text('kd.log.killed', { leader: leaderName(leader) }) });
}

/** enemy leaders inside a city that falls are captured, with no fate roll. */
export function captureInside(s: KdState, area: string, taker: number, log: Log): void {
  for (const l of leadersIn(s, area)) if (!leaderFriendly(s, taker, l)) capture(s, l, log);
}
