import { copy } from './shared';
import type { KdState } from './state';

/**
 * The state `apply` changes into the next one (the given state is never touched). It copies only
 * what the rules change in place; the rest it shares with the given state, which is safe because
 * that part is either copied before its first change (the army records, control, fort, leaders,
 * minors and the frames of the stack: army-index.ts, shared.ts) or never changed in place at all,
 * only replaced (hands, the cup, played markers, port refusals, auto-passes, the track, the
 * slot and the Action phase). tests/games/king-david/untouched.test.ts checks it over whole
 * games. Written out by hand because it runs on every command.
 */
export function cloneState(s: KdState): KdState {
  return {
    rng: { ...s.rng },
    seats: s.seats,
    short: s.short,
    country: [...s.country],
    inPlay: [...s.inPlay],
    turn: s.turn,
    actionsBegun: s.actionsBegun,
    phase: s.phase,
    // The frames, control, fort, leaders and minors are shared until the clone's first change to each (shared.ts).
    stack: [...s.stack],
    // Shared until the clone's first change (army-index.ts setArmy), with their index.
    armies: s.armies,
    leaders: s.leaders,
    control: s.control,
    fort: s.fort,
    food: [...s.food],
    res: [...s.res],
    // Never changed in place: replaced, with each seat's list (shared.ts setSeatList).
    hands: s.hands,
    cup: s.cup,
    played: s.played,
    minors: s.minors,
    alliances: s.alliances.map((x) => ({ ...x })),
    pastAllies: [...s.pastAllies],
    noPorts: s.noPorts,
    initiative: [...s.initiative],
    // Never changed in place: a new track, or a new chit in a new track (chits.ts, handfate.ts).
    track: s.track,
    chitCup: [...s.chitCup],
    setAside: [...s.setAside],
    autopass: s.autopass,
    raids: s.raids.map((r) => ({ ...r })),
    arks: s.arks,
    // Never changed in place: replaced by a changed copy (movement.ts, markers.ts, steps/action.ts).
    act: s.act,
    slot: s.slot,
    battle: copy(s.battle),
    siege: copy(s.siege),
    captives: [...s.captives],
    result: copy(s.result),
  };
}

