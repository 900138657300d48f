// A seat's letter in a round badge beside its name (issue 30: players are told apart by more than
// colour). The badge takes the seat's colour from the game's stylesheet by `data-side` (the seat,
// or its team where the game has teams); the letter is what tells the seats apart without it.
import type { SeatInfo } from './answers';
import { h } from './dom';

/** The badge of `letter` in the colour of `side`; hidden from screen readers, which read the name beside it. */
export function letterBadge(letter: string, side: number): HTMLElement {
  return h('span', { class: 'seat-letter', 'data-side': String(side), 'data-testid': 'seat-letter', 'aria-hidden': 'true' }, letter);
}

export function seatBadge(seat: Pick<SeatInfo, 'mark'>, side: number): HTMLElement {
  const badge = letterBadge(seat.mark.letter, side);
  badge.dataset.pattern = seat.mark.pattern;
  return badge;
}
