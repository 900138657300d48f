import { seedRng } from '../../engine/rng';
import type { SetupOptions } from '../../engine/types';
import { AREAS } from './data/map';
import { COUNTERS, countriesInPlay, LEADERS } from './data/counters';
import { MARKER_IDS } from './data/tables';
import { advance } from './flow';
import { minorsInGame } from './minors';
import type { KdState, Log, MinorState } from './state';

/** The state before anything is rolled (KD-5, KD-11), with the set-up steps still to run. */
export function initialState(o: SetupOptions): KdState {
  const seats = o.seats;
  const inPlay = countriesInPlay(seats);
  const short = typeof o.options?.short === 'number' ? o.options.short : null;
  const minors: Record<string, MinorState> = {};
  for (const m of minorsInGame(inPlay)) minors[m] = { status: 'inactive', ally: null, invader: null, defender: null, barredUntil: 0 };
  return {
    rng: seedRng(o.seed),
    seats,
    short,
    country: Array.from({ length: seats }, () => null),
    inPlay,
    turn: 0,
    actionsBegun: 0,
    phase: 0,
    stack: [{ k: 'turn', stage: 'start' }, { k: 'setup', idx: -1 }, { k: 'countries', order: [], idx: 0 }],
    armies: Object.fromEntries(COUNTERS.map((c) => [c.id, { at: null, reduced: false, ctl: -1, role: 'own' as const }])),
    leaders: Object.fromEntries(LEADERS.map((l) => [l.id, { at: null, status: 'out' as const }])),
    control: Object.fromEntries(AREAS.map((a) => [a.id, a.country])),
    // KD-11 / R-54: set-up levels from the start, level 1 elsewhere, Jerusalem 2.
    fort: Object.fromEntries(AREAS.filter((a) => a.city).map((a) => [a.id, a.city?.fort as number])),
    food: Array.from({ length: seats }, () => 0),
    res: Array.from({ length: seats }, () => 0),
    hands: Array.from({ length: seats }, () => []),
    // KD-5: every event marker in the cup.
    cup: [...MARKER_IDS],
    played: [],
    minors,
    alliances: [],
    pastAllies: [],
    noPorts: Array.from({ length: seats }, () => []),
    initiative: Array.from({ length: seats }, (_, i) => i),
    track: [],
    chitCup: [],
    setAside: [],
    autopass: Array.from({ length: seats }, () => []),
    raids: [],
    arks: 0,
    act: null,
    slot: null,
    battle: null,
    siege: null,
    captives: [],
    result: null,
  };
}

/**
 * The game up to the first decision, KD-6's country choice; the d10 rolls that set the choosing
 * order go into `log` (A-1: every roll is logged, set-up included).
 */
export function setup(o: SetupOptions, log: Log = []): KdState {
  const s = initialState(o);
  advance(s, log);
  return s;
}
