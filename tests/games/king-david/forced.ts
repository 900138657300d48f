import type * as Dice from '../../../src/games/king-david/dice';

/**
 * Dice and draws forced by a test, in the server's generation order (A-1, §6). Scenario files
 * mock the game's dice module with `forcedDice` (vi.mock), so that `roll(s, sides)` still
 * advances the real RNG but returns the next forced value while any is queued; a forced die of
 * the wrong kind fails the step loudly. Draws (`drawIndex`) can be forced the same way.
 */
const dice: { sides: number; value: number }[] = [];
const draws: number[] = [];

/** Queues rolls of a die with `sides` faces. */
export function force(sides: number, ...values: number[]): void {
  for (const v of values) {
    if (!Number.isInteger(v) || v < 1 || v > sides) throw new RangeError(`a d${sides} shows 1 to ${sides}, not ${v}`);
    dice.push({ sides, value: v });
  }
}

export const d6 = (...v: number[]) => force(6, ...v);
export const d8 = (...v: number[]) => force(8, ...v);
export const d10 = (...v: number[]) => force(10, ...v);

/** Queues the indices the next draws take (0 = the first of the list drawn from). */
export function forceDraws(...indices: number[]): void {
  draws.push(...indices);
}

export function forcedLeft(): number {
  return dice.length + draws.length;
}

export function clearForced(): void {
  dice.length = 0;
  draws.length = 0;
}

export function forcedDice(real: typeof Dice): typeof Dice {
  return {
    ...real,
    roll: (s, sides) => {
      const drawn = real.roll(s, sides);
      const next = dice[0];
      if (!next) return drawn;
      if (next.sides !== sides) throw new Error(`the test forced a d${next.sides} but the game rolled a d${sides}`);
      dice.shift();
      return next.value;
    },
    drawIndex: (s, n) => {
      const drawn = real.drawIndex(s, n);
      if (draws.length === 0) return drawn;
      const i = draws.shift() as number;
      if (i >= n) throw new Error(`the test forced draw ${i} of ${n}`);
      return i;
    },
  };
}
