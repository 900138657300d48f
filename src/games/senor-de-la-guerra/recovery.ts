import { text } from '../../engine/text';
import { GUARD_RECOVERY_COST, NORMANS } from './data';
import { change } from './pieces';
import { say, type Log, type SenorState } from './state';
import { playerOf, zoneT } from './words';

/** SG-10: zones whose dead guard the Norman may pay to return (its own zone, not controlled). */
export function recoverable(s: SenorState): number[] {
  if (s.courage[NORMANS] < GUARD_RECOVERY_COST) return [];
  return s.pieces.filter((p) => p.side === NORMANS && p.kind === 'guard' && p.status === 'dead' && !s.controlled[p.zone]).map((p) => p.zone);
}

/** SG-10 / R-17: D5, at most one guard per turn. */
export function recoverGuard(s: SenorState, zone: number, log: Log): void {
  const g = s.pieces.find((p) => p.side === NORMANS && p.kind === 'guard' && p.status === 'dead' && p.zone === zone);
  if (g) {
    change(s, g, { status: 'map' });
    s.courage[NORMANS] -= GUARD_RECOVERY_COST;
    say(log, text('sg.log.recover', { player: playerOf(s, NORMANS), cost: GUARD_RECOVERY_COST, to: zoneT(zone, 'to') }));
  }
  s.phase = 'norman-move';
}
