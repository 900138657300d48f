import type { LancasterView } from '../view';

/*
 * AS-5: with 3–5 players the gold and squires behind another player's screen are hidden. The view
 * shows them only for the seat itself (and for everyone with 2 players), so a bot guesses the
 * others' purses from what the table shows: every player starts with 2 of each (1.3), and the
 * Treasury (X3) and the Stables (X4) bring more each round.
 */

export interface Purse {
  gold: number;
  squires: number;
}

function income(v: LancasterView, seat: number, tile: string): number {
  return v.players[seat].built.includes(tile) ? 1 : 0;
}

/** The purse a seat sees, or, behind a screen, what such a purse usually holds. */
export function purseOf(v: LancasterView, seat: number): Purse {
  const p = v.players[seat];
  return {
    gold: p.gold ?? 2.5 + income(v, seat, 'x3'),
    squires: p.squires ?? 2.5 + 1.5 * income(v, seat, 'x4'),
  };
}

/** One plausible purse for a seat: the known one, or a draw around the usual amounts. */
export function samplePurse(v: LancasterView, seat: number, random: () => number): Purse {
  const p = v.players[seat];
  const mean = purseOf(v, seat);
  const draw = (m: number) => Math.floor(random() * (2 * m + 1));
  return { gold: p.gold ?? draw(mean.gold), squires: p.squires ?? draw(mean.squires) };
}
