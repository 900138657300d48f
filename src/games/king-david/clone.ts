import { shareArmies } from './board';
import type { KdState, Leader, MinorState } from './state';

/** A deep copy of plain data (the small records of the step in progress). */
function copy<T>(x: T): T {
  if (Array.isArray(x)) return x.map(copy) as T;
  if (x === null || typeof x !== 'object') return x;
  const out: Record<string, unknown> = {};
  for (const k in x) out[k] = copy((x as Record<string, unknown>)[k]);
  return out as T;
}

/**
 * A deep copy for `apply` (the given state is never touched). Written out by hand because it
 * runs on every command and is several times faster than a generic clone.
 */
export function cloneState(s: KdState): KdState {
  const leaders: Record<string, Leader> = {};
  for (const id in s.leaders) leaders[id] = { at: s.leaders[id].at, status: s.leaders[id].status };
  const minors: Record<string, MinorState> = {};
  for (const id in s.minors) minors[id] = { ...s.minors[id] };
  return {
    rng: { ...s.rng },
    seats: s.seats,
    short: s.short,
    country: [...s.country],
    inPlay: [...s.inPlay],
    turn: s.turn,
    actionsBegun: s.actionsBegun,
    phase: s.phase,
    stack: copy(s.stack),
    // Shared until the clone's first change (board.ts setArmy), with their area index.
    armies: shareArmies(s),
    leaders,
    control: { ...s.control },
    fort: { ...s.fort },
    food: [...s.food],
    res: [...s.res],
    hands: s.hands.map((h) => [...h]),
    cup: [...s.cup],
    played: [...s.played],
    minors,
    alliances: s.alliances.map((x) => ({ ...x })),
    pastAllies: [...s.pastAllies],
    noPorts: s.noPorts.map((x) => [...x]),
    initiative: [...s.initiative],
    track: s.track.map((c) => ({ kind: c.kind, faceUp: c.faceUp, knownTo: [...c.knownTo] })),
    chitCup: [...s.chitCup],
    setAside: [...s.setAside],
    autopass: s.autopass.map((x) => [...x]),
    raids: s.raids.map((r) => ({ ...r })),
    arks: s.arks,
    act: copy(s.act),
    slot: copy(s.slot),
    battle: copy(s.battle),
    siege: copy(s.siege),
    captives: [...s.captives],
    result: copy(s.result),
  };
}

