import { BATTLEMENTS, BRIDGE, EAST, ENTRANCE, NORMANS, WEST, type Kind } from '../data';
import type { SenorView } from '../view';
import { mendArrangement } from './arrangement';
import { cappedCount, firstListed, normanWarriors, zoneIndex } from './read';
import { price } from './rounds';
import { threatened } from './threat';

/*
 * D6, the Norman movement step: hold the tower (Z4, Z5 cancel a hit a round and need a siege
 * structure, SG-7), fullest where the Frisians can come this turn, with the priest (SG-13) and
 * Chrysagon there for their cancels. Each call makes one move that brings the board closer to
 * that need (a count per zone that our own moves do not change), so the step ends.
 */

const CAP = 10;
/** Where warriors go once the tower is full or lost: the Bridge has a cancel, the Plains none. */
const FALLBACK: readonly number[] = [BRIDGE, EAST, WEST];

/** How many warriors each map zone should hold (index by zone). */
function warriorNeed(view: SenorView): number[] {
  const need = view.zones.map(() => 0);
  let left = view.zones.reduce((n, z) => n + normanWarriors(z), 0);
  const tower = [ENTRANCE, BATTLEMENTS].filter((z) => !view.zones[z].controlled);
  const hot = tower.filter((z) => threatened(view, z));
  if (tower.length === 2 && hot.length === 1) {
    need[hot[0]] = Math.min(CAP, left);
    left -= need[hot[0]];
  } else if (tower.length === 2) {
    need[ENTRANCE] = Math.min(CAP, Math.ceil(left / 2));
    left -= need[ENTRANCE];
  }
  for (const z of [...tower, ...FALLBACK]) {
    if (view.zones[z].controlled) continue;
    const n = Math.min(CAP - need[z], left);
    need[z] += n;
    left -= n;
  }
  return need;
}

/** The zone the priest and Chrysagon should stand in: the most needed threatened zone. */
function keyZone(view: SenorView, need: readonly number[]): number {
  const ranked = [ENTRANCE, BATTLEMENTS, ...FALLBACK].filter((z) => need[z] > 0);
  return ranked.find((z) => threatened(view, z)) ?? ranked[0] ?? ENTRANCE;
}

function zoneOf(view: SenorView, kind: Kind): number {
  return view.zones.findIndex((z) => z.normans.some((p) => p.kind === kind));
}

/** The pieces to send from `from` to `to`: the strongest into a threatened zone, the weakest otherwise. */
function kindToSend(view: SenorView, from: number, to: number, chrysagonStays: boolean): Kind | null {
  const kinds = [...new Set(view.zones[from].normans.map((p) => p.kind as Kind))].filter(
    (k) => k !== 'guard' && k !== 'priest' && !(k === 'chrysagon' && chrysagonStays),
  );
  kinds.sort((a, b) => price(NORMANS, a) - price(NORMANS, b));
  if (threatened(view, to)) kinds.reverse();
  return kinds[0] ?? null;
}

export function normanMove(view: SenorView, actions: readonly string[]): string {
  const mend = mendArrangement(view, actions);
  if (mend) return mend;
  const need = warriorNeed(view);
  const key = keyZone(view, need);
  const chrysagon = zoneOf(view, 'chrysagon');
  const priest = zoneOf(view, 'priest');
  const count = view.zones.map((z) => cappedCount(z, NORMANS));
  const chrysagonGoes = chrysagon >= 0 && chrysagon !== key && !threatened(view, chrysagon) && count[key] < need[key];
  const sel = view.selection;
  if (sel) {
    const from = zoneIndex(sel.from);
    if (sel.piece === 'priest' || sel.piece === 'chrysagon') return firstListed(actions, [`to ${view.zones[key].zone} 1`]) ?? 'back';
    const to = need.findIndex((n, z) => count[z] < n && z !== from);
    if (to < 0) return 'back';
    const wanted = Math.min(count[from] - need[from], need[to] - count[to], sel.count);
    const sizes = Array.from({ length: wanted }, (_, i) => `to ${view.zones[to].zone} ${wanted - i}`);
    return firstListed(actions, sizes) ?? 'back';
  }
  if (chrysagonGoes) {
    const go = firstListed(actions, [`move chrysagon ${view.zones[chrysagon].zone}`]);
    if (go) return go;
  }
  for (let from = 0; from < need.length; from++) {
    if (count[from] <= need[from]) continue;
    const to = need.findIndex((n, z) => count[z] < n && z !== from);
    const kind = to >= 0 ? kindToSend(view, from, to, chrysagon === from) : null;
    const go = kind && firstListed(actions, [`move ${kind} ${view.zones[from].zone}`]);
    if (go) return go;
  }
  if (priest >= 0 && priest !== key && normanWarriors(view.zones[key]) > 0) {
    const go = firstListed(actions, [`move priest ${view.zones[priest].zone}`]);
    if (go) return go;
  }
  return firstListed(actions, ['done']) ?? actions[0];
}
