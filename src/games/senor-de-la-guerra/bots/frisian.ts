import { BATTLEMENTS, DRACO_ARRIVES, EAST, ENTRANCE, WEST, BRIDGE } from '../data';
import type { SenorView } from '../view';
import { firstListed } from './read';

/*
 * The good bot's Frisian decisions outside the rounds and the movement step: the starting set
 * and the siege (SG-31). The Frisians need the tower for F2 and, once the outer zones
 * have fallen, for the Prince: the first turn takes the open ground, then a structure opens
 * the weaker tower zone.
 */

/** The Normans' weight in a zone, for choosing which tower zone to open. */
function strength(view: SenorView, zone: number): number {
  return view.zones[zone].normans.reduce((n, p) => n + (p.kind === 'priest' ? 0.5 : p.kind === 'guard' ? 0.3 : 1), 0);
}

/** D4: a tower structure from the second turn (or once the open ground is taken), the second one only for a much weaker zone. */
export function siege(view: SenorView, actions: readonly string[]): string {
  const outerDone = [EAST, WEST, BRIDGE].every((z) => view.zones[z].controlled);
  const ram = view.structures.ram;
  const ladders = view.structures.ladders;
  const e = strength(view, ENTRANCE);
  const b = strength(view, BATTLEMENTS);
  if (!ram && !ladders) {
    if (view.turn < 2 && !outerDone) return 'pass';
    const wanted = b + 2 < e ? ['build ladders', 'build ram'] : ['build ram', 'build ladders'];
    return firstListed(actions, wanted) ?? 'pass';
  }
  if (view.draco.position >= DRACO_ARRIVES - 2) return 'pass';
  if (ram && !ladders && !view.zones[ENTRANCE].controlled && b < 0.6 * e) return firstListed(actions, ['build ladders']) ?? 'pass';
  if (ladders && !ram && !view.zones[BATTLEMENTS].controlled && e < 0.6 * b) return firstListed(actions, ['build ram']) ?? 'pass';
  return 'pass';
}

/** D4: the peasants given up for a structure come from the Rearguard first (listed first), where they wait idle this turn. */
export function sacrifice(actions: readonly string[]): string {
  return actions[0];
}
