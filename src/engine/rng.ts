/**
 * Seeded RNG whose whole state is plain JSON, so it lives inside the game state, is snapshotted
 * with it and replays exactly. Algorithm: sfc32 (Chris Doty-Humphrey's Small Fast Chaotic PRNG).
 *
 * The functions that draw (`nextUint32`, `randomInt`, `shuffle`) advance the state object they are
 * given in place: call them only on a state the current `apply` has already copied.
 */

export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** Mixes any string into 128 bits (a MurmurHash3-style finaliser per 32-bit lane). */
function hash128(seed: string): [number, number, number, number] {
  let h1 = 0x6a09e667 ^ seed.length;
  let h2 = 0xbb67ae85;
  let h3 = 0x3c6ef372;
  let h4 = 0xa54ff53a;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function seedRng(seed: string): RngState {
  const [a, b, c, d] = hash128(seed);
  const state: RngState = { a, b, c, d };
  // Discard the first outputs so that similar seeds diverge fully.
  for (let i = 0; i < 15; i++) nextUint32(state);
  return state;
}

export function nextUint32(r: RngState): number {
  const t = (((r.a + r.b) | 0) + r.d) | 0;
  r.d = (r.d + 1) | 0;
  r.a = r.b ^ (r.b >>> 9);
  r.b = (r.c + (r.c << 3)) | 0;
  r.c = (r.c << 21) | (r.c >>> 11);
  r.c = (r.c + t) | 0;
  r.a |= 0;
  r.b |= 0;
  return t >>> 0;
}

/** A `random()` in [0, 1) drawn from its own generator seeded by `seed`: what bots are given. */
export function randomFrom(seed: string): () => number {
  const r = seedRng(seed);
  return () => nextUint32(r) / 0x100000000;
}

/** Uniform integer in [0, n), without modulo bias (rejection sampling). */
export function randomInt(r: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) {
    throw new RangeError(`randomInt needs a whole number of outcomes, got ${n}`);
  }
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextUint32(r);
    if (x < limit) return x % n;
  }
}

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(r: RngState, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(r, i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function sameRng(x: RngState, y: RngState): boolean {
  return x.a === y.a && x.b === y.b && x.c === y.c && x.d === y.d;
}
