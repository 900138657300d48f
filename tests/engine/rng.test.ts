import { describe, expect, it } from 'vitest';
import { randomFrom, randomInt, seedRng, shuffle } from '../../src/engine/rng';

describe('seeded RNG', () => {
  it('is reproducible from the same seed and JSON round-trips', () => {
    const a = seedRng('abc');
    const b = JSON.parse(JSON.stringify(seedRng('abc')));
    const xs = Array.from({ length: 20 }, () => randomInt(a, 1000));
    const ys = Array.from({ length: 20 }, () => randomInt(b, 1000));
    expect(xs).toEqual(ys);
  });

  it('differs between nearby seeds', () => {
    const a = seedRng('seed-1');
    const b = seedRng('seed-2');
    const xs = Array.from({ length: 10 }, () => randomInt(a, 1 << 30));
    const ys = Array.from({ length: 10 }, () => randomInt(b, 1 << 30));
    expect(xs).not.toEqual(ys);
  });

  it('draws every outcome of a die roughly uniformly', () => {
    const r = seedRng('dice');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[randomInt(r, 6)]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it('shuffles into a permutation without touching the input', () => {
    const r = seedRng('shuffle');
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = shuffle(r, input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort((x, y) => x - y)).toEqual(input);
  });

  it('gives bots a reproducible random() in [0, 1)', () => {
    const a = randomFrom('bot');
    const b = randomFrom('bot');
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBeGreaterThan(990);
    expect(randomFrom('other')()).not.toBe(xs[0]);
  });

  it('refuses a non-positive number of outcomes', () => {
    expect(() => randomInt(seedRng('x'), 0)).toThrow(RangeError);
  });
});
