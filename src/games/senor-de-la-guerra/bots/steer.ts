import { FRISIANS, REARGUARD, ZONES, type Kind } from '../data';
import type { SenorView } from '../view';
import { cappedCount, countsIn, firstListed, zoneIndex, type Counts } from './read';

/*
 * D7: one command at a time towards a Frisian plan (a count per kind for every zone). A group is
 * picked only when it has somewhere to go that the plan wants and the cap allows (SG-5), so a
 * pick is never put back; a piece in excess with nowhere wanted to go waits in the Rearguard.
 */

const CAP = 10;

function room(view: SenorView, zone: number): number {
  return ZONES[zone].cap === null ? Infinity : CAP - cappedCount(view.zones[zone], FRISIANS);
}

export function steerFrisians(view: SenorView, plan: readonly Counts[], actions: readonly string[]): string {
  const now = view.zones.map((z) => countsIn(z, FRISIANS));
  const excess = (z: number, k: Kind) => (now[z][k] ?? 0) - (plan[z][k] ?? 0);
  const sel = view.selection;
  if (sel) {
    const from = zoneIndex(sel.from);
    const kind = sel.piece as Kind;
    const spare = Math.min(excess(from, kind), sel.count);
    if (spare <= 0) return 'back';
    for (let to = 0; to < now.length; to++) {
      const want = Math.min(spare, -excess(to, kind), room(view, to));
      if (to === from || want <= 0) continue;
      const go = firstListed(actions, Array.from({ length: want }, (_, i) => `to ${view.zones[to].zone} ${want - i}`));
      if (go) return go;
    }
    return firstListed(actions, [`to ${view.zones[REARGUARD].zone} ${spare}`]) ?? 'back';
  }
  const stuck: string[] = [];
  for (let from = 0; from < now.length; from++) {
    for (const kind of Object.keys(now[from]) as Kind[]) {
      if (excess(from, kind) <= 0) continue;
      const pick = `move ${kind} ${view.zones[from].zone}`;
      if (now.some((_, to) => to !== from && excess(to, kind) < 0 && room(view, to) > 0)) {
        const go = firstListed(actions, [pick]);
        if (go) return go;
      } else if (from !== REARGUARD && now.some((_, to) => excess(to, kind) < 0)) stuck.push(pick);
    }
  }
  // Pieces the plan wants where there is no room yet make way through the Rearguard.
  return firstListed(actions, [...stuck, 'done']) ?? actions[0];
}
