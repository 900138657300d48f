import type { SideView } from '../view';
import type { Board } from './read';

/** The seat's part in the engagement in progress, as its view shows both sides. */

/** The seat's side of the battle and the other, or null when it has no armies there. */
export function battleSides(b: Board): { mine: SideView; theirs: SideView; att: boolean } | null {
  const bt = b.view.battle;
  if (!bt) return null;
  if (bt.attacker.seats.includes(b.seat)) return { mine: bt.attacker, theirs: bt.defender, att: true };
  if (bt.defender.seats.includes(b.seat)) return { mine: bt.defender, theirs: bt.attacker, att: false };
  return null;
}

export function besieging(b: Board): boolean {
  return !!b.view.siege && (b.view.slot?.actors ?? []).includes(b.seat);
}

export function besieged(b: Board): boolean {
  const g = b.view.siege;
  return !!g && b.area[g.area]?.control === b.country;
}
