import { describe, expect, it } from 'vitest';
import { registry } from '../../src/games';
import { matchView, type MatchContext } from '../../src/match/log/answers';
import type { MatchMeta, SeatRow } from '../../src/match/records/records';
import { playRandom } from '../support/game-harness';

/**
 * Issue 29: a command's answer is worked out the cheap way (memos shared with the state `apply`
 * just made, the army index kept up to date move by move, the seats shown once per write of the
 * meta and seats), and must be byte for byte the answer worked out the straightforward way: from
 * the same state parsed anew from its JSON (as after a restart: no memo, no shared record, every
 * index built again by a walk) and a context of fresh copies (no seat list kept). Over whole
 * random matches of every game at its smallest and largest seat count, after every step, for the
 * seat that acted (the command's answer) and one more reader in turn (every seat and the
 * spectator in their turn), with and without a step to take back, and across a takeover by a bot.
 */

function meta(game: string, seats: number, seed: string): MatchMeta {
  return {
    id: 'answer-unchanged', game, variant: null, seats, options: {}, commitment: 'c', secret: '', inviteHash: null,
    rngSeed: seed, rulesVersion: '1', migratedFrom: [], frozen: null, createdAt: 0, startedAt: 0,
    // The last seat is a bot's: its link reads and never acts.
    bots: Array.from({ length: seats }, (_, s) => (s === seats - 1 && seats > 2 ? 'easy' : null)),
  };
}

function seatRows(seats: number): SeatRow[] {
  return Array.from({ length: seats }, (_, seat) => ({ seat, name: `Player ${seat}`, email: null, webhook: null, tokenHash: `h${seat}`, salt: '', joinedAt: 0 }));
}

describe('a command answer is the straightforward answer, byte for byte', () => {
  for (const { game, bot } of Object.values(registry)) {
    for (const seats of [...new Set([game.seats.min, game.seats.max])]) {
      it(`${game.id} at ${seats} seats, over a whole random match`, () => {
        const seed = `unchanged-${seats}`;
        let c: MatchContext<unknown> = { game, meta: meta(game.id, seats, seed), seats: seatRows(seats), status: 'active' };
        let seq = 0;
        let compared = 0;
        playRandom(game, bot, { seats, seed }, ({ after, seat }) => {
          seq++;
          // A bot takes seat 0 over at a deadline: a new meta with the same seats (what the store keeps).
          if (seq === 30) c = { ...c, meta: { ...c.meta, bots: c.meta.bots?.map((b, s) => (s === 0 ? 'good' : b)) } };
          const undoSeat = seq % 3 === 0 ? seat : null;
          const other = seq % (seats + 1);
          // King David's answers are the dearest: its second reader every other entry.
          const readers = game.id === 'king-david' && seq % 2 ? [seat] : [seat, other === seats ? null : other];
          for (const reader of readers) {
            const quick = JSON.stringify(matchView(c, after, seq, reader, { undoSeat }));
            const fresh: MatchContext<unknown> = { ...c, meta: structuredClone(c.meta), seats: structuredClone(c.seats) as SeatRow[] };
            const plain = JSON.stringify(matchView(fresh, JSON.parse(JSON.stringify(after)), seq, reader, { undoSeat }));
            if (quick !== plain) expect(quick, `${game.id} ${seats}p entry ${seq}, reader ${reader}`).toBe(plain);
            compared++;
          }
        });
        expect(compared).toBeGreaterThan(20);
      });
    }
  }
});
