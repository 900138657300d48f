import { fail, ok, type Game } from '../../src/engine/types';
import { seatRef, text } from '../../src/engine/text';
import { holding, registerTestGame, stonesGame, type Stones } from './stones-game';

/**
 * Stones with a veil, for the tests of notifications around secret steps (registered by the tests
 * that use it): five stones, whoever holds three wins, and the second player's takes are secret
 * steps that only it reads, so that the first player does not number them (log/numbering.ts).
 */

const COLOURS = ['red', 'blue', 'amber', 'jade', 'onyx'];
const won = (s: Stones) => s.held.some((h) => h.length >= 3);
const { en, es } = stonesGame.messages as NonNullable<Game['messages']>;

export const veiledStones: Game<Stones> = {
  ...stonesGame,
  id: 'test-veiled-stones',
  title: 'Veiled stones',
  messages: {
    en: { ...en, 'ts.jade': 'jade', 'ts.onyx': 'onyx', 'vs.tookQuietly': 'You take the {colour} stone.', 'vs.counts': 'Stones held: {counts}.', 'vs.won': '{seat} holds three stones.' },
    es: { ...es, 'ts.jade': 'jade', 'ts.onyx': 'ónice', 'vs.tookQuietly': 'Tomas la piedra {colour}.', 'vs.counts': 'Piedras en mano: {counts}.', 'vs.won': '{seat} tiene tres piedras.' },
  },
  setup: () => ({ turn: 0, free: [...COLOURS], held: [[], []] }),
  active: (s) => (won(s) ? [] : [s.turn]),
  actions: (s, seat) => (seat === s.turn && !won(s) ? s.free.map((c) => `take ${c}`) : []),
  apply(s, seat, command) {
    if (!veiledStones.actions(s, seat).includes(command)) return fail('not_listed', text('ts.notFree'));
    const colour = command.slice('take '.length);
    const held = s.held.map((h, i) => (i === seat ? [...h, colour] : h));
    const state = { turn: 1 - seat, free: s.free.filter((c) => c !== colour), held };
    const stone = text(`ts.${colour}`);
    if (seat === 0) return ok({ state, log: [{ text: text('ts.took', { seat: seatRef(seat), colour: stone }) }] });
    return ok({ state, log: [{ text: text('vs.tookQuietly', { colour: stone }), to: [1] }], secret: true });
  },
  view: (s, seat) => ({ turn: s.turn, counts: s.held.map((h) => h.length), mine: seat === null ? [] : s.held[seat] }),
  summary: (s) => [text('vs.counts', { counts: s.held.map((h) => h.length).join(' / ') })],
  result: (s) => holding(s, 3, 'vs.won'),
};

export const registerVeiledStones = () => registerTestGame(veiledStones);
