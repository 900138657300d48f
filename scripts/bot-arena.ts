/**
 * Bot against bot, in plain Node: the engine tests play bot matches to the end with it, and
 * `npm run bench:bots` measures how often the `good` bot wins against `easy` ones and how long
 * it takes to decide. Every decision goes through `sightOf`, so a bot sees only its seat's view
 * and commands, exactly as a bot seat of a real match does; a bot that answers a command not
 * listed stops the match with an error (a real match would play the first listed one instead).
 */
import { sightOf, type BotLevel } from '../src/engine/bots';
import { play } from '../src/engine/play';
import { randomFrom } from '../src/engine/rng';
import type { Move } from '../src/engine/replay';
import type { RegisteredGame } from '../src/games';

export interface ArenaSetup {
  seats: number;
  seed: string;
  options?: Record<string, unknown>;
  variant?: string;
}

export interface ArenaStep<S> {
  before: S;
  after: S;
  seat: number;
  command: string;
}

export interface ArenaMatch<S> {
  state: S;
  moves: Move[];
  /** The game's result (the match ran to its end). */
  winners: number[];
}

export interface ArenaHooks<S> {
  /** Called around each decision of `seat`, for timing (the bench passes `performance.now`). */
  clock?: () => number;
  onDecision?(seat: number, level: BotLevel, ms: number): void;
  onStep?(step: ArenaStep<S>): void;
  maxSteps?: number;
}

/**
 * The seats that decide now: those on turn with commands, but a seat that is only waiting on its
 * submission (it could take it back) acts only when nobody else can, as a player would leave it be.
 */
function ready<S>(entry: RegisteredGame, s: S): number[] {
  const { game } = entry;
  const withCommands = game.active(s).filter((seat: number) => game.actions(s, seat).length > 0);
  const busy = withCommands.filter((seat: number) => !game.waiting?.(s, seat));
  return busy.length > 0 ? busy : withCommands;
}

/**
 * Plays one match to its end with `levels[seat]` choosing each seat's bot. The order in which
 * simultaneous seats act, and the bots' chances, come from the seed, so a match is repeatable.
 */
export function playBotMatch<S>(entry: RegisteredGame, levels: readonly BotLevel[], setup: ArenaSetup, hooks: ArenaHooks<S> = {}): ArenaMatch<S> {
  const { game } = entry;
  const maxSteps = hooks.maxSteps ?? 100_000;
  const order = randomFrom(`arena-order:${setup.seed}`);
  const chance = levels.map((level, seat) => randomFrom(`arena-bot:${setup.seed}:${seat}:${level}`));
  let s: S = game.setup(setup);
  const moves: Move[] = [];
  while (!game.result(s)) {
    if (moves.length >= maxSteps) throw new Error(`${game.id} ${setup.seats}p "${setup.seed}": no end after ${maxSteps} steps`);
    const seats = ready(entry, s);
    if (seats.length === 0) throw new Error(`${game.id} ${setup.seats}p "${setup.seed}": nobody can act at step ${moves.length}`);
    const seat = seats[Math.floor(order() * seats.length)];
    const level = levels[seat];
    const t0 = hooks.clock?.() ?? 0;
    const sight = sightOf(game, s, seat);
    const command = entry.bots[level](sight, chance[seat]);
    if (hooks.clock) hooks.onDecision?.(seat, level, hooks.clock() - t0);
    if (!sight.actions.includes(command)) throw new Error(`${game.id} ${setup.seats}p "${setup.seed}" step ${moves.length}: the ${level} bot answered "${command}", which is not listed`);
    const r = play(game, s, seat, command);
    if (!r.ok) throw new Error(`${game.id} ${setup.seats}p "${setup.seed}" step ${moves.length}: the ${level} bot's "${command}" was refused (${r.code})`);
    hooks.onStep?.({ before: s, after: r.value.state, seat, command });
    s = r.value.state;
    moves.push({ seat, command });
  }
  return { state: s, moves, winners: game.result(s)?.winners ?? [] };
}

/** What one seat takes from a match: 1 for a win alone, 1/k of a victory shared by k, else 0. */
export function winShare(winners: readonly number[], seat: number): number {
  return winners.includes(seat) ? 1 / winners.length : 0;
}

/**
 * `matches` matches of `seats` seats, one `good` bot against `easy` ones, the good seat turning
 * round the table (match k puts it in seat k mod seats): its mean win share, and its decision times.
 */
export function goodAgainstEasy(entry: RegisteredGame, seats: number, matches: number, clock: () => number, options?: Record<string, unknown>) {
  let share = 0;
  const times: number[] = [];
  for (let k = 0; k < matches; k++) {
    const good = k % seats;
    const levels = Array.from({ length: seats }, (_, i): BotLevel => (i === good ? 'good' : 'easy'));
    const m = playBotMatch(entry, levels, { seats, seed: `bots-${entry.game.id}-${seats}p-${k}`, options }, {
      clock,
      onDecision: (_seat, level, ms) => {
        if (level === 'good') times.push(ms);
      },
    });
    share += winShare(m.winners, good);
  }
  return { share: share / matches, times };
}
