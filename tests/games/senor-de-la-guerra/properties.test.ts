import type { Game } from '../../../src/engine/types';
import { randomBot } from '../../../src/games/senor-de-la-guerra/bot';
import type { SenorState } from '../../../src/games/senor-de-la-guerra/state';
import { describeRandomPlay } from '../../support/game-harness';
import { english } from '../../support/words';
import { checkEnd, conservation } from './checks';
import { game } from './helpers';
import { princeTwins } from './twins';

const WORDS = ['rearguard', 'east', 'west', 'bridge', 'entrance', 'battlements', 'castle'];
const PIECES = ['king', 'chrysagon', 'guard', 'priest', 'peasant', 'knight', 'archer', 'dragon'];

/**
 * Near misses of this game's notation, each refused unless `actions()` lists it: a sample of five
 * forms per step (every form comes up thousands of times over the games), and two near misses of
 * a listed command.
 */
function nearMisses(s: SenorState, seat: number, pick: () => number): string[] {
  const any = <T>(xs: readonly T[]) => xs[Math.floor(pick() * xs.length)];
  const z = any(WORDS);
  const k = any(PIECES);
  const forms = [
    'attack',
    `move ${k} ${z}`,
    `move ${k}`,
    `to ${z} ${Math.floor(pick() * 25)}`,
    `to ${z} -1`,
    `casualty ${k}`,
    `fight ${z}`,
    `prince ${z} decoys ${any(WORDS)} ${any(WORDS)}`,
    `prince ${z}`,
    `build ${any(['shields', 'ram', 'ladders', 'tower'])}`,
    `lose peasant ${z}`,
    `recover ${z}`,
    `tile ${z} ${any(WORDS)}`,
    `priest ${z}`,
    `entrance ${k} ${Math.floor(pick() * 12)}`,
    `start ${any(['courage', 'tactics', 'both'])}`,
    `courage ${any(['dice', 'cancel', 'more'])}`,
    'done',
    'pass',
    'back',
    'done now',
  ];
  const out = Array.from({ length: 5 }, () => any(forms));
  // One more than allowed, or another zone, of a listed command.
  const base = any(game.actions(s, seat));
  if (base) {
    const w = base.split(' ');
    const last = Number(w[w.length - 1]);
    if (Number.isInteger(last)) out.push([...w.slice(0, -1), String(last + 1 + Math.floor(pick() * 10))].join(' '));
    out.push(w.map((x) => (WORDS.includes(x) ? any(WORDS) : x)).join(' '));
  }
  return out;
}

/**
 * The game as the harness plays it, with a refusal it must never give: an internal error (a fault
 * in the rules, caught by apply). It throws instead, and the harness reports the throw.
 */
const strictGame: Game<SenorState> = {
  ...game,
  apply(s, seat, command) {
    const r = game.apply(s, seat, command);
    if (!r.ok && r.code === 'internal_error') throw new Error(`internal error: ${english(r.message)}`);
    return r;
  },
};

describeRandomPlay<SenorState>({
  game: strictGame,
  bot: randomBot,
  runs: 200,
  // the Normans on either seat.
  options: (_seats, k) => ({ normans: k % 2 }),
  endTitle: 'SG-39 / SG-40 / SG-41: random legal play always ends with one victory condition, won by the side that met it',
  checkEnd,
  invariantTitle: 'SG-3 / SG-5 / SG-26 / SG-34 / R-6 / R-17: every piece, counter, cap and tile stays as the rules allow after every step',
  invariant: conservation,
  nearMisses,
  twins: { ...princeTwins, title: 'A-7 / SG-34: twin games that differ only in where the Prince lies look the same to the Frisian and to spectators until a tile is turned over', minForks: 20 },
});
