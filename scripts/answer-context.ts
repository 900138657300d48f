import type { MatchContext } from '../src/match/log/answers';
import type { MatchMeta, SeatRow } from '../src/match/records/records';

/** A match of `game` at `seats`, all joined and under way, for working out answers outside an object (bench-answer.ts, answer-json/). */
export function answerContext(game: MatchContext<unknown>['game'], seats: number): MatchContext<unknown> {
  const meta: MatchMeta = {
    id: 'bench-answer', game: game.id, variant: null, seats, options: {}, commitment: '', secret: '', inviteHash: null,
    rngSeed: 'bench', rulesVersion: '1', migratedFrom: [], frozen: null, createdAt: 0, startedAt: 0,
  };
  const rows: SeatRow[] = Array.from({ length: seats }, (_, seat) => ({ seat, name: `P${seat}`, email: null, webhook: null, tokenHash: 'h', salt: '', joinedAt: 0 }));
  return { game, meta, seats: rows, status: 'active' };
}
