import { allied, armiesIn, friendlyArmies, leaderFriendly, leadersIn } from './board';
import { AREA } from './data/map';
import { COUNTER, LEADER, STACK_LIMIT } from './data/counters';
import type { Army, KdState } from './state';

/** Retreats (KD-26, KD-31, KD-32, R-33, R-51, R-65): where a retreating side may go, and whether all of it fits. */

/**
 * adjacent areas (never across =JX or by sea) with no armies hostile to the retreating
 * ones, not entered by their enemies during this Action phase, and not a minor's area unless the
 * retreating player is its ally or invader; minor-defence armies stay inside their minor.
 */
export function retreatAreas(s: KdState, from: string, lead: Army, seat: number, checkEntries: boolean): string[] {
  const entries = s.act?.entered[from] ?? [];
  return AREA[from].adj
    .filter((e) => e.kind !== 'impassable')
    .map((e) => e.to)
    .filter((x) => {
      if (armiesIn(s, x).some((id) => !friendlyArmies(s, lead, s.armies[id]))) return false;
      if (checkEntries && entries.some((en) => en.from === x && en.seat !== seat && !(seat >= 0 && allied(s, seat, en.seat) && lead.role !== 'defence'))) return false;
      const m = s.minors[AREA[x].country];
      if (lead.role === 'defence') return m !== undefined && AREA[x].country === AREA[from].country;
      if (!m || m.status === 'conquered') return true;
      return (m.status === 'allied' && m.ally === seat) || (m.status === 'invaded' && m.invader === seat);
    });
}

/** KD-20 room for the retreating armies in an area, counting leaders already sent there. */
export function retreatRoom(s: KdState, lead: Army, seat: number, area: string): number {
  let best = 0;
  if (seat >= 0 && lead.role !== 'defence') for (const l of leadersIn(s, area)) if (leaderFriendly(s, seat, l)) best = Math.max(best, LEADER[l].rating);
  return STACK_LIMIT + best - armiesIn(s, area).filter((id) => friendlyArmies(s, lead, s.armies[id])).length;
}

/** Whether every army still to retreat fits, with the leaders still to go sent where they add most. */
export function retreatFits(s: KdState, lead: Army, seat: number, areas: readonly string[], armies: number, leaders: readonly string[]): boolean {
  const room = new Map(areas.map((a) => [a, Math.max(0, retreatRoom(s, lead, seat, a))]));
  const best = new Map(areas.map((a) => [a, Math.max(0, ...leadersIn(s, a).filter((l) => seat >= 0 && leaderFriendly(s, seat, l)).map((l) => LEADER[l].rating))]));
  for (const l of [...leaders].sort((x, y) => LEADER[y].rating - LEADER[x].rating)) {
    let pick: string | null = null;
    let gain = 0;
    for (const a of areas) {
      const g = Math.max(0, LEADER[l].rating - (best.get(a) as number));
      if (g > gain) {
        gain = g;
        pick = a;
      }
    }
    if (pick) {
      room.set(pick, (room.get(pick) as number) + gain);
      best.set(pick, LEADER[l].rating);
    }
  }
  let total = 0;
  for (const v of room.values()) total += v;
  return total >= armies;
}

/**
 * The army whose friendships and limits decide a retreat: a minor-defence army if there is one
 * (then the whole side stays inside the minor, KD-78), else the first army of the pieces.
 */
export function leadArmy(s: KdState, pieces: readonly string[]): Army | null {
  const id = pieces.find((p) => COUNTER[p] && s.armies[p].role === 'defence') ?? pieces.find((p) => COUNTER[p]);
  return id ? s.armies[id] : null;
}
