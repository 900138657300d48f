import { randomInt, seedRng, shuffle } from '../../engine/rng';
import type { SetupOptions } from '../../engine/types';
import {
  ALLY_CASTLE_IDS,
  ALLY_START_COURT,
  CASTLE_SLOT_IDS,
  CONFLICTS,
  CONFLICTS_PER_ROUND,
  COUNTIES,
  EXTENSIONS,
  FAVOURS,
  KNIGHTS,
  LAW_GROUPS,
  LAW_SLOTS,
  LAWS,
  NOBLES_PER_COUNTY,
  START_COURT,
  START_GOLD,
  START_MARKERS,
  START_SQUIRES,
  STRONG_CONFLICTS,
} from './data';
import { advance } from './flow';
import type { Force, LancasterState } from './state';

function newForce(court: readonly number[], slots: number): Force {
  const reserve = [...KNIGHTS];
  for (const k of court) reserve.splice(reserve.indexOf(k), 1);
  return { court: [...court], reserve, castle: Array.from({ length: slots }, () => null) };
}

/** LA-1 … LA-7, with the randomness of AS-2; then the secret first extension choice (AS-9). */
export function setup(o: SetupOptions): LancasterState {
  const n = o.seats;
  if (!Number.isInteger(n) || n < 2 || n > 5) throw new RangeError(`Lancaster is for 2 to 5 players, not ${n}`);
  const allies = n === 2;
  const rng = seedRng(o.seed);
  // LA-7: random start player.
  const startPlayer = randomInt(rng, n);
  // §3.1: each law group shuffled on its own, group 0 on top.
  const lawDeck: string[] = [];
  for (let g = 0; g < LAW_GROUPS; g++) lawDeck.push(...shuffle(rng, LAWS.filter((l) => l.group === g).map((l) => l.id)));
  // 2–3 players leave out the two strongest cards.
  const cards = CONFLICTS.map((c) => c.id).filter((id) => n >= 4 || !STRONG_CONFLICTS.includes(id));
  const conflictDeck = shuffle(rng, cards);
  const forces: Force[] = Array.from({ length: n }, () => newForce(START_COURT, CASTLE_SLOT_IDS.length));
  if (allies) for (let i = 0; i < n; i++) forces.push(newForce(ALLY_START_COURT, ALLY_CASTLE_IDS.length));
  const s: LancasterState = {
    rng,
    seats: n,
    allies,
    round: 1,
    phase: 'setup',
    startPlayer,
    players: Array.from({ length: n }, () => ({
      gold: START_GOLD,
      squires: START_SQUIRES,
      markers: START_MARKERS,
      pp: 0,
      nobles: [],
      built: EXTENSIONS.map(() => false),
    })),
    forces,
    // LA-4: nobleman tiles by player count.
    counties: COUNTIES.map(() => ({ nobles: NOBLES_PER_COUNTY[n], knight: null })),
    conflicts: [null, null, null, null],
    conflictDeck,
    favour: FAVOURS.map(() => true),
    // LA-5: three current laws, then three proposals.
    laws: lawDeck.splice(0, LAW_SLOTS),
    proposals: lawDeck.splice(0, LAW_SLOTS).map((law) => ({ law, outcome: null, votes: null })),
    lawDeck,
    votes: Array.from({ length: n }, () => null),
    setupChoice: Array.from({ length: n }, () => null),
    castle: Array.from({ length: n }, () => null),
    castleLog: Array.from({ length: n }, () => []),
    turn: null,
    tasks: [{ t: 'setup' }],
    result: null,
  };
  // LA-6: two cards into the top row.
  for (let i = 0; i < CONFLICTS_PER_ROUND; i++) s.conflicts[i] = { id: s.conflictDeck.shift() ?? '', spaces: [null, null, null] };
  advance(s, []);
  return s;
}
