import type { Game } from './types';

/**
 * Bots that fill seats (DESIGN.md §3). A bot decides from what its seat may know and nothing
 * else: the seat's own view and its legal commands. The types enforce it: a `SeatBot` receives a
 * `Sight`, never the state, and the only way to build a sight from a state is `sightOf`, which
 * goes through the game's `view` and `actions`. Where a bot reasons about hidden things (hands,
 * stacks, the cup, the deck), it samples them from the view.
 *
 * Bots are pure like the engine: `random` (a number in [0, 1)) is their only source of chance,
 * supplied by the caller, so a bot given the same sight and the same random numbers chooses the
 * same command.
 */

/** How well a bot plays: `easy` plays legal moves that let the game go on; `good` plays to win. */
export type BotLevel = 'easy' | 'good';

export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'good'];

/** What a seat may know when it must act: its view (as `view(state, seat)` gives it) and its listed commands. */
export interface Sight<V> {
  readonly seat: number;
  readonly view: V;
  readonly actions: readonly string[];
}

/** Chooses one of `sight.actions` (exactly as listed). */
export type SeatBot<V> = (sight: Sight<V>, random: () => number) => string;

/** A game's bots, one per level. */
export type GameBots<V> = Record<BotLevel, SeatBot<V>>;

/** The sight of `seat` in `state`: the only door from a state to a bot. */
export function sightOf<S, V>(game: Game<S, V>, state: S, seat: number): Sight<V> {
  return { seat, view: game.view(state, seat), actions: game.actions(state, seat) };
}

/**
 * The command `bot` plays for `seat` in `state`: a listed one, or the first listed if the bot
 * answered anything else (a bot's slip must never stall a match), or null when the seat has none.
 */
export function botCommand<S, V>(game: Game<S, V>, bot: SeatBot<V>, state: S, seat: number, random: () => number): string | null {
  const sight = sightOf(game, state, seat);
  if (sight.actions.length === 0) return null;
  const chosen = bot(sight, random);
  return sight.actions.includes(chosen) ? chosen : sight.actions[0];
}

/** Picks from `options` in proportion to `weights` (all ≥ 0; uniform when they sum to 0). */
export function weightedPick<T>(options: readonly T[], weights: readonly number[], random: () => number): T {
  const total = weights.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return options[Math.min(options.length - 1, Math.floor(random() * options.length))];
  let r = random() * total;
  for (let i = 0; i < options.length; i++) {
    r -= weights[i];
    if (r < 0) return options[i];
  }
  return options[options.length - 1];
}

/** Any listed command but `undo`, uniformly: the stand-in for a game whose own bots are not written yet. */
const uniform: SeatBot<unknown> = ({ actions }, random) => {
  const options = actions.filter((c) => c !== 'undo');
  const from = options.length ? options : actions;
  return from[Math.min(from.length - 1, Math.floor(random() * from.length))];
};

export const uniformBots: GameBots<unknown> = { easy: uniform, good: uniform };
