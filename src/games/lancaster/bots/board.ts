import { ROUNDS } from '../data';
import type { CardView, ForceView, LancasterView, PlayerView } from '../view';

/*
 * What a bot reads off its seat's view, in the rulings' terms. Everything here comes from the
 * view (the seat's own purse, the public board); nothing reaches for the state.
 */

/** A force as the view names it: a seat, and whether it is that seat's ally (§4). */
export interface ForceRef {
  seat: number;
  ally: boolean;
}

/** A conflict card and its row: a bottom-row card is at its second attempt (LA-32). */
export interface Slot {
  card: CardView;
  bottom: boolean;
}

/** The knights of a force: the player's own, or his ally's. */
export function forceView(v: LancasterView, f: ForceRef): ForceView | null {
  const p = v.players[f.seat];
  return f.ally ? p.ally : p;
}

/** Rounds still to come after this one (1.1: five rounds). */
export function roundsAfter(v: LancasterView): number {
  return ROUNDS - v.round;
}

/** The cards on the board, bottom row first: the order in which they are resolved (LA-27). */
export function cards(v: LancasterView): Slot[] {
  const out: Slot[] = [];
  v.conflicts.bottom.forEach((card) => card && out.push({ card, bottom: true }));
  v.conflicts.top.forEach((card) => card && out.push({ card, bottom: false }));
  return out;
}

/** The strengths of a force's deployed knights (§0.3, R-18): counties, castle spaces, conflicts. */
export function deployedStrengths(v: LancasterView, f: ForceRef): number[] {
  const out: number[] = [];
  for (const c of v.counties) if (c.knight && c.knight.seat === f.seat && c.knight.ally === f.ally) out.push(c.knight.strength);
  const fv = forceView(v, f);
  if (fv) for (const k of Object.values(fv.castle)) if (k !== null) out.push(k);
  for (const { card } of cards(v)) {
    for (const x of card.spaces) if (x && x.seat === f.seat && x.ally === f.ally) out.push(...x.knights);
  }
  return out;
}

/** LW-2: counties holding one of the player's own knights. */
export function countiesHeld(v: LancasterView, seat: number): number {
  return v.counties.filter((c) => c.knight && c.knight.seat === seat && !c.knight.ally).length;
}

/** LW-2: conflict cards with at least one of the player's own knights. */
export function conflictsJoined(v: LancasterView, seat: number): number {
  return cards(v).filter(({ card }) => card.spaces.some((x) => x && x.seat === seat && !x.ally)).length;
}

/** Whether a player holds the noble of a county (by its letter): R-6, one of each. */
export function holdsNoble(p: PlayerView, letter: string): boolean {
  return p.nobles.includes(letter);
}

/**
 * The other forces that will still place this round: every one with a knight at court gets a turn
 * again before the phase ends (LA-8), whatever its place in the turn order.
 */
export function laterForces(v: LancasterView, seat: number): ForceRef[] {
  const out: ForceRef[] = [];
  for (const p of v.players) {
    if (p.seat !== seat && p.court.length > 0) out.push({ seat: p.seat, ally: false });
    if (p.ally && p.ally.court.length > 0 && p.seat !== seat) out.push({ seat: p.seat, ally: true });
  }
  return out;
}
