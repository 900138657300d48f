import { randomInt, seedRng, shuffle } from '../../engine/rng';
import type { SetupOptions } from '../../engine/types';
import {
  CASTLES_PER_SIDE,
  COLOURS,
  CUBES_PER_COLOUR,
  DIE_FACES,
  DISCS,
  RESERVE_ROLLS,
  SEGMENTS,
  SETUP_CUBES_PER_COLOUR,
} from './data';
import { advance } from './rules';
import { sideCount, type CarolusState, type Territory } from './state';

/** CM-1 … CM-4. Set-up crowns become `take` steps, asked from the start player clockwise. */
export function setup(o: SetupOptions): CarolusState {
  const n = o.seats;
  if (!Number.isInteger(n) || n < 2 || n > 4) {
    throw new RangeError(`Carolus Magnus is for 2 to 4 players, not ${n}`);
  }
  const rng = seedRng(o.seed);
  // CM-1: the emperor starts on a random territory.
  const emperor = randomInt(rng, SEGMENTS);
  // CM-2: 3 cubes of each colour, shuffled, one per territory; the rest is the centre.
  const bag: number[] = [];
  COLOURS.forEach((_, c) => {
    for (let i = 0; i < SETUP_CUBES_PER_COLOUR; i++) bag.push(c);
  });
  const placed = shuffle(rng, bag);
  const territories: Territory[] = placed.map((c, id) => {
    const cubes = [0, 0, 0, 0, 0];
    cubes[c] = 1;
    return { id, segments: [id], cubes, owner: null, castles: 0 };
  });
  const centre = COLOURS.map(() => CUBES_PER_COLOUR - SETUP_CUBES_PER_COLOUR);
  // CM-3: each reserve is rolled in groups of dice; a crown is a choice for later.
  const reserves: number[][] = [];
  const crownsBySeat: number[] = [];
  for (let seat = 0; seat < n; seat++) {
    const reserve = [0, 0, 0, 0, 0];
    let crowns = 0;
    for (const group of RESERVE_ROLLS[n]) {
      for (let d = 0; d < group; d++) {
        const face = DIE_FACES[randomInt(rng, DIE_FACES.length)];
        if (face === 'crown') {
          crowns++;
        } else {
          const c = COLOURS.indexOf(face);
          reserve[c]++;
          centre[c]--;
        }
      }
    }
    reserves.push(reserve);
    crownsBySeat.push(crowns);
  }
  // CM-4: random starting player.
  const startPlayer = randomInt(rng, n);
  const crowns: number[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (startPlayer + i) % n;
    for (let k = 0; k < crownsBySeat[seat]; k++) crowns.push(seat);
  }
  const s: CarolusState = {
    rng,
    seats: n,
    round: 1,
    phase: 'setup',
    step: { kind: 'none' },
    stage: 'done',
    startPlayer,
    // every player holds discs 1–5 from the start, set-up included (CM-5).
    hands: Array.from({ length: n }, () => [...DISCS]),
    discs: Array.from({ length: n }, () => null),
    discOrder: [],
    turnOrder: [],
    turn: 0,
    territories,
    emperor,
    courts: Array.from({ length: n }, () => [0, 0, 0, 0, 0]),
    reserves,
    control: COLOURS.map(() => null),
    supply: [],
    centre,
    played: 0,
    lastRoll: null,
    faces: [],
    crowns,
    emptyAtStart: false,
    castlesChanged: false,
    quietRounds: 0,
    result: null,
  };
  s.supply = Array.from({ length: sideCount(s) }, () => CASTLES_PER_SIDE[n]);
  advance(s, []);
  return s;
}
