import type { Text } from '../../engine/text';
import { allied, leaderSeat } from './board';
import { AREA_ORDER, AREAS } from './data/map';
import { COUNTER, LEADER, type CounterData, type PlayerCountry } from './data/counters';
import { COST, markerKind, MULTIPLIER_TENTHS, THRESHOLD, type ChitKind, type WindowType } from './data/tables';
import { activeSeats } from './flow';
import { top } from './handler';
import { handlerOf } from './handlers';
import { helpFor } from './help';
import type { Army, Battle, KdState, Siege } from './state';
import { allowance, landMoves, orderCost, seaMoves } from './moves';
import { productionByCountry } from './steps/income';
import { armiesIn, poolArmies } from './army-index';
import { allVictoryPoints } from './victory';

/**
 * What a seat (null: a spectator) may see (A-2), laid out for a map board: per area the control,
 * city level and the stacks (in full for the viewer's own and his formal allies', as counts per
 * country for the others); the engagement in progress in full; the phase track, initiative,
 * stocks, VP against thresholds, alliances, captured leaders and ransoms; the viewer's own hand,
 * pool and auto-pass settings.
 */

export interface PieceView {
  id: string;
  /** "C", "P", "I", "M" for armies, "L" for leaders. */
  type: string;
  strength: number;
  /** Full-side strength and reduced-side strength (null for 1-step counters and leaders). */
  full: number;
  reduced: number | null;
  isReduced: boolean;
}

/**
 * the pieces of one country under one controller in an area, armies and leaders together:
 * everyone sees how many; only the controller and his formal allies see which (leaders included).
 */
export interface StackView {
  country: string;
  /** The controlling seat, -1 for the Neutral Automaton. */
  seat: number;
  count: number;
  /** Only for the controller and his formal allies. */
  pieces: PieceView[] | null;
}

export interface AreaView {
  id: string;
  control: string;
  level: number | null;
  stacks: StackView[];
}

export interface KdView {
  you: number | null;
  turn: number;
  phase: number;
  short: number | null;
  track: { space: number; chit: ChitKind | null; faceUp: boolean }[];
  chitsInCup: number;
  markersInCup: number;
  initiative: number[];
  players: {
    seat: number;
    country: string | null;
    food: number;
    res: number;
    vp: number;
    threshold: number | null;
    multiplier: number | null;
    markers: number;
    /** what the areas it controls now produce per Harvest and per Resource phase (no markers). */
    production: { food: number; res: number };
  }[];
  alliances: { a: number; b: number; joint: boolean; host: number | null; breaking: boolean; portsAtoB: boolean; portsBtoA: boolean }[];
  minors: { id: string; status: string; ally: number | null; invader: number | null; defender: number | null }[];
  areas: AreaView[];
  raids: { seat: number; minor: string; left: number }[];
  played: number[];
  /** KD-34 / A-5: captured leaders, the country that owes the ransom, and the ransom due. */
  captives: { leader: string; country: string; ransom: number }[];
  dead: string[];
  royalDeath: string[];
  vacillating: string[];
  slot: { actors: number[] } | null;
  battle: BattleView | null;
  siege: SiegeView | null;
  /** The step in progress: whose decision it is, or "reactions pending" in a marker window. */
  step: { kind: string; window: WindowType | null; seats: number[] };
  prompt: Text;
  /** "What can I do now?" on the map, for this viewer. */
  help: Text;
  /**
   * The move order being made: where the group stands, its path so far and, for the
   * mover and his formal allies, its members; others see only where it is and how many.
   */
  order: {
    seat: number;
    from: string;
    at: string;
    count: number;
    members: PieceView[] | null;
    spent: Record<string, number> | null;
    /** KD-21 / R-26: each member's allowance in this group (with its members, for the same seats). */
    allowance: Record<string, number> | null;
    /** KD-19 / R-29: the MP the costliest member pays to enter each area the group may enter next. */
    costs: Record<string, number> | null;
  } | null;
  /** The viewer's own: hand, pool, auto-pass settings. */
  hand: number[] | null;
  pool: Record<string, number> | null;
  autopass: WindowType[] | null;
}

export interface SideView {
  seats: number[];
  armies: PieceView[];
  leaders: string[];
  /** KD-30: hits carried on the side's marker. */
  hits: number;
  dice: number[];
}

export interface BattleView {
  area: string;
  round: number;
  attacker: SideView;
  defender: SideView;
  surprise: number;
  ambush: number;
  revolted: string[];
  bribed: string[];
}

export interface SiegeView {
  area: string;
  round: number;
  level: number;
  besiegers: PieceView[];
  hits: number;
  cityHits: number;
  dice: number[];
  cityDice: number[];
}

function piece(s: KdState, id: string): PieceView {
  if (LEADER[id]) return { id, type: 'L', strength: LEADER[id].rating, full: LEADER[id].rating, reduced: null, isReduced: false };
  return armyPiece(id, COUNTER[id], s.armies[id]);
}

function armyPiece(id: string, c: CounterData, a: Army): PieceView {
  const red = a.reduced && c.reduced !== null;
  return { id, type: c.type, strength: red ? (c.reduced as number) : c.full, full: c.full, reduced: c.reduced, isReduced: red };
}

/** a stack's contents reach its controller and his formal allies only. */
function sees(s: KdState, viewer: number | null, controller: number): boolean {
  return viewer !== null && controller >= 0 && (viewer === controller || allied(s, viewer, controller));
}

/** Each area's stacks, by its position in AREAS. */
function stacks(s: KdState, viewer: number | null): StackView[][] {
  const seen = new Map<number, boolean>();
  const stackIn = (list: StackView[], country: string, seat: number): StackView => {
    for (const x of list) if (x.country === country && x.seat === seat) return x;
    let visible = seen.get(seat);
    if (visible === undefined) seen.set(seat, (visible = sees(s, viewer, seat)));
    const st: StackView = { country, seat, count: 0, pieces: visible ? [] : null };
    list.push(st);
    return st;
  };
  // The army index, area by area, instead of a walk over some 200 counters (most of a view's
  // time): each area's list is in counter order, the record's own, so each stack lists its pieces
  // in the same order as the walk did. Each counter's records are looked up once.
  const out = AREAS.map((area) => {
    const list: StackView[] = [];
    for (const id of armiesIn(s, area.id)) {
      const a = s.armies[id];
      const c = COUNTER[id];
      const st = stackIn(list, c.country, a.ctl);
      st.count++;
      st.pieces?.push(armyPiece(id, c, a));
    }
    return list;
  });
  for (const id in s.leaders) {
    const l = s.leaders[id];
    if (l.status !== 'map' || !l.at) continue;
    const st = stackIn(out[AREA_ORDER[l.at]], LEADER[id].country, leaderSeat(s, id));
    st.count++;
    st.pieces?.push(piece(s, id));
  }
  // In a fixed order: where a stack first appears must not tell whether it holds armies or a leader only.
  for (const list of out) if (list.length > 1) list.sort((x, y) => x.seat - y.seat || (x.country < y.country ? -1 : x.country > y.country ? 1 : 0));
  return out;
}

function sideView(s: KdState, b: Battle, i: 0 | 1): SideView {
  return {
    seats: b.seats[i],
    armies: b.armies[i].filter((id) => s.armies[id].at === b.area).map((id) => piece(s, id)),
    leaders: b.leaders[i],
    hits: b.carry[i],
    dice: b.rolls[i === 0 ? 'att' : 'def']?.dice ?? [],
  };
}

function battleView(s: KdState, b: Battle | null): BattleView | null {
  if (!b) return null;
  return { area: b.area, round: b.round, attacker: sideView(s, b, 0), defender: sideView(s, b, 1), surprise: b.surprise, ambush: b.ambush, revolted: b.revolted, bribed: Object.keys(b.bribed) };
}

function siegeView(s: KdState, g: Siege | null): SiegeView | null {
  if (!g) return null;
  return {
    area: g.area,
    round: g.round,
    level: s.fort[g.area],
    besiegers: g.armies.filter((id) => s.armies[id].at === g.area).map((id) => piece(s, id)),
    hits: g.carry[0],
    cityHits: g.carry[1],
    dice: g.rolls.att?.dice ?? [],
    cityDice: g.rolls.city?.dice ?? [],
  };
}

function orderView(s: KdState, viewer: number | null): KdView['order'] {
  // The movement frame may lie under a marker window or a roll-off that interrupts the order.
  const f = [...s.stack].reverse().find((x) => x.k === 'movement');
  if (!f || f.k !== 'movement' || !f.order) return null;
  const o = f.order;
  const full = sees(s, viewer, f.seat);
  if (!full) return { seat: f.seat, from: o.from, at: o.at, count: o.members.length, members: null, spent: null, allowance: null, costs: null };
  const costs: Record<string, number> = {};
  const worst = (c: { foot: number | null; chariots: number | null }) => Math.max(c.foot ?? 0, c.chariots ?? 0);
  for (const a of landMoves(s, f.seat, o)) costs[a] = worst(orderCost(o, a, false));
  for (const a of seaMoves(s, f.seat, o)) costs[a] ??= worst(orderCost(o, a, true));
  return {
    seat: f.seat,
    from: o.from,
    at: o.at,
    count: o.members.length,
    members: o.members.map((m) => piece(s, m)),
    spent: { ...o.spent },
    allowance: Object.fromEntries(o.members.map((m) => [m, allowance(s, o.members, m)])),
    costs,
  };
}

/** the owner's pool, as counts per kind of counter ("P43": 2). */
function poolView(s: KdState, seat: number): Record<string, number> {
  const out: Record<string, number> = {};
  // The pool from the army index (in counter order, as a walk over the record would find it).
  for (const id of poolArmies(s, s.country[seat] as string)) {
    const c = COUNTER[id];
    const key = `${c.type}${c.full}${c.reduced ?? ''}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

export function view(s: KdState, viewer: number | null): KdView {
  const f = top(s);
  const byArea = stacks(s, viewer);
  const own = viewer !== null && viewer >= 0 && viewer < s.seats;
  const vps = allVictoryPoints(s);
  const produced = productionByCountry(s);
  return {
    you: viewer,
    turn: s.turn,
    phase: s.phase,
    short: s.short,
    track: s.track.map((c, i) => ({ space: i + 1, chit: c.faceUp || (viewer !== null && c.knownTo.includes(viewer)) ? c.kind : null, faceUp: c.faceUp })),
    chitsInCup: s.chitCup.length,
    markersInCup: s.cup.length,
    initiative: s.initiative,
    players: Array.from({ length: s.seats }, (_, seat) => {
      const c = s.country[seat] as PlayerCountry | null;
      return {
        seat,
        country: c,
        food: s.food[seat],
        res: s.res[seat],
        vp: c ? vps[seat] : 0,
        threshold: c ? THRESHOLD[c] : null,
        multiplier: c ? MULTIPLIER_TENTHS[c] / 10 : null,
        markers: s.hands[seat].length,
        production: { food: (c && produced.get(c)?.food) || 0, res: (c && produced.get(c)?.res) || 0 },
      };
    }),
    alliances: s.alliances.map((x) => ({ a: x.a, b: x.b, joint: x.joint, host: x.host, breaking: x.breaking, portsAtoB: !s.noPorts[x.a].includes(x.b), portsBtoA: !s.noPorts[x.b].includes(x.a) })),
    minors: Object.entries(s.minors).map(([id, m]) => ({ id, status: m.status, ally: m.ally, invader: m.invader, defender: m.defender })),
    areas: AREAS.map((a, i) => ({ id: a.id, control: s.control[a.id], level: a.city ? s.fort[a.id] : null, stacks: byArea[i] })),
    raids: s.raids.map((r) => ({ seat: r.seat, minor: r.minor, left: r.left })),
    played: s.played.map(markerKind),
    captives: s.captives.map((l) => ({ leader: l, country: LEADER[l].country, ransom: COST.ransomPerRating * LEADER[l].rating })),
    dead: Object.keys(s.leaders).filter((l) => s.leaders[l].status === 'dead'),
    royalDeath: s.act?.royalDeath ?? [],
    vacillating: s.slot?.vacillating ?? [],
    slot: s.slot ? { actors: s.slot.actors } : null,
    battle: battleView(s, s.battle),
    siege: siegeView(s, s.siege),
    step: f ? { kind: f.k, window: f.k === 'window' ? f.type : null, seats: f.k === 'window' ? [] : activeSeats(s) } : { kind: 'over', window: null, seats: [] },
    prompt: f ? handlerOf(f).prompt(s, f, viewer) : { key: 'kd.prompt.over' },
    help: helpFor(s, viewer),
    order: orderView(s, viewer),
    hand: own ? s.hands[viewer as number].map(markerKind).sort((x, y) => x - y) : null,
    pool: own && s.country[viewer as number] ? poolView(s, viewer as number) : null,
    autopass: own ? s.autopass[viewer as number] : null,
  };
}
