/*
 * How players are told apart by more than colour (issue 30): each seat has a letter and a fill
 * pattern the page draws on its pieces and beside its name. The letter is the first letter of
 * the player's name that no earlier seat took (Ana A, Alba L, Bo B), or the seat's number when
 * the name has none free (an open seat, a name of digits); the pattern goes by seat, so that two
 * seats never share one either. Names are fixed once the match starts, and so are the marks.
 */

export const SEAT_PATTERNS = ['solid', 'stripes', 'dots', 'cross', 'waves'] as const;
export type SeatPattern = (typeof SEAT_PATTERNS)[number];

export interface SeatMark {
  /** One capital letter (or the seat's number), unique in the match. */
  letter: string;
  /** solid: plain; stripes: diagonal lines; dots; cross: cross-hatching; waves: wavy lines. */
  pattern: SeatPattern;
}

/** The marks of every seat, in seat order, from the names the seats have now. */
export function seatMarks(names: readonly (string | null)[]): SeatMark[] {
  const taken = new Set<string>();
  return names.map((name, seat) => {
    // A letter whose capital is two letters (ß) is left out: a mark is one character.
    const letters = [...(name ?? '').normalize('NFC')].filter((ch) => /\p{L}/u.test(ch)).map((ch) => ch.toUpperCase()).filter((ch) => [...ch].length === 1);
    const letter = letters.find((l) => !taken.has(l)) ?? String(seat + 1);
    taken.add(letter);
    return { letter, pattern: SEAT_PATTERNS[seat % SEAT_PATTERNS.length] };
  });
}
