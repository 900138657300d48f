import type { SeatBot } from '../../src/engine/bots';
import { fail, ok, type Game } from '../../src/engine/types';
import { seatRef, text } from '../../src/engine/text';
import { registry } from '../../src/games';

/**
 * A tiny game with words, for the mail tests only (registered by the tests that use it): two
 * players take turns taking one of three stones; whoever holds two wins. Every command has a
 * sentence in English and Spanish (`describe`), and the Spanish names carry accents.
 */
export interface Stones {
  turn: number;
  free: string[];
  held: string[][];
}

const COLOURS = ['red', 'blue', 'amber'];

export const stonesGame: Game<Stones> = {
  id: 'test-stones',
  title: 'Stones',
  rulesVersion: '1',
  seats: { min: 2, max: 2 },
  messages: {
    en: {
      'ts.red': 'red',
      'ts.blue': 'blue',
      'ts.amber': 'amber',
      'ts.take': 'Take the {colour} stone',
      'ts.took': '{seat} takes the {colour} stone.',
      'ts.notFree': 'That is not one of your moves now.',
      'ts.left': '{n, plural, one {# stone is} other {# stones are}} left: {stones}.',
      'ts.holds': '{seat} holds {n, plural, one {# stone} other {# stones}}.',
      'ts.won': '{seat} holds two stones.',
    },
    es: {
      'ts.red': 'roja',
      'ts.blue': 'azul',
      'ts.amber': 'ámbar',
      'ts.take': 'Toma la piedra {colour}',
      'ts.took': '{seat} toma la piedra {colour}.',
      'ts.notFree': 'Ahora no es una de tus jugadas.',
      'ts.left': '{n, plural, one {Queda # piedra} other {Quedan # piedras}}: {stones}.',
      'ts.holds': '{seat} tiene {n, plural, one {# piedra} other {# piedras}}.',
      'ts.won': '{seat} tiene dos piedras.',
    },
  },
  setup: () => ({ turn: 0, free: [...COLOURS], held: [[], []] }),
  active: (s) => (s.held.some((h) => h.length >= 2) ? [] : [s.turn]),
  actions: (s, seat) => (seat === s.turn && !s.held.some((h) => h.length >= 2) ? s.free.map((c) => `take ${c}`) : []),
  apply(s, seat, command) {
    if (!stonesGame.actions(s, seat).includes(command)) return fail('not_listed', text('ts.notFree'));
    const colour = command.slice('take '.length);
    const held = s.held.map((h, i) => (i === seat ? [...h, colour] : h));
    return ok({ state: { turn: 1 - seat, free: s.free.filter((c) => c !== colour), held }, log: [{ text: text('ts.took', { seat: seatRef(seat), colour: text(`ts.${colour}`) }) }] });
  },
  view: (s) => s,
  summary: (s) => [
    text('ts.left', { n: s.free.length, stones: { list: s.free.map((c) => text(`ts.${c}`)) } }),
    ...s.held.map((h, seat) => text('ts.holds', { seat: seatRef(seat), n: h.length })),
  ],
  describe: (_s, _seat, command) => ({ text: text('ts.take', { colour: text(`ts.${command.slice('take '.length)}`) }) }),
  result: (s) => holding(s, 2, 'ts.won'),
};

/** The result once a seat holds `enough` stones: it wins, said with message `key`. */
export function holding(s: Stones, enough: number, key: string) {
  const winner = s.held.findIndex((h) => h.length >= enough);
  return winner < 0 ? null : { winners: [winner], scores: s.held.map((h) => h.length), reason: text(key, { seat: seatRef(winner) }) };
}

/** A bot seat of a test game: the first listed command. */
const firstListed: SeatBot<unknown> = ({ actions }) => actions[0];

/** Registers a test game for the duration of a test file (its bot plays the first listed command); returns the undoing. */
export function registerTestGame(game: Game<Stones>): () => void {
  registry[game.id] = { game, bot: (s, seat) => game.actions(s, seat)[0], bots: { easy: firstListed, good: firstListed } };
  return () => {
    delete registry[game.id];
  };
}

export const registerStones = () => registerTestGame(stonesGame);
