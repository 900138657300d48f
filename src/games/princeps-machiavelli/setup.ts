import { text, type Phrase } from '../../engine/text';
import { randomInt, seedRng } from '../../engine/rng';
import type { SetupOptions } from '../../engine/types';
import { ALL_CARDS, CARD_GROUPS, DEFAULT_ROUNDS, MAX_ROUNDS, MIN_ROUNDS, PRINCE_TYPES, STARTING_TERRITORIES } from './data';
import { beginRound } from './flow';
import { shuffleCards, sortCards } from './table';
import type { Length, PMState } from './state';

/** §1.3, R-11: `rounds:N` (5 ≤ N ≤ 12) or `deck`; absent means `rounds:5`. */
export function parseLength(value: unknown): Length | null {
  if (value === undefined) return { mode: 'rounds', rounds: DEFAULT_ROUNDS };
  if (value === 'deck') return { mode: 'deck' };
  const m = typeof value === 'string' ? /^rounds:(\d{1,2})$/.exec(value) : null;
  const n = m ? Number(m[1]) : NaN;
  return n >= MIN_ROUNDS && n <= MAX_ROUNDS ? { mode: 'rounds', rounds: n } : null;
}

/** The match options: only `length`, checked with a message that says what is allowed. */
export function checkOptions(_seats: number, options: Record<string, unknown>): Phrase | null {
  for (const key of Object.keys(options)) {
    if (key !== 'length') return text('pm.option.unknown', { name: key.slice(0, 40) });
  }
  return parseLength(options.length) ? null : text('pm.option.length', { min: MIN_ROUNDS, max: MAX_ROUNDS });
}

function group(kind: string): string[] {
  return CARD_GROUPS.find((g) => g.kind === kind)?.ids.slice().sort() ?? [];
}

/** PM-1 … PM-5, in the order of A-16; then the first round's Draw phase opens. */
export function setup(o: SetupOptions): PMState {
  const n = o.seats;
  if (!Number.isInteger(n) || n < 2 || n > 5) throw new RangeError(`Princeps Machiavelli is for 2 to 5 players, not ${n}`);
  const length = parseLength(o.options?.length);
  if (!length) throw new RangeError(`bad length option ${JSON.stringify(o.options?.length)}`);
  const s: PMState = {
    rng: seedRng(o.seed),
    seats: n,
    length,
    round: 1,
    starter: 0,
    princes: [],
    hands: Array.from({ length: n }, () => []),
    rows: Array.from({ length: n }, () => []),
    independents: [],
    deck: [],
    discard: [],
    out: [],
    exhausted: [],
    phase: 'draw',
    draw: null,
    negotiation: null,
    preparation: null,
    actions: null,
    noDiscards: Array.from({ length: n }, () => false),
    orders: Array.from({ length: n }, () => null),
    lastRound: false,
    result: null,
  };
  // (1) PM-1: the starting player of round 1 is drawn at random.
  s.starter = randomInt(s.rng, n);
  // (2) PM-2, R-3: Princes shuffled and dealt in seat order; the rest leave the game.
  const princes = shuffleCards(s, Object.keys(PRINCE_TYPES));
  s.princes = princes.slice(0, n);
  s.out = sortCards(princes.slice(n));
  for (let seat = 0; seat < n; seat++) s.hands[seat].push(s.princes[seat]);
  // (3) PM-3, R-4: three territories each, straight into the row, face up and stable.
  const territories = shuffleCards(s, group('territory'));
  for (let seat = 0; seat < n; seat++) {
    s.rows[seat] = territories.splice(0, STARTING_TERRITORIES).map((id) => ({ id, stable: true, cards: [] }));
  }
  // (4) PM-4: a Citizen and a Mercenary Army each, lowest ids first; a Noble Prince adds a Citizen Army.
  const citizens = group('citizen');
  const mercenaries = group('mercenary');
  for (let seat = 0; seat < n; seat++) {
    s.hands[seat].push(citizens.shift() ?? '', mercenaries.shift() ?? '');
    if (PRINCE_TYPES[s.princes[seat]] === 'noble') s.hands[seat].push(citizens.shift() ?? '');
    sortCards(s.hands[seat]);
  }
  // (5) PM-5: every other card shuffled into the deck; the discard pile starts empty.
  const placed = new Set([...princes, ...s.rows.flat().map((t) => t.id), ...s.hands.flat()]);
  s.deck = shuffleCards(s, ALL_CARDS.filter((c) => !placed.has(c)));
  beginRound(s, []);
  return s;
}
