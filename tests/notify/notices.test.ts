import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/types';
import { visibleLog, type MatchContext } from '../../src/match/log/answers';
import { defaultContact } from '../../src/match/seats/contacts';
import { buildNotice } from '../../src/match/notices/notices';
import { isYourTurn } from '../../src/match/log/on-turn';
import { readerFor } from '../../src/match/log/words';
import type { EventRow, MatchMeta, SeatRow } from '../../src/match/records/records';
import { plainFrame } from '../../src/match/log/sealed';
import { blankTo } from '../../src/match/log/numbering';
import { renderNotice } from '../../src/notify/templates';

/** A tiny game with secrets: each seat holds a card only it may see. */
type S = { cards: string[]; turn: number };
const game: Game<S> = {
  id: 'secret-cards',
  title: 'Secret Cards',
  rulesVersion: '1',
  seats: { min: 2, max: 2 },
  setup: () => ({ cards: ['ace', 'king'], turn: 0 }),
  active: (s) => [s.turn],
  actions: (s, seat) => (seat === s.turn ? ['pass'] : []),
  apply: (s) => ({ ok: true, value: { state: { ...s, turn: 1 - s.turn }, log: [] } }),
  view: (s, seat) => ({ mine: seat === null ? null : s.cards[seat] }),
  summary: (s, seat) => [`Your card: ${seat === null ? '?' : s.cards[seat]}`],
  result: () => null,
};

const meta = { id: 'a'.repeat(20), game: 'secret-cards', variant: null, seats: 2, options: {} } as unknown as MatchMeta;
const seats: SeatRow[] = [0, 1].map((seat) => ({ seat, name: seat ? 'Bo' : 'Ana', email: null, webhook: null, tokenHash: 'h', salt: '', joinedAt: 1 }));
const c: MatchContext<unknown> = { game: game as Game<unknown>, meta, seats, status: 'active' };
const events: EventRow[] = [
  { seq: 1, kind: 'move', seat: 1, command: 'pass', target: null, secret: false, idem: null, at: 1, lines: [{ text: 'Bo passes.' }, { text: 'Bo looks at the king.', to: [1] }] },
  { seq: 2, kind: 'move', seat: 1, command: 'vote 3', target: null, secret: true, idem: null, at: 2, lines: [{ text: 'Bo votes 3.', to: [1] }] },
];

describe('a notification holds only what its seat may see', () => {
  it('log lines for other seats, their secret commands and their cards stay out', () => {
    const n = buildNotice({
      c,
      // Bo's vote shows seat 0 nothing: seat 0 numbers one entry.
      frame: plainFrame({ seq: 2, state: { cards: ['ace', 'king'], turn: 0 }, undo: null, blanks: [1, 0, 1] }, 0, false),
      history: (after) => visibleLog(events.filter((e) => e.seq > after && !blankTo(e, 0)), 0, false, (seq) => seq),
      lastMove: 0,
      setup: [],
      messages: [],
      contact: defaultContact(0),
      seat: seats[0],
      kind: 'turn',
      detail: {},
      deadline: null,
      link: 'https://pbm.test/m/x#token0',
      matchLink: 'https://pbm.test/m/x',
      canReply: true,
    });
    const r = renderNotice(n);
    const all = `${r.subject}\n${r.text}\n${r.html}\n${r.short}`;
    expect(r.text).toContain('  - Bo passes.');
    expect(r.text).not.toContain('Bo: Bo passes.');
    expect(r.text).toContain('Your card: ace');
    expect(r.text).toContain('  - pass');
    expect(all).not.toMatch(/king|votes|vote 3/);
    expect(r.short).not.toContain('token0');
    expect(r.text).toContain('https://pbm.test/m/x#token0');
  });
});

describe('what set-up wrote (Game.setup’s log)', () => {
  const input = (lastMove: number) => ({
    c,
    frame: plainFrame({ seq: 2, state: { cards: ['ace', 'king'], turn: 0 }, undo: null, blanks: [1, 0, 1] }, 0, false),
    history: (after: number) => visibleLog(events.filter((e) => e.seq > after && !blankTo(e, 0)), 0, false, (seq: number) => seq),
    lastMove,
    setup: ['Ana and Bo cut the deck: Ana first.'],
    messages: [],
    contact: defaultContact(0),
    seat: seats[0],
    kind: 'turn' as const,
    detail: {},
    deadline: null,
    link: 'https://pbm.test/m/x#token0',
    matchLink: 'https://pbm.test/m/x',
    canReply: true,
  });

  it('opens the history of a seat told nothing yet, before the first entry', () => {
    const text = renderNotice(buildNotice(input(0))).text;
    expect(text).toContain('  - Ana and Bo cut the deck: Ana first.\n  - Bo passes.');
  });

  it('is not told again once the seat has moved', () => {
    expect(renderNotice(buildNotice(input(1))).text).not.toContain('cut the deck');
  });
});

describe('on turn means: active, with commands, not forfeited', () => {
  it('a seat that already submitted in a simultaneous step waits: no turn, no clock', () => {
    const both: Game<S> = { ...game, active: () => [0, 1], actions: (_s, seat) => (seat === 1 ? ['pass'] : []) };
    const ctx = { ...c, game: both as Game<unknown> };
    const snap = { seq: 3, state: { cards: ['ace', 'king'], turn: 0 }, undo: null };
    expect([0, 1].map((s) => isYourTurn(ctx, snap, s))).toEqual([false, true]);
    expect(isYourTurn(ctx, { ...snap, forfeited: [1] }, 1)).toBe(false);
    expect(isYourTurn({ ...ctx, status: 'finished' }, snap, 1)).toBe(false);
  });
});

describe('names in messages to people', () => {
  it('"Seat N" in an old log line becomes that seat’s name; numbers that are no seat stay as written', () => {
    const say = readerFor(c, 'en');
    expect(say('Seat 0 passes; Seat 1 waits.')).toBe('Ana passes; Bo waits.');
    expect(say('Seat 7 and Seats 1 and Seat 10x')).toBe('Seat 7 and Seats 1 and Seat 10x');
  });

  it('a message names the seat by its player’s name, in the reader’s language', () => {
    const say = readerFor(c, 'es');
    expect(say({ key: 'core.undo', params: { seat: { seat: 1 }, entry: 4 } })).toBe('Bo deshace un paso (entrada 4).');
    expect(readerFor(c, 'en')({ key: 'core.forfeitEnd', params: { seats: { list: [{ seat: 0 }, { seat: 1 }] } } })).toBe(
      'Ana and Bo forfeited: the time for a move ran out.',
    );
    const unnamed = { ...c, seats: seats.map((s) => ({ ...s, name: null })) };
    expect(readerFor(unnamed, 'es')({ key: 'core.notYourTurn', params: { seat: { seat: 1 } } })).toBe('No es el turno de Jugador 2.');
  });
});
