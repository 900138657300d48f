import { AREA, AREAS } from '../data/map';
import type { AreaView, KdView, PieceView, StackView } from '../view';
import { isHills } from './map';
import { addForces, forceOf, guessForce, isArmy, NO_FORCE, type Force } from './odds';

/**
 * The seat's reading of its view: its own pieces per area, who is friend or foe (KD glossary,
 * R-43), the forces it sees or must guess (A-2: others' stacks are counts), control and levels.
 * Built once per decision; every question the bots ask of the board goes through it.
 */

export interface Board {
  view: KdView;
  seat: number;
  /** The seat's country ("PHI"); "" before it has one. */
  country: string;
  /** The seat's formal allies. */
  allies: ReadonlySet<number>;
  area: Readonly<Record<string, AreaView>>;
  /** The seat's own pieces (its country's, and the minor armies it controls) by area. */
  mine: ReadonlyMap<string, PieceView[]>;
  /** Stacks hostile to the seat, by area. */
  foes: ReadonlyMap<string, StackView[]>;
  /** Countries of the players, by seat. */
  countries: readonly (string | null)[];
}

function defenceOf(view: KdView, stack: StackView): boolean {
  const m = view.minors.find((x) => x.id === stack.country);
  return !!m && m.status === 'invaded' && m.defender === stack.seat;
}

export function readBoard(view: KdView, seat: number): Board {
  const allies = new Set<number>();
  for (const x of view.alliances) {
    if (x.a === seat) allies.add(x.b);
    if (x.b === seat) allies.add(x.a);
  }
  const mine = new Map<string, PieceView[]>();
  const foes = new Map<string, StackView[]>();
  const area: Record<string, AreaView> = {};
  for (const a of view.areas) {
    area[a.id] = a;
    for (const st of a.stacks) {
      if (st.seat === seat) mine.set(a.id, [...(mine.get(a.id) ?? []), ...(st.pieces ?? [])]);
      // a minor's defence is hostile to all but its controller, an ally's other stacks are friends.
      else if (st.seat < 0 || !allies.has(st.seat) || defenceOf(view, st)) foes.set(a.id, [...(foes.get(a.id) ?? []), st]);
    }
  }
  const countries = view.players.map((p) => p.country);
  return { view, seat, country: countries[seat] ?? '', allies, area, mine, foes, countries };
}

/** The seat's own armies in an area. */
export function myArmies(b: Board, area: string): PieceView[] {
  return (b.mine.get(area) ?? []).filter(isArmy);
}

/** The hostile force in an area: exact where the seat sees the pieces, else guessed from counts. */
export function foeForce(b: Board, area: string): Force {
  let f = NO_FORCE;
  for (const st of b.foes.get(area) ?? []) f = addForces(f, st.pieces ? forceOf(st.pieces, isHills(area)) : guessForce(st.country, st.count, isHills(area)));
  return f;
}

export function hasFoes(b: Board, area: string): boolean {
  return (b.foes.get(area)?.length ?? 0) > 0;
}

/** Friendly armies in an area (own and allies'; an ally's hidden count is taken whole). */
export function friendlyArmies(b: Board, area: string): number {
  let n = 0;
  for (const st of b.area[area].stacks) {
    if (st.seat === b.seat) n += (st.pieces ?? []).filter(isArmy).length;
    else if (b.allies.has(st.seat) && !b.foes.get(area)?.includes(st)) n += st.pieces ? st.pieces.filter(isArmy).length : st.count;
  }
  return n;
}

/** The seat of the player whose country is `country`, or -1 (a minor, Jebus, the Neutral areas). */
export function seatOfCountry(b: Board, country: string): number {
  return b.countries.indexOf(country);
}

export function minorOf(b: Board, area: string): KdView['minors'][number] | undefined {
  const c = AREA[area].country;
  return b.view.minors.find((m) => m.id === c);
}

/** Whether the seat or an ally holds the area. */
export function friendlyHeld(b: Board, area: string): boolean {
  const holder = seatOfCountry(b, b.area[area].control);
  return holder === b.seat || b.allies.has(holder);
}

/** Cities the seat holds, home or taken. */
export function myCities(b: Board): string[] {
  return AREAS.filter((a) => a.city && b.area[a.id].control === b.country).map((a) => a.id);
}

/** Whether the seat may not enter the area (R-43, KD-79: a minor whose defence it or an ally runs). */
export function barred(b: Board, area: string): boolean {
  const m = minorOf(b, area);
  if (!m) return false;
  return m.status === 'invaded' && m.defender !== null && m.defender >= 0 && (m.defender === b.seat || b.allies.has(m.defender));
}

/** Whether entering the area would invade a minor nobody has entered yet (KD-77, R-60). */
export function untouchedMinor(b: Board, area: string): boolean {
  return minorOf(b, area)?.status === 'inactive';
}
