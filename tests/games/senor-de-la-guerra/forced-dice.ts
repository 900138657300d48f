/**
 * Dice forced by a test, in the server's generation order. The scenario files mock
 * engine/rng so that `randomInt(r, 10)` still advances the real RNG but returns the next forced
 * value while any is queued; the game code itself only ever calls the RNG.
 */
const queue: number[] = [];

export function forceDice(...values: number[]): void {
  for (const v of values) {
    if (!Number.isInteger(v) || v < 1 || v > 10) throw new RangeError(`a d10 shows 1 to 10, not ${v}`);
    queue.push(v);
  }
}

export function forcedLeft(): number {
  return queue.length;
}

export function clearForced(): void {
  queue.length = 0;
}

/** The next forced die for a d10 draw, as the 0-based value `randomInt` returns, or undefined. */
export function takeForced(outcomes: number): number | undefined {
  if (outcomes !== 10 || queue.length === 0) return undefined;
  return (queue.shift() ?? 1) - 1;
}

/** Every d10 the game rolled (forced or not), 1 to 10, in order, since the last `takeRolls`. */
const rolled: number[] = [];

export function noteRoll(value: number): void {
  rolled.push(value);
}

export function takeRolls(): number[] {
  return rolled.splice(0, rolled.length);
}
