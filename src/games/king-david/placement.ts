import { allied, areaSeat, armiesIn, enemyArmiesIn, enemyControlled, friendlyArmies, leaderFriendly, leadersIn, setArmy } from './board';
import { AREA, AREA_ORDER, AREAS, areasOf, type CountryId } from './data/map';
import { COUNTER, LEADER, STACK_LIMIT } from './data/counters';
import type { PlaceFrame } from './frames';
import type { Army, KdState } from './state';
import { setLeader } from './shared';

/**
 * Where pieces may be placed (KD-8 set-up, KD-74 builds, KD-76 rebuilding, KD-77 minor forces,
 * KD-48 raiders, A-5 ransomed leaders, R-23 leaders who escape, R-52 recruits). Pure reads.
 */

/** cities first, in §5.1 order, then the other areas in §5.1 order. */
export function defaultOrder(areas: readonly string[]): string[] {
  return [...areas].sort((a, b) => (AREA[a].city ? 0 : 1) - (AREA[b].city ? 0 : 1) || AREA_ORDER[a] - AREA_ORDER[b]);
}

/** The army `id` as it will stand once placed (controller and role come from the frame). */
export function placedArmy(s: KdState, f: PlaceFrame, id: string): Army {
  return { at: null, reduced: false, ctl: f.seat, role: roleFor(s, f, id) };
}

function roleFor(s: KdState, f: PlaceFrame, id: string): Army['role'] {
  if (f.rule === 'raid') return 'raider';
  if (f.rule === 'minor' || f.rule === 'rebuild') return s.minors[COUNTER[id].country]?.status === 'allied' ? 'ally' : 'defence';
  return s.armies[id]?.role ?? 'own';
}

/** KD-20 for an army about to be placed: armies friendly to it, against 4 plus a friendly leader. */
export function roomFor(s: KdState, army: Army, area: string): number {
  let best = 0;
  if (army.ctl >= 0 && army.role !== 'defence') {
    for (const l of leadersIn(s, area)) if (leaderFriendly(s, army.ctl, l)) best = Math.max(best, LEADER[l].rating);
  }
  const friends = armiesIn(s, area).filter((id) => friendlyArmies(s, army, s.armies[id])).length;
  return STACK_LIMIT + best - friends;
}

function homeCities(country: string): string[] {
  return areasOf(country as CountryId)
    .filter((a) => a.city)
    .map((a) => a.id);
}

/** KD-74: controlled home city areas, and home areas adjacent to one; never enemy-held or enemy-occupied. */
export function buildAreas(s: KdState, seat: number): string[] {
  const country = s.country[seat] as string;
  const cities = homeCities(country).filter((a) => s.control[a] === country);
  const out = new Set<string>(cities);
  for (const c of cities) for (const e of AREA[c].adj) if (AREA[e.to].country === country && e.kind !== 'impassable') out.add(e.to);
  return [...out].filter((a) => !enemyControlled(s, seat, a) && enemyArmiesIn(s, seat, a).length === 0);
}

/**
 * KD-76: the minor's cities it still holds and that are not under siege, with their neighbours
 * free of enemy units and enemy control (R-44: an ally's minor armies may stand outside it).
 */
export function rebuildAreas(s: KdState, minor: string, ctl: number): string[] {
  // Neutral territory (Jebus, the Neutral areas) is nobody's: never enemy control (§0.3).
  const friendlyHolder = (a: string) =>
    s.control[a] === minor || s.control[a] === 'JEB' || s.control[a] === 'NEU' || areaSeat(s, a) === ctl || (ctl >= 0 && allied(s, ctl, areaSeat(s, a)));
  const unit: Army = { at: null, reduced: false, ctl, role: s.minors[minor]?.status === 'allied' ? 'ally' : 'defence' };
  const hostile = (a: string) => armiesIn(s, a).some((id) => !friendlyArmies(s, unit, s.armies[id]));
  const cities = homeCities(minor).filter((a) => s.control[a] === minor && !hostile(a));
  const out = new Set<string>(cities);
  for (const c of cities) for (const e of AREA[c].adj) if (e.kind !== 'impassable') out.add(e.to);
  // KD-78: a minor's defence stays inside its borders; only an ally's armies may stand outside.
  const inside = s.minors[minor]?.status !== 'allied';
  return [...out].filter((a) => friendlyHolder(a) && !hostile(a) && (!inside || AREA[a].country === minor));
}

/** The areas where the next piece of the frame may go, before the stacking check. */
function candidates(s: KdState, f: PlaceFrame): string[] {
  switch (f.rule) {
    case 'setup':
      return areasOf(f.country as CountryId).map((a) => a.id);
    case 'minor':
    case 'raid':
      return areasOf(f.country as CountryId).map((a) => a.id);
    case 'rebuild':
      return rebuildAreas(s, f.country, f.seat);
    case 'build':
      return buildAreas(s, f.seat);
    case 'recruit':
      return f.areas ?? [];
    case 'fate':
      return f.areas ?? [];
    case 'ransom':
    case 'home': {
      const country = s.country[f.seat] as string;
      const own = AREAS.filter((a) => armiesIn(s, a.id).some((id) => s.armies[id].ctl === f.seat && s.armies[id].role === 'own' && COUNTER[id].country === country)).map((a) => a.id);
      return [...new Set([...homeCities(country).filter((a) => s.control[a] === country && enemyArmiesIn(s, f.seat, a).length === 0), ...own])];
    }
  }
}

/** Legal areas for the next piece, in the default order of A-16. */
export function placeAreas(s: KdState, f: PlaceFrame): string[] {
  const piece = f.pieces[0];
  if (piece === undefined) return [];
  const all = candidates(s, f);
  if (LEADER[piece]) {
    // leaders set up in home cities; they never count against stacking.
    return defaultOrder(f.rule === 'setup' ? all.filter((a) => AREA[a].city) : all);
  }
  const army = placedArmy(s, f, piece);
  const fits = all.filter((a) => roomFor(s, army, a) > 0);
  if (f.rule !== 'setup') return defaultOrder(fits);
  // KD-8: home cities first; only the excess goes to areas next to a home city, then to any.
  const cities = fits.filter((a) => AREA[a].city);
  if (cities.length) return defaultOrder(cities);
  const near = fits.filter((a) => AREA[a].adj.some((e) => AREA[e.to].city && AREA[e.to].country === f.country));
  return defaultOrder(near.length ? near : fits);
}

/** Puts a piece on the map with the frame's controller and role. */
export function putPiece(s: KdState, f: PlaceFrame, piece: string, area: string): void {
  if (LEADER[piece]) {
    setLeader(s, piece, { at: area, status: 'map' });
    return;
  }
  const army = placedArmy(s, f, piece);
  setArmy(s, piece, { at: area, reduced: s.armies[piece].reduced, ctl: army.ctl, role: army.role, ...(f.raid !== undefined ? { raid: f.raid } : {}) });
}

