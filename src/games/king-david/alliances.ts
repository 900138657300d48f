import { text } from '../../engine/text';
import { who } from './names';
import { pairKey, type Alliance, type KdState, type Log } from './state';
import { setSeatList } from './shared';

/** Formal alliances (KD-13, A-3, A-4, R-48, R-50). */

export function allianceOf(s: KdState, a: number, b: number) {
  const key = pairKey(a, b);
  return s.alliances.find((x) => pairKey(x.a, x.b) === key);
}

/** a player may be in only one joint arrangement per turn. */
export function jointOf(s: KdState, seat: number) {
  return s.alliances.find((x) => x.joint && (x.a === seat || x.b === seat));
}

/** one joint arrangement per player (the pair's own current one aside). */
export function jointAllowed(s: KdState, a: number, b: number): boolean {
  const own = (j: Alliance | undefined) => !j || pairKey(j.a, j.b) === pairKey(a, b);
  return own(jointOf(s, a)) && own(jointOf(s, b));
}

export function form(s: KdState, a: number, b: number, joint: boolean, host: number | null, log: Log): void {
  s.alliances.push({ a, b, joint, host: joint ? host : null, breaking: false });
  s.pastAllies.push(pairKey(a, b));
  log.push({ text: text('kd.log.allied', { a: who(s.country[a] ?? null, a), b: who(s.country[b] ?? null, b), mode: modeText(s, joint, host) }) });
}

export function modeText(s: KdState, joint: boolean, host: number | null) {
  return joint && host !== null ? text('kd.mode.joint', { host: who(s.country[host] ?? null, host) }) : text('kd.mode.separate');
}

/** broken alliances end now (the end of the phase, or at once during Diplomacy). */
export function breakAlliances(s: KdState, log: Log): void {
  for (const x of s.alliances.filter((y) => y.breaking)) {
    log.push({ text: text('kd.log.allianceEnds', { a: who(s.country[x.a] ?? null, x.a), b: who(s.country[x.b] ?? null, x.b) }) });
  }
  s.alliances = s.alliances.filter((y) => !y.breaking);
  // permissions between former allies no longer matter.
  for (let i = 0; i < s.seats; i++) setSeatList(s, 'noPorts', i, s.noPorts[i].filter((j) => s.alliances.some((x) => pairKey(x.a, x.b) === pairKey(i, j))));
}

/** KD-18 / R-50: the Action slots, in initiative order, allies acting jointly at the host's place. */
export function slotsInOrder(s: KdState): number[][] {
  const slots: number[][] = [];
  for (const seat of s.initiative) {
    const j = jointOf(s, seat);
    if (!j) slots.push([seat]);
    else if (j.host === seat) slots.push([seat, j.a === seat ? j.b : j.a]);
  }
  return slots;
}
