import { listOf, seatRef, text } from '../../engine/text';
import type { Game, GameResult } from '../../engine/types';
import type { EventRow } from '../records/records';

/** A game's result as the platform records it: seats that forfeited on time cannot win. */
export interface MatchResult extends GameResult {
  forfeited?: number[];
}

export function forfeitsIn(events: readonly Pick<EventRow, 'kind' | 'seat'>[]): number[] {
  return events.filter((e) => e.kind === 'forfeit').map((e) => e.seat);
}

/**
 * The match's result: the game's own, or an end by forfeit once fewer than two seats are left
 * in (DESIGN.md §7). A seat that forfeits is played by its bot until the end and is never
 * among the winners.
 */
export function matchResult<S>(game: Game<S>, state: S, forfeited: readonly number[], seats: number): MatchResult | null {
  const r = game.result(state);
  if (forfeited.length === 0) return r;
  const out = [...new Set(forfeited)].sort((a, b) => a - b);
  const left = Array.from({ length: seats }, (_, i) => i).filter((s) => !out.includes(s));
  if (!r && left.length < 2) {
    return { winners: left, reason: text('core.forfeitEnd', { seats: listOf(out.map(seatRef)) }), forfeited: out };
  }
  if (!r) return null;
  return { ...r, winners: r.winners.filter((w) => !out.includes(w)), forfeited: out };
}
