import { describe, expect, it } from 'vitest';
import { normaliseCommand, play } from '../../src/engine/play';
import { replay, type Move } from '../../src/engine/replay';
import { randomFrom } from '../../src/engine/rng';
import type { Bot, Game, LogLine } from '../../src/engine/types';
import { canSee } from '../../src/engine/visibility';
import { english } from './words';

/**
 * One harness for every game's random-play property tests (DESIGN.md §9): a game's test file
 * describes what is special about it (its end, what it conserves, its secrets, its near-miss
 * commands) and gets the same checks as every other game:
 *  - random legal play ends as the game says, within a step cap;
 *  - every listed command is accepted; seats that may not act have no commands;
 *  - unlisted commands (near misses and mutations of listed ones) are refused with a message,
 *    without a throw and without a change of the state;
 *  - the game's invariant (conservation) holds after every step;
 *  - replay of the moves reproduces the final state;
 *  - twin games that differ only in one seat's hidden choice look the same to everyone else.
 */

/** Plain checks inside game loops: `expect` is too slow to call thousands of times a game. */
export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export interface Step<S> {
  before: S;
  after: S;
  seat: number;
  command: string;
  log: LogLine[];
}

export interface PlayedGame<S> {
  state: S;
  moves: Move[];
}

/**
 * The seats that may act now. A seat that is only waiting on its submission (Game.waiting: it
 * could still take it back) acts only when nobody else can, as a player would leave it be.
 */
export function readySeats<S>(game: Game<S>, s: S): number[] {
  const ready = game.active(s).filter((seat) => game.actions(s, seat).length > 0);
  const busy = ready.filter((seat) => !game.waiting?.(s, seat));
  return busy.length > 0 ? busy : ready;
}

/** Plays one game with `bot` from `seed`, calling `onStep` after each accepted step. */
export function playRandom<S>(
  game: Game<S>,
  bot: Bot<S>,
  setup: { seats: number; seed: string; options?: Record<string, unknown> },
  onStep?: (step: Step<S>) => void,
  maxSteps = 50_000,
): PlayedGame<S> {
  const random = randomFrom(`bot:${setup.seed}`);
  let s = game.setup(setup);
  const moves: Move[] = [];
  while (!game.result(s)) {
    check(moves.length < maxSteps, `${game.id} ${setup.seats}p "${setup.seed}": no end after ${maxSteps} steps`);
    const ready = readySeats(game, s);
    check(ready.length > 0, `${game.id} ${setup.seats}p "${setup.seed}": nobody can act at step ${moves.length}`);
    const seat = ready[Math.floor(random() * ready.length)];
    const command = bot(s, seat, random);
    const r = play(game, s, seat, command);
    if (!r.ok) throw new Error(`${game.id} "${setup.seed}" step ${moves.length}: the bot's "${command}" was refused: ${english(r.message)}`);
    onStep?.({ before: s, after: r.value.state, seat, command, log: r.value.log });
    s = r.value.state;
    moves.push({ seat, command });
  }
  return { state: s, moves };
}

const ODD_WORDS = ['0', '-1', '1.5', '99999999999999999999', '1e3', 'NaN', '½', '١', 'ñandú', '🎲', '', '\u0000', 'x'.repeat(300)];

/**
 * Commands a seat must see refused unless listed: each listed command with a number pushed out
 * of range, made fractional, negative or huge; a word replaced by unicode or dropped; words
 * added; and pure junk.
 */
export function mutations(listed: readonly string[], pick: () => number, count = 8): string[] {
  const out: string[] = [];
  const any = <T>(xs: readonly T[]): T => xs[Math.floor(pick() * xs.length)];
  for (let i = 0; i < count; i++) {
    const words = (listed.length ? any(listed) : 'pass').split(' ');
    const k = Math.floor(pick() * words.length);
    const kind = Math.floor(pick() * 7);
    const w = [...words];
    if (kind === 0) w[k] = /^\d+$/.test(w[k]) ? String(Number(w[k]) + 1 + Math.floor(pick() * 1000)) : any(ODD_WORDS);
    else if (kind === 1) w[k] = `${w[k]}.5`;
    else if (kind === 2) w[k] = `-${w[k]}`;
    else if (kind === 3) w.splice(k, 1);
    else if (kind === 4) w.push(any(ODD_WORDS));
    else if (kind === 5) w[k] = any(ODD_WORDS);
    else w.splice(k, 0, any(ODD_WORDS));
    out.push(w.join(' '));
  }
  out.push(any(ODD_WORDS), 'xyzzy 999 plugh');
  return out;
}

/** Every refusal a seat gets for `commands` in `s`: each is refused with words and changes nothing. */
export function checkRefusals<S>(game: Game<S>, s: S, seat: number, commands: readonly string[], where: string): void {
  const before = JSON.stringify(s);
  const legal = new Set(game.actions(s, seat));
  for (const command of commands) {
    if (legal.has(normaliseCommand(command))) continue;
    let r;
    try {
      r = play(game, s, seat, command);
    } catch (e) {
      throw new Error(`${where}: "${command.slice(0, 60)}" threw ${(e as Error).message}`);
    }
    check(!r.ok, `${where}: "${command.slice(0, 60)}" is not listed but was accepted`);
    check(english(r.message).length > 0, `${where}: "${command.slice(0, 60)}" was refused without words`);
  }
  check(JSON.stringify(s) === before, `${where}: a refused command changed the state`);
}

/** What a twin's viewer can read at one moment: the view, the board in words, the commands. */
function readable<S>(game: Game<S>, s: S, viewer: number | null) {
  return JSON.stringify({
    view: game.view(s, viewer),
    summary: game.summary(s, viewer).map(english),
    active: game.active(s),
    actions: viewer === null ? [] : game.actions(s, viewer),
    result: game.result(s),
  });
}

export interface TwinSpec<S> {
  /**
   * At a step where `seat` decides among `actions`: two commands that differ only in what the
   * other seats may not see (a face-down placement, a secret vote), or null if this is no such step.
   */
  fork(s: S, seat: number, actions: readonly string[]): [string, string] | null;
  /** Whether the rules have revealed the forked choice by now: the twins are compared until then. */
  revealed(s: S, seat: number): boolean;
}

/**
 * Plays twin games: the same seed and moves, except one seat's hidden choice at the first step
 * where `fork` finds one. Until `revealed`, every other seat and the spectator read the same
 * view, board in words, commands and log lines in both; the forking seat picks commands listed
 * in both twins. Returns how many steps were compared (0: no fork happened in this game).
 */
export function playTwins<S>(game: Game<S>, bot: Bot<S>, setup: { seats: number; seed: string; options?: Record<string, unknown> }, spec: TwinSpec<S>, horizon = 400): number {
  const random = randomFrom(`twin:${setup.seed}`);
  let a = game.setup(setup);
  let b = a;
  let forker: number | null = null;
  let compared = 0;
  for (let n = 0; n < 50_000 && !game.result(a); n++) {
    const ready = readySeats(game, a);
    if (!ready.length) break;
    const seat = ready[Math.floor(random() * ready.length)];
    const actions = game.actions(a, seat);
    let ca = bot(a, seat, random);
    let cb = ca;
    if (forker === null) {
      const pair = spec.fork(a, seat, actions);
      if (pair) [ca, cb, forker] = [pair[0], pair[1], seat];
    } else if (seat === forker) {
      const inB = new Set(game.actions(b, seat));
      const both = actions.filter((c) => inB.has(c));
      if (!both.length) return compared;
      ca = cb = both.includes(ca) ? ca : both[Math.floor(random() * both.length)];
    }
    const ra = play(game, a, seat, ca);
    const rb = play(game, b, seat, cb);
    if (!ra.ok || !rb.ok) throw new Error(`twins "${setup.seed}" step ${n}: "${ca}"/"${cb}" refused`);
    a = ra.value.state;
    b = rb.value.state;
    if (forker === null) continue;
    if (spec.revealed(a, forker) || spec.revealed(b, forker)) return compared;
    for (const viewer of [null, ...Array.from({ length: setup.seats }, (_, i) => i)]) {
      if (viewer === forker) continue;
      const who = viewer === null ? 'the spectator' : `seat ${viewer}`;
      const la = ra.value.log.filter((l) => canSee(l, viewer)).map((l) => english(l.text));
      const lb = rb.value.log.filter((l) => canSee(l, viewer)).map((l) => english(l.text));
      check(JSON.stringify(la) === JSON.stringify(lb), `twins "${setup.seed}" step ${n} ("${ca}"): ${who} reads different log lines:\n${la.join('\n')}\n---\n${lb.join('\n')}`);
      check(readable(game, a, viewer) === readable(game, b, viewer), `twins "${setup.seed}" step ${n} ("${ca}"): ${who} sees a difference`);
    }
    if (++compared >= horizon) return compared;
  }
  return compared;
}

export interface PropertySpec<S> {
  game: Game<S>;
  bot: Bot<S>;
  /** Seeds per seat count (at least 200 for a new game, 100 for King David: see its issue). */
  runs: number;
  seatCounts?: number[];
  options?: (seats: number, k: number) => Record<string, unknown> | undefined;
  /** What the game's end must look like (clause ids in `endTitle`). */
  endTitle: string;
  checkEnd(s: S, seats: number): void;
  /** After every step: null, or what is wrong (components conserved, purses not negative). */
  invariant?(s: S): string | null;
  invariantTitle?: string;
  /** Game-specific near misses for a seat: each is refused unless listed. */
  nearMisses?(s: S, seat: number, pick: () => number): string[];
  twins?: TwinSpec<S> & { title: string; minForks?: number };
}

/** The property tests of one game, as `describe` blocks per seat count. */
export function describeRandomPlay<S>(spec: PropertySpec<S>): void {
  const { game, bot } = spec;
  const counts = spec.seatCounts ?? Array.from({ length: game.seats.max - game.seats.min + 1 }, (_, i) => game.seats.min + i);
  for (const seats of counts) {
    const setups = Array.from({ length: spec.runs }, (_, k) => ({ seats, seed: `${game.id}-${seats}-${k}`, options: spec.options?.(seats, k) }));
    describe(`${game.title}: random games at ${seats} players`, () => {
      it(`${spec.endTitle} (${spec.runs} games)`, () => {
        for (const setup of setups) spec.checkEnd(playRandom(game, bot, setup).state, seats);
      });

      it(`every listed command is accepted; seats that may not act have none; refusals change nothing (${seats} players)`, () => {
        for (const setup of setups) {
          const pick = randomFrom(`pick:${setup.seed}`);
          playRandom(game, bot, setup, ({ before, seat, command }) => {
            const where = `${setup.seed} "${command}"`;
            const active = game.active(before);
            for (let other = 0; other < seats; other++) {
              if (!active.includes(other)) check(game.actions(before, other).length === 0, `${where}: seat ${other} has commands out of turn`);
            }
            const legal = game.actions(before, seat);
            for (let k = 0; k < 2; k++) {
              const c = legal[Math.floor(pick() * legal.length)];
              const r = game.apply(before, seat, c);
              check(r.ok, `${where}: listed "${c}" was refused: ${r.ok ? '' : english(r.message)}`);
            }
            const junk = [...mutations(legal, pick, 4), ...(spec.nearMisses?.(before, seat, pick) ?? [])];
            checkRefusals(game, before, seat, junk, where);
            const idle = Array.from({ length: seats }, (_, x) => x).find((x) => !active.includes(x));
            if (idle !== undefined) checkRefusals(game, before, idle, [command], `${where} (seat ${idle}, not active)`);
          });
        }
      });

      it(`${spec.invariantTitle ?? 'invariants hold after every step'}; replay reproduces the final state (${seats} players)`, () => {
        for (const setup of setups) {
          const { state, moves } = playRandom(game, bot, setup, ({ after, command }) => {
            const problem = spec.invariant?.(after) ?? null;
            check(problem === null, `${setup.seed} after "${command}": ${problem}`);
          });
          const again = replay(game, setup, moves);
          expect(again.ok).toBe(true);
          expect(again.state).toEqual(state);
        }
      });

      const twins = spec.twins;
      if (twins) {
        it(`${twins.title} (${seats} players)`, () => {
          let forks = 0;
          for (const setup of setups.slice(0, Math.max(20, Math.ceil(spec.runs / 4)))) if (playTwins(game, bot, setup, twins) > 0) forks++;
          expect(forks).toBeGreaterThanOrEqual(twins.minForks ?? 1);
        });
      }
    });
  }
}
