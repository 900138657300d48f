import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/types';
import { seatRef, text } from '../../src/engine/text';
import type { MatchContext } from '../../src/match/log/answers';
import { readerFor } from '../../src/match/log/words';
import type { MatchMeta, SeatRow } from '../../src/match/records/records';
import { finishedFor } from '../../src/match/notices/notices';
import { renderDigest, renderSignin } from '../../src/notify/templates';
import { registerStones, stonesGame, type Stones } from './stones-game';

const meta = { id: 'a'.repeat(20), game: 'test-stones', variant: null, seats: 3, options: {} } as unknown as MatchMeta;
const seats: SeatRow[] = ['Ana', 'Bo', null].map((name, seat) => ({ seat, name, email: null, webhook: null, tokenHash: 'h', salt: '', joinedAt: 1 }));
const c: MatchContext<unknown> = { game: stonesGame as Game<Stones> as Game<unknown>, meta, seats, status: 'finished' };

describe('the end of a match, told to each seat in its language (issue 14 in the emails)', () => {
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerStones();
  });
  afterAll(() => unregister());
  const reason = text('ts.won', { seat: seatRef(0) });

  it('"You won" to the winner, "You lost" and who won to the others, with the scores and the reason', () => {
    const result = { winners: [0], scores: [2, 1, 0], reason };
    expect(finishedFor(c, result, 0, 'en', readerFor(c, 'en'))).toEqual({ headline: 'You won.', lines: ['Ana holds two stones.'], scores: ['Ana: 2', 'Bo: 1', 'Player 3: 0'] });
    expect(finishedFor(c, result, 1, 'es', readerFor(c, 'es'))).toEqual({
      headline: 'Has perdido.',
      lines: ['Gana Ana.', 'Ana tiene dos piedras.'],
      scores: ['Ana: 2', 'Bo: 1', 'Jugador 3: 0'],
    });
  });

  it('issue 30: where the result says how each seat scored, the end of the mail gives those lines in the reader’s language', () => {
    const details = [0, 1, 2].map((seat) => ({ seat, text: text('ts.holds', { seat: seatRef(seat), n: 2 - seat }), figures: { stones: 2 - seat } }));
    const result = { winners: [0], scores: [2, 1, 0], reason, details };
    expect(finishedFor(c, result, 0, 'en', readerFor(c, 'en')).scores).toEqual(['Ana holds 2 stones.', 'Bo holds 1 stone.', 'Player 3 holds 0 stones.']);
    expect(finishedFor(c, result, 1, 'es', readerFor(c, 'es')).scores).toEqual(['Ana tiene 2 piedras.', 'Bo tiene 1 piedra.', 'Jugador 3 tiene 0 piedras.']);
  });

  it('a shared victory names those who share it; who forfeited is said', () => {
    const result = { winners: [0, 2], reason, forfeited: [1] };
    expect(finishedFor(c, result, 2, 'en', readerFor(c, 'en'))).toEqual({
      headline: 'Shared victory: Ana and Player 3.',
      lines: ['Ana holds two stones.', 'Forfeited on time: Bo.'],
      scores: [],
    });
    expect(finishedFor(c, result, 1, 'es', readerFor(c, 'es')).lines[0]).toBe('Ganan Ana y Jugador 3.');
  });
});

describe('address mails in words', () => {
  it('"Find my matches" names seats from 1 and says each match’s state in the reader’s language', () => {
    const entries = [{ title: 'Stones', match: 'Friday night', seat: 0, name: null, status: 'active', link: 'https://pbm.test/m/x#t' }];
    expect(renderSignin('en', entries).text).toContain('Stones — Friday night, as Player 1 (being played): https://pbm.test/m/x#t');
    const es = renderSignin('es', entries);
    expect(es.subject).toBe('Tus partidas');
    expect(es.text).toContain('Stones — Friday night, como Jugador 1 (en juego): https://pbm.test/m/x#t');
  });

  it('the digest counts its matches with the language’s plural', () => {
    expect(renderDigest('es', [{ title: 'A', text: 'a', html: 'a' }]).subject).toBe('Tu resumen diario: 1 partida');
    expect(renderDigest('es', [1, 2].map((n) => ({ title: `${n}`, text: '', html: '' }))).subject).toBe('Tu resumen diario: 2 partidas');
  });
});
